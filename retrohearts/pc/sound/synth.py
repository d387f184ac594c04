"""Render pyxel sounds to samples with no window, and read and write WAV files.

A plan's voices become MML in mml.py (re-exported here). Rendering uses
``Sound.save``, which needs neither ``pyxel.init`` nor an audio device, then
mixes the lines as the channels would (every channel at pyxel's 0.125 gain).
"""

from __future__ import annotations

import tempfile
import wave
from pathlib import Path

import numpy as np

from .arrange import Plan
from .mml import RATE, line_mml, plan_sounds

__all__ = ["RATE", "line_mml", "plan_sounds", "read_wav", "render_plan", "render_sound",
           "write_wav"]

def read_wav(path: Path) -> tuple[np.ndarray, int]:
    """Mono samples as floats in -1..1, and the rate (8- or 16-bit PCM WAV)."""
    with wave.open(str(path), "rb") as w:
        width, rate, channels = w.getsampwidth(), w.getframerate(), w.getnchannels()
        raw = w.readframes(w.getnframes())
    if width == 1:
        data = (np.frombuffer(raw, dtype=np.uint8).astype(np.float64) - 128.0) / 128.0
    elif width == 2:
        data = np.frombuffer(raw, dtype="<i2").astype(np.float64) / 32768.0
    else:
        raise ValueError(f"?'{path.name}' is not 8- or 16-bit PCM")
    if channels > 1:
        data = data.reshape(-1, channels).mean(axis=1)
    return data, rate


def write_wav(path: Path, samples: np.ndarray, rate: int = RATE) -> None:
    """Write floats in -1..1 as a 16-bit mono WAV."""
    ints = np.clip(np.round(samples * 32767.0), -32768, 32767).astype("<i2")
    with open(path, "wb") as handle, wave.open(handle, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(ints.tobytes())


def render_sound(sound: object, seconds: float) -> np.ndarray:
    """Render one pyxel Sound offline (16-bit samples as floats)."""
    with tempfile.TemporaryDirectory(prefix="retrohearts-") as folder:
        path = Path(folder) / "line.wav"
        sound.save(str(path), seconds)  # type: ignore[attr-defined]
        data, _ = read_wav(path)
    frames = round(seconds * RATE)
    return np.pad(data, (0, max(0, frames - len(data))))[:frames]


def render_plan(plan: Plan, seconds: float) -> np.ndarray:
    """Mix every line of a plan for some seconds, looping a shorter plan."""
    frames = round(seconds * RATE)
    one_pass = plan.length * 60.0 / (plan.tempo * 48)
    span = min(seconds, one_pass) if one_pass > 0 else seconds
    mix = np.zeros(round(span * RATE))
    for sound in plan_sounds(plan):
        mix += render_sound(sound, span)[: len(mix)]
    if len(mix) == 0:
        return np.zeros(frames)
    reps = -(-frames // len(mix))
    return np.clip(np.tile(mix, reps)[:frames], -1.0, 1.0)
