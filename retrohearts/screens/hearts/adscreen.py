"""The Ad screen, shown on the way out: our other game, HomeRun, as a 1993 shareware ad.

A double-ruled box, the name in big letters, a fan of cards, a list of what you get and
a line of small print. When HomeRun is installed (``retrohearts.games.start_screen``)
the H key or the PLAY HOMERUN button starts it on the same PC; any other key or mouse
button leaves the program.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

import pyxel

from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.layout import Rect
from retrohearts.screens.hearts.tabledraw import button
from retrohearts.ui.bigtext import big_text_size, draw_big_text
from retrohearts.ui.cards import draw_card
from retrohearts.ui.text import draw_centered

if TYPE_CHECKING:
    from retrohearts.pc.app import App

NAME = "HOMERUN"
PITCH = ("A card solitaire in your pocket",)
FEATURES = (
    "* Build the four suits home from one pack",
    "* Play alone or against a friend",
    "* High scores and player statistics",
    "* The Psion Series 3a screen, pixel for pixel",
)
SHORT_FEATURES = (
    "* Four suits home from one pack",
    "* Alone or against a friend",
    "* High scores and statistics",
    "* The Psion 3a screen, exactly",
)
AVAILABLE = "Press H to play it now, any other key to leave"
SHORT_AVAILABLE = "H: play it now. Any key: leave"
COMING = "Coming soon to this package. Press any key"
SHORT_COMING = "Coming soon! Press any key"
SMALL_PRINT = "From the RetroHearts Authors - ask for it by name!"
SHORT_SMALL_PRINT = "Ask for it by name!"
BUTTON = "PLAY HOMERUN"


class AdScreen(Screen):
    """The advertisement; any key or button leaves (H plays HomeRun when it exists)."""

    show_halo = True
    help_text = ""

    def __init__(self, start: Callable[[App], Screen] | None = None) -> None:
        self.start = start
        self.frames = 0

    def button_rect(self, app: App) -> Rect:
        cw, ch = app.font.cell_w, app.font.cell_h
        w = (len(BUTTON) + 2) * cw
        h = ch + 6
        return Rect((app.width - w) // 2, app.height - ch * 4 - 10, w, h)

    def targets(self, app: App) -> Sequence[Target]:
        if self.start is None:
            return ()
        r = self.button_rect(app)
        return [Target("HOMERUN", r.x, r.y, r.w, r.h, "Click now to play HomeRun")]

    def update(self, app: App) -> None:
        self.frames += 1
        inp = app.input
        if self.start is not None:
            under = inp.mouse is not None and self.button_rect(app).contains(*inp.mouse)
            if inp.pressed("H") or (inp.click and under):
                self._play(app)
                return
            super().update(app)  # the halo follows the pointer
        if inp.anything:
            app.quit(0)

    def select(self, app: App, target_id: Hashable) -> None:
        """Handled in update (any key but H leaves, even ENTER)."""

    def _play(self, app: App) -> None:
        assert self.start is not None
        app.replace(self.start(app))

    def draw(self, app: App) -> None:
        ink, lay = app.ink, app.layout
        w, h = app.width, app.height
        cw, ch = app.font.cell_w, app.font.cell_h
        narrow = lay.columns() < 60
        pyxel.cls(ink.bg)
        edge = ink.accent if ink.accent != ink.bg else ink.text
        for inset in (2, 5):
            pyxel.rectb(inset, inset, w - inset * 2, h - inset * 2, edge)
        y = 8 + ch // 2
        draw_centered(app, y, "*** ALSO FROM THE RETROHEARTS AUTHORS ***"
                      if not narrow else "ALSO FROM THE AUTHORS", ink.text_bright)
        y += ch + lay.gap
        sx = max(2, (w * 9 // 20) // (len(NAME) * 8))
        sy = max(2, round(sx / lay.pixel_aspect))
        tw, th = big_text_size(NAME, sx, sy)
        shade = ink.shadow if ink.shadow != ink.bg else None
        draw_big_text(app, (w - tw) // 2, y, NAME, sx, sy, ink.title, shade)
        y += th + lay.gap
        for line in PITCH:
            draw_centered(app, y, line, ink.text)
            y += lay.line_h
        y += lay.gap
        y = self._draw_cards(app, y)
        features = SHORT_FEATURES if narrow else FEATURES
        fx = (w - max(len(f) for f in features) * cw) // 2
        for line in features:
            app.text(fx, y, line, ink.text)
            y += lay.line_h
        if self.start is not None:
            r = self.button_rect(app)
            button(app, r, BUTTON)
            prompt = SHORT_AVAILABLE if narrow else AVAILABLE
        else:
            prompt = SHORT_COMING if narrow else COMING
        bottom = h - ch * 2 - 4
        if (self.frames // 30) % 4 != 3:
            draw_centered(app, bottom - lay.line_h, prompt, ink.text_bright)
        draw_centered(app, bottom + 2, SHORT_SMALL_PRINT if narrow else SMALL_PRINT,
                      ink.text_dim)

    def _draw_cards(self, app: App, y: int) -> int:
        """The run of a suit going home: ace to five of hearts, fanned."""
        lay = app.layout
        step = lay.card_step
        count = 5
        fx = (app.width - (count - 1) * step - lay.card_w) // 2
        for i in range(count):
            draw_card(app, fx + i * step, y, 1 + i if i else 14, "H")
        return y + lay.card_h + lay.gap
