"""The test picture: what a video choice looks like, drawn in that mode.

A frame at the screen's very edge (the picture must fill the monitor), a grid, a circle
that is round on the 4:3 monitor only when the mode's pixel shape is right, the mode's
colours as bars (all 16 where it has them, and the 256-colour modes' hue wheel), the
mode's font, two cards as the games draw them, and the mode's name. Any key or click
returns (``done`` then puts SETUP's text mode back).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from retrohearts.pc.screen import Screen
from retrohearts.ui.cards import card_size, draw_card
from retrohearts.ui.textgrid import brightness

if TYPE_CHECKING:
    from retrohearts.pc.app import App

SAMPLE = "ABCDEFGHIJ abcdefghij 0123456789"


class TestPicture(Screen):
    """The test picture of the mode the PC is in now."""

    show_halo = False
    hide_pointer = True
    __test__ = False  # a screen, not a pytest class

    def __init__(self, done: Callable[[App], None], title: str = "Test picture") -> None:
        self.done = done
        self.title = title
        self.frames = 0

    def update(self, app: App) -> None:
        self.frames += 1
        inp = app.input
        if self.frames > 2 and (inp.anything or inp.text):
            self.done(app)

    def draw(self, app: App) -> None:
        import pyxel

        w, h = app.width, app.height
        colours = app.video.palette.colors
        order = sorted(range(min(16, len(colours))), key=lambda i: brightness(colours[i]))
        black, white = order[0], order[-1]
        if app.mode.adapter == "lcd":  # dark on light: the paper is the ground
            black, white = white, black
        aspect = app.layout.pixel_aspect
        pyxel.cls(black)
        mid = order[len(order) // 2] if len(order) > 2 else white
        # the grid: squares on the 4:3 monitor
        step_x = max(8, w // 16)
        step_y = max(4, round(step_x / aspect))
        pyxel.dither(0.5)
        for x in range(0, w, step_x):
            pyxel.line(x, 0, x, h - 1, mid)
        for y in range(0, h, step_y):
            pyxel.line(0, y, w - 1, y, mid)
        pyxel.dither(1.0)
        pyxel.rectb(0, 0, w, h, white)
        # the circle: round on the monitor
        r = min(w, h * aspect) * 0.3
        ry = r / aspect
        pyxel.ellib(round(w / 2 - r), round(h / 2 - ry), round(2 * r), round(2 * ry), white)
        # the colour bars
        count = min(16, len(colours))
        bar_w = max(2, (w - 2 * step_x) // count)
        bar_h = max(4, h // 10)
        top = h - bar_h * (3 if len(colours) > 16 else 2) - 4
        for i in range(count):
            pyxel.rect(step_x + i * bar_w, top, bar_w, bar_h, i)
        pyxel.rectb(step_x - 1, top - 1, bar_w * count + 2, bar_h + 2, white)
        if len(colours) > 16:  # the 256-colour modes: the hue wheel of the default DAC
            hues = list(range(32, 104))
            hue_w = max(1, (bar_w * count) // len(hues))
            for i, index in enumerate(hues):
                pyxel.rect(step_x + i * hue_w, top + bar_h + 2, hue_w, bar_h, index)
        # the words and two cards
        ch = app.font.cell_h
        lines = [self.title, app.mode.name, f"{w} x {h}, {app.mode.colors} colours", SAMPLE]
        y = max(2, h // 12)
        for line in lines:
            x = (w - app.text_width(line)) // 2
            pyxel.rect(x - 2, y - 1, app.text_width(line) + 4, ch + 2, black)
            app.text(x, y, line, white)
            y += ch + 1
        cw, chh = card_size(app)
        cy = round(h / 2 - chh / 2)
        draw_card(app, round(w / 2 - r) - cw // 2, cy, 1, "H")
        draw_card(app, round(w / 2 + r) - cw // 2, cy, 12, "S")
        foot = "Press any key or click to return to SETUP"
        if app.text_width(foot) > w - 8:
            foot = "Any key: back to SETUP"
        fy = h - ch - 3
        fx = (w - app.text_width(foot)) // 2
        pyxel.rect(fx - 2, fy - 1, app.text_width(foot) + 4, ch + 2, black)
        app.text(fx, fy, foot, white)
