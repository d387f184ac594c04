"""The three sound controls of the Rules screen and the board routing table.

The Sound Board control names the hardware; the manual's table then says which
device plays the music and which plays the digitized audio (voices and effects).
``SoundSettings`` is the record kept with the saved defaults; ``from_dict``
refuses anything it does not recognise with one readable line.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any


class Board(Enum):
    """The six choices of the Sound Board control (values are the saved keys)."""

    ADLIB = "adlib"
    SOUND_BLASTER = "soundblaster"
    SOUND_MASTER = "soundmaster"
    SPEECH_THING = "speechthing"
    VOICE_MASTER = "voicemaster"
    PC_SPEAKER = "pcspeaker"

    @property
    def label(self) -> str:
        """The name shown on the control."""
        return _BOARD_LABELS[self]

    @property
    def music_device(self) -> Device:
        """The device that plays this board's music (manual's table)."""
        return ROUTING[self][0]

    @property
    def digitized_device(self) -> Device:
        """The device that plays this board's digitized voices and effects."""
        return ROUTING[self][1]

    @classmethod
    def parse(cls, text: str) -> Board:
        """A board from its key ("adlib") or label ("Sound Blaster"), any case."""
        key = text.strip().lower().replace(" ", "").replace("-", "").replace("_", "")
        for board in cls:
            if key == board.value:
                return board
        raise ValueError(f"?Unknown sound board: '{text}'")


class MusicMode(Enum):
    """The Music control: which tunes may play."""

    FULL = "full"  # theme and background
    THEME = "theme"  # title screen only
    BACKGROUND = "background"  # only after the title screen
    NONE = "none"

    def allows(self, kind: str) -> bool:
        """Whether a tune of this kind ("theme" or "background") may play."""
        if self is MusicMode.FULL:
            return kind in ("theme", "background")
        return bool(self.value == kind)


class SoundsMode(Enum):
    """The Sounds control: voices, effects, both or neither."""

    FULL = "full"
    EFFECTS = "effects"
    VOICE = "voice"
    NONE = "none"

    @property
    def effects(self) -> bool:
        """Whether sound effects may play."""
        return self in (SoundsMode.FULL, SoundsMode.EFFECTS)

    @property
    def voices(self) -> bool:
        """Whether digitized voices may play."""
        return self in (SoundsMode.FULL, SoundsMode.VOICE)


# The hardware that actually makes the noise has the same six names as the control.
Device = Board

_BOARD_LABELS = {
    Board.ADLIB: "AdLib",
    Board.SOUND_BLASTER: "Sound Blaster",
    Board.SOUND_MASTER: "Sound Master",
    Board.SPEECH_THING: "Speech Thing",
    Board.VOICE_MASTER: "Voice Master",
    Board.PC_SPEAKER: "PC Speaker",
}

# Board -> (music device, digitized-audio device), exactly as the DOS manual's table.
ROUTING: dict[Board, tuple[Device, Device]] = {
    Board.ADLIB: (Device.ADLIB, Device.PC_SPEAKER),
    Board.SOUND_BLASTER: (Device.SOUND_BLASTER, Device.SOUND_BLASTER),
    Board.SOUND_MASTER: (Device.SOUND_MASTER, Device.SOUND_MASTER),
    Board.SPEECH_THING: (Device.PC_SPEAKER, Device.SPEECH_THING),
    Board.VOICE_MASTER: (Device.PC_SPEAKER, Device.VOICE_MASTER),
    Board.PC_SPEAKER: (Device.PC_SPEAKER, Device.PC_SPEAKER),
}


def _enum_value(kind: type[Enum], field: str, value: Any) -> Any:
    if isinstance(value, kind):
        return value
    if isinstance(value, str):
        if kind is Board:
            try:
                return Board.parse(value)
            except ValueError:
                pass
        for member in kind:
            if value.strip().lower() == member.value:
                return member
    raise ValueError(f"?Illegal {field} setting: '{value}'")


@dataclass(frozen=True)
class SoundSettings:
    """Sound Board, Music and Sounds as chosen on the Rules screen."""

    board: Board = Board.SOUND_BLASTER
    music: MusicMode = MusicMode.FULL
    sounds: SoundsMode = SoundsMode.FULL

    def to_dict(self) -> dict[str, str]:
        """Plain strings for the saved defaults."""
        return {"board": self.board.value, "music": self.music.value, "sounds": self.sounds.value}

    @classmethod
    def from_dict(cls, data: Any) -> SoundSettings:
        """Read saved defaults; missing keys take the default, bad values raise ValueError."""
        if not isinstance(data, dict):
            raise ValueError("?Sound settings must be a table of board, music and sounds")
        unknown = sorted(set(data) - {"board", "music", "sounds"})
        if unknown:
            raise ValueError(f"?Unknown sound setting: '{unknown[0]}'")
        base = cls()
        return cls(
            board=_enum_value(Board, "board", data.get("board", base.board)),
            music=_enum_value(MusicMode, "music", data.get("music", base.music)),
            sounds=_enum_value(SoundsMode, "sounds", data.get("sounds", base.sounds)),
        )

    def silenced(self) -> SoundSettings:
        """The same board with no music and no sounds (SILENT / QUIET)."""
        return replace(self, music=MusicMode.NONE, sounds=SoundsMode.NONE)

    @property
    def audible(self) -> bool:
        """Whether these settings ask for any music or sound at all."""
        return self.music is not MusicMode.NONE or self.sounds is not SoundsMode.NONE

    def starting(self, silent: bool) -> SoundSettings:
        """The settings a run starts with: silenced when SILENT/QUIET was given."""
        return self.silenced() if silent else self


def with_choices(settings: SoundSettings, board: str | None = None, music: str | None = None,
                 sounds: str | None = None) -> SoundSettings:
    """``settings`` with the controls the command line (or HEARTS.CLI) chose instead;
    ValueError for a value none of the controls has."""
    changes: dict[str, Any] = {}
    if board is not None:
        changes["board"] = _enum_value(Board, "sound board", board)
    if music is not None:
        changes["music"] = _enum_value(MusicMode, "music", music)
    if sounds is not None:
        changes["sounds"] = _enum_value(SoundsMode, "sounds", sounds)
    return replace(settings, **changes) if changes else settings
