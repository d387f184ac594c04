"""The one reader of palette data files (``palettes/*.gpl``, GIMP or JASC-PAL format).

A palette is the list of colours a video mode can show, nothing more. pyxel wants a
256-entry colour list; :func:`expand_256` fills the unused entries with copies of the
palette's own colours so that no index can ever show a colour outside the mode.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from retrohearts.datafiles import DataFileError, data_dir


class PaletteError(ValueError):
    """A palette text that cannot be read (:func:`parse_palette`)."""


@dataclass(frozen=True)
class Palette:
    """An ordered list of 0xRRGGBB colours and where they come from."""

    name: str
    title: str
    colors: tuple[int, ...]
    notes: tuple[str, ...] = ()

    def __len__(self) -> int:
        return len(self.colors)

    def expand_256(self) -> list[int]:
        """The pyxel colour list: this palette repeated to fill 256 entries."""
        n = len(self.colors)
        return [self.colors[i % n] for i in range(256)]


def parse_palette(text: str, name: str = "?") -> Palette:
    """Parse a GIMP ``.gpl`` or JASC-PAL text; raise PaletteError with one clear line."""
    lines = text.splitlines()
    if not lines:
        raise PaletteError(f"?Palette '{name}' is empty")
    head = lines[0].strip()
    if head == "GIMP Palette":
        return _parse_gpl(lines[1:], name)
    if head == "JASC-PAL":
        return _parse_jasc(lines[1:], name)
    raise PaletteError(f"?Palette '{name}' is not a GIMP or JASC-PAL file")


def _rgb(parts: list[str], name: str, lineno: int) -> int:
    try:
        r, g, b = (int(p) for p in parts[:3])
    except ValueError:
        raise PaletteError(f"?Palette '{name}' line {lineno}: bad colour") from None
    if not all(0 <= c <= 255 for c in (r, g, b)):
        raise PaletteError(f"?Palette '{name}' line {lineno}: colour out of range")
    return (r << 16) | (g << 8) | b


def _parse_gpl(lines: list[str], name: str) -> Palette:
    title = name
    notes: list[str] = []
    colors: list[int] = []
    for lineno, raw in enumerate(lines, start=2):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if line[1:].strip():
                notes.append(line[1:].strip())
        elif line.startswith("Name:"):
            title = line[5:].strip()
        elif line.startswith("Columns:"):
            continue
        else:
            parts = line.split()
            if len(parts) < 3:
                raise PaletteError(f"?Palette '{name}' line {lineno}: bad colour")
            colors.append(_rgb(parts, name, lineno))
    return _checked(Palette(name, title, tuple(colors), tuple(notes)))


def _parse_jasc(lines: list[str], name: str) -> Palette:
    body = [ln.strip() for ln in lines if ln.strip()]
    if len(body) < 2:
        raise PaletteError(f"?Palette '{name}' is truncated")
    try:
        count = int(body[1])
    except ValueError:
        raise PaletteError(f"?Palette '{name}': bad colour count") from None
    colors = [_rgb(ln.split(), name, i + 4) for i, ln in enumerate(body[2:2 + count])]
    if len(colors) != count:
        raise PaletteError(f"?Palette '{name}' is truncated")
    return _checked(Palette(name, name, tuple(colors)))


def _checked(palette: Palette) -> Palette:
    if not 1 <= len(palette.colors) <= 256:
        raise PaletteError(f"?Palette '{palette.name}' must hold 1 to 256 colours")
    return palette


@cache
def load_palette(name: str, folder: Path | None = None) -> Palette:
    """Load ``palettes/<name>.gpl`` (or ``.pal``).

    A missing, unreadable or damaged file raises DataFileError, whose message is the
    original's ``Cannot find 'palettes/NAME.gpl' data in 'HEARTS.DAT'`` (the parse error
    is kept in its ``detail``)."""
    what = f"palettes/{name}.gpl"
    base = folder or data_dir("palettes")
    for ext in (".gpl", ".pal"):
        path = base / f"{name}{ext}"
        if path.is_file():
            try:
                return parse_palette(path.read_text(encoding="utf-8"), name)
            except (OSError, UnicodeDecodeError) as err:
                raise DataFileError(f"palettes/{path.name}", str(err)) from None
            except PaletteError as err:
                raise DataFileError(f"palettes/{path.name}", str(err)) from None
    raise DataFileError(what, f"no {name}.gpl or {name}.pal in {base}")
