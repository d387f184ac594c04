"""The last hand (L), the post-mortem (REVIEW) and the career statistics, driven through
the real table headless, by keys alone and by mouse alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from table_driver import KeyboardDriver, MouseDriver, start

from retrohearts.hearts import career
from retrohearts.pc.input import InputFrame
from retrohearts.screens.hearts.pages.lasthand import LastHandScreen
from retrohearts.screens.hearts.pages.oddscreen import OddsScreen
from retrohearts.screens.hearts.pages.postmortem import PostMortemScreen, report_name, save_report
from retrohearts.screens.hearts.pages.stats import StatsScreen
from retrohearts.screens.hearts.table.controller import Phase


def to_hand_end(driver: KeyboardDriver | MouseDriver) -> None:
    ctl = driver.table.ctl
    driver.until(lambda: ctl.phase is Phase.HAND_END)


def key(driver: KeyboardDriver | MouseDriver, name: str) -> None:
    driver.frame(InputFrame(keys=frozenset({name})))


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("vga", "mono"),
                                               ("hercules", "mono")])
def test_last_hand_by_keys_alone(mode: str, monitor: str) -> None:
    app, table = start(mode, monitor)
    driver = KeyboardDriver(app, table)
    key(driver, "L")
    assert app.top is table and table.ctl.state.message  # nothing played out yet
    to_hand_end(driver)
    key(driver, "L")
    screen = app.top
    assert isinstance(screen, LastHandScreen)
    assert screen.pages == 14  # the pass and thirteen tricks
    assert screen.cursor.focus == "NEXT"
    for _ in range(20):
        key(driver, "ENTER")
    assert screen.page == 13
    key(driver, "PGUP")
    assert screen.page == 12
    app.draw()
    assert "trick 12 of 13" in screen.page_title()
    key(driver, "ESC")
    assert app.top is table


def test_last_hand_from_the_odds_pages_by_mouse() -> None:
    app, table = start("ega")
    driver = MouseDriver(app, table)
    to_hand_end(driver)
    driver.choose("continue")
    for _ in range(200):
        if table.ctl.waiting_for == "pass":
            break
        driver.frame()
    driver.choose(("icon", "ODDS"))
    odds = app.top
    assert isinstance(odds, OddsScreen)
    last = next(t for t in odds.targets(app) if t.id == "LAST")
    driver.mouse = (last.x + 2, last.y + 2)
    driver.frame(InputFrame(mouse=driver.mouse, mouse_moved=True))
    driver.frame(InputFrame(mouse=driver.mouse, click=True))
    assert isinstance(app.top, LastHandScreen)
    assert app.top.finished.number == 1
    driver.frame(InputFrame(mouse=driver.mouse, rclick=True))
    assert app.top is odds


def test_post_mortem_by_mouse_judges_and_saves(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    app, table = start("vga")
    driver = MouseDriver(app, table)
    to_hand_end(driver)
    assert driver.target("review") is not None
    driver.choose("review")
    screen = app.top
    assert isinstance(screen, PostMortemScreen)
    frames = 0
    while not screen.judged:
        driver.frame()
        frames += 1
        assert frames < 2000
    assert frames > 1  # sliced: the frames kept running while Julia weighed it
    assert len(screen.judge.verdicts) == len(screen.judge.decisions) >= 13
    save = next(t for t in screen.targets(app) if t.id == "SAVE")
    driver.mouse = (save.x + 2, save.y + 2)
    driver.frame(InputFrame(mouse=driver.mouse, mouse_moved=True))
    driver.frame(InputFrame(mouse=driver.mouse, click=True))
    path = tmp_path / report_name(screen.finished)
    text = path.read_text(encoding="utf-8")
    assert screen.message == f"Saved as {path}"
    assert text.count(" takes ") + text.count(" take ") == 13
    assert "Points this hand:" in text and "Julia" in text
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    app.draw()


def test_report_falls_back_to_the_data_folder_then_says_why(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    data = tmp_path / "data"
    path, message = save_report("hello\n", "DEAL1.TXT", [blocked, data])
    assert path == data / "DEAL1.TXT" and path.read_text() == "hello\n"
    path, message = save_report("hello\n", "DEAL1.TXT", [blocked, None])
    assert path is None and message == "?Error writing 'DEAL1.TXT' file"


def test_career_statistics_kept_from_the_table(tmp_path: Path) -> None:
    app, table = start("cga", end_score=50)
    table.folder = tmp_path
    driver = KeyboardDriver(app, table)
    driver.play_games(1)
    book, error = career.load_stats(tmp_path)
    assert error is None
    hands = table.ctl.port.hands_played
    assert set(book) == set(table.names)
    assert all(c.games == 1 and c.hands == hands for c in book.values())
    assert sum(c.wins for c in book.values()) == len(table.ctl.state.winners)
    assert sum(c.queens for c in book.values()) <= hands
    you = book["Tester"]
    assert you.points == sum(c.points for c in [you])  # whole numbers
    driver.past_moment()  # the won (or lost) game's moment comes first
    driver.frame()
    screen = app.top  # shown by itself at the end of the game
    assert isinstance(screen, StatsScreen)
    assert [name for name, _ in screen.rows()][0] in table.names
    app.draw()
    key(driver, "ESC")
    assert app.top is table
    for _ in range(3):
        driver.frame()
    driver.choose("stats")  # and again on request
    assert isinstance(app.top, StatsScreen)
    key(driver, "ESC")
    assert app.top is table


def test_damaged_statistics_are_kept_aside_and_said(tmp_path: Path) -> None:
    (tmp_path / career.STATS_NAME).write_text(json.dumps({"version": 1, "players": {
        "Tester": {"games": -1, "wins": 0, "hands": 0, "points": 0, "moons": 0,
                   "queens": 0}}}))
    app, _table = start("ega", "mono")
    screen = StatsScreen(tmp_path)
    assert screen.message == "?'HEARTS.STA' file corrupt"
    assert (tmp_path / "HEARTS.STA.BAD").exists() and not (tmp_path / "HEARTS.STA").exists()
    app.push(screen)
    app.draw()


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("cga", "mono")])
def test_the_narrow_statistics_legend_is_never_cut(mode: str, monitor: str) -> None:
    from screen_driver import make_app

    from retrohearts.screens.hearts.pages import stats
    from retrohearts.screens.hearts.pages.pagescreen import draw_page

    app = make_app(mode, monitor)
    page = draw_page(app)
    cols = page.text.w // page.cw
    assert cols < 60  # the narrow table, with its legend
    assert stats.legend(cols) in stats.LEGENDS and "Un" in stats.legend(cols)
