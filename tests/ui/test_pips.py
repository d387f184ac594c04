"""Suit pips: each pixel is set when three of its five samples (the centre and the four
quarter points) fall inside the suit's shape, however the pip is computed."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.ui import pips

SAMPLES = ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75), (0.5, 0.5))


def by_the_definition(suit: str, w: int, h: int) -> pips.Bitmap:
    shape = pips._SHAPES[suit]
    return tuple(tuple(sum(shape((x + dx) / w, (y + dy) / h) for dx, dy in SAMPLES) >= 3
                       for x in range(w)) for y in range(h))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from("CDSH"), st.integers(1, 64), st.integers(1, 64))
def test_a_pip_is_its_definition(suit: str, w: int, h: int) -> None:
    assert pips.pip(suit, w, h) == by_the_definition(suit, w, h)
