"""The one reader of court-card face files (``cardfaces/<face>.txt``): pixel art as text.

A face file draws one figure (the jack, the queen, the king or the joker) at every card
size the games use, one character per pixel, so a diff shows the art::

    # comments start with '#'
    face King
    legend svga svga-mono vga vga-mono ega ega-mono ega64k cga cga-mono hercules lcd
    o outline        0   0   0  0   0  0  0  0  0  0  2
    r:S robe         1  20   1  8   1  1  1  1  1  0  2    (a role per suit: 'r' in spades)
    r:H robe         4  ...
    end
    grid 30 34 mirror                (width, height, 'mirror' or 'whole', and what for:
                                      'card' (the default) or 'point', a point card)
    pip 2 3                          (optional: the suit pip's top-left, 7x7; 'pip 2 3 5': 5x5)
    ..oooo..                         (height rows of width characters follow)

``.`` is the card itself (nothing is drawn there). A ``mirror`` grid is the top half of a
two-headed court card: the bottom half is the same turned round (as on a printed card),
so the panel is twice as tall as the rows. A ``whole`` grid is the panel as drawn.
A ``card`` grid is for a card in a hand, a trick or a HomeRun rank; a ``point`` grid for
the small point cards in front of the Hearts players (a head, seen on the top card).
Colours use the notation of :mod:`retrohearts.pixelart` (``7``, ``7+12``, ``1^0``), laid
on the panel's own pixels. A character with roles per suit (``r:S`` ... ``r:H``) takes
the colour of the card's suit: the same figure is dressed in each suit's colours.

The legend must give a colour for every adapter family in :data:`FAMILIES`. Nothing here
draws: :func:`panel` turns a grid into palette indices for one family and suit, and
``ui/courts.py`` puts those on a card.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from retrohearts.datafiles import DataFileError, data_dir
from retrohearts.pixelart import Colour, parse_colour

#: every adapter family a legend must cover (see courts.family_of)
FAMILIES = ("svga", "svga-mono", "vga", "vga-mono", "ega", "ega-mono", "ega64k", "cga",
            "cga-mono", "hercules", "lcd")
SUITS = "CDHS"
PAPER = "."  # the card itself: nothing is drawn
#: the face files, by rank (11 jack, 12 queen, 13 king) and "joker"
FACE_NAMES = {11: "jack", 12: "queen", 13: "king", 0: "joker"}
PIP_SIZES = (5, 7)
USES = ("card", "point")

Pixels = tuple[tuple[int | None, ...], ...]


class FaceError(ValueError):
    """A face file that cannot be read."""


Fail = Callable[[int, str], FaceError]  # line number, why -> the error to raise


@dataclass(frozen=True)
class Grid:
    """One drawing: rows of role characters; ``mirror`` doubles it turned round below."""

    width: int
    height: int
    mirror: bool
    rows: tuple[str, ...]
    pip: tuple[int, int, int] | None  # x, y, size of the suit pip in the rows, if any
    use: str = "card"  # "card" or "point"

    @property
    def panel_height(self) -> int:
        return self.height * 2 if self.mirror else self.height


@dataclass(frozen=True)
class FaceFile:
    """A parsed face file: its legend (char -> suit ("" for all) -> family -> colour)."""

    name: str
    roles: dict[str, dict[str, dict[str, Colour]]]
    role_names: dict[str, str]
    grids: tuple[Grid, ...]

    def pick(self, box_w: int, box_h: int, use: str = "card") -> Grid | None:
        """The largest grid for ``use`` whose panel fits a box_w x box_h box (None: none
        fits)."""
        fits = [g for g in self.grids
                if g.use == use and g.width <= box_w and g.panel_height <= box_h]
        if not fits:
            return None
        return max(fits, key=lambda g: (g.width * g.panel_height, g.width))

    def colour(self, char: str, suit: str, family: str) -> Colour:
        by_suit = self.roles[char]
        return (by_suit.get(suit) or by_suit[""])[family]


def parse_face(text: str, name: str = "?") -> FaceFile:
    """Parse a face file; raise FaceError with one clear line."""
    body = [(n, ln) for n, raw in enumerate(text.splitlines(), start=1)
            if (ln := raw.rstrip()) and not ln.lstrip().startswith("#")]
    figure: str | None = None
    roles: dict[str, dict[str, dict[str, Colour]]] = {}
    role_names: dict[str, str] = {}
    grids: list[Grid] = []

    def fail(lineno: int, why: str) -> FaceError:
        return FaceError(f"?Card face '{name}' line {lineno}: {why}")

    i = 0
    while i < len(body):
        lineno, line = body[i]
        word, *rest = line.split()
        if word == "face" and rest:
            figure = " ".join(rest)
            i += 1
        elif word == "legend":
            i = _legend(body, i, rest, roles, role_names, fail)
        elif word == "grid":
            grid, i = _grid(body, i, rest, roles, fail)
            grids.append(grid)
        else:
            raise fail(lineno, f"unexpected {word!r}")
    if figure is None:
        raise FaceError(f"?Card face '{name}' has no 'face' line")
    if not roles:
        raise FaceError(f"?Card face '{name}' has no legend")
    if not grids:
        raise FaceError(f"?Card face '{name}' has no grid")
    return FaceFile(figure, roles, role_names, tuple(grids))


def _legend(body: list[tuple[int, str]], i: int, families: list[str],
            roles: dict[str, dict[str, dict[str, Colour]]], role_names: dict[str, str],
            fail: Fail) -> int:
    """Read a legend from body[i] to its 'end'; return the index after it."""
    lineno = body[i][0]
    err = fail
    missing = [f for f in FAMILIES if f not in families]
    if missing:
        raise err(lineno, f"legend has no colours for {missing[0]}")
    i += 1
    while i < len(body) and body[i][1].split()[0] != "end":
        n, entry = body[i]
        parts = entry.split()
        key = parts[0]
        char, _, suit = key.partition(":")
        if (len(parts) != 2 + len(families) or len(char) != 1 or char == PAPER
                or (suit and suit not in SUITS) or (":" in key and not suit)):
            raise err(n, "a legend line is: character[:suit], role, "
                      "one colour per family")
        try:
            colours = {f: parse_colour(s) for f, s in zip(families, parts[2:], strict=True)}
        except ValueError:
            raise err(n, "bad colour") from None
        by_suit = roles.setdefault(char, {})
        if suit in by_suit:
            raise err(n, f"{key!r} given twice")
        by_suit[suit] = colours
        role_names[char] = parts[1]
        i += 1
    if i >= len(body):
        raise err(lineno, "legend has no 'end'")
    for char, by_suit in roles.items():
        if "" not in by_suit and set(by_suit) != set(SUITS):
            raise err(lineno, f"{char!r} has colours for some suits only")
    return i + 1


def _grid(body: list[tuple[int, str]], i: int, rest: list[str],
          roles: dict[str, dict[str, dict[str, Colour]]], fail: Fail) -> tuple[Grid, int]:
    """Read a grid (and its pip line) from body[i]; return it and the index after it."""
    lineno = body[i][0]
    err = fail
    usage = "a grid line is: grid WIDTH HEIGHT mirror|whole [card|point]"
    try:
        w, h, kind = int(rest[0]), int(rest[1]), rest[2]
        use = rest[3] if len(rest) > 3 else "card"
    except (IndexError, ValueError):
        raise err(lineno, usage) from None
    if (kind not in ("mirror", "whole") or use not in USES or len(rest) > 4
            or not (1 <= w <= 200 and 1 <= h <= 200)):
        raise err(lineno, usage)
    i += 1
    pip = None
    if i < len(body) and body[i][1].split()[0] == "pip":
        n, line = body[i]
        try:
            nums = [int(v) for v in line.split()[1:]]
            x, y = nums[0], nums[1]
            size = nums[2] if len(nums) > 2 else 7
        except (IndexError, ValueError):
            raise err(n, "a pip line is: pip X Y [5|7]") from None
        if size not in PIP_SIZES or x < 0 or y < 0 or x + size > w or y + size > h:
            raise err(n, "pip outside its grid")
        pip = (x, y, size)
        i += 1
    rows = body[i:i + h]
    if len(rows) < h:
        raise err(lineno, "rows missing")
    allowed = set(roles) | {PAPER}
    for n, row in rows:
        if len(row) != w:
            raise err(n, f"row is {len(row)} pixels wide, not {w}")
        unknown = set(row) - allowed
        if unknown:
            raise err(n, f"character {sorted(unknown)[0]!r} is not in the legend")
    return Grid(w, h, kind == "mirror", tuple(r for _, r in rows), pip, use), i + h


def panel(face: FaceFile, grid: Grid, family: str, suit: str) -> Pixels:
    """The grid's whole panel as palette indices (None: the card shows through), dressed
    in ``suit``'s colours for ``family``; a mirror grid is doubled, turned round."""
    if family not in FAMILIES:
        raise FaceError(f"?Card face '{face.name}' has no colours for {family}")
    colours = {ch: face.colour(ch, suit, family) for ch in face.roles}
    w, h = grid.width, grid.panel_height
    out: list[tuple[int | None, ...]] = []
    for y in range(h):
        src_y, flip = (y, False) if y < grid.height else (h - 1 - y, True)
        row = grid.rows[src_y]
        line: list[int | None] = []
        for x in range(w):
            ch = row[w - 1 - x] if flip else row[x]
            line.append(None if ch == PAPER else colours[ch].at(x, y))
        out.append(tuple(line))
    return tuple(out)


def pip_spots(grid: Grid) -> list[tuple[int, int, int, bool]]:
    """Where the suit pips go in the panel: (x, y, size, upside down)."""
    if grid.pip is None:
        return []
    x, y, size = grid.pip
    spots = [(x, y, size, False)]
    if grid.mirror:
        spots.append((grid.width - x - size, grid.panel_height - y - size, size, True))
    return spots


@cache
def load_face(name: str, folder: Path | None = None) -> FaceFile:
    """Load ``cardfaces/<name>.txt`` ("king", "joker"...).

    A missing, unreadable or damaged file raises DataFileError, whose message is the
    original's ``Cannot find 'cardfaces/king.txt' data in 'HEARTS.DAT'``.
    """
    what = f"cardfaces/{name}.txt"
    try:
        base = folder or data_dir("cardfaces")
        text = (base / f"{name}.txt").read_text(encoding="utf-8")
        return parse_face(text, name)
    except DataFileError as err:
        raise DataFileError(what, err.detail) from None
    except (OSError, UnicodeDecodeError, FaceError) as err:
        raise DataFileError(what, str(err)) from None
