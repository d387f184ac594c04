"""The fanfares (issue 31) on every sound board: rendered to WAV as `hearts --render` does,
each sounds from its start to its written length and then stops (a fanfare plays once);
the runtime plays one over the music and gives the music back after it; the Music
control's None keeps them quiet; the two new voice lines exist."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np
import pytest

from retrohearts.pc.options import PCOptions
from retrohearts.pc.sound import Board, MusicMode, Sound, SoundSettings, SoundsMode, library
from retrohearts.pc.sound.backend import Recorder
from retrohearts.pc.sound.detect import AudioReport
from retrohearts.pc.sound.mml import RATE
from retrohearts.pc.sound.render import render_audio, render_command

FANFARES = ("fanfare-win", "fanfare-moon", "fanfare-hiscore", "fanfare-clear")
PRESENT = AudioReport(True, "test", Board.SOUND_BLASTER, "Sound Blaster compatible (test)")
WINDOW = 0.05  # seconds
QUIET = 0.002  # RMS below this is silence


def _loud_windows(samples: np.ndarray) -> np.ndarray:
    n = int(RATE * WINDOW)
    frames = samples[: len(samples) // n * n].reshape(-1, n)
    return np.sqrt((frames ** 2).mean(axis=1)) > QUIET


def test_the_fanfares_are_there_and_apart_from_the_background() -> None:
    assert library.fanfare_names() == sorted(FANFARES)
    assert not set(FANFARES) & set(library.background_names())


@pytest.mark.parametrize("name", FANFARES)
@pytest.mark.parametrize("board", list(Board), ids=lambda b: b.value)
def test_each_fanfare_sounds_its_length_once_on_every_board(name: str, board: Board) -> None:
    length = library.scores()[name].seconds
    samples = render_audio(name, board, length + 1.5)
    assert len(samples) == round((length + 1.5) * RATE)
    loud = _loud_windows(samples)
    first, last = int(np.argmax(loud)), len(loud) - 1 - int(np.argmax(loud[::-1]))
    assert first * WINDOW < 0.1, "it starts at once"
    # it sounds to its last note (the written length less its closing rest) and stops there
    assert length - 0.9 <= (last + 1) * WINDOW <= length + 0.15, (last + 1) * WINDOW
    gaps = ~loud[first:last + 1]
    assert gaps.mean() < 0.15, "no long silences inside it"
    assert not loud[-int(1.0 / WINDOW):].any(), "played once: silence after"
    assert float(np.max(np.abs(samples))) > 0.05


def test_render_command_writes_a_fanfare_wav(tmp_path: Path) -> None:
    out = tmp_path / "win.wav"
    assert render_command("fanfare-win", "pcspeaker", 9.0, out) == 0
    with wave.open(str(out)) as w:
        assert (w.getframerate(), w.getsampwidth(), w.getnchannels()) == (RATE, 2, 1)
        assert w.getnframes() == 9 * RATE
        data = np.frombuffer(w.readframes(w.getnframes()), dtype=np.int16)
    assert np.abs(data[: RATE * 6]).max() > 1000 and np.abs(data[-RATE:]).max() < 50


def _sound(music: MusicMode = MusicMode.FULL,
           board: Board = Board.ADLIB) -> tuple[Sound, Recorder]:
    recorder = Recorder()
    sound = Sound(SoundSettings(board, music, SoundsMode.FULL), PCOptions(), report=PRESENT,
                  backend=recorder)
    return sound, recorder


def test_a_fanfare_plays_over_the_music_and_the_music_comes_back() -> None:
    sound, recorder = _sound()
    sound.play_music("background")
    background = sound.now_playing
    assert background is not None and background.startswith("background")
    recorder.time = 3.0
    assert sound.play_fanfare("fanfare-clear") is True
    assert sound.now_playing == "fanfare-clear"
    sound.play_music("background")  # asked again meanwhile: the fanfare plays on
    assert sound.now_playing == "fanfare-clear"
    recorder.time = 3.0 + library.scores()["fanfare-clear"].seconds + 0.1
    sound.update()
    assert sound.now_playing is not None and sound.now_playing.startswith("background")
    mix = recorder.mix(recorder.time + 1.0)
    assert _loud_windows(mix[int(3.2 * RATE): int(5.5 * RATE)]).mean() > 0.8


@pytest.mark.parametrize("music", [MusicMode.FULL, MusicMode.THEME, MusicMode.BACKGROUND])
def test_a_fanfare_plays_unless_the_music_is_off(music: MusicMode) -> None:
    sound, recorder = _sound(music)
    assert sound.play_fanfare("fanfare-win") is True
    assert _loud_windows(recorder.mix(2.0)).any()


def test_no_fanfare_with_music_none_or_silent() -> None:
    sound, recorder = _sound(MusicMode.NONE)
    assert sound.play_fanfare("fanfare-win") is False
    quiet = Sound(SoundSettings(Board.ADLIB, MusicMode.FULL, SoundsMode.FULL),
                  PCOptions(silent=True), report=PRESENT, backend=recorder)
    assert quiet.play_fanfare("fanfare-win") is False
    assert not _loud_windows(recorder.mix(2.0)).any()


def test_the_new_voice_lines_are_the_narrators() -> None:
    names = library.voice_names()
    assert "sympathy" in names and "you-shot-the-moon" in names
    for name in ("sympathy", "you-shot-the-moon"):
        path = library.voice_path(name)
        assert path is not None
        with wave.open(str(path)) as w:  # as make_voices.py writes them
            assert (w.getframerate(), w.getsampwidth(), w.getnchannels()) == (11025, 1, 1)
            assert 0.5 < w.getnframes() / 11025 < 5.0
        for board in Board:
            assert _loud_windows(render_audio(f"voice:{name}", board, 4.5)).mean() > 0.2
