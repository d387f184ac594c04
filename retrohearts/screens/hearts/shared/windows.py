"""Small screens of the Hearts program: questions with buttons (QUIT: save?, resume a
saved game?) and the name prompt (text screens wrap with retrohearts.ui.text.wrap).

Each is a Screen with halo targets, so it works by mouse alone and by keys alone.
Dialogs are windows over the table (``opaque = False``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

import pyxel

from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.shared.layout import Rect
from retrohearts.screens.hearts.table.tabledraw import bevel, bold, button

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.screens.hearts.table.table import TableScreen


class Dialog(Screen):
    """A question in a window with a row of buttons; ESC picks the last button."""

    opaque = False

    def __init__(self, title: str, lines: Sequence[str], buttons: Sequence[str],
                 answer: Callable[[App, str], None], *,
                 area: Callable[[App], Rect] | None = None) -> None:
        self.title = title
        self.lines = list(lines)
        self.buttons = list(buttons)
        self._answer = answer
        self._area = area  # where to centre the window (default: the whole screen)

    def _rect(self, app: App) -> Rect:
        cw, ch = app.font.cell_w, app.font.cell_h
        pad = max(2, cw // 2)
        cols = max(len(self.title), *(len(s) for s in self.lines),
                   sum(len(b) + 3 for b in self.buttons))
        w = min(app.width - 8, cols * cw + pad * 6)
        h = ch * (len(self.lines) + 4) + pad * 8
        area = self._area(app) if self._area is not None else Rect(0, 0, app.width, app.height)
        y = area.y + max(0, (area.h - h) // 2)
        return Rect((app.width - w) // 2, min(y, app.height - h), w, h)

    def targets(self, app: App) -> Sequence[Target]:
        r = self._rect(app)
        cw, ch = app.font.cell_w, app.font.cell_h
        pad = max(2, cw // 2)
        widths = [(len(b) + 2) * cw for b in self.buttons]
        total = sum(widths) + pad * 2 * (len(widths) - 1)
        x = r.x + (r.w - total) // 2
        y = r.bottom - ch - pad * 5
        out = []
        for label, bw in zip(self.buttons, widths, strict=True):
            out.append(Target(label, x, y, bw, ch + pad * 2, f"Click now for {label}"))
            x += bw + pad * 2
        return out

    def select(self, app: App, target_id: Hashable) -> None:
        self._answer(app, str(target_id))
        if app.top is self:
            app.pop()

    def escape(self, app: App) -> None:
        self.select(app, self.buttons[-1])

    def draw(self, app: App) -> None:
        ink = app.ink
        r = self._rect(app)
        ch = app.font.cell_h
        pad = max(2, app.font.cell_w // 2)
        pyxel.rect(r.x + 4, r.y + 4, r.w, r.h, ink.shadow)
        bevel(app, r, ink.panel)
        bold(app, r.x + pad * 3, r.y + pad * 2, self.title, ink.panel_text)
        for i, line in enumerate(self.lines):
            app.text(r.x + pad * 3, r.y + pad * 3 + ch * (i + 1), line, ink.panel_text)
        for t in self.targets(app):
            button(app, Rect(t.x, t.y, t.w, t.h), str(t.id))


class QuitDialog(Dialog):
    """QUIT: save the game to resume later?"""

    help_title, help_text = helptext.HELP["quit"]

    def __init__(self, table: TableScreen) -> None:
        self.table = table
        super().__init__("Quit", ["Save this game to", "resume it later?"],
                         ["Yes", "No", "Cancel"], self._answered, area=_felt)

    def _answered(self, app: App, answer: str) -> None:
        if answer == "Yes":
            self.table.quit_game(app, save=True)
        elif answer == "No":
            self.table.quit_game(app, save=False)


def _felt(app: App) -> Rect:
    """The table's felt: a question at the table leaves the play menu's prompt alone."""
    from retrohearts.screens.hearts.table.table import table_layout

    return table_layout(app).table


class NamePrompt(Screen):
    """Your name for the scoreboard (type it, ENTER or OK)."""

    help_title, help_text = helptext.HELP["name"]

    def __init__(self, default: str, done: Callable[[App, str], None]) -> None:
        self.name = default
        self._done = done

    def _rect(self, app: App) -> Rect:
        cw, ch = app.font.cell_w, app.font.cell_h
        w = min(app.width - 8, cw * 30)
        h = ch * 6
        return Rect((app.width - w) // 2, (app.height - h) // 2, w, h)

    def targets(self, app: App) -> Sequence[Target]:
        r = self._rect(app)
        cw, ch = app.font.cell_w, app.font.cell_h
        return [Target("OK", r.cx - cw * 2, r.bottom - ch * 2, cw * 4, ch + 4,
                       "Click now to begin the game")]

    def update(self, app: App) -> None:
        inp = app.input
        for ch in inp.text:
            if ch.isprintable() and len(self.name) < 12:
                self.name += ch
        if inp.pressed("BACKSPACE"):
            self.name = self.name[:-1]
        super().update(app)

    def select(self, app: App, target_id: Hashable) -> None:
        self._done(app, self.name.strip() or "You")

    def escape(self, app: App) -> None:
        self.select(app, "OK")

    def draw(self, app: App) -> None:
        ink = app.ink
        r = self._rect(app)
        cw, ch = app.font.cell_w, app.font.cell_h
        bevel(app, r, ink.panel)
        app.text(r.x + cw, r.y + ch // 2, "What is your name?", ink.panel_text)
        field = Rect(r.x + cw, r.y + ch * 2, r.w - cw * 2, ch + 4)
        pyxel.rect(field.x, field.y, field.w, field.h, ink.field)
        caret = "_" if (app.frame // 20) % 2 == 0 else " "
        app.text(field.x + 2, field.y + 2, self.name + caret, ink.field_text)
        for t in self.targets(app):
            button(app, Rect(t.x, t.y, t.w, t.h), "OK")
