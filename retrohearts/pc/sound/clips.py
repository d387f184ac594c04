"""Prepare effects and voices for the device that plays digitized audio.

On a DAC (Sound Blaster, Sound Master, Speech Thing, Voice Master) an effect is
"recorded": its score is played on the full synthesizer, then digitized like a
voice. On the PC speaker an effect is beeped on the single square voice, while
voices go through the speaker's coarse PWM path. The numpy work is imported only
when a sample is made, so a machine without numpy (the browser, which plays sounds
prepared at build time: prepared.py) can still use the rest.
"""

from __future__ import annotations

import wave
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import retrohearts.pc.sound.library as library
from retrohearts.datafiles import DataFileError

from .arrange import Plan, arrange
from .library import UnknownSound
from .settings import Device

if TYPE_CHECKING:
    import numpy as np

__all__ = ["UnknownSound", "effect_plan", "effect_samples", "effect_score_name", "voice_file",
           "voice_samples"]


def effect_score_name(name: str) -> str:
    """``trick`` or ``effect:trick`` -> ``effect:trick`` (raises UnknownSound)."""
    full = name if name.startswith("effect:") else f"effect:{name}"
    if full not in library.scores():
        raise UnknownSound(name)
    return full


def effect_plan(name: str) -> Plan:
    """The PC speaker's beeps for an effect."""
    return arrange(library.scores()[effect_score_name(name)], "pcspeaker", effect=True)


@cache
def _recording(full: str) -> np.ndarray:
    from .digitize import normalise
    from .synth import render_plan

    score = library.scores()[full]
    recorded = render_plan(arrange(score, "sampler", effect=True), score.seconds + 0.05)
    return normalise(recorded)


def effect_samples(name: str, device: Device) -> np.ndarray:
    """An effect as a DAC plays it, at 22,050 Hz (numpy: the desktop's path)."""
    from .digitize import digitize

    return digitize(_recording(effect_score_name(name)), 22050, device)


def voice_file(name: str, speaker: str | None = None) -> Path:
    """The recording for a phrase (raises UnknownSound)."""
    path = library.voice_path(name, speaker)
    if path is None:
        raise UnknownSound(name)
    return path


def voice_samples(name: str, device: Device, speaker: str | None = None) -> np.ndarray:
    """A voice as the device plays it, at 22,050 Hz (numpy: the desktop's path)."""
    from .digitize import digitize, normalise
    from .synth import read_wav

    path = voice_file(name, speaker)
    try:
        samples, rate = read_wav(path)
    except (OSError, EOFError, ValueError, wave.Error) as err:
        raise DataFileError(f"music/voices/{path.parent.name}/{path.name}", str(err)) from None
    return digitize(normalise(samples), rate, device)
