"""Rate limits for an open network: a token bucket per connection and a strike counter.

Both are leaky buckets on a monotonic clock: :class:`TokenBucket` allows ``burst`` messages at
once and ``rate`` a second after that; :class:`Strikes` counts errors, forgives one every
``forgive`` seconds, and says when a connection has misbehaved too much to keep.
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["Strikes", "TokenBucket"]


class TokenBucket:
    """``take()`` is True while a connection keeps within ``rate`` a second, ``burst`` at once."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic):
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = burst
        self.stamp = clock()

    def take(self, cost: float = 1.0) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False


class Strikes:
    """Errors counted against a connection; ``add()`` is True once it is over ``limit``."""

    def __init__(self, limit: int, forgive: float = 1.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.forgive = forgive
        self.clock = clock
        self.level = 0.0
        self.stamp = clock()

    def add(self) -> bool:
        now = self.clock()
        if self.forgive > 0:
            self.level = max(0.0, self.level - (now - self.stamp) / self.forgive)
        self.stamp = now
        self.level += 1
        return self.limit > 0 and self.level > self.limit
