"""Timbres: short wavetables standing in for FM operators, AY squares and the speaker.

pyxel plays a wavetable at a fixed spectrum, while an OPL2 note changes colour as
its modulator envelope decays. A ``Patch`` therefore plays a note as a few
``Stage``s, each on its own table: a bright attack table, then darker ones, at
falling levels. Tables are 64 samples of 8 bits (short tables keep the pitch
true, see pyxel-capabilities.md section 5) computed from the two-operator FM
formula with the OPL2's four waveforms.

Tones are registered into ``pyxel.tones`` on first use (this works before
``pyxel.init``); plans refer to them by name so they stay plain data.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

TABLE_LENGTH = 64
TABLE_BITS = 8
BUILTIN_TONES = {"triangle": 0, "square": 1, "pulse": 2, "noise": 3}


def _opl_wave(kind: str) -> Callable[[float], float]:
    def sine(p: float) -> float:
        return math.sin(p)

    def half(p: float) -> float:
        return max(0.0, math.sin(p))

    def absolute(p: float) -> float:
        return abs(math.sin(p))

    def quarter(p: float) -> float:  # "pulse-sine": rising quarters only
        return abs(math.sin(p)) if (p % math.pi) < math.pi / 2 else 0.0

    return {"sine": sine, "half": half, "abs": absolute, "quarter": quarter}[kind]


def fm_table(carrier: str = "sine", ratio: int = 1, index: float = 1.0,
             modulator: str = "sine", feedback: float = 0.0,
             additive: bool = False) -> tuple[int, ...]:
    """A 64-step, 8-bit table of a two-operator FM (or additive) cycle, DC removed."""
    wc, wm = _opl_wave(carrier), _opl_wave(modulator)
    values = []
    previous = 0.0
    for i in range(TABLE_LENGTH):
        phase = 2 * math.pi * i / TABLE_LENGTH
        mod = wm(ratio * phase + feedback * previous)
        previous = mod
        values.append(wc(phase) + index * mod if additive else wc(phase + index * mod))
    mean = sum(values) / len(values)
    centred = [v - mean for v in values]
    peak = max(abs(v) for v in centred) or 1.0
    top = (1 << TABLE_BITS) - 1
    return tuple(round((v / peak + 1) * top / 2) for v in centred)


@dataclass(frozen=True)
class ToneSpec:
    """One pyxel Tone: a wavetable (mode 0) or a noise generator (modes 1, 2)."""

    table: tuple[int, ...] = (1, 0)
    bits: int = 1
    mode: int = 0
    gain: float = 1.0


def _fm(gain: float = 0.55, **kwargs: object) -> ToneSpec:
    return ToneSpec(fm_table(**kwargs), TABLE_BITS, 0, gain)  # type: ignore[arg-type]


# Custom tones: FM stand-ins for AdLib patches, plus noise for its drums.
TONES: dict[str, ToneSpec] = {
    "ep0": _fm(index=2.4), "ep1": _fm(index=1.3), "ep2": _fm(index=0.5),
    "brass0": _fm(index=0.7, feedback=0.6), "brass1": _fm(index=1.9, feedback=0.6),
    "brass2": _fm(index=1.4, feedback=0.6),
    "organ": _fm(gain=0.5, ratio=2, index=0.6, additive=True),
    "bell0": _fm(ratio=3, index=2.2), "bell1": _fm(ratio=3, index=0.9), "sine": _fm(index=0.0),
    "bass0": _fm(carrier="half", index=1.6), "bass1": _fm(carrier="half", index=0.7),
    "pad0": _fm(gain=0.45, index=1.0, modulator="half"), "pad1": _fm(gain=0.45, index=0.6),
    "pluck0": _fm(ratio=2, index=2.6), "pluck1": _fm(ratio=2, index=1.0),
    "pluck2": _fm(ratio=2, index=0.3),
    "flute": _fm(index=0.35, feedback=0.3),
    "metal": ToneSpec((), 1, 1, 0.5),  # short-period noise: metallic hi-hat
    "speaker": ToneSpec((1, 0), 1, 0, 1.0),  # the PC speaker's 1-bit square, louder
    "ay": ToneSpec((1, 0), 1, 0, 0.5),  # an AY square channel
}


@cache
def tone_index(name: str) -> int:
    """The pyxel tone number for a tone name, registering it the first time."""
    if name in BUILTIN_TONES:
        return BUILTIN_TONES[name]
    import pyxel

    spec = TONES[name]
    tone = pyxel.Tone()
    tone.mode = spec.mode
    tone.sample_bits = spec.bits
    if spec.mode == 0:
        tone.wavetable[:] = list(spec.table)
    tone.gain = spec.gain
    pyxel.tones.append(tone)
    return len(pyxel.tones) - 1


@dataclass(frozen=True)
class Stage:
    """Part of a note: a tone for some milliseconds (None = to the end) at a level."""

    tone: str
    ms: float | None
    level: float
    transpose: int = 0


Patch = tuple[Stage, ...]

# AdLib patches: bright attack, darker and quieter as the note goes on.
ADLIB: dict[str, Patch] = {
    "epiano": (Stage("ep0", 30, 1.0), Stage("ep1", 80, 0.85), Stage("ep2", 250, 0.7),
               Stage("ep2", 400, 0.55), Stage("ep2", None, 0.42)),
    "brass": (Stage("brass0", 35, 0.75), Stage("brass1", 70, 1.0), Stage("brass2", None, 0.85)),
    "organ": (Stage("organ", None, 0.8),),
    "bell": (Stage("bell0", 25, 1.0), Stage("bell1", 90, 0.6), Stage("sine", 250, 0.35),
             Stage("sine", None, 0.18)),
    "bass": (Stage("bass0", 45, 1.0), Stage("bass1", 300, 0.85), Stage("bass1", None, 0.7)),
    "pad": (Stage("pad1", 70, 0.45), Stage("pad0", 90, 0.7), Stage("pad1", None, 0.8)),
    "pluck": (Stage("pluck0", 25, 1.0), Stage("pluck1", 70, 0.7), Stage("pluck2", 200, 0.45),
              Stage("pluck2", None, 0.25)),
    "flute": (Stage("flute", 40, 0.7), Stage("flute", None, 0.85)),
}
ADLIB_DRUMS: dict[str, Patch] = {
    "kick": (Stage("sine", 15, 1.0, 12), Stage("sine", 30, 0.8, 5), Stage("sine", 60, 0.5, 0),
             Stage("sine", 0, 0.0)),
    "snare": (Stage("noise", 25, 0.7), Stage("noise", 60, 0.35), Stage("noise", 0, 0.0)),
    "hat": (Stage("metal", 18, 0.35), Stage("metal", 25, 0.15), Stage("metal", 0, 0.0)),
}
# Drum pitches (MIDI) used for every drum letter.
DRUM_PITCH = {"kick": 36, "snare": 84, "hat": 96}

# Sound Master (AY-3-8910 style): plain squares with stepped, log-scaled levels.
AY_LEAD: Patch = (Stage("ay", 40, 1.0), Stage("ay", 160, 0.85),
                  Stage("ay", None, 0.72))
AY_SOFT: Patch = (Stage("ay", 60, 0.7), Stage("ay", None, 0.6))
AY_DRUMS: dict[str, Patch] = {
    "kick": (Stage("noise", 20, 1.0, -24), Stage("noise", 40, 0.45, -24), Stage("noise", 0, 0.0)),
    "snare": (Stage("noise", 30, 0.9), Stage("noise", 60, 0.4), Stage("noise", 0, 0.0)),
    "hat": (Stage("noise", 15, 0.4, 12), Stage("noise", 0, 0.0)),
}

# PC speaker: one square, on or off, no volume.
SPEAKER_TONE = "speaker"
SPEAKER_VOLUME = 100


def drum_kind(pitch: int) -> str:
    """Which drum a note in a drum part means: C bass drum, D snare, else hi-hat."""
    return {0: "kick", 2: "snare"}.get(pitch % 12, "hat")


def ay_level(level: float) -> float:
    """Snap a level to the AY's 16 logarithmic steps (3 dB apart)."""
    if level <= 0:
        return 0.0
    step = max(0, min(15, round(15 + 2 * math.log2(min(level, 1.0)))))
    return 0.0 if step == 0 else 2 ** ((step - 15) / 2)
