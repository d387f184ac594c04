"""RULES, DOCS and ODDS fit every mode: rows clear of each other's halo, every page of
the document above its "page n of m" label, buttons on the screen, palette kept."""

from __future__ import annotations

import pytest
from table_driver import ALL_MODES, palette_check, start

from retrohearts.pc.cursor import Target
from retrohearts.screens.hearts.pages.docscreen import DocsScreen
from retrohearts.screens.hearts.pages.oddscreen import OddsScreen
from retrohearts.screens.hearts.pages.pagescreen import page_frame
from retrohearts.screens.hearts.pregame.rulecontrols import Setup
from retrohearts.screens.hearts.pregame.rulescreen import RulesScreen

HALO = 4  # the halo's reach outside an item in the fewest-colour modes


def _on_screen(t: Target, w: int, h: int) -> bool:
    return t.x >= 0 and t.y >= 0 and t.x + t.w <= w and t.y + t.h <= h


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_page_screens_fit(mode: str, monitor: str) -> None:
    app, table = start(mode, monitor, seed=3)
    ch = app.font.cell_h
    # RULES: the halo around one control never reaches another (tests/screens/
    # test_pregame_layout.py checks every pre-game screen the same way)
    rules = RulesScreen(Setup(table.ctl.port.rules, table.controls))
    targets = list(rules.targets(app))
    for a in targets:
        reach = min(HALO, a.halo)  # as far as this target's halo may reach
        for b in targets:
            if a is not b:
                assert (a.x + a.w + reach <= b.x or b.x + b.w + reach <= a.x
                        or a.y + a.h + reach <= b.y or b.y + b.h + reach <= a.y), (mode, a, b)
    # DOCS: every page of every subject ends above the label line
    docs = DocsScreen()
    assert docs.document is not None
    inside = page_frame(app).text
    for subject in range(len(docs.document.subjects)):
        for page in docs.pages_of(app, subject):
            assert inside.y + len(page) * ch <= inside.bottom - ch * 2, (mode, subject)
            assert all(app.text_width(line) <= inside.w for line in page)
    # every screen's buttons on the screen; drawing keeps to the mode's palette
    odds = OddsScreen(table.ctl.view(), table.names)
    for screen in (rules, docs, odds):
        app.push(screen)
        for t in screen.targets(app):
            assert _on_screen(t, app.width, app.height), (mode, t)
        for page in range(3):
            odds.page = page
            app.draw()
            assert palette_check(app) == set()
        app.pop()
