"""The program information screen HomeRun shows at start-up, before the game begins.

Title, version and the copyright of this remake, with a word on the 1993 original;
any problems found while starting (a damaged HOMERUN.INI, a language file that would
not load) are listed under it, one line each. ENTER, SPACE, ESC or a click go on to
the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from retrohearts.pc.screen import Screen
from retrohearts.screens.homerun.context import HomeRunContext
from retrohearts.screens.homerun.dialogs import about_lines
from retrohearts.ui.boxdialog import framed_box
from retrohearts.ui.fontstyle import (
    draw_scaled_text,
    draw_text,
    scaled_text_size,
    text_width,
    wrap_width,
)

if TYPE_CHECKING:
    from retrohearts.pc.app import App


class InfoScreen(Screen):
    show_halo = False

    def __init__(self, ctx: HomeRunContext, next_screen: Callable[[App], Screen]) -> None:
        self.ctx = ctx
        self.next_screen = next_screen

    def update(self, app: App) -> None:
        inp = app.input
        if inp.pressed("ENTER", "SPACE", "ESC") or inp.click or inp.rclick:
            app.replace(self.next_screen(app))

    def draw(self, app: App) -> None:
        import pyxel

        ink = app.ink
        pyxel.rect(0, 0, app.width, app.height, ink.table)
        title = self.ctx.t("title")
        scale = max(2, min(6, app.height // 45))
        tw, th = scaled_text_size(app, title, scale, bold=True)
        lines = about_lines(self.ctx)
        notices = [n for n in self.ctx.notices if n]
        lh = app.font.cell_h + 2
        pad = max(6, app.font.cell_w)
        width = max([tw] + [text_width(app, s) for s in lines]) + 4 * pad
        width = min(app.width - 8, width)
        lines = [part for s in lines for part in wrap_width(app, s, width - 2 * pad)]
        note_lines = [ln for n in notices for ln in wrap_width(app, n, width - 2 * pad)]
        height = th + (len(lines) + len(note_lines) + 2) * lh + 3 * pad
        x, y = (app.width - width) // 2, max(2, (app.height - height) // 2)
        framed_box(app, x, y, width, height)
        draw_scaled_text(app, x + (width - tw) // 2 + 1, y + pad + 1, title, ink.shadow, scale,
                         bold=True)
        draw_scaled_text(app, x + (width - tw) // 2, y + pad, title, ink.panel_text, scale,
                         bold=True)
        ty = y + pad + th + pad // 2
        for s in lines:
            draw_text(app, x + (width - text_width(app, s)) // 2, ty, s, ink.panel_text)
            ty += lh
        for s in note_lines:
            draw_text(app, x + pad, ty, s, ink.panel_text, bold=True)
            ty += lh
        prompt = self.ctx.t("info.press_enter")
        draw_text(app, x + (width - text_width(app, prompt, True)) // 2, y + height - lh - 2,
                  prompt, ink.panel_text, bold=True)
