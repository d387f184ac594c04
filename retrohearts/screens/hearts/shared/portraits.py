"""Portraits at the table, on the title and on the Players screen: pixel art from data files.

The six opponents and the two silhouettes of your own seat are drawn in ``portraits/*.txt``
(read by :mod:`portraitfile`): one grid of role characters per box size, expressions as
patches, and a legend giving each role's colour on every adapter family. This module picks
the family from the mode's inks, the grid from the box and the pixel aspect, renders it once
into a cached ``pyxel.Image`` (without numpy: the browser build has none) and blits it, so a
portrait costs one ``blt`` a frame.

Expressions: ``neutral``, ``queen`` (dismay: they took the queen of spades, or someone shot
the moon on them) and ``moon`` (delight: they shot the moon, or won); ``sad`` and ``happy``
are other names for the last two (the table's drawing says which one a seat shows).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pyxel

from retrohearts.datafiles import DataFileError
from retrohearts.pc.inks import ADAPTER_FAMILY, Ink, inks_for
from retrohearts.screens.hearts.shared.layout import table_layout
from retrohearts.screens.hearts.shared.portraitfile import (
    NEUTRAL,
    PortraitError,
    PortraitFile,
    load_portrait,
    render,
)

if TYPE_CHECKING:
    from retrohearts.pc.app import App

OPPONENT_NAMES = ("Jeffrey", "Lindsay", "Michael", "Ellen", "David", "Julia")
EXPRESSIONS = (NEUTRAL, "queen", "moon")
ALIASES = {"sad": "queen", "happy": "moon"}

#: how tall a family's pixels look on its 4:3 monitor (the grids are drawn for these)
ASPECT = {"svga": 1.0, "svga-mono": 1.0, "vga": 1.0, "vga-mono": 1.0, "ega": 1.37,
          "ega-mono": 1.37, "ega64k": 1.37, "cga": 1.2, "cga-mono": 1.2, "hercules": 1.55}
_EGA_REGISTER_5 = 0x005500  # the EGA palette's dark green, where VGA has magenta

_families: dict[Ink, str] = {}
_images: dict[tuple[str, str, str, int, int], Any] = {}


def family_of(ink: Ink) -> str:
    """The adapter family whose colours suit a mode with these inks."""
    family = _families.get(ink)
    if family is None:
        family = "vga"
        for (key, mono), fam in ADAPTER_FAMILY.items():
            if inks_for(key, mono) == ink:
                family = fam
                break
        _families[ink] = family
    if family == "vga" and pyxel.colors[5] == _EGA_REGISTER_5:
        return "ega"  # the 16-colour EGA and VGA inks may be alike; the palette is not
    return family


def expression_name(expression: str | None) -> str:
    name = ALIASES.get(expression or NEUTRAL, expression or NEUTRAL)
    return name if name in EXPRESSIONS else NEUTRAL


def portrait_pixels(who: str, expression: str, family: str, w: int, h: int) -> list[list[int]]:
    """The w x h palette indices of a portrait (enlarged from a smaller grid if need be)."""
    pf: PortraitFile = load_portrait(who)
    grid = pf.with_expression(pf.pick(w, h, ASPECT[family]), expression)
    pixels = render(pf, grid, family)
    if (grid.width, grid.height) == (w, h):
        return pixels
    # nearest neighbour, covering the box: centred across, the head kept at the top
    scale = max(w / grid.width, h / grid.height)
    off_x = (grid.width * scale - w) / 2
    cols = [min(grid.width - 1, int((x + off_x) / scale)) for x in range(w)]
    rows = [min(grid.height - 1, int(y / scale)) for y in range(h)]
    return [[pixels[r][c] for c in cols] for r in rows]


def _image(who: str, expression: str, family: str, w: int, h: int) -> Any:
    key = (who, expression, family, w, h)
    img = _images.get(key)
    if img is None:
        pixels = portrait_pixels(who, expression, family, w, h)
        img = pyxel.Image(w, h)
        if max(max(row) for row in pixels) < 16:  # one call: a row is a string of hex digits
            img.set(0, 0, ["".join("0123456789abcdef"[i] for i in row) for row in pixels])
        else:  # 256 colours: pixel by pixel, once
            for y, row in enumerate(pixels):
                for x, i in enumerate(row):
                    img.pset(x, y, i)
        _images[key] = img
    return img


def draw_portrait(x: int, y: int, w: int, h: int, name: str, ink: Ink,
                  *, silhouette: str | None = None, lit: bool = False,
                  screen: tuple[int, int, int, int] = (0, 0, 4096, 4096),
                  expression: str | None = None) -> None:
    """Draw a portrait in the w x h box at (x, y).

    silhouette "male"/"female" draws the player's own figure instead of a face;
    lit frames the portrait brightly (the leader, a winner); screen is the clip
    rectangle to restore afterwards; expression: neutral, queen (sad) or moon (happy).
    """
    if w < 2 or h < 2:
        return
    who = silhouette if silhouette in ("male", "female") else name
    pyxel.clip(x, y, w, h)
    try:
        img = _image(who, expression_name(expression), family_of(ink), w, h)
        pyxel.blt(x, y, img, 0, 0, w, h)
    except (DataFileError, PortraitError, KeyError):
        pyxel.rect(x, y, w, h, ink.panel)  # no picture: an empty frame, never a crash
    finally:
        pyxel.clip(*screen)
    if lit:
        pyxel.rectb(x, y, w, h, ink.highlight)
        pyxel.rectb(x + 1, y + 1, w - 2, h - 2, ink.highlight)
        return
    pyxel.rectb(x, y, w, h, ink.panel_dark)
    if ink.panel_dark == ink.bg:  # Hercules, EGA mono: a lit line inside, seen on the dark room
        pyxel.rectb(x + 1, y + 1, w - 2, h - 2, ink.text_dim)


def portrait_box(app: App) -> tuple[int, int]:
    """The size of a portrait at this mode's table (the grids are drawn for it)."""
    p = table_layout(app).seats[0].portrait
    return p.w, p.h


def draw_row(app: App, names: tuple[str, ...], x: int, y: int, gap: int,
             expression: str | None = None) -> int:
    """Portraits side by side from (x, y) at the table's size; return the x after the last."""
    w, h = portrait_box(app)
    for i, who in enumerate(names):
        draw_portrait(x + i * (w + gap), y, w, h, who, app.ink, expression=expression,
                      screen=(0, 0, app.width, app.height))
    return x + len(names) * (w + gap) - gap


def draw_title_portraits(app: App, left: int, right: int, top: int, height: int,
                         frames: int = 0) -> int:
    """The six opponents flanking the title's queens: three left of x=left, three right of
    x=right, centred on the rows top..top+height. Every few seconds one of them smiles.
    Returns the y below the portraits."""
    w, h = portrait_box(app)
    gap = app.layout.gap
    y = top + (height - h) // 2
    smiling = (frames // 150) % len(OPPONENT_NAMES) if frames % 150 >= 100 else -1
    xs = [left - gap * 2 - (3 - i) * (w + gap) + gap for i in range(3)]
    xs += [right + gap * 2 + i * (w + gap) for i in range(3)]
    for i, (px, who) in enumerate(zip(xs, OPPONENT_NAMES, strict=True)):
        draw_portrait(px, y, w, h, who, app.ink, expression="moon" if i == smiling else None,
                      screen=(0, 0, app.width, app.height))
    return y + h


def title_fits(app: App, fan_w: int) -> bool:
    """Whether three portraits fit on each side of a fan of queens fan_w wide."""
    w, _ = portrait_box(app)
    gap = app.layout.gap
    return fan_w + 2 * (3 * w + 4 * gap) + 16 <= app.width
