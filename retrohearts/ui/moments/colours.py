"""The colours a moment draws with, in whatever mode the PC is in.

Fireworks and stars want the mode's brightest colours in an order worth cycling through
(red, yellow, green, cyan, blue, magenta, white where the mode has them; CGA's three; a
monochrome monitor's shades); a night sky wants the darkest colour, and on the Psion's LCD,
which is dark on light, the paper.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from retrohearts.ui.textgrid import (
    DARK_GREY,
    GREY,
    LIGHT_BLUE,
    LIGHT_CYAN,
    LIGHT_GREEN,
    LIGHT_MAGENTA,
    LIGHT_RED,
    WHITE,
    YELLOW,
    TextColours,
    brightness,
)

if TYPE_CHECKING:
    from retrohearts.pc.app import App

_SPARKS = (LIGHT_RED, YELLOW, LIGHT_GREEN, LIGHT_CYAN, LIGHT_BLUE, LIGHT_MAGENTA, WHITE)


@dataclass(frozen=True)
class NightColours:
    """Palette indices: the sky, the moon's face and its shadows, and the sparks' cycle."""

    sky: int
    light: int  # the brightest thing (the moon, the lettering)
    shade: int  # craters, a shadow; may equal sky where the mode has no middle shade
    cycle: tuple[int, ...]  # at least three entries, for palette cycling

    @property
    def has_shade(self) -> bool:
        return self.shade != self.sky


def night_colours(app: App) -> NightColours:
    """The night's colours for this mode."""
    colours = list(app.video.palette.colors)[:16]
    if app.mode.adapter == "lcd":  # dark on light: the paper is the sky
        return NightColours(0, 2, 1, (2, 1, 2, 0))
    order = sorted(range(len(colours)), key=lambda i: (brightness(colours[i]), i))
    sky, light = order[0], order[-1]
    tc = TextColours(app)
    greys = [tc[GREY], tc[DARK_GREY]] + order[1:-1]  # craters want grey, if there is one
    shade = next((i for i in greys if i not in (sky, light)
                  and 50 < brightness(colours[i]) < brightness(colours[light]) - 40), sky)
    cycle: list[int] = []
    for n in _SPARKS:
        index = tc[n]
        if index != sky and index not in cycle:
            cycle.append(index)
    while len(cycle) < 3:  # two- and three-shade screens: sparks blink in turn
        cycle.append(sky if len(cycle) % 2 else light)
    return NightColours(sky, light, shade, tuple(cycle))


def register(cycle: tuple[int, ...], slot: int, shift: int) -> int:
    """Palette cycling: a spark drawn in colour register ``slot`` shows the colour the
    register holds after ``shift`` rotations (the way a 1993 game rotated its DAC or
    palette registers; rotating virtual registers does it on two-shade screens too)."""
    return cycle[(slot + shift) % len(cycle)]
