"""Each device sounds like itself: checked on the plans and on the rendered audio."""

from __future__ import annotations

import numpy as np
import pytest

from retrohearts.pc.sound import library
from retrohearts.pc.sound.arrange import Plan, arrange
from retrohearts.pc.sound.backend import Recorder
from retrohearts.pc.sound.clips import voice_samples
from retrohearts.pc.sound.digitize import PROFILES, device_codes, hold
from retrohearts.pc.sound.player import music_clips
from retrohearts.pc.sound.score import parse_scores
from retrohearts.pc.sound.settings import Device
from retrohearts.pc.sound.synth import RATE, read_wav, render_plan

TUNES = library.tune_names()


def _music(name: str, device: Device, seconds: float) -> np.ndarray:
    recorder = Recorder()
    for channel, clip in enumerate(music_clips(name, device)):
        recorder.play(channel, clip, loop=True)
    return recorder.mix(seconds)


def _hz(pitch: int) -> float:
    return 440.0 * 2 ** ((pitch - 69) / 12)


def _periodicity(audio: np.ndarray, plan: Plan, seconds: float) -> np.ndarray:
    """For each sounding step of the plan's one line: how well the audio repeats at its period."""
    tick = 60.0 / (plan.tempo * 48)
    scores = []
    t = 0
    for step in plan.lines[0].steps:
        start, end = t * tick, (t + step.ticks) * tick
        t += step.ticks
        if end > seconds:
            break
        if not step.sounding or step.pitch is None:
            continue
        lag = round(RATE / _hz(step.pitch))
        a, b = int(start * RATE) + 40, int(end * RATE) - 40
        if b - a < 2 * lag + 20:
            continue
        x, y = audio[a : b - lag], audio[a + lag : b]
        scores.append(float(np.dot(x, y) / np.sqrt(np.dot(x, x) * np.dot(y, y) + 1e-12)))
    return np.array(scores)


@pytest.mark.parametrize("name", TUNES + [f"effect:{e}" for e in library.effect_names()])
def test_pc_speaker_plan_is_one_voice(name: str) -> None:
    plan = arrange(library.scores()[name], "pcspeaker", effect=name.startswith("effect:"))
    assert len(plan.lines) == 1
    assert plan.max_voices() <= 1
    assert {s.tone for s in plan.lines[0].steps if s.sounding} == {"speaker"}
    assert {s.volume for s in plan.lines[0].steps if s.sounding} == {100}  # no volume steps


@pytest.mark.parametrize("name", ["theme", "background2"])
def test_pc_speaker_audio_is_one_square_at_a_time(name: str) -> None:
    seconds = 4.0
    audio = _music(name, Device.PC_SPEAKER, seconds)
    plan = arrange(library.scores()[name], "pcspeaker")
    fit = _periodicity(audio, plan, seconds)
    assert len(fit) > 50
    assert np.mean(fit > 0.9) > 0.95  # each instant: exactly the planned note, nothing else
    # The same test fails on AdLib's output, where several voices overlap.
    adlib = _periodicity(_music(name, Device.ADLIB, seconds),
                         Plan("x", plan.tempo, plan.length, plan.lines), seconds)
    assert np.mean(adlib > 0.9) < 0.5


def test_pc_speaker_chords_become_arpeggios() -> None:
    score = parse_scores("tune c\ntempo 120\npart m melody epiano\n  O5 C1\n"
                         "part b bass bass\n  O3 E1\n", "c.mml")[0]
    plan = arrange(score, "pcspeaker")
    pitches = [s.pitch for s in plan.lines[0].steps if s.sounding]
    assert set(pitches) == {72, 52} and len(pitches) > 20
    assert all(a != b for a, b in zip(pitches, pitches[1:], strict=False))
    assert max(s.ticks for s in plan.lines[0].steps if s.sounding) <= 3  # about 22 ms each


@pytest.mark.parametrize("name", TUNES)
def test_adlib_plays_several_voices_at_once(name: str) -> None:
    plan = arrange(library.scores()[name], "adlib")
    assert 4 <= len(plan.lines) <= 9
    assert plan.max_voices() >= 4


def test_adlib_voices_are_all_heard_in_the_audio() -> None:
    seconds = 4.0
    audio = _music("background2", Device.ADLIB, seconds)
    plan = arrange(library.scores()["background2"], "adlib")
    tick = 60.0 / (plan.tempo * 48)
    checked = 0
    for t0 in range(0, int(seconds / tick) - 10, 4):
        chords = {tuple(sorted(p for line in plan.lines if (p := line.pitch_at(t)) is not None))
                  for t in range(t0, t0 + 10)}
        if len(chords) != 1 or len(next(iter(chords))) < 4:
            continue
        a, b = int(t0 * tick * RATE) + 100, int((t0 + 10) * tick * RATE) - 100
        spectrum = np.abs(np.fft.rfft(audio[a:b] * np.hanning(b - a), 1 << 15))
        freqs = np.fft.rfftfreq(1 << 15, 1 / RATE)
        for pitch in next(iter(chords)):
            k = int(np.argmin(np.abs(freqs - _hz(pitch))))
            assert spectrum[k - 3 : k + 4].max() > spectrum.max() * 10 ** (-15 / 20)
        checked += 1
    assert checked >= 3


def test_adlib_notes_darken_over_time() -> None:
    score = parse_scores("tune n\ntempo 60\npart m melody epiano\n  Q100 O4 A1\n", "n.mml")[0]
    audio = render_plan(arrange(score, "adlib"), 1.5)

    def centroid(a: float, b: float) -> float:
        seg = audio[int(a * RATE) : int(b * RATE)]
        spectrum = np.abs(np.fft.rfft(seg * np.hanning(len(seg))))
        freqs = np.fft.rfftfreq(len(seg), 1 / RATE)
        return float((spectrum * freqs).sum() / spectrum.sum())

    early, late = centroid(0.0, 0.03), centroid(0.6, 0.9)
    assert early > 1.3 * late


def test_sound_master_is_three_squares_and_noise() -> None:
    plan = arrange(library.scores()["theme"], "soundmaster")
    assert len(plan.lines) <= 4
    tones = [{s.tone for s in line.steps if s.sounding} for line in plan.lines]
    assert tones[:-1] == [{"ay"}] * (len(tones) - 1) and tones[-1] == {"noise"}
    assert plan.max_voices() <= 4


@pytest.mark.parametrize("device", [Device.SOUND_BLASTER, Device.SPEECH_THING,
                                    Device.VOICE_MASTER, Device.SOUND_MASTER,
                                    Device.PC_SPEAKER])
def test_digitized_voices_keep_their_grain(device: Device) -> None:
    path = library.voice_path("hearts-broken")
    assert path is not None
    source, rate = read_wav(path)
    assert rate == 11025
    profile = PROFILES[device]
    codes = device_codes(source, rate, device)
    assert len(set(codes.tolist())) <= 2 ** profile.bits
    assert abs(len(codes) - len(source) * profile.rate / rate) <= 1
    held = hold(codes, profile.rate, RATE)  # zero-order hold: whole runs of equal samples
    runs = np.mean(held[1:] == held[:-1])
    assert runs > 0.4
    out = voice_samples("hearts-broken", device)
    assert abs(len(out) - len(source) * RATE / rate) <= 2 * RATE / profile.rate


def test_devices_roll_off_where_the_hardware_did() -> None:
    def high_share(device: Device) -> float:
        out = voice_samples("shoot-the-moon", device)
        spectrum = np.abs(np.fft.rfft(out)) ** 2
        freqs = np.fft.rfftfreq(len(out), 1 / RATE)
        return float(spectrum[freqs > 6000].sum() / spectrum.sum())

    assert high_share(Device.SPEECH_THING) > 3 * high_share(Device.SOUND_BLASTER)
    assert high_share(Device.PC_SPEAKER) < high_share(Device.SPEECH_THING)


def test_pc_speaker_voice_is_coarse() -> None:
    path = library.voice_path("ouch")
    assert path is not None
    source, rate = read_wav(path)
    assert len(set(device_codes(source, rate, Device.PC_SPEAKER).tolist())) <= 64
    assert len(set(device_codes(source, rate, Device.SOUND_BLASTER).tolist())) > 64
