"""What a hand's outcome is worth for the game: the chance it leaves a seat of winning it.

Per-hand points are the wrong yardstick near the end of a game: the queen of spades is worth
more on the leader than on the player already losing, a few points taken can stop the leader
from ending the game, and a moon shot that pushes somebody over the end score is good or bad
depending on who is lowest then.  :func:`win_chance` estimates, from the game totals after a
hand, the probability that a seat wins the game:

* when a total reaches the end score the game is over, and the answer is exact (1 for the
  lowest total, shared on a tie, 0 otherwise);
* otherwise a logistic model over the seat's deficit to the best other total and to the
  others' mean, each scaled by the square root of the hands the game may still last.  Its
  coefficients (``COEF``) were fitted by ``bench/fit_winmodel.py`` from whole games simulated
  with the project's own engine (heuristic play-outs on random deals with the ducker's pass).

:func:`game_weight` says how much the game matters for a decision (0 while the game is young,
when per-hand points are the better guide) and :func:`outcome_value` is the value the search
minimises: own points minus the others' mean, minus the game weight times the win chance.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from retrohearts.hearts.view import PlayerView

__all__ = ["COEF", "HAND_POINTS", "game_weight", "outcome_value", "win_chance"]

#: Logistic coefficients (bias, best-other gap, mean-other gap), from bench/fit_winmodel.py.
COEF: tuple[float, float, float] = (-0.888, 0.939, 0.392)
#: Mean points a seat takes in a hand (26 / 4 = 6.5; the model's clock).
HAND_POINTS = 6.5
#: Points per hand the whole of a game's win chance is worth to the search (the scale of
#: "points minus the others' mean" that a 100% swing in win chance outweighs).
WIN_WEIGHT = 60.0
#: The game starts to matter when the highest total is this close to the end score.
NEAR_END = 45


def hands_left(totals: Sequence[int], end: int) -> float:
    """About how many hands the game may still last (at least one half)."""
    return max(0.5, (end - max(totals)) / (HAND_POINTS * 1.6))


def win_chance(seat: int, totals: Sequence[int], end: int | None) -> float:
    """The chance ``seat`` wins a game to ``end`` whose totals are now ``totals``."""
    if end is None:
        low = min(totals)
        return 1.0 / sum(1 for t in totals if t == low) if totals[seat] == low else 0.0
    if max(totals) >= end:
        low = min(totals)
        if totals[seat] != low:
            return 0.0
        return 1.0 / sum(1 for t in totals if t == low)
    mine = totals[seat]
    others = [totals[s] for s in range(4) if s != seat]
    scale = 10.0 * math.sqrt(hands_left(totals, end))
    best_gap = (min(others) - mine) / scale
    mean_gap = (sum(others) / 3.0 - mine) / scale
    z = COEF[0] + COEF[1] * best_gap + COEF[2] * mean_gap
    if z < -30.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


def game_weight(view: PlayerView) -> float:
    """How many points per hand the game's win chance is worth in this view (0: play the
    hand for points, the game is young or has no end score)."""
    end = view.rules.end_score
    if end is None or view.rules.hands_per_game is not None:
        return 0.0
    top = max(view.scores)
    if top + NEAR_END < end:
        return 0.0
    # ramp in over the last NEAR_END points before the end score
    return WIN_WEIGHT * min(1.0, (top + NEAR_END - end + 10) / NEAR_END)


def outcome_value(seat: int, pts: Sequence[int], scores: Sequence[int], end: int | None,
                  weight: float) -> float:
    """The value (lower is better) of a hand ending with points ``pts`` for ``seat``."""
    margin = pts[seat] - (pts[0] + pts[1] + pts[2] + pts[3] - pts[seat]) / 3.0
    if weight <= 0.0:
        return margin
    totals = [scores[s] + pts[s] for s in range(4)]
    return margin - weight * win_chance(seat, totals, end)
