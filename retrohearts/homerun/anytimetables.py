"""The per-deal tables of the draw-any-time walk (:mod:`retrohearts.homerun.anytime`).

For every heights code of a deal (the ranks' heights in mixed radix), built once per deal
with numpy: each rank's front value packed in one number, the points and the run bonus the
cards left can still give (the walk's upper bound), and what its clear tests read (the
values left, the fewest stretches that can play them, odd minus even values).  Also the run
states a position can have and how a card moves between them.
"""

from __future__ import annotations

from typing import Any

from retrohearts.homerun.rules import RUN_BONUS, run_after
from retrohearts.homerun.solver import _RUN_TABLE, Searcher

__all__ = ["AFTER", "BONUS", "EMPTY", "NEG", "NR", "RUNS", "RUN_DOMINATED_BY", "SLOTS",
           "Tables", "run_index", "tables"]

#: The run states a position can have: (length, at most 3; direction).
RUNS = ((0, 0), (1, 0), (2, 1), (2, -1), (3, 1), (3, -1))
NR = len(RUNS)
SLOTS = 14 * NR               # layout value (0: a joker) x run state
NEG = -16000                  # "no line" in the int16 score arrays
EMPTY = 15                    # the front value of an empty rank: fits nothing


def run_index(run_len: int, run_dir: int) -> int:
    rl = min(run_len, 3)
    if run_dir == 0:
        return 0 if rl == 0 else 1
    return (2 if rl <= 2 else 4) + (0 if run_dir > 0 else 1)


def _run_moves() -> tuple[list[list[int]], list[list[int]]]:
    """For each run state and step (-1, 0 onto a joker, +1): the run state after a rank card,
    and the run bonus it pays (``rules.run_after`` on the states)."""
    after = [[0, 0, 0] for _ in RUNS]
    bonus = [[0, 0, 0] for _ in RUNS]
    for i, (rl, rd) in enumerate(RUNS):
        for step in (-1, 0, 1):
            layout = 7 if step else 0          # step 0: onto a joker
            nrl, nrd = run_after(rl, rd, layout + step, layout)
            bonus[i][step + 1] = RUN_BONUS if nrl >= 4 else 0
            after[i][step + 1] = run_index(nrl, nrd)
    return after, bonus


AFTER, BONUS = _run_moves()


def _run_dominance() -> list[int]:
    """Per run state, the other run states (bits) that do at least as well from the same
    position whatever cards come: each next card pays them at least as much run bonus, and
    leaves them in such a state again (the largest such relation)."""
    beats = {(a, b) for a in range(NR) for b in range(NR) if a != b}
    changed = True
    while changed:
        changed = False
        for a, b in sorted(beats):
            if any(BONUS[a][d] < BONUS[b][d] or (AFTER[a][d] != AFTER[b][d]
                                                  and (AFTER[a][d], AFTER[b][d]) not in beats)
                   for d in range(3)):
                beats.discard((a, b))
                changed = True
    return [sum(1 << a for a in range(NR) if (a, b) in beats) for b in range(NR)]


#: per run state, the run states (bits) that do at least as well whatever comes
RUN_DOMINATED_BY = _run_dominance()


class Tables:
    """Per deal, for every heights code (mixed radix on the ranks' sizes): each rank's front
    value, and what the bound on the score to come needs of the cards left; and the points
    of each value."""

    def __init__(self, np: Any, s: Searcher, compiled: Any = None) -> None:
        nr = len(s.vals)
        self.radix = [len(v) + 1 for v in s.vals]
        self.mult = [1] * nr
        for r in range(1, nr):
            self.mult[r] = self.mult[r - 1] * self.radix[r - 1]
        self.ncode = ncode = self.mult[-1] * self.radix[-1]
        i16 = np.int16
        if nr > 8:
            raise ValueError("more than 8 ranks")
        # a card's points go by its value (``rules.card_points``), as in every deal
        by_value = {v: p for vals, pts in zip(s.vals, s.pts, strict=True)
                    for v, p in zip(vals, pts, strict=True)}
        if len(by_value) != len({(v, p) for vals, pts in zip(s.vals, s.pts, strict=True)
                                 for v, p in zip(vals, pts, strict=True)}):
            raise ValueError("a value with two different points")
        #: the compiled walk's relaxed bound (``anytimerelaxed.build``), per run states a
        #: stretch starts in: the heights it covers (at most), its two tables
        self.relaxed: dict[tuple[int, ...], tuple[list[int], Any, Any]] = {}
        self.point_of = np.zeros(16, i16)
        for v, p in by_value.items():
            self.point_of[v] = p
        # per rank its values and points, the back card first (0 past its cards)
        width = max(len(v) for v in s.vals)
        self.vals = np.zeros((nr, width), np.int64)
        pts = np.zeros((nr, width), np.int64)
        for r, (vs, ps) in enumerate(zip(s.vals, s.pts, strict=True)):
            self.vals[r, :len(vs)] = vs
            pts[r, :len(ps)] = ps
        self.sizes = np.array([len(v) for v in s.vals], np.int64)
        if compiled is not None:
            self.front, self.left, self.bound, self.tests = compiled.tables(
                self.vals, pts, self.sizes,
                np.array(_RUN_TABLE, np.int64), RUN_BONUS, ncode)
            return

        def per_code(per_rank: list[list[int]], dtype: Any) -> Any:
            # the sum over the ranks of a number per height: rank 0's digit varies fastest
            out = np.array(per_rank[0], dtype)
            for row in per_rank[1:]:
                out = np.add.outer(np.array(row, dtype), out).reshape(-1)
            return out

        hs = [range(len(v) + 1) for v in s.vals]
        # each rank's front value, 8 bytes a code (one int64 to gather; ranks past the
        # deal's read as empty)
        front = np.full((ncode, 8), EMPTY, np.int8)
        for r, rank in enumerate(s.vals):
            front[:, r].reshape(-1, self.radix[r], self.mult[r])[:] = np.array(
                [EMPTY, *rank], np.int8)[:, None]
        self.front = front.view(np.int64).reshape(-1)
        left = per_code([list(h) for h in hs], i16)
        points_left = per_code([[sum(p[:h]) for h in hs[r]] for r, p in enumerate(s.pts)], i16)
        odd = per_code([[sum(1 if v & 1 else -1 for v in vals[:h]) for h in hs[r]]
                        for r, vals in enumerate(s.vals)], i16)
        # the count of each value left, 3 bits a value (at most 4 of a value), in 4 chunks
        # of 4 values
        chunks = [per_code([[sum(1 << 3 * ((v - 1) % 4) for v in vals[:h] if (v - 1) // 4 == k)
                             for h in hs[r]] for r, vals in enumerate(s.vals)], i16)
                  for k in range(4)]
        # the run bonus cards the values left can hold (``solver._RUN_TABLE`` on the values
        # stacked in layers by count), by the run's length now (0 .. 3), and the points
        layer_of = _layer_of(np)
        table = np.array(_RUN_TABLE, i16)
        masks = layer_of[chunks[0]]                    # layer j's values in bits 16 j ..
        for k in range(1, 4):
            masks |= layer_of[chunks[k]] << 4 * k
        runs = table[masks & 0xFFFF]
        have = (masks & 0xFFFF).astype(np.int32) << 1     # bit v: a value v is left
        for j in range(1, 4):
            runs += table[(masks >> 16 * j) & 0xFFFF]
        self.left = left
        walks = _walks(np, [per_code([[vals[:h].count(v) for h in hs[r]]
                                           for r, vals in enumerate(s.vals)], np.int8)
                                 for v in range(1, 14)])
        # what the clear tests read, in one number a code: the values left (bits 1 .. 13),
        # the stretches needed (bits 16 ..), odd minus even + 64 (bits 24 ..)
        self.tests = (have | walks.astype(np.int32) << 16
                      | (odd.astype(np.int32) + 64) << 24)
        self.bound = np.empty((4, ncode), i16)
        for rl in range(4):
            extra = runs + max(rl - 1, 0)
            free = left - 3 + rl if rl < 3 else left
            self.bound[rl] = points_left + RUN_BONUS * np.minimum(extra, np.maximum(free, 0))


def _walks(np: Any, count: list[Any]) -> Any:
    """Per heights code (``count``: per value 1 .. 13, the cards of that value left): the
    fewest stretches that can play the cards left, ignoring the order of the ranks (at
    most: a lower bound on it).

    A stretch is a walk on the values 1 .. 13 (each step one up or one down); a set of walks
    playing ``c[v]`` cards of each value ``v`` crosses the gap between ``v`` and ``v + 1``
    ``e[v]`` times, with ``e[v - 1] + e[v] <= 2 c[v]`` (a card has two neighbours in its
    walk at most), and takes (cards - crossings) walks, at least one for each block of
    consecutive values left.  Taking each ``e[v]`` as large as the cards allow, from the low
    values up, crosses the most (lowering one only frees as much for the next)."""
    i8 = np.int8
    zero = np.zeros(len(count[0]), i8)
    walks, cards, crossed, before = zero.copy(), zero.copy(), zero.copy(), zero
    two = [c + c for c in count]
    for v in range(13):
        after = two[v + 1] if v < 12 else zero
        cards += count[v]
        e = np.minimum(two[v] - before, after)
        crossed += e
        ends = (after == 0) & (cards > 0)
        walks += ends * np.maximum(cards - crossed, 1).astype(i8)
        cards *= ~ends
        crossed *= ~ends
        before = e
    return walks


_LAYER_OF: list[Any] = []


def _layer_of(np: Any) -> Any:
    """Per 12 bits of counts (4 values, 3 bits each): for each layer j (0 .. 3), the 4 bits of
    the values with more than j cards left, at bit 16 j."""
    if not _LAYER_OF:
        chunk = np.arange(4096, dtype=np.int64)
        out = np.zeros(4096, np.int64)
        for f in range(4):
            c = (chunk >> 3 * f) & 7
            for j in range(4):
                out |= (c > j).astype(np.int64) << (16 * j + f)
        _LAYER_OF.append(out)
    return _LAYER_OF[0]


_TABLES_KEPT: dict[tuple[tuple[int, ...], ...], Tables] = {}


def tables(np: Any, s: Searcher, compiled: Any = None) -> Tables:
    """The deal's tables, built on its first walk and kept for the next questions about it
    (a hint, Winnable?, the par)."""
    key = (*(tuple(v) for v in s.vals), *(tuple(p) for p in s.pts))
    known = _TABLES_KEPT.get(key)
    if known is None:
        known = Tables(np, s, compiled)
        _TABLES_KEPT.clear()       # one deal at a time: a few megabytes
        _TABLES_KEPT[key] = known
    return known
