"""Counting and exact uniform sampling of the hidden deals a seat cannot tell apart.

The unseen cards go to the three other seats ("opponents" 0, 1, 2 here, in clockwise order
from the viewer).  What a seat knows narrows, card by card, which opponents may hold each
card: a shown void removes a seat from every card of that suit, a passed card not yet played
sits with its receiver, and so on (see ``inference.py``).  So the whole state of knowledge is:

* for every unseen card, the set of opponents that may hold it (a 3-bit mask), and
* how many cards each opponent holds.

Under the rules-only model every assignment that respects both is equally likely.  Cards with
the same allowed set are interchangeable, so an assignment is counted by how many cards of each
class each opponent gets: a product of binomials and multinomials.  There are only seven
classes; the one open to all three seats is split by a double loop and the three two-seat
classes by a single loop, so a count costs a few thousand integer operations and is exact
(Python integers, no floating point).

Sampling picks the split of each class with probability proportional to its number of
completions, then deals each class's cards at random (partial Fisher-Yates shuffles driven by
a 64-bit LCG seeded from the caller's Rng): every consistent deal comes out with the same
probability (up to the LCG's rounding, under 1e-8), with no rejection.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import comb, factorial

from retrohearts.rng import Rng

ALL3 = 0b111
_PAIRS = (0b011, 0b101, 0b110)  # {0,1}, {0,2}, {1,2}


def below(rng: Rng, n: int) -> int:
    """A uniform integer in [0, n) for any positive n (``Rng.below`` covers n <= 2**64)."""
    if n <= 1 << 64:
        return rng.below(n)
    bits = max(1, (n - 1).bit_length())
    words = (bits + 63) // 64
    mask = (1 << bits) - 1
    while True:
        value = 0
        for _ in range(words):
            value = (value << 64) | rng.next_u64()
        value &= mask
        if value < n:
            return value


def _weighted(rng: Rng, items: Sequence[tuple[int, ...]], total: int) -> tuple[int, ...]:
    """One of ``items`` (tuples whose last field is an integer weight), by weight."""
    pick = below(rng, total)
    for item in items:
        if pick < item[-1]:
            return item
        pick -= item[-1]
    raise ValueError("weights do not add up")


def _multinomial(m: int, a: int, b: int) -> int:
    return factorial(m) // (factorial(a) * factorial(b) * factorial(m - a - b))


def _pair_count(m01: int, m02: int, m12: int, r0: int, r1: int) -> int:
    """Ways to split the three two-seat classes so seat 0 gets r0 and seat 1 gets r1 cards."""
    total = 0
    for i in range(max(0, r0 - m02), min(m01, r0) + 1):
        k = r1 - (m01 - i)
        if 0 <= k <= m12:
            total += comb(m01, i) * comb(m02, r0 - i) * comb(m12, k)
    return total


@dataclass(frozen=True)
class Knowledge:
    """Which opponents may hold each unseen card, and how many cards each holds.

    ``allowed`` maps card index -> 3-bit mask of opponents (bit k = opponent k).
    ``sizes`` are the opponents' hand sizes (unseen cards only, i.e. their whole hands).
    """

    allowed: dict[int, int]
    sizes: tuple[int, int, int]

    def restricted(self, cards: Sequence[int], drop: int) -> Knowledge:
        """The same knowledge with opponent ``drop`` forbidden to hold ``cards``."""
        allowed = dict(self.allowed)
        bit = 1 << drop
        for c in cards:
            if c in allowed:
                allowed[c] &= ~bit
        return Knowledge(allowed, self.sizes)

    def fixed(self, card: int, holder: int) -> Knowledge:
        """The same knowledge with ``card`` known to be in opponent ``holder``'s hand."""
        allowed = dict(self.allowed)
        if card in allowed:
            allowed[card] &= 1 << holder
        return Knowledge(allowed, self.sizes)

    def classes(self) -> dict[int, list[int]]:
        """Cards grouped by allowed set (mask -> sorted card indices)."""
        groups: dict[int, list[int]] = {}
        for card in sorted(self.allowed):
            groups.setdefault(self.allowed[card], []).append(card)
        return groups

    def count(self) -> int:
        """The number of deals consistent with this knowledge (0 if none)."""
        plan = _Plan.build(self)
        return 0 if plan is None else plan.total


@dataclass(frozen=True)
class _Plan:
    """The class sizes after the forced cards are placed, with the total count."""

    groups: dict[int, list[int]]
    rest: tuple[int, int, int]  # cards still to place per opponent after forced ones
    splits: tuple[tuple[int, int, int], ...]  # (x, y, weight) for the all-three class
    total: int

    @staticmethod
    def build(knowledge: Knowledge) -> _Plan | None:
        groups = knowledge.classes()
        if groups.get(0):
            return None
        rest = list(knowledge.sizes)
        for seat in range(3):
            rest[seat] -= len(groups.get(1 << seat, ()))
        if min(rest) < 0:
            return None
        m01, m02, m12 = (len(groups.get(p, ())) for p in _PAIRS)
        m = len(groups.get(ALL3, ()))
        if m + m01 + m02 + m12 != sum(rest):
            return None
        splits = []
        total = 0
        for x in range(min(m, rest[0]) + 1):
            for y in range(min(m - x, rest[1]) + 1):
                z = m - x - y
                if z > rest[2]:
                    continue
                weight = _multinomial(m, x, y) * _pair_count(m01, m02, m12, rest[0] - x,
                                                             rest[1] - y)
                if weight:
                    splits.append((x, y, weight))
                    total += weight
        if total == 0:
            return None
        return _Plan(groups, (rest[0], rest[1], rest[2]), tuple(splits), total)


_M64 = (1 << 64) - 1
# The shuffles of a deal run on Knuth's MMIX LCG (one multiply-add per card), seeded by one
# draw from the caller's Rng, as the play-outs of ``fast.py`` do; a card's slot is taken from
# the generator's top 32 bits (a bias under 1e-8 for 39 cards).
_LCG_A = 6364136223846793005
_LCG_C = 1442695040888963407


class DealSampler:
    """Draws hidden deals uniformly from every deal consistent with some ``Knowledge``."""

    def __init__(self, knowledge: Knowledge) -> None:
        plan = _Plan.build(knowledge)
        if plan is None:
            raise ValueError("no deal is consistent with what this seat knows")
        self._plan = plan
        self.total = plan.total
        groups = plan.groups
        self._m = tuple(len(groups.get(p, ())) for p in _PAIRS)
        self._all3 = list(groups.get(ALL3, ()))
        self._pairs = [list(groups.get(p, ())) for p in _PAIRS]
        fixed = [0, 0, 0]
        for seat in range(3):
            for card in groups.get(1 << seat, ()):
                fixed[seat] |= 1 << card
        self._fixed = fixed
        self._choices: dict[tuple[int, int], tuple[list[tuple[int, int]], int]] = {}

    def _pair_choices(self, r0: int, r1: int) -> tuple[list[tuple[int, int]], int]:
        """The splits of the two-seat classes (weighted) once seat 0 needs r0, seat 1 r1."""
        key = (r0, r1)
        cached = self._choices.get(key)
        if cached is None:
            m01, m02, m12 = self._m
            choices = []
            for i in range(max(0, r0 - m02), min(m01, r0) + 1):
                k = r1 - (m01 - i)
                if 0 <= k <= m12:
                    choices.append((i, comb(m01, i) * comb(m02, r0 - i) * comb(m12, k)))
            cached = (choices, sum(w for _, w in choices))
            self._choices[key] = cached
        return cached

    def sample(self, rng: Rng) -> tuple[int, int, int]:
        """One deal: a bit mask of cards for each opponent."""
        plan = self._plan
        x, y, _ = _weighted(rng, plan.splits, plan.total)
        r0, r1 = plan.rest[0] - x, plan.rest[1] - y
        m01, m02, m12 = self._m
        choices, total = self._pair_choices(r0, r1)
        i = _weighted(rng, choices, total)[0]
        j, k = r0 - i, r1 - (m01 - i)
        masks = self._fixed[:]
        state = rng.next_u64()
        state = _deal(state, self._all3, x, y, 0, 1, 2, masks)
        pairs = self._pairs
        state = _deal(state, pairs[0], i, m01 - i, 0, 1, -1, masks)
        state = _deal(state, pairs[1], j, m02 - j, 0, 2, -1, masks)
        _deal(state, pairs[2], k, m12 - k, 1, 2, -1, masks)
        return masks[0], masks[1], masks[2]


def _deal(state: int, cards: list[int], a: int, b: int, sa: int, sb: int, sc: int,
          masks: list[int]) -> int:
    """Deal ``cards`` at random: ``a`` to seat ``sa``, ``b`` to ``sb`` and the rest to ``sc``
    (``sc`` -1: ``sb`` gets the rest).  A partial Fisher-Yates shuffle; returns the LCG state."""
    n = len(cards)
    if not n:
        return state
    pool = cards[:]
    take = min(n - 1, a if sc < 0 else a + b)
    for pos in range(take):
        state = (state * _LCG_A + _LCG_C) & _M64
        pick = pos + (((state >> 32) * (n - pos)) >> 32)
        pool[pos], pool[pick] = pool[pick], pool[pos]
    m = 0
    for c in pool[:a]:
        m |= 1 << c
    masks[sa] |= m
    end = n if sc < 0 else a + b
    m = 0
    for c in pool[a:end]:
        m |= 1 << c
    masks[sb] |= m
    if sc >= 0:
        m = 0
        for c in pool[end:]:
            m |= 1 << c
        masks[sc] |= m
    return state
