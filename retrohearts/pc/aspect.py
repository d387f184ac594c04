"""Non-square pixels: stretch the DOS frame to the shape a 4:3 monitor gave it.

pyxel scales uniformly, so the game draws the native frame (e.g. 320x200) in the top
rows of a taller pyxel screen (320x240) and :func:`stretch_rows` replicates rows in
place, nearest-neighbour, the way DOSBox's software renderer does.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt


def row_map(src_h: int, dst_h: int) -> npt.NDArray[np.intp]:
    """For each output row, the source row it shows (every source row at least once)."""
    rows = (np.arange(dst_h) * src_h) // dst_h
    return rows.astype(np.intp)


def source_row(y: int, src_h: int, dst_h: int) -> int:
    """The source row under output row ``y`` (for mouse positions)."""
    return max(0, min(src_h - 1, (y * src_h) // dst_h))


def stretch_rows(frame: npt.NDArray[np.uint8], rows: npt.NDArray[np.intp]) -> None:
    """Replace ``frame`` (dst_h x w) by its top rows replicated through ``rows``."""
    frame[:] = frame[rows]
