"""The browser's numpy-free DAC path sounds like the desktop's, and prepared files round-trip."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from retrohearts.pc.sound import prepared
from retrohearts.pc.sound.dacpath import finish, read_codes, write_codes, write_wav16
from retrohearts.pc.sound.digitize import PROFILES, device_codes, digitize
from retrohearts.pc.sound.settings import Device
from retrohearts.pc.sound.synth import read_wav

RATE = 22050


def _rms(x: np.ndarray) -> float:
    return float(np.sqrt(np.mean(x[2000:-2000] ** 2)))


@pytest.mark.parametrize("device", list(prepared.DIGITIZED))
@pytest.mark.parametrize("freq", [150, 400, 1000, 2500, 4000])
def test_same_loudness_per_frequency_as_the_numpy_path(device: Device, freq: int) -> None:
    t = np.arange(RATE // 2) / RATE
    tone = 0.8 * np.sin(2 * np.pi * freq * t)
    profile = PROFILES[device]
    desktop = digitize(tone, RATE, device)
    codes = [int(c) << (8 - profile.bits) for c in device_codes(tone, RATE, device)]
    browser = np.array(finish(codes, profile.rate, device))
    assert abs(len(browser) - len(desktop)) <= 2
    assert _rms(browser) == pytest.approx(_rms(desktop), rel=0.12, abs=0.01)


def test_codes_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "x.wav"
    write_codes(path, [0, 128, 255, 7], 11025)
    assert read_codes(path) == ([0, 128, 255, 7], 11025)


def test_wav16_is_what_pyxel_reads(tmp_path: Path) -> None:
    path = tmp_path / "y.wav"
    write_wav16(path, [0.0, 0.5, -0.5, 1.5, -1.5])
    samples, rate = read_wav(path)
    assert rate == RATE
    assert list(np.round(samples, 3)) == [0.0, 0.5, -0.5, 1.0, -1.0]


def test_every_effect_and_voice_prepared_for_every_dac(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    written = prepared.prepare_all(tmp_path / "prepared")
    effects = len(prepared.library.effect_names())
    voices = len(prepared.library.voice_names())
    # the speaker beeps effects, it plays voices; the Speech Thing's codes are the Sound
    # Master's (both 8 bits at 11,025 Hz), written once
    assert written == effects * 3 + voices * 4
    assert prepared.code_device(Device.SPEECH_THING) is Device.SOUND_MASTER
    assert not (tmp_path / "prepared" / Device.SPEECH_THING.value).exists()
    monkeypatch.setattr(prepared, "_root", lambda: tmp_path / "prepared")
    thing = prepared.prepared_samples("effect", "trick", Device.SPEECH_THING)
    master = prepared.prepared_samples("effect", "trick", Device.SOUND_MASTER)
    assert thing is not None and master is not None and thing != master  # own filters
    samples = prepared.prepared_samples("effect", "trick", Device.SOUND_BLASTER)
    assert samples is not None and len(samples) > 1000
    assert max(abs(v) for v in samples) > 0.1
    assert prepared.prepared_samples("voice", "narrator/hearts-broken",
                                     Device.PC_SPEAKER) is not None
    assert prepared.prepared_samples("voice", "nobody/nothing", Device.PC_SPEAKER) is None


def test_a_damaged_prepared_sound_is_missing_data(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from retrohearts.datafiles import DataFileError

    bad = tmp_path / "soundblaster" / "effect" / "trick.wav"
    bad.parent.mkdir(parents=True)
    bad.write_bytes(b"RIFF\x00garbage")
    monkeypatch.setattr(prepared, "_root", lambda: tmp_path)
    with pytest.raises(DataFileError, match="Cannot find 'prepared/soundblaster/effect/trick.wav'"):
        prepared.prepared_samples("effect", "trick", Device.SOUND_BLASTER)
