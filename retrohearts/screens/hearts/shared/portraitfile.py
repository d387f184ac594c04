"""The one reader of portrait data files (``portraits/<name>.txt``): pixel art as text.

A portrait file draws one person, one character per pixel, so a diff shows the art::

    # comments start with '#'
    portrait Jeffrey
    legend svga svga-mono vga vga-mono ega ega-mono ega64k cga cga-mono hercules
    s skin            89    71    7     11    7     1+2   3     3     2+3   1^0
    ...                                   (one line per character: its role, then one
    end                                    colour per adapter family named in the header)
    grid 80 100 1.00                      (width, height, pixel aspect: 100 rows follow)
    ....ssss....
    patch queen 80 100 1.00 24 38 30 20   (an expression: x, y, width, height, then rows
    ....                                   that replace that rectangle of the grid above)

A colour is a palette index (``7``), a checkerboard of two (``7+12``), or an index with
every fourth pixel another (``1^0``): the ordered dithers a 1993 artist used for the tones a
mode lacks. A file holds several grids, one per portrait box the table uses (its size in
native pixels and how tall those pixels look), each with its own expressions. Nothing here
draws: :func:`render` turns a grid into palette indices for one adapter family, and
``portraits.py`` puts those on the screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from retrohearts.datafiles import DataFileError, data_dir
from retrohearts.pixelart import Colour, parse_colour

__all__ = ["FAMILIES", "NEUTRAL", "Colour", "Grid", "Patch", "PortraitError", "PortraitFile",
           "Role", "load_portrait", "parse_colour", "parse_portrait", "render"]

#: the adapter families a legend must cover (see portraits.family_of)
FAMILIES = ("svga", "svga-mono", "vga", "vga-mono", "ega", "ega-mono", "ega64k", "cga",
            "cga-mono", "hercules")
NEUTRAL = "neutral"


class PortraitError(ValueError):
    """A portrait file that cannot be read."""


@dataclass(frozen=True)
class Role:
    """A pixel character: its name and its colour in every family."""

    char: str
    name: str
    colours: dict[str, Colour]


@dataclass(frozen=True)
class Grid:
    """One drawing: rows of role characters at one box size and pixel aspect."""

    width: int
    height: int
    aspect: float
    rows: tuple[str, ...]


@dataclass(frozen=True)
class Patch:
    """An expression: a rectangle of rows that replaces part of the grid it belongs to."""

    expression: str
    grid: tuple[int, int, float]
    x: int
    y: int
    rows: tuple[str, ...]


@dataclass(frozen=True)
class PortraitFile:
    """A parsed portrait file."""

    name: str
    families: tuple[str, ...]
    roles: dict[str, Role]
    grids: tuple[Grid, ...]
    patches: tuple[Patch, ...]

    def expressions(self) -> set[str]:
        return {NEUTRAL} | {p.expression for p in self.patches}

    def pick(self, w: int, h: int, aspect: float) -> Grid:
        """The grid for a w x h box of pixels this tall: drawn at that size if there is one,
        else the largest that fits inside (it will be enlarged, never losing a pixel of
        the art), else the smallest."""
        near = min(abs(g.aspect - aspect) for g in self.grids)
        same = [g for g in self.grids if abs(g.aspect - aspect) <= near + 0.01]
        inside = [g for g in same if g.width <= w and g.height <= h]
        if inside:
            return max(inside, key=lambda g: (g.width * g.height, g.width))
        return min(same, key=lambda g: (g.width * g.height, g.width))

    def with_expression(self, grid: Grid, expression: str) -> Grid:
        """grid with the named expression's patches applied (neutral or unknown: unchanged)."""
        key = (grid.width, grid.height, grid.aspect)
        rows = [list(r) for r in grid.rows]
        for patch in self.patches:
            if patch.expression != expression or patch.grid != key:
                continue
            for dy, line in enumerate(patch.rows):
                rows[patch.y + dy][patch.x:patch.x + len(line)] = list(line)
        return Grid(grid.width, grid.height, grid.aspect, tuple("".join(r) for r in rows))


def parse_portrait(text: str, name: str = "?") -> PortraitFile:
    """Parse a portrait file; raise PortraitError with one clear line."""
    body = [(n, ln) for n, raw in enumerate(text.splitlines(), start=1)
            if (ln := raw.rstrip()) and not ln.lstrip().startswith("#")]
    person: str | None = None
    families: tuple[str, ...] = ()
    roles: dict[str, Role] = {}
    grids: list[Grid] = []
    patches: list[Patch] = []
    i = 0

    def fail(lineno: int, why: str) -> PortraitError:
        return PortraitError(f"?Portrait '{name}' line {lineno}: {why}")

    def take_rows(start: int, count: int, width: int, lineno: int) -> tuple[str, ...]:
        rows = tuple(ln for _, ln in body[start:start + count])
        if len(rows) < count:
            raise fail(lineno, "rows missing")
        if any(len(row) != width for row in rows) or not set("".join(rows)) <= roles.keys():
            for (n, _), row in zip(body[start:start + count], rows, strict=True):
                if len(row) != width:
                    raise fail(n, f"row is {len(row)} pixels wide, not {width}")
                unknown = set(row) - set(roles)
                if unknown:
                    raise fail(n, f"character {sorted(unknown)[0]!r} is not in the legend")
        return rows

    while i < len(body):
        lineno, line = body[i]
        word, *rest = line.split()
        if word == "portrait" and rest:
            person = " ".join(rest)
            i += 1
        elif word == "legend":
            families = tuple(rest)
            if not families:
                raise fail(lineno, "legend names no adapter family")
            i += 1
            while i < len(body) and body[i][1].split()[0] != "end":
                n, entry = body[i]
                parts = entry.split()
                if len(parts) != 2 + len(families) or len(parts[0]) != 1:
                    raise fail(n, "a legend line is: character, role, one colour per family")
                try:
                    colours = {f: parse_colour(s) for f, s in zip(families, parts[2:],
                                                                   strict=True)}
                except ValueError:
                    raise fail(n, "bad colour") from None
                roles[parts[0]] = Role(parts[0], parts[1], colours)
                i += 1
            if i >= len(body):
                raise fail(lineno, "legend has no 'end'")
            i += 1
        elif word in ("grid", "patch"):
            try:
                if word == "grid":
                    w, h, aspect = int(rest[0]), int(rest[1]), float(rest[2])
                    rows = take_rows(i + 1, h, w, lineno)
                    grids.append(Grid(w, h, aspect, rows))
                    i += 1 + h
                else:
                    expr = rest[0]
                    gw, gh, ga = int(rest[1]), int(rest[2]), float(rest[3])
                    x, y, pw, ph = (int(v) for v in rest[4:8])
                    if not any((g.width, g.height, g.aspect) == (gw, gh, ga) for g in grids):
                        raise fail(lineno, "patch for a grid not drawn above")
                    if x < 0 or y < 0 or x + pw > gw or y + ph > gh or pw < 1 or ph < 1:
                        raise fail(lineno, "patch outside its grid")
                    rows = take_rows(i + 1, ph, pw, lineno)
                    patches.append(Patch(expr, (gw, gh, ga), x, y, rows))
                    i += 1 + ph
            except PortraitError:
                raise
            except (IndexError, ValueError):
                raise fail(lineno, f"bad '{word}' line") from None
        else:
            raise fail(lineno, f"unexpected {word!r}")
    if person is None:
        raise PortraitError(f"?Portrait '{name}' has no 'portrait' line")
    if not roles:
        raise PortraitError(f"?Portrait '{name}' has no legend")
    if not grids:
        raise PortraitError(f"?Portrait '{name}' has no grid")
    return PortraitFile(person, families, roles, tuple(grids), tuple(patches))


def render(portrait: PortraitFile, grid: Grid, family: str) -> list[list[int]]:
    """grid as rows of palette indices for family (dithers laid on the grid's own pixels)."""
    if family not in portrait.families:
        raise PortraitError(f"?Portrait '{portrait.name}' has no colours for {family}")
    # each role's 2x2 dither tile, read by the pixel's parity: (even row, odd row)
    tiles = {ch: ((c.at(0, 0), c.at(1, 0)), (c.at(0, 1), c.at(1, 1)))
             for ch, c in ((ch, role.colours[family]) for ch, role in portrait.roles.items())}
    out = []
    for y, row in enumerate(grid.rows):
        pick = {ch: pair[y % 2] for ch, pair in tiles.items()}
        out.append([pick[ch][x % 2] for x, ch in enumerate(row)])
    return out


@cache
def load_portrait(name: str, folder: Path | None = None) -> PortraitFile:
    """Load ``portraits/<name>.txt`` (name in any case: "Jeffrey", "male").

    A missing, unreadable or damaged file raises DataFileError, whose message is the
    original's ``Cannot find 'portraits/julia.txt' data in 'HEARTS.DAT'``.
    """
    what = f"portraits/{name.lower()}.txt"
    base = folder or data_dir("portraits")
    try:
        text = (base / f"{name.lower()}.txt").read_text(encoding="utf-8")
        return parse_portrait(text, name)
    except (OSError, UnicodeDecodeError, PortraitError) as err:
        raise DataFileError(what, str(err)) from None
