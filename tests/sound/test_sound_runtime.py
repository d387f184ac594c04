"""The runtime the screens call: what actually plays under each setting (recorded audio)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from retrohearts.pc.options import PCOptions
from retrohearts.pc.sound import Board, MusicMode, Sound, SoundSettings, SoundsMode, library
from retrohearts.pc.sound.backend import Recorder
from retrohearts.pc.sound.detect import AudioReport
from retrohearts.pc.sound.player import DAC_CHANNEL, SPEAKER_CHANNEL

PRESENT = AudioReport(True, "test", Board.SOUND_BLASTER, "Sound Blaster compatible (test)")


def _sound(board: Board = Board.SOUND_BLASTER, music: MusicMode = MusicMode.FULL,
           sounds: SoundsMode = SoundsMode.FULL,
           silent: bool = False) -> tuple[Sound, Recorder]:
    recorder = Recorder()
    sound = Sound(SoundSettings(board, music, sounds), PCOptions(silent=silent),
                  report=PRESENT, backend=recorder)
    return sound, recorder


def _loud(audio: np.ndarray) -> bool:
    return float(np.max(np.abs(audio))) > 0.002


@pytest.mark.parametrize("sounds", [SoundsMode.EFFECTS, SoundsMode.NONE])
def test_voices_are_silent_unless_sounds_allow_them(sounds: SoundsMode) -> None:
    sound, recorder = _sound(sounds=sounds)
    assert sound.voice("hearts-broken") is False
    assert sound.voice("ouch", speaker="David") is False
    assert not _loud(recorder.mix(1.0))


@pytest.mark.parametrize("sounds", [SoundsMode.FULL, SoundsMode.VOICE])
def test_voices_play_when_allowed(sounds: SoundsMode) -> None:
    sound, recorder = _sound(sounds=sounds)
    assert sound.voice("shoot-the-moon", speaker="Lindsay") is True
    assert _loud(recorder.mix(1.0))


@pytest.mark.parametrize("sounds", [SoundsMode.VOICE, SoundsMode.NONE])
def test_effects_are_silent_unless_sounds_allow_them(sounds: SoundsMode) -> None:
    sound, recorder = _sound(sounds=sounds)
    assert sound.effect("trick") is False
    assert not _loud(recorder.mix(0.6))


def test_silent_plays_nothing_at_all() -> None:
    sound, recorder = _sound(silent=True)
    sound.play_music("theme")
    sound.effect("shuffle")
    sound.voice("hearts-broken")
    recorder.time = 60.0
    sound.update()
    sound.play_music("background")
    assert recorder.events == []
    assert not _loud(recorder.mix(2.0))


def test_music_control_theme_and_background() -> None:
    sound, recorder = _sound(music=MusicMode.THEME)
    sound.play_music("background")
    assert sound.now_playing is None and not _loud(recorder.mix(0.5))
    sound.play_music("theme")
    assert sound.now_playing == "theme" and _loud(recorder.mix(0.5))
    sound, recorder = _sound(music=MusicMode.BACKGROUND)
    sound.play_music("theme")
    assert sound.now_playing is None and recorder.events == []
    sound.play_music("background")
    assert sound.now_playing == library.background_names()[0]


def test_background_pieces_follow_one_another() -> None:
    sound, recorder = _sound()
    sound.play_music("background")
    first = sound.now_playing
    assert first == library.background_names()[0]
    recorder.time = library.scores()[first].seconds - 1.0
    sound.update()
    assert sound.now_playing == first
    recorder.time = library.scores()[first].seconds + 0.1
    sound.update()
    assert sound.now_playing == library.background_names()[1]


def test_turning_music_off_and_on_again() -> None:
    sound, recorder = _sound()
    sound.play_music("theme")
    sound.configure(SoundSettings(music=MusicMode.NONE))
    assert sound.now_playing is None
    recorder.time = 1.0
    assert not any(recorder.is_playing(c) for c in range(9))
    sound.configure(SoundSettings(music=MusicMode.FULL))
    assert sound.now_playing == "theme"


def test_adlib_music_on_fm_channels_and_digitized_on_the_speaker() -> None:
    sound, recorder = _sound(board=Board.ADLIB)
    sound.play_music("theme")
    sound.effect("card")
    sound.voice("ouch")  # same frame: waits for the effect
    recorder.time = 1.0
    sound.update()
    music = {e.channel for e in recorder.events[:-2]}
    assert music and max(music) < DAC_CHANNEL
    assert [e.channel for e in recorder.events[-2:]] == [SPEAKER_CHANNEL, SPEAKER_CHANNEL]


def test_sound_blaster_digitized_on_its_dac() -> None:
    sound, recorder = _sound(board=Board.SOUND_BLASTER)
    sound.effect("card")
    assert [e.channel for e in recorder.events] == [DAC_CHANNEL]


def test_pc_speaker_board_uses_one_channel_and_voices_interrupt_the_tune() -> None:
    sound, recorder = _sound(board=Board.PC_SPEAKER)
    sound.play_music("theme")
    recorder.time = 1.0
    sound.voice("ouch")
    assert recorder.channels_used() == {SPEAKER_CHANNEL}
    theme = recorder.events[0].clip
    recorder.time = 5.0  # long after the voice
    sound.update()
    again = recorder.events[-1]
    assert again.clip is theme and again.loop  # the tune carries on afterwards...
    assert again.start == pytest.approx(1.0)  # ...from where the voice stopped it


@pytest.mark.parametrize("board", [Board.SPEECH_THING, Board.VOICE_MASTER])
def test_covox_boards_play_music_on_the_speaker_and_voices_on_the_dac(board: Board) -> None:
    sound, recorder = _sound(board=board)
    sound.play_music("theme")
    sound.voice("hearts-broken")
    assert [e.channel for e in recorder.events] == [SPEAKER_CHANNEL, DAC_CHANNEL]


def test_unknown_names_do_not_crash() -> None:
    sound, recorder = _sound()
    assert sound.effect("kaboom") is False
    assert sound.voice("sing-a-song") is False
    # a sound the screens ask for and the package lacks is missing data, as the original said
    assert sound.last_error == "Cannot find 'voice:sing-a-song' data in 'HEARTS.DAT'"
    with pytest.raises(ValueError):
        sound.play_music("overture")


def test_live_pyxel_channels_headless() -> None:
    """The real backend, in its own process (pyxel.init may run once per process)."""
    script = textwrap.dedent("""
        import pyxel
        from retrohearts.pc.sound import Board, Sound, SoundSettings
        from retrohearts.pc.sound.detect import AudioReport
        pyxel.init(64, 64, headless=True, fps=1000)
        present = AudioReport(True, "dummy", Board.SOUND_BLASTER, "test")
        for board in Board:
            sound = Sound(SoundSettings(board), report=present)
            sound.play_music("background")
            assert sound.effect("trick") and sound.voice("ouch", speaker="Ellen")
            for _ in range(3):
                sound.update()
                pyxel.flip()
            assert sound.now_playing is not None
            assert any(pyxel.play_pos(c) is not None for c in range(11)), board
            sound.stop()
        print("ok")
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120, cwd=Path(__file__).resolve().parents[2],
                            env={"SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"})
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr[-2000:]


def test_preload_prepares_without_playing() -> None:
    sound, recorder = _sound(board=Board.SOUND_MASTER)
    sound.preload()
    assert recorder.events == []
    assert sound.effect("pass") and sound.voice("game-over")
    recorder.time = 2.0
    sound.update()
    assert [e.channel for e in recorder.events] == [DAC_CHANNEL, DAC_CHANNEL]


@pytest.mark.parametrize("board", [Board.SOUND_BLASTER, Board.ADLIB, Board.PC_SPEAKER])
def test_effect_and_voice_of_one_frame_play_one_after_the_other(board: Board) -> None:
    sound, recorder = _sound(board=board)
    sound.update()
    assert sound.effect("hearts-broken") and sound.voice("hearts-broken")
    first = recorder.events[-1]
    assert first.clip is not None and first.clip.key.startswith("effect")
    sound.update()  # the effect still sounds: the voice keeps waiting
    assert recorder.events[-1] is first
    recorder.time = first.clip.seconds + 0.01
    sound.update()
    assert recorder.events[-1].clip is not None
    assert recorder.events[-1].clip.key.startswith("voice:narrator/hearts-broken")
    audio = recorder.mix(recorder.time + 2.0)
    cut = round(first.clip.seconds * 22050 * 0.9)
    assert _loud(audio[:cut]) and _loud(audio[cut:])  # the effect was not cut short


def test_a_later_frame_still_cuts_the_last_sound() -> None:
    sound, recorder = _sound()
    sound.update()
    sound.effect("card")
    sound.update()
    recorder.time = 0.01
    sound.effect("card")
    assert len(recorder.events) == 2 and recorder.events[1].time == pytest.approx(0.01)


def test_the_narrator_can_gloat() -> None:
    sound, recorder = _sound()
    assert sound.voice("gloat") is True
    assert sound.last_error is None
    event = recorder.events[-1]
    assert event.clip is not None and "narrator/gloat" in event.clip.key
