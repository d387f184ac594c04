"""A page has no terminal: what the desktop would print is shown on the picture instead.

Used by startup.py for the messages that end a desktop run before the game starts
(an illegal option, HELP, SYSINFO): the text in the DOS font's spirit, light grey on
black (red-ish first line for an error), until the page is closed. Headless (a test),
it draws one frame and returns.

The page (``window.retrohearts``, page.js) is told the screen's size as the game tells it
its own (pagelink.py), so it sizes the game's box for this screen and not for the game's
default picture (HomeRun's LCD is 480x160; this screen is 640x480).
"""

from __future__ import annotations

import json
import os
from typing import Any

import pyxel

from retrohearts.pc.app import open_screen

WIDTH, HEIGHT = 640, 480
LINE = 8
SCREEN = "TextScreen"  # the name the page is told (pagelink.py names screens by class)


def page_state(game: str) -> dict[str, Any]:
    """What this screen tells the page: the fields pagelink.py's state has."""
    return {"game": game, "playing": game, "width": WIDTH, "height": HEIGHT,
            "native": [WIDTH, HEIGHT], "lcd": False, "screen": SCREEN, "entry": None}


def show_text(lines: list[str], *, error: bool, headless: bool = False, page: Any = None,
              game: str = "") -> None:
    """Show ``lines`` on a 640x480 screen (one frame only when ``headless``); ``page``:
    the page's object, told the screen's size."""
    shown = [line[: WIDTH // 4 - 2] for line in lines][: HEIGHT // LINE - 2]
    headless = headless or os.environ.get("RETROHEARTS_WEB_HEADLESS") == "1"
    open_screen(WIDTH, HEIGHT, headless)  # pyxel.init (a resize if a test opened it)
    if page is not None:
        page.update(json.dumps(page_state(game), separators=(",", ":")))

    def draw() -> None:
        pyxel.cls(0)
        for row, line in enumerate(shown):
            pyxel.text(8, 8 + row * LINE, line, 12 if error and row == 0 else 7)

    if headless:
        draw()
        pyxel.flip()
        return
    pyxel.run(lambda: None, draw)
