"""A screen of character cells, as a DOS text program drew it, in whatever mode the PC is in.

The boss key's spreadsheet and DOS prompt and the SETUP programs are text screens: 80 (or 40)
columns of the mode's font, each cell a character in a foreground and a background colour.
:class:`TextGrid` measures the mode's cells and draws into them; box frames are drawn as lines
through the middle of the cells, so they join in every font and cell width (a 9-pixel
Hercules cell, an 8-pixel VGA one). Colours are named by the 16 RGBI attribute colours of the
PC's text modes (:data:`RGBI`), and :class:`TextColours` finds each one's nearest in the mode
on screen: exactly where the mode has them, by brightness on a monochrome monitor, and always
a readable pair (a foreground that would vanish on its background takes the brightest
contrast instead).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from retrohearts.pc.app import App

#: The 16 colours of a text-mode attribute (dos-hardware.md 2.2, with the brown fix).
RGBI = (0x000000, 0x0000AA, 0x00AA00, 0x00AAAA, 0xAA0000, 0xAA00AA, 0xAA5500, 0xAAAAAA,
        0x555555, 0x5555FF, 0x55FF55, 0x55FFFF, 0xFF5555, 0xFF55FF, 0xFFFF55, 0xFFFFFF)
BLACK, BLUE, GREEN, CYAN, RED, MAGENTA, BROWN, GREY = range(8)
DARK_GREY, LIGHT_BLUE, LIGHT_GREEN, LIGHT_CYAN, LIGHT_RED, LIGHT_MAGENTA, YELLOW, WHITE = (
    range(8, 16))
MIN_CONTRAST = 48  # brightness steps (0-255) a readable pair is at least apart


def brightness(colour: int) -> float:
    """Perceived brightness of a 0xRRGGBB colour, 0-255 (the IBM grey-summing weights)."""
    return 0.299 * (colour >> 16) + 0.587 * ((colour >> 8) & 255) + 0.114 * (colour & 255)


def _distance(a: int, b: int) -> float:
    da = [(a >> s) & 255 for s in (16, 8, 0)]
    db = [(b >> s) & 255 for s in (16, 8, 0)]
    return sum((x - y) ** 2 * w for x, y, w in zip(da, db, (3, 4, 2), strict=True))


class TextColours:
    """The mode's palette index for each attribute colour, and readable pairs."""

    def __init__(self, app: App) -> None:
        self.colours = list(app.video.palette.colors)
        self.grey = app.mode.mono or all(
            (c >> 16) == ((c >> 8) & 255) == (c & 255) for c in self.colours)
        self.mono = app.mode.mono
        self._index = [self._nearest(c) for c in RGBI]

    def _nearest(self, colour: int) -> int:
        options = range(len(self.colours))
        if colour in self.colours[:16]:
            return self.colours.index(colour)
        if self.mono:  # a monochrome monitor: what counts is how bright it is
            b = brightness(colour)
            return min(options, key=lambda i: (abs(brightness(self.colours[i]) - b), i))
        return min(options, key=lambda i: (_distance(self.colours[i], colour), i))

    def __getitem__(self, n: int) -> int:
        """The palette index showing attribute colour ``n`` (0-15)."""
        return self._index[n]

    def bright(self, index: int) -> float:
        return brightness(self.colours[index])

    def contrast(self, index: int) -> int:
        """The palette index (of the 16 attribute colours' own) farthest in brightness."""
        b = self.bright(index)
        return max(sorted(set(self._index)), key=lambda i: abs(self.bright(i) - b))

    def pair(self, fg: int, bg: int) -> tuple[int, int]:
        """Palette indices for attribute colours ``fg`` on ``bg``, always readable."""
        f, b = self._index[fg], self._index[bg]
        if abs(self.bright(f) - self.bright(b)) < MIN_CONTRAST:
            f = self.contrast(b)
        return f, b


@dataclass
class TextGrid:
    """The mode's character cells: ``cols`` x ``rows`` of ``cw`` x ``ch`` pixels, centred."""

    app: App
    cols: int
    rows: int
    cw: int
    ch: int
    x0: int
    y0: int
    #: what each cell holds as drawn so far: (character, foreground, background); a text
    #: mode's mouse cursor is the cell under it with the two colours swapped
    cells: dict[tuple[int, int], tuple[str, int, int]] = field(default_factory=dict)

    @classmethod
    def of(cls, app: App) -> TextGrid:
        cw, ch = app.font.cell_w, app.font.cell_h
        cols, rows = app.width // cw, app.height // ch
        return cls(app, cols, rows, cw, ch, (app.width - cols * cw) // 2,
                   (app.height - rows * ch) // 2)

    def xy(self, col: int, row: int) -> tuple[int, int]:
        """The top left pixel of a cell."""
        return self.x0 + col * self.cw, self.y0 + row * self.ch

    def cell_at(self, x: int, y: int) -> tuple[int, int]:
        """The cell under a pixel (column, row)."""
        return (x - self.x0) // self.cw, (y - self.y0) // self.ch

    def clear(self, bg: int) -> None:
        """The whole screen (the margins round the cells too) in palette index ``bg``."""
        import pyxel

        pyxel.cls(bg)

    def fill(self, col: int, row: int, w: int, h: int, bg: int) -> None:
        """Paint ``w`` x ``h`` cells in palette index ``bg``."""
        import pyxel

        x, y = self.xy(col, row)
        pyxel.rect(x, y, w * self.cw, h * self.ch, bg)
        for r in range(row, row + h):
            for c in range(col, col + w):
                self.cells[(c, r)] = (" ", bg, bg)

    def put(self, col: int, row: int, text: str, fg: int, bg: int | None = None) -> None:
        """Write ``text`` from a cell on (cut at the right edge), on ``bg`` if given."""
        text = text[: max(0, self.cols - col)]
        if not text or row < 0 or row >= self.rows:
            return
        if bg is not None:
            self.fill(col, row, len(text), 1, bg)
        for i, char in enumerate(text):
            under = self.cells.get((col + i, row), (" ", fg, fg))[2]
            self.cells[(col + i, row)] = (char, fg, under if bg is None else bg)
        x, y = self.xy(col, row)
        if not self.app.font.proportional:
            self.app.text(x, y, text, fg)
            return
        for i, chunk in enumerate(text):  # a proportional face keeps to the cells
            if chunk != " ":
                self.app.text(x + i * self.cw, y, chunk, fg)

    def invert(self, col: int, row: int, colours: TextColours) -> None:
        """Draw a cell again with its colours swapped (the text-mode mouse cursor)."""
        import pyxel

        char, fg, bg = self.cells.get((col, row), (" ", 0, 0))
        if fg == bg:  # a blank cell: the cursor is a block that stands out from it
            fg = colours.contrast(bg)
        x, y = self.xy(col, row)
        pyxel.rect(x, y, self.cw, self.ch, fg)
        if char.strip():
            self.app.text(x, y, char, bg)

    def centre(self, row: int, text: str, fg: int, bg: int | None = None) -> None:
        self.put(max(0, (self.cols - len(text)) // 2), row, text, fg, bg)

    def box(self, col: int, row: int, w: int, h: int, fg: int, bg: int | None = None,
            double: bool = False) -> None:
        """A frame round ``w`` x ``h`` cells (its lines in the border cells' middles),
        the inside painted ``bg`` if given."""
        import pyxel

        if bg is not None:
            self.fill(col, row, w, h, bg)
        x, y = self.xy(col, row)
        left, top = x + self.cw // 2, y + self.ch // 2
        right, bottom = x + (w - 1) * self.cw + self.cw // 2, y + (h - 1) * self.ch + self.ch // 2
        gaps = (0, 2) if double else (0,)
        for g in gaps:
            pyxel.rectb(left - g, top - g, right - left + 1 + 2 * g, bottom - top + 1 + 2 * g,
                        fg)
