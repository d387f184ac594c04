"""End-game positions: does playing for the game (not the hand) win more games?

Every position is a game already under way: seeded totals where one seat is close to the end
score (``--near``, e.g. 80-95 of 100) and the others spread below it.  Each position is played
to the end of the game four times, with the player under test in each seat in turn and the
field (shedding duckers, or any opponent name) in the other three; every player compared sees
the same positions and the same deals.  Printed per player: games won (ties shared) with a 95%
interval, mean final margin, and how often the queen of spades it gave away landed on the game
leader.  ``JuliaHand`` is Julia as she was before issue 14 (per-hand points only).

    python bench/bench_endgame.py --positions 25 --players Julia,JuliaHand
    python bench/bench_endgame.py --positions 10 --field Jeffrey
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrohearts.cards import QUEEN_OF_SPADES  # noqa: E402
from retrohearts.hearts import Hand, PassDirection  # noqa: E402
from retrohearts.hearts.match import deal_after  # noqa: E402
from retrohearts.hearts.players import make_player  # noqa: E402
from retrohearts.rng import Rng  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_strength import RULES  # noqa: E402


def positions(count: int, near: tuple[int, int], seed: int) -> list[tuple[int, ...]]:
    """Seeded totals: seat ``k % 4`` near the end score, the others spread below."""
    rng = Rng(seed)
    out = []
    for k in range(count):
        lo, hi = near
        totals = [0, 0, 0, 0]
        top = lo + rng.below(hi - lo + 1)
        for s in range(4):
            totals[s] = top if s == k % 4 else 20 + rng.below(max(1, top - 15))
        out.append(tuple(totals))
    return out


def play_from(totals: tuple[int, ...], deal: int, hero: int, name: str, field: str,
              stats: dict[str, float]) -> None:
    """Play the game on from ``totals`` with ``name`` in seat ``hero``."""
    seats: list[Any] = [make_player(field, deal * 4 + s) for s in range(4)]
    seats[hero] = make_player(name, deal * 4 + hero)
    scores = list(totals)
    end = RULES.end_score
    assert end is not None
    k = 0
    while max(scores) < end and k < 30:
        hand = Hand.deal(RULES, deal_after(deal, k), dealer=(hero + k) % 4,
                         pass_direction=PassDirection.for_hand(k), scores=scores)
        if hand.phase == "pass":
            for s in range(4):
                hand.pass_cards(s, list(seats[s].choose_pass(hand.view(s))))
        while hand.phase == "play":
            turn = hand.to_play
            assert turn is not None
            hand.play(seats[turn].choose_play(hand.view(turn)))
        for trick in hand.tricks:
            for seat, card in trick.plays:
                if seat == hero and card == QUEEN_OF_SPADES and trick.winner != hero:
                    stats["gifts"] += 1
                    others = [t for t in range(4) if t != hero]
                    stats["on_leader"] += scores[trick.winner] == min(scores[t] for t in others)
        pts = hand.points()
        scores = [scores[s] + pts[s] for s in range(4)]
        k += 1
    low = min(scores)
    if scores[hero] == low:
        stats["wins"] += 1.0 / scores.count(low)
    stats["games"] += 1
    stats["margin"] += (sum(scores) - scores[hero]) / 3.0 - scores[hero]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--players", default="Julia,JuliaHand")
    parser.add_argument("--field", default="Ducker")
    parser.add_argument("--near", default="80-95", help="range of the highest total")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    lo, hi = (int(x) for x in args.near.split("-"))
    starts = positions(args.positions, (lo, hi), args.seed)
    for name in args.players.split(","):
        stats = {"wins": 0.0, "games": 0.0, "margin": 0.0, "gifts": 0.0, "on_leader": 0.0}
        for k, totals in enumerate(starts):
            for hero in range(4):
                play_from(totals, 1000 + 37 * k, hero, name, args.field, stats)
        games = stats["games"]
        rate = stats["wins"] / games
        half = 1.96 * math.sqrt(max(rate * (1 - rate), 1e-9) / games)
        print(f"{name:10s} vs {args.field}: wins {100 * rate:.1f}% +- {100 * half:.1f} "
              f"({games:.0f} games from {len(starts)} positions x 4 seats), final margin "
              f"{stats['margin'] / games:+.1f}, queen given {stats['gifts']:.0f}x, on leader "
              f"{100 * stats['on_leader'] / max(1.0, stats['gifts']):.0f}%", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
