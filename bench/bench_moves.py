"""How long do the opponents take to decide?  Move and pass times, p50/p99/max.

Plays hands (the DOS rules, passes cycling) with the player under test in one seat and
duckers elsewhere, timing every pass and play of that player; for Julia it also times the
sliced thinker (how long one ``step(5)`` really takes, which is what a frame loop sees).
Targets for Julia on this machine: p99 <= 100 ms per play and <= 250 ms per pass.  Besides the
wall-clock times it prints the CPU time of the same decisions (``time.process_time``): on a
shared, loaded machine the wall clock counts the waits for a core too, the CPU time does not.

    python bench/bench_moves.py --hands 40 --player Julia
    python bench/bench_moves.py --hands 40 --player all
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrohearts.hearts import Hand, HouseRules, PassDirection  # noqa: E402
from retrohearts.hearts.players import OPPONENTS, make_player  # noqa: E402
from retrohearts.hearts.players.search import SearchPlayer  # noqa: E402


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000.0


def _line(label: str, plays: list[float], passes: list[float]) -> str:
    line = (f"{label} ms p50 {_pct(plays, .5):6.2f} p99 {_pct(plays, .99):6.2f} "
            f"max {_pct(plays, 1):6.2f} ({len(plays)} plays)")
    if passes:
        line += (f"; pass ms p50 {_pct(passes, .5):6.2f} p99 {_pct(passes, .99):6.2f} "
                 f"max {_pct(passes, 1):6.2f} ({len(passes)})")
    return line


def measure(name: str, hands: int, first: int, slices: bool) -> None:
    rules = HouseRules()
    plays: list[float] = []
    passes: list[float] = []
    cpu_plays: list[float] = []
    cpu_passes: list[float] = []
    steps: list[float] = []
    for n in range(hands):
        deal = first + n
        hero = n % 4
        seats = [make_player("Ducker", deal * 4 + s) for s in range(4)]
        seats[hero] = make_player(name, deal * 4 + hero)
        hand = Hand.deal(rules, deal, dealer=deal % 4, pass_direction=PassDirection.for_hand(n))
        if hand.phase == "pass":
            for s in range(4):
                t = time.perf_counter()
                c0 = time.process_time()
                cards = seats[s].choose_pass(hand.view(s))
                if s == hero:
                    passes.append(time.perf_counter() - t)
                    cpu_passes.append(time.process_time() - c0)
                hand.pass_cards(s, cards)
        while hand.phase == "play":
            s = hand.to_play
            assert s is not None
            view = hand.view(s)
            t = time.perf_counter()
            c0 = time.process_time()
            card = seats[s].choose_play(view)
            if s == hero:
                plays.append(time.perf_counter() - t)
                cpu_plays.append(time.process_time() - c0)
                player = seats[s]
                if slices and isinstance(player, SearchPlayer):
                    thinker = player.start_thinking(view)
                    result = None
                    while result is None:
                        t = time.perf_counter()
                        result = thinker.step(5.0)
                        steps.append(time.perf_counter() - t)
                    assert result == card
            hand.play(card)
    for label, play_t, pass_t in ((f"{name:8s} play", plays, passes),
                                  (f"{'':8s} cpu ", cpu_plays, cpu_passes)):
        print(_line(label, play_t, pass_t))
    if steps:
        print(f"{'':8s} step(5 ms) takes p50 {_pct(steps, .5):.2f} p99 {_pct(steps, .99):.2f} "
              f"max {_pct(steps, 1):.2f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Decision times of the opponents")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--player", default="Julia", help="a name, or 'all'")
    parser.add_argument("--slices", action="store_true", help="also time Julia's step(5)")
    args = parser.parse_args(argv)
    names = list(OPPONENTS) if args.player == "all" else [args.player]
    for name in names:
        measure(name, args.hands, args.first, args.slices)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
