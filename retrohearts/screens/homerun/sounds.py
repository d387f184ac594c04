"""HomeRun's sound effects through the PC's sound layer: its own 8 kHz samples, or tones.

The Psion program played .WVE files when it found them and simple tones when it did
not. Here the samples are ``sounds/<name>.wav`` in this package (8 kHz, 8-bit, made by
``scripts/make_homerun_sounds.py``), stretched to the PC's mixing rate in plain Python
(the browser has no numpy) and played where
the PC plays digitized audio (``Sound.play_clip``). When a file is missing or
unreadable the effect becomes a short tone on the speaker. The Options dialog's
"Sound effects" switch silences them; so do SILENT/QUIET and a machine with no audio.
"""

from __future__ import annotations

import wave
from pathlib import Path
from typing import Any

from retrohearts.pc.sound.backend import DAC_GAIN, SPEAKER_GAIN, Clip
from retrohearts.pc.sound.dacpath import hold, read_codes
from retrohearts.pc.sound.mml import RATE

SOUND_DIR = Path(__file__).resolve().parent / "sounds"
NAMES = ("card", "pack", "joker", "run", "refuse", "clear", "win", "lose", "stuck", "deal",
         "hiscore")
# The tone each effect falls back to: pyxel MML on the speaker, and its length.
TONES = {
    "card": ("T240 L32 O5 C", 0.06), "pack": ("T240 L32 O4 G", 0.06),
    "joker": ("T200 L16 O5 E B", 0.16), "run": ("T200 L16 O5 A O6 D", 0.16),
    "refuse": ("T120 L8 O2 C", 0.25), "clear": ("T180 L16 O5 C E G O6 C", 0.4),
    "win": ("T180 L16 O5 G O6 C", 0.2), "lose": ("T120 L8 O4 A F", 0.5),
    "stuck": ("T120 L8 O4 G D# C", 0.75), "deal": ("T240 L32 O4 C C C", 0.12),
    "hiscore": ("T180 L16 O5 E G A O6 C E", 0.5),
}


def sample_clip(name: str, folder: Path = SOUND_DIR) -> Clip | None:
    """The digital sound ``name`` ready for the mixer, or None if its file is missing/bad."""
    path = folder / f"{name}.wav"
    try:
        codes, rate = read_codes(path)  # 8-bit mono, as the Psion's .WVE files were
    except (OSError, ValueError, EOFError, wave.Error):
        return None
    if not codes:
        return None
    mixed = hold([(code - 128) / 128.0 for code in codes], rate, RATE)
    return Clip(f"homerun:{name}", len(mixed) / RATE, samples=mixed, gain=DAC_GAIN)


def tone_clip(name: str) -> Clip:
    mml, seconds = TONES.get(name, ("T240 L32 O5 C", 0.06))
    return Clip(f"homerun-tone:{name}", seconds, mml=mml, gain=SPEAKER_GAIN)


class Effects:
    """Plays HomeRun's effects on the App's sound service, if it has one."""

    def __init__(self, sound: Any, folder: Path = SOUND_DIR) -> None:
        self.sound = sound
        self.folder = folder
        self.enabled = True
        self._clips: dict[str, Clip] = {}
        self.played: list[str] = []  # what was asked for (tests listen here)

    def clip(self, name: str) -> Clip:
        if name not in self._clips:
            self._clips[name] = sample_clip(name, self.folder) or tone_clip(name)
        return self._clips[name]

    def play(self, name: str) -> bool:
        if not self.enabled:
            return False
        self.played.append(name)
        if self.sound is None or not hasattr(self.sound, "play_clip"):
            return False
        try:
            return bool(self.sound.play_clip(self.clip(name)))
        except Exception:  # a sound must never stop the game
            return False
