"""How much Julia thinks: one work budget per game, chosen at its start from the machine's speed.

A decision of Julia's is a pure function of her seed, the view and a work budget, counted in
the search's work units (``search.py``: cards played in play-outs, deals drawn), never in
time, so a game replays card for card on any machine given the same budget.  The clock enters
only here, once, before a game: :func:`calibrate` times a fixed reference search (the real
search, on a fixed position, a few milliseconds of work) and :func:`choose_work` picks the
largest budget of ``LEVELS`` whose slowest decisions should still keep a player's wait under
the target: ``TARGETS`` (100 ms a card and 250 ms a pass on a desktop, 400 ms and 1 s in a
browser, where WebAssembly is several times slower).  ``P99_PER_REFERENCE`` says how much
slower per unit than the reference a decision at the 99th percentile is (measured by
``bench/bench_moves.py --calibrate``); the pass gets ``PASS_RATIO`` times the play's work.

The game records the budget (``--log``'s ``game_start``, HEARTS.SAV's ``work``) and
``--work N`` sets it, so a replay elsewhere uses the same one.  Headless runs, the network
server and the benches use ``DESKTOP_WORK`` without calibrating: their cards must not depend
on the machine's speed.

>>> choose_work(0.5) == DESKTOP_WORK             # a fast machine: the desktop's budget
True
>>> choose_work(2.0) < DESKTOP_WORK              # four times slower: less work
True
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable

from retrohearts.hearts.hand import Hand
from retrohearts.hearts.players.ducker import Ducker
from retrohearts.hearts.players.search import PASS_RATIO, PLAY_WORK, PassThinker, Thinker
from retrohearts.hearts.rules import HouseRules, PassDirection
from retrohearts.hearts.view import PlayerView

__all__ = ["DESKTOP_WORK", "LEVELS", "MAX_WORK", "MIN_WORK", "TARGETS", "calibrate",
           "check_work", "choose_work", "pass_work", "predicted_ms", "reference_us_per_unit"]

#: The budget without calibration (headless runs, the server, the benches) and the most any
#: machine gets: twice as many deals bought nothing measurable (issue 14).
DESKTOP_WORK = PLAY_WORK
#: The budgets calibration chooses from, largest first (few, so that strength figures can be
#: measured for each and a machine keeps its level from game to game).
LEVELS = (60_000, 50_000, 40_000, 32_000, 25_000, 20_000, 16_000, 12_000, 10_000, 8_000)
#: What a save, a log or ``--work`` may ask for (anything else is refused, not obeyed).
MIN_WORK = 1_000
MAX_WORK = 1_000_000
#: The longest a player should wait (ms), at the 99th percentile: (a card, a pass).
TARGETS = {"desktop": (100.0, 250.0), "browser": (400.0, 1000.0)}
#: A decision at the 99th percentile costs this many times the reference's time per unit
#: (play, pass): on a desktop as measured on the 2-core test machine in CPU time
#: (``bench_moves.py --calibrate``: 1.29 and 1.71), with a margin; in a browser more, as
#: Chromium's slowest decisions stood further above its reference (``bench_wasm.py``: 2.2 to
#: 3.3 a card, 2.1 to 3.9 a pass, against 2.0 to 2.4 natively beside it).
P99_PER_REFERENCE = {"desktop": (1.5, 2.0), "browser": (2.0, 2.6)}
#: The reference search: a fixed deal played by duckers, searched as Julia would at the pass
#: and after so many tricks (early, middle, late: the mix of her real decisions, whose parts,
#: drawing deals and playing them out, do not cost the same everywhere: drawing is dearer
#: under WebAssembly), with so much work each; the middle one of a few repetitions counts (a
#: hiccup does not, but a machine kept busy by other work gets less work, as it should).
REFERENCE_DEAL = 7
REFERENCE_TRICKS = (1, 4, 8)
REFERENCE_WORK = 2_000
REFERENCE_REPS = 3


def pass_work(work: int) -> int:
    """The pass's budget for a play budget of ``work``."""
    return work * PASS_RATIO


def check_work(value: object) -> int:
    """``value`` if it is a whole number in ``MIN_WORK..MAX_WORK``, else ValueError."""
    if type(value) is not int or not MIN_WORK <= value <= MAX_WORK:
        raise ValueError(f"work must be a whole number from {MIN_WORK} to {MAX_WORK}")
    return value


def reference_views() -> list[PlayerView]:
    """The reference positions: a fixed deal at the pass, then after each of
    ``REFERENCE_TRICKS`` tricks played by duckers (the view of the seat to play)."""
    hand = Hand.deal(HouseRules(), REFERENCE_DEAL, dealer=0,
                     pass_direction=PassDirection.for_hand(0))
    views = [hand.view(0)]
    duckers = [Ducker(s) for s in range(4)]
    for s in range(4):
        hand.pass_cards(s, duckers[s].choose_pass(hand.view(s)))
    for tricks in REFERENCE_TRICKS:
        while len(hand.tricks) < tricks or hand.view(0).current:
            seat = hand.to_play
            assert seat is not None
            hand.play(duckers[seat].choose_play(hand.view(seat)))
        seat = hand.to_play
        assert seat is not None
        views.append(hand.view(seat))
    return views


def reference_view() -> PlayerView:
    """The first play position of the reference (for tests and benches)."""
    return reference_views()[1]


def reference_us_per_unit(reps: int = REFERENCE_REPS,
                          clock: Callable[[], float] = time.perf_counter) -> float:
    """This machine's time per work unit (microseconds) on the reference search (every
    reference position, ``REFERENCE_WORK`` each), the median of ``reps`` runs."""
    views = reference_views()
    times: list[float] = []
    for _ in range(max(1, reps)):
        thinkers: list[Thinker | PassThinker] = [PassThinker(views[0], 0, REFERENCE_WORK)]
        thinkers += [Thinker(view, 0, REFERENCE_WORK) for view in views[1:]]
        start = clock()
        for thinker in thinkers:
            thinker.run()
        elapsed = clock() - start
        times.append(elapsed * 1e6 / max(1, sum(t.spent for t in thinkers)))
    return statistics.median(times)


def predicted_ms(work: int, us_per_unit: float, where: str = "desktop") -> tuple[float, float]:
    """The 99th percentile card and pass (ms) at ``work`` on a machine that takes
    ``us_per_unit`` on the reference, ``where`` ("desktop" or "browser")."""
    play_k, pass_k = P99_PER_REFERENCE[where]
    return (work * us_per_unit * play_k / 1000.0,
            pass_work(work) * us_per_unit * pass_k / 1000.0)


def choose_work(us_per_unit: float, where: str = "desktop") -> int:
    """The largest of ``LEVELS`` whose 99th percentile card and pass should take at most the
    targets of ``where`` on a machine that takes ``us_per_unit`` on the reference; the
    smallest level when none does (a very slow machine waits longer rather than play
    badly)."""
    play_target, pass_target = TARGETS[where]
    for work in LEVELS:
        play_ms, pass_ms = predicted_ms(work, us_per_unit, where)
        if play_ms <= play_target and pass_ms <= pass_target:
            return work
    return LEVELS[-1]


def calibrate(browser: bool | None = None) -> int:
    """The budget for a game on this machine (about 20 ms of search natively); ``browser``:
    for the browser's targets (None: when running under WebAssembly)."""
    if browser is None:
        browser = sys.platform == "emscripten"
    return choose_work(reference_us_per_unit(), "browser" if browser else "desktop")
