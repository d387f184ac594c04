"""Non-square pixels: stretch the DOS frame to the shape a 4:3 monitor gave it.

pyxel scales uniformly, so the game draws the native frame (e.g. 320x200) in the top
rows of a taller pyxel screen (320x240), and the rows are then replicated,
nearest-neighbour, the way DOSBox's software renderer does. Plain Python and pyxel's
own blits only (no numpy), so the browser build takes the same path as the desktop:
:func:`row_runs` folds the row map into a few runs of consecutive rows, each one blit.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


def row_map(src_h: int, dst_h: int) -> list[int]:
    """For each output row, the source row it shows (every source row at least once)."""
    return [(y * src_h) // dst_h for y in range(dst_h)]


def source_row(y: int, src_h: int, dst_h: int) -> int:
    """The source row under output row ``y`` (for mouse positions)."""
    return max(0, min(src_h - 1, (y * src_h) // dst_h))


def row_runs(rows: Sequence[int]) -> list[tuple[int, int, int]]:
    """The map as ``(first output row, first source row, length)`` runs of consecutive rows."""
    runs: list[tuple[int, int, int]] = []
    for y, src in enumerate(rows):
        if runs:
            dst0, src0, n = runs[-1]
            if src == src0 + n:
                runs[-1] = (dst0, src0, n + 1)
                continue
        runs.append((y, src, 1))
    return runs


def stretch_rows(frame: MutableSequence[T], rows: Sequence[int]) -> None:
    """Replace ``frame`` (one item a row, dst_h rows) by its top rows replicated via ``rows``."""
    frame[:] = [frame[src] for src in rows]
