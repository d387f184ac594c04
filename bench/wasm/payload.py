"""Timed work for bench_wasm.py, run unchanged by CPython here and by Pyodide in Node.js.

Plays ``HANDS`` hands with Julia in one seat and duckers elsewhere (as bench_moves.py
does), timing Julia's passes and plays at the desktop's budget and at the one this machine
chooses for the browser's targets (budget.py), and, when HomeRun's engine is present, the
solver on a few deals. Prints one JSON line of figures. Imports only the pure floors.
"""

import json
import os
import sys
import time

HANDS = int(os.environ.get("BENCH_HANDS", "4"))


def pct(values, q):
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000.0, 2)


def julia_times(work):
    """Julia's decision times (seconds) at ``work`` a card: (plays, passes)."""
    from retrohearts.hearts import Hand, HouseRules, PassDirection
    from retrohearts.hearts.players import make_player

    rules = HouseRules()
    plays, passes = [], []
    for n in range(HANDS):
        deal = 1 + n
        hero = n % 4
        seats = [make_player("Ducker", deal * 4 + s) for s in range(4)]
        seats[hero] = make_player("Julia", deal * 4 + hero, work)
        hand = Hand.deal(rules, deal, dealer=deal % 4, pass_direction=PassDirection.for_hand(n))
        if hand.phase == "pass":
            for s in range(4):
                t = time.perf_counter()
                cards = seats[s].choose_pass(hand.view(s))
                if s == hero:
                    passes.append(time.perf_counter() - t)
                hand.pass_cards(s, cards)
        while hand.phase == "play":
            s = hand.to_play
            t = time.perf_counter()
            card = seats[s].choose_play(hand.view(s))
            if s == hero:
                plays.append(time.perf_counter() - t)
            hand.play(card)
    return plays, passes


def hearts_figures():
    """Julia at the desktop's budget, then calibrated for the browser's targets as a game in
    a page would be (``players/budget.py``), and her times at that budget."""
    from retrohearts.hearts.players.budget import (
        DESKTOP_WORK,
        choose_work,
        reference_us_per_unit,
    )

    plays, passes = julia_times(DESKTOP_WORK)
    figures = {"julia_play_p50_ms": pct(plays, .5), "julia_play_p99_ms": pct(plays, .99),
               "julia_play_max_ms": pct(plays, 1.0), "plays": len(plays),
               "julia_pass_p50_ms": pct(passes, .5), "julia_pass_max_ms": pct(passes, 1.0)}
    reference = reference_us_per_unit()
    work = choose_work(reference, "browser")
    plays, passes = julia_times(work)
    figures.update({"reference_us_per_unit": round(reference, 3), "browser_work": work,
                    "at_browser_work_play_p50_ms": pct(plays, .5),
                    "at_browser_work_play_p99_ms": pct(plays, .99),
                    "at_browser_work_pass_p50_ms": pct(passes, .5),
                    "at_browser_work_pass_max_ms": pct(passes, 1.0)})
    return figures


def homerun_figures():
    try:
        from retrohearts.homerun import Deal, HomeRunRules, solve
    except ImportError:
        return {}
    times = []
    for number in range(1, 6):
        deal = Deal.from_number(number)
        t = time.perf_counter()
        solve(deal, 1, HomeRunRules(), time_limit_s=2.0)
        times.append(time.perf_counter() - t)
    return {"solve_1joker_p50_ms": pct(times, .5), "solve_1joker_max_ms": pct(times, 1.0)}


def main():
    t = time.perf_counter()
    total = 0
    for i in range(3_000_000):
        total += i
    loop_ms = round((time.perf_counter() - t) * 1000, 1)
    figures = {"python": sys.version.split()[0], "loop_3m_ms": loop_ms}
    figures.update(hearts_figures())
    figures.update(homerun_figures())
    print("FIGURES " + json.dumps(figures))


main()
