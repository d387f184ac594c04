"""Exact answers for hands with few jokers: every position of the hand, a layer at a time.

Every move (a rank card, a pack card, a joker) takes a hand one step further, and how many
steps a position lies from the start is fixed by the position itself (cards played + pack
cards turned + jokers played).  So the positions fall into layers, and the whole tree of
a hand with 0 or 1 joker (a few hundred thousand positions at most) can be walked with
numpy: each layer's positions, as integer keys (the same key as the search's memo: rank
heights, pack position, layout value, jokers, run length and direction), give the next
layer's keys for each of the 9 moves at once; going back from the last layer, each
position's best score to come is the best over its moves.  No bounds, no pruning: the
answer is exact, and every position of the hand has its value (the par of every point of
a line played, at once).  Under the default rules a hand with one joker has up to about
650,000 positions (about 0.06 s of CPU a deal, 0.2 s at worst); turning the pack at any time
(``draw_anytime``) makes that millions, and past :data:`MAX_POSITIONS` the walk gives up.

The work comes in steps (one layer each way), so a screen can spread it over its frames.
Without numpy (the browser build) :func:`available` is False and the depth-first search
(:mod:`retrohearts.homerun.solver`) does the work alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from retrohearts.homerun.rules import (
    CLEAR_BONUS_BASE,
    JOKER_BONUS,
    PACK_CARD_BONUS,
    RUN_BONUS,
    run_after,
)
from retrohearts.homerun.solver import Searcher, Solution, exact_solution, now

__all__ = ["MAX_POSITIONS", "Layered", "available"]

#: Give up (and leave it to the depth-first search) beyond this many positions: about
#: 50 bytes each while the layers are built.
MAX_POSITIONS = 2_500_000
_MOVES = ("R1", "R2", "R3", "R4", "R5", "R6", "R7", "P", "J")
_NONE = -(10**6)          # "no clearing line" in the value arrays (fits an int32)
_np: Any = None


def _numpy() -> Any:
    global _np
    if _np is None:
        try:
            import numpy
        except ImportError:
            _np = False
        else:
            _np = numpy
    return _np


def numpy_module() -> Any:
    """numpy, or None where it cannot be imported (the browser build)."""
    np = _numpy()
    return None if np is False else np


def available() -> bool:
    """True when numpy can be imported here."""
    return _numpy() is not False


def _key(heights: list[int], pp: int, lay: int, jok: int, rl: int, rd: int) -> int:
    code = 0
    for r, h in enumerate(heights):
        code |= h << 3 * r
    return code | pp << 21 | lay << 26 | jok << 30 | min(rl, 3) << 33 | (rd + 1) << 35


class Layered:
    """All the positions reachable from one position of a hand, and the best scores to come
    from each.  ``Layered(searcher, heights, pack_pos, layout, jokers, run_len, run_dir,
    g0)``; then :meth:`run` (or step through :meth:`steps`), :meth:`solution`,
    :meth:`value`.  ``done`` is False until the last step; ``too_big`` when the hand has
    more than ``max_positions`` positions (the work stops there)."""

    def __init__(self, s: Searcher, heights: list[int], pack_pos: int, lay: int, jokers: int,
                 run_len: int, run_dir: int, g0: int,
                 max_positions: int = MAX_POSITIONS) -> None:
        np = _numpy()
        if np is False:
            raise RuntimeError("numpy is not available")
        self.s = s
        self.root = (list(heights), pack_pos, lay, jokers, min(run_len, 3), run_dir)
        self.g0 = g0
        self.max_positions = max_positions
        self.keys: list[Any] = []          # per layer: sorted position keys (int64)
        self.any_value: list[Any] = []     # per layer: best score to come, any ending
        self.clear_value: list[Any] = []   # per layer: best score to come clearing (_NONE)
        self.positions = 0
        self.choices = 0
        self.done = False
        self.too_big = False
        self._steps = self._work()

    # -- the work --------------------------------------------------------------------------
    def steps(self) -> Iterator[None]:
        """One layer's work per step (forward, then back)."""
        return self._steps

    def run(self, deadline: float = float("inf")) -> bool:
        """Work until done (True) or until ``deadline`` on the solver's clock (False)."""
        for _ in self._steps:
            if now() > deadline:
                return self.done
        return self.done

    def _work(self) -> Iterator[None]:
        np = _numpy()
        s = self.s
        nr, npack = len(s.vals), len(s.pack)
        counts = 1 if s.rules.run_counts_layout_card else 0
        anytime = s.rules.draw_anytime
        fv_table = np.full((nr, 8), 15, np.int64)     # 15: the rank is empty
        pt_table = np.zeros((nr, 8), np.int64)
        for r in range(nr):
            for h, (v, p) in enumerate(zip(s.vals[r], s.pts[r], strict=True), start=1):
                fv_table[r, h] = v
                pt_table[r, h] = p
        pack_table = np.zeros(32, np.int64)
        pack_table[:npack] = s.pack
        # fits[16 * layout + front]: does the front card go on the layout (0: a joker)?
        fits = np.zeros(256, bool)
        for lv in range(14):
            for fv in range(1, 14):
                fits[16 * lv + fv] = lv == 0 or abs(lv - fv) == 1
        keep = np.int64(~((15 << 26) | (3 << 33) | (3 << 35)))   # all but layout and run
        layer = np.array([_key(*self.root)], np.int64)
        edges: list[list[tuple[Any, Any, Any]]] = []
        facts: list[tuple[Any, Any, Any]] = []
        while len(layer):
            self.keys.append(layer)
            self.positions += len(layer)
            if self.positions > self.max_positions:
                self.too_big = True
                return
            k = layer
            hs = [(k >> 3 * r) & 7 for r in range(nr)]
            pp = (k >> 21) & 31
            lay = (k >> 26) & 15
            jok = (k >> 30) & 7
            left = hs[0].copy()
            for h in hs[1:]:
                left += h
            alive = left > 0
            on_joker = lay == 0
            lay16 = lay << 4
            fits_any = np.zeros(len(k), bool)
            moves = np.zeros(len(k), np.int8)
            base = k & keep
            found: list[tuple[Any, Any]] = []
            kids: list[Any] = []
            for r in range(nr):
                h = hs[r]
                fv = fv_table[r][h]
                fit = fits[lay16 + fv]
                fits_any |= fit
                idx = np.nonzero(fit)[0]
                if not len(idx):
                    continue
                ki = k[idx]
                fvi, layi = fv[idx], lay[idx]
                rli, rdi = (ki >> 33) & 3, ((ki >> 35) & 3) - 1
                st = np.where(layi == 0, 0, fvi - layi)
                fresh = (rli == 0) | (st == 0)
                same = (rdi == 0) | (st == rdi)
                nrl = np.where(fresh, 1, np.where(same, rli + 1, 2))
                nrd = np.where(fresh, 0, st)
                gain = pt_table[r][h[idx]] + RUN_BONUS * (nrl >= 4)
                nrl = np.minimum(nrl, 3)
                found.append((idx, gain))
                kids.append((base[idx] - (1 << 3 * r)) | fvi << 26 | nrl << 33 | (nrd + 1) << 35)
            draw = alive & (pp < npack)
            if not anytime:
                draw &= ~fits_any
            idx = np.nonzero(draw)[0]
            if len(idx):
                found.append((idx, np.zeros(len(idx), np.int64)))
                kids.append((base[idx] + (1 << 21)) | pack_table[pp[idx]] << 26
                            | counts << 33 | 1 << 35)
            idx = np.nonzero(alive & (jok > 0) & ~on_joker)[0]
            if len(idx):
                found.append((idx, np.zeros(len(idx), np.int64)))
                kids.append((base[idx] - (1 << 30)) | 1 << 35)
            for idx, _ in found:
                moves[idx] += 1
            self.choices += int(np.count_nonzero(moves > 1))
            if kids:
                layer = np.sort(np.concatenate(kids))     # np.unique is much slower
                if len(layer) > 1:
                    layer = layer[np.concatenate(([True], layer[1:] != layer[:-1]))]
                edges.append([(idx.astype(np.int32), gain.astype(np.int16),
                               np.searchsorted(layer, kid).astype(np.int32))
                              for (idx, gain), kid in zip(found, kids, strict=True)])
            else:
                layer = np.zeros(0, np.int64)
                edges.append([])
            facts.append((~alive, (CLEAR_BONUS_BASE + PACK_CARD_BONUS * (npack - pp)
                                   + JOKER_BONUS * jok).astype(np.int16), moves == 0))
            yield
        self.any_value = [None] * len(self.keys)
        self.clear_value = [None] * len(self.keys)
        later_any: Any = None
        later_clear: Any = None
        for t in range(len(self.keys) - 1, -1, -1):
            cleared, bonus, no_move = facts[t]
            best_any = np.where(cleared, bonus.astype(np.int32), np.int32(_NONE))
            best_clear = best_any.copy()
            for idx, gain, child in edges[t]:
                best_any[idx] = np.maximum(best_any[idx], gain + later_any[child])
                best_clear[idx] = np.maximum(best_clear[idx], gain + later_clear[child])
            best_any[no_move & ~cleared] = 0                   # stuck: nothing more to come
            best_clear[best_clear < _NONE // 2] = _NONE
            self.any_value[t], self.clear_value[t] = best_any, best_clear
            later_any, later_clear = best_any, best_clear
            edges[t] = []
            yield
        self.done = True

    # -- reading the answers ---------------------------------------------------------------
    def _find(self, heights: list[int], pp: int, lay: int, jok: int, rl: int,
              rd: int) -> tuple[int, int] | None:
        root_h, root_pp, _, root_jok, _, _ = self.root
        t = (sum(root_h) - sum(heights)) + (pp - root_pp) + (root_jok - jok)
        if not 0 <= t < len(self.keys):
            return None
        key = _key(heights, pp, lay, jok, rl, rd)
        keys = self.keys[t]
        i = int(keys.searchsorted(key))
        if i >= len(keys) or int(keys[i]) != key:
            return None
        return t, i

    def value(self, heights: list[int], pp: int, lay: int, jok: int, rl: int,
              rd: int) -> tuple[int, int | None] | None:
        """(best score to come, best to come by clearing or None) from a position reachable
        from the root, or None when it is not."""
        found = self._find(heights, pp, lay, jok, rl, rd)
        if found is None or not self.done:
            return None
        t, i = found
        a, c = int(self.any_value[t][i]), int(self.clear_value[t][i])
        return a, (c if c > _NONE // 2 else None)

    def line_from(self, heights: list[int], pp: int, lay: int, jok: int, rl: int, rd: int,
                  clearing: bool = False) -> tuple[str, ...]:
        """A best line from a position reachable from the root (a best clearing line with
        ``clearing``; empty when there is none)."""
        s = self.s
        hts, rl = list(heights), min(rl, 3)
        npack = len(s.pack)
        counts = 1 if s.rules.run_counts_layout_card else 0
        line: list[str] = []
        table = self.clear_value if clearing else self.any_value
        found = self._find(hts, pp, lay, jok, rl, rd)
        while found is not None:
            t, i = found
            want = int(table[t][i])
            if not any(hts) or t + 1 >= len(self.keys) or want <= _NONE // 2:
                break
            fronts = [r for r, h in enumerate(hts)
                      if h and (lay == 0 or abs(s.vals[r][h - 1] - lay) == 1)]
            options: list[tuple[str, int, tuple[list[int], int, int, int, int, int]]] = []
            for r in fronts:
                v = s.vals[r][hts[r] - 1]
                nrl, nrd = run_after(rl, rd, v, lay)
                gain = s.pts[r][hts[r] - 1] + (RUN_BONUS if nrl >= 4 else 0)
                nh = hts[:r] + [hts[r] - 1] + hts[r + 1:]
                options.append((_MOVES[r], gain, (nh, pp, v, jok, min(nrl, 3), nrd)))
            if pp < npack and (s.rules.draw_anytime or not fronts):
                options.append(("P", 0, (hts, pp + 1, s.pack[pp], jok, counts, 0)))
            if jok and lay:
                options.append(("J", 0, (hts, pp, 0, jok - 1, 0, 0)))
            step = None
            for move, gain, child in options:
                at = self._find(*child)
                if at is not None and gain + int(table[at[0]][at[1]]) == want:
                    step = (move, child, at)
                    break
            if step is None:
                break
            line.append(step[0])
            hts, pp, lay, jok, rl, rd = step[1]
            found = step[2]
        return tuple(line)

    def solution(self, started: float) -> Solution:
        """The answer from the root (exact), with lines that reach it."""
        if not self.done:
            raise RuntimeError("the layers are not finished")
        a, c = int(self.any_value[0][0]), int(self.clear_value[0][0])
        clear = c if c > _NONE // 2 else None
        best_line = self.line_from(*self.root)
        clear_line = self.line_from(*self.root, clearing=True) if clear is not None else None
        return exact_solution(self.g0, a, clear, best_line, clear_line, self.choices,
                              self.positions - self.choices, started)

