"""Night falls over whatever is on the screen: lines of sky, ever closer, then sky alone.

From frame ``start`` the screen beneath disappears behind horizontal lines of the night's
sky colour, eight pixels apart, then four, two, one (``frames`` frames in all): the
venetian-blind fade a 1993 program could afford without touching its palette.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from retrohearts.ui.moments.colours import night_colours

if TYPE_CHECKING:
    from retrohearts.pc.app import App


class Nightfall:
    """The fade to the night sky, from frame ``start`` for ``frames`` frames."""

    def __init__(self, start: int = 0, frames: int = 30) -> None:
        self.start = start
        self.frames = max(1, frames)

    def draw(self, app: App, frame: int) -> None:
        import pyxel

        t = frame - self.start
        if t < 0:
            return
        sky = night_colours(app).sky
        w, h = app.width, app.height
        if t >= self.frames:
            pyxel.rect(0, 0, w, h, sky)
            return
        step = (8, 4, 2)[min(2, t * 3 // self.frames)]
        for y in range(0, h, step):
            pyxel.line(0, y, w - 1, y, sky)
