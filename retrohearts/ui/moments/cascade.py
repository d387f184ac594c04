"""Bouncing cards that leave their trails: the winning cascade of the period's card games.

Cards leave the top of the screen one after another, fly sideways, fall, bounce on the
bottom edge losing a little height each time, and leave a copy of themselves at every
frame, so the screen fills with arcs of cards. The trails are kept in an image of their
own: each frame it is put back on the screen, the flying card is drawn at its new place,
and the screen is copied into it again. Every card's path comes from a seeded generator
(``seed``), so a run's frames are the same every time.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from retrohearts.ui.cards import card_size, draw_card, draw_joker

if TYPE_CHECKING:
    from retrohearts.pc.app import App

SUITS = "SHDC"


@dataclass
class _Flier:
    rank: int  # 0 for a joker
    suit: str
    x: float
    y: float
    vx: float
    vy: float


class CardCascade:
    """The cascade, from the moment's frame count (``draw(app, frame)``)."""

    def __init__(self, seed: int = 1993, *, jokers: bool = False, start: int = 0) -> None:
        self.random = random.Random(seed)
        self.jokers = jokers
        self.start = start  # the frame the first card leaves
        self.canvas: Any = None
        self.flier: _Flier | None = None
        self.launched = 0
        self.done_frame = -1

    def _launch(self, app: App) -> _Flier:
        w, h = card_size(app)
        rnd = self.random
        n = self.launched
        self.launched += 1
        slot = n % 8
        x = app.width * (0.1 + 0.8 * slot / 7) - w / 2
        scale = app.width / 640
        vx = rnd.choice((-1, 1)) * rnd.uniform(2.2, 5.0) * scale
        vy = -rnd.uniform(0.0, 3.0) * scale / app.layout.pixel_aspect
        rank = 0 if self.jokers and n % 13 == 12 else 13 - (n // 4) % 13
        return _Flier(rank, SUITS[n % 4], x, app.height * 0.04, vx, vy)

    def _step(self, app: App) -> None:
        f = self.flier
        w, h = card_size(app)
        if f is None or f.x < -w or f.x > app.width:
            f = self.flier = self._launch(app)
        gravity = 0.35 * app.width / 640 / app.layout.pixel_aspect
        f.vy += gravity
        f.x += f.vx
        f.y += f.vy
        floor = app.height - h
        if f.y > floor:
            f.y = floor
            f.vy = -f.vy * 0.78

    def draw(self, app: App, frame: int) -> None:
        import pyxel

        w, h = app.width, app.height
        if self.canvas is None:  # what the screens beneath show now: the trails begin on it
            self.canvas = pyxel.Image(w, h)
            self.canvas.blt(0, 0, pyxel.screen, 0, 0, w, h)
            self.done_frame = frame - 1
        pyxel.blt(0, 0, self.canvas, 0, 0, w, h)
        if frame < self.start:
            return
        while self.done_frame < frame:  # one step a frame, whatever the drawing rate
            self.done_frame += 1
            self._step(app)
            f = self.flier
            assert f is not None
            if f.rank:
                draw_card(app, round(f.x), round(f.y), f.rank, f.suit)
            else:
                draw_joker(app, round(f.x), round(f.y), 1 + self.launched % 4)
        self.canvas.blt(0, 0, pyxel.screen, 0, 0, w, h)
