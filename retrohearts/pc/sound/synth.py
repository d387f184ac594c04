"""Turn a plan into pyxel sounds, and render them to samples with no window.

Each ``Line`` becomes one MML string: ``Q100`` so steps join without gaps, the
tone and volume set per step (a new note per stage is what lets a patch switch
wavetables mid-note; pyxel ignores tone changes inside a tie). Rendering uses
``Sound.save``, which needs neither ``pyxel.init`` nor an audio device, then
mixes the lines as the channels would (every channel at pyxel's 0.125 gain).
"""

from __future__ import annotations

import tempfile
import wave
from pathlib import Path

import numpy as np

from .arrange import Line, Plan
from .instruments import tone_index

RATE = 22050
_NAMES = ("C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B")
# Tick counts pyxel lengths can express (192 / n, with a dot for 1.5x), largest first.
_LENGTHS: tuple[tuple[int, str], ...] = tuple(sorted(
    [(192 // n, str(n)) for n in (1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 192)]
    + [(192 // n * 3 // 2, f"{n}.") for n in (1, 2, 4, 8, 16, 32)],
    reverse=True,
))


def lengths(ticks: int) -> list[str]:
    """MML lengths summing exactly to a tick count (greedy; 1 tick = L192)."""
    out: list[str] = []
    while ticks > 0:
        for size, text in _LENGTHS:
            if size <= ticks:
                out.append(text)
                ticks -= size
                break
    return out


def line_mml(line: Line, tempo: int) -> str:
    """The pyxel MML for one voice of a plan."""
    parts = [f"T{tempo} Q100"]
    tone = volume = octave = None
    for step in line.steps:
        pieces = lengths(step.ticks)
        if not step.sounding:
            parts.append("".join(f"R{p}" for p in pieces))
            continue
        assert step.pitch is not None
        index = tone_index(step.tone)
        if index != tone:
            parts.append(f"@{index}")
            tone = index
        if step.volume != volume:
            parts.append(f"V{step.volume}")
            volume = step.volume
        o = step.pitch // 12 - 1
        if o != octave:
            parts.append(f"O{o}")
            octave = o
        name = _NAMES[step.pitch % 12]
        parts.append(name + pieces[0] + "".join(f"&{p}" for p in pieces[1:]))
    return " ".join(parts)


def plan_sounds(plan: Plan) -> list[object]:
    """One pyxel Sound per line (in MML mode)."""
    import pyxel

    sounds: list[object] = []
    for line in plan.lines:
        sound = pyxel.Sound()
        sound.mml(line_mml(line, plan.tempo))
        sounds.append(sound)
    return sounds


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
