"""The screen a page shows instead of a terminal (retrohearts/web/textscreen.py): what it
tells the page, natively, with a stand-in for the page's object."""

from __future__ import annotations

import json
from typing import Any

from retrohearts.web import textscreen


class FakePage:
    """window.retrohearts as page.js keeps it (only what the text screen uses)."""

    def __init__(self) -> None:
        self.said: list[dict[str, Any]] = []

    def update(self, text: str) -> None:
        self.said.append(json.loads(text))


def test_the_page_is_told_the_screens_own_size_not_the_games() -> None:
    page = FakePage()
    textscreen.show_text(["???Illegal option: 'bogus'"], error=True, headless=True,
                         page=page, game="homerun")
    assert len(page.said) == 1
    said = page.said[0]
    # page.js sizes the game's box from these (HomeRun's own picture is 480x160)
    assert (said["width"], said["height"]) == (textscreen.WIDTH, textscreen.HEIGHT)
    assert said["native"] == [textscreen.WIDTH, textscreen.HEIGHT]
    assert said["game"] == "homerun" and said["screen"] == "TextScreen"
    assert said["entry"] is None and said["lcd"] is False
