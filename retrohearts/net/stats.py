"""How quickly the server answers, measured inside it: play received -> next seat's prompt written.

The server notes the moment its handler gets a person's ``play``; when the ``state`` that asks
the next person to play has been handed to that connection's socket, the difference is one
sample.  The time a message waits in the kernel or in the client is not in it, so set beside a
client's own figure it shows which side the time is spent on.  ``hearts-server`` prints the
summary (and starts afresh) on SIGUSR1; ``bench/bench_server.py`` uses that.
"""

from __future__ import annotations

__all__ = ["Latency"]

#: Samples kept (the oldest half is dropped past this; a summary is about recent plays).
MAX_SAMPLES = 400_000


class Latency:
    """Samples in seconds, with percentiles."""

    def __init__(self) -> None:
        self.samples: list[float] = []

    def add(self, seconds: float) -> None:
        samples = self.samples
        samples.append(seconds)
        if len(samples) > MAX_SAMPLES:
            del samples[: MAX_SAMPLES // 2]

    def reset(self) -> None:
        self.samples = []

    def percentile(self, fraction: float) -> float:
        """The ``fraction`` quantile in seconds (nan with no samples)."""
        ordered = sorted(self.samples)
        if not ordered:
            return float("nan")
        return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]

    def summary(self) -> str:
        """One line: how many plays, p50, p99 and the worst, in milliseconds."""
        n = len(self.samples)
        if not n:
            return "stats: 0 plays answered"
        return (f"stats: {n} plays answered; play -> next prompt written, inside the server: "
                f"p50 {self.percentile(0.5) * 1000:.2f} ms, p99 {self.percentile(0.99) * 1000:.2f}"
                f" ms, worst {max(self.samples) * 1000:.2f} ms")
