"""A page has no terminal: what the desktop would print is shown on the picture instead.

Used by startup.py for the messages that end a desktop run before the game starts (an
illegal flag, HELP, SYSINFO, SETUP where the page cannot run it): a DOS text screen of
80 columns by 30 rows in the game's own VGA font (8x16, pc/fonts), light grey on black,
the lines of a message (``?...``) in white, each line wrapped to the screen under its own
column (a table's summaries under the summary, SYSINFO's values after the dots). The text
ends with how to go on (flagtexts.continue_line): ENTER, a click or a tap (the virtual
pad's A is ENTER) asks the page to load itself without its flags (``leave()`` of page.js).
A text taller than the screen scrolls (Up, Down, PgUp, PgDn, Space, Home, End, the wheel)
under a bar that says so, as DOS's MORE did. Headless (a test), it draws one frame and
returns.

The page (``window.retrohearts``, page.js) is told the screen's size as the game tells it
its own (pagelink.py), so it sizes the game's box for this screen and not for the game's
default picture (HomeRun's LCD is 480x160; this screen is 640x480).
"""

from __future__ import annotations

import json
import os
import re
import textwrap
from typing import Any

from retrohearts.pc.input import InputFrame

WIDTH, HEIGHT = 640, 480
FONT = "vga8x16"
CELL_W, CELL_H = 8, 16
COLUMNS, ROWS = WIDTH // CELL_W, HEIGHT // CELL_H  # 80 x 30, VGA's text screen
SCREEN = "TextScreen"  # the name the page is told (pagelink.py names screens by class)
# The screen's own four inks (DOS's colours): black, light grey, white, and the bar's cyan.
BLACK, GREY, WHITE, CYAN = 0, 1, 2, 3
PALETTE = (0x000000, 0xAAAAAA, 0xFFFFFF, 0x00AAAA)
MORE = "-- More --  Up/Down, PgUp/PgDn: scroll   ENTER or a click: play"
# Where a wrapped line goes on: after SYSINFO's leader dots, under a table's summary (a term
# and two spaces), after a label's colon; otherwise under the line's own indentation.
_HANGS = (re.compile(r"^.*? \.{2,} "), re.compile(r"^ *\S+(?: \S+)?? {2,}"),
          re.compile(r"^ *[^ :?][^:]*?: "))


def wrap_line(line: str, columns: int = COLUMNS) -> list[str]:
    """``line`` cut into rows of at most ``columns``, each further row under its column."""
    line = line.rstrip()
    if len(line) <= columns:
        return [line]
    hang = len(line) - len(line.lstrip(" "))
    for pattern in _HANGS:
        found = pattern.match(line)
        if found and len(found.group(0)) <= columns // 2:
            hang = len(found.group(0))
            break
    return textwrap.wrap(line, columns, subsequent_indent=" " * hang, break_on_hyphens=False,
                         drop_whitespace=True) or [line[:columns]]


def wrap(lines: list[str], columns: int = COLUMNS) -> list[str]:
    return [row for line in lines for row in wrap_line(line, columns)]


def page_state(game: str, expose: bool = False) -> dict[str, Any]:
    """What this screen tells the page: the fields pagelink.py's state has (and, for the
    browser tests, its one click target: anywhere on it)."""
    state: dict[str, Any] = {"game": game, "playing": game, "width": WIDTH, "height": HEIGHT,
                             "native": [WIDTH, HEIGHT], "lcd": False, "screen": SCREEN,
                             "entry": None}
    if expose:
        state["targets"] = [["continue", 0, 0, WIDTH, HEIGHT, 1]]
    return state


class TextScreen:
    """The text, where it is scrolled to, and what a frame's input does to it."""

    def __init__(self, lines: list[str]) -> None:
        self.rows = wrap(lines)
        self.top = 0
        self.left = False  # the player asked to go on

    @property
    def scrolls(self) -> bool:
        return len(self.rows) > ROWS

    @property
    def body_rows(self) -> int:
        """Rows of text on the screen (the last row is the MORE bar when it scrolls)."""
        return ROWS - 1 if self.scrolls else ROWS

    @property
    def last_top(self) -> int:
        return max(0, len(self.rows) - self.body_rows)

    def shown(self) -> list[str]:
        return self.rows[self.top: self.top + self.body_rows]

    def step(self, inp: InputFrame) -> bool:
        """Apply one frame's input; True when the player asks to go on (ENTER, a click)."""
        page = self.body_rows - 1
        moves = {"UP": -1, "DOWN": 1, "PGUP": -page, "PGDN": page,
                 "HOME": -len(self.rows), "END": len(self.rows)}
        if self.top < self.last_top:
            moves["SPACE"] = page  # MORE's Space: the next screenful
        delta = sum(d for key, d in moves.items() if inp.pressed(key)) - 3 * inp.wheel
        self.top = min(max(0, self.top + delta), self.last_top)
        if inp.click or inp.pressed("ENTER") or (inp.pressed("SPACE") and "SPACE" not in moves):
            self.left = True
        return self.left


def _ink(line: str) -> int:
    return WHITE if line.startswith("?") else GREY


def _draw(screen: TextScreen, font: Any) -> None:
    import pyxel

    pyxel.cls(BLACK)
    for row, line in enumerate(screen.shown()):
        pyxel.text(0, row * CELL_H, line, _ink(line), font.pyxel_font)
    if screen.scrolls:
        y = (ROWS - 1) * CELL_H
        pyxel.rect(0, y, WIDTH, CELL_H, CYAN)
        pyxel.text(CELL_W, y, MORE, BLACK, font.pyxel_font)


def show_text(lines: list[str], *, headless: bool = False, page: Any = None,
              game: str = "") -> None:
    """Show ``lines`` (one frame only when ``headless``); ``page``: the page's object, told
    the screen's size and asked to load the page without flags when the player goes on."""
    import pyxel

    from retrohearts.pc.app import open_screen
    from retrohearts.pc.font import load_font
    from retrohearts.pc.input import PyxelPoller

    headless = headless or os.environ.get("RETROHEARTS_WEB_HEADLESS") == "1"
    open_screen(WIDTH, HEIGHT, headless)  # pyxel.init (a resize if a test opened it)
    for index, colour in enumerate(PALETTE):
        pyxel.colors[index] = colour
    font = load_font(FONT)
    screen = TextScreen([font.drawable(line) for line in lines])  # a typed flag in any script
    if page is not None:
        expose = bool(getattr(page, "expose", False))
        page.update(json.dumps(page_state(game, expose), separators=(",", ":")))
    if headless:
        _draw(screen, font)
        pyxel.flip()
        return
    poller = PyxelPoller()

    def update() -> None:
        was = screen.left
        if screen.step(poller.poll(lambda x, y: (x, y))) and not was:
            if page is not None and hasattr(page, "leave"):
                page.leave()
            else:
                pyxel.quit()

    pyxel.run(update, lambda: _draw(screen, font))
