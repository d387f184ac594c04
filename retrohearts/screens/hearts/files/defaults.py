"""The player's saved defaults: house rules, program controls, sound and opponents.

What the Rules and Players screens' SAVE icons keep, and what every new game starts
with: HEARTS.DEF, a small versioned JSON file in the user's data folder (found in any
case: ``hearts.def`` too). A damaged or hand-edited file gives one line in the original's
style (``?'HEARTS.DEF' file corrupt``; one that cannot be read at all gives the system's
reason, ``?'HEARTS.DEF' Permission denied``), is set aside as ``HEARTS.DEF.BAD`` (never
deleted), and the program goes on with the factory defaults. Every field is checked for
its kind as well as its range (``5.5`` or ``true`` where a number belongs, lone surrogates,
NaN, huge numbers), and *any* failure while reading counts as damage, so no edit of this
file can stop the program from starting. Writes are atomic.
"""

from __future__ import annotations

import contextlib
import errno
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from retrohearts.atomicfile import kept_as, read_regular, set_aside, write_text_atomic
from retrohearts.hearts.players import OPPONENTS
from retrohearts.hearts.rules import HouseRules
from retrohearts.pc.sound import SoundSettings
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.validate import check_fields

DEFAULT_OPPONENTS = ("Jeffrey", "Lindsay", "Michael")  # West, North, East, as the program ships

DEFAULTS_NAME = "HEARTS.DEF"
_FORMAT = "retrohearts-hearts-defaults"
_VERSION = 1
#: Larger than any defaults file we write by far: anything bigger is not ours.
MAX_BYTES = 64 * 1024


@dataclass(frozen=True)
class Defaults:
    """Everything a new game starts with unless the command line says otherwise."""

    rules: HouseRules = field(default_factory=HouseRules)
    controls: Controls = field(default_factory=Controls)
    sound: SoundSettings = field(default_factory=SoundSettings)
    opponents: tuple[str, str, str] = DEFAULT_OPPONENTS

    def __post_init__(self) -> None:
        if len(self.opponents) != 3 or len(set(self.opponents)) != 3:
            raise ValueError("?Exactly 3 different opponents must be selected")
        for name in self.opponents:
            if name not in OPPONENTS:
                raise ValueError(f"?Unknown opponent: '{name}'")

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data, with the format name and version."""
        return {
            "format": _FORMAT,
            "version": _VERSION,
            "rules": self.rules.to_dict(),
            "controls": asdict(self.controls),
            "sound": self.sound.to_dict(),
            "opponents": list(self.opponents),
        }

    @staticmethod
    def from_dict(data: Any) -> Defaults:
        """Inverse of :meth:`to_dict`; ValueError on anything missing, unknown or bad."""
        if not isinstance(data, dict):
            raise ValueError("defaults must be a JSON object")
        if data.get("format") != _FORMAT or type(data.get("version")) is not int \
                or data.get("version") != _VERSION:
            raise ValueError("not a defaults file of this version")
        unknown = set(data) - {"format", "version", "rules", "controls", "sound", "opponents"}
        if unknown:
            raise ValueError(f"unknown entries: {sorted(unknown)}")
        controls = data.get("controls")
        opponents = data.get("opponents")
        if not isinstance(controls, dict) or not isinstance(opponents, list):
            raise ValueError("controls or opponents missing")
        if not all(isinstance(name, str) for name in opponents) or len(opponents) != 3:
            raise ValueError("opponents must be three names")
        try:
            made_controls = Controls(**controls)
        except TypeError as exc:  # unknown or missing control names
            raise ValueError(str(exc)) from exc
        made = Defaults(
            rules=HouseRules.from_dict(data.get("rules")),
            controls=made_controls,
            sound=SoundSettings.from_dict(data.get("sound")),
            opponents=(opponents[0], opponents[1], opponents[2]),
        )
        for part in (made.rules, made.controls, made.sound):
            check_fields(part)
        return made


def save_defaults(folder: Path, defaults: Defaults) -> str | None:
    """Write HEARTS.DEF atomically; return None, or the one-line error to show."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_text_atomic(defaults_path(folder), json.dumps(defaults.to_dict(), indent=1))
    except OSError:
        return f"?Error writing '{DEFAULTS_NAME}' file"
    return None


def load_defaults(folder: Path | None) -> tuple[Defaults, str | None]:
    """(defaults, error line). No file: the factory defaults and no error. A damaged
    file: the factory defaults, the file set aside, and ``?'HEARTS.DEF' file corrupt``
    (or the reason it could not be read), then a line saying where the file went."""
    if folder is None:
        return Defaults(), None
    path = defaults_path(folder)
    try:
        raw = read_regular(path, MAX_BYTES)
    except (FileNotFoundError, NotADirectoryError):  # no file (or no folder) there
        return Defaults(), None
    except OSError as error:
        if error.errno == errno.ENAMETOOLONG:
            return Defaults(), None
        return _corrupt(path, f"?'{DEFAULTS_NAME}' {error.strerror or 'unreadable'}")
    try:
        if len(raw) > MAX_BYTES:
            raise ValueError("file too large")
        text = raw.decode("utf-8").removeprefix("\ufeff")
        return Defaults.from_dict(json.loads(text, parse_constant=_no_constant)), None
    except Exception:  # noqa: BLE001 - deep nesting, MemoryError...: all of it is damage
        return _corrupt(path, f"?'{DEFAULTS_NAME}' file corrupt")


def defaults_path(folder: Path) -> Path:
    """HEARTS.DEF in ``folder``, under whatever case the player's file has."""
    from retrohearts.pc.storage import existing_name

    return existing_name(folder, DEFAULTS_NAME)


def _no_constant(name: str) -> object:
    raise ValueError(f"not JSON: {name}")


def _corrupt(path: Path, message: str) -> tuple[Defaults, str]:
    aside = None
    with contextlib.suppress(OSError):  # could not rename it: leave it untouched
        aside = set_aside(path)
    return Defaults(), f"{message}\n{kept_as(path, aside)}"
