"""Make HomeRun's digital sounds: short 8 kHz 8-bit mono WAV files, like the Psion's .WVE.

The Psion 3a played 8-bit sound at 8 kHz through a small speaker; HomeRun came with
six HR*.WVE files and a RHS.WVE jingle. Ours are synthesised here (sines, a little
noise, envelopes), so they are our own and the same on every run. Written to
``retrohearts/screens/homerun/sounds/``; the files are committed. Run
``python scripts/make_homerun_sounds.py`` after changing a recipe.
"""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

RATE = 8000
OUT = Path(__file__).resolve().parent.parent / "retrohearts" / "screens" / "homerun" / "sounds"


def tone(freq: float, seconds: float, *, decay: float = 8.0, harmonics: float = 0.3,
         glide: float = 1.0) -> np.ndarray:
    t = np.arange(int(RATE * seconds)) / RATE
    f = freq * np.power(glide, t / max(seconds, 1e-6))
    phase = 2 * np.pi * np.cumsum(f) / RATE
    wave_ = np.sin(phase) + harmonics * np.sin(2 * phase) + harmonics / 3 * np.sin(3 * phase)
    env = np.exp(-decay * t) * np.minimum(1.0, t * 400)
    return np.asarray(wave_ * env, dtype=np.float64)


def noise(seconds: float, decay: float = 30.0, seed: int = 1) -> np.ndarray:
    rng = np.random.default_rng(seed)
    t = np.arange(int(RATE * seconds)) / RATE
    raw = rng.uniform(-1, 1, len(t))
    smooth = np.convolve(raw, np.ones(3) / 3, mode="same")  # a softer hiss
    return np.asarray(smooth * np.exp(-decay * t), dtype=np.float64)


def seq(*parts: np.ndarray, gap: float = 0.0) -> np.ndarray:
    pad = np.zeros(int(RATE * gap))
    out: list[np.ndarray] = []
    for p in parts:
        out += [p, pad]
    return np.concatenate(out)


RECIPES = {
    "card": lambda: noise(0.05, 60) * 0.8 + tone(1200, 0.05, decay=60) * 0.3,
    "pack": lambda: seq(noise(0.04, 70, 2), noise(0.06, 50, 3)),
    "joker": lambda: seq(tone(660, 0.08), tone(990, 0.12), gap=0.01),
    "run": lambda: seq(tone(880, 0.06, decay=20), tone(1175, 0.1, decay=15), gap=0.005),
    "refuse": lambda: tone(180, 0.18, decay=6, harmonics=0.8),
    "clear": lambda: seq(*(tone(f, 0.12, decay=10) for f in (523, 659, 784)),
                         tone(1047, 0.35, decay=5), gap=0.01),
    "win": lambda: seq(tone(784, 0.1), tone(1047, 0.22, decay=7), gap=0.01),
    "lose": lambda: tone(440, 0.5, decay=3, glide=0.5, harmonics=0.5),
    "stuck": lambda: seq(tone(392, 0.16, decay=6), tone(311, 0.16, decay=6),
                         tone(262, 0.4, decay=4), gap=0.02),
    "deal": lambda: seq(*(noise(0.03, 80, s) for s in range(4, 10)), gap=0.03),
    "hiscore": lambda: seq(*(tone(f, 0.1, decay=9) for f in (659, 784, 880, 1047, 1319)),
                           gap=0.01),
}


def write_wve(path: Path, samples: np.ndarray) -> None:
    """8-bit unsigned PCM at 8 kHz, normalised to 90% of full scale."""
    peak = float(np.max(np.abs(samples))) or 1.0
    codes = np.clip(np.round(samples / peak * 0.9 * 127 + 128), 0, 255).astype(np.uint8)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(1)
        w.setframerate(RATE)
        w.writeframes(codes.tobytes())


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in RECIPES.items():
        write_wve(OUT / f"{name}.wav", make())


if __name__ == "__main__":
    main()
