"""Strict checks for values read back from files a player can edit by hand.

JSON gives ``5.5`` where an ``int`` belongs, ``true`` where a number belongs, ``1e400`` (an
infinite float), huge integers, and strings holding lone surrogates (``"\\ud800"``) or control
characters. Range checks alone let such values through, and they crash far away (a float
frame count, a name pyxel cannot draw). :func:`check_fields` checks every field of a
dataclass instance against its type hints, so fields added later are checked too; the caller
turns the ValueError into its "file corrupt" line. Pure Python: any floor may use it.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

__all__ = ["MAX_INT", "check_fields", "check_value", "clean_text"]

#: No number the program keeps needs more (deal numbers are below 10**9).
MAX_INT = 2**31 - 1


def clean_text(value: object, what: str, max_len: int = 64) -> str:
    """``value`` if it is a string of printable characters, every one UTF-8-encodable (no
    lone surrogates), at most ``max_len`` long; ValueError otherwise."""
    if not isinstance(value, str):
        raise ValueError(f"{what} is not text")
    if len(value) > max_len:
        raise ValueError(f"{what} is too long")
    if not value.isprintable():
        raise ValueError(f"{what} holds a control character")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError(f"{what} holds a character that is not text") from None
    return value


def check_value(value: object, hint: Any, what: str) -> None:
    """ValueError unless ``value`` is exactly of type ``hint`` (Literal, bool, int, float,
    str, None, unions of these, tuples/lists of them)."""
    if hint is Any or hint is object:
        return
    origin = get_origin(hint)
    if origin is Literal:
        for allowed in get_args(hint):
            if type(value) is type(allowed) and value == allowed:
                return
        raise ValueError(f"{what} is not one of {', '.join(map(repr, get_args(hint)))}")
    if origin is Union or origin is types.UnionType:
        errors = []
        for option in get_args(hint):
            try:
                check_value(value, option, what)
                return
            except ValueError as error:
                errors.append(str(error))
        raise ValueError(errors[0] if errors else f"{what} is not allowed")
    if origin in (tuple, list):
        if not isinstance(value, origin):
            raise ValueError(f"{what} is not a {origin.__name__}")
        args = get_args(hint)
        if origin is tuple and args and args[-1] is not Ellipsis:
            if len(value) != len(args):
                raise ValueError(f"{what} has the wrong length")
            for item, item_hint in zip(value, args, strict=True):
                check_value(item, item_hint, what)
        elif args:
            for item in value:
                check_value(item, args[0], what)
        return
    if hint is type(None) or hint is None:
        if value is not None:
            raise ValueError(f"{what} is not empty")
        return
    if hint is bool:
        if type(value) is not bool:
            raise ValueError(f"{what} is not yes or no")
        return
    if hint is int:
        if type(value) is not int or not -MAX_INT <= value <= MAX_INT:
            raise ValueError(f"{what} is not a whole number in range")
        return
    if hint is float:
        if not isinstance(value, (int, float)) or isinstance(value, bool) \
                or not math.isfinite(value) or abs(value) > MAX_INT:
            raise ValueError(f"{what} is not a number in range")
        return
    if hint is str:
        clean_text(value, what, max_len=256)
        return
    if isinstance(hint, type):
        if not isinstance(value, hint):
            raise ValueError(f"{what} is not a {hint.__name__}")
        if dataclasses.is_dataclass(value):
            check_fields(value)
        return
    raise ValueError(f"{what} has a type this check does not know")  # pragma: no cover


def check_fields(obj: object) -> None:
    """ValueError naming the first field of dataclass ``obj`` whose value is not exactly of
    its declared type (see :func:`check_value`)."""
    cls = type(obj)
    hints = get_type_hints(cls)
    for f in dataclasses.fields(typing.cast(Any, obj)):
        check_value(getattr(obj, f.name), hints.get(f.name, Any), f.name)
