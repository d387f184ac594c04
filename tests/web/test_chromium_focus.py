"""The picture has no focus ring in a real browser (Chromium draws ``outline: auto`` round a
focused canvas, so a frame came and went from screen to screen); the yellow note still says
when the page, not the game, has the keys. Headless Chromium; see test_chromium_hearts.py
for what any test here fails on (and how it skips)."""

from __future__ import annotations

from chromium import Browser
from pagedriver import GamePage, open_game
from webserve import Server

RING = """(() => { const c = document.querySelector('canvas#canvas'); const s = getComputedStyle(c);
  return [document.activeElement === c, s.outlineStyle, s.outlineWidth]; })()"""


def ring(game: GamePage) -> tuple[bool, str, str]:
    focused, style, width = game.page.evaluate(RING)
    return bool(focused), str(style), str(width)


def test_the_focused_picture_has_no_ring_and_the_note_shows_who_has_the_keys(
        browser: Browser, pages: Server) -> None:
    game = open_game(browser, pages.url + "homerun/index.html?cga", viewport=(1100, 800))
    game.wait_screen("InfoScreen", "GameScreen")
    box = game.box()
    game.page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    game.key("ArrowLeft")  # a key: Chromium's :focus-visible then matches the canvas
    game.page.wait_for_timeout(300)
    focused, style, width = ring(game)
    assert focused, "the click on the picture should focus the canvas (pyxel's tabindex -1)"
    assert style == "none", (style, width)
    note = game.page.locator("#rh-focus")
    assert note.is_hidden()
    below = game.box("article")
    game.page.mouse.click(below["x"] + 5, below["y"] + 5)  # the page takes the keys
    game.page.wait_for_timeout(300)
    assert note.is_visible()  # the cue that stays
    game.page.mouse.click(box["x"] + 40, box["y"] + 40)  # and gives them back
    game.key("ArrowRight")
    game.page.wait_for_timeout(300)
    assert note.is_hidden() and ring(game)[1] == "none"
    game.shot("homerun-focused-no-ring")
    assert game.tab.errors == [] and game.tab.blocked == [] and pages.failed() == []
