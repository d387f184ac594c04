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
