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
completions, then deals each class's cards at random: every consistent deal comes out with
exactly the same probability, with no rejection.
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


class DealSampler:
    """Draws hidden deals uniformly from every deal consistent with some ``Knowledge``."""

    def __init__(self, knowledge: Knowledge) -> None:
        plan = _Plan.build(knowledge)
        if plan is None:
            raise ValueError("no deal is consistent with what this seat knows")
        self._plan = plan
        self.total = plan.total

    def sample(self, rng: Rng) -> tuple[int, int, int]:
        """One deal: a bit mask of cards for each opponent."""
        plan = self._plan
        groups = plan.groups
        x, y, _ = _weighted(rng, plan.splits, plan.total)
        r0, r1 = plan.rest[0] - x, plan.rest[1] - y
        m01, m02, m12 = (len(groups.get(p, ())) for p in _PAIRS)
        choices = []
        for i in range(max(0, r0 - m02), min(m01, r0) + 1):
            k = r1 - (m01 - i)
            if 0 <= k <= m12:
                choices.append((i, comb(m01, i) * comb(m02, r0 - i) * comb(m12, k)))
        i = _weighted(rng, choices, sum(w for _, w in choices))[0]
        j, k = r0 - i, r1 - (m01 - i)
        masks = [0, 0, 0]
        for seat in range(3):
            for card in groups.get(1 << seat, ()):
                masks[seat] |= 1 << card
        m = len(groups.get(ALL3, ()))
        self._deal(rng, groups.get(ALL3, []), (x, y, m - x - y), (0, 1, 2), masks)
        self._deal(rng, groups.get(0b011, []), (i, m01 - i), (0, 1), masks)
        self._deal(rng, groups.get(0b101, []), (j, m02 - j), (0, 2), masks)
        self._deal(rng, groups.get(0b110, []), (k, m12 - k), (1, 2), masks)
        return masks[0], masks[1], masks[2]

    @staticmethod
    def _deal(rng: Rng, cards: list[int], counts: Sequence[int],
              seats: Sequence[int], masks: list[int]) -> None:
        pool = list(cards)
        rng.shuffle(pool)
        start = 0
        for seat, n in zip(seats, counts, strict=True):
            for card in pool[start:start + n]:
                masks[seat] |= 1 << card
            start += n
