"""Best play for a HomeRun hand: can it be cleared, the best score, and a line that gets it.

A depth-first branch and bound over positions.  A position is the height of every rank, the
pack position, the layout value, the jokers held and the run state (its length capped at 3 and
its direction): everything the rest of the hand depends on, so the best score from a position
is memoised by that key.  The memo holds *upper bounds* for two objectives at once, the best
score of any line (a stuck hand scores its points) and of clearing lines only; a subtree is cut
when neither bound can beat the best line found so far.  The bound for a position never seen is
the points left in the ranks + the most run bonus the values left could hold (see
``_run_table``) + the clear bonus with nothing more drawn, and no clear bonus at all when a
quick test proves the ranks can no longer be cleared: values alternate odd and even along a
stretch of rank plays, so a surplus of odd (or even) cards needs that many stretch starts
(pack cards of the other parity, jokers, the layout), and a card with no card of a
neighbouring value left anywhere needs a joker of its own.  Moves are tried best-looking first
(run bonus, points, deeper ranks), and a joker is never played onto a joker (it is worth more
held).  This is pure Python: about 150,000 to 300,000 positions a second.

When the search completes, the best lines found meet the bounds and the answer is exact.  When
the time limit comes first, the search unwinds with the bounds it has: the best line found, a
proven upper bound, and ``exact`` saying whether they meet.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from retrohearts.cards import Card
from retrohearts.homerun.rules import (
    CLEAR_BONUS_BASE,
    JOKER_BONUS,
    PACK_CARD_BONUS,
    RUN_BONUS,
    HomeRunRules,
    card_points,
    card_value,
    run_after,
)

__all__ = ["Solution", "Searcher", "clock", "use_cpu_clock", "use_work_clock"]

#: The clock every time limit is measured on (wall time).  Benchmarks on a shared machine can
#: switch to CPU time with :func:`use_cpu_clock`.
clock = time.perf_counter


def use_cpu_clock(on: bool = True) -> None:
    """Measure time limits in this process's CPU time instead of wall time (benchmarks)."""
    global clock
    clock = time.process_time if on else time.perf_counter


#: Under :func:`use_work_clock`, the seconds one look at the clock counts for: about the
#: time the solver works between two looks (0.4 to 0.9 ms measured on this project's 2-core
#: machine); a power of two, so sums of ticks are exact
WORK_TICK_S = 2.0 ** -11
_ticks = 0


def _work_clock() -> float:
    global _ticks
    _ticks += 1
    return _ticks * WORK_TICK_S


def use_work_clock(on: bool = True) -> None:
    """Measure time limits in work instead of time: each look at the clock is one tick of
    :data:`WORK_TICK_S`, so a job does the same work on any machine, however loaded
    (headless runs, which must replay exactly); ``on=False``: wall time again."""
    global clock
    clock = _work_clock if on else time.perf_counter


def now() -> float:
    """The current time on :data:`clock`."""
    return clock()

NEG = -(10**9)          # "no clearing line" as a score
_NEG_CUT = NEG // 2     # anything below this is "proven unclearable"
#: What the bound needs to know about the cards left in the ranks: (run-bonus cards at most,
#: mask of the values left, count per value, the values in layers by count, odd minus even).
Info = tuple[int, int, tuple[int, ...], tuple[int, ...], int]
_START = ("R1", "R2", "R3", "R4", "R5", "R6", "R7")


def _run_table() -> list[int]:
    """For each 13-bit set of values (bit 0 = ace): the sum over its stretches of 3 or more
    consecutive values of (length - 2).

    Why it bounds the run bonus: a pure run of L cards pays L - 3; charge it for its cards
    after the first (the first may be the turning card of the run before, already charged), an
    interval of k = L - 1 consecutive values paying k - 2.  Stack the values left in layers
    (layer j holds the values with at least j cards left); uncrossing and merging intervals never
    lowers the total, so the best packing of runs is the layers' stretches.  The current run's
    continuation can pay up to rl - 1 more (checked against brute force in the tests).
    """
    table = [0] * (1 << 13)
    for m in range(1 << 13):
        total = seg = 0
        for v in range(14):
            if v < 13 and (m >> v) & 1:
                seg += 1
            else:
                if seg >= 3:
                    total += seg - 2
                seg = 0
        table[m] = total
    return table


_RUN_TABLE = _run_table()


@dataclass(frozen=True, slots=True)
class Solution:
    """What :func:`solve` found.  Scores are whole-hand scores (card points + run bonus + clear
    bonus, no gamble), counted from the start of the hand even when solving from the middle."""

    clearable: bool | None          # None: not known within the time limit
    max_score: int                  # the best line found, any ending
    max_clear_score: int | None     # the best clearing line found (None: none found)
    best_line: tuple[str, ...]      # moves from the position solved, reaching max_score
    best_clear_line: tuple[str, ...] | None
    upper_bound: int                # no line scores more than this
    clear_upper_bound: int | None   # no clearing line scores more (None: proven unclearable)
    exact: bool                     # both answers are proven best
    states: int                     # positions with a choice expanded
    forced: int                     # positions with one legal move walked through
    seconds: float


def exact_solution(g0: int, best: int, clear: int | None, best_line: tuple[str, ...],
                   clear_line: tuple[str, ...] | None, states: int, forced: int,
                   started: float) -> Solution:
    """A walk's proven answer: the best score (``g0``, the points before the position, plus
    ``best``), the best clearing one (``clear``; None: no clear), their lines and counts."""
    return Solution(
        clearable=clear is not None,
        max_score=g0 + best,
        max_clear_score=None if clear is None else g0 + clear,
        best_line=best_line,
        best_clear_line=clear_line,
        upper_bound=g0 + best,
        clear_upper_bound=None if clear is None else g0 + clear,
        exact=True,
        states=states,
        forced=forced,
        seconds=now() - started,
    )


class Searcher:
    """The search over one hand's positions; keeps its memo between calls, so several
    questions about the same hand (a hint, then another) reuse each other's work.

    ``Searcher(ranks, pack, rules)``: ``ranks`` the cards' values per rank, back to front, with
    points; usually built by :meth:`for_deal`.  ``keep``: only lines that end with at most
    this many jokers held count (a clear keeping more is no line); the memo answers that
    question only, so a searcher keeps its ``keep`` for life.
    """

    def __init__(self, ranks: list[list[tuple[int, int]]], pack: list[int],
                 rules: HomeRunRules, keep: int = 99) -> None:
        if len(ranks) > 7 or any(len(r) > 7 for r in ranks) or len(pack) > 31:
            raise ValueError("The solver handles up to 7 ranks of 7 cards and 31 pack cards")
        self.vals = [[v for v, _ in r] for r in ranks]
        self.pts = [[p for _, p in r] for r in ranks]
        self.pack = pack
        self.rules = rules
        self.keep = keep
        self.memo: dict[int, tuple[int, int]] = {}
        self.states = 0
        self.forced = 0
        #: the last search ran out of time (its answer is what it had by then)
        self.timed_out = False
        #: per set of rank heights: see ``Info``
        self.hinfo: dict[int, Info] = {}
        #: per pack position: mask of the values still in the pack
        self.packmask = [0] * (len(pack) + 1)
        for i in range(len(pack) - 1, -1, -1):
            self.packmask[i] = self.packmask[i + 1] | 1 << pack[i]
        #: per pack position: how many even / odd values are still in the pack
        self.packeven = [sum(1 for v in pack[i:] if not v & 1) for i in range(len(pack) + 1)]
        self.packodd = [sum(1 for v in pack[i:] if v & 1) for i in range(len(pack) + 1)]

    def _heights_info(self, hcode: int) -> Info:
        known = self.hinfo.get(hcode)
        if known is not None:
            return known
        cnt = [0] * 15
        for r, vals in enumerate(self.vals):
            for v in vals[:(hcode >> 3 * r) & 7]:
                cnt[v] += 1
        layers = [0, 0, 0, 0, 0, 0, 0, 0]
        for v in range(1, 14):
            for j in range(cnt[v]):
                layers[j] |= 1 << v
        odd = sum(c if v & 1 else -c for v, c in enumerate(cnt))
        # tuples, not lists: the collector stops looking at tuples of numbers, and a memo of
        # lists would make each of its full passes (tens of milliseconds) longer
        info = (sum(_RUN_TABLE[m >> 1] for m in layers), layers[0], tuple(cnt), tuple(layers),
                odd)
        self.hinfo[hcode] = info
        return info

    @classmethod
    def for_deal(cls, ranks: tuple[tuple[Card, ...], ...], pack: tuple[Card, ...],
                 rules: HomeRunRules, keep: int = 99) -> Searcher:
        """A searcher for a deal's cards (``Deal.ranks``, ``Deal.pack``)."""
        return cls([[(card_value(c), card_points(c)) for c in r] for r in ranks],
                   [card_value(c) for c in pack], rules, keep)

    def is_dead(self, hcode: int, pp: int, lay: int, jok: int) -> bool:
        """True when the parity or the lonely-card test proves the ranks cannot be cleared
        (the same tests as the search's bound, for callers outside it)."""
        _, have, cnt, _, odd = self._heights_info(hcode)
        if odd > 0:
            if odd > self.packeven[pp] + jok + (1 if lay == 0 or not lay & 1 else 0):
                return True
        elif -odd > self.packodd[pp] + jok + (1 if lay & 1 or lay == 0 else 0):
            return True
        avail = have | self.packmask[pp]
        orphan = have & ~((avail << 1) | (avail >> 1))
        if not orphan:
            return False
        need = sum(cnt[v] for v in range(1, 14) if orphan >> v & 1)
        if lay == 0 or (orphan >> (lay - 1)) & 5:
            need -= 1
        return need > jok

    # -- the search --------------------------------------------------------------------------------
    def search(self, heights: list[int], pack_pos: int, lay: int, jokers: int, run_len: int,
               run_dir: int, g0: int, time_limit_s: float, *,
               first_clear: bool = False, floor_any: int = -1,
               floor_clear: int = _NEG_CUT,
               seed_lines: Sequence[tuple[int, tuple[str, ...], bool]] = ()) -> Solution:
        """Search from a position: ``g0`` is the score already earned in the hand.
        ``seed_lines`` are lines already known (score, moves, cleared), e.g. from a beam search,
        to start the search with."""
        started = clock()
        deadline = started + max(0.0, time_limit_s)
        vals, pts, pack, memo = self.vals, self.pts, self.pack, self.memo
        nranks, npack = len(vals), len(pack)
        counts_layout = 1 if self.rules.run_counts_layout_card else 0
        anytime = self.rules.draw_anytime
        keep = self.keep
        hts = list(heights)
        fm = [0] * 15
        ptsum = [[sum(p[:h]) for h in range(len(p) + 1)] for p in pts]
        best: dict[str, tuple[str, ...] | None] = {"any": None, "clear": None}
        path: list[str] = []
        perf = clock
        best_any = 10**9 if first_clear else floor_any
        best_clear = floor_clear
        for score, line, cleared in seed_lines:
            if score > best_any:
                best_any, best["any"] = score, line
            if cleared and score > best_clear:
                best_clear, best["clear"] = score, line
        nodes = 0
        walked = 0
        stop = self.timed_out = False

        hinfo = self.hinfo
        packmask = self.packmask
        packeven, packodd = self.packeven, self.packodd
        heights_info = self._heights_info
        run_table = _RUN_TABLE

        def derive(info: Info, gone: int) -> Info:
            # the information with one card of value `gone` taken out of the ranks
            runs, have, cnt, layers, odd = info
            c = cnt[gone]
            cnt = (*cnt[:gone], c - 1, *cnt[gone + 1:])
            old = layers[c - 1]
            new = old ^ (1 << gone)
            layers = (*layers[:c - 1], new, *layers[c:])
            return (runs - run_table[old >> 1] + run_table[new >> 1], layers[0], cnt, layers,
                    odd - 1 if gone & 1 else odd + 1)

        def dfs(g: int, hcode: int, pp: int, lay: int, jok: int, rl: int, rd: int,
                left: int, ptl: int, info: Info, gone: int) -> tuple[int, int]:
            """Upper bounds (any line, clearing lines) on the score still to come from here.
            ``info`` is the parent's; ``gone`` the value of the card the move here took out
            of the ranks (0: none)."""
            nonlocal best_any, best_clear, nodes, stop, walked
            entry_g = g
            base = len(path)
            gones = [gone] if gone else []
            taken: list[int] = []
            # follow forced moves (one legal move) in a loop: most positions have only one,
            # and they need neither the memo nor a call of their own
            count = 0
            while left:
                # fm[v]: the ranks whose front card has value v (bit r for rank r)
                if lay:
                    fitm = fm[lay - 1] | fm[lay + 1]
                else:
                    fitm = 0
                    for r in range(nranks):
                        if hts[r]:
                            fitm |= 1 << r
                nfit = 0 if not fitm else (2 if fitm & (fitm - 1) else 1)
                pack_ok = pp < npack and (anytime or nfit == 0)
                count = nfit + (1 if pack_ok else 0) + (1 if jok and lay else 0)
                if count != 1:
                    break
                walked += 1
                if nfit:
                    fr = fitm.bit_length() - 1
                    h = hts[fr]
                    v = vals[fr][h - 1]
                    # rules.run_after, written out: most of the search's time is spent here
                    step = v - lay if lay else 0
                    if rl == 0 or step == 0:
                        rl, rd = 1, 0
                    elif rd == 0 or step == rd:
                        rl, rd = rl + 1, step
                    else:
                        rl, rd = 2, step
                    p = pts[fr][h - 1]
                    g += p
                    if rl >= 4:
                        g += RUN_BONUS
                        rl = 3
                    hts[fr] = h - 1
                    bit = 1 << fr
                    fm[v] ^= bit
                    if h > 1:
                        fm[vals[fr][h - 2]] ^= bit
                    taken.append(fr)
                    path.append(_START[fr])
                    ptl -= p
                    left -= 1
                    hcode -= 1 << 3 * fr
                    gones.append(v)
                    lay = v
                elif pack_ok:
                    path.append("P")
                    lay = pack[pp]
                    pp += 1
                    rl, rd = counts_layout, 0
                else:
                    path.append("J")
                    jok -= 1
                    lay = rl = rd = 0
            if left == 0 and jok > keep:
                ra = rc = NEG           # a clear keeping more jokers than asked: no line
            elif left == 0:
                cb = CLEAR_BONUS_BASE + PACK_CARD_BONUS * (npack - pp) + JOKER_BONUS * jok
                tot = g + cb
                if tot > best_any:
                    best_any = tot
                    best["any"] = tuple(path)
                if tot > best_clear:
                    best_clear = tot
                    best["clear"] = tuple(path)
                    if first_clear:
                        stop = True
                ra = rc = g - entry_g + cb
            elif count == 0:
                if g > best_any:
                    best_any = g
                    best["any"] = tuple(path)
                ra, rc = g - entry_g, NEG
            else:
                ra, rc = branch(g, hcode, pp, lay, jok, rl, rd, left, ptl, info, gones, fitm)
                ra += g - entry_g
                rc += g - entry_g
            for r in reversed(taken):
                h = hts[r]
                bit = 1 << r
                if h:
                    fm[vals[r][h - 1]] ^= bit
                fm[vals[r][h]] ^= bit
                hts[r] = h + 1
            del path[base:]
            return ra, rc

        def branch(g: int, hcode: int, pp: int, lay: int, jok: int, rl: int, rd: int,
                   left: int, ptl: int, info: Info, gones: list[int],
                   fitm: int) -> tuple[int, int]:
            """A position with a choice: bounds from the memo or the estimate, else expand.
            ``fitm`` has bit r set when rank r's front card fits the layout."""
            nonlocal best_any, best_clear, nodes, stop
            if gones:
                known_info = hinfo.get(hcode)
                if known_info is None:
                    for v in gones:
                        info = derive(info, v)
                    hinfo[hcode] = info
                else:
                    info = known_info
            key = hcode | pp << 21 | lay << 26 | jok << 30 | rl << 33 | (rd + 1) << 35
            known = memo.get(key)
            if known is not None:
                ua, uc = known
            else:
                runs, have, cnt, _, odd = info
                # the run bonus still to come: a run shorter than 3 needs 3 - rl cards first,
                # and the remaining values must hold the runs (see _RUN_TABLE)
                free = left - 3 + rl if rl < 3 else left
                extra = runs + rl - 1 if rl > 1 else runs
                if free < extra:
                    extra = free if free > 0 else 0
                ub = ptl + RUN_BONUS * extra
                # cards no rank or pack card could ever go on need a joker each
                avail = have | packmask[pp]
                orphan = have & ~((avail << 1) | (avail >> 1))
                # values alternate odd, even along a stretch of rank plays, and a stretch starts
                # only on the layout, a pack card or a joker: the surplus of odd (even) cards
                # left must fit in the stretches that can start with an odd (even) card
                if odd > 0:
                    dead = odd > packeven[pp] + jok + (1 if lay == 0 or not lay & 1 else 0)
                else:
                    dead = -odd > packodd[pp] + jok + (1 if lay & 1 or lay == 0 else 0)
                if orphan and not dead:
                    need = 0
                    rest = orphan
                    while rest:
                        low = rest & -rest
                        need += cnt[low.bit_length() - 1]
                        rest ^= low
                    if lay == 0 or (orphan >> (lay - 1)) & 5:
                        need -= 1
                    dead = need > jok
                if dead:
                    ua, uc = ub, NEG
                else:
                    ua = uc = ub + CLEAR_BONUS_BASE + PACK_CARD_BONUS * (npack - pp) \
                        + JOKER_BONUS * (jok if jok <= keep else keep)
            if (g + ua <= best_any and g + uc <= best_clear) or stop:
                return ua, uc
            nodes += 1
            if not nodes & 255 and perf() > deadline:
                stop = self.timed_out = True
                return ua, uc
            # children: (order key, gain, move, rank or -1 pack or -2 joker, new state)
            children: list[tuple[int, int, int, int, int, int]] = []
            fit = fitm != 0
            for r in range(nranks):
                if fitm >> r & 1:
                    h = hts[r]
                    v = vals[r][h - 1]
                    nrl, nrd = run_after(rl, rd, v, lay)
                    gain = pts[r][h - 1]
                    if nrl >= 4:
                        gain += RUN_BONUS
                        nrl = 3
                    children.append((gain * 16 + h, gain, r, v, nrl, nrd))
            if pp < npack and (anytime or not fit):
                children.append((-1, 0, -1, pack[pp], counts_layout, 0))
            if jok and lay:
                children.append((-2, 0, -2, 0, 0, 0))
            if not children:
                if g > best_any:
                    best_any = g
                    best["any"] = tuple(path)
                return 0, NEG
            if len(children) > 1:
                children.sort(reverse=True)
            ra = rc = NEG
            for _, gain, r, nlay, nrl, nrd in children:
                if r >= 0:
                    h = hts[r]
                    hts[r] = h - 1
                    bit = 1 << r
                    fm[nlay] ^= bit
                    if h > 1:
                        fm[vals[r][h - 2]] ^= bit
                    path.append(_START[r])
                    ca, cc = dfs(g + gain, hcode - (1 << 3 * r), pp, nlay, jok, nrl, nrd,
                                 left - 1, ptl - pts[r][h - 1], info, nlay)
                    hts[r] = h
                    fm[nlay] ^= bit
                    if h > 1:
                        fm[vals[r][h - 2]] ^= bit
                elif r == -1:
                    path.append("P")
                    ca, cc = dfs(g, hcode, pp + 1, nlay, jok, nrl, nrd, left, ptl, info, 0)
                else:
                    path.append("J")
                    ca, cc = dfs(g, hcode, pp, 0, jok - 1, 0, 0, left, ptl, info, 0)
                path.pop()
                if gain + ca > ra:
                    ra = gain + ca
                if gain + cc > rc:
                    rc = gain + cc
                if first_clear and best_clear > _NEG_CUT:
                    stop = True
            if rc < _NEG_CUT:
                rc = NEG
            if known is not None:
                ra, rc = min(ra, known[0]), min(rc, known[1])
            memo[key] = (ra, rc)
            return ra, rc

        hcode = 0
        for r, h in enumerate(hts):
            hcode |= h << 3 * r
            if h:
                fm[vals[r][h - 1]] |= 1 << r
        left = sum(hts)
        ptl = sum(ptsum[r][h] for r, h in enumerate(hts))
        if left == 0 and jokers > keep:
            ua = uc = NEG
        elif left == 0:
            cb = CLEAR_BONUS_BASE + PACK_CARD_BONUS * (npack - pack_pos) + JOKER_BONUS * jokers
            ua = uc = cb
            best_any, best_clear = g0 + cb, g0 + cb
            best["any"] = best["clear"] = ()
        else:
            ua, uc = dfs(g0, hcode, pack_pos, lay, jokers, min(run_len, 3), run_dir, left, ptl,
                         heights_info(hcode), 0)
        nodes_done = nodes
        self.states += nodes_done
        self.forced += walked
        found_any = best["any"]
        found_clear = best["clear"]
        if found_any is None and found_clear is not None:
            found_any = found_clear
            best_any = best_clear
        ub_any = g0 + ua
        ub_clear = None if uc < _NEG_CUT else g0 + uc
        clear_exact = (ub_clear is None and found_clear is None) or (
            found_clear is not None and ub_clear is not None and best_clear >= ub_clear)
        any_exact = found_any is not None and best_any >= ub_any
        if found_clear is not None:
            clearable: bool | None = True
        elif ub_clear is None:
            clearable = False
        else:
            clearable = None
        return Solution(
            clearable=clearable,
            max_score=best_any if found_any is not None else g0,
            max_clear_score=best_clear if found_clear is not None else None,
            best_line=found_any if found_any is not None else (),
            best_clear_line=found_clear,
            upper_bound=max(ub_any, best_any) if found_any is not None else ub_any,
            clear_upper_bound=ub_clear,
            exact=any_exact and clear_exact and not first_clear,
            states=nodes_done,
            forced=walked,
            seconds=clock() - started,
        )

