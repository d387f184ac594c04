"""RULES, DOCS and ODDS fit every mode: rows clear of each other's halo, every page of
the document above its "page n of m" label, buttons on the screen, palette kept."""

from __future__ import annotations

import pytest
from table_driver import ALL_MODES, palette_check, start

from retrohearts.pc.cursor import Target
from retrohearts.screens.hearts.docscreen import DocsScreen
from retrohearts.screens.hearts.oddscreen import OddsScreen
from retrohearts.screens.hearts.pagescreen import page_frame
from retrohearts.screens.hearts.rulescreen import RulesScreen

HALO = 4  # the halo's reach outside an item in the fewest-colour modes


def _on_screen(t: Target, w: int, h: int) -> bool:
    return t.x >= 0 and t.y >= 0 and t.x + t.w <= w and t.y + t.h <= h


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_page_screens_fit(mode: str, monitor: str) -> None:
    app, table = start(mode, monitor, seed=3)
    ch = app.font.cell_h
    # RULES: the halo around one control never reaches the text of the next
    rules = RulesScreen(table.ctl.port.rules, table.controls, lambda c: None)
    rows = [t for t in rules.targets(app) if t.id != "DONE"]
    for a, b in zip(rows, rows[1:], strict=False):
        assert a.y + a.h + HALO <= b.y + (b.h - ch + 1) // 2, (mode, a, b)
    done = next(t for t in rules.targets(app) if t.id == "DONE")
    assert rows[-1].y + rows[-1].h + HALO <= done.y  # the last row's halo spares DONE
    assert rows[-1].y + rows[-1].h <= done.y - HALO  # and DONE's spares the last row
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
