"""A DOS prompt after a DIR of the reports folder: HomeRun's boss key screen.

Light grey on black in the mode's own font, a blinking underline cursor. What is typed
appears at the prompt; ENTER runs it as the command interpreter of the time would for a few
commands (DIR, CLS, VER, CD, DATE, TIME, and EXIT, which returns to the game as it did from a
program's DOS shell) and answers "Bad command or file name" to anything else. The screen
scrolls as a text screen does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from retrohearts.ui.boss.base import DATE_DOS, BossScreen
from retrohearts.ui.textgrid import BLACK, GREY, TextColours, TextGrid

if TYPE_CHECKING:
    from retrohearts.pc.app import App

PROMPT = "C:\\REPORTS>"
MAX_TYPED = 120
FILES = (
    (".", "<DIR>", "12-06-93", "9:12a"),
    ("..", "<DIR>", "12-06-93", "9:12a"),
    ("BUDGET94.WK1", "14,336", "12-13-93", "9:38a"),
    ("MEMO1213.DOC", "3,840", "12-13-93", "9:02a"),
    ("Q3SALES.WK1", "22,528", "10-29-93", "4:47p"),
    ("MINUTES.TXT", "2,211", "12-10-93", "11:15a"),
    ("VENDORS.DBF", "40,960", "11-30-93", "2:20p"),
    ("FORECAST.WK1", "18,944", "12-09-93", "5:06p"),
)


def _dir_line(name: str, size: str, day: str, time: str) -> str:
    stem, _, ext = name.partition(".") if name not in (".", "..") else (name, "", "")
    return f"{stem:<8} {ext:<3} {size:>9} {day} {time:>6}"


def dir_listing() -> list[str]:
    total = sum(int(size.replace(",", "")) for _, size, _, _ in FILES if size != "<DIR>")
    return ["", " Volume in drive C is OFFICE", " Volume Serial Number is 1A2B-3C4D",
            " Directory of C:\\REPORTS", "",
            *(_dir_line(*f) for f in FILES),
            f"{len(FILES):>9} file(s) {total:>14,} bytes",
            f"{'':>24}{12_386_304:>,} bytes free", ""]


class PromptScreen(BossScreen):
    """The prompt, the lines above it, and what is being typed."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = [f"{PROMPT}dir", *dir_listing()]
        self.typed = ""

    def text_entry(self) -> str | None:
        return self.typed  # a web page on a phone offers its text field for it

    def react(self, app: App) -> None:
        inp = app.input
        for ch in inp.text:
            if " " <= ch <= "~" and len(self.typed) < MAX_TYPED:
                self.typed += ch
        if inp.pressed("BACKSPACE"):
            self.typed = self.typed[:-1]
        if inp.pressed("ESC"):
            self.typed = ""  # ESC clears the line, as COMMAND.COM did
        if inp.pressed("ENTER"):
            self.run(app, self.typed)

    def run(self, app: App, command: str) -> None:
        """Answer one command line, as the command interpreter would."""
        self.lines.append(PROMPT + command)
        self.typed = ""
        word = command.strip().split(" ")[0].lower() if command.strip() else ""
        if word == "":
            return
        if word == "exit":
            self.lines = [f"{PROMPT}dir", *dir_listing()]  # as it was, for the next time
            app.toggle_boss()
        elif word == "cls":
            self.lines = []
        elif word == "dir":
            self.lines += dir_listing()
        elif word == "ver":
            self.lines += ["", "MS-DOS Version 5.00", ""]
        elif word in ("cd", "chdir"):
            self.lines += ["C:\\REPORTS", ""]
        elif word == "date":
            self.lines += [f"Current date is Mon {DATE_DOS}", ""]
        elif word == "time":
            self.lines += [f"Current time is {self.clock(dos=True)}", ""]
        else:
            self.lines += ["Bad command or file name", ""]

    def draw(self, app: App) -> None:
        grid = TextGrid.of(app)
        fg, bg = TextColours(app).pair(GREY, BLACK)
        grid.clear(bg)
        current = PROMPT + self.typed
        shown = [*self.lines, current][-grid.rows:]
        for row, line in enumerate(shown):
            grid.put(0, row, line, fg)
        row = len(shown) - 1
        col = len(current)
        if self.blink() and col < grid.cols:
            x, y = grid.xy(col, row)
            import pyxel

            pyxel.rect(x, y + grid.ch - 2, grid.cw, 2, fg)
