"""From the title to the table: name prompt, Ctrl-C saves, the next start offers to
resume, QUIT asks about saving; and `hearts` itself with DEMO and --log."""

from __future__ import annotations

from pathlib import Path

from table_driver import FAST

from retrohearts.hearts.rules import HouseRules
from retrohearts.pc.app import App, open_app
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import HeadlessRun, PCOptions
from retrohearts.screens.hearts.files import saving
from retrohearts.screens.hearts.flow import GameOptions, Start
from retrohearts.screens.hearts.pregame.adscreen import AdScreen
from retrohearts.screens.hearts.pregame.options import OptionsScreen
from retrohearts.screens.hearts.program import run
from retrohearts.screens.hearts.shared.windows import Dialog, NamePrompt
from retrohearts.screens.hearts.table.table import TableScreen


def _app() -> App:
    return open_app(PCOptions(mode="vga"), headless=True, display=None)


def _frames(app: App, n: int = 1, **inp: object) -> None:
    for _ in range(n):
        app.update(InputFrame(**inp))  # type: ignore[arg-type]
        app.draw()


def _key(app: App, key: str) -> None:
    _frames(app, keys=frozenset({key}))


def _play(app: App) -> None:
    """The Options screen: ESC is PLAY."""
    assert isinstance(app.top, OptionsScreen)
    _key(app, "ESC")


def _leave_ad(app: App) -> None:
    """Leaving the table shows the Ad screen; any key ends the program."""
    assert isinstance(app.top, AdScreen)
    assert app.exit_code is None
    _key(app, "SPACE")


def _game(folder: Path) -> GameOptions:
    return GameOptions(seed=4, rules=HouseRules(end_score=50), controls=FAST, save_folder=folder)


def test_title_name_then_table_and_ctrl_c_saves_and_resumes(tmp_path: Path) -> None:
    app = _app()
    app.push(Start(_game(tmp_path)))
    _frames(app, 3)
    _key(app, "SPACE")  # leave the title
    assert isinstance(app.top, NamePrompt)
    _frames(app, text="Ada")
    _key(app, "ENTER")
    _play(app)
    table = app.top
    assert isinstance(table, TableScreen)
    assert table.names[0] == "Ada"
    _frames(app, 120)
    deal = table.ctl.port.deal_number
    _key(app, "CTRL+C")  # save and leave at once
    assert app.exit_code == 0
    assert saving.has_saved_game(tmp_path)

    app2 = _app()
    app2.push(Start(_game(tmp_path)))
    _frames(app2, 2)
    _key(app2, "ENTER")  # leave the title
    assert isinstance(app2.top, Dialog)
    _key(app2, "ENTER")  # "Yes" has the halo first
    _play(app2)
    resumed = app2.top
    assert isinstance(resumed, TableScreen)
    assert resumed.names[0] == "Ada"
    assert resumed.ctl.port.deal_number == deal
    assert saving.has_saved_game(tmp_path)  # kept until a newer save replaces it


def test_quit_asks_and_no_means_no_save(tmp_path: Path) -> None:
    app = _app()
    app.push(Start(GameOptions(name="Bo", title=False, save_folder=tmp_path, controls=FAST)))
    _frames(app, 2)
    _play(app)
    table = app.top
    assert isinstance(table, TableScreen)
    _key(app, "ESC")
    assert isinstance(app.top, Dialog)
    _key(app, "RIGHT")
    _key(app, "ENTER")  # No
    _leave_ad(app)
    assert app.exit_code == 0
    assert not saving.has_saved_game(tmp_path)


def test_quit_yes_saves(tmp_path: Path) -> None:
    app = _app()
    app.push(Start(GameOptions(name="Bo", title=False, save_folder=tmp_path, controls=FAST)))
    _frames(app, 2)
    _play(app)
    _key(app, "ESC")
    _key(app, "ENTER")  # Yes
    _leave_ad(app)
    assert app.exit_code == 0
    assert saving.has_saved_game(tmp_path)


def test_corrupt_save_is_reported_and_a_new_game_starts(tmp_path: Path, capsys) -> None:
    (tmp_path / saving.SAVE_NAME).write_text("{not json")
    app = _app()
    app.push(Start(GameOptions(name="Bo", title=False, save_folder=tmp_path, controls=FAST)))
    _frames(app, 2)
    _key(app, "ENTER")  # Yes, resume
    assert isinstance(app.top, Dialog) and "?'HEARTS.SAV' file corrupt" in app.top.lines
    _key(app, "ENTER")  # OK: a new game
    _play(app)
    assert isinstance(app.top, TableScreen)
    assert "corrupt" in capsys.readouterr().out
    assert (tmp_path / "HEARTS.SAV.BAD").read_text() == "{not json"


def test_hearts_demo_with_log(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    shot = tmp_path / "demo.png"
    code = run(PCOptions(mode="cga"), HeadlessRun(frames=900, screenshot=shot),
               GameOptions(demo=True, log=log, deal=1234, seed=9))
    assert code == 0
    assert shot.stat().st_size > 0
    lines = log.read_text().splitlines()
    assert '"event":"computers"' in lines[0] and '"seed":9' in lines[0]  # for a replay
    assert '"event":"game_start"' in lines[1]
    assert '"deal_number":1234' in lines[2]
    assert any('"event":"play"' in line for line in lines)


class _RecordingSound:
    """Stands in for the PC's sound: remembers what music was asked for."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def play_music(self, kind: str) -> None:
        self.calls.append(kind)

    def stop_music(self) -> None:
        self.calls.append("stop")

    def effect(self, name: str) -> bool:
        return True

    def voice(self, name: str, speaker: str | None = None) -> bool:
        return True

    def update(self) -> None:
        pass


def test_theme_on_the_title_then_background_at_the_table(tmp_path: Path) -> None:
    app = _app()
    sound = _RecordingSound()
    app.services["sound"] = sound
    app.push(Start(_game(tmp_path)))
    _frames(app, 3)
    assert sound.calls == ["theme"]
    _key(app, "SPACE")  # leave the title
    assert sound.calls == ["theme", "stop"]
    _frames(app, text="Ada")
    _key(app, "ENTER")
    _play(app)
    assert isinstance(app.top, TableScreen)
    assert sound.calls == ["theme", "stop", "background"]
