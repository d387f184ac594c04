"""Fireworks by palette cycling: rockets rise, burst into rings of sparks, and the sparks'
colours chase round the rings as the registers they are drawn in rotate.

Each spark is drawn in a colour register (its spoke plus its place along the spoke), and
every few frames the registers rotate (:func:`.colours.register`): colour running outward
and round the burst for the price of a palette change, which is how the CGA's four colours
(or the Hercules card's two) could put on a show. Bursts come from a seeded generator, so
a run's frames are the same every time.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from retrohearts.ui.moments.colours import night_colours, register

if TYPE_CHECKING:
    from retrohearts.pc.app import App

RISE = 24  # frames a rocket climbs
LIFE = 70  # frames a burst lasts
TRAIL = 6  # sparks along each spoke
ROTATE = 3  # frames between palette rotations


@dataclass(frozen=True)
class Burst:
    x: float  # fractions of the screen
    y: float
    start: int  # frame the rocket leaves
    size: float  # radius, a fraction of the screen's width
    spokes: int
    twist: float


class Fireworks:
    """A show of ``count`` bursts from frame ``start``, ``gap`` frames apart (about)."""

    def __init__(self, seed: int = 1993, *, start: int = 0, count: int = 8,
                 gap: int = 22) -> None:
        rnd = random.Random(seed)
        self.bursts = [Burst(rnd.uniform(0.12, 0.88), rnd.uniform(0.1, 0.42),
                             start + i * gap + rnd.randrange(0, max(1, gap // 2)),
                             rnd.uniform(0.08, 0.15), rnd.choice((16, 18, 20, 24)),
                             rnd.uniform(0, math.pi))
                       for i in range(count)]

    @property
    def end(self) -> int:
        """The frame the last burst has faded by."""
        return max(b.start for b in self.bursts) + RISE + LIFE

    def draw(self, app: App, frame: int) -> None:
        import pyxel

        night = night_colours(app)
        cycle = night.cycle
        shift = frame // ROTATE
        w, h = app.width, app.height
        aspect = app.layout.pixel_aspect
        dot = max(1, w // 300)
        for b in self.bursts:
            age = frame - b.start
            if age < 0:
                continue
            cx, cy = b.x * w, b.y * h
            if age < RISE:  # the rocket and its sparkling tail
                t = age / RISE
                y = h - (h - cy) * (1 - (1 - t) ** 2)
                x = cx + (1 - t) * (b.x - 0.5) * w * 0.1
                for k in range(3):
                    pyxel.rect(round(x), round(y + k * 3 * dot), dot, dot * 2,
                               register(cycle, k, shift))
                continue
            a = age - RISE
            if a >= LIFE:
                continue
            grow = 1 - (1 - min(1.0, a / (LIFE * 0.45))) ** 3
            radius = b.size * w * grow
            fall = (a / LIFE) ** 2 * h * 0.06
            fading = a > LIFE * 0.75
            for s in range(b.spokes):
                angle = b.twist + 2 * math.pi * s / b.spokes
                dx, dy = math.cos(angle), math.sin(angle) / aspect
                for j in range(TRAIL):
                    if fading and j % 2 == (a // 4) % 2:
                        continue  # the dying sparks flicker out
                    r = radius * (1 - j * 0.14)
                    if r <= 0:
                        continue
                    x = round(cx + dx * r)
                    y = round(cy + dy * r + fall * (1 + j * 0.3))
                    size = dot + (j == 0) * max(1, dot // 2 + 1)
                    pyxel.rect(x, y, size, size, register(cycle, s + j, shift))
