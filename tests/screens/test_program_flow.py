"""The program's flow around a saved game, the way out through the Ad screen, the game
registry and `hearts --screen NAME`."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest
from screen_driver import Keys, Mouse, make_app
from table_driver import FAST

from retrohearts import games
from retrohearts.hearts.match import Match
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import HeadlessRun, PCOptions
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.files import saving
from retrohearts.screens.hearts.files.keptsave import KEPT
from retrohearts.screens.hearts.flow import GameOptions, Start
from retrohearts.screens.hearts.pregame.adscreen import AdScreen
from retrohearts.screens.hearts.pregame.options import OptionsScreen
from retrohearts.screens.hearts.program import SCREENS, run
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.shared.windows import Dialog
from retrohearts.screens.hearts.table.table import TableScreen

OLD = KEPT[saving.SAVE_NAME]


def _saved_game(folder: Path) -> str:
    match = Match(seed=77)
    assert saving.save_game(folder, match, ["Old", "Jeffrey", "Lindsay", "Michael"],
                            Controls()) is None
    return (folder / saving.SAVE_NAME).read_text()


def _to_new_game(d: Keys | Mouse, folder: Path) -> None:
    """From the resume offer, No: the Options screen, with no second question (the
    original asked once)."""
    app = d.app
    offer = app.top
    assert isinstance(offer, Dialog) and offer.title == "Saved game"
    d.leave()  # ESC is not "No"
    assert app.top is offer
    assert saving.has_saved_game(folder)
    d.choose("No")  # a new game at once; the old save is kept aside
    assert not saving.has_saved_game(folder) and (folder / OLD).is_file()
    assert isinstance(app.top, OptionsScreen)


@pytest.mark.parametrize("how", ["keys", "mouse"])
def test_a_new_game_over_a_saved_one_unsaved_gives_the_old_one_back(tmp_path: Path,
                                                                  how: str) -> None:
    old = _saved_game(tmp_path)
    app = make_app("ega")
    d = Keys(app) if how == "keys" else Mouse(app)
    app.push(Start(GameOptions(name="Bo", title=False, save_folder=tmp_path, controls=FAST)))
    d.frame()
    _to_new_game(d, tmp_path)
    d.choose("PLAY")
    assert isinstance(app.top, TableScreen)
    d.choose(("icon", "QUIT"))
    d.choose("No")  # do not save this one
    assert isinstance(app.top, AdScreen)
    assert (tmp_path / saving.SAVE_NAME).read_text() == old  # the old game is back
    assert not (tmp_path / OLD).exists()
    d.frame(InputFrame(keys=frozenset({"SPACE"})))
    assert app.exit_code == 0


def test_a_new_game_saved_replaces_the_old_one(tmp_path: Path) -> None:
    old = _saved_game(tmp_path)
    d = Keys(make_app("vga"))
    app = d.app
    app.push(Start(GameOptions(name="Bo", title=False, save_folder=tmp_path, controls=FAST,
                               seed=4)))
    d.frame()
    _to_new_game(d, tmp_path)
    d.leave()  # ESC on Options is PLAY
    table = app.top
    assert isinstance(table, TableScreen)
    d.leave()  # ESC at the table is QUIT
    d.choose("Yes")
    assert isinstance(app.top, AdScreen)
    assert (tmp_path / saving.SAVE_NAME).read_text() != old
    assert not (tmp_path / OLD).exists()


def test_a_kept_save_left_by_a_crash_is_offered_again(tmp_path: Path) -> None:
    old = _saved_game(tmp_path)
    (tmp_path / saving.SAVE_NAME).rename(tmp_path / OLD)  # died while the new game ran
    d = Keys(make_app("vga"))
    d.app.push(Start(GameOptions(name="Bo", title=False, save_folder=tmp_path)))
    d.frame()
    assert isinstance(d.app.top, Dialog) and d.app.top.title == "Saved game"
    assert (tmp_path / saving.SAVE_NAME).read_text() == old


def test_resume_goes_through_options_with_the_saved_players(tmp_path: Path) -> None:
    _saved_game(tmp_path)
    d = Keys(make_app("cga"))
    app = d.app
    app.push(Start(GameOptions(title=False, save_folder=tmp_path, controls=FAST)))
    d.frame()
    d.choose("Yes")
    options = app.top
    assert isinstance(options, OptionsScreen)
    assert options.game.name == "Old"
    assert options.game.resumed == "saved game, hand 1, you have 0"
    d.choose("PLAY")
    table = app.top
    assert isinstance(table, TableScreen)
    assert table.names == ["Old", "Jeffrey", "Lindsay", "Michael"]
    assert table.ctl.port.match.first_deal == Match(seed=77).first_deal


class _HomeRun(Screen):
    pass


def _fake_homerun(monkeypatch: pytest.MonkeyPatch) -> None:
    module = types.ModuleType("retrohearts.screens.homerun.program")
    module.start_screen = lambda app: _HomeRun()  # type: ignore[attr-defined]
    package = types.ModuleType("retrohearts.screens.homerun")
    package.__path__ = []  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "retrohearts.screens.homerun", package)
    monkeypatch.setitem(sys.modules, "retrohearts.screens.homerun.program", module)
    monkeypatch.setattr(games.importlib.util, "find_spec",
                        lambda name: object() if name.endswith("homerun.program") else None)


def test_the_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    assert games.start_screen("nonsense") is None
    assert callable(games.start_screen("hearts"))
    _fake_homerun(monkeypatch)
    start = games.start_screen("homerun")
    assert start is not None and isinstance(start(None), _HomeRun)  # type: ignore[arg-type]


@pytest.mark.parametrize("how", ["key", "click"])
def test_the_ad_screen_leaves_on_any_key_or_button(how: str) -> None:
    app = make_app("cga")
    app.push(AdScreen(None))
    app.update(InputFrame())
    app.draw()
    assert app.exit_code is None and not app.top.targets(app)  # type: ignore[union-attr]
    app.update(InputFrame(keys=frozenset({"H"})) if how == "key"
               else InputFrame(mouse=(10, 10), click=True))
    assert app.exit_code == 0  # no HomeRun here: even H just leaves


@pytest.mark.parametrize("how", ["key", "click", "other"])
def test_the_ad_screen_starts_homerun_when_it_exists(how: str) -> None:
    app = make_app("vga")
    ad = AdScreen(lambda app: _HomeRun())
    app.push(ad)
    app.update(InputFrame())
    button = ad.targets(app)[0]
    inside = (button.x + 2, button.y + 2)
    frame = {"key": InputFrame(keys=frozenset({"H"})),
             "click": InputFrame(mouse=inside, mouse_moved=True, click=True),
             "other": InputFrame(keys=frozenset({"ENTER"}))}[how]
    app.update(frame)
    if how == "other":
        assert app.exit_code == 0
        return
    assert isinstance(app.top, _HomeRun) and app.exit_code is None
    app.pop()  # leaving HomeRun comes back to the advertisement
    assert app.top is ad and app.exit_code is None
    app.update(InputFrame(keys=frozenset({"SPACE"})))
    assert app.exit_code == 0


@pytest.mark.parametrize("name", SCREENS)
def test_every_screen_opens_directly(tmp_path: Path, name: str,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    shot = tmp_path / f"{name}.png"
    code = run(PCOptions(mode="cga"), HeadlessRun(frames=4, screenshot=shot),
               GameOptions(screen=name, save_folder=tmp_path))
    assert code == 0 and shot.stat().st_size > 0


def test_screen_names_on_the_command_line(tmp_path: Path) -> None:
    import os
    import subprocess

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root), "SDL_AUDIODRIVER": "dummy",
           "RETROHEARTS_DATA_DIR": str(tmp_path)}
    bad = subprocess.run([sys.executable, "-m", "retrohearts", "--screen", "nowhere"],
                         capture_output=True, text=True, env=env, cwd=tmp_path)
    assert bad.returncode == 2
    assert bad.stderr.strip().startswith("?Bad value for --screen: 'nowhere' (title, options")
    good = subprocess.run([sys.executable, "-m", "retrohearts", "ega", "--screen", "Rules",
                           "--headless", "--frames", "3", "--screenshot", str(tmp_path / "r.png")],
                          capture_output=True, text=True, env=env, cwd=tmp_path)
    assert good.returncode == 0, good.stderr
    assert (tmp_path / "r.png").stat().st_size > 0


def test_join_shows_only_with_the_network_client(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from retrohearts.screens.hearts.pregame import options

    d = Keys(make_app("vga"))
    app = d.app
    app.push(Start(GameOptions(name="Ada", title=False, save_folder=tmp_path)))
    d.frame()
    screen = app.top
    assert isinstance(screen, OptionsScreen)
    ids = [t.id for t in screen.targets(app)]
    assert ids == ["DOCS", "HELP", "THEM", "RULES", "PLAY"] or "JOIN" in ids
    joined: list[GameOptions] = []

    class JoinScreen(Screen):
        def __init__(self, game: GameOptions) -> None:
            joined.append(game)

    module = types.ModuleType(options.JOIN_MODULE)
    module.JoinScreen = JoinScreen  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, options.JOIN_MODULE, module)
    monkeypatch.setattr(options, "join_available", lambda: True)
    assert [t.id for t in screen.targets(app)][-2:] == ["JOIN", "PLAY"]  # PLAY far right
    d.choose("JOIN")
    assert isinstance(app.top, JoinScreen)
    assert joined[0].name == "Ada" and joined[0].opponents == ("Jeffrey", "Lindsay", "Michael")


def test_a_new_game_starts_with_what_hearts_def_keeps(tmp_path: Path) -> None:
    from retrohearts.eventlog import read_log
    from retrohearts.hearts.rules import HouseRules
    from retrohearts.pc.sound import SoundSettings
    from retrohearts.pc.sound.settings import Board
    from retrohearts.screens.hearts.files.defaults import Defaults, save_defaults

    rules = HouseRules.preset("omnibus").with_changes(end_score=200)
    saved = Defaults(rules=rules, controls=Controls(play_speed=9, between_tricks=0),
                     sound=SoundSettings(board=Board.PC_SPEAKER),
                     opponents=("Ellen", "David", "Julia"))
    assert save_defaults(tmp_path, saved) is None
    log = tmp_path / "game.jsonl"
    code = run(PCOptions(mode="cga"), HeadlessRun(frames=40, keys="wait 5; key ESC; wait 20"),
               GameOptions(name="Ada", title=False, save_folder=tmp_path, log=log, seed=1))
    assert code == 0
    deal = next(e for e in read_log(log) if e["event"] == "deal")
    assert deal["players"] == ["Ada", "Ellen", "David", "Julia"]
    assert HouseRules.from_dict(deal["rules"]) == rules


def test_homerun_from_the_ad_screen_and_back(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    start = games.start_screen("homerun")
    if start is None:
        pytest.skip("HomeRun is not installed here")
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    app = make_app("vga")
    ad = AdScreen(start)
    app.push(ad)
    d = Keys(app)
    d.frame()
    d.key("H")
    assert app.top is not ad and "homerun" in app.services
    d.key("ENTER")  # past HomeRun's information screen
    d.key("ALT+X")  # Psion-X: leave HomeRun
    assert app.top is ad and app.exit_code is None
    d.key("SPACE")
    assert app.exit_code == 0


def test_a_kept_save_in_a_folder_the_system_refuses_is_no_crash(tmp_path: Path) -> None:
    from retrohearts.screens.hearts.files.keptsave import has_kept, keep_aside, restore_kept

    for folder in (tmp_path / ("x" * 4000), tmp_path / "a-file"):
        (tmp_path / "a-file").write_text("not a folder")
        assert not has_kept(folder)
        assert keep_aside(folder) is False
        assert restore_kept(folder) is False


@pytest.mark.parametrize("answer", ["Yes", "No"])
def test_a_game_opened_by_screen_table_is_saved_like_any_other(tmp_path: Path,
                                                               answer: str) -> None:
    from retrohearts.screens.hearts.direct import direct_screen

    old = _saved_game(tmp_path)
    d = Keys(make_app("ega"))
    app = d.app
    app.push(direct_screen(app, "table", GameOptions(screen="table", save_folder=tmp_path,
                                                     controls=FAST)))
    d.frame()
    assert isinstance(app.top, TableScreen)
    assert (tmp_path / OLD).read_text() == old  # a new game: the old one is kept aside
    d.leave()  # ESC at the table is QUIT
    d.choose(answer)
    assert isinstance(app.top, AdScreen)
    saved = (tmp_path / saving.SAVE_NAME).read_text()
    assert (saved != old) if answer == "Yes" else (saved == old)
    assert not (tmp_path / OLD).exists()
    match, _names, _controls, error = saving.load_game(tmp_path)
    assert error is None and match is not None


@pytest.mark.parametrize(("name", "page", "halo"), [("odds1", 0, "NEXT"), ("odds2", 1, "NEXT"),
                                                    ("odds3", 2, "DONE")])
def test_odds_opened_on_a_page_put_the_halo_on_a_working_button(
        tmp_path: Path, name: str, page: int, halo: str) -> None:
    """`--screen odds3` once opened with the halo on the dimmed NEXT (QA)."""
    from retrohearts.screens.hearts.direct import direct_screen
    from retrohearts.screens.hearts.pages.oddscreen import OddsScreen

    d = Keys(make_app("cga"))
    app = d.app
    app.push(direct_screen(app, name, GameOptions(screen=name, save_folder=tmp_path,
                                                  controls=FAST)))
    d.frame()
    odds = app.top
    assert isinstance(odds, OddsScreen) and odds.page == page
    assert odds.cursor.focus == halo
    assert next(t for t in odds.targets(app) if t.id == halo).enabled
    app.screenshot(tmp_path / f"{name}.png")
