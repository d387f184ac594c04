"""How fast is the HomeRun engine, and how good is its solver?

Prints:

* random playouts per second (4 jokers, uniformly random legal moves);
* solver time (wall and CPU) and positions per deal, for 0, 1 and 4 jokers over seeded
  deals 1..N (median, p90, max), with how many answers are exact (0 and 1 joker: every
  position walked with numpy, homerun/layers.py; 4 jokers: the depth-first search);
* the same for 0 and 1 joker under the rule "draw any time" (``draw_anytime``), with the
  game's time limit of 1 s: the pack's position multiplies the positions there, and its own
  walk (homerun/anytime.py) answers, its steps compiled with numba where it is installed
  (``--no-jit``: numpy's steps, for comparison); "positions with a choice" counts its kept
  entries.  The first walk in a process loads the compiled code (or compiles it, the first
  time after an install): that is timed apart, before the deals;
* for 4 jokers within the time limit: how often the answer is exact and the mean gap between
  the best line found and the proven upper bound;
* hint time at random points of 4-joker hands (median, p99, max).

Targets (issue 11): 0 and 1 jokers exact with p90 <= 0.2 s; hint <= 0.5 s p99; issue 29
asks the same of "draw any time".  The machine may be shared: CPU time is printed beside wall
time.
``python bench/bench_homerun.py --deals 50 --hints 100``
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrohearts.homerun import Deal, Hand, HomeRunRules, hint, solve  # noqa: E402
from retrohearts.homerun.solver import use_cpu_clock  # noqa: E402


def _q(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def playouts(seconds: float) -> tuple[float, float]:
    """Random playouts (per wall second, per CPU second)."""
    rng = random.Random(1)
    n, start, cpu = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        hand = Hand(Deal.from_number(1 + n), 4)
        while hand.status == "playing":
            hand.play(rng.choice(hand.legal_moves()))
        n += 1
    return n / (time.perf_counter() - start), n / max(1e-9, time.process_time() - cpu)


def solver(jokers: int, deals: int, limit: float, rules: HomeRunRules | None = None,
           label: str = "solver") -> None:
    walls, cpus, states, forced, gaps = [], [], [], [], []
    exact = 0
    rules = rules if rules is not None else HomeRunRules()
    for number in range(1, deals + 1):
        w, c = time.perf_counter(), time.process_time()
        sol = solve(Deal.from_number(number), jokers, rules, time_limit_s=limit)
        walls.append(time.perf_counter() - w)
        cpus.append(time.process_time() - c)
        states.append(sol.states)
        forced.append(sol.forced)
        exact += sol.exact
        gaps.append(sol.upper_bound - sol.max_score)
    name = f"{jokers} joker{'s' if jokers != 1 else ''}"
    print(f"{label}, {name} ({deals} deals, limit {limit:g} s): "
          f"wall median {_q(walls, .5):.3f} p90 {_q(walls, .9):.3f} max {max(walls):.3f} s; "
          f"CPU median {_q(cpus, .5):.3f} p90 {_q(cpus, .9):.3f} max {max(cpus):.3f} s")
    print(f"    positions with a choice: median {_q(states, .5):,.0f} p90 {_q(states, .9):,.0f} "
          f"max {max(states):,} (positions with one move or none, or forced moves walked: "
          f"median {_q(forced, .5):,.0f}, max {max(forced):,})")
    print(f"    "
          f"exact {exact}/{deals}; mean gap to bound {sum(gaps) / len(gaps):.1f} points "
          f"(max {max(gaps)})")


def anytime_first_walk() -> None:
    """Which steps the draw-any-time walk uses here, and what its first walk in this process
    costs (loading, or compiling, the compiled code), on a deal the bench does not measure."""
    from retrohearts.homerun.anytime import jit_kernels

    kernels = jit_kernels()
    start, cpu = time.perf_counter(), time.process_time()
    solve(Deal.from_number(999), 0, HomeRunRules(draw_anytime=True), time_limit_s=120)
    if kernels is None:
        print("draw any time: numpy's steps (numba not installed, or RETROHEARTS_NO_JIT set)")
        return
    import numba

    print(f"draw any time: compiled steps (numba {numba.__version__}); the first walk in this "
          f"process, loading or compiling them: wall {time.perf_counter() - start:.2f} s, "
          f"CPU {time.process_time() - cpu:.2f} s")


def hints(count: int, limit: float) -> None:
    rng = random.Random(7)
    times: list[float] = []
    cpus: list[float] = []
    for i in range(count):
        hand = Hand(Deal.from_number(1000 + i), 4)
        stop = rng.randint(0, 40)
        while hand.status == "playing" and len(hand.moves) < stop:
            moves = hand.legal_moves()       # a player keeps jokers while anything else goes
            plain = [m for m in moves if m != "J"] or moves
            hand.play(rng.choice(plain))
        if hand.status != "playing":
            continue
        start, cpu = time.perf_counter(), time.process_time()
        hint(hand, time_limit_s=limit)
        times.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
    print(f"hint, hands started with 4 jokers, {len(times)} random points "
          f"(limit {limit:g} s): wall median {_q(times, .5):.3f} p99 {_q(times, .99):.3f} "
          f"max {max(times):.3f} s; CPU median {_q(cpus, .5):.3f} p99 {_q(cpus, .99):.3f} s")


def par_frames(deals: int) -> None:
    """The par after a hand as the screens do it (15 ms slices): the longest slice."""
    from retrohearts.homerun.work import fell_off_steps

    rng = random.Random(11)
    longest: list[float] = []
    for jokers in (4, 1):
        for number in range(1, deals // 5 + 1):
            deal = Deal.from_number(2000 + number)
            hand = Hand(deal, jokers)
            while hand.status == "playing":
                moves = hand.legal_moves()
                hand.play(rng.choice([m for m in moves if m != "J"] or moves))
            job = fell_off_steps(deal, jokers, None, list(hand.moves), 0.5, par_s=0.3,
                                 slice_s=0.015)
            worst = 0.0
            while True:
                cpu = time.process_time()
                try:
                    next(job)
                except StopIteration:
                    break
                finally:
                    worst = max(worst, time.process_time() - cpu)
            longest.append(worst)
    print(f"par after a hand in 15 ms slices ({len(longest)} hands, 4 and 1 jokers): longest "
          f"slice CPU median {_q(longest, .5) * 1000:.0f} p90 {_q(longest, .9) * 1000:.0f} "
          f"max {max(longest) * 1000:.0f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="HomeRun engine and solver speed")
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--hints", type=int, default=100)
    parser.add_argument("--limit", type=float, default=1.0, help="4-joker time limit (s)")
    parser.add_argument("--exact-limit", type=float, default=10.0,
                        help="time limit for the 0 and 1 joker solves (s)")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="time limits count CPU time (for a busy shared machine)")
    parser.add_argument("--anytime-limit", type=float, default=1.0,
                        help="time limit for the 0 and 1 joker solves under draw any time (s)")
    parser.add_argument("--only-anytime", action="store_true",
                        help="measure the draw-any-time solves only")
    parser.add_argument("--no-jit", action="store_true",
                        help="the draw-any-time walk with numpy's steps, not compiled ones")
    args = parser.parse_args(argv)
    if args.no_jit:
        os.environ["RETROHEARTS_NO_JIT"] = "1"
    if args.cpu_clock:
        use_cpu_clock()
        print("time limits count CPU time")
    anytime = HomeRunRules(draw_anytime=True)
    if args.only_anytime:
        anytime_first_walk()
        solver(0, args.deals, args.anytime_limit, anytime, "draw any time")
        solver(1, args.deals, args.anytime_limit, anytime, "draw any time")
        return 0
    wall, cpu = playouts(2.0)
    print(f"random playouts (4 jokers): {wall:,.0f} per second ({cpu:,.0f} per CPU second)")
    solver(0, args.deals, args.exact_limit)
    solver(1, args.deals, args.exact_limit)
    solver(4, args.deals, args.limit)
    anytime_first_walk()
    solver(0, args.deals, args.anytime_limit, anytime, "draw any time")
    solver(1, args.deals, args.anytime_limit, anytime, "draw any time")
    hints(args.hints, 0.5)
    par_frames(args.deals)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
