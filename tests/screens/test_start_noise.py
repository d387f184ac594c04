"""A start says nothing it need not (issue 29, point 13): pyxel's "Failed to initialize
audio device" and the sound libraries' complaints are held back, with a window or without,
and only a player who asked for music or sound and has no board to hear it on reads one
line, in the original's style; SILENT, or music and sounds both off, says nothing."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from screen_driver import make_app

from retrohearts.pc.options import PCOptions
from retrohearts.pc.sound import SoundSettings
from retrohearts.pc.sound import player as sound_player
from retrohearts.pc.sound.detect import SOUND_DISABLED, AudioReport
from retrohearts.pc.sound.settings import MusicMode, SoundsMode
from retrohearts.pc.startup import quiet_library_noise
from retrohearts.screens.hearts.shared.speaker import attach_sound


def test_pyxels_audio_complaint_on_standard_output_is_held_back(
        capfd: pytest.CaptureFixture[str]) -> None:
    with quiet_library_noise(enabled=True):
        os.write(1, b"Failed to initialize audio device\n")
        os.write(1, b"a line that matters\n")
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
    out, err = capfd.readouterr()
    assert out == "a line that matters\n" and err == ""


def test_a_run_with_no_sound_card_prints_nothing(tmp_path: Path) -> None:
    """SDL told to use ALSA, which finds no card here (on a machine with one, nothing
    fails and nothing is printed either)."""
    env = {**os.environ, "SDL_AUDIODRIVER": "alsa", "RETROHEARTS_DATA_DIR": str(tmp_path)}
    env.pop("DISPLAY", None)
    done = subprocess.run([sys.executable, "-m", "retrohearts", "--headless", "--frames", "3"],
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0
    assert done.stdout == "" and done.stderr == ""


@pytest.mark.parametrize(("silent", "settings", "said"), [
    (False, SoundSettings(), True),
    (True, SoundSettings(), False),
    (False, SoundSettings(music=MusicMode.NONE, sounds=SoundsMode.NONE), False),
    (False, SoundSettings(music=MusicMode.NONE), True),
])
def test_one_line_when_sound_was_asked_for_and_cannot_play(
        silent: bool, settings: SoundSettings, said: bool,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    nothing = AudioReport(False, "alsa", None, "No sound board (test)")
    monkeypatch.setattr(sound_player, "detect_audio", lambda: nothing)
    app = make_app("vga")
    monkeypatch.setattr(app, "headless", False)  # as in a window
    attach_sound(app, PCOptions(silent=silent), settings)
    out = capsys.readouterr().out
    assert out.splitlines() == ([SOUND_DISABLED] if said else [])


def test_headless_runs_never_say_it(monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    nothing = AudioReport(False, "alsa", None, "No sound board (test)")
    monkeypatch.setattr(sound_player, "detect_audio", lambda: nothing)
    app = make_app("cga")
    attach_sound(app, PCOptions(), SoundSettings())
    assert capsys.readouterr().out == ""
