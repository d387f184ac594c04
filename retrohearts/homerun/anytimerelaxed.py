"""The draw-any-time walk's relaxed bound, compiled (numba): a game that keeps the ranks'
order but lets a new stretch start on any front card.

In the relaxed game a stretch after the one on the layout may start on any front card, for
10 points (in the real game it starts on a pack card, which costs 10 points of the clear
bonus and a card of the pack, or on a joker, which costs 50 and a joker), and a line may
stop at any time.  Its best score to come from a position (heights, layout, run state) is
``S``; the fewest new stretches that clear the ranks in it is ``M``.  So, from a position
with ``B`` pack cards left and ``J`` jokers held:

* a line that clears scores at most ``S`` + the clear bonus with ``B`` and ``J``, and none
  exists when ``M`` > ``B + J``;
* a line that stops short of a clear scores at most ``S + 10 (B + J)`` (each new stretch
  takes a pack card or a joker).

Each layer's positions are keyed without the pack position, and every position a move makes
has as its layout the card just taken from a rank, so both are tabled per heights code, rank
last played and run state, from the lowest codes up (a card taken lowers the code): about
25 ms for a whole deal's 280,000 codes, once per deal and starting position's heights.  A
position whose layout is a pack card or a joker reads the table one move on
(:func:`block`).  ``anytimekernels.forward`` cuts kids with it before sorting them (one
table read a kid), and positions with the ``block`` values.
"""

from __future__ import annotations

from typing import Any

import numba
import numpy as np

from retrohearts.homerun.anytimetables import AFTER, BONUS, EMPTY, NR, RUNS
from retrohearts.homerun.rules import PACK_CARD_BONUS, RUN_BONUS

__all__ = ["block", "build"]

# the run states by index, and how a rank card one up (+) or one down (-) moves them: the
# formulas below are written for this table (checked at import)
assert RUNS == ((0, 0), (1, 0), (2, 1), (2, -1), (3, 1), (3, -1))
assert [a[0] for a in AFTER] == [1, 3, 3, 5, 3, 5] and [a[2] for a in AFTER] == [1, 2, 4, 2, 4, 2]
assert [a[1] for a in AFTER] == [1] * NR
assert BONUS == [[0, 0, 0]] * 4 + [[0, 0, RUN_BONUS], [RUN_BONUS, 0, 0]]
_NONE = -30000          # no such move
_FAR = 100              # M where no card can be taken: more than any pack and jokers


@numba.njit(cache=True)
def build(front: Any, vals: Any, box: Any, mult: Any, point_of: Any, starts: Any,
          rel: Any, restart: Any) -> None:
    """Fill ``rel`` (int16, per heights code * 8 + rank last played: ``M`` then ``S`` for
    run states 1 .. 5) and ``restart`` (int16, per heights code: ``S`` and ``M`` with a new
    stretch) for every heights code within ``box`` (the ranks' heights at most), from
    ``front`` (each rank's front value per code), the deal's ``vals`` (per rank, the back
    card first), ``mult`` (the code of one card in each rank) and ``point_of`` (per value).
    ``starts``: the run states a new stretch's first card may leave."""
    nr = len(box)
    h = np.zeros(8, np.int64)
    # per value, over the fronts of that value: M after taking it, then points + S after
    # it with the run state it leaves (1: (1, 0), 2: (2, +), 3: (2, -), 4: (3, +), 5: (3, -))
    x = np.full((16, NR), _NONE, np.int64)
    x[:, 0] = _FAR
    fr_v = np.empty(8, np.int64)
    total = 1
    for r in range(nr):
        total *= box[r] + 1
    c = 0
    for n in range(total):
        if n:                       # the next code: the lowest rank not at its top goes up
            r = 0
            while h[r] == box[r]:
                c -= h[r] * mult[r]
                h[r] = 0
                r += 1
            h[r] += 1
            c += mult[r]
        fw = front[c]
        nf = 0
        best = 0                    # a new stretch, or stop
        best_m = 0 if n == 0 else _FAR
        for r in range(nr):
            fv = (fw >> (8 * r)) & 0xFF
            if fv == EMPTY:
                continue
            fr_v[nf] = fv
            nf += 1
            pts = point_of[fv]
            at = ((c - mult[r]) * 8 + r) * NR
            for s in starts:
                best = max(best, pts + rel[at + s] - PACK_CARD_BONUS)
            m = rel[at]
            best_m = min(best_m, m + 1)
            xv = x[fv]
            xv[0] = min(xv[0], m)
            for i in range(1, NR):
                xv[i] = max(xv[i], pts + rel[at + i])
        restart[2 * c] = best
        restart[2 * c + 1] = best_m
        for r in range(nr):
            if h[r] == len(vals[r]) or vals[r, h[r]] == 0:
                continue                # no card taken from this rank
            lay = vals[r, h[r]]
            at = (c * 8 + r) * NR
            xu = x[lay + 1]             # the fronts one up and one down
            xd = x[lay - 1]
            rel[at] = min(best_m, xu[0], xd[0])
            rel[at + 1] = max(best, xu[2], xd[3])
            rel[at + 2] = max(best, xu[4], xd[3])
            rel[at + 3] = max(best, xu[2], xd[5])
            rel[at + 4] = max(best, xu[4] + RUN_BONUS, xd[3])
            rel[at + 5] = max(best, xu[2], xd[5] + RUN_BONUS)
        for f in range(nf):
            xv = x[fr_v[f]]
            xv[0] = _FAR
            for i in range(1, NR):
                xv[i] = _NONE


@numba.njit(cache=True, inline="always")
def block(code: int, lay: int, front: Any, point_of: Any, mult: Any, rel: Any,
          restart: Any, out: Any) -> int:
    """``S`` of a heights code and layout value (0: a joker) for each run state, into
    ``out``; returns ``M``.  (A layout a rank card left reads the table directly; this is
    for any layout, a move on.)"""
    best = np.int64(restart[2 * code])
    best_m = np.int64(restart[2 * code + 1])
    fw = front[code]
    u1 = u2 = u4 = d1 = d3 = d5 = np.int64(_NONE)
    for r in range(8):
        fv = (fw >> (8 * r)) & 0xFF
        if fv == EMPTY:
            continue
        if lay != 0 and fv != lay + 1 and fv != lay - 1:
            continue
        at = ((code - mult[r]) * 8 + r) * NR
        pts = np.int64(point_of[fv])
        m = np.int64(rel[at])
        if m < best_m:
            best_m = m
        if lay == 0 or fv == lay + 1:
            u1 = max(u1, pts + rel[at + 1])
            u2 = max(u2, pts + rel[at + 2])
            u4 = max(u4, pts + rel[at + 4])
        if lay == 0 or fv == lay - 1:
            d1 = max(d1, pts + rel[at + 1])
            d3 = max(d3, pts + rel[at + 3])
            d5 = max(d5, pts + rel[at + 5])
    if lay == 0:                    # onto a joker: a run of one, whatever the run was
        a = max(best, u1)
        for ri in range(NR):
            out[ri] = a
        return int(best_m)
    out[0] = max(best, u1, d1)
    out[1] = max(best, u2, d3)
    out[2] = max(best, u4, d3)
    out[3] = max(best, u2, d5)
    out[4] = max(best, u4 + RUN_BONUS, d3)
    out[5] = max(best, u2, d5 + RUN_BONUS)
    return int(best_m)
