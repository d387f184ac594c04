"""Small screens of the Hearts program: questions with buttons (resume a saved game?;
the table's QUIT question in table/quitdialog.py is one) and the name prompt.

Each is a Screen with halo targets, so it works by mouse alone and by keys alone.
Dialogs are windows over the screen beneath (``opaque = False``); text is wrapped with
retrohearts.ui.text.wrap.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pyxel

from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.shared.drawing import bevel, bold, button
from retrohearts.screens.hearts.shared.layout import Rect
from retrohearts.ui.text import wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App


@dataclass(frozen=True)
class DialogPlan:
    """Where a dialog's parts go: its window, the lines of its question, its buttons."""

    rect: Rect
    pad: int
    lines: tuple[str, ...]
    buttons: tuple[Rect, ...]
    shadow: int
    halo: int  # how far a button's halo may reach without leaving the window


class Dialog(Screen):
    """A question in a window with a row of buttons; ESC picks the last button.

    The window is centred in its area (the whole screen unless ``area`` says otherwise),
    shadow included. When its natural size does not fit there (a question at CGA's table
    fits between the players' name plates), it tightens its margins and rewraps its
    question to the room there is."""

    opaque = False

    def __init__(self, title: str, lines: Sequence[str], buttons: Sequence[str],
                 answer: Callable[[App, str], None], *,
                 area: Callable[[App], Rect] | None = None) -> None:
        self.title = title
        self.lines = list(lines)
        self.buttons = list(buttons)
        self._answer = answer
        self._area = area  # where the window must stay (default: the whole screen)

    def plan(self, app: App) -> DialogPlan:
        """The window's geometry in this mode (and, for a dialog at the table, this area)."""
        cw, ch = app.font.cell_w, app.font.cell_h
        area = self._area(app) if self._area is not None else Rect(0, 0, app.width, app.height)
        pad = max(2, cw // 2)
        natural = self._measure(app, area, self.lines, pad, ch * 2, pad * 2, 4)
        if natural.rect.w + 4 <= area.w and natural.rect.h + 4 <= area.h:
            return natural
        snug = 2  # tight margins, the question rewrapped to the width there is
        cols = max(len(self.title), (area.w - 3 - snug * 6) // cw)
        lines = wrap(" ".join(self.lines), cols)
        return self._measure(app, area, lines, snug, snug * 3, snug * 3, 3)

    def _measure(self, app: App, area: Rect, lines: Sequence[str], pad: int, gap: int,
                 space: int, shadow: int) -> DialogPlan:
        """A plan with these margins (pad), this gap above the buttons, this space
        between them and this shadow, centred in area and kept on the screen."""
        cw, ch = app.font.cell_w, app.font.cell_h
        widths = [(len(b) + 2) * cw for b in self.buttons]
        row = sum(widths) + space * (len(widths) - 1)
        cols = max(len(self.title), *(len(s) for s in lines))
        w = min(app.width - 8, max(cols * cw, row) + pad * 6)
        button_h = ch + pad * 2
        h = pad * 2 + ch + pad + ch * len(lines) + gap + button_h + pad * 3
        x = area.x + max(0, (area.w - w - shadow) // 2)
        y = area.y + max(0, (area.h - h - shadow) // 2)
        x, y = max(0, min(x, app.width - w)), max(0, min(y, app.height - h))
        rect = Rect(x, y, w, h)
        bx, by = x + (w - row) // 2, rect.bottom - pad * 3 - button_h
        buttons = []
        for bw in widths:
            buttons.append(Rect(bx, by, bw, button_h))
            bx += bw + space
        # the halo keeps off the question, the other buttons and the window's edge
        halo = max(1, min(4, pad * 3 - 2, (w - row) // 2 - 2, gap - 2, space - 3))
        return DialogPlan(rect, pad, tuple(lines), tuple(buttons), shadow, halo)

    def _rect(self, app: App) -> Rect:
        return self.plan(app).rect

    def targets(self, app: App) -> Sequence[Target]:
        plan = self.plan(app)
        return [Target(label, r.x, r.y, r.w, r.h, f"Click now for {label}", halo=plan.halo)
                for label, r in zip(self.buttons, plan.buttons, strict=True)]

    def select(self, app: App, target_id: Hashable) -> None:
        self._answer(app, str(target_id))
        if app.top is self:
            app.pop()

    def escape(self, app: App) -> None:
        self.select(app, self.buttons[-1])

    def draw(self, app: App) -> None:
        ink = app.ink
        plan = self.plan(app)
        r, pad, ch = plan.rect, plan.pad, app.font.cell_h
        pyxel.rect(r.x + plan.shadow, r.y + plan.shadow, r.w, r.h, ink.shadow)
        bevel(app, r, ink.panel)
        bold(app, r.x + pad * 3, r.y + pad * 2, self.title, ink.panel_text)
        for i, line in enumerate(plan.lines):
            app.text(r.x + pad * 3, r.y + pad * 3 + ch * (i + 1), line, ink.panel_text)
        for label, b in zip(self.buttons, plan.buttons, strict=True):
            button(app, b, label)


DEFAULT_NAME = "You"  # who you are on the score sheet when you type no name


class NamePrompt(Screen):
    """Your name for the scoreboard (type it, ENTER or OK). While the field is empty the
    prompt says who you will be if you just press ENTER ("You")."""

    help_title, help_text = helptext.HELP["name"]

    def __init__(self, default: str, done: Callable[[App, str], None]) -> None:
        self.name = default
        self._done = done

    def _rect(self, app: App) -> Rect:
        cw, ch = app.font.cell_w, app.font.cell_h
        w = min(app.width - 8, cw * 30)
        h = ch * 6 + 28  # title, field, the line under it, OK and room for its halo
        return Rect((app.width - w) // 2, (app.height - h) // 2, w, h)

    def targets(self, app: App) -> Sequence[Target]:
        r = self._rect(app)
        cw, ch = app.font.cell_w, app.font.cell_h
        hover = ("Click now to begin the game" if self.name.strip()
                 else f'Click now to play as "{DEFAULT_NAME}"')
        return [Target("OK", r.cx - cw * 2, r.bottom - ch - 10, cw * 4, ch + 4, hover)]

    def update(self, app: App) -> None:
        inp = app.input
        for ch in inp.text:
            if ch.isprintable() and len(self.name) < 12:
                self.name += ch
        if inp.pressed("BACKSPACE"):
            self.name = self.name[:-1]
        super().update(app)

    def text_entry(self) -> str | None:
        return self.name

    def select(self, app: App, target_id: Hashable) -> None:
        self._done(app, self.name.strip() or DEFAULT_NAME)

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
        empty = not self.name.strip()
        if empty and ink.text_dim not in (ink.field, ink.field_text):  # the name you will get
            app.text(field.x + 2 + cw, field.y + 2, DEFAULT_NAME, ink.text_dim)
        app.text(field.x + 2, field.y + 2, self.name + caret, ink.field_text)
        if empty:
            app.text(r.x + cw, field.bottom + ch // 2, f'ENTER alone plays as "{DEFAULT_NAME}"',
                     ink.panel_text)
        for t in self.targets(app):
            button(app, Rect(t.x, t.y, t.w, t.h), "OK")
