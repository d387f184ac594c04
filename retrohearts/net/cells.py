"""How many terminal columns text takes: a wide (East Asian) character two, a combining mark
none.  The terminal client lays its screen out in columns, and a name or a chat line in any
script must neither push a column over nor leave stale letters behind."""

from __future__ import annotations

import unicodedata

__all__ = ["cells", "clip_cells", "fit_cells"]


def _width(ch: str) -> int:
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def cells(text: str) -> int:
    """The columns ``text`` takes on a terminal."""
    return sum(_width(ch) for ch in text)


def clip_cells(text: str, columns: int) -> str:
    """The longest start of ``text`` that takes at most ``columns`` columns."""
    used = 0
    for i, ch in enumerate(text):
        used += _width(ch)
        if used > columns:
            return text[:i]
    return text


def fit_cells(text: str, columns: int) -> str:
    """``text`` cut to ``columns`` columns and filled with spaces to exactly that many."""
    text = clip_cells(text, columns)
    return text + " " * (columns - cells(text))
