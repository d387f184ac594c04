"""F1 on each screen: a short text about that screen, drawable in every DOS font."""

from __future__ import annotations

import pytest

from retrohearts.pc.font import CELLS, load_font
from retrohearts.screens.hearts.pages.docscreen import DocsScreen
from retrohearts.screens.hearts.pages.oddscreen import OddsScreen
from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.shared.windows import NamePrompt
from retrohearts.screens.hearts.table.quitdialog import QuitDialog
from retrohearts.screens.hearts.table.table import TableScreen
from retrohearts.ui.text import reflow, wrap

# the screens of issue 9 take theirs by these keys
NEW_SCREENS = ("options", "players", "rules", "ad")


@pytest.mark.parametrize("key", sorted(helptext.HELP))
def test_each_help_is_short_and_drawable(key: str) -> None:
    title, text = helptext.HELP[key]
    assert title and text
    lines = wrap(reflow(text), 36)  # CGA's help window
    assert len(lines) <= 26, (key, len(lines))  # one window on CGA at most
    for name in CELLS:
        assert load_font(name).missing(title + text) == set()


def test_every_screen_has_its_own_help() -> None:
    for key in NEW_SCREENS:
        assert key in helptext.HELP
    screens = {"table": TableScreen, "odds": OddsScreen, "docs": DocsScreen,
               "name": NamePrompt, "quit": QuitDialog}
    for key, screen in screens.items():
        assert (screen.help_title, screen.help_text) == helptext.HELP[key], key
    texts = [text for _title, text in helptext.HELP.values()]
    assert len(set(texts)) == len(texts)  # specific: no two screens share one text


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("ega", "color"),
                                               ("vga", "mono"), ("hercules", "mono")])
def test_the_main_screens_help_ends_with_the_shakespeare_line(mode: str, monitor: str) -> None:
    """Windows Hearts offered Antony's line from its Help menu; our main screen's help ends
    with it, the quotation and its source on one page (a paragraph is never split)."""
    from screen_driver import make_app

    from retrohearts.ui.windows import TextWindow

    app = make_app(mode, monitor)
    window = TextWindow(*helptext.HELP["table"])
    pages = window.pages(app)
    last = " ".join(pages[-1])
    assert f'"{helptext.QUOTATION}"' in last and "Shakespeare, Julius Caesar" in last
    for page in pages:
        assert page and page[0] != ""  # no page opens on a blank line
    # every paragraph lies whole on one page
    _t, _x, _w, _h, cols, rows = window._geometry(app)
    for para in reflow(window.text).split("\n\n"):
        lines = wrap(para, cols)
        if len(lines) <= rows:
            assert any(" ".join(lines) in " ".join(p) for p in pages), para


@pytest.mark.parametrize("mode", ["hercules", "cga", "ega", "vga", "svga800"])
def test_the_help_windows_halo_stays_inside_its_frame(mode: str) -> None:
    """CGA's help window has little room under its buttons: DONE's halo broke through the
    frame onto the table's icons. Each button's halo now reaches only what is inside."""
    from table_driver import start

    from retrohearts.ui.windows import TextWindow

    app, _table = start(mode)
    title, text = helptext.HELP["table"]
    window = TextWindow(title, text)
    x, y, w, h, _, _ = window._geometry(app)
    for t in window.targets(app):
        assert t.y + t.h + t.halo <= y + h - 2, (mode, t.id, t.halo)
        assert t.x - t.halo >= x and t.y - t.halo >= y
