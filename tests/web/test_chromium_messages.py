"""What a page shows instead of a terminal (a bad flag, HELP), in a real browser: the game's
box is sized for the message, not for the game's own picture; the message is in the game's
VGA font, and ENTER loads the page without its flags, where the game starts. Headless
Chromium; see test_chromium_hearts.py for what any test here fails on (and how it skips)."""

from __future__ import annotations

import pytest
from chromium import Browser
from pagedriver import GamePage, open_game, start
from pngread import read_png
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


def lit_rows_and_width(game: GamePage, rows: int) -> tuple[int, int]:
    """In the picture's first ``rows`` rows: how many rows hold a lit pixel, and how far
    right the last lit pixel is."""
    box = game.box()
    image = read_png(game.page.screenshot(clip={"x": box["x"], "y": box["y"],
                                                "width": box["width"], "height": rows}))
    lit = image[:, :, :3].max(axis=2) > 100
    columns = lit.any(axis=0).nonzero()[0]
    return int(lit.any(axis=1).sum()), int(columns.max()) + 1 if len(columns) else 0


def hearts_message(browser: Browser, pages: Server, flags: str, shot: str) -> GamePage:
    """Hearts' page with these flags, showing a message in a box its size (saved as
    ``shot``)."""
    game = open_game(browser, pages.url + f"hearts/index.html?{flags}")
    game.wait_screen("TextScreen")
    game.page.wait_for_timeout(300)
    assert_box_holds_the_picture(game, (640, 480))
    game.shot(shot)
    return game


def test_a_bad_value_is_readable_and_enter_plays_without_the_flags(browser: Browser,
                                                                   pages: Server) -> None:
    game = hearts_message(browser, pages, "deal=abc", "hearts-message-deal-abc")
    # "?Bad value: deal=abc (a deal number, 1 to 999,999,999)" in the VGA font: glyphs
    # about 10 rows tall, 8 pixels a letter (pyxel's own font: 5 rows, 4 pixels)
    said = "?Bad value: deal=abc (a deal number, 1 to 999,999,999)"
    tall, wide = lit_rows_and_width(game, 16)
    assert tall >= 9 and wide >= len(said) * 8 - 16, (tall, wide)
    with game.page.expect_navigation():
        game.page.keyboard.down("Enter")  # held over a few frames (a press can fall between)
        game.page.wait_for_timeout(300)
    game.page.keyboard.up("Enter")
    assert game.page.url == pages.url + "hearts/index.html"  # the flags gone, nothing else
    start(game)
    game.wait_screen("TitleScreen")
    assert game.tab.errors == [] and game.tab.blocked == [] and pages.failed() == []


def test_a_screen_hearts_does_not_know_is_a_message_not_a_blank_page(browser: Browser,
                                                                      pages: Server) -> None:
    # Hearts' own main refuses it (only the game knows its screens' names): the page shows
    # that line, spelt as the address spells the flag
    game = hearts_message(browser, pages, "screen=bogus", "hearts-message-screen-bogus")
    tall, wide = lit_rows_and_width(game, 16)
    assert tall >= 9 and wide >= 70 * 8, (tall, wide)   # a long first line, wrapped
    assert game.tab.errors == [] and game.tab.blocked == [] and pages.failed() == []
