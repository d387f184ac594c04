"""How long do the opponents take to decide?  Move and pass times, p50/p99/max, against targets.

Plays hands (the DOS rules, passes cycling) with the player under test in one seat and
duckers elsewhere, timing every pass and play of that player; for Julia it also times the
sliced thinker (how long one ``step(5)`` really takes, which is what a frame loop sees).
Julia thinks with a work budget (``players/budget.py``): ``--work N`` sets it, ``--work
calibrate`` lets this machine choose it as a game would (``--browser``: for the browser's
targets), the default is the desktop's.  Her figures are printed against the targets (p99 at
most 100 ms a card and 250 ms a pass on a desktop).  Besides the wall-clock times it prints the
CPU time of the same decisions (``time.process_time``): on a shared, loaded machine the wall
clock counts the waits for a core too, the CPU time does not.

``--calibrate`` also times the reference search of ``budget.py`` before every hand and prints
how much slower per work unit than the reference the 99th-percentile decision was: the
``P99_PER_REFERENCE`` that calibration assumes (both in CPU time, so that a loaded machine
still gives the ratio).

    python bench/bench_moves.py --hands 40 --player Julia
    python bench/bench_moves.py --hands 40 --work calibrate --calibrate
    python bench/bench_moves.py --hands 40 --player all
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrohearts.hearts import Hand, HouseRules, PassDirection  # noqa: E402
from retrohearts.hearts.players import OPPONENTS, make_player  # noqa: E402
from retrohearts.hearts.players.budget import (  # noqa: E402
    DESKTOP_WORK,
    P99_PER_REFERENCE,
    TARGETS,
    choose_work,
    pass_work,
    reference_us_per_unit,
)
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


class Times:
    """What one run measured."""

    def __init__(self) -> None:
        self.plays: list[float] = []
        self.passes: list[float] = []
        self.cpu_plays: list[float] = []
        self.cpu_passes: list[float] = []
        self.steps: list[float] = []
        self.play_per_unit: list[float] = []  # CPU seconds per work unit spent
        self.pass_per_unit: list[float] = []
        self.reference: list[float] = []  # the reference's microseconds per unit, per hand


def _spent(player: object, view: object, passing: bool) -> int:
    """The work units the decision spends (0 for a player without a budget)."""
    if not isinstance(player, SearchPlayer):
        return 0
    thinker = player.start_passing(view) if passing else player.start_thinking(view)  # type: ignore[arg-type]
    thinker.run()
    return thinker.spent


def measure(name: str, hands: int, first: int, slices: bool, work: int,
            calibrating: bool) -> Times:
    rules = HouseRules()
    out = Times()
    for n in range(hands):
        if calibrating:  # CPU time, as the decisions' per-unit figures below
            out.reference.append(reference_us_per_unit(clock=time.process_time))
        deal = first + n
        hero = n % 4
        seats = [make_player("Ducker", deal * 4 + s) for s in range(4)]
        seats[hero] = make_player(name, deal * 4 + hero, work=work)
        hand = Hand.deal(rules, deal, dealer=deal % 4, pass_direction=PassDirection.for_hand(n))
        if hand.phase == "pass":
            for s in range(4):
                t = time.perf_counter()
                c0 = time.process_time()
                cards = seats[s].choose_pass(hand.view(s))
                if s == hero:
                    out.passes.append(time.perf_counter() - t)
                    cpu = time.process_time() - c0
                    out.cpu_passes.append(cpu)
                    if calibrating and (spent := _spent(seats[s], hand.view(s), True)):
                        out.pass_per_unit.append(cpu / spent)
                hand.pass_cards(s, cards)
        while hand.phase == "play":
            s = hand.to_play
            assert s is not None
            view = hand.view(s)
            t = time.perf_counter()
            c0 = time.process_time()
            card = seats[s].choose_play(view)
            if s == hero:
                out.plays.append(time.perf_counter() - t)
                cpu = time.process_time() - c0
                out.cpu_plays.append(cpu)
                if calibrating and cpu > 0.02 and (spent := _spent(seats[s], view, False)):
                    out.play_per_unit.append(cpu / spent)
                player = seats[s]
                if slices and isinstance(player, SearchPlayer):
                    thinker = player.start_thinking(view)
                    result = None
                    while result is None:
                        t = time.perf_counter()
                        result = thinker.step(5.0)
                        out.steps.append(time.perf_counter() - t)
                    assert result == card
            hand.play(card)
    return out


def _verdict(value: float, target: float) -> str:
    return f"{value:6.1f} ms (target {target:.0f}: {'ok' if value <= target else 'OVER'})"


def report(name: str, times: Times, work: int, browser: bool) -> None:
    print(_line(f"{name:8s} play", times.plays, times.passes))
    print(_line(f"{'':8s} cpu ", times.cpu_plays, times.cpu_passes))
    if times.steps:
        print(f"{'':8s} step(5 ms) takes p50 {_pct(times.steps, .5):.2f} p99 "
              f"{_pct(times.steps, .99):.2f} max {_pct(times.steps, 1):.2f} ms")
    if name.lower() != "julia":
        return
    where = "browser" if browser else "desktop"
    play_target, pass_target = TARGETS[where]
    print(f"{'':8s} work {work:,} a card, {pass_work(work):,} a pass; "
          f"{'browser' if browser else 'desktop'} targets, wall clock:")
    print(f"{'':8s}   play p99 {_verdict(_pct(times.plays, .99), play_target)}; "
          f"CPU {_verdict(_pct(times.cpu_plays, .99), play_target)}")
    print(f"{'':8s}   pass p99 {_verdict(_pct(times.passes, .99), pass_target)}; "
          f"CPU {_verdict(_pct(times.cpu_passes, .99), pass_target)}")
    if times.reference:
        ref = statistics.median(times.reference)
        play_k = _pct(times.play_per_unit, .99) / 1000.0 * 1e6 / ref
        pass_k = _pct(times.pass_per_unit, .99) / 1000.0 * 1e6 / ref
        print(f"{'':8s} reference {ref:.3f} us a unit (median of {len(times.reference)}, "
              f"min {min(times.reference):.3f}); p99 decision per unit over the reference: "
              f"play {play_k:.2f}, pass {pass_k:.2f} (budget.py assumes "
              f"{P99_PER_REFERENCE[where][0]}, {P99_PER_REFERENCE[where][1]})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Decision times of the opponents")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--player", default="Julia", help="a name, or 'all'")
    parser.add_argument("--slices", action="store_true", help="also time Julia's step(5)")
    parser.add_argument("--work", default=str(DESKTOP_WORK),
                        help="Julia's work a card, or 'calibrate' (as a game on this machine)")
    parser.add_argument("--browser", action="store_true",
                        help="the browser's targets (for --work calibrate and the verdicts)")
    parser.add_argument("--calibrate", action="store_true",
                        help="time the reference search too and print P99_PER_REFERENCE")
    args = parser.parse_args(argv)
    if args.work == "calibrate":
        ref = reference_us_per_unit()
        work = choose_work(ref, "browser" if args.browser else "desktop")
        print(f"calibration: reference {ref:.3f} us a unit -> work {work:,}")
    else:
        work = int(args.work)
    names = list(OPPONENTS) if args.player == "all" else [args.player]
    for name in names:
        times = measure(name, args.hands, args.first, args.slices, work, args.calibrate)
        report(name, times, work, args.browser)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
