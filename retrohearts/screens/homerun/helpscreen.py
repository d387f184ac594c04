"""HomeRun's on-line help (the Help key, F1): pages of text in a framed box.

The text is the language file's ``help.*`` entries, with the display's name for the
Psion key filled in. UP/DOWN or PGUP/PGDN turn pages, ENTER, ESC or a click close.
"""

from __future__ import annotations

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
        lines: list[str] = []
        for key in HELP_KEYS:
            text = self.ctx.t(key, key=self.prefix)
            lines += wrap_width(app, text, w - 2 * max(4, app.font.cell_w)) + [""]
        return [lines[i:i + rows] for i in range(0, len(lines), rows)] or [[]]

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
