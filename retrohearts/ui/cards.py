"""Playing cards drawn for the current mode: faces, two back designs, darkened, selected.

Games call these with plain values (rank 2..14, suit letter "C"/"D"/"S"/"H"), never
with game objects, and never think about the mode: sizes come from ``app.layout``,
colours from ``app.ink``. Red suits turn hollow where colour cannot tell them from
black; darkened cards are dotted in a checkerboard (never a flat colour that could
pass for the table or the menu behind). Jacks, queens, kings and jokers wear the
pixel-art figures of ``cardfaces/`` (``ui/courts.py``); without them, a framed letter. Each
face is rendered once into an image and then blitted, so a busy table stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from retrohearts.ui.courts import (
    court_box,
    draw_figure,
    face_name,
    index_corner,
    joker_box,
    panel_image,
    small_box,
)
from retrohearts.ui.pips import Bitmap, outline, pip, small_pip

if TYPE_CHECKING:
    from retrohearts.pc.app import App

BackDesign = Literal["standard", "alternate"]
TRANSPARENT = 255  # never a palette colour of a mode with < 256 colours... and never drawn
RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A", 1: "A"}
SUITS = "CDSH"

_PIP_SPOTS = {  # pip centres in the pip area: (column -1/0/1, row 0..1)
    2: ((0, 0), (0, 1)),
    3: ((0, 0), (0, 0.5), (0, 1)),
    4: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    5: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    6: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    7: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    8: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    9: ((-1, 0), (1, 0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5), (-1, 2 / 3), (1, 2 / 3),
        (-1, 1), (1, 1)),
    10: ((-1, 0), (1, 0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3), (-1, 2 / 3), (1, 2 / 3),
         (0, 5 / 6), (-1, 1), (1, 1)),
}


def rank_text(rank: int) -> str:
    return RANK_TEXT.get(rank, str(rank))


def is_red(suit: str) -> bool:
    return suit.upper() in ("H", "D")


def card_size(app: App) -> tuple[int, int]:
    lay = app.layout
    return (lay.card_w, lay.card_h)


def draw_card(app: App, x: int, y: int, rank: int, suit: str, *, dark: bool = False,
              selected: bool = False) -> None:
    """Draw the face of ``rank`` of ``suit`` with its top-left corner at (x, y)."""
    key = ("card", rank, suit.upper(), dark, selected)
    _blit(app, x, y, key, lambda img: _render_face(app, img, rank, suit.upper(), dark, selected))


def draw_joker(app: App, x: int, y: int, number: int = 1, *, dark: bool = False,
               selected: bool = False) -> None:
    """Draw joker ``number`` (1-4; odd ones black, even ones red), for HomeRun."""
    key = ("joker", number, dark, selected)
    _blit(app, x, y, key, lambda img: _render_joker(app, img, number, dark, selected))


def draw_back(app: App, x: int, y: int, design: BackDesign = "standard", *,
              selected: bool = False) -> None:
    """Draw a face-down card in one of the two back designs."""
    key = ("back", design, selected)
    _blit(app, x, y, key, lambda img: _render_back(app, img, design, selected))


def draw_small_back(app: App, x: int, y: int, w: int, h: int,
                    design: BackDesign = "standard") -> None:
    """A face-down card w x h (an opponent's hand, shown small): white rim, the design's
    colour and pattern inside, drawn directly (no cache: a few rectangles)."""
    import pyxel

    ink = app.ink
    main, pattern = ((ink.back, ink.back_pattern) if design == "standard"
                     else (ink.back_alt, ink.back_alt_pattern))
    pyxel.rect(x, y, w, h, ink.card)
    pyxel.rectb(x, y, w, h, ink.card_edge)
    if w > 4 and h > 4:
        pyxel.rect(x + 2, y + 2, w - 4, h - 4, main)
        if w > 8 and h > 8:
            pyxel.rectb(x + 3, y + 3, w - 6, h - 6, pattern)
        if main == ink.card:  # a back the colour of the face: the frame tells it apart
            pyxel.rectb(x + 2, y + 2, w - 4, h - 4, ink.card_edge)


def draw_small_card(app: App, x: int, y: int, w: int, h: int, rank: int, suit: str,
                    letter: bool = False) -> None:
    """A small face-up card w x h (a point card in front of a player). Its left strip
    shows the suit, under the rank letter when ``letter``, so an overlapped row still
    reads; a jack, queen or king shows its face in the rest (the top card of a pile)."""
    import pyxel

    ink = app.ink
    suit = suit.upper()
    pyxel.rect(x, y, w, h, ink.card)
    pyxel.rectb(x, y, w, h, ink.card_edge)
    if letter:
        app.text(x + 1, y + 1, rank_text(rank), ink.red_suit if is_red(suit) else ink.black_suit)
        if h >= app.font.cell_h * 2 + 1:
            draw_suit_mark(app, x + 1, y + 1 + app.font.cell_h, suit)
    else:
        draw_suit_mark(app, x + 1, y + 1, suit)
    if rank in (11, 12, 13):
        name = face_name(rank)
        found = panel_image(app, name, suit, small_box(app, w, h), "point") if name else None
        if found is not None:
            panel_img, px, py = found
            pyxel.blt(x + px, y + py, panel_img, 0, 0, panel_img.width, panel_img.height,
                      TRANSPARENT)


def draw_slot(app: App, x: int, y: int) -> None:
    """An empty place for a card: a thin outline on the table."""
    import pyxel

    w, h = card_size(app)
    ink = app.ink
    col = ink.table_hi if ink.table_hi != ink.table else ink.text_dim
    pyxel.rectb(x, y, w, h, col)


def _blit(app: App, x: int, y: int, key: tuple[Any, ...], render: Any) -> None:
    import pyxel

    img = app.cache.get(key)
    w, h = card_size(app)
    if img is None:
        img = pyxel.Image(w, h)
        img.cls(TRANSPARENT)
        render(img)
        app.cache[key] = img
    pyxel.blt(x, y, img, 0, 0, w, h, TRANSPARENT)


def _body(app: App, img: Any, face: int) -> None:
    """Card outline with rounded corners, filled with ``face``."""
    w, h = card_size(app)
    ink = app.ink
    edge = ink.card_edge
    img.rect(1, 1, w - 2, h - 2, face)
    img.line(2, 0, w - 3, 0, edge)
    img.line(2, h - 1, w - 3, h - 1, edge)
    img.line(0, 2, 0, h - 3, edge)
    img.line(w - 1, 2, w - 1, h - 3, edge)
    for cx, cy in ((1, 1), (w - 2, 1), (1, h - 2), (w - 2, h - 2)):
        img.pset(cx, cy, edge)
    if ink.card_shade != face and face == ink.card:
        img.line(2, h - 2, w - 3, h - 2, ink.card_shade)
        img.line(w - 2, 2, w - 2, h - 3, ink.card_shade)


def _stamp(img: Any, bmp: Bitmap, x: int, y: int, col: int, clear: int | None = None) -> None:
    """Draw a bitmap; with ``clear``, first a one-pixel ring of that colour around it."""
    if clear is not None:
        for yy, row in enumerate(bmp):
            for xx, bit in enumerate(row):
                if bit:
                    img.rect(x + xx - 1, y + yy - 1, 3, 3, clear)
    for yy, row in enumerate(bmp):
        for xx, bit in enumerate(row):
            if bit:
                img.pset(x + xx, y + yy, col)


def _suit_bitmap(app: App, suit: str, w: int, h: int) -> Bitmap:
    bmp = small_pip(suit) if w <= 8 else pip(suit, w, h)
    if app.ink.hollow_red and is_red(suit):
        bmp = outline(bmp)
    return bmp


def _glyph_top(app: App) -> int:
    """Blank rows above the capitals in a font cell."""
    return {8: 0, 14: 1, 16: 2}.get(app.font.cell_h, 0)


def _cap_height(app: App) -> int:
    return 7 if app.font.cell_h == 8 else 9


def _text(app: App, img: Any, x: int, y: int, s: str, col: int, clear: int | None) -> None:
    if clear is not None:
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)):
            img.text(x + dx, y + dy, s, clear, app.font.pyxel_font)
    img.text(x, y, s, col, app.font.pyxel_font)


def _rank(app: App, img: Any, x: int, y: int, text: str, col: int, clear: int | None) -> int:
    """Draw a rank index ("10" condensed, as on printed cards); return its width."""
    if text == "10" and not getattr(app.font, "proportional", False):
        # (a proportional face's own "10" is narrow already: draw it as text)
        if app.layout.card_w < 40:
            # small cards overlap 14 pixels apart: a two-pixel "1" keeps "10" off the
            # next card's edge (CGA's "10K" read as one word)
            top = y + _glyph_top(app)
            cap = _cap_height(app)
            if clear is not None:
                img.rect(x - 2, top - 1, 5, cap + 2, clear)
            img.rect(x, top, 2, cap, col)
            img.pset(x - 1, top + 1, col)
            _text(app, img, x + 3, y, "0", col, clear)
            return 10
        _text(app, img, x - 1, y, "1", col, clear)
        _text(app, img, x + 5, y, "0", col, clear)
        return 12
    _text(app, img, x, y, text, col, clear)
    return app.font.text_width(text) - 1 if len(text) > 1 else app.font.cell_w - 1


def _darken(app: App, img: Any, dark: bool) -> int | None:
    """Dot a darkened face with a checkerboard in ``ink.dark_dots``: in every mode it
    reads as "greyed out" and never as a hole showing the menu or the felt behind.

    Returns the colour to ring glyphs with so they stay readable (None: not darkened).
    """
    ink = app.ink
    if not dark:
        return None
    w, h = card_size(app)
    for yy in range(2, h - 2):
        for xx in range(2 + (yy % 2), w - 2, 2):
            img.pset(xx, yy, ink.dark_dots)
    return ink.card


def _frame_selected(app: App, img: Any, face: int) -> None:
    """A card chosen (to pass, to move): a dotted two-pixel band just inside its edge, in
    the selected ink; the halo is a solid ring outside, so the two never look alike."""
    ink = app.ink
    w, h = card_size(app)
    sel = ink.selected if ink.selected != face else ink.card_edge
    # small cards keep their index at (2, 2): the band takes the card's edge instead,
    # or it would run into the rank (CGA's J and K of hearts read as blots)
    m = 0 if w < 40 else 1
    img.rectb(m, m, w - 2 * m, h - 2 * m, sel)
    b = m + (2 if w < 40 else 3)  # the band's inner edge
    for yy in range(m + 1, h - m - 1):
        for xx in range(m + 1, w - m - 1):
            band = xx < b or xx >= w - b or yy < b or yy >= h - b
            if band and (xx + yy) % 2 == 0:
                img.pset(xx, yy, sel)


def _blow_up(app: App, img: Any, ch: str, x: int, y: int, scale: int, col: int) -> None:
    """One font glyph drawn with each pixel as a ``scale`` x ``scale`` block."""
    import pyxel

    font = app.font
    scratch = pyxel.Image(font.cell_w, font.cell_h)
    scratch.cls(0)
    scratch.text(0, 0, ch, 1, font.pyxel_font)
    for yy in range(font.cell_h):
        for xx in range(font.cell_w):
            if scratch.pget(xx, yy):
                img.rect(x + xx * scale, y + yy * scale, scale, scale, col)


def _render_face(app: App, img: Any, rank: int, suit: str, dark: bool, selected: bool) -> None:
    lay = app.layout
    ink = app.ink
    w, h = lay.card_w, lay.card_h
    face = ink.card
    _body(app, img, face)
    # a figure goes under the dots of a darkened card (greyed like the rest of it; every
    # other pixel still shows it whole), the index over them
    figure = rank in (11, 12, 13) and draw_figure(
        app, img, rank, suit, court_box(app, w, h, lay.big_cards))
    clear = _darken(app, img, dark)
    col = ink.red_suit if is_red(suit) else ink.black_suit
    text = rank_text(rank)
    top, cap = _glyph_top(app), _cap_height(app)
    ix, iy = index_corner(app, w)
    tw = _rank(app, img, ix, iy - top, text, col, clear)
    suit_bmp = _suit_bitmap(app, suit, 7, 7)
    sx = ix + max(0, (tw - 7) // 2)
    sy = iy + cap + 2
    _stamp(img, suit_bmp, sx, sy, col, clear)
    if not lay.big_cards:
        if not figure:  # (a figure takes the corner of the big pip)
            pw = max(9, int(w * 0.45)) | 1
            ph = max(7, round(pw / lay.pixel_aspect))
            _stamp(img, _suit_bitmap(app, suit, pw, ph), w - pw - 3, h - ph - 3, col, clear)
    else:
        # the bottom-right index, upright (a DOS screen rotates no glyphs): suit over rank
        bx = w - ix - tw
        _rank(app, img, bx, h - iy - cap - top, text, col, clear)
        _stamp(img, suit_bmp, w - sx - 7, h - sy - 7, col, clear)
        if not figure:
            _centre(app, img, rank, suit, col, clear, ix + 14)
    if selected:
        _frame_selected(app, img, face)


def _centre(app: App, img: Any, rank: int, suit: str, col: int, clear: int | None,
            inset: int) -> None:
    """The middle of a big card: pips in the printed-card pattern, or a court panel."""
    lay = app.layout
    w, h = lay.card_w, lay.card_h
    left, right = inset, w - inset
    top, bottom = 5, h - 5
    if rank in (14, 1):
        pw = (w // 2) | 1
        ph = round(pw / lay.pixel_aspect)
        _stamp(img, _suit_bitmap(app, suit, pw, ph), (w - pw) // 2, (h - ph) // 2, col, clear)
        return
    if rank >= 11:
        _court(app, img, rank, suit, col, left, top, right, bottom)
        return
    pw = 7 if right - left < 26 else 11
    ph = round(pw / lay.pixel_aspect)
    bmp = _suit_bitmap(app, suit, pw, ph)
    span_x = (right - left - pw) // 2
    for cx, cy in _PIP_SPOTS[rank]:
        px = (left + right) // 2 - pw // 2 + int(cx * span_x)
        py = top + round(cy * (bottom - top - ph))
        _stamp(img, bmp, px, py, col, clear)


def _court(app: App, img: Any, rank: int, suit: str, col: int,
           left: int, top: int, right: int, bottom: int) -> None:
    """Jack, queen, king without their figures (no face file): a framed panel with a
    large letter over the suit."""

    ink = app.ink
    frame = ink.court if ink.court not in (ink.card, ink.card_dark) else ink.card_edge
    img.rectb(left - 1, top + 2, right - left + 2, bottom - top - 4, frame)
    font = app.font
    scale = 3 if right - left >= 3 * font.cell_w + 4 else 2
    ox = (left + right) // 2 - (font.cell_w - 1) * scale // 2
    oy = top + 6 - _glyph_top(app) * scale
    _blow_up(app, img, rank_text(rank), ox, oy, scale, col)
    pw = 7 if right - left < 30 else 11
    ph = round(pw / app.layout.pixel_aspect)
    py = oy + (_glyph_top(app) + _cap_height(app) + 2) * scale + 2
    py = min(bottom - ph - 5, py)
    _stamp(img, _suit_bitmap(app, suit, pw, ph), (left + right) // 2 - pw // 2, py, col)


def _render_joker(app: App, img: Any, number: int, dark: bool, selected: bool) -> None:

    lay, ink = app.layout, app.ink
    w, h = lay.card_w, lay.card_h
    face = ink.card
    _body(app, img, face)
    # the jester in the black jokers' colours or the red ones' (spades', hearts')
    figure = draw_figure(app, img, 0, "H" if number % 2 == 0 else "S", joker_box(app, w, h))
    clear = _darken(app, img, dark)
    col = ink.red_suit if number % 2 == 0 and not ink.hollow_red else ink.black_suit
    ix, iy = index_corner(app, w)
    top = _glyph_top(app)
    letters = "JOKER" if h >= 5 * (_cap_height(app) + 1) + 8 else "JK"
    for i, ch in enumerate(letters):
        _text(app, img, ix, iy - top + i * (_cap_height(app) + 1), ch, col, clear)
    if not figure:  # no art: a big smiling face from the font, blown up
        font = app.font
        scale = max(1, min((w - ix - 12) // font.cell_w, (h - 8) // font.cell_h))
        _blow_up(app, img, "\u263a", w - 4 - font.cell_w * scale,
                 (h - font.cell_h * scale) // 2, scale, col)
    if selected:
        _frame_selected(app, img, face)


def _render_back(app: App, img: Any, design: BackDesign, selected: bool) -> None:
    lay = app.layout
    ink = app.ink
    w, h = lay.card_w, lay.card_h
    _body(app, img, ink.card)
    main, pattern = ((ink.back, ink.back_pattern) if design == "standard"
                     else (ink.back_alt, ink.back_alt_pattern))
    m = 2 if w < 40 else 3
    img.rect(m, m, w - 2 * m, h - 2 * m, main)
    for yy in range(m, h - m):
        for xx in range(m, w - m):
            u, v = xx - m, yy - m
            if design == "standard":
                on = (u + v) % 4 == 0 or (u - v) % 4 == 0
            else:
                on = (u % 6 in (0, 1)) != (v % 6 in (0, 1)) if w < 40 else (
                    (u // 3 + v // 3) % 2 == 0 and (u % 3 == 1 or v % 3 == 1))
            if on:
                img.pset(xx, yy, pattern)
    if design == "alternate" and lay.big_cards:
        pw = (w // 3) | 1
        ph = round(pw / lay.pixel_aspect)
        bmp = pip("H", pw, ph)
        px, py = (w - pw) // 2, (h - ph) // 2
        img.rect(px - 2, py - 2, pw + 4, ph + 4, main)
        _stamp(img, bmp, px, py, pattern)
    img.rectb(m, m, w - 2 * m, h - 2 * m, pattern)
    if selected:
        img.rectb(1, 1, w - 2, h - 2, ink.selected)


def draw_pip(app: App, x: int, y: int, suit: str, w: int, h: int, col: int,
             hollow: bool = False) -> None:
    """A suit symbol of any size on the screen (ornaments, trick markers)."""
    import pyxel

    key = ("pip", suit.upper(), w, h, col, hollow)
    img = app.cache.get(key)
    if img is None:
        img = pyxel.Image(w, h)
        img.cls(TRANSPARENT)
        bmp = pip(suit, w, h)
        _stamp(img, outline(bmp) if hollow else bmp, 0, 0, col)
        app.cache[key] = img
    pyxel.blt(x, y, img, 0, 0, w, h, TRANSPARENT)


SUIT_GLYPHS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def draw_suit_mark(app: App, x: int, y: int, suit: str, col: int | None = None) -> None:
    """A suit symbol in one character cell (text on the odds pages, point cards): red
    suits in the red ink, or hollow where the mode cannot tell red from black (mono,
    Hercules), so hearts and diamonds read apart from spades and clubs everywhere.
    col overrides the ink of a solid symbol."""
    import pyxel

    ink = app.ink
    red = is_red(suit)
    if not (ink.hollow_red and red):
        app.text(x, y, SUIT_GLYPHS[suit.upper()], col if col is not None else
                 (ink.red_suit if red else ink.black_suit))
        return
    key = ("suit-mark", suit.upper(), ink.black_suit if col is None else col)
    img = app.cache.get(key)
    if img is None:
        img = pyxel.Image(7, 7)
        img.cls(TRANSPARENT)
        _stamp(img, outline(small_pip(suit)), 0, 0, key[2])
        app.cache[key] = img
    top = max(0, _glyph_top(app))
    pyxel.blt(x, y + top, img, 0, 0, 7, 7, TRANSPARENT)
