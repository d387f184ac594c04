"""The strokes every Hearts screen draws with: bold text, raised panels, buttons, the halo's room.

In the period style of the 1993 program, in the mode's logical inks (``app.ink``). The table,
the page screens, the menu screens and the dialogs all use them, so they live below all of
them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pyxel

from retrohearts.pc.halo import HALO_REACH
from retrohearts.screens.hearts.shared.layout import Rect

if TYPE_CHECKING:
    from retrohearts.pc.app import App

HALO = HALO_REACH  # how far the halo reaches outside an item (retrohearts.pc.halo)


def bevel(app: App, r: Rect, face: int, *, pressed: bool = False) -> None:
    """A raised (or pressed) panel in the period style."""
    ink = app.ink
    pyxel.rect(r.x, r.y, r.w, r.h, face)
    light, dark = (ink.panel_dark, ink.panel_light) if pressed else (ink.panel_light,
                                                                     ink.panel_dark)
    pyxel.line(r.x, r.y, r.right - 1, r.y, light)
    pyxel.line(r.x, r.y, r.x, r.bottom - 1, light)
    pyxel.line(r.x, r.bottom - 1, r.right - 1, r.bottom - 1, dark)
    pyxel.line(r.right - 1, r.y, r.right - 1, r.bottom - 1, dark)
    if face == ink.panel_light or face == ink.panel_dark:
        pyxel.rectb(r.x, r.y, r.w, r.h, ink.card_edge)


def button(app: App, r: Rect, label: str, *, enabled: bool = True) -> None:
    """An icon button with its label centred; a disabled one (it can do nothing now) has
    its label greyed, in an ink between the face's and the label's, or dotted where the
    mode has none (two colours, or CGA's green on brown)."""
    ink = app.ink
    bevel(app, r, ink.button)
    col = ink.button_text
    if not enabled and _between(app, ink.panel_dark, ink.button, ink.button_text):
        col = ink.panel_dark
    tw = app.text_width(label)
    tx, ty = r.x + (r.w - tw) // 2, r.y + (r.h - app.font.cell_h) // 2 + 1
    app.text(tx, ty, label, col)
    if not enabled and col == ink.button_text:  # every other pixel of the label goes
        pyxel.dither(0.5)
        pyxel.rect(tx, ty, tw, app.font.cell_h, ink.button)
        pyxel.dither(1.0)


def _between(app: App, grey: int, face: int, text: int) -> bool:
    """Whether ink ``grey`` lies clearly between two others in brightness (a greyed label
    that still reads on the face, and is not taken for the usual one)."""
    from retrohearts.ui.text import luminance

    g, f, t = luminance(app, grey), luminance(app, face), luminance(app, text)
    return min(abs(g - f), abs(g - t)) >= 40 and min(f, t) < g < max(f, t)


def bold(app: App, x: int, y: int, text: str, col: int) -> None:
    """Bold text: doubled strokes (DOS programs' bold)."""
    app.text(x, y, text, col)
    app.text(x + 1, y, text, col)
