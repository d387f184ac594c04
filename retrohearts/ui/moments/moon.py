"""Shooting the moon: night falls over the table, the moon rises among twinkling stars and
smiles, and a shooting star crosses the sky.

The stars twinkle by palette cycling (each drawn in a register that rotates, see
:mod:`.colours`); the moon is the mode's brightest colour with craters in a middle shade,
or dotted where the mode has none (Hercules, EGA on a monochrome monitor); its eyes and
smile are in the sky's darkest colour, so the face reads over the craters. Star places
come from a seeded generator, so a run's frames are the same every time.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from retrohearts.ui.moments.colours import night_colours, register
from retrohearts.ui.moments.nightfall import Nightfall

if TYPE_CHECKING:
    from retrohearts.pc.app import App

DUSK = 30  # frames the night takes to fall
RISE = 110  # frames the moon takes to rise
STARS = 70


class MoonRise:
    """The night sky and the moon, from the moment's frame count."""

    def __init__(self, seed: int = 26) -> None:
        rnd = random.Random(seed)
        self.stars = [(rnd.random(), rnd.random() * 0.9, rnd.randrange(7), rnd.random() < 0.2)
                      for _ in range(STARS)]
        self.dusk = Nightfall(0, DUSK)
        self.streak = (rnd.uniform(0.55, 0.8), rnd.uniform(0.05, 0.2))

    def draw(self, app: App, frame: int) -> None:
        import pyxel

        night = night_colours(app)
        w, h = app.width, app.height
        aspect = app.layout.pixel_aspect
        self.dusk.draw(app, frame)
        dot = max(1, w // 320)
        shift = frame // 6
        for x, y, slot, big in self.stars:
            col = register(night.cycle + (night.sky,), slot, shift)
            sx, sy = round(x * w), round(y * h)
            pyxel.rect(sx, sy, dot, dot, col)
            if big:  # a bright star: a small cross
                arm = dot * 2
                tall = max(1, round(arm / aspect))
                pyxel.line(sx - arm, sy, sx + arm, sy, col)
                pyxel.line(sx, sy - tall, sx, sy + tall, col)
        # the moon climbs from below the bottom edge into the upper part of the sky
        r = min(w, round(h * aspect)) * 0.17
        rise = min(1.0, max(0.0, (frame - DUSK * 0.5) / RISE))
        cx = w * 0.5
        cy = h + r / aspect - (h * 0.72 + r / aspect) * (1 - (1 - rise) ** 2)
        self._moon(cx, cy, r, (night.light, night.shade, night.sky), aspect,
                   smiling=rise >= 1.0, dotted=not night.has_shade)
        # a shooting star once the moon is up
        t = frame - DUSK - RISE
        if 0 <= t < 40:
            sx0, sy0 = self.streak
            x = (sx0 + t * 0.012) * w
            y = (sy0 + t * 0.006) * h
            for k in range(6):
                pyxel.rect(round(x - k * 4 * dot), round(y - k * 2 * dot / aspect), dot, dot,
                           register(night.cycle, k, shift))

    @staticmethod
    def _moon(cx: float, cy: float, r: float, inks: tuple[int, int, int], aspect: float, *,
              smiling: bool, dotted: bool) -> None:
        """The moon: its face in ``light``, craters in ``shade`` (dotted with ``dotted``),
        and once ``smiling`` eyes and a smile in ``dark``, the sky's colour, so that they
        stand out from the craters."""
        import pyxel

        light, shade, dark = inks

        def ellipse(x: float, y: float, rx: float, col: int) -> None:
            ry = rx / aspect
            pyxel.elli(round(x - rx), round(y - ry), max(1, round(rx * 2)),
                       max(1, round(ry * 2)), col)

        ellipse(cx, cy, r, light)
        if dotted:  # no middle shade: craters of dots in the sky's colour
            pyxel.dither(0.5)
        for fx, fy, fr in ((-0.35, -0.3, 0.18), (0.3, 0.35, 0.14), (0.45, -0.15, 0.1),
                           (-0.1, 0.5, 0.08)):
            ellipse(cx + fx * r, cy + fy * r / aspect, r * fr, shade)
        pyxel.dither(1.0)
        if smiling:  # the man in the moon is pleased for you
            for ex in (-0.28, 0.28):
                ellipse(cx + ex * r, cy - 0.12 * r / aspect, max(1.0, r * 0.06), dark)
            for i in range(9):
                fx = -0.32 + i * 0.08
                fy = 0.22 + 0.18 * (1 - (fx / 0.32) ** 2)
                ellipse(cx + fx * r, cy + fy * r / aspect, max(1.0, r * 0.035), dark)
