"""HomeRun's on-line help (the Help key, F1): pages of text in a framed box.

The text is the language file's ``help.*`` entries, with the display's name for the
Psion key filled in, paged by paragraph (:func:`paginate`). UP/DOWN or PGUP/PGDN turn
pages, ENTER, ESC or a click close.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from retrohearts.pc.screen import Screen
from retrohearts.screens.homerun.context import HomeRunContext
from retrohearts.ui.boxdialog import framed_box
from retrohearts.ui.fontstyle import draw_text, text_width, wrap_width
from retrohearts.ui.text import dim_on

if TYPE_CHECKING:
    from retrohearts.pc.app import App

HELP_KEYS = ("help.rules", "help.scoring", "help.keys", "help.mouse", "help.extras",
             "help.files")


class HelpScreen(Screen):
    opaque = False
    show_halo = False

    def __init__(self, ctx: HomeRunContext, prefix: str) -> None:
        self.ctx = ctx
        self.prefix = prefix
        self.page = 0
        self.opened: int | None = None

    def on_enter(self, app: App) -> None:
        if self.opened is None:
            self.opened = app.frame

    def _box(self, app: App) -> tuple[int, int, int, int]:
        m = max(4, app.width // 40)
        return (m, m, app.width - 2 * m - 3, app.height - 2 * m - 3)

    def _blank_info_window(self, app: App) -> None:
        """Over the game, the information window shows empty: the box covers most of it,
        and bits of its words beside the box ("Pa", "u" of "Menu") read as litter."""
        from retrohearts.screens.homerun.game import GameScreen
        from retrohearts.screens.homerun.tablelayout import geometry

        if not any(isinstance(s, GameScreen) for s in app.stack):
            return
        import pyxel

        ix, iy, iw, ih = geometry(app).info
        pyxel.rect(ix, iy, iw, ih, app.ink.panel)
        pyxel.rectb(ix, iy, iw, ih, app.ink.panel_text)

    def pages(self, app: App) -> list[list[str]]:
        x, y, w, h = self._box(app)
        lh = app.font.cell_h + 2
        rows = max(1, (h - 2 * lh - 8) // lh)
        texts = [self.ctx.t(key, key=self.prefix) for key in HELP_KEYS]
        width = w - 2 * max(4, app.font.cell_w)
        return paginate(texts, rows, lambda text: wrap_width(app, text, width))

    def update(self, app: App) -> None:
        inp = app.input
        if self.opened == app.frame:
            return
        last = len(self.pages(app)) - 1
        if inp.pressed("DOWN", "PGDN", "SPACE", "RIGHT") or inp.wheel < 0:
            self.page = min(last, self.page + 1)
        elif inp.pressed("UP", "PGUP", "LEFT") or inp.wheel > 0:
            self.page = max(0, self.page - 1)
        elif inp.pressed("ESC", "ENTER", "F1") or inp.click or inp.rclick:
            app.pop()

    def draw(self, app: App) -> None:
        x, y, w, h = self._box(app)
        self._blank_info_window(app)
        framed_box(app, x, y, w, h)
        pages = self.pages(app)
        page = pages[min(self.page, len(pages) - 1)]
        lh = app.font.cell_h + 2
        pad = max(4, app.font.cell_w)
        title = self.ctx.t("help.title", page=self.page + 1, pages=len(pages))
        draw_text(app, x + (w - text_width(app, title, True)) // 2, y + 3, title,
                  app.ink.panel_text, bold=True)
        import pyxel

        pyxel.line(x + 2, y + lh + 2, x + w - 3, y + lh + 2, app.ink.panel_text)
        for i, line in enumerate(page):
            draw_text(app, x + pad, y + lh + 5 + i * lh, line, app.ink.panel_text)
        foot = self.ctx.t("help.foot")
        draw_text(app, x + w - pad - text_width(app, foot), y + h - lh, foot,
                  dim_on(app, app.ink.panel, app.ink.text_dim, app.ink.panel_text))


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def paginate(paragraphs: list[str], rows: int,
             wrap: Callable[[str], list[str]]) -> list[list[str]]:
    """Pages of ``rows`` lines: paragraphs part by a blank line, a paragraph that fits on
    a page is never split (it starts the next page instead), one longer than a page breaks
    between sentences (inside a sentence only when one alone is longer than a page), and
    no page starts with a blank line."""
    pages: list[list[str]] = []
    page: list[str] = []

    def room() -> int:
        return rows - len(page) - (1 if page else 0)

    def put(lines: list[str]) -> None:
        if page:
            page.append("")
        page.extend(lines)

    def turn() -> None:
        nonlocal page
        if page:
            pages.append(page)
        page = []

    for text in paragraphs:
        lines = wrap(text)
        if len(lines) <= room():
            put(lines)
            continue
        if len(lines) <= rows:
            turn()
            put(lines)
            continue
        sentences = [s for s in _SENTENCE_END.split(text) if s]
        while sentences:
            take = 0
            while take < len(sentences) and len(
                    wrap(" ".join(sentences[:take + 1]))) <= room():
                take += 1
            if take:
                put(wrap(" ".join(sentences[:take])))
                sentences = sentences[take:]
                if sentences:
                    turn()
            elif page:
                turn()
            else:  # one sentence longer than a page: cut it between lines
                lines = wrap(sentences[0])
                put(lines[:rows])
                turn()
                sentences[0] = " ".join(lines[rows:])
    turn()
    return pages or [[]]
