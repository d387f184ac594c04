"""Counting and exact sampling of the hidden deals."""

from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.hearts.players.deals import DealSampler, Knowledge, below
from retrohearts.rng import Rng


def _brute(knowledge: Knowledge) -> list[tuple[int, int, int]]:
    cards = sorted(knowledge.allowed)
    out = []
    for owners in itertools.product(range(3), repeat=len(cards)):
        counts = [owners.count(k) for k in range(3)]
        if tuple(counts) != knowledge.sizes:
            continue
        if all(knowledge.allowed[c] >> o & 1 for c, o in zip(cards, owners, strict=True)):
            masks = [0, 0, 0]
            for c, o in zip(cards, owners, strict=True):
                masks[o] |= 1 << c
            out.append((masks[0], masks[1], masks[2]))
    return out


@st.composite
def knowledges(draw: st.DrawFn) -> Knowledge:
    n = draw(st.integers(1, 8))
    allowed = {c: draw(st.sampled_from([1, 2, 3, 4, 5, 6, 7, 7, 7])) for c in range(n)}
    a = draw(st.integers(0, n))
    b = draw(st.integers(0, n - a))
    return Knowledge(allowed, (a, b, n - a - b))


@settings(max_examples=150, deadline=None)
@given(knowledges())
def test_count_matches_enumeration(knowledge: Knowledge) -> None:
    assert knowledge.count() == len(_brute(knowledge))


@settings(max_examples=60, deadline=None)
@given(knowledges(), st.integers(0, 2**32))
def test_samples_are_consistent(knowledge: Knowledge, seed: int) -> None:
    deals = set(_brute(knowledge))
    if not deals:
        return
    sampler = DealSampler(knowledge)
    rng = Rng(seed)
    for _ in range(20):
        assert sampler.sample(rng) in deals


def test_sampling_is_uniform() -> None:
    knowledge = Knowledge({0: 7, 1: 7, 2: 3, 3: 5, 4: 6, 5: 7, 6: 1, 7: 7}, (3, 3, 2))
    deals = _brute(knowledge)
    sampler = DealSampler(knowledge)
    assert sampler.total == len(deals)
    rng = Rng(11)
    draws = 200 * len(deals)
    seen = Counter(sampler.sample(rng) for _ in range(draws))
    assert set(seen) == set(deals)
    chi2 = sum((seen[d] - 200) ** 2 / 200 for d in deals)
    # chi-square with len(deals)-1 degrees of freedom: far below this bound if uniform
    assert chi2 < len(deals) + 6 * (2 * len(deals)) ** 0.5


def test_below_handles_huge_bounds() -> None:
    rng = Rng(1)
    n = 3 * 2**70 + 5
    assert all(0 <= below(rng, n) < n for _ in range(50))
