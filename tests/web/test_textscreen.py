"""The screen a page shows instead of a terminal (retrohearts/web/textscreen.py): what it
tells the page, how it lays out and scrolls its text, and what goes on to the game;
natively, with a stand-in for the page's object."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from retrohearts.pc.font import load_font
from retrohearts.pc.input import InputFrame
from retrohearts.web import textscreen
from retrohearts.web.textscreen import COLUMNS, ROWS, TextScreen, wrap, wrap_line


class FakePage:
    """window.retrohearts as page.js keeps it (only what the text screen uses)."""

    def __init__(self, expose: bool = False) -> None:
        self.expose = expose
        self.said: list[dict[str, Any]] = []
        self.left = 0

    def update(self, text: str) -> None:
        self.said.append(json.loads(text))

    def leave(self) -> None:
        self.left += 1


def keys(*names: str) -> InputFrame:
    return InputFrame(keys=frozenset(names))


def test_the_page_is_told_the_screens_own_size_not_the_games() -> None:
    page = FakePage()
    textscreen.show_text(["???Illegal option: 'bogus'"], headless=True, page=page,
                         game="homerun")
    assert len(page.said) == 1
    said = page.said[0]
    # page.js sizes the game's box from these (HomeRun's own picture is 480x160)
    assert (said["width"], said["height"]) == (textscreen.WIDTH, textscreen.HEIGHT)
    assert said["native"] == [textscreen.WIDTH, textscreen.HEIGHT]
    assert said["game"] == "homerun" and said["screen"] == "TextScreen"
    assert said["entry"] is None and said["lcd"] is False
    assert "targets" not in said and page.left == 0


def test_the_browser_tests_see_one_target_the_whole_screen() -> None:
    page = FakePage(expose=True)
    textscreen.show_text(["HELP"], headless=True, page=page, game="hearts")
    assert page.said[0]["targets"] == [["continue", 0, 0, 640, 480, 1]]


def test_the_games_own_vga_font_fills_eighty_columns_by_thirty_rows() -> None:
    font = load_font(textscreen.FONT)
    assert (font.cell_w, font.cell_h) == (textscreen.CELL_W, textscreen.CELL_H) == (8, 16)
    assert (COLUMNS, ROWS) == (80, 30)


def test_long_lines_wrap_under_their_own_column() -> None:
    table = "  mode=KEY          an exact mode: " + " ".join(["psion3a", "hercules"] * 4)
    rows = wrap_line(table)
    assert len(rows) == 2 and all(len(r) <= COLUMNS for r in rows)
    assert rows[1].startswith(" " * 20) and rows[1][20] != " "
    info = "Sound hardware .... no sound board found (the audio probe failed " + "x " * 30
    rows = wrap_line(info)
    assert rows[1].startswith(" " * len("Sound hardware .... ")) and len(rows) == 2
    said = "Recognized flags: " + " ".join(["MONO", "COLOR", "HERCULES"] * 8)
    assert wrap_line(said)[1].startswith(" " * len("Recognized flags: "))
    assert wrap(["", "short"]) == ["", "short"]
    assert all(len(r) <= COLUMNS for r in wrap(["x" * 200, "  " + "word " * 60]))


def test_enter_or_a_click_goes_on_and_a_short_text_does_not_scroll() -> None:
    screen = TextScreen(["?Bad value", "", "Press ENTER"])
    assert not screen.scrolls and screen.shown() == ["?Bad value", "", "Press ENTER"]
    assert not screen.step(keys("DOWN", "PGDN")) and screen.top == 0
    assert screen.step(keys("ENTER"))
    assert TextScreen(["x"]).step(InputFrame(click=True))
    assert TextScreen(["x"]).step(keys("SPACE"))  # at the end, Space goes on too


def test_a_long_text_scrolls_under_a_more_bar_and_space_turns_the_page() -> None:
    lines = [f"line {n}" for n in range(80)]
    screen = TextScreen(lines)
    assert screen.scrolls and screen.body_rows == ROWS - 1
    assert screen.shown()[0] == "line 0" and len(screen.shown()) == ROWS - 1
    assert not screen.step(keys("SPACE"))  # MORE: Space shows the next screenful
    assert screen.top == ROWS - 2
    assert not screen.step(keys("END")) and screen.shown()[-1] == "line 79"
    assert not screen.step(keys("UP")) and screen.top == screen.last_top - 1
    assert not screen.step(InputFrame(wheel=5)) and screen.top == screen.last_top - 16
    assert not screen.step(keys("HOME")) and screen.top == 0
    assert not screen.step(keys("PGUP")) and screen.top == 0
    screen.step(keys("END"))
    assert screen.step(keys("SPACE"))  # at the end it goes on


def test_the_page_can_load_itself_without_its_flags() -> None:
    script = (Path(textscreen.__file__).parent / "page.js").read_text("utf-8")
    assert "leave() {" in script
    assert "window.location.assign(window.location.pathname)" in script  # no ?query, no #
