"""Faces on court cards and jokers: the pixel art of ``cardfaces/*.txt`` put on a card.

The jack, queen and king are drawn as busts with crown or hat, two-headed like printed
court cards where the card is big enough, dressed in their suit's colours (spades blue,
hearts red, diamonds gold, clubs green, as far as the mode has colours; in mono, each suit
its own robe pattern), with the suit pip beside each head; HomeRun's joker is a jester.
The art is data (:mod:`retrohearts.ui.facefile`); this module picks the adapter family
from the mode, the grid from the room the card leaves beside its index, renders the panel
once into a cached ``pyxel.Image`` and hands it to ``ui/cards.py``, which keeps whole
rendered cards in its own cache: a court card on the table costs one ``blt`` a frame.

A face file that is missing or damaged is said once, in the original's words
(``Cannot find 'cardfaces/king.txt' data in 'HEARTS.DAT'``), and the cards it would
have drawn keep the plain framed letter: the game plays on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from retrohearts.datafiles import DataFileError
from retrohearts.pc.inks import adapter_family
from retrohearts.ui.facefile import FACE_NAMES, FaceFile, load_face, panel, pip_spots
from retrohearts.ui.pips import Bitmap, outline, small_pip, tiny_pip

if TYPE_CHECKING:
    from retrohearts.pc.app import App

TRANSPARENT = 255  # as in ui/cards.py: never drawn


_reported: set[str] = set()  # data files already said to be missing (once each)

Box = tuple[int, int, int, int]  # x, y, w, h inside a card


def family_of(app: App) -> str:
    """The adapter family whose colours the current mode shows."""
    return adapter_family(app.mode.inks, app.mode.mono)


def face_name(rank: int) -> str | None:
    """The face file of a rank (11 jack, 12 queen, 13 king; 0 the joker), else None."""
    return FACE_NAMES.get(rank)


def index_width(app: App) -> int:
    """Width of a card's corner index (the rank letter over its 7-pixel suit)."""
    font = app.font
    return max(7, 4 if font.proportional else font.cell_w - 1)


def index_corner(app: App, w: int) -> tuple[int, int]:
    """Where a card's corner index starts: (2, 2) on a small card, (3, 3) on a larger one;
    on Hercules two pixels further in, as the heavy strokes of its 9-dot glyphs read as
    touching the card's dark edge at 3."""
    if w < 40:
        return 2, 2
    return (5, 3) if app.font.cell_w == 9 and not app.font.proportional else (3, 3)


def court_box(app: App, w: int, h: int, big: bool) -> Box:
    """The room for a court figure on a w x h card: between the two corner indices of a
    big card, right of the index on a small one (whose other corner is left bare)."""
    ix, iy = index_corner(app, w)
    x0 = ix + index_width(app) + 1
    if big:
        return (x0, iy + 1, w - 2 * x0, h - 2 * (iy + 1))
    return (x0, iy, w - _right_margin(app, w) - x0, h - 2 * iy)


def joker_box(app: App, w: int, h: int) -> Box:
    """The room for the jester beside the joker's column of letters."""
    ix, iy = index_corner(app, w)
    x0 = ix + index_width(app) + 1
    top = iy + 1 if h >= 60 else iy
    return (x0, top, w - _right_margin(app, w) - x0, h - 2 * top)


def small_box(app: App, w: int, h: int) -> Box:
    """The room for a figure on a small point card, right of the strip with its letter."""
    x0 = app.font.cell_w + 2
    return (x0, 2, w - 1 - x0, h - 3)


def _right_margin(app: App, w: int) -> int:
    shade = app.ink.card_shade != app.ink.card
    return (2 if w < 40 else 3) + (1 if shade else 0)


def load(name: str) -> FaceFile | None:
    """The face file ``name``; None (said once) when it is missing or damaged."""
    try:
        return load_face(name)
    except DataFileError as err:
        if err.what not in _reported:
            _reported.add(err.what)
            print(err)  # (said as the sounds are: the game plays on)
        return None


def panel_image(app: App, name: str, suit: str, box: Box,
                use: str = "card") -> tuple[Any, int, int] | None:
    """The rendered figure for a box: (image, x, y) with the image's place on the card, or
    None when there is no art for it (no file, or no grid small enough)."""
    key = ("face-panel", name, suit, box, use)
    if key in app.cache:
        return app.cache[key]  # type: ignore[no-any-return]
    result = None
    face = load(name)
    grid = face.pick(box[2], box[3], use) if face is not None else None
    if face is not None and grid is not None:
        import pyxel

        pixels = panel(face, grid, family_of(app), suit)
        w, h = grid.width, grid.panel_height
        img = pyxel.Image(w, h)
        img.cls(TRANSPARENT)
        for y, row in enumerate(pixels):
            for x, col in enumerate(row):
                if col is not None:
                    img.pset(x, y, col)
        if suit in "CDHS":
            for px, py, size, flipped in pip_spots(grid):
                _pip(app, img, suit, px, py, size, flipped)
        result = (img, box[0] + (box[2] - w) // 2, box[1] + (box[3] - h) // 2)
    app.cache[key] = result
    return result


def _pip(app: App, img: Any, suit: str, x: int, y: int, size: int, flipped: bool) -> None:
    ink = app.ink
    red = suit in "HD"
    bmp: Bitmap = small_pip(suit) if size == 7 else tiny_pip(suit)
    if ink.hollow_red and red:
        bmp = outline(bmp)
    if flipped:
        bmp = tuple(tuple(reversed(row)) for row in reversed(bmp))
    col = ink.red_suit if red else ink.black_suit
    for yy, row in enumerate(bmp):
        for xx, bit in enumerate(row):
            if bit:
                img.pset(x + xx, y + yy, col)


def draw_figure(app: App, img: Any, rank: int, suit: str, box: Box) -> bool:
    """Put the figure of ``rank`` (0: the joker) of ``suit`` in ``box`` of a card image;
    False when there is none to draw (the caller draws the plain letter instead)."""
    name = face_name(rank)
    if name is None or box[2] < 3 or box[3] < 3:
        return False
    found = panel_image(app, name, suit, box)
    if found is None:
        return False
    panel_img, x, y = found
    img.blt(x, y, panel_img, 0, 0, panel_img.width, panel_img.height, TRANSPARENT)
    return True
