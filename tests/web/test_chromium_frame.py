"""The Hearts page inside a frame on a taller page, as itch.io embeds its games.

In a frame the keys belong to whichever document has the focus: the game's keys must not
scroll the page around the frame; a click on that page gives it the keys (and the game
says so on the picture); a click on the game takes them back, though that click is kept
from the game (it only gives the keys back). See test_chromium_hearts.py for what any
test here fails on.
"""

from __future__ import annotations

import time
from typing import Any

from chromium import Browser
from pagedriver import START_TIMEOUT_S
from webserve import Server

GAME_KEYS = ["PageDown", "End", "Space", "ArrowDown", "PageUp", "Home"]


def screen(frame: Any) -> str:
    state = frame.evaluate("window.retrohearts && window.retrohearts.state")
    return str((state or {}).get("screen", ""))


def wait_screen(frame: Any, name: str) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while screen(frame) != name:
        assert time.monotonic() < deadline, f"never reached {name}; at {screen(frame)!r}"
        frame.wait_for_timeout(100)


def test_in_a_frame_the_keys_stay_in_the_game_and_a_click_takes_them_back(
        browser: Browser, pages: Server) -> None:
    tab = browser.tab((1000, 700))
    page = tab.page
    page.goto(pages.url + "framed.html")
    frame = page.locator("#game").element_handle().content_frame()
    frame.wait_for_selector("#pyxel-prompt", state="attached", timeout=START_TIMEOUT_S * 1000)
    box = page.locator("#game").bounding_box()
    on_game = (box["x"] + box["width"] / 2, box["y"] + 120)
    page.mouse.click(*on_game)  # "click to start"
    wait_screen(frame, "TitleScreen")
    note = frame.locator("#rh-focus")

    def scrolled() -> tuple[int, int]:
        return int(page.evaluate("scrollY")), int(frame.evaluate("scrollY"))

    page.keyboard.press("Enter")
    wait_screen(frame, "NamePrompt")
    for key in GAME_KEYS:
        page.keyboard.press(key)
        page.wait_for_timeout(100)
        assert scrolled() == (0, 0), f"{key} moved a page"
    assert note.is_hidden()

    page.mouse.click(900, 20)  # the page around the frame
    page.wait_for_timeout(300)
    assert note.is_visible(), "the game does not say it lost the keys"
    page.keyboard.press("PageDown")
    page.wait_for_timeout(300)
    assert scrolled()[0] > 0, "the page around the game did not get its keys"
    page.evaluate("scrollTo(0, 0)")
    page.wait_for_timeout(100)

    page.mouse.click(*on_game)  # back to the game: this click only gives the keys back
    page.wait_for_timeout(300)
    assert note.is_hidden(), "a click on the game did not take the keys back"
    assert screen(frame) == "NamePrompt"
    page.keyboard.press("PageDown")
    page.keyboard.press("Enter")  # the game has the keys: ENTER plays as "You"
    wait_screen(frame, "OptionsScreen")
    assert scrolled() == (0, 0)
    assert tab.errors == [] and tab.blocked == [] and pages.failed() == []
