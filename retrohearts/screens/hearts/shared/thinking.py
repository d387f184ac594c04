"""One frame's thinking, for every screen whose computer thinks a slice per frame.

The table's computers, the tutor's advice and the post-mortem's judge all search in slices
inside frames (the browser build has no threads). In a window a slice is a few milliseconds
of the clock; in a headless run it is counted in the search's work units instead, so the frame
a decision lands on depends on the work alone and the same command line gives the same frames
on any machine, under any load.
"""

from __future__ import annotations

from typing import Any

__all__ = ["WORK_PER_MS", "think_slice"]

#: Headless, a frame's slice of ``budget_ms`` milliseconds is this many work units per
#: millisecond instead (about what a millisecond buys natively, ``players/budget.py``).
WORK_PER_MS = 1000


def think_slice(thinker: Any, budget_ms: float, headless: bool) -> Any:
    """One frame's thinking: ``thinker.step(budget_ms)``, or, headless, its
    ``step_work`` of ``budget_ms * WORK_PER_MS`` units (no clock is read)."""
    if headless:
        step_work = getattr(thinker, "step_work", None)
        if callable(step_work):
            return step_work(round(budget_ms * WORK_PER_MS))
    return thinker.step(budget_ms)
