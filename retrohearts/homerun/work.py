"""The solver's longer jobs done a slice at a time: solving a position, and the deal's par
with the move where a line played left the best line.

Each job is a generator: it does about ``slice_s`` seconds of work, yields, and goes on when
it is asked again; its return value (``StopIteration.value``) is the answer.  A screen
steps it once a frame and never freezes; :func:`finish` runs one to the end at once (what
:func:`~retrohearts.homerun.advice.solve_hand` and ``fell_off`` do).  Hands with 0 or 1
joker are walked position by position (:mod:`retrohearts.homerun.layers`), a layer a
step; the depth-first search goes in slices too: cut by the slice's end, it starts again
from the lines and the memo it had, so nothing done is lost but the descent back to where
it stopped.
"""

from __future__ import annotations

import math
from collections.abc import Generator, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar

import retrohearts.homerun.layers as layers
from retrohearts.homerun.anytime import AnytimeWalk
from retrohearts.homerun.beam import beam_search
from retrohearts.homerun.deal import Deal
from retrohearts.homerun.hand import Hand
from retrohearts.homerun.rules import JOKER_BONUS, HomeRunRules, card_value
from retrohearts.homerun.solver import NEG, Searcher, Solution, now

__all__ = ["EXHAUSTIVE_JOKERS", "FallOff", "Line", "Steps", "fell_off_steps", "find_clear_steps",
           "finish", "solve_steps"]

#: Hands with this many jokers or fewer are solved by walking every position
#: (:mod:`retrohearts.homerun.layers`) when numpy is there.
EXHAUSTIVE_JOKERS = 1
#: Under "draw any time", entries per layer of the walk's first look for lines to beat, by
#: the jokers held (0, 1 or more): 300 cost less to look but missed the best line by 40 points
#: on some deals, whose walks then kept 2 to 4 times the entries.
ANYTIME_BEAM = (1000, 1000)

T = TypeVar("T")
Steps = Generator[None, None, T]
Line = tuple[int, tuple[str, ...], bool]
State = tuple[list[int], int, int, int, int, int]
#: a position and the score earned before it (what Searcher.search starts from)
Start = tuple[list[int], int, int, int, int, int, int]


def walk(s: Searcher, heights: list[int], pp: int, lay: int, jok: int, rl: int, rd: int,
         g0: int) -> layers.Layered | AnytimeWalk:
    """The walk of every position from here (numpy): :class:`AnytimeWalk` under "draw any
    time", else :class:`~retrohearts.homerun.layers.Layered`."""
    if s.rules.draw_anytime:
        return AnytimeWalk(s, heights, pp, lay, jok, rl, rd, g0,
                           beam=ANYTIME_BEAM[min(jok, len(ANYTIME_BEAM) - 1)])
    return layers.Layered(s, heights, pp, lay, jok, rl, rd, g0)


def finish(steps: Steps[T]) -> T:
    """Run a job to its end and return its answer."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


def _state(hand: Hand) -> State:
    return ([len(r) for r in hand.ranks], hand.pack_pos, card_value(hand.layout), hand.jokers,
            hand.run_len, hand.run_dir)


class _Clock:
    """When the current slice ends."""

    def __init__(self, slice_s: float) -> None:
        self.slice_s = slice_s
        self.mark = now()

    def over(self) -> bool:
        return now() - self.mark >= self.slice_s

    def end(self) -> float:
        return self.mark + self.slice_s

    def restart(self) -> None:
        self.mark = now()


def _lines(sol: Solution) -> list[Line]:
    out: list[Line] = []
    if sol.best_line:
        out.append((sol.max_score, sol.best_line, sol.max_clear_score == sol.max_score))
    if sol.best_clear_line is not None and sol.max_clear_score is not None:
        out.append((sol.max_clear_score, sol.best_clear_line, True))
    return out


def _search(s: Searcher, state: Start, until: float, clock: _Clock,
            seed_lines: Sequence[Line] = (), **kw: Any) -> Steps[Solution]:
    """One search, cut into slices: each slice starts again with what the last one found."""
    seeds = list(seed_lines)
    while True:
        if clock.over():        # even a search with no time left looks at 255 positions
            yield
            clock.restart()
        limit = min(until, clock.end()) - now()
        sol = s.search(*state, max(0.0, limit), seed_lines=seeds, **kw)
        if not s.timed_out or now() >= until:
            return sol
        if not kw.get("first_clear"):
            seeds += _lines(sol)


def _one_joker_lines(s: Searcher, hand: Hand, state: Start, until: float,
                     clock: _Clock) -> Steps[tuple[list[Line], int | None]]:
    """With several jokers, the lines that play at most one of them: the walk of every
    position with one joker (cheap), the other jokers held (such a line cannot get stuck,
    so it clears, 50 more a joker kept).  The best lines keep their jokers, so its best is
    often the best there is.  Returns that line and its score exactly (NEG: none of them
    clears), or nothing and None when the walk is not done by ``until`` (or no numpy)."""
    if not layers.available():
        return [], None
    heights, pp, lay, jok, rl, rd, g0 = state
    one = walk(s, heights, pp, lay, 1, rl, rd, g0)
    for _ in one.steps():
        if now() > until:
            return [], None
        if clock.over():
            yield
            clock.restart()
    if not one.done:
        return [], None
    sol = one.solution(now())
    if sol.max_clear_score is None or sol.best_clear_line is None:
        return [], NEG
    score = sol.max_clear_score + JOKER_BONUS * (jok - 1)
    return [(score, sol.best_clear_line, True)], score


def solve_steps(hand: Hand, time_limit_s: float = 1.0, *, searcher: Searcher | None = None,
                first_clear: bool = False, prove: bool = True,
                slice_s: float = math.inf, clock: _Clock | None = None,
                known: Sequence[Line] = ()) -> Steps[Solution]:
    """:func:`~retrohearts.homerun.advice.solve_hand` as a job (see there); ``clock``: the
    slices of a larger job this one is part of; ``known``: lines from this position found
    before (score, moves, clears), which the answer is never worse than."""
    started = now()
    clock = clock if clock is not None else _Clock(slice_s)
    until = started + time_limit_s
    s = searcher if searcher is not None else Searcher.for_deal(hand.deal.ranks,
                                                                hand.deal.pack, hand.rules)
    state: Start = (*_state(hand), hand.card_points + hand.run_bonus)
    if hand.jokers <= EXHAUSTIVE_JOKERS and hand.status == "playing" and layers.available():
        every = walk(s, *state)
        for _ in every.steps():
            if now() > until:
                break
            if clock.over():
                yield
                clock.restart()
        if every.done:
            return every.solution(started)
    if hand.jokers < (2 if prove else 1) or first_clear or hand.status != "playing":
        return (yield from _search(s, state, until, clock, seed_lines=known,
                                   first_clear=first_clear))
    states0, forced0 = s.states, s.forced
    left = until - now()
    seeds, one_best = yield from _one_joker_lines(s, hand, state, now() + left * 0.2, clock)
    seeds = [*known, *seeds]
    beam_end = now() + left * (0.25 if prove else 0.5 if hand.jokers > 1 else 0.2)
    width = 16
    while now() < beam_end and width <= 1024:
        seeds += beam_search(s, *state, width=width, deadline=min(beam_end, clock.end()))
        width *= 4
        if clock.over():
            yield
            clock.restart()
    lower = max((sc for sc, _, _ in seeds), default=0)
    if clock.over():
        yield
        clock.restart()
    # with the lines that play at most one joker known exactly, the bound to prove is the
    # one for the lines that play two or more: each of those keeps 100 less clear bonus
    ts = s if one_best is None else Searcher.for_deal(hand.deal.ranks, hand.deal.pack,
                                                      hand.rules, keep=hand.jokers - 2)
    bound = ts.search(*state, 0.0).upper_bound
    tighten_end = until - left * (0.4 if prove else 1.0)
    while bound > lower and now() < tighten_end:
        target = max(lower, bound - 20)
        test = yield from _search(ts, state, tighten_end, clock, floor_any=target,
                                  floor_clear=target)
        bound = min(bound, test.upper_bound)
        seeds += [(test.max_score, test.best_line, test.max_clear_score == test.max_score)
                  ] if test.best_line and test.max_score > target else []
        if test.max_clear_score is not None and test.best_clear_line is not None:
            seeds.append((test.max_clear_score, test.best_clear_line, True))
        if test.states == 0:
            break
        lower = max([lower] + [sc for sc, _, _ in seeds])
    if one_best is not None:
        bound = max(bound, one_best)
    sol = yield from _search(s, state, until, clock, seed_lines=seeds)
    upper = min(sol.upper_bound, max(bound, sol.max_score))
    clear_upper = sol.clear_upper_bound
    if clear_upper is not None:
        clear_upper = min(clear_upper, upper)
    exact = sol.exact or (upper == sol.max_score and clear_upper == sol.max_clear_score)
    return replace(sol, upper_bound=upper, clear_upper_bound=clear_upper, exact=exact,
                   states=s.states - states0 + (ts.states if ts is not s else 0),
                   forced=s.forced - forced0 + (ts.forced if ts is not s else 0),
                   seconds=now() - started)


def find_clear_steps(hand: Hand, time_limit_s: float = 1.0, *, searcher: Searcher | None = None,
                     slice_s: float = math.inf) -> Steps[tuple[bool | None, tuple[str, ...]]]:
    """Can the ranks still be cleared from here, as a job: (True and a clearing line from
    here, False and no line: proven impossible, or None: not known in the time).  The
    cheap ways first, as a clear is often easy to find and hard to rule out: a beam search
    (a tenth of the time), the walk of every position with at most one joker played (a
    fifth; exact for hands of 0 or 1 joker), then a depth-first search for a first
    clearing line with what is left, sharing ``searcher``'s memo."""
    clock = _Clock(slice_s)
    started = now()
    until = started + time_limit_s
    s = searcher if searcher is not None else Searcher.for_deal(hand.deal.ranks,
                                                                hand.deal.pack, hand.rules)
    if hand.status != "playing":
        return hand.status == "cleared", ()
    state: Start = (*_state(hand), hand.card_points + hand.run_bonus)
    heights, pp, lay, jok = state[0], state[1], state[2], state[3]
    if s.is_dead(sum(h << 3 * r for r, h in enumerate(heights)), pp, lay, jok):
        return False, ()
    width = 16
    beam_end = started + time_limit_s * 0.1
    while width <= 256 and now() < beam_end:
        for _score, line, cleared in beam_search(s, *state, width=width, deadline=beam_end):
            if cleared:
                return True, line
        width *= 4
        if clock.over():
            yield
            clock.restart()
    if hand.jokers > EXHAUSTIVE_JOKERS:
        lines, _ = yield from _one_joker_lines(s, hand, state, now() + time_limit_s * 0.2,
                                               clock)
        if lines:  # (none: no line playing one joker clears; lines playing more may)
            return True, lines[0][1]
    sol = yield from solve_steps(hand, max(0.0, until - now()), searcher=s, first_clear=True,
                                 clock=clock)
    if sol.clearable and sol.best_clear_line is not None:
        return True, sol.best_clear_line
    return sol.clearable, ()


@dataclass(frozen=True, slots=True)
class _Every:
    """Exact answers for any position of a hand, read from one walk of all its positions."""

    layered: layers.Layered

    def solution_at(self, hand: Hand) -> Solution | None:
        state = _state(hand)
        known = self.layered.value(*state)
        if known is None:
            return None
        a, c = known
        g = hand.card_points + hand.run_bonus
        line = self.layered.line_from(*state)
        clear_line = self.layered.line_from(*state, clearing=True) if c is not None else None
        return Solution(clearable=c is not None, max_score=g + a,
                        max_clear_score=None if c is None else g + c, best_line=line,
                        best_clear_line=clear_line, upper_bound=g + a,
                        clear_upper_bound=None if c is None else g + c, exact=True,
                        states=0, forced=0, seconds=0.0)


def _every_position(s: Searcher, hand: Hand, until: float,
                    clock: _Clock) -> Steps[_Every | None]:
    """Every position of the hand solved at once, when it has few jokers and numpy is here."""
    if (hand.jokers > EXHAUSTIVE_JOKERS or hand.status != "playing" or not layers.available()
            or hand.rules.draw_anytime):     # (that walk answers for its first position only)
        return None
    every = layers.Layered(s, *_state(hand), hand.card_points + hand.run_bonus)
    for _ in every.steps():
        if now() > until:
            return None
        if clock.over():
            yield
            clock.restart()
    return _Every(every) if every.done else None


@dataclass(frozen=True, slots=True)
class FallOff:
    """Where a player's line left the best line: move ``index`` (0-based) was ``played``;
    ``better`` would have kept ``best`` in reach, the line played could reach only ``after``."""

    index: int
    played: str
    better: str
    best: int
    after: int
    exact: bool


def fell_off_steps(deal: Deal, jokers: int, rules: HomeRunRules | None,
                   moves: Sequence[str], time_limit_s: float = 2.0, *,
                   par_s: float | None = None,
                   slice_s: float = math.inf) -> Steps[tuple[Solution, FallOff | None]]:
    """The deal's par (solved with ``par_s`` seconds, default a share of ``time_limit_s``)
    and where ``moves`` left the best line (see
    :func:`~retrohearts.homerun.advice.fell_off`), as a job."""
    clock = _Clock(slice_s)
    until = now() + time_limit_s + (par_s or 0.0)
    hands = [Hand(deal, jokers, rules)]
    for m in moves:
        h = hands[-1].copy()
        h.play(m)
        hands.append(h)
    searcher = Searcher.for_deal(deal.ranks, deal.pack, hands[0].rules)
    budget = time_limit_s / 8
    cache: dict[int, Solution] = {}
    every = yield from _every_position(searcher, hands[0], until, clock)

    def value(k: int) -> Steps[Solution]:
        if k not in cache:
            known = every.solution_at(hands[k]) if every is not None else None
            if known is None:
                limit = par_s if k == 0 and par_s is not None else budget
                known = yield from solve_steps(hands[k], limit, searcher=searcher,
                                               clock=clock)
                # a line found from an earlier position that the moves followed to here
                # still holds (searches in little time may miss it from here)
                for j, earlier in cache.items():
                    line = earlier.best_line
                    if (j < k and earlier.max_score > known.max_score
                            and tuple(line[:k - j]) == tuple(moves[j:k]) and len(line) > k - j):
                        known = replace(known, max_score=earlier.max_score,
                                        best_line=line[k - j:],
                                        upper_bound=max(known.upper_bound, earlier.max_score))
            cache[k] = known
        return cache[k]

    par_sol = yield from value(0)
    target = par_sol.max_score
    final = hands[-1]
    if final.status != "playing" and final.score >= target:
        return par_sol, None
    lo, hi = 0, len(moves)          # value(lo) reaches the par; find the first k that does not
    if (yield from value(hi)).max_score >= target and final.status == "playing":
        return par_sol, None
    while True:
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if (yield from value(mid)).max_score >= target:
                lo = mid
            else:
                hi = mid
        before = yield from value(lo)
        line = before.best_line
        if not (line and line[0] == moves[lo] and len(line) > 1 and hi < len(moves)):
            break
        # the best line from move lo plays that move too, so the position after it still
        # reaches the par by the rest of that line (its own search, with less time, missed
        # it): the line played left the best one later ("rank 5; best: rank 5" otherwise)
        at = cache[hi]
        cache[hi] = replace(at, max_score=before.max_score, best_line=line[1:],
                            upper_bound=max(at.upper_bound, before.max_score))
        lo = hi
        hi = min(k for k, v in cache.items() if k > lo and v.max_score < target)
    before = yield from value(lo)
    at_hi = yield from value(hi)
    line = before.best_line
    better = line[0] if line else moves[lo]
    after = at_hi.max_score if hi < len(moves) or final.status == "playing" else final.score
    return par_sol, FallOff(index=lo, played=moves[lo], better=better, best=target,
                            after=after, exact=before.exact and at_hi.exact)
