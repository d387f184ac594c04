"""A page has no terminal: what the desktop would print is shown on the picture instead.

Used by startup.py for the messages that end a desktop run before the game starts
(an illegal option, HELP, SYSINFO): the text in the DOS font's spirit, light grey on
black (red-ish first line for an error), until the page is closed. Headless (a test),
it draws one frame and returns.
"""

from __future__ import annotations

import os

import pyxel

WIDTH, HEIGHT = 640, 480
LINE = 8


def show_text(lines: list[str], *, error: bool, headless: bool = False) -> None:
    """Show ``lines`` on a 640x480 screen (one frame only when ``headless``)."""
    shown = [line[: WIDTH // 4 - 2] for line in lines][: HEIGHT // LINE - 2]
    headless = headless or os.environ.get("RETROHEARTS_WEB_HEADLESS") == "1"
    pyxel.init(WIDTH, HEIGHT, title="RetroHearts", headless=headless)

    def draw() -> None:
        pyxel.cls(0)
        for row, line in enumerate(shown):
            pyxel.text(8, 8 + row * LINE, line, 12 if error and row == 0 else 7)

    if headless:
        draw()
        pyxel.flip()
        return
    pyxel.run(lambda: None, draw)
