"""Row replication: each source row shown once or twice, in order, filling the 4:3 frame."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.pc.aspect import row_map, row_runs, source_row, stretch_rows


@settings(max_examples=50, deadline=None)
@given(st.integers(1, 700), st.integers(0, 400))
def test_row_map_covers_each_row_once_or_twice(src: int, extra: int) -> None:
    dst = src + min(extra, src)
    rows = row_map(src, dst)
    assert len(rows) == dst
    assert all(b >= a for a, b in zip(rows, rows[1:], strict=False))
    counts = Counter(rows)
    assert set(counts) == set(range(src))
    assert min(counts.values()) >= 1 and max(counts.values()) <= 2


def test_known_modes() -> None:
    assert len(row_map(200, 240)) == 240
    assert sum(1 for n in Counter(row_map(350, 480)).values() if n == 2) == 130
    assert sum(1 for n in Counter(row_map(348, 540)).values() if n == 2) == 192


@settings(max_examples=50, deadline=None)
@given(st.integers(1, 700), st.integers(0, 400))
def test_runs_rebuild_the_map(src: int, extra: int) -> None:
    rows = row_map(src, src + min(extra, src))
    rebuilt: list[int] = []
    for dst0, src0, n in row_runs(rows):
        assert dst0 == len(rebuilt)
        rebuilt.extend(range(src0, src0 + n))
    assert rebuilt == rows


@settings(max_examples=50, deadline=None)
@given(st.sampled_from([(200, 240), (350, 480), (348, 540)]), st.data())
def test_source_row_inverts_the_map(sizes: tuple[int, int], data: st.DataObject) -> None:
    src, dst = sizes
    y = data.draw(st.integers(0, dst - 1))
    assert source_row(y, src, dst) == row_map(src, dst)[y]


def test_stretch_rows_in_place() -> None:
    frame = list(range(200)) + [0] * 40
    stretch_rows(frame, row_map(200, 240))
    assert frame[:7] == [0, 0, 1, 2, 3, 4, 5]
    assert frame[-1] == 199 and len(frame) == 240
