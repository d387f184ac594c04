"""Fit the game-value model of ``players/gamevalue.py`` from simulated games.

1. Plays ``--hands`` random hands with the project's fast engine (random deal, the ducker's
   pass in the hand's direction, every seat playing the heuristic policy of ``policy.py``)
   and keeps their point vectors.
2. Plays ``--games`` games to ``--end`` by drawing hands from that pool (seats rotated at
   random), recording every total before each hand and who won in the end.
3. Fits the logistic P(win) = sigmoid(b0 + b1 * best_gap + b2 * mean_gap) by Newton's method
   (gaps divided by 10 * sqrt(hands left), as ``gamevalue.win_chance`` computes them), and
   prints the coefficients and the log-loss against a blind 25% guess.

    python bench/fit_winmodel.py --hands 20000 --games 20000
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrohearts.hearts.fast import FastState  # noqa: E402
from retrohearts.hearts.masks import TWO_CLUBS, RuleFlags  # noqa: E402
from retrohearts.hearts.players.gamevalue import hands_left  # noqa: E402
from retrohearts.hearts.players.policy import heuristic_playout  # noqa: E402
from retrohearts.hearts.players.search import _ducker_pass_mask  # noqa: E402
from retrohearts.hearts.rules import HouseRules  # noqa: E402
from retrohearts.rng import Rng  # noqa: E402


def hand_pool(n: int, rng: Rng) -> list[tuple[int, int, int, int]]:
    """Point vectors of ``n`` simulated hands."""
    flags = RuleFlags.of(HouseRules())
    out = []
    for k in range(n):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [0, 0, 0, 0]
        for pos, card in enumerate(deck):
            hands[pos & 3] |= 1 << card
        offset = (1, 3, 2, 0)[k % 4]
        if offset:
            gifts = [_ducker_pass_mask(h) for h in hands]
            hands = [hands[s] & ~gifts[s] for s in range(4)]
            for s in range(4):
                hands[(s + offset) % 4] |= gifts[s]
        leader = next(s for s in range(4) if hands[s] & TWO_CLUBS)
        pts = heuristic_playout(FastState(flags, hands, leader))
        out.append((pts[0], pts[1], pts[2], pts[3]))
    return out


def features(seat: int, totals: list[int], end: int) -> tuple[float, float]:
    mine = totals[seat]
    others = [totals[s] for s in range(4) if s != seat]
    scale = 10.0 * math.sqrt(hands_left(totals, end))
    return (min(others) - mine) / scale, (sum(others) / 3.0 - mine) / scale


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--end", type=int, default=100)
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args(argv)
    rng = Rng(args.seed)
    pool = hand_pool(args.hands, rng)
    moons = sum(1 for p in pool if 0 in p and sorted(p)[1] == 26)
    print(f"pool: {len(pool)} hands, {moons} moons")
    rows: list[tuple[float, float]] = []
    wins: list[float] = []
    for _ in range(args.games):
        totals = [0, 0, 0, 0]
        states: list[list[int]] = []
        while max(totals) < args.end:
            states.append(totals[:])
            pts = pool[rng.below(len(pool))]
            turn = rng.below(4)
            totals = [totals[s] + pts[(s + turn) % 4] for s in range(4)]
        low = min(totals)
        share = [1.0 / totals.count(low) if t == low else 0.0 for t in totals]
        for st in states:
            for seat in range(4):
                rows.append(features(seat, st, args.end))
                wins.append(share[seat])
    x = np.array([[1.0, a, b] for a, b in rows])
    y = np.array(wins)
    beta = np.zeros(3)
    for _ in range(25):
        p = 1.0 / (1.0 + np.exp(-(x @ beta)))
        grad = x.T @ (y - p)
        hess = (x * (p * (1 - p))[:, None]).T @ x
        beta += np.linalg.solve(hess, grad)
    p = np.clip(1.0 / (1.0 + np.exp(-(x @ beta))), 1e-9, 1 - 1e-9)
    loss = -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))
    base = -np.mean(y * math.log(0.25) + (1 - y) * math.log(0.75))
    print(f"{len(rows)} rows; log-loss {loss:.4f} (blind guess {base:.4f})")
    print(f"COEF = ({beta[0]:.3f}, {beta[1]:.3f}, {beta[2]:.3f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
