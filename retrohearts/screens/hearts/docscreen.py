"""DOCS: the on-line document, an index of subjects and pages of text.

The index lists the subjects, each with a small square button; selecting one opens
its text. While reading: NEXT and PREV (PgDn, PgUp) turn pages, DOCS (F10) returns
to the index, DONE (ESC, right button) leaves. A label names the subject and page.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

import pyxel

from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.pagescreen import button_row, draw_button_row, draw_page, page_frame
from retrohearts.screens.hearts.tabledraw import bold
from retrohearts.ui.text import reflow, wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App


class DocsScreen(Screen):
    """The document viewer: index, then subject pages."""

    help_title = "On-line document"
    help_text = ("Pick a subject from the index with its square button. NEXT and PREV "
                 "(PgDn, PgUp) turn pages, DOCS (F10) goes back to the index, DONE (ESC) "
                 "leaves the document.")

    def __init__(self, subjects: Sequence[tuple[str, str]]) -> None:
        self.subjects = list(subjects)
        self.subject: int | None = None  # None: the index
        self.page = 0

    def _pages(self, app: App) -> list[list[str]]:
        if self.subject is None:
            return [[]]
        inside = page_frame(app).text
        cols = inside.w // app.font.cell_w
        # the panel's last two lines: a gap, then the "page n of m" label
        rows = max(1, inside.h // app.font.cell_h - 2)
        lines = wrap(reflow(self.subjects[self.subject][1]), cols)
        return [lines[i:i + rows] for i in range(0, max(1, len(lines)), rows)]

    def targets(self, app: App) -> Sequence[Target]:
        cw, ch = app.font.cell_w, app.font.cell_h
        pad = max(2, cw // 2)
        out: list[Target] = []
        if self.subject is None:
            for i, (title, _text) in enumerate(self.subjects):
                y = pad * 4 + ch * (2 + i * 2)
                out.append(Target(("subject", i), pad * 4, y, ch, ch,
                                  f"Click now to read '{title}'"))
        buttons = (("DONE", "Click now to leave the document"),) if self.subject is None else (
            ("PREV", "Click now for the previous page"), ("NEXT", "Click now for the next page"),
            ("DOCS", "Click now for the index"), ("DONE", "Click now to leave the document"))
        return out + button_row(app, buttons)

    def update(self, app: App) -> None:
        inp = app.input
        if self.subject is not None:
            if inp.pressed("PGDN"):
                self._turn(app, 1)
            if inp.pressed("PGUP"):
                self._turn(app, -1)
            if inp.pressed("F10"):
                self.subject = None
        super().update(app)

    def _turn(self, app: App, step: int) -> None:
        self.page = max(0, min(len(self._pages(app)) - 1, self.page + step))

    def select(self, app: App, target_id: Hashable) -> None:
        if isinstance(target_id, tuple) and target_id[0] == "subject":
            self.subject, self.page = int(target_id[1]), 0
            self.focus("NEXT")
        elif target_id == "NEXT":
            self._turn(app, 1)
        elif target_id == "PREV":
            self._turn(app, -1)
        elif target_id == "DOCS":
            self.focus(("subject", self.subject))
            self.subject = None
        else:
            app.pop()

    def draw(self, app: App) -> None:
        ink = app.ink
        f = draw_page(app)
        cw, ch = f.cw, f.ch
        if self.subject is None:
            bold(app, f.title[0], f.body.y + f.pad * 2, "On-line document: index",
                 ink.panel_text)
            for t in self.targets(app):
                if isinstance(t.id, tuple):
                    pyxel.rectb(t.x, t.y, t.w, t.h, ink.panel_text)
                    pyxel.rect(t.x + 2, t.y + 2, t.w - 4, t.h - 4, ink.button)
                    title = self.subjects[int(t.id[1])][0]
                    app.text(t.x + t.w + cw, t.y, title, ink.panel_text)
        else:
            title = self.subjects[self.subject][0]
            pages = self._pages(app)
            self.page = min(self.page, len(pages) - 1)
            bold(app, *f.title, title, ink.panel_text)
            inside = f.text
            for i, line in enumerate(pages[self.page]):
                app.text(inside.x, inside.y + ch * i, line, ink.panel_text)
            label = f"{title[:24]}, page {self.page + 1} of {len(pages)}"
            app.text(inside.right - app.text_width(label), inside.bottom - ch, label,
                     ink.panel_text)
        draw_button_row(app, [t for t in self.targets(app) if not isinstance(t.id, tuple)])
