"""The wire protocol: versioned JSON messages, checked before anything acts on them.

Every message is one websocket text frame holding one JSON object with a ``"type"``.  A client
message is parsed by :func:`parse_client`, which enforces the size bound, the JSON syntax, the
type, the exact field set and each field's type, and raises :class:`ProtocolError` (an error
code from :data:`ERROR_CODES` and a sentence) for anything else.  Names and chat are cleaned by
:func:`clean_text` (no control characters, no terminal escape sequences, bounded length).
``docs/protocol.md`` documents every message; keep the two in step.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from typing import Any

__all__ = [
    "CLIENT_TYPES", "DEFAULT_PORT", "ERROR_CODES", "MAX_CHAT", "MAX_MESSAGE_BYTES", "MAX_NAME",
    "PROTOCOL_VERSION", "ProtocolError", "clean_text", "encode", "error_message",
    "parse_client", "peek_id",
]

#: The port hearts-server listens on unless told otherwise.
DEFAULT_PORT = 7101
#: Bumped whenever a message changes incompatibly; ``hello`` must carry it.
PROTOCOL_VERSION = 1
#: Longest client message accepted, in bytes of UTF-8.
MAX_MESSAGE_BYTES = 4096
#: Longest name, in characters, after cleaning.
MAX_NAME = 16
#: Longest chat line, in characters, after cleaning.
MAX_CHAT = 200
#: Longest token string a client may send.
MAX_TOKEN = 64

#: Error codes the server sends, with what each means (see docs/protocol.md).
ERROR_CODES: dict[str, str] = {
    "too_large": "the message is longer than MAX_MESSAGE_BYTES",
    "bad_json": "the message is not a JSON object in UTF-8 text",
    "bad_message": "a field is missing, unknown or of the wrong type",
    "unknown_type": "the message type is not one the server knows",
    "bad_version": "hello carried a protocol version the server does not speak",
    "hello_first": "the first message must be hello",
    "already_hello": "hello was already accepted on this connection",
    "bad_name": "the name is empty once cleaned",
    "no_table": "there is no such table",
    "no_seat": "the table or seat asked for is not free",
    "already_seated": "this connection already has a seat",
    "not_seated": "this connection has no seat",
    "bad_token": "the seat token is unknown or has expired",
    "seen_hand": "this connection, token or address has seen another seat's cards in this deal",
    "elsewhere": "the token's table is held by another server process (see the url field)",
    "not_your_turn": "it is not this seat's turn to pass or play",
    "bad_card": "a card code could not be read",
    "illegal": "the engine refused the pass, play or claim (the message is its reason)",
    "empty_chat": "the chat line is empty once cleaned",
    "rate_limited": "too many messages: slow down",
}

#: Field specifications of client messages: name -> (python type(s), required).
_INT = (int,)
_STR = (str,)
_LIST = (list,)
CLIENT_TYPES: dict[str, dict[str, tuple[tuple[type, ...], bool]]] = {
    "hello": {"version": (_INT, True), "name": (_STR, True)},
    "lobby": {},
    "join": {"table": (_INT, False), "seat": (_INT, False)},
    "resume": {"token": (_STR, True)},
    "leave": {},
    "pass": {"cards": (_LIST, True)},
    "play": {"card": (_STR, True)},
    "auto": {},
    "claim": {},
    "chat": {"text": (_STR, True)},
    "last": {},
    "ping": {},
}


class ProtocolError(Exception):
    """A message the server refuses: ``code`` is one of ERROR_CODES, ``str()`` a sentence."""

    def __init__(self, code: str, message: str, ref: int | str | None = None,
                 **extra: Any) -> None:
        super().__init__(message)
        if code not in ERROR_CODES:
            raise ValueError(f"unknown error code {code!r}")
        self.code = code
        self.ref = ref
        self.extra = extra


_ENCODER = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False)


def encode(message: dict[str, Any]) -> str:
    """One message as compact JSON text."""
    return _ENCODER.encode(message)


def error_message(code: str, message: str, ref: int | str | None = None,
                  **extra: Any) -> dict[str, Any]:
    """The ``error`` message for ``code``."""
    out: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if ref is not None:
        out["id"] = ref
    out.update(extra)
    return out


def _is(value: object, kinds: tuple[type, ...]) -> bool:
    return isinstance(value, kinds) and not isinstance(value, bool)


#: Ids are integers a JavaScript number holds exactly, or short strings.
MAX_SAFE_ID = 2**53 - 1
MAX_ID_CHARS = 32
_ID_RULE = (f"id must be an integer from -{MAX_SAFE_ID} to {MAX_SAFE_ID} or a string of at "
            f"most {MAX_ID_CHARS} characters")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")  # NaN, Infinity, -Infinity


def _id_of(data: dict[str, Any]) -> int | str | None:
    """The message's ``id`` as replies carry it; ProtocolError ``bad_message`` for an id that
    is not an integer of at most 2^53 - 1 either way (a number such as ``1.0`` or ``1e3``
    counts as the integer it equals) nor a string of at most 32 characters.  That error
    still carries the id back when it is a number or a string, so the client can match it."""
    ref = data.get("id")
    if ref is None or isinstance(ref, bool):
        if ref is None:
            return None
        raise ProtocolError("bad_message", _ID_RULE)
    if isinstance(ref, float) and math.isfinite(ref) and ref.is_integer():
        ref = int(ref)
    if isinstance(ref, int) and abs(ref) <= MAX_SAFE_ID:
        return ref
    if isinstance(ref, str) and len(ref) <= MAX_ID_CHARS:
        return ref
    readable = isinstance(ref, int | str) or (isinstance(ref, float) and math.isfinite(ref))
    raise ProtocolError("bad_message", _ID_RULE, ref if readable else None)


#: A JSON escape of a UTF-16 surrogate: alone (not half of a pair), it is no character.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _loads(raw: str | bytes) -> Any:
    """Strict JSON (no NaN or Infinity) of real text: ValueError (or RecursionError)
    otherwise, also for a lone surrogate (``"\\ud800"``), which no reply could carry."""
    text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
    data = json.loads(text, parse_constant=_no_constant)
    if _SURROGATE_ESCAPE.search(text):
        try:
            _ENCODER.encode(data).encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError("a lone surrogate is not text") from None
    return data


def peek_id(raw: str | bytes, limit: int = 64 * 1024) -> int | str | None:
    """The id of a message refused before it was read (too large, rate limited), when it is
    a JSON object of at most ``limit`` bytes with a valid id; else None."""
    if len(raw) > limit:
        return None
    try:
        data = _loads(raw)
        return _id_of(data) if isinstance(data, dict) else None
    except (ProtocolError, ValueError, RecursionError):
        return None


def parse_client(raw: str | bytes) -> dict[str, Any]:
    """A validated client message; ProtocolError for anything the protocol does not allow.

    The result always has ``type``; ``id`` is kept when the client sent one (an integer, or a
    string of at most 32 characters; see :func:`_id_of`), so replies can refer to it.
    """
    if isinstance(raw, str):
        try:
            raw = raw.encode("utf-8")
        except UnicodeEncodeError:
            raise ProtocolError("bad_json", "Not a JSON message") from None
    size = len(raw)
    if size > MAX_MESSAGE_BYTES:
        raise ProtocolError("too_large", f"Messages are limited to {MAX_MESSAGE_BYTES} bytes",
                            peek_id(raw))
    try:
        data = _loads(raw)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError("bad_json", "Not a JSON message") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_json", "A message is a JSON object")
    ref = _id_of(data)
    if ref is not None:
        data["id"] = ref
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("bad_message", "A message needs a type", ref)
    spec = CLIENT_TYPES.get(kind)
    if spec is None:
        raise ProtocolError("unknown_type", f"Unknown message type {kind[:24]!r}", ref)
    for name in data:
        if name not in spec and name not in ("type", "id"):
            raise ProtocolError("bad_message", f"Unknown field {str(name)[:24]!r} in {kind}", ref)
    for name, (kinds, required) in spec.items():
        if name not in data:
            if required:
                raise ProtocolError("bad_message", f"{kind} needs the field {name!r}", ref)
            continue
        if not _is(data[name], kinds):
            raise ProtocolError("bad_message", f"Wrong type for {name!r} in {kind}", ref)
    if kind == "pass" and not all(isinstance(c, str) for c in data["cards"]):
        raise ProtocolError("bad_message", "cards must be a list of card codes", ref)
    if kind == "join" and "seat" in data and data["seat"] not in range(4):
        raise ProtocolError("bad_message", "seat must be 0, 1, 2 or 3", ref)
    if kind == "resume" and len(data["token"]) > MAX_TOKEN:
        raise ProtocolError("bad_token", "That seat token is not valid", ref)
    return data


# ESC [ ... final, ESC ] ... BEL/ST, ESC P/X/^/_ ... ST, and two-character ESC sequences.
_ESCAPES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]?"
    r"|\x1b[\]PX^_][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b[ -/]*[0-~]?"
    r"|\x9b[0-?]*[ -/]*[@-~]?"
)


#: Letters that draw nothing (the Hangul fillers, the blank Braille pattern): spaces here, so
#: a name of them alone is no name.
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
#: Combining marks kept on one letter: enough for any script, not enough to pile marks up
#: over the lines above and below.
MAX_MARKS = 2


def clean_text(text: str, limit: int) -> str:
    """``text`` safe to show on any terminal: escape sequences removed, every control or format
    character (C0, C1, bidi overrides, zero-width) dropped or, for white space and letters that
    draw nothing, made a space; at most two combining marks on a letter (none on a space or
    at the start); runs of spaces folded; at most ``limit`` characters."""
    text = _ESCAPES.sub("", text)
    out: list[str] = []
    marks = MAX_MARKS
    for ch in text:
        cat = unicodedata.category(ch)
        if ch.isspace() or ch in _BLANK_LETTERS:
            ch = " "
        elif cat[0] == "C" or cat in ("Zl", "Zp"):
            continue
        elif cat in ("Mn", "Me"):
            if marks >= MAX_MARKS or not out or out[-1] == " ":
                continue
            marks += 1
            out.append(ch)
            continue
        marks = 0
        if ch == " " and out and out[-1] == " ":
            continue
        out.append(ch)
    return "".join(out).strip()[:limit].rstrip()
