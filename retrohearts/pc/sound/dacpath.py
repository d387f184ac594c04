"""The last stage of a DAC's sound in plain Python: codes -> held steps -> analog roll-off.

The desktop prepares digitized sound with numpy (digitize.py: Butterworth magnitude
responses in the frequency domain). The browser build has no numpy, so its sounds are
shipped as the codes the device was fed (8-bit WAV files at the device's rate, made at
build time) and finished here: dequantised, held sample by sample up to pyxel's
22,050 Hz, and rounded off by Butterworth filters of the same cut-offs and orders,
run as cascaded biquads (same magnitude response; the phase of a real analog filter).
"""

from __future__ import annotations

import math
import struct
import wave
from array import array
from collections.abc import Sequence
from pathlib import Path

from .dacprofiles import OUTPUT_RATE, PROFILES
from .settings import Device

Biquad = tuple[float, float, float, float, float]  # b0, b1, b2, a1, a2 (a0 = 1)


def read_codes(path: Path) -> tuple[list[int], int]:
    """An 8-bit mono WAV of device codes: the codes (0..255) and the device's rate."""
    with wave.open(str(path), "rb") as w:
        if w.getsampwidth() != 1 or w.getnchannels() != 1:
            raise ValueError(f"?'{path.name}' is not 8-bit mono")
        return list(w.readframes(w.getnframes())), w.getframerate()


def write_codes(path: Path, codes: Sequence[int], rate: int) -> None:
    """Write device codes (already 0..255) as an 8-bit mono WAV."""
    with open(path, "wb") as handle, wave.open(handle, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(1)
        w.setframerate(rate)
        w.writeframes(bytes(codes))


def _sections(cutoff: float, rate: int, order: int, high: bool) -> list[Biquad]:
    """Butterworth of ``order`` as biquads (a first-order section for an odd order)."""
    k = math.tan(math.pi * min(cutoff, rate * 0.49) / rate)
    out: list[Biquad] = []
    for i in range(order // 2):
        q = 1.0 / (2.0 * math.sin(math.pi * (2 * i + 1) / (2 * order)))
        norm = 1.0 / (1.0 + k / q + k * k)
        if high:
            b0, b1, b2 = norm, -2.0 * norm, norm
        else:
            b0 = k * k * norm
            b1, b2 = 2.0 * b0, b0
        out.append((b0, b1, b2, 2.0 * (k * k - 1.0) * norm, (1.0 - k / q + k * k) * norm))
    if order % 2:
        norm = 1.0 / (1.0 + k)
        if high:
            out.append((norm, -norm, 0.0, (k - 1.0) * norm, 0.0))
        else:
            out.append((k * norm, k * norm, 0.0, (k - 1.0) * norm, 0.0))
    return out


def _run(samples: list[float], section: Biquad) -> list[float]:
    b0, b1, b2, a1, a2 = section
    x1 = x2 = y1 = y2 = 0.0
    out = [0.0] * len(samples)
    for i, x in enumerate(samples):
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out[i] = y
    return out


def hold(values: Sequence[float], from_rate: int, to_rate: int = OUTPUT_RATE) -> list[float]:
    """Resample by zero-order hold: each output sample repeats the latest input one."""
    if not values:
        return []
    count = len(values) * to_rate // from_rate
    last = len(values) - 1
    return [values[min(last, (i * from_rate) // to_rate)] for i in range(count)]


def finish(codes: Sequence[int], code_rate: int, device: Device) -> list[float]:
    """What the device's output sounds like, as floats in -1..1 at 22,050 Hz."""
    profile = PROFILES[device]
    shift = 8 - profile.bits  # a 6-bit device's codes are stored in the top bits
    top = (1 << profile.bits) - 1
    held = hold([(code >> shift) * 2.0 / top - 1.0 for code in codes], code_rate)
    for section in _sections(profile.lowpass, OUTPUT_RATE, profile.order, high=False):
        held = _run(held, section)
    if profile.highpass is not None:
        for section in _sections(profile.highpass, OUTPUT_RATE, profile.order, high=True):
            held = _run(held, section)
    return [max(-1.0, min(1.0, v)) for v in held]


def write_wav16(path: Path, samples: Sequence[float], rate: int = OUTPUT_RATE) -> None:
    """Floats in -1..1 as a 16-bit mono WAV (what pyxel's Sound.pcm reads)."""
    ints = array("h", (max(-32768, min(32767, round(v * 32767.0))) for v in samples))
    if struct.pack("=h", 1) != struct.pack("<h", 1):
        ints.byteswap()
    with open(path, "wb") as handle, wave.open(handle, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(ints.tobytes())
