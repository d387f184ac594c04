"""The Sound Board routing table, the Music and Sounds controls, saved defaults."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from retrohearts.pc.options import PCOptions
from retrohearts.pc.sound import (
    ROUTING,
    Board,
    Device,
    MusicMode,
    Sound,
    SoundSettings,
    SoundsMode,
)
from retrohearts.pc.sound.detect import AudioReport, detect_audio

MANUAL_TABLE = {  # the DOS manual, page 9: board -> (music plays on, digitized audio plays on)
    "AdLib": ("AdLib", "PC Speaker"),
    "Sound Blaster": ("Sound Blaster", "Sound Blaster"),
    "Sound Master": ("Sound Master", "Sound Master"),
    "Speech Thing": ("PC Speaker", "Speech Thing"),
    "Voice Master": ("PC Speaker", "Voice Master"),
    "PC Speaker": ("PC Speaker", "PC Speaker"),
}


def _label(device: Device) -> str:
    return Board(device.value).label


def test_six_boards_in_the_manuals_order() -> None:
    assert [b.label for b in Board] == list(MANUAL_TABLE)


@pytest.mark.parametrize("board", list(Board))
def test_routing_matches_the_manual(board: Board) -> None:
    music, digitized = MANUAL_TABLE[board.label]
    assert _label(board.music_device) == music
    assert _label(board.digitized_device) == digitized
    assert ROUTING[board] == (board.music_device, board.digitized_device)


def test_music_modes() -> None:
    assert MusicMode.FULL.allows("theme") and MusicMode.FULL.allows("background")
    assert MusicMode.THEME.allows("theme") and not MusicMode.THEME.allows("background")
    assert MusicMode.BACKGROUND.allows("background") and not MusicMode.BACKGROUND.allows("theme")
    assert not MusicMode.NONE.allows("theme") and not MusicMode.NONE.allows("background")


def test_sounds_modes() -> None:
    assert (SoundsMode.FULL.effects, SoundsMode.FULL.voices) == (True, True)
    assert (SoundsMode.EFFECTS.effects, SoundsMode.EFFECTS.voices) == (True, False)
    assert (SoundsMode.VOICE.effects, SoundsMode.VOICE.voices) == (False, True)
    assert (SoundsMode.NONE.effects, SoundsMode.NONE.voices) == (False, False)


@given(st.sampled_from(list(Board)), st.sampled_from(list(MusicMode)),
       st.sampled_from(list(SoundsMode)))
def test_settings_round_trip(board: Board, music: MusicMode, sounds: SoundsMode) -> None:
    settings = SoundSettings(board, music, sounds)
    saved = settings.to_dict()
    assert all(isinstance(v, str) for v in saved.values())
    assert SoundSettings.from_dict(saved) == settings


def test_from_dict_accepts_labels_and_fills_defaults() -> None:
    assert SoundSettings.from_dict({"board": "Sound Blaster"}).board is Board.SOUND_BLASTER
    assert SoundSettings.from_dict({"board": "PC Speaker", "music": "THEME"}) == SoundSettings(
        Board.PC_SPEAKER, MusicMode.THEME, SoundsMode.FULL)
    assert SoundSettings.from_dict({}) == SoundSettings()


@pytest.mark.parametrize("bad", [
    {"board": "gravis"}, {"music": "loud"}, {"sounds": 3}, {"volume": "11"}, [], "board",
    {"board": None},
])
def test_bad_values_are_refused_with_one_line(bad: object) -> None:
    with pytest.raises(ValueError) as caught:
        SoundSettings.from_dict(bad)
    message = str(caught.value)
    assert message.startswith("?") and "\n" not in message


def test_silent_starts_with_no_music_and_no_sound() -> None:
    sound = Sound(SoundSettings(Board.ADLIB), PCOptions(silent=True))
    assert sound.settings == SoundSettings(Board.ADLIB, MusicMode.NONE, SoundsMode.NONE)
    assert Sound(SoundSettings(Board.ADLIB), PCOptions()).settings == SoundSettings(Board.ADLIB)


def test_detection_without_a_device_reports_nothing_plays() -> None:
    report = detect_audio()  # the test run forces SDL's dummy driver
    assert isinstance(report, AudioReport)
    assert not report.available and report.board is None
    assert "\n" not in report.description and "No sound board" in report.description


def test_no_device_never_crashes_and_nothing_plays() -> None:
    quiet = AudioReport(False, "", None, "No sound board")
    sound = Sound(SoundSettings(), PCOptions(), report=quiet)
    sound.play_music("theme")
    sound.update()
    assert sound.effect("trick") is False
    assert sound.voice("hearts-broken", speaker="Julia") is False
    sound.stop_music()
    sound.stop()


def test_before_pyxel_init_nothing_plays_and_nothing_breaks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import pyxel

    # another test file in this worker may have opened pyxel already: look as if not
    monkeypatch.setattr(pyxel, "width", 0)
    present = AudioReport(True, "pulse", Board.SOUND_BLASTER, "Sound Blaster compatible")
    sound = Sound(SoundSettings(), report=present)
    sound.play_music("background")
    sound.update()
    assert sound.effect("card") is False


def test_a_device_that_opens_means_sound_blaster(tmp_path: Path) -> None:
    """SDL's "disk" driver opens like a real card; probe before and after pyxel.init."""
    script = textwrap.dedent("""
        from retrohearts.pc.sound import detect
        detect._SILENT_DRIVERS = ("dummy",)  # count the disk writer as a card, for this test
        before = detect._probe()
        import pyxel
        pyxel.init(16, 16, headless=True)
        after = detect._probe()
        for found in (before, after):
            assert found.available and found.board.value == "soundblaster", found
        print("ok")
    """)
    env = {"SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(tmp_path / "out.raw"),
           "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=60, cwd=Path(__file__).resolve().parents[2], env=env)
    assert result.stdout.strip() == "ok", result.stderr[-2000:]
