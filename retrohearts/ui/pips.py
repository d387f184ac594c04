"""Suit shapes (pips) as bitmaps of any size, for card faces and ornaments.

Each suit is an implicit shape on the unit square (circles, triangles, a stem); a pip
bitmap samples it at pixel centres, so one definition serves a 5-pixel corner pip at
320x200 and a 20-pixel centre pip at 800x600, tall pixels included. ``outline`` turns
a solid pip into the hollow one monochrome modes use for red suits.
"""

from __future__ import annotations

from functools import cache

Bitmap = tuple[tuple[bool, ...], ...]


def _in_circle(u: float, v: float, cu: float, cv: float, r: float) -> bool:
    return (u - cu) ** 2 + (v - cv) ** 2 <= r * r


def _heart(u: float, v: float) -> bool:
    if _in_circle(u, v, 0.27, 0.30, 0.25) or _in_circle(u, v, 0.73, 0.30, 0.25):
        return True
    # lower triangle from the lobes' outer edges down to the point
    if 0.30 <= v <= 1.0:
        half = 0.5 * (1.0 - v) / 0.70 * 1.0
        return abs(u - 0.5) <= half
    return False


def _spade(u: float, v: float) -> bool:
    body = v <= 0.80 and (
        _in_circle(u, v, 0.27, 0.55, 0.24) or _in_circle(u, v, 0.73, 0.55, 0.24)
        or (v <= 0.55 and abs(u - 0.5) <= 0.5 * v / 0.55 * 0.98))
    stem = 0.55 <= v <= 1.0 and abs(u - 0.5) <= 0.06 + 0.22 * max(0.0, v - 0.80) / 0.20
    return body or stem


def _club(u: float, v: float) -> bool:
    leaves = (_in_circle(u, v, 0.50, 0.22, 0.22) or _in_circle(u, v, 0.22, 0.58, 0.22)
              or _in_circle(u, v, 0.78, 0.58, 0.22))
    stem = 0.30 <= v <= 1.0 and abs(u - 0.5) <= 0.07 + 0.22 * max(0.0, v - 0.82) / 0.18
    return leaves or stem


def _diamond(u: float, v: float) -> bool:
    return abs(u - 0.5) / 0.42 + abs(v - 0.5) / 0.5 <= 1.0


_SHAPES = {"H": _heart, "S": _spade, "C": _club, "D": _diamond}


@cache
def pip(suit: str, w: int, h: int) -> Bitmap:
    """A solid ``w`` x ``h`` bitmap of ``suit`` ("C", "D", "S", "H"): a pixel is set when
    three of its five samples (the centre and the four quarter points) are inside."""
    shape = _SHAPES[suit.upper()]
    columns = [((x + 0.5) / w, (x + 0.25) / w, (x + 0.75) / w) for x in range(w)]
    rows = []
    for y in range(h):
        vc, v1, v3 = (y + 0.5) / h, (y + 0.25) / h, (y + 0.75) / h
        row = []
        for uc, u1, u3 in columns:
            # the samples one by one, stopping once three are in or three are out (most
            # pixels are wholly in or out): a big title pip is drawn before the first frame
            hits = shape(uc, vc) + shape(u1, v1) + shape(u3, v1)
            if hits in (1, 2):
                hits += shape(u1, v3)
                if hits == 2:
                    hits += shape(u3, v3)
            row.append(hits >= 3)
        rows.append(tuple(row))
    return tuple(rows)


@cache
def outline(bitmap: Bitmap) -> Bitmap:
    """The edge pixels of a solid bitmap (those with a 4-neighbour outside it)."""
    h = len(bitmap)
    w = len(bitmap[0]) if h else 0

    def on(x: int, y: int) -> bool:
        return 0 <= x < w and 0 <= y < h and bitmap[y][x]

    return tuple(tuple(bitmap[y][x] and not (on(x - 1, y) and on(x + 1, y) and on(x, y - 1)
                                              and on(x, y + 1)) for x in range(w))
                 for y in range(h))


_SMALL = {  # hand-drawn 7x7 suits for corner indices (the implicit shapes blur below 9 px)
    "H": (".##.##.", "#######", "#######", "#######", ".#####.", "..###..", "...#..."),
    "D": ("...#...", "..###..", ".#####.", "#######", ".#####.", "..###..", "...#..."),
    "C": ("..###..", "..###..", "##.#.##", "#######", "##.#.##", "...#...", "..###.."),
    "S": ("...#...", "..###..", ".#####.", "#######", "#######", "...#...", "..###.."),
}


def small_pip(suit: str) -> Bitmap:
    """The 7x7 hand-drawn suit used in card corners."""
    return tuple(tuple(c == "#" for c in row) for row in _SMALL[suit.upper()])


_TINY = {  # hand-drawn 5x5 suits for the pips inside small court-card panels
    "H": ("##.##", "#####", "#####", ".###.", "..#.."),
    "D": ("..#..", ".###.", "#####", ".###.", "..#.."),
    "C": (".###.", ".###.", "#####", "#.#.#", "..#.."),
    "S": ("..#..", ".###.", "#####", "#####", "..#.."),
}


def tiny_pip(suit: str) -> Bitmap:
    """The 5x5 hand-drawn suit used beside the heads of small court figures."""
    return tuple(tuple(c == "#" for c in row) for row in _TINY[suit.upper()])
