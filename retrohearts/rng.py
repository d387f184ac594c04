"""A small, explicit random number generator: SplitMix64 in pure Python.

Deal numbers and seeded opponents must give the same results on every machine and every Python
version, so nothing here touches the :mod:`random` module.  SplitMix64 (Steele, Lea and Flood,
2014) is a 64-bit counter passed through a fixed mixing function; it is tiny, fast enough in
Python and well distributed.  ``below(n)`` is unbiased (Lemire's method with rejection) and
``shuffle`` is a Fisher-Yates shuffle from the top, so all of them are fully specified here.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

__all__ = ["Rng"]

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_M1 = 0xBF58476D1CE4E5B9
_M2 = 0x94D049BB133111EB

T = TypeVar("T")


class Rng:
    """SplitMix64.  ``Rng(seed)``: any int seed (taken modulo 2**64)."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        if not isinstance(seed, int):
            raise TypeError("Rng seed must be an int")
        #: The whole generator state: save it and assign it back to resume a sequence.
        self.state: int = seed & _MASK

    def next_u64(self) -> int:
        """The next 64-bit output."""
        s = (self.state + _GAMMA) & _MASK
        self.state = s
        s = ((s ^ (s >> 30)) * _M1) & _MASK
        s = ((s ^ (s >> 27)) * _M2) & _MASK
        return s ^ (s >> 31)

    def below(self, n: int) -> int:
        """A uniform int in ``range(n)`` (n >= 1), without bias."""
        if n <= 0:
            raise ValueError("below(n) needs n >= 1")
        threshold = (1 << 64) % n
        while True:
            s = (self.state + _GAMMA) & _MASK
            self.state = s
            s = ((s ^ (s >> 30)) * _M1) & _MASK
            s = ((s ^ (s >> 27)) * _M2) & _MASK
            m = (s ^ (s >> 31)) * n
            if (m & _MASK) >= threshold:
                return m >> 64

    def random(self) -> float:
        """A uniform float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates, from the last position down)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        """A uniformly chosen element of a non-empty sequence."""
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.below(len(items))]

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one's state and ``salt`` (state unchanged)."""
        child = Rng(self.state ^ ((salt * _M2) & _MASK))
        child.next_u64()
        return child
