"""Exact answers under "draw any time": the walk of the hand's positions, pack position apart.

When the pack may be turned at any time (``HomeRunRules(draw_anytime=True)``), a turned pack
card or a played joker ends the run and leaves nothing of the position before it but the rank
heights, the pack position and the jokers held.  A hand is a row of *stretches*: each starts on
the layout card, a pack card or a joker and plays rank cards each one above or below the last;
between two stretches the position is only (heights, pack position, jokers), and from there
every later pack position can be reached by turning cards.

So the walk keys a position by the rank heights, the jokers held, the layout value and the run
(length, at most 3, and direction), and carries the pack position beside the key: each position
holds *entries*, (pack position, best score so far).  It goes forward a layer of cards played at
a time, and keeps an entry only when the same position at an earlier pack position has a lower
score (from there the pack can always be turned up to here, and a pack card left is worth 10
more at a clear), and when the search's bound lets it beat the lines found so far.  (Keeping
only entries no position with a longer run or one more joker beats cut 15 to 20% of them, but
finding those positions cost more than it saved.)

Between stretches, a turned pack card or a joker starts a stretch only from a pack position
where the best score so far grows; later turns to the same pack card value would reach the same
positions later with no more.  Then, back from the last layer, each entry gets its best score to
come from the kept entries: at the root that is the best score of the hand, exactly (a best line
can always be moved onto kept entries), and the line is read from the kept entries forward.
Values of other entries may be lower than the best from there (their best continuation can run
through an entry kept for another line): :meth:`AnytimeWalk.value` answers for the root only.

Positions within a layer are found by arithmetic on their heights (a table of every heights
code, built once per deal: :mod:`retrohearts.homerun.anytimetables`), and all the work is
numpy arrays, a layer a step; where numba can be imported, a layer's step forward and its step
back are compiled loops instead (:mod:`retrohearts.homerun.anytimekernels`, driven by
:mod:`retrohearts.homerun.anytimejit`: about two and a half times faster, and they keep
fewer entries; ``RETROHEARTS_NO_JIT=1`` turns them off).  Without numpy the depth-first
search answers alone, within its time limit.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import retrohearts.homerun.layers as layers
from retrohearts.homerun.anytimejit import compiled_steps
from retrohearts.homerun.anytimetables import (
    AFTER,
    BONUS,
    EMPTY,
    NEG,
    NR,
    RUNS,
    SLOTS,
    run_index,
    tables,
)
from retrohearts.homerun.rules import CLEAR_BONUS_BASE, JOKER_BONUS, PACK_CARD_BONUS
from retrohearts.homerun.solver import Searcher, Solution, exact_solution, now

__all__ = ["AnytimeWalk", "MAX_ENTRIES", "jit_kernels"]

#: Give up beyond this many kept entries (about 30 bytes each with the links between them).
MAX_ENTRIES = 12_000_000
_MOVES = ("R1", "R2", "R3", "R4", "R5", "R6", "R7")
_KERNELS: list[ModuleType | None] = []


def jit_kernels() -> ModuleType | None:
    """The compiled steps (:mod:`retrohearts.homerun.anytimekernels`), or None where numba
    cannot be imported, cannot compile or load them (a small walk tries them first), or
    ``RETROHEARTS_NO_JIT`` is set: then numpy does the work."""
    if os.environ.get("RETROHEARTS_NO_JIT"):
        return None
    if not _KERNELS:
        try:
            import retrohearts.homerun.anytimekernels as kernels
        except Exception:           # no numba, or one that does not load here
            _KERNELS.append(None)
        else:
            _KERNELS.append(kernels)
            try:
                _try_kernels()
            except Exception:       # numba there, but its code does not run here
                _KERNELS[0] = None
    return _KERNELS[0]


def _try_kernels() -> None:
    """A walk of a small deal with a joker, through every compiled step."""
    from retrohearts.cards import full_deck
    from retrohearts.homerun.deal import Deal
    from retrohearts.homerun.rules import HomeRunRules

    cards = full_deck()
    deal = Deal.small([cards[0:3], cards[13:15], cards[27:30]], cards[40], cards[44:48])
    s = Searcher.for_deal(deal.ranks, deal.pack, HomeRunRules(draw_anytime=True))
    walk = AnytimeWalk(s, [len(r) for r in deal.ranks], 0, 1, 1, 0, 0, 0, beam=3)
    if not walk.run() or not walk.compiled:
        raise RuntimeError("the compiled walk did not finish")


class _Layer:
    """One layer's positions (sorted keys) and kept entries (``ent``: position * width +
    pack position index, sorted), with their best scores to come once the walk is back."""

    __slots__ = ("keys", "n", "ent", "any_value", "clear_value")

    def __init__(self, keys: Any, ent: Any) -> None:
        self.keys = keys
        self.n = len(keys)
        self.ent = ent
        self.any_value: Any = None
        self.clear_value: Any = None


class AnytimeWalk:
    """The best scores of a hand under "draw any time", from one of its positions.  The same
    interface as :class:`retrohearts.homerun.layers.Layered`: ``AnytimeWalk(searcher,
    heights, pack_pos, layout, jokers, run_len, run_dir, g0)``, then :meth:`run` or
    :meth:`steps`, :meth:`solution`.  ``beam``: entries per layer of a first look for lines
    to beat (0: none)."""

    def __init__(self, s: Searcher, heights: list[int], pack_pos: int, lay: int, jokers: int,
                 run_len: int, run_dir: int, g0: int, max_entries: int = MAX_ENTRIES,
                 beam: int = 0) -> None:
        np = layers.numpy_module()
        if np is None:
            raise RuntimeError("numpy is not available")
        if not s.rules.draw_anytime:
            raise ValueError("this walk is for the rule 'draw any time'")
        if any(h > len(v) for h, v in zip(heights, s.vals, strict=True)):
            raise ValueError("a rank is higher than the deal's")
        self.s = s
        self.root = (list(heights), pack_pos, lay, jokers, run_len, run_dir)
        self.g0 = g0
        self.max_entries = max_entries
        self.beam = beam
        self.positions = 0        # positions (without the pack position) walked
        self.entries = 0          # entries kept
        self.choices = 0          # entries with more than one rank card to play
        self.done = False
        self.too_big = False
        self.width = len(s.pack) - pack_pos + 1     # pack positions pack_pos .. the end
        self.j1 = jokers + 1
        self.total = sum(heights)
        self.layers: list[_Layer] = []
        kernels = jit_kernels()
        self.tables = tables(np, s, kernels)
        #: scores of lines found (any ending, clears): what cannot beat them is cut
        self.lower = [-(10 ** 6), NEG]
        self.compiled = kernels is not None
        self._steps = self._work() if kernels is None else compiled_steps(self, kernels)

    # -- the work --------------------------------------------------------------------------
    def steps(self) -> Iterator[None]:
        """One layer's work per step (a first look, forward, then back)."""
        return self._steps

    def run(self, deadline: float = float("inf")) -> bool:
        """Work until done (True) or until ``deadline`` on the solver's clock (False)."""
        for _ in self._steps:
            if now() > deadline:
                return self.done
        return self.done

    def _code(self, heights: tuple[int, ...] | list[int]) -> int:
        return sum(h * m for h, m in zip(heights, self.tables.mult, strict=True))

    def _key(self, code: int, jok: int, lay: int, ri: int) -> int:
        return (code * self.j1 + jok) * SLOTS + lay * NR + ri

    def _setup(self) -> None:
        """The walk's own tables: what turning the pack allows, and what the bound needs of
        the pack."""
        np = layers.numpy_module()
        s = self.s
        W, J1 = self.width, self.j1
        pp0 = self.root[1]
        i16, i64 = np.int16, np.int64
        counts = 1 if s.rules.run_counts_layout_card else 0
        # per run state * 3 + step + 1: the run state after a rank card, and its run bonus
        self.after = np.array(AFTER, i64).reshape(-1)
        self.bonus = np.array(BONUS, i16).reshape(-1)
        # per rank: what taking its front card does to a position's key (heights, jokers)
        self.drop = np.zeros(8, i64)
        self.drop[:len(s.vals)] = [m * J1 * SLOTS for m in self.tables.mult]
        # turning the pack: for a step (+1: the pack card is one below the rank card, -1: one
        # above) and a front value * (W + 1) + a pack position index, the first index at or
        # after it (at most W - 2) whose card allows it, else W
        pack = [s.pack[pp0 + p] for p in range(W - 1)]
        first = np.full((2, 16, W + 1), W, i64)
        for si, step in enumerate((1, -1)):
            for v in range(1, 14):
                for p in range(W - 2, -1, -1):
                    first[si, v, p] = p if pack[p] == v - step else first[si, v, p + 1]
        self.first = first.reshape(2, -1)
        self.start_ri = [AFTER[1 if counts else 0][step + 1] for step in (1, -1)]
        # the bound: per pack position index, the values still in the pack, how many even
        # and odd ones, and the clear bonus per jokers * W + pack position index
        self.pack_mask = np.array([sum(1 << v for v in set(pack[p:])) for p in range(W)],
                                  np.int32)
        self.pack_even = np.array([sum(1 for v in pack[p:] if not v & 1) for p in range(W)],
                                  i16)
        self.pack_odd = np.array([sum(1 for v in pack[p:] if v & 1) for p in range(W)], i16)
        self.clear_row = np.array([[CLEAR_BONUS_BASE + PACK_CARD_BONUS * (W - 1 - p)
                                    + JOKER_BONUS * j for p in range(W)]
                                   for j in range(J1)], i16).reshape(-1)
        self.run_len = np.array([rl for rl, _ in RUNS], i64)

    def _add_layer(self, keys: Any, e_pos: Any, e_p: Any, ent: Any = None) -> bool:
        """Keep a layer walked forward (its positions' keys, its entries' positions and pack
        position indices, or ``ent``, position * width + pack position index, made already);
        False, and the walk gives up, past ``max_entries``."""
        self.layers.append(_Layer(keys, e_pos * self.width + e_p if ent is None else ent))
        self.positions += len(keys)
        self.entries += len(e_pos)
        self.too_big = self.entries > self.max_entries
        return not self.too_big

    def _work(self) -> Iterator[None]:
        np = layers.numpy_module()
        self._setup()
        i16, i64 = np.int16, np.int64
        root_key = self._key(self._code(self.root[0]), self.root[3], self.root[2],
                             run_index(self.root[4], self.root[5]))
        state = (np.array([root_key], i64), np.zeros(1, i64), np.zeros(1, i64),
                 np.zeros(1, i16))
        if self.beam:
            # a first look, keeping the most promising entries of each layer: lines that
            # score something, to cut what cannot beat them
            look = state
            for t in range(self.total):
                ahead = self._advance(look, t, None, self.beam)
                if ahead is None:
                    break
                look = ahead
            yield
        links: list[tuple[Any, ...]] = []
        found: tuple[Any, ...] = state
        for t in range(self.total + 1):
            if not self._add_layer(*found[:3]):
                return
            if t == self.total:
                break
            ahead = self._advance(found, t, links, None)
            if ahead is None:
                break
            found = ahead
            yield
        yield from self._back(links)

    def _advance(self, state: tuple[Any, ...], t: int, links: list[tuple[Any, ...]] | None,
                 beam: int | None) -> tuple[Any, ...] | None:
        """The next layer from this one: its positions' keys and kept entries (position,
        pack position index, score so far); None when no move is left.  The links the way
        back needs go onto ``links``; ``beam``: keep only that many entries, the most
        promising (the first look)."""
        np = layers.numpy_module()
        s, tb = self.s, self.tables
        nr = 8                                         # the columns of the front values
        W, J1 = self.width, self.j1
        per_h = J1 * SLOTS
        i16, i32, i64 = np.int16, np.int32, np.int64
        neg = i16(NEG)
        keys, e_pos, e_p, e_g = state
        n = len(keys)
        hcode = keys // per_h
        rest = keys % SLOTS
        lay = rest // NR
        ri = rest % NR
        front = tb.front[hcode].view(np.int8).reshape(n, nr)      # (n, ranks)
        diff = front.astype(i16) - lay.astype(i16)[:, None]
        onto_joker = not lay.all()
        fits = (diff == 1) | (diff == -1)
        if onto_joker:
            fits |= (lay == 0)[:, None] & (front != EMPTY)
        if beam is not None and W > 1:
            # lines that end: stuck with the pack turned and no joker
            at_end = np.flatnonzero((e_p == W - 1) & ((keys[e_pos] // SLOTS) % J1 == 0))
            if len(at_end):
                stuck = at_end[~fits[e_pos[at_end]].any(axis=1)]
                if len(stuck):
                    self.lower[0] = max(self.lower[0], int(e_g[stuck].max()))
        # rank cards from the entries (they go by position, then pack position; often one
        # entry a position)
        one = len(e_pos) == n
        pairs = np.flatnonzero((fits if one else fits[e_pos]).reshape(-1))
        ei = pairs >> 3
        r = pairs & 7
        pos = ei if one else e_pos[ei]
        at = pos * nr + r
        fv = front.reshape(-1)[at].astype(i64)
        move = ri[pos] * 3 + 1
        move += diff.reshape(-1)[at] if not onto_joker else np.where(
            lay[pos] == 0, 0, diff.reshape(-1)[at])
        c_pts = tb.point_of[fv] + self.bonus[move]
        kid_keys = [keys[pos] - rest[pos] - self.drop[r] + fv * NR + self.after[move]]
        kid_p = [e_p[ei]]
        kid_g = [e_g[ei] + c_pts]
        if links is not None:
            new = np.empty(len(ei), bool)
            new[:1] = True
            np.not_equal(ei[1:], ei[:-1], out=new[1:])
            c_start = np.flatnonzero(new)
            c_from = ei[c_start]
            self.choices += int(np.count_nonzero(np.diff(np.append(c_start, len(ei))) > 1))
        # the points between stretches: (heights, jokers); the best score so far there by
        # pack position (turning cards is always allowed), and where it grows
        bkey = keys // SLOTS
        new = np.empty(n, bool)
        new[0] = True
        np.not_equal(bkey[1:], bkey[:-1], out=new[1:])
        bstart = np.flatnonzero(new)
        nb = len(bstart)
        pos_b = np.cumsum(new) - 1
        gt = np.full((W, nb), neg, i16)                # by pack position, then point
        np.maximum.at(gt.reshape(-1), e_p * nb + pos_b[e_pos], e_g)
        for p in range(1, W):
            np.maximum(gt[p - 1], gt[p], out=gt[p])
        grows = np.empty((nb, W), bool)
        np.greater(gt[0], neg, out=grows[:, 0])
        np.greater(gt[1:], gt[:-1], out=grows[:, 1:].T)
        sf = np.flatnonzero(grows)                     # by point, then pack position
        s_b, s_p = sf // W, sf % W
        s_g = gt[s_p, s_b]
        s_next = np.full(len(sf), W, i64)
        same = s_b[1:] == s_b[:-1]
        s_next[:-1][same] = s_p[1:][same]
        b_front = front[bstart]
        b_base = (bkey[bstart] * SLOTS)
        if beam is not None and W > 1:
            # lines that end: turn the rest of the pack, whose last card fits no front
            last = s.pack[-1]
            dead_end = np.flatnonzero((bkey[bstart] % J1 == 0) & ~(
                (b_front == last - 1) | (b_front == last + 1)).any(axis=1))
            if len(dead_end):
                self.lower[0] = max(self.lower[0], int(gt[W - 1, dead_end].max()))
        # stretches started there: a pack card or a joker, then a rank card
        sp = np.flatnonzero(b_front[s_b].reshape(-1) != EMPTY)
        si_, r = sp // nr, sp % nr
        sb = s_b[si_]
        at = bstart[sb] * nr + r
        fv = front.reshape(-1)[at].astype(i64)
        pts = tb.point_of[fv]
        base = b_base[sb] - self.drop[r] + fv * NR
        starts: list[tuple[Any, Any, Any]] = []
        gi = s_g[si_] + pts
        sp_p = s_p[si_]
        for sgn in range(2):
            turn = self.first[sgn][fv * (W + 1) + sp_p]
            ok = np.flatnonzero((turn < s_next[si_]) & (turn <= W - 2))
            kid_keys.append(base[ok] + self.start_ri[sgn])
            kid_p.append(turn[ok] + 1)
            kid_g.append(gi[ok])
            starts.append((sb[ok], turn[ok], pts[ok]))
        if J1 > 1:
            ok = np.flatnonzero(b_base[sb] % (J1 * SLOTS) >= SLOTS)     # a joker held
            kid_keys.append(base[ok] - SLOTS + 1)
            kid_p.append(sp_p[ok])
            kid_g.append(gi[ok])
            starts.append((sb[ok], sp_p[ok], pts[ok]))
        k_key = np.concatenate(kid_keys)
        if not len(k_key):
            if links is not None:
                links.append((pos_b, nb, c_from, c_start, np.zeros(0, i32), c_pts, []))
            return None
        k_p = np.concatenate(kid_p)
        k_g = np.concatenate(kid_g)
        # the next layer's heights in code order, and the kids' positions among them
        p_key, k_pos = self._positions(k_key)
        n2 = len(p_key)
        flat = k_pos * W + k_p
        # the best score so far per position and pack position (cells, by position then
        # pack position); a cell is kept when the same position at an earlier pack position
        # has less, and when the bound lets it beat the lines found
        gcell = np.full(n2 * W, neg, i16)
        np.maximum.at(gcell, flat, k_g)
        cells = np.flatnonzero(gcell > neg)
        c_g = gcell[cells]
        c_pos = cells // W
        c_p = cells % W
        rank = c_pos * 65536 + c_g
        keep = np.empty(len(cells), bool)
        keep[0] = True
        np.greater(rank[1:], np.maximum.accumulate(rank)[:-1], out=keep[1:])
        p_code = p_key // per_h
        p_rest = p_key % per_h
        p_j = p_rest // SLOTS
        p_lay = (p_rest % SLOTS) // NR
        ub_any, ub_clear = self._bound(p_code, p_j, p_lay, self.run_len[p_rest % NR],
                                       c_pos, c_p)
        if t + 1 == self.total:                        # they are all clears
            self.lower[0] = max(self.lower[0], int((c_g + ub_any).max()))
            self.lower[1] = max(self.lower[1], int((c_g + ub_clear).max()))
        keep &= (c_g + ub_any >= self.lower[0]) | (
            (ub_clear > NEG // 2) & (c_g + ub_clear >= self.lower[1]))
        if beam is not None and np.count_nonzero(keep) > beam:
            # the first look: the most promising cells by score so far + bound
            kept_at = np.flatnonzero(keep)
            promise = c_g[kept_at] + ub_any[kept_at]
            keep[:] = False
            keep[kept_at[np.argpartition(-promise, beam)[:beam]]] = True
        kept = np.flatnonzero(keep)
        if not len(kept):
            if links is not None:
                links.append((pos_b, nb, c_from, c_start, np.full(len(ei), -1, i32), c_pts,
                              [(b, at_, np.full(len(b), -1, i32), pts_)
                               for b, at_, pts_ in starts]))
            return None
        if links is not None:
            index = np.full(n2 * W, -1, i32)
            index[cells[kept]] = np.arange(len(kept), dtype=i32)
            k_to = index[flat]
            nc = len(kid_keys[0])
            cut = np.cumsum([nc] + [len(st[0]) for st in starts])
            links.append((pos_b, nb, c_from, c_start, k_to[:nc], c_pts,
                          [(b, at_, k_to[cut[i]:cut[i + 1]], pts_)
                           for i, (b, at_, pts_) in enumerate(starts)]))
        # the next layer: its positions with kept entries
        e_pos, e_p, e_g = c_pos[kept], c_p[kept], c_g[kept]
        alive = np.zeros(n2, bool)
        alive[e_pos] = True
        if not alive.all():
            live = np.flatnonzero(alive)
            renum = np.empty(n2, i64)
            renum[live] = np.arange(len(live))
            e_pos = renum[e_pos]
            p_key = p_key[live]
        return (p_key, e_pos, e_p, e_g)

    def _positions(self, k_key: Any) -> tuple[Any, Any]:
        """The distinct keys of the kids (sorted), and each kid's index among them."""
        np = layers.numpy_module()
        tb = self.tables
        per_h = self.j1 * SLOTS
        i64 = np.int64
        n = len(k_key)
        bits = max(n.bit_length(), 1)
        if n * 16 < tb.ncode and (tb.ncode * per_h) << bits < 1 << 62:
            # sort the keys with each kid's index in the low bits: the distinct keys, and
            # where each kid went, in one sort
            packed = (k_key << bits) | np.arange(n, dtype=i64)
            packed.sort()
            hi = packed >> bits
            new = np.empty(n, bool)
            new[0] = True
            np.not_equal(hi[1:], hi[:-1], out=new[1:])
            k_pos = np.empty(n, i64)
            k_pos[packed & ((1 << bits) - 1)] = np.cumsum(new) - 1
            return hi[new], k_pos
        # else mark them in a table of every heights code, then of every slot of the
        # heights found
        k_code = k_key // per_h
        hmark = np.zeros(tb.ncode, bool)
        hmark[k_code] = True
        hsel = np.flatnonzero(hmark)
        hmap = np.empty(tb.ncode, i64)
        hmap[hsel] = np.arange(len(hsel))
        slot = hmap[k_code] * per_h + k_key % per_h
        smark = np.zeros(len(hsel) * per_h, bool)
        smark[slot] = True
        psel = np.flatnonzero(smark)
        pmap = np.empty(len(smark), i64)
        pmap[psel] = np.arange(len(psel))
        return hsel[psel // per_h] * per_h + psel % per_h, pmap[slot]

    def _bound(self, code: Any, jok: Any, lay: Any, rl: Any, c_pos: Any,
               c_p: Any) -> tuple[Any, Any]:
        """Upper bounds on the score to come from cells (their positions' heights code,
        jokers, layout, run length; per cell its position and pack position index): any
        line, and clearing lines (``NEG`` where the parity or the lonely-card test proves the
        ranks cannot be cleared).  ``Searcher``'s bound, a numpy array at a time; the tests
        are made at each position's first pack position (more pack left only helps)."""
        np = layers.numpy_module()
        tb = self.tables
        W = self.width
        ub = tb.bound.reshape(-1)[rl * tb.ncode + code]
        if not tb.left[code[0]]:                 # the last layer: every position a clear
            u_clear = self.clear_row[jok[c_pos] * W + c_p]
            return np.maximum(ub[c_pos], u_clear), u_clear
        # the tests, at each position's first pack position (its first cell); most positions
        # have one cell
        one = len(c_pos) == len(code)
        if one:
            p = c_p
        else:
            new = np.empty(len(c_pos), bool)
            new[0] = True
            np.not_equal(c_pos[1:], c_pos[:-1], out=new[1:])
            p = c_p[new]
        tests = tb.tests[code]
        odd = (tests >> 24) - 64
        lay_odd = lay & 1
        dead = np.where(odd > 0, odd > self.pack_even[p] + jok + (1 - lay_odd),
                        -odd > self.pack_odd[p] + jok + lay_odd + (lay == 0))
        have = tests & 0xFFFF
        avail = have | self.pack_mask[p]
        orphan = have & ~((avail << 1) | (avail >> 1))
        near = (lay == 0) | (((orphan >> np.maximum(lay - 1, 0)) & 5) != 0)
        dead |= np.bitwise_count(orphan) - near > jok
        # every stretch but the one on the layout starts on a pack card (10 less at a clear,
        # at least) or a joker (50 less)
        need = ((tests >> 16) & 0xFF) - 1
        if not one:
            need, jok, dead, ub = need[c_pos], jok[c_pos], dead[c_pos], ub[c_pos]
        on_pack = np.minimum(need, W - 1 - c_p)
        on_joker = need - on_pack
        dead |= on_joker > jok
        c_jok = jok
        u_any = ub
        u_clear = np.where(dead, np.int16(NEG),
                           u_any + self.clear_row[c_jok * W + c_p]
                           - (PACK_CARD_BONUS * on_pack + JOKER_BONUS * on_joker))
        return np.maximum(u_any, u_clear), u_clear

    def _back(self, links: list[tuple[Any, ...]]) -> Iterator[None]:
        """Back from the last layer: the best score to come from each kept entry."""
        np = layers.numpy_module()
        W, J1 = self.width, self.j1
        neg = np.int16(NEG)
        later_a: Any = np.zeros(1, np.int16)     # (only read through links to -1)
        later_c: Any = later_a
        for t in range(len(self.layers) - 1, -1, -1):
            layer = self.layers[t]
            p_e, pos_e = layer.ent % W, layer.ent // W
            if self.total - t == 0:
                va = self.clear_row[((layer.keys[pos_e] // SLOTS) % J1) * W + p_e]
                vc = va.copy()
            else:
                pos_b, nb, c_from, c_start, c_to, c_pts, starts = links[t]
                ta = np.full((W, nb), neg, np.int16)
                tc = np.full((W, nb), neg, np.int16)
                for b, at, to, pts in starts:
                    ok = to >= 0
                    where = at[ok] * nb + b[ok]
                    np.maximum.at(ta.reshape(-1), where, later_a[to[ok]] + pts[ok])
                    np.maximum.at(tc.reshape(-1), where, later_c[to[ok]] + pts[ok])
                np.maximum(ta[W - 1], 0, out=ta[W - 1])
                for p in range(W - 2, -1, -1):
                    np.maximum(ta[p + 1], ta[p], out=ta[p])
                    np.maximum(tc[p + 1], tc[p], out=tc[p])
                at_b = p_e * nb + pos_b[pos_e]
                va = ta.reshape(-1)[at_b]
                vc = tc.reshape(-1)[at_b]
                if len(c_start):
                    ok = c_to >= 0
                    to = np.where(ok, c_to, 0)
                    got = np.where(ok, later_a[to] + c_pts, neg)
                    va[c_from] = np.maximum(va[c_from], np.maximum.reduceat(got, c_start))
                    got = np.where(ok, later_c[to] + c_pts, neg)
                    vc[c_from] = np.maximum(vc[c_from], np.maximum.reduceat(got, c_start))
                vc[vc < NEG // 2] = neg
            layer.any_value, layer.clear_value = va, vc
            later_a, later_c = va, vc
            if t < len(links):
                links[t] = ()
            yield
        self.done = True

    # -- reading the answers ---------------------------------------------------------------
    def _entry(self, heights: tuple[int, ...], pp: int, lay: int, jok: int,
               ri: int) -> tuple[_Layer, int] | None:
        t = self.total - sum(heights)
        p = pp - self.root[1]
        if not 0 <= t < len(self.layers) or not 0 <= p < self.width or not 0 <= jok < self.j1:
            return None
        layer = self.layers[t]
        key = self._key(self._code(heights), jok, lay, ri)
        i = int(layer.keys.searchsorted(key))
        if i >= layer.n or int(layer.keys[i]) != key:
            return None
        f = i * self.width + p
        e = int(layer.ent.searchsorted(f))
        if e >= len(layer.ent) or int(layer.ent[e]) != f:
            return None
        return layer, e

    def _worth(self, heights: tuple[int, ...], pp: int, lay: int, jok: int, ri: int,
               clearing: bool) -> int | None:
        """What a kept entry is worth to come (None: not kept)."""
        if not any(heights):
            return (CLEAR_BONUS_BASE + PACK_CARD_BONUS * (len(self.s.pack) - pp)
                    + JOKER_BONUS * jok)
        found = self._entry(heights, pp, lay, jok, ri)
        if found is None:
            return None
        layer, e = found
        return int((layer.clear_value if clearing else layer.any_value)[e])

    def value(self, heights: list[int], pp: int, lay: int, jok: int, rl: int,
              rd: int) -> tuple[int, int | None] | None:
        """(best score to come, best to come by clearing or None) from the root, and None
        for any other position (kept values elsewhere are not always the best)."""
        h0, pp0, lay0, jok0, rl0, rd0 = self.root
        if not self.done or (list(heights), pp, lay, jok, run_index(rl, rd)) != (
                h0, pp0, lay0, jok0, run_index(rl0, rd0)):
            return None
        a = int(self.layers[0].any_value[0])
        c = int(self.layers[0].clear_value[0])
        return a, (c if c > NEG // 2 else None)

    def line_from(self, heights: list[int], pp: int, lay: int, jok: int, rl: int, rd: int,
                  clearing: bool = False) -> tuple[str, ...]:
        """A best line from the root (a best clearing line with ``clearing``; empty when
        there is none), read from the kept entries."""
        s = self.s
        npack = len(s.pack)
        hts, ri = tuple(heights), run_index(rl, rd)
        want = self._worth(hts, pp, lay, jok, ri, clearing)
        counts = 1 if s.rules.run_counts_layout_card else 0
        line: list[str] = []
        while want is not None and want > NEG // 2 and any(hts):
            step = None
            for r, h in enumerate(hts):          # a rank card onto the layout
                if not h:
                    continue
                v = s.vals[r][h - 1]
                if lay and abs(v - lay) != 1:
                    continue
                d = v - lay + 1 if lay else 1
                gain = s.pts[r][h - 1] + BONUS[ri][d]
                nh = hts[:r] + (h - 1,) + hts[r + 1:]
                got = self._worth(nh, pp, v, jok, AFTER[ri][d], clearing)
                if got is not None and gain + got == want:
                    step = ([_MOVES[r]], (nh, pp, v, jok, AFTER[ri][d]), got)
                    break
            # else the stretch ends: turn cards up to a pack card (or play a joker) that
            # starts the next one
            for at in range(pp, npack + 1):
                if step is not None:
                    break
                starts: list[tuple[str, int, int, int]] = []   # move, layout, pp, jokers
                if at < npack:
                    starts.append(("P", s.pack[at], at + 1, jok))
                if jok:
                    starts.append(("J", 0, at, jok - 1))
                for move, base, npp, njok in starts:
                    run0 = (counts if move == "P" else 0)
                    for r, h in enumerate(hts):
                        if not h:
                            continue
                        v = s.vals[r][h - 1]
                        if base and abs(v - base) != 1:
                            continue
                        d = v - base + 1 if base else 1
                        nri = AFTER[run_index(run0, 0)][d]
                        gain = s.pts[r][h - 1] + BONUS[run_index(run0, 0)][d]
                        nh = hts[:r] + (h - 1,) + hts[r + 1:]
                        got = self._worth(nh, npp, v, njok, nri, clearing)
                        if got is not None and gain + got == want:
                            step = (["P"] * (at - pp) + [move, _MOVES[r]],
                                    (nh, npp, v, njok, nri), got)
                            break
                    if step is not None:
                        break
            if step is None:
                # nothing more scores: turn the rest of the pack (the hand is then stuck)
                if not clearing and want == 0 and not jok:
                    line += ["P"] * (npack - pp)
                break
            line += step[0]
            (hts, pp, lay, jok, ri), want = step[1], step[2]
        return tuple(line)

    def solution(self, started: float) -> Solution:
        """The answer from the root (exact), with lines that reach it."""
        if not self.done:
            raise RuntimeError("the walk is not finished")
        a = int(self.layers[0].any_value[0])
        c = int(self.layers[0].clear_value[0])
        clear = c if c > NEG // 2 else None
        best_line = self.line_from(*self.root)
        clear_line = self.line_from(*self.root, clearing=True) if clear is not None else None
        return exact_solution(self.g0, a, clear, best_line, clear_line, self.entries,
                              self.positions, started)
