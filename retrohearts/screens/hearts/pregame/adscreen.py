"""The Ad screen, shown on the way out: our other game, HomeRun, as a 1993 shareware ad.

A double-ruled box, the name in big letters, a fan of cards, a list of what you get and
a line of small print. When HomeRun is installed (``retrohearts.games.start_screen``)
the H key or the PLAY HOMERUN button starts it on the same PC (over this screen, which
comes back when HomeRun is left); any other key or mouse button leaves the program.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

import pyxel

from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.pregame.menuframe import HALO
from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.shared.drawing import button
from retrohearts.screens.hearts.shared.layout import Rect
from retrohearts.ui.bigtext import big_text_size, draw_big_text
from retrohearts.ui.cards import draw_card
from retrohearts.ui.text import draw_centered

if TYPE_CHECKING:
    from retrohearts.pc.app import App

NAME = "HOMERUN"
PITCH = ("A card solitaire in your pocket",)
FEATURES = (
    "* Clear seven ranks, one card up or down",
    "* Four wild jokers to rescue you",
    "* Play alone or against a friend",
    "* High scores and player statistics",
    "* The Psion Series 3a screen, pixel for pixel",
)
SHORT_FEATURES = (
    "* Runs up and down: 3 4 5, K Q J",
    "* Four wild jokers to rescue you",
    "* Alone or against a friend",
    "* High scores and statistics",
)
RUN = ((3, "H"), (4, "S"), (5, "D"), (4, "C"), (5, "H"))  # a run as HomeRun builds them
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
    help_title, help_text = helptext.HELP["ad"]  # F1 is a key like any other here: it leaves

    def __init__(self, start: Callable[[App], Screen] | None = None) -> None:
        self.start = start
        self.frames = 0

    def button_rect(self, app: App) -> Rect:
        """PLAY HOMERUN, above the prompt line with room for its halo."""
        cw, ch = app.font.cell_w, app.font.cell_h
        w = (len(BUTTON) + 2) * cw
        h = ch + 6
        prompt_y = app.height - ch * 2 - 4 - app.layout.line_h
        return Rect((app.width - w) // 2, prompt_y - HALO - 2 - h, w, h)

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
        """HomeRun over this screen: leaving it comes back here (any key then leaves)."""
        assert self.start is not None
        app.push(self.start(app))

    def draw(self, app: App) -> None:
        ink, lay = app.ink, app.layout
        w, h = app.width, app.height
        ch = app.font.cell_h
        narrow = lay.columns() < 60
        pyxel.cls(ink.bg)
        edge = ink.accent if ink.accent != ink.bg else ink.text
        for inset in (2, 5):
            pyxel.rectb(inset, inset, w - inset * 2, h - inset * 2, edge)
        sx = max(2, (w * 9 // 20) // (len(NAME) * 8))
        sy = max(2, round(sx / lay.pixel_aspect))
        tw, th = big_text_size(NAME, sx, sy)
        features = SHORT_FEATURES if narrow else FEATURES
        box_h = len(features) * lay.line_h + lay.pad * 4
        bottom = self.button_rect(app).y - lay.gap if self.start is not None else \
            h - ch * 3 - 8
        blocks = [ch + lay.pad * 2, th, lay.line_h, lay.card_h, box_h]
        spare = max(0, bottom - 8 - sum(blocks))
        gap = spare // (len(blocks) + 1)
        y = 8 + gap
        banner = "*** ALSO FROM THE RETROHEARTS AUTHORS ***" if not narrow else \
            "ALSO FROM THE AUTHORS"
        bar_w = app.text_width(banner) + lay.pad * 6
        pyxel.rect((w - bar_w) // 2, y, bar_w, ch + lay.pad * 2, edge)
        draw_centered(app, y + lay.pad, banner, ink.bg)
        y += blocks[0] + gap
        shade = ink.shadow if ink.shadow != ink.bg else None
        draw_big_text(app, (w - tw) // 2, y, NAME, sx, sy, ink.title, shade)
        y += th + gap
        draw_centered(app, y, PITCH[0], ink.text_bright)
        y += lay.line_h + gap
        y = self._draw_cards(app, y, narrow) + gap - lay.gap
        self._draw_features(app, y, box_h, features, edge)
        if self.start is not None:
            button(app, self.button_rect(app), BUTTON)
            prompt = SHORT_AVAILABLE if narrow else AVAILABLE
        else:
            prompt = SHORT_COMING if narrow else COMING
        foot = h - ch * 2 - 4
        if (self.frames // 30) % 4 != 3:  # blinks, as such screens did
            draw_centered(app, foot - lay.line_h, prompt, ink.text_bright)
        draw_centered(app, foot + 2, SHORT_SMALL_PRINT if narrow else SMALL_PRINT,
                      ink.text_dim)

    def _draw_features(self, app: App, y: int, box_h: int, features: Sequence[str],
                       edge: int) -> None:
        lay = app.layout
        cw = app.font.cell_w
        box_w = max(len(f) for f in features) * cw + lay.pad * 6
        bx = (app.width - box_w) // 2
        pyxel.rectb(bx, y, box_w, box_h, edge)
        pyxel.rectb(bx + 2, y + 2, box_w - 4, box_h - 4, edge)
        for i, line in enumerate(features):
            app.text(bx + lay.pad * 3, y + lay.pad * 2 + i * lay.line_h, line, app.ink.text)

    def _draw_cards(self, app: App, y: int, narrow: bool) -> int:
        """A run such as HomeRun is played with (3 4 5 4 5), fanned; a FREE! tag beside it."""
        lay = app.layout
        step = lay.card_step
        fan_w = (len(RUN) - 1) * step + lay.card_w
        fx = (app.width - fan_w) // 2
        for i, (rank, suit) in enumerate(RUN):
            draw_card(app, fx + i * step, y, rank, suit)
        if not narrow:
            self._draw_tag(app, fx + fan_w + lay.gap * 4, y + lay.card_h // 4)
        return y + lay.card_h + lay.gap

    def _draw_tag(self, app: App, x: int, y: int) -> None:
        """A starburst-ish "FREE!" flash, the mark of every shareware ad."""
        ink, lay = app.ink, app.layout
        label = "FREE!"
        tw = app.text_width(label)
        th = app.font.cell_h
        face = ink.red_suit if not ink.hollow_red else ink.text_bright
        text = ink.text_bright if face != ink.text_bright else ink.bg
        cx, cy = x + tw // 2 + lay.pad * 3, y + th // 2 + lay.pad
        rx, ry = tw // 2 + lay.pad * 2, th // 2 + lay.pad * 2
        points = 12
        for k in range(points):  # a star of triangles round the oval
            a, b = 2 * math.pi * k / points, 2 * math.pi * (k + 1) / points
            mid = (a + b) / 2
            pyxel.tri(cx + math.cos(a) * rx, cy + math.sin(a) * ry,
                      cx + math.cos(b) * rx, cy + math.sin(b) * ry,
                      cx + math.cos(mid) * rx * 1.45, cy + math.sin(mid) * ry * 1.6, face)
        pyxel.elli(cx - rx, cy - ry, rx * 2 + 1, ry * 2 + 1, face)
        app.text(cx - tw // 2, cy - th // 2, label, text)
