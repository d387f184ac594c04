"""The player's saved defaults: house rules, program controls, sound and opponents.

What the Rules and Players screens' SAVE icons keep, and what every new game starts
with: HEARTS.DEF, a small versioned JSON file in the user's data folder. A damaged
or hand-edited file gives one line in the original's style (``?'HEARTS.DEF' file
corrupt``), is set aside under another name (never deleted), and the program goes on
with the factory defaults. Writes are atomic.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from retrohearts.atomicfile import set_aside, write_text_atomic
from retrohearts.hearts.players import OPPONENTS
from retrohearts.hearts.rules import HouseRules
from retrohearts.pc.sound import SoundSettings
from retrohearts.screens.hearts.controls import Controls
from retrohearts.screens.hearts.seats import DEFAULT_OPPONENTS

DEFAULTS_NAME = "HEARTS.DEF"
_FORMAT = "retrohearts-hearts-defaults"
_VERSION = 1


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
        if data.get("format") != _FORMAT or data.get("version") != _VERSION:
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
        return Defaults(
            rules=HouseRules.from_dict(data.get("rules")),
            controls=made_controls,
            sound=SoundSettings.from_dict(data.get("sound")),
            opponents=(opponents[0], opponents[1], opponents[2]),
        )


def save_defaults(folder: Path, defaults: Defaults) -> str | None:
    """Write HEARTS.DEF atomically; return None, or the one-line error to show."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_text_atomic(folder / DEFAULTS_NAME, json.dumps(defaults.to_dict(), indent=1))
    except OSError:
        return f"?Error writing '{DEFAULTS_NAME}' file"
    return None


def load_defaults(folder: Path | None) -> tuple[Defaults, str | None]:
    """(defaults, error line). No file: the factory defaults and no error. A damaged
    file: the factory defaults, the file set aside, and ``?'HEARTS.DEF' file corrupt``."""
    if folder is None:
        return Defaults(), None
    path = folder / DEFAULTS_NAME
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Defaults(), None
    except (OSError, UnicodeDecodeError):
        return _corrupt(path)
    try:
        return Defaults.from_dict(json.loads(text)), None
    except (ValueError, TypeError):  # json.JSONDecodeError is a ValueError
        return _corrupt(path)


def _corrupt(path: Path) -> tuple[Defaults, str]:
    with contextlib.suppress(OSError):  # could not rename it: leave it untouched
        set_aside(path)
    return Defaults(), f"?'{DEFAULTS_NAME}' file corrupt"
