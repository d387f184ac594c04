"""Bold text and pixel-width word wrap over the mode's font (fixed cell or proportional).

The DOS fonts have one weight and fixed cells, so ``ui/text.wrap`` can count
characters; the LCD's proportional faces need wrapping by measured width, and their
bold face (``<font>b``) for titles and menu cards. Widgets call :func:`draw_text`
and :func:`wrap_width` and never ask which kind of font the mode has.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from retrohearts.pc.font import CELLS, PROPORTIONAL, DosFont, load_font
from retrohearts.ui.text import wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App


def font_of(app: App, bold: bool = False) -> DosFont:
    """The mode's font, or its bold face when it has one (else the font itself)."""
    if bold and f"{app.font.name}b" in PROPORTIONAL:
        return load_font(f"{app.font.name}b")
    return app.font


@contextmanager
def printing_in(app: App, font: DosFont) -> Iterator[None]:
    """Inside the block ``app.text`` and ``app.text_width`` use ``font`` (small print on a
    crowded screen), so whatever reads the screen's text reads this too."""
    saved = app.font
    app.font = font
    try:
        yield
    finally:
        app.font = saved


def text_width(app: App, text: str, bold: bool = False) -> int:
    return font_of(app, bold).text_width(text)


def draw_text(app: App, x: int, y: int, text: str, col: int, bold: bool = False) -> None:
    """Draw ``text``; ``bold`` uses the bold face where the mode has one."""
    import pyxel

    font = font_of(app, bold)
    pyxel.text(x, y, font.drawable(text), col, font.pyxel_font)


def wrap_width(app: App, text: str, width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels (blank lines kept)."""
    return wrap(text, width, font_of(app, bold).text_width)


def is_proportional(app: App) -> bool:
    return app.font.name not in CELLS


def scaled_text_size(app: App, text: str, scale: int, bold: bool = False) -> tuple[int, int]:
    font = font_of(app, bold)
    return (font.text_width(text) * scale, font.cell_h * scale)


def draw_scaled_text(app: App, x: int, y: int, text: str, col: int, scale: int,
                     bold: bool = False) -> None:
    """``text`` with every font pixel drawn as a ``scale`` x ``scale`` block (titles)."""
    import pyxel

    key = ("scaled-text", app.font.name, text, bold)
    img = app.cache.get(key)
    font = font_of(app, bold)
    w, h = font.text_width(text), font.cell_h
    if img is None:
        img = pyxel.Image(max(1, w), h)
        img.cls(0)
        img.text(0, 0, text, 1, font.pyxel_font)
        app.cache[key] = img
    for yy in range(h):
        xx = 0
        while xx < w:
            if img.pget(xx, yy):
                run = 1
                while xx + run < w and img.pget(xx + run, yy):
                    run += 1
                pyxel.rect(x + xx * scale, y + yy * scale, run * scale, scale, col)
                xx += run
            else:
                xx += 1
