"""The digitized-audio path of each device: rate, bits, hold, and analog roll-off.

Real DACs of the time held each 8-bit sample until the next one (zero-order
hold) and an analog filter rounded the steps off. pyxel would instead resample
linearly and smooth the grain away, so every sample is prepared here, offline:
taken to the device's rate, quantised to its bits, held sample-by-sample up to
pyxel's 22,050 Hz, then band-limited as dos-hardware.md section 4 describes.
The filters are Butterworth magnitude responses applied in the frequency domain.
"""

from __future__ import annotations

import numpy as np

from .dacprofiles import OUTPUT_RATE, PROFILES, DacProfile
from .settings import Device

__all__ = ["OUTPUT_RATE", "PROFILES", "DacProfile", "digitize", "normalise"]


def hold(samples: np.ndarray, from_rate: int, to_rate: int) -> np.ndarray:
    """Resample by zero-order hold: each output sample repeats the latest input one."""
    if len(samples) == 0:
        return samples.copy()
    count = int(len(samples) * to_rate // from_rate)
    index = (np.arange(count) * from_rate) // to_rate
    return samples[np.minimum(index, len(samples) - 1)]


def quantise(samples: np.ndarray, bits: int) -> np.ndarray:
    """Unsigned integer codes 0 .. 2**bits - 1 (mid-scale is silence)."""
    top = (1 << bits) - 1
    return np.clip(np.round((samples + 1.0) * top / 2.0), 0, top).astype(np.int64)


def dequantise(codes: np.ndarray, bits: int) -> np.ndarray:
    """Codes back to -1..1."""
    top = (1 << bits) - 1
    return codes.astype(np.float64) * 2.0 / top - 1.0


def band_limit(samples: np.ndarray, rate: int, lowpass: float | None,
               highpass: float | None = None, order: int = 2) -> np.ndarray:
    """Butterworth low/high-pass magnitude, zero phase, via the FFT."""
    if len(samples) == 0:
        return samples.copy()
    pad = 1 << int(np.ceil(np.log2(len(samples) + 2048)))
    spectrum = np.fft.rfft(samples, pad)
    freq = np.fft.rfftfreq(pad, 1.0 / rate)
    gain = np.ones_like(freq)
    if lowpass:
        gain /= np.sqrt(1.0 + (freq / lowpass) ** (2 * order))
    if highpass:
        with np.errstate(divide="ignore"):
            ratio = np.where(freq > 0, highpass / np.maximum(freq, 1e-9), np.inf)
        gain /= np.sqrt(1.0 + ratio ** (2 * order))
        gain[0] = 0.0
    return np.fft.irfft(spectrum * gain, pad)[: len(samples)]


def device_codes(samples: np.ndarray, rate: int, device: Device) -> np.ndarray:
    """The integer codes the device is fed: samples taken to its rate and bits."""
    profile = PROFILES[device]
    return quantise(hold(samples, rate, profile.rate), profile.bits)


def digitize(samples: np.ndarray, rate: int, device: Device) -> np.ndarray:
    """What the device's output sounds like, as floats at 22,050 Hz."""
    profile = PROFILES[device]
    codes = device_codes(samples, rate, device)
    held = hold(dequantise(codes, profile.bits), profile.rate, OUTPUT_RATE)
    out = band_limit(held, OUTPUT_RATE, profile.lowpass, profile.highpass, profile.order)
    clipped: np.ndarray = np.clip(out, -1.0, 1.0)
    return clipped


def normalise(samples: np.ndarray, peak: float = 0.9) -> np.ndarray:
    """Scale so the loudest sample reaches ``peak`` (silence stays silence)."""
    top = float(np.max(np.abs(samples))) if len(samples) else 0.0
    return samples * (peak / top) if top > 1e-6 else samples
