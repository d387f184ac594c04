"""Text windows: a framed page of text over the current screen, with NEXT/PREV/DONE.

``help_window(title, text)`` is what F1 opens (the run loop's default help). The
window pages long text; PgDn/PgUp or the NEXT/PREV buttons turn pages; DONE, ESC or the
right button close it.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.ui.buttons import Button, draw_button, layout_buttons, row_width
from retrohearts.ui.panel import draw_panel
from retrohearts.ui.text import reflow, wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App


class TextWindow(Screen):
    """A window of wrapped text, paged, drawn over the screen beneath."""

    opaque = False

    def __init__(self, title: str, text: str, *, columns: int = 0, rows: int = 0) -> None:
        self.title = title
        self.text = text
        self.columns = columns
        self.rows = rows
        self.page = 0

    def _geometry(self, app: App) -> tuple[int, int, int, int, int, int]:
        lay = app.layout
        cols = self.columns or min(60, lay.columns() - 6)
        w = cols * lay.cell_w + 4 * lay.pad + 8
        rows = self.rows or max(4, (lay.height - 6 * lay.line_h - 2 * lay.button_h) // lay.line_h)
        h = (rows + 2) * lay.line_h + lay.button_h + 4 * lay.pad + 10
        x = (lay.width - w) // 2
        y = max(0, (lay.height - h) // 2)
        return x, y, w, h, cols, rows

    def pages(self, app: App) -> list[list[str]]:
        """The text in pages of the window's rows: a paragraph that fits on a page is
        never split between two (it starts the next page instead), and no page starts
        with a blank line."""
        _, _, _, _, cols, rows = self._geometry(app)
        pages: list[list[str]] = [[]]
        for para in reflow(self.text).split("\n\n"):
            lines = wrap(para, cols)
            page = pages[-1]
            gap = 1 if page else 0
            if page and len(page) + gap + len(lines) > rows and len(lines) <= rows:
                pages.append([])
                page, gap = pages[-1], 0
            if gap:
                page.append("")
            for line in lines:
                if len(page) == rows:
                    pages.append([])
                    page = pages[-1]
                page.append(line)
        return pages

    def _buttons(self, app: App) -> list[Button]:
        x, y, w, h, _, _ = self._geometry(app)
        lay = app.layout
        labels = ["PREV", "NEXT", "DONE"] if len(self.pages(app)) > 1 else ["DONE"]
        bw = row_width(app, labels)
        buttons = layout_buttons(app, labels, x + (w - bw) // 2,
                                 y + h - lay.button_h - lay.pad - 3)
        last = len(self.pages(app)) - 1
        return [Button(b.id, b.label, b.x, b.y, b.w, b.h,
                       enabled=not ((b.label == "PREV" and self.page == 0)
                                    or (b.label == "NEXT" and self.page >= last)))
                for b in buttons]

    def targets(self, app: App) -> Sequence[Target]:
        x, y, w, h, _, _ = self._geometry(app)
        buttons = self._buttons(app)
        # the halo stays inside the window's frame (2 pixels): in CGA there is little room
        # below the buttons, and a full halo broke through onto the table
        room = max(0, y + h - 2 - max((b.y + b.h for b in buttons), default=y + h))
        targets = [replace(b.target(), halo=min(4, room)) for b in buttons]
        return ([t for t in targets if t.id == "DONE"]
                + [t for t in targets if t.id != "DONE"])

    def update(self, app: App) -> None:
        last = len(self.pages(app)) - 1
        if app.input.pressed("PGDN"):
            self.page = min(last, self.page + 1)
        elif app.input.pressed("PGUP"):
            self.page = max(0, self.page - 1)
        super().update(app)

    def select(self, app: App, target_id: Hashable) -> None:
        last = len(self.pages(app)) - 1
        if target_id == "NEXT":
            self.page = min(last, self.page + 1)
        elif target_id == "PREV":
            self.page = max(0, self.page - 1)
        else:
            app.pop()

    def help(self, app: App) -> None:
        """F1 inside a help window does nothing more."""

    def draw(self, app: App) -> None:
        x, y, w, h, _, _ = self._geometry(app)
        lay = app.layout
        pages = self.pages(app)
        page = pages[min(self.page, len(pages) - 1)]
        title = self.title if len(pages) == 1 else f"{self.title} ({self.page + 1}/{len(pages)})"
        body = draw_panel(app, x, y, w, h, title)
        for i, line in enumerate(page):
            app.text(x + 2 * lay.pad + 4, body + lay.pad + i * lay.line_h, line,
                     app.ink.panel_text)
        for b in self._buttons(app):
            draw_button(app, b)


def help_window(title: str, text: str) -> Screen:
    """The window F1 opens."""
    return TextWindow(title, text)
