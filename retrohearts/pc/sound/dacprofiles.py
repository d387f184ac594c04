"""How each device of the time played digitized sound: rate, bits and analog roll-off.

Plain data (no numpy), shared by the desktop's preparation (digitize.py) and the
browser's (dacpath.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from .settings import Device

OUTPUT_RATE = 22050


@dataclass(frozen=True)
class DacProfile:
    """How one device plays digitized sound."""

    rate: int  # samples per second the device is fed
    bits: int  # quantisation
    lowpass: float  # Hz, analog roll-off
    highpass: float | None = None  # Hz (small speakers lose the bass)
    order: int = 2
    note: str = ""


PROFILES: dict[Device, DacProfile] = {
    # SB 2.0 DSP, time constant 165 -> 10,989 Hz; DOSBox's SB2 output filter.
    Device.SOUND_BLASTER: DacProfile(10989, 8, 4800.0, note="8-bit DSP, 10,989 Hz, LP 4.8 kHz"),
    # Covox LPT DAC fed by the CPU at about 11 kHz; bright 9 kHz roll-off.
    Device.SPEECH_THING: DacProfile(11025, 8, 9000.0, note="8-bit LPT DAC, 11 kHz, LP 9 kHz"),
    # Same principle as the Speech Thing; a slower timer (unverified: 8 kHz assumed).
    Device.VOICE_MASTER: DacProfile(8000, 8, 9000.0, note="8-bit LPT DAC, 8 kHz, LP 9 kHz"),
    # AY card's 8-bit DAC; its filtering is unverified, a 6 kHz roll-off is assumed.
    Device.SOUND_MASTER: DacProfile(11025, 8, 6000.0, note="8-bit DAC, 11 kHz, LP 6 kHz"),
    # RealSound-style PWM: about 6 bits, through a small speaker's band-pass.
    Device.PC_SPEAKER: DacProfile(11025, 6, 4500.0, 120.0, 3,
                                  note="PWM about 6-bit, 11 kHz, 120 Hz - 4.5 kHz"),
}
