"""The Psion Series 3a's Agenda at a working Monday: the boss key's screen on the LCD.

A Psion user at a desk would have the diary open: the day's entries down the left with their
times (a bullet for those with an alarm), the month beside them with today framed, and the
status window at the right with the clock and the application's name, in the LCD's three
shades and the Psion's sans faces. Up and Down move the highlight over the entries; a click
on one does the same.
"""

from __future__ import annotations

import calendar
from typing import TYPE_CHECKING

from retrohearts.ui.boss.base import BossScreen
from retrohearts.ui.fontstyle import draw_text, text_width

if TYPE_CHECKING:
    from retrohearts.pc.app import App

PAPER, GREY, BLACK = 0, 1, 2  # the LCD's planes (palettes/psion-3a.gpl)
YEAR, MONTH, DAY = 1993, 12, 13
ENTRIES = (
    ("8:30", "Post - sort and file", False),
    ("9:30", "Budget review with Chris (Rm 4)", True),
    ("10:45", "Call supplier re: toner order", False),
    ("12:30", "Lunch - marketing team", False),
    ("14:00", "Q4 forecast draft due", True),
    ("15:30", "Department meeting", True),
    ("17:00", "Expenses to accounts", False),
)
LINE = 12  # pixels per entry line
STATUS_W = 60  # the status window at the right


class AgendaScreen(BossScreen):
    """The day view of the Agenda."""

    def __init__(self) -> None:
        super().__init__()
        self.entry = 1

    def react(self, app: App) -> None:
        inp = app.input
        if inp.pressed("UP"):
            self.entry = max(0, self.entry - 1)
        if inp.pressed("DOWN"):
            self.entry = min(len(ENTRIES) - 1, self.entry + 1)
        if inp.click and inp.mouse is not None:
            x, y = inp.mouse
            row = (y - self._list_top()) // LINE
            if x < self._list_right(app) and 0 <= row < len(ENTRIES):
                self.entry = row

    @staticmethod
    def _list_top() -> int:
        return 20

    @staticmethod
    def _list_right(app: App) -> int:
        return app.width - STATUS_W - 148

    def draw(self, app: App) -> None:
        import pyxel

        w, h = app.width, app.height
        pyxel.cls(PAPER)
        right = self._list_right(app)
        # the day's title, as the Agenda's day view heads its page
        draw_text(app, 6, 3, "Mon 13 December 1993", BLACK, bold=True)
        draw_text(app, right - text_width(app, "Week 50") - 6, 3, "Week 50", GREY)
        pyxel.line(4, 16, right - 2, 16, BLACK)
        top = self._list_top()
        for i, (time, what, alarm) in enumerate(ENTRIES):
            y = top + i * LINE
            if i == self.entry:
                pyxel.rect(4, y - 1, right - 6, LINE, BLACK)
            ink = PAPER if i == self.entry else BLACK
            draw_text(app, 38 - text_width(app, time), y, time, ink)
            if alarm:
                pyxel.rect(44, y + 3, 4, 4, ink)
            draw_text(app, 54, y, what, ink)
            if i != self.entry:
                for x in range(6, right - 4, 3):
                    pyxel.pset(x, y + LINE - 1, GREY)
        pyxel.line(right, 4, right, h - 5, GREY)
        self._month(app, right + 8)
        self._status(app, w - STATUS_W, h)

    def _month(self, app: App, x0: int) -> None:
        import pyxel

        draw_text(app, x0, 3, "December 1993", BLACK, bold=True)
        cell_w, cell_h = 19, 17
        for i, name in enumerate("MTWTFSS"):
            draw_text(app, x0 + i * cell_w + 5, 18, name, GREY)
        weeks = calendar.Calendar(firstweekday=0).monthdayscalendar(YEAR, MONTH)
        for row, week in enumerate(weeks):
            for col, day in enumerate(week):
                if not day:
                    continue
                x, y = x0 + col * cell_w, 30 + row * cell_h
                label = str(day)
                ink = BLACK
                if day == DAY:
                    pyxel.rect(x, y - 2, cell_w - 2, cell_h - 3, BLACK)
                    ink = PAPER
                draw_text(app, x + cell_w - 5 - text_width(app, label), y, label, ink)

    def _status(self, app: App, x0: int, h: int) -> None:
        """The status window: a clock face, the time, the application's name."""
        import math

        import pyxel

        pyxel.rect(x0, 0, STATUS_W, h, GREY)
        cx, cy, r = x0 + STATUS_W // 2, 36, 22
        pyxel.circ(cx, cy, r, PAPER)
        pyxel.circb(cx, cy, r, BLACK)
        for i in range(12):  # the hours' ticks
            a = i * math.pi / 6
            pyxel.pset(cx + round(math.sin(a) * (r - 3)), cy - round(math.cos(a) * (r - 3)),
                       BLACK)
        minutes = self.minutes()
        for angle, length in ((minutes % 60 / 60, r - 4), ((minutes / 60) % 12 / 12, r - 10)):
            a = angle * 2 * math.pi
            pyxel.line(cx, cy, cx + round(math.sin(a) * length),
                       cy - round(math.cos(a) * length), BLACK)
        hour, minute = divmod(minutes, 60)
        clock = f"{hour % 12 or 12}:{minute:02d}{'am' if hour < 12 else 'pm'}"
        for y, text, bold in ((66, clock, True), (80, "Mon 13", False),
                              (h - 28, "Agenda", True), (h - 15, "AGN", False)):
            draw_text(app, cx - text_width(app, text, bold) // 2, y, text, BLACK, bold=bold)
