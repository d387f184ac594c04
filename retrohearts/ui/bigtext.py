"""Large lettering for titles: the 8x8 DOS font blown up, with a drop shadow.

Rendered once into an image per (text, scale, colours) and blitted afterwards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from retrohearts.pc.font import load_font

if TYPE_CHECKING:
    from retrohearts.pc.app import App

CLEAR = 255  # transparent: never drawn


def big_text_size(text: str, sx: int, sy: int) -> tuple[int, int]:
    return (len(text) * 8 * sx + sx, 8 * sy + sy)


def draw_big_text(app: App, x: int, y: int, text: str, sx: int, sy: int, col: int,
                  shadow: int | None = None, outline: int | None = None) -> None:
    """Draw ``text`` with each 8x8 font pixel as an ``sx`` x ``sy`` block."""
    import pyxel

    key = ("bigtext", text, sx, sy, col, shadow, outline)
    img = app.cache.get(key)
    w, h = big_text_size(text, sx, sy)
    if img is None:
        img = _render(text, sx, sy, col, shadow, outline, w, h)
        app.cache[key] = img
    pyxel.blt(x, y, img, 0, 0, w, h, CLEAR)


def _render(text: str, sx: int, sy: int, col: int, shadow: int | None, outline: int | None,
            w: int, h: int) -> Any:
    import pyxel

    font = load_font("cga8x8")
    scratch = pyxel.Image(len(text) * 8, 8)
    scratch.cls(0)
    scratch.text(0, 0, text, 1, font.pyxel_font)
    bits = [[scratch.pget(x, y) == 1 for x in range(len(text) * 8)] for y in range(8)]
    img = pyxel.Image(w, h)
    img.cls(CLEAR)
    if shadow is not None:
        for y, row in enumerate(bits):
            for x, on in enumerate(row):
                if on:
                    img.rect(x * sx + sx, y * sy + sy, sx, sy, shadow)
    for y, row in enumerate(bits):
        for x, on in enumerate(row):
            if on:
                img.rect(x * sx, y * sy, sx, sy, col)
                if outline is not None and sx >= 3 and sy >= 3:
                    # a bevel: the top-left edge of each block in the outline colour
                    if y == 0 or not bits[y - 1][x]:
                        img.rect(x * sx, y * sy, sx, 1, outline)
                    if x == 0 or not row[x - 1]:
                        img.rect(x * sx, y * sy, 1, sy, outline)
    return img
