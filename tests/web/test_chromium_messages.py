"""What a page shows instead of a terminal (a bad flag, HELP), in a real browser: the game's
box is sized for the message, not for the game's own picture. Headless Chromium; see
test_chromium_hearts.py for what any test here fails on (and how it skips)."""

from __future__ import annotations

import pytest
from chromium import Browser
from pagedriver import GamePage, open_game
from webserve import Server


def assert_box_holds_the_picture(game: GamePage, size: tuple[int, int]) -> None:
    """The game's box is the picture's size, and the text under it starts below it."""
    canvas, box = game.box(), game.box("div#pyxel-screen")
    assert (canvas["width"], canvas["height"]) == size, canvas
    assert (box["width"], box["height"]) == size, box
    assert (canvas["x"], canvas["y"]) == (box["x"], box["y"])
    below = game.box("article")
    assert below["y"] >= canvas["y"] + canvas["height"], (below, canvas)


@pytest.mark.parametrize("flag", ["bogus", "help"])
def test_homerun_shows_a_message_in_a_box_its_size(browser: Browser, pages: Server,
                                                   flag: str) -> None:
    # HomeRun's own picture is the Psion's 480x160 LCD (960x320 here); the message is 640x480
    game = open_game(browser, pages.url + f"homerun/index.html?{flag}", viewport=(1280, 800))
    state = game.wait_screen("TextScreen")
    assert (state["width"], state["height"]) == (640, 480)
    game.page.wait_for_timeout(300)  # page.js fits the box on the game's word
    assert_box_holds_the_picture(game, (640, 480))
    game.shot(f"homerun-message-{flag}")
    assert game.tab.errors == [] and game.tab.blocked == [] and pages.failed() == []
