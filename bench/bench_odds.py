"""How good are the Odds screens' estimates, and how fast?

Plays simulated hands (the cheap computer players at all four seats, passes cycling, the DOS
rules) and at several moments of each hand asks the odds module for one seat's view: the
probability that each other seat is void in each suit and holds the queen of spades.  It then
compares them with what the hidden hands really held:

* the Brier score (mean squared difference between probability and outcome), over all
  estimates and over the uncertain ones only (0 < p < 1);
* a reliability table: estimates grouped in tenths, with the mean estimate and how often the
  event was true.  The estimates are exact for the rules-only model (every consistent deal
  equally likely); real players pass and play with intent, so this shows how far that model
  is from real play.

It also times each screen's numbers (screen 1 the record, 2 the void and queen odds, 3 danger
and moon chance).  ``python bench/bench_odds.py --hands 2000``
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrohearts.cards import QUEEN_OF_SPADES, Suit  # noqa: E402
from retrohearts.hearts import Hand, HouseRules, PassDirection  # noqa: E402
from retrohearts.hearts.odds import moon_chance, opponent_odds, record, suit_danger  # noqa: E402
from retrohearts.hearts.players import make_player  # noqa: E402

NAMES = ("Jeffrey", "Lindsay", "Michael", "Ellen", "David", "Ducker")
MOMENTS = (1, 4, 7, 10)  # ask after this many completed tricks (plus a card or two)


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Odds calibration and timing")
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--first", type=int, default=1)
    args = parser.parse_args(argv)
    rules = HouseRules()
    pairs: dict[str, list[tuple[float, int]]] = {"void": [], "queen": []}
    times: dict[str, list[float]] = {"screen 1": [], "screen 2": [], "screen 3": []}
    for n in range(args.hands):
        deal = args.first + n
        players = [make_player(NAMES[(deal + s) % len(NAMES)], deal * 4 + s) for s in range(4)]
        hand = Hand.deal(rules, deal, dealer=deal % 4, pass_direction=PassDirection.for_hand(n))
        if hand.phase == "pass":
            for s in range(4):
                hand.pass_cards(s, players[s].choose_pass(hand.view(s)))
        asked = set()
        while hand.phase == "play":
            done = len(hand.tricks)
            due = len(hand.current_trick) == (deal + done) % 3
            if done in MOMENTS and done not in asked and due:
                asked.add(done)
                seat = (deal + done) % 4
                view = hand.view(seat)
                t0 = time.perf_counter()
                record(view)
                t1 = time.perf_counter()
                odds = opponent_odds(view)
                t2 = time.perf_counter()
                suit_danger(view)
                moon_chance(view)
                t3 = time.perf_counter()
                times["screen 1"].append(t1 - t0)
                times["screen 2"].append(t2 - t1)
                times["screen 3"].append(t3 - t2)
                for o in odds:
                    held = hand.cards(o.seat)
                    for suit in Suit:
                        pairs["void"].append((o.void[suit], int(all(c.suit != suit for c in held))))
                    pairs["queen"].append((o.queen, int(QUEEN_OF_SPADES in held)))
            seat = hand.to_play
            assert seat is not None
            hand.play(players[seat].choose_play(hand.view(seat)))
    print(f"{args.hands} hands, {len(times['screen 2'])} odds screens")
    for kind, values in pairs.items():
        brier = sum((p - y) ** 2 for p, y in values) / len(values)
        unsure = [(p, y) for p, y in values if 0.0 < p < 1.0]
        brier_u = sum((p - y) ** 2 for p, y in unsure) / max(1, len(unsure))
        print(f"\n{kind}: {len(values)} estimates, Brier {brier:.4f}; "
              f"uncertain ones {len(unsure)}, Brier {brier_u:.4f}")
        print("  estimate     count   mean estimate   observed")
        for b in range(10):
            lo, hi = b / 10, (b + 1) / 10
            cell = [(p, y) for p, y in values if lo <= p < hi or (b == 9 and p == 1.0)]
            if cell:
                mean_p = sum(p for p, _ in cell) / len(cell)
                freq = sum(y for _, y in cell) / len(cell)
                print(f"  {lo:.1f}-{hi:.1f}   {len(cell):7d}   {mean_p:13.3f}   {freq:8.3f}")
    print("\ntime per screen (ms):")
    for name, values in times.items():
        print(f"  {name}: p50 {_pct(values, 0.5):.2f}  p99 {_pct(values, 0.99):.2f}  "
              f"max {_pct(values, 1.0):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
