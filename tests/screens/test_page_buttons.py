"""PREV and NEXT on the page screens can do nothing at the ends: there they are darkened,
refuse selection and say so ("Last odds screen"), never "Click now for the next odds
screen" on a button that does nothing (issue 29, point 5). Keys and mouse, every mode."""

from __future__ import annotations

import pytest
from pixels import native_frame, same
from screen_driver import Keys, Mouse
from table_driver import ALL_MODES

from retrohearts.pc.app import App, open_app
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import PCOptions
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.direct import played_match, seeded
from retrohearts.screens.hearts.flow import GameOptions, build_table
from retrohearts.screens.hearts.pages.docscreen import DocsScreen
from retrohearts.screens.hearts.pages.oddscreen import OddsScreen
from retrohearts.ui.rect import Rect


class _Home(Screen):
    pass


def _odds(mode: str, monitor: str) -> tuple[App, OddsScreen]:
    app = open_app(PCOptions(mode=mode, monitor=monitor), headless=True, display=None)  # type: ignore[arg-type]
    game = seeded(GameOptions(title=False))
    table = build_table(game, match=played_match(game, 5))
    app.push(table)
    odds = OddsScreen(table.ctl.view(), table.names)
    app.push(odds)
    app.update(InputFrame())
    return app, odds


def _target(app: App, screen: Screen, name: str) -> Rect:
    t = next(t for t in screen.targets(app) if t.id == name)
    return Rect(t.x, t.y, t.w, t.h)


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_odds_next_on_the_last_page_is_dark_and_does_nothing(mode: str, monitor: str) -> None:
    app, odds = _odds(mode, monitor)
    keys = Keys(app)
    assert {t.id: t.enabled for t in odds.targets(app)}["PREV"] is False
    prev_off = native_frame(app)
    keys.choose("NEXT")
    keys.choose("NEXT")
    assert odds.page == 2
    targets = {t.id: t for t in odds.targets(app)}
    assert not targets["NEXT"].enabled and targets["PREV"].enabled
    assert targets["NEXT"].hover == "Last odds screen"
    assert odds.cursor.focus == "DONE"  # the halo left the button with nothing to do
    # the darkened NEXT does not look like the lit one, nor PREV now lit like the dark one
    Keys(app).focus_on("LAST")
    last = native_frame(app)
    assert not same(prev_off, last, _target(app, odds, "NEXT"))
    assert not same(prev_off, last, _target(app, odds, "PREV"))
    # neither ENTER, nor a click, nor PgDn turns past the end; the hover line says so
    Keys(app).focus_on("NEXT")
    assert app.hover_text == "Last odds screen"
    keys.key("ENTER")
    Mouse(app).choose("NEXT")
    keys.key("PGDN")
    assert odds.page == 2 and app.top is odds
    # and back: PREV on the first page in turn
    keys.choose("PREV")
    keys.choose("PREV")
    assert odds.page == 0 and odds.cursor.focus == "NEXT"
    assert {t.id: t.enabled for t in odds.targets(app)}["PREV"] is False


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("hercules", "mono"),
                                               ("vga", "color")])
def test_docs_index_next_on_its_last_page_is_dark(mode: str, monitor: str) -> None:
    app = open_app(PCOptions(mode=mode, monitor=monitor), headless=True, display=None)  # type: ignore[arg-type]
    app.push(_Home())
    docs = DocsScreen()
    app.push(docs)
    app.update(InputFrame())
    keys = Keys(app)
    for _ in range(docs.index_pages(app) + 1):
        keys.key("PGDN")
    last = docs.index_pages(app) - 1
    assert docs.page == last
    targets = {t.id: t for t in docs.targets(app)}
    if last > 0:
        assert not targets["NEXT"].enabled and targets["NEXT"].hover == "Last page of the index"
    focus = docs.focused(app)
    assert focus is not None and focus.enabled
