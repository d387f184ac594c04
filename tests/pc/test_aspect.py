"""Row replication: each source row shown once or twice, in order, filling the 4:3 frame."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.pc.aspect import row_map, source_row, stretch_rows


@settings(max_examples=50, deadline=None)
@given(st.integers(1, 700), st.integers(0, 400))
def test_row_map_covers_each_row_once_or_twice(src: int, extra: int) -> None:
    dst = src + min(extra, src)
    rows = row_map(src, dst)
    assert len(rows) == dst
    assert (np.diff(rows) >= 0).all()
    counts = np.bincount(rows, minlength=src)
    assert counts.min() >= 1 and counts.max() <= 2


def test_known_modes() -> None:
    assert np.bincount(row_map(200, 240)).sum() == 240
    assert (np.bincount(row_map(350, 480)) == 2).sum() == 130
    assert (np.bincount(row_map(348, 540)) == 2).sum() == 192


@settings(max_examples=50, deadline=None)
@given(st.sampled_from([(200, 240), (350, 480), (348, 540)]), st.data())
def test_source_row_inverts_the_map(sizes: tuple[int, int], data: st.DataObject) -> None:
    src, dst = sizes
    y = data.draw(st.integers(0, dst - 1))
    assert source_row(y, src, dst) == row_map(src, dst)[y]


def test_stretch_rows_in_place() -> None:
    frame = np.zeros((240, 4), dtype=np.uint8)
    frame[:200] = np.arange(200, dtype=np.uint8)[:, None]
    stretch_rows(frame, row_map(200, 240))
    assert list(frame[:7, 0]) == [0, 0, 1, 2, 3, 4, 5]
    assert frame[-1, 0] == 199
