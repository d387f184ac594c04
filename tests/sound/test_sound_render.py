"""Everything in music/ loads and renders on every board; the render command's errors."""

from __future__ import annotations

import subprocess
import sys
import wave
from pathlib import Path

import numpy as np
import pytest

from retrohearts.pc.sound import Board, library
from retrohearts.pc.sound.render import main, render_audio, render_command, sound_names

BOARDS = list(Board)


def _level(samples: np.ndarray) -> float:
    return float(np.sqrt(np.mean(samples**2)))


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.value)
@pytest.mark.parametrize("name", library.tune_names())
def test_every_tune_renders_on_every_board(name: str, board: Board) -> None:
    audio = render_audio(name, board, 1.0)
    assert len(audio) == 22050
    assert _level(audio) > 0.003
    assert np.max(np.abs(audio)) < 1.0  # no clipping


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.value)
def test_every_effect_renders_on_every_board(board: Board) -> None:
    for name in library.effect_names():
        score = library.scores()[f"effect:{name}"]
        audio = render_audio(f"effect:{name}", board, score.seconds + 0.2)
        assert _level(audio) > 0.002, name
        assert np.max(np.abs(audio)) < 1.0, name
        tail = audio[-int(0.1 * 22050):]
        assert np.max(np.abs(tail)) < 0.01, name  # the effect ends


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.value)
def test_every_voice_renders_on_every_board(board: Board) -> None:
    for name in library.voice_names():
        audio = render_audio(f"voice:{name}", board, 0.6)
        assert _level(audio) > 0.002, name


def test_render_command_writes_a_wav(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "trick.wav"
    assert render_command("effect:trick", "soundblaster", 0.5, out) == 0
    line = capsys.readouterr().out
    assert line.count("\n") == 1 and "Sound Blaster" in line
    with wave.open(str(out)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        assert w.getnframes() == 11025


@pytest.mark.parametrize(("name", "device", "seconds", "says"), [
    ("nocturne", "adlib", 1.0, "?Unknown sound: 'nocturne'"),
    ("effect:kaboom", "adlib", 1.0, "?Unknown sound: 'effect:kaboom'"),
    ("voice:jeffrey/../../x", "adlib", 1.0, "?Unknown sound"),
    ("theme", "gravis", 1.0, "?Unknown sound device: 'gravis'"),
    ("theme", "adlib", 0.0, "?Illegal length"),
])
def test_render_command_refuses_with_one_line(name: str, device: str, seconds: float, says: str,
                                              tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.wav"
    assert render_command(name, device, seconds, out) == 2
    printed = capsys.readouterr().out
    assert printed.startswith(says) and printed.count("\n") == 1
    assert not out.exists()


def test_unwritable_output_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert render_command("effect:card", "adlib", 0.3, tmp_path / "no" / "x.wav") == 2
    assert capsys.readouterr().out.startswith("?Cannot write")


def test_list_names_every_sound(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--list"]) == 0
    listed = capsys.readouterr().out.split()
    assert listed == sound_names()
    assert {"theme", "background1", "effect:trick", "voice:hearts-broken"} <= set(listed)


def test_python_m_render_runs_without_a_window(tmp_path: Path) -> None:
    out = tmp_path / "theme.wav"
    result = subprocess.run(
        [sys.executable, "-m", "retrohearts.pc.sound.render", "theme", "--device", "pcspeaker",
         "--seconds", "0.5", str(out)],
        capture_output=True, text=True, timeout=120,
        env={"SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin", "PYTHONPATH": str(Path.cwd())},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert out.stat().st_size == 44 + 2 * 11025
