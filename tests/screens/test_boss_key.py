"""The boss key (issue 31): F9, the middle button or a two-button chord covers the game at
once with an office screen in the mode's own font, silences the sound and stops the game;
the same key brings the game back exactly as it was. Both games, every mode, the Psion too."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from table_driver import ALL_MODES, KeyboardDriver, start

from retrohearts.pc.app import App, open_app
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import PCOptions
from retrohearts.pc.script import parse_script
from retrohearts.pc.sound import Board, MusicMode, Sound, SoundSettings, SoundsMode
from retrohearts.pc.sound.backend import Recorder
from retrohearts.pc.sound.detect import AudioReport
from retrohearts.screens.hearts.table.controller import Phase
from retrohearts.ui.boss import hearts_boss, homerun_boss
from retrohearts.ui.boss.agenda import AgendaScreen
from retrohearts.ui.boss.dosprompt import PromptScreen
from retrohearts.ui.boss.spreadsheet import SHEET, SpreadsheetScreen

SHOTS = Path("/tmp/retrohearts-shots/boss")
PRESENT = AudioReport(True, "test", Board.SOUND_BLASTER, "Sound Blaster compatible (test)")


def pixels(app: App) -> np.ndarray:
    import pyxel

    app.draw()
    w, h = app.video.out_width, app.video.out_height
    return np.ctypeslib.as_array(pyxel.screen.data_ptr(), shape=(w * h,)).copy()


def key(app: App, name: str) -> None:
    app.update(InputFrame(keys=frozenset({name})))


def idle(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.update(InputFrame())


def attach_sound(app: App) -> tuple[Sound, Recorder]:
    recorder = Recorder()
    sound = Sound(SoundSettings(Board.SOUND_BLASTER, MusicMode.FULL, SoundsMode.FULL),
                  report=PRESENT, backend=recorder)
    app.services["sound"] = sound
    return sound, recorder


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_f9_stops_the_hearts_table_and_brings_it_back_as_it_was(mode: str, monitor: str) -> None:
    app, table = start(mode, monitor, demo=True)  # the computers play every seat
    app.boss_factory = hearts_boss
    sound, recorder = attach_sound(app)
    sound.play_music("background")
    idle(app, 90)  # the deal is out, someone is thinking
    ctl = table.ctl
    before = pixels(app)
    frame, phase, played = ctl.frame, ctl.phase, len(ctl.hand.history.plays)
    app_frame = app.frame
    recorder.time = 1.5
    key(app, "F9")
    assert isinstance(app.top, SpreadsheetScreen)
    assert sound.suspended and not any(recorder.is_playing(c) for c in range(11))
    covered = pixels(app)
    assert (covered != before).mean() > 0.3  # the table is gone from the screen at once
    for _ in range(400):  # long enough for a computer to play, a timer to run out
        app.update(InputFrame(keys=frozenset({"DOWN"})))
        recorder.time += 1 / 60
    assert (ctl.frame, ctl.phase, len(ctl.hand.history.plays)) == (frame, phase, played)
    assert app.frame == app_frame
    SHOTS.mkdir(parents=True, exist_ok=True)
    app.draw()
    app.screenshot(SHOTS / f"hearts-{mode}-{monitor}.png")
    key(app, "F9")
    assert app.top is table and not sound.suspended
    assert np.array_equal(pixels(app), before)  # exactly as it was
    assert recorder.is_playing(0)  # the music took up where it stopped
    idle(app, 200)
    assert ctl.frame > frame  # and the game goes on


def test_the_mouse_has_the_boss_key_too() -> None:
    app, table = start("vga")
    app.boss_factory = hearts_boss
    app.update(InputFrame(mouse=(100, 100), mclick=True))  # the middle button
    assert isinstance(app.top, SpreadsheetScreen)
    app.update(InputFrame(mouse=(100, 100), click=True))  # a click moves the cell pointer
    assert isinstance(app.top, SpreadsheetScreen)
    app.update(InputFrame(mouse=(100, 100), click=True, rclick=True))  # both at once
    assert app.top is table


def test_nothing_opened_beneath_comes_over_the_boss_screen() -> None:
    from retrohearts.screens.hearts.files.saving import notify

    app, table = start("ega")
    app.boss_factory = hearts_boss
    key(app, "F9")
    notify(app, "?Error writing 'HEARTS.SAV' file")  # a message arrives meanwhile
    idle(app, 2)
    assert isinstance(app.top, SpreadsheetScreen)
    key(app, "F9")
    assert app.top is not table  # the message waits for the game, over it


def test_escape_and_every_other_key_keep_the_spreadsheet_up() -> None:
    app, _table = start("cga")
    app.boss_factory = hearts_boss
    key(app, "F9")
    sheet = app.top
    assert isinstance(sheet, SpreadsheetScreen)
    for name in ("ESC", "ENTER", "F1", "RIGHT", "RIGHT", "DOWN", "Q"):
        key(app, name)
        assert app.top is sheet
    assert (sheet.col, sheet.row) == (2, 7)  # B7 -> D8 ... held to the 40 columns' three
    sheet.col, sheet.row = 5, 6
    assert SHEET[(5, 6)].entry == "(,0) @SUM(B7..E7)"


@pytest.mark.parametrize("mode", ["psion3a", "cga", "hercules", "vga"])
def test_homerun_shows_a_prompt_or_the_psions_agenda(mode: str, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from retrohearts.screens.homerun.context import RunOptions
    from retrohearts.screens.homerun.program import start_screen

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    options = PCOptions(mode=mode, monitor="mono" if mode == "hercules" else None)
    app = open_app(options, headless=True, display=None)
    app.push(start_screen(app, RunOptions(deal=42, skip_info=True)))
    game = app.top
    idle(app, 60)
    before = pixels(app)
    app.update(InputFrame(mouse=(20, 20), mclick=True))
    boss = app.top
    assert isinstance(boss, AgendaScreen if mode == "psion3a" else PromptScreen)
    assert app.boss_factory is homerun_boss
    if isinstance(boss, PromptScreen):
        app.update(InputFrame(text="dor"))
        key(app, "ENTER")
        assert boss.lines[-2:] == ["Bad command or file name", ""]
        app.update(InputFrame(text="exit"))
    else:
        key(app, "DOWN")
        assert boss.entry == 2
    SHOTS.mkdir(parents=True, exist_ok=True)
    app.draw()
    app.screenshot(SHOTS / f"homerun-{mode}.png")
    key(app, "ENTER" if isinstance(boss, PromptScreen) else "F9")  # EXIT, or the key again
    assert app.top is game
    assert np.array_equal(pixels(app), before)


def test_suspend_and_resume_take_the_music_up_where_it_stopped() -> None:
    recorder = Recorder()
    sound = Sound(SoundSettings(Board.ADLIB, MusicMode.FULL, SoundsMode.FULL), report=PRESENT,
                  backend=recorder)
    sound.play_music("theme")
    recorder.time = 2.0
    sound.suspend()
    assert not recorder.is_playing(0)
    assert sound.effect("trick") is False and sound.voice("ouch") is False
    recorder.time = 30.0
    sound.update()
    assert not recorder.is_playing(0)  # nothing starts while the boss looks
    sound.resume()
    assert recorder.position(0) == pytest.approx(2.0)


def test_the_script_language_has_the_middle_button() -> None:
    script = parse_script("mclick 10,20")
    frames = script.frames
    assert any(f.input.mclick and f.input.mouse == (10, 20) for f in frames)
    assert not any(f.input.click or f.input.rclick for f in frames)


def test_f9_in_a_whole_game_by_keys_changes_nothing_in_it() -> None:
    """A keyboard game with the boss key pressed now and then ends as the same game does
    without it: the key stops the game, it never moves it."""
    results = []
    for boss in (False, True):
        app, table = start("cga", seed=5)
        app.boss_factory = hearts_boss
        driver = KeyboardDriver(app, table)
        count = 0

        def ready(app: App = app, table: object = table, boss: bool = boss) -> bool:
            nonlocal count
            count += 1
            if boss and count % 97 == 0:
                key(app, "F9")
                idle(app, 30)
                key(app, "F9")
            return table.ctl.phase is Phase.GAME_END  # type: ignore[attr-defined]

        driver.until(ready)
        results.append(list(table.ctl.port.scores))
    assert results[0] == results[1]
