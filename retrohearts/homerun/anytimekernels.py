"""The draw-any-time walk's two steps as compiled loops (numba): a layer forward, a layer back,
and the per-deal tables.

:mod:`retrohearts.homerun.anytime` walks a hand's positions a layer of cards at a time with
numpy; where numba can be imported, these loops do each layer's work in a few passes instead
of some forty numpy passes.  Same keys, same entries (pack position, score so far), the same
answer at the root, exact.  The step forward writes each kid as one word (its key, pack
position, score and index), sorts the words by key (a radix sort, two passes), and goes
through them a block at a time (one point, one layout value: positions that differ only in
their run). An entry is kept when no earlier pack position of its position scores as much,
no position of its block whose run does at least as well whatever comes has as much at that
pack position or an earlier one (a quarter to a third fewer entries), and the bound lets it
beat the lines found (a kid that cannot by the relaxed bound of
:mod:`retrohearts.homerun.anytimerelaxed`, one table read, is not even sorted); the bound's
clear tests are made at each entry's own pack position (tighter, and still a bound). Each
kid keeps where it came from and the entry it became, so the step back is one pass over the
kids.

Only this module and :mod:`retrohearts.homerun.anytimerelaxed` (which only this module
imports) import numba, and only :func:`retrohearts.homerun.anytime.jit_kernels` imports this
module.  Compiled code is cached beside it (or in numba's user cache), so only
the first walk after an install compiles (some seconds); later processes load it.
"""

from __future__ import annotations

from typing import Any

import numba
import numpy as np

from retrohearts.homerun.anytimerelaxed import block
from retrohearts.homerun.anytimerelaxed import build as build_relaxed
from retrohearts.homerun.anytimetables import EMPTY, NEG, NR, SLOTS
from retrohearts.homerun.rules import JOKER_BONUS, PACK_CARD_BONUS

__all__ = ["back", "build_relaxed", "forward", "tables"]


@numba.njit(cache=True)
def _sort(words: Any, tmp: Any, n: int, low: int, bits: int) -> Any:
    """``words[:n]`` (non-negative) in the order of their bits ``low .. low + bits``: a stable
    radix sort, at most 13 bits a pass, to and fro between ``words`` and ``tmp``; returns the
    one that ends sorted."""
    passes = (bits + 12) // 13
    width = (bits + passes - 1) // passes
    count = np.empty((1 << width) + 1, np.int64)
    shift = low
    for _ in range(passes):
        mask = (1 << min(width, low + bits - shift)) - 1
        count[:] = 0
        for i in range(n):
            count[((words[i] >> shift) & mask) + 1] += 1
        for d in range(1 << width):
            count[d + 1] += count[d]
        for i in range(n):
            d = (words[i] >> shift) & mask
            tmp[count[d]] = words[i]
            count[d] += 1
        words, tmp = tmp, words
        shift += width
    return words


@numba.njit(cache=True, inline="always")
def _split(b: int, J1: int) -> tuple[int, int]:
    """(heights code, jokers) of a point between stretches (key // SLOTS); no division for
    one or two joker counts."""
    if J1 == 1:
        return b, 0
    if J1 == 2:
        return b >> 1, b & 1
    return b // J1, b % J1


@numba.njit(cache=True, inline="always")
def _small_sort(buf: Any, n: int) -> None:
    """Insertion sort of ``buf[:n]`` (a few numbers)."""
    for i in range(1, n):
        x = buf[i]
        j = i - 1
        while j >= 0 and buf[j] > x:
            buf[j + 1] = buf[j]
            j -= 1
        buf[j + 1] = x


_DEBRUIJN = np.array([0, 1, 48, 2, 57, 49, 28, 3, 61, 58, 50, 42, 38, 29, 17, 4, 62, 55, 59,
                      36, 53, 51, 43, 22, 45, 39, 33, 30, 24, 18, 12, 5, 63, 47, 56, 27, 60,
                      41, 37, 16, 54, 35, 52, 21, 44, 32, 23, 11, 46, 26, 40, 15, 34, 20, 31,
                      10, 25, 14, 19, 9, 13, 8, 7, 6], np.int64)


@numba.njit(cache=True, inline="always")
def _low_bit(m: int) -> int:
    """The index of the lowest bit set in ``m`` (> 0)."""
    low = np.uint64(m & -m)
    return int(_DEBRUIJN[np.int64((low * np.uint64(0x03F79D71B4CB0A89)) >> np.uint64(58))])


@numba.njit(cache=True, inline="always")
def _bits(x: int) -> int:
    """How many bits ``x`` (0 .. 2 ** 16 - 1) has set."""
    x = x - ((x >> 1) & 0x5555)
    x = (x & 0x3333) + ((x >> 2) & 0x3333)
    x = (x + (x >> 4)) & 0x0F0F
    return (x + (x >> 8)) & 0x1F




@numba.njit(cache=True, inline="always")
def _kid_kept(up: int, clear: int, m: int, budget: int, cut: int, best: int) -> bool:
    """Whether a kid can still beat the lines found, by the relaxed bound: ``up`` is its
    score so far plus S, ``clear`` the clear bonus at its pack position and jokers, ``m``
    its M and ``budget`` its pack cards and jokers left; ``cut`` the lower of the best line
    and the best clear found, ``best`` the best line.  A kid that can still clear keeps a
    chance at either; one that cannot scores at most S + 10 a pack card or joker left."""
    if m <= budget:
        return up + clear >= cut
    return up + PACK_CARD_BONUS * budget >= best


@numba.njit(cache=True)
def _nothing(status: int) -> tuple[Any, ...]:
    """What :func:`forward` returns when it cannot finish (``status``)."""
    i64 = np.zeros(0, np.int64)
    i32 = np.zeros(0, np.int32)
    return (i64, i32, i32.copy(), i32.copy(), i64.copy(), i32.copy(), i32.copy(), i32.copy(),
            i64.copy(), status)


@numba.njit(cache=True)
def forward(keys: Any, e_pos: Any, e_p: Any, e_g: Any, work: Any, work32: Any, front: Any,
            point_of: Any, bound: Any, tests: Any, left: Any, after: Any, bonus: Any,
            first: Any, start_ri: Any, pack_mask: Any, pack_even: Any,
            pack_odd: Any, clear_row: Any, run_len: Any, dom: Any, mult: Any, rel: Any,
            restart: Any, W: int, J1: int, pack_last: int, key_bits: int, g_bits: int,
            last: bool, lower: Any, beam: int) -> tuple[Any, ...]:
    """The next layer from this one (positions ``keys``, sorted; entries by position, then
    pack position index; scores so far at least 0): its positions' keys, sorted, and kept
    entries (position, pack position index, score so far), then the links the way back
    needs: per kid made, where it came from (an entry, or -1 - the pack position index where
    a stretch started), the points it scored and the next layer's entry it is (-1: not
    kept), and per point between stretches (a run of entries sharing heights and jokers) the
    end of its kids.  ``lower`` (any line, a clear) rises with the lines that end here;
    ``beam`` > 0 keeps only that many entries, the most promising (a first look for lines to
    beat; no links). ``dom[ri]``: the run states (bits) that do at least as well as run
    state ``ri`` whatever comes. ``mult``, ``rel``, ``restart``: each rank's code of one
    card, and the relaxed bound's tables (:mod:`retrohearts.homerun.anytimerelaxed`), which
    cut kids as they are made and tighten the bound of the entries kept. ``work`` (int64)
    and ``work32`` (int32): scratch arrays, 3 and 2 of them, of more than the entries; the
    last item returned is 1 when they are too small for the kids (nothing else is then
    returned: call again with larger ones), 2 when there are more kids than a word holds
    (see below), else 0. The next layer's entries come with their ``position * W + pack
    position index`` too.

    A kid is one word while the kids are sorted: its key (below ``2 ** key_bits``), pack
    position index (5 bits), score so far (below ``2 ** g_bits``) and index (the bits left
    of 63)."""
    ne = len(e_pos)
    kk, tk, gend = work
    ksrc, kpts = work32
    GS = 63 - key_bits - 5 - g_bits             # where each part of a kid's word starts
    PS = GS + g_bits
    KS = PS + 5
    cap = min(len(kk), 1 << GS)
    ngroup = 0
    nk = 0
    gt = np.full(W, NEG, np.int32)
    buf = np.empty(32, np.int64)
    gp = np.empty(W + 1, np.int64)
    gg = np.empty(W, np.int64)
    fr_v = np.empty(8, np.int64)        # the point's front values, their points, and
    fr_pts = np.empty(8, np.int64)      # what taking them does to a key
    fr_base = np.empty(8, np.int64)
    fr_rel = np.empty(8, np.int64)      # where the relaxed bound after taking it is
    s_run = np.empty(NR, np.int64)      # per run state, a block's relaxed S
    fit_on = np.zeros(16, np.int64)     # per layout value: the fronts that fit it (bits)
    e = 0
    while e < ne:
        # a point between stretches: the entries whose positions share heights and jokers
        b = keys[e_pos[e]] // SLOTS
        code, jok = _split(b, J1)
        fw = front[code]
        nf = 0
        fits_last = False
        for r in range(8):
            fv = (fw >> (8 * r)) & 0xFF
            if fv != EMPTY:
                fr_v[nf] = fv
                fr_pts[nf] = point_of[fv]
                fr_base[nf] = fv * NR - mult[r] * J1 * SLOTS
                fr_rel[nf] = ((code - mult[r]) * 8 + r) * NR
                fit_on[fv - 1] |= 1 << nf
                fit_on[fv + 1] |= 1 << nf
                nf += 1
                if fv == pack_last - 1 or fv == pack_last + 1:
                    fits_last = True
        fit_on[0] = (1 << nf) - 1           # on a joker, any front card
        e0 = e
        while e < ne and keys[e_pos[e]] // SLOTS == b:
            if nk + 8 > cap:
                return _nothing(1 if cap == len(kk) else 2)
            key = keys[e_pos[e]]
            p = e_p[e]
            g = e_g[e]
            rest = key % SLOTS
            lay = rest // NR
            mv0 = (rest % NR) * 3 + 1
            m = fit_on[lay]                 # the front cards that fit the layout
            fits = m != 0
            # the relaxed bound's cut, here before sorting (``_kid_kept``)
            cr = clear_row[jok * W + p]
            budget = W - 1 - p + jok
            cut = min(lower[0], lower[1])
            while m:
                f = _low_bit(m)
                m &= m - 1
                mv = mv0 + (fr_v[f] - lay if lay else 0)
                pts = fr_pts[f] + bonus[mv]
                kk[nk] = (((key - rest + fr_base[f] + after[mv]) << KS) | (p << PS)
                          | ((g + pts) << GS) | nk)
                kpts[nk] = pts
                ksrc[nk] = e
                up = g + pts + rel[fr_rel[f] + after[mv]]
                nk += _kid_kept(up, cr, rel[fr_rel[f]], budget, cut, lower[0])
            if W > 1 and not fits and p == W - 1 and jok == 0 and g > lower[0]:
                lower[0] = g                # stuck: the pack turned, no joker
            e += 1
        for f in range(nf):                 # (cleared for the next point)
            fit_on[fr_v[f] - 1] = 0
            fit_on[fr_v[f] + 1] = 0
        fit_on[0] = 0
        # the pack positions where the best score so far grows
        ng = 0
        best = NEG
        if e - e0 == 1:
            best = e_g[e0]
            gp[0] = e_p[e0]
            gg[0] = best
            ng = 1
        elif e - e0 <= 24:
            for i in range(e0, e):
                buf[i - e0] = (e_p[i] << 16) | e_g[i]
            _small_sort(buf, e - e0)
            for i in range(e - e0):
                q = buf[i] >> 16
                g = buf[i] & 0xFFFF
                if g > best:
                    best = g
                    if ng and gp[ng - 1] == q:
                        ng -= 1
                    gp[ng] = q
                    gg[ng] = g
                    ng += 1
        else:
            for i in range(e0, e):
                if e_g[i] > gt[e_p[i]]:
                    gt[e_p[i]] = e_g[i]
            for q in range(W):
                if gt[q] > best:
                    best = gt[q]
                    gp[ng] = q
                    gg[ng] = best
                    ng += 1
                gt[q] = NEG
        gp[ng] = W
        if W > 1 and jok == 0 and not fits_last and best > lower[0]:
            lower[0] = best                 # turn the rest of the pack: nothing fits it
        # stretches started there: a pack card or a joker, then a rank card
        b_slots = b * SLOTS
        if nk + ng * nf * 3 > cap:
            return _nothing(1 if cap == len(kk) else 2)
        cut = min(lower[0], lower[1])
        for k in range(ng):
            q = gp[k]
            g = gg[k]
            q_next = gp[k + 1]
            for f in range(nf):
                fv = fr_v[f]
                pts = fr_pts[f]
                base = b_slots + fr_base[f]
                pay = (g + pts) << GS
                m_k = rel[fr_rel[f]]
                for si in range(2):
                    turn = first[si, fv * (W + 1) + q]
                    kk[nk] = ((base + start_ri[si]) << KS) | ((turn + 1) << PS) | pay | nk
                    kpts[nk] = pts
                    ksrc[nk] = -1 - turn
                    if turn < q_next and turn <= W - 2:
                        up = g + pts + rel[fr_rel[f] + start_ri[si]]
                        budget = W - 2 - turn + jok
                        nk += _kid_kept(up, clear_row[jok * W + turn + 1], m_k, budget, cut,
                                        lower[0])
                if jok:
                    kk[nk] = ((base - SLOTS + 1) << KS) | (q << PS) | pay | nk
                    kpts[nk] = pts
                    ksrc[nk] = -1 - q
                    up = g + pts + rel[fr_rel[f] + 1]
                    budget = W - 2 - q + jok
                    nk += _kid_kept(up, clear_row[(jok - 1) * W + q], m_k, budget, cut,
                                    lower[0])
        gend[ngroup] = nk
        ngroup += 1
    # the kids by position, a block of positions at a time (the same point and layout: they
    # differ in the run only); per position the best score by pack position, and the cells
    # kept: no earlier pack position of the position scores as much, no position of a run
    # that does at least as well whatever comes (``dom``) has as much at that pack position
    # or an earlier one, and the bound lets them beat the lines found
    sw = _sort(kk, tk, nk, KS, key_bits)
    # (fresh arrays for what is kept: only the pages written are paid for, and no copy)
    n_keys = np.empty(nk, np.int64)
    n_pos = np.empty(nk, np.int32)
    n_p = np.empty(nk, np.int32)
    n_g = np.empty(nk, np.int32)
    n_ent = np.empty(nk, np.int64)
    klink = np.empty(nk if beam == 0 else 0, np.int32)
    g_mask = (1 << g_bits) - 1
    i_mask = (1 << GS) - 1
    cell = np.full(NR * W, NEG, np.int64)
    cent = np.full(NR * W, -1, np.int32)
    touched = np.zeros(NR, np.int64)           # per run state: the pack positions (bits)
    c_pr = np.empty(nk if beam else 0, np.int64)
    npos = 0
    ent = 0
    j = 0
    while j < nk:
        blk = (sw[j] >> KS) // NR
        lo_key = blk * NR
        j1 = j
        runs = 0                            # the run states present (bits)
        while j1 < nk and (sw[j1] >> KS) - lo_key < NR:
            x = sw[j1]
            ri = (x >> KS) - lo_key
            p = (x >> PS) & 31
            g = (x >> GS) & g_mask
            at = ri * W + p
            if g > cell[at]:
                cell[at] = g
            touched[ri] |= 1 << p
            runs |= 1 << ri
            j1 += 1
        code, jok = _split(blk // 14, J1)
        lay = blk % 14
        cleared = left[code] == 0
        tst = tests[code]
        odd = (tst >> 24) - 64
        have = tst & 0xFFFF
        need = ((tst >> 16) & 0xFF) - 1
        lay_odd = lay & 1
        near_lay = 0 if lay == 0 else lay - 1
        m_need = 0
        if cleared:
            s_run[:] = 0
        else:
            m_need = block(code, lay, front, point_of, mult, rel, restart, s_run)
        rs = runs
        while rs:
            ri = _low_bit(rs)
            rs &= rs - 1
            m = touched[ri]
            ub = np.int64(bound[run_len[ri], code])
            sx = s_run[ri]
            top = NEG
            opened = False
            while m:
                p = _low_bit(m)
                m &= m - 1
                g = cell[ri * W + p]
                if g <= top:
                    continue
                top = g
                beaten = False
                dm = dom[ri]
                while dm and not beaten:
                    a = _low_bit(dm)
                    dm &= dm - 1
                    ma = touched[a] & ((2 << p) - 1)
                    while ma:
                        if cell[a * W + _low_bit(ma)] >= g:
                            beaten = True
                            break
                        ma &= ma - 1
                if beaten:
                    continue
                if cleared:
                    uc = np.int64(clear_row[jok * W + p])
                else:
                    if odd > 0:
                        dead = odd > pack_even[p] + jok + (1 - lay_odd)
                    else:
                        dead = -odd > pack_odd[p] + jok + lay_odd + (1 if lay == 0 else 0)
                    avail = have | pack_mask[p]
                    orphan = have & ~((avail << 1) | (avail >> 1))
                    near = 1 if lay == 0 or ((orphan >> near_lay) & 5) != 0 else 0
                    if _bits(orphan) - near > jok:
                        dead = True
                    on_pack = min(need, W - 1 - p)
                    on_joker = need - on_pack
                    if on_joker > jok or m_need > W - 1 - p + jok:
                        dead = True
                    # a clear: the cards and runs left (unordered, less the stretches they
                    # need at least; or the relaxed game's S), plus the clear bonus
                    uo = ub - PACK_CARD_BONUS * on_pack - JOKER_BONUS * on_joker
                    uc = np.int64(NEG) if dead else clear_row[jok * W + p] + min(uo, sx)
                # any line: the cards and runs left, or S and 10 a new stretch (a pack
                # card or a joker each)
                ua = max(min(ub, sx + PACK_CARD_BONUS * (W - 1 - p + jok)), uc)
                if last:                        # every kid is a clear
                    lower[0] = max(lower[0], g + ua)
                    lower[1] = max(lower[1], g + uc)
                if g + ua >= lower[0] or (uc > NEG // 2 and g + uc >= lower[1]):
                    if not opened:
                        opened = True
                        n_keys[npos] = blk * NR + ri
                        npos += 1
                    n_pos[ent] = npos - 1
                    n_p[ent] = p
                    n_g[ent] = g
                    n_ent[ent] = (npos - 1) * W + p
                    if beam:
                        c_pr[ent] = g + ua
                    cent[ri * W + p] = ent
                    ent += 1
        if beam == 0:
            for i in range(j, j1):
                x = sw[i]
                klink[x & i_mask] = cent[((x >> KS) - blk * NR) * W + ((x >> PS) & 31)]
        while runs:                         # (after every kid has its link: they share cells)
            ri = _low_bit(runs)
            runs &= runs - 1
            m = touched[ri]
            touched[ri] = 0
            while m:
                at = ri * W + _low_bit(m)
                m &= m - 1
                cell[at] = NEG
                cent[at] = -1
        j = j1
    if beam > 0 and ent > beam:
        # the first look: the most promising entries by score so far + bound
        cut = np.partition(-c_pr[:ent], beam - 1)[beam - 1]
        taken = 0
        keep = np.empty(ent, np.bool_)
        for j in range(ent):
            keep[j] = -c_pr[j] < cut
            taken += keep[j]
        for j in range(ent):
            if taken >= beam:
                break
            if not keep[j] and -c_pr[j] == cut:
                keep[j] = True
                taken += 1
        m = 0
        npos = 0
        was = -1
        for j in range(ent):
            if keep[j]:
                if n_pos[j] != was:
                    was = n_pos[j]
                    n_keys[npos] = n_keys[was]
                    npos += 1
                n_pos[m] = npos - 1
                n_p[m] = n_p[j]
                n_g[m] = n_g[j]
                n_ent[m] = (npos - 1) * W + n_p[j]
                m += 1
        ent = m
    if beam:
        return (n_keys[:npos], n_pos[:ent], n_p[:ent], n_g[:ent], n_ent[:ent], ksrc[:0].copy(),
                kpts[:0].copy(), klink, gend[:0].copy(), 0)
    return (n_keys[:npos], n_pos[:ent], n_p[:ent], n_g[:ent], n_ent[:ent], ksrc[:nk].copy(),
            kpts[:nk].copy(), klink, gend[:ngroup].copy(), 0)


@numba.njit(cache=True)
def back(keys: Any, e_pos: Any, e_p: Any, va_n: Any, vc_n: Any, ksrc: Any, kpts: Any,
         klink: Any, gend: Any, clear_row: Any, W: int, J1: int,
         at_end: bool) -> tuple[Any, Any]:
    """The best scores to come (any line, a clear) of a layer's kept entries (by position,
    then pack position index), from those of the next layer's kept entries (``va_n``,
    ``vc_n``) through the links :func:`forward` left."""
    n_e = len(e_pos)
    va = np.full(n_e, NEG, np.int32)
    vc = np.full(n_e, NEG, np.int32)
    if at_end:                          # every rank cleared
        for e in range(n_e):
            jok = (keys[e_pos[e]] // SLOTS) % J1
            va[e] = clear_row[jok * W + e_p[e]]
            vc[e] = va[e]
        return va, vc
    # the stretches started from a point: pack position where, and their worths
    s_at = np.empty(W * 32, np.int64)
    s_a = np.empty(W * 32, np.int64)
    s_c = np.empty(W * 32, np.int64)
    e = 0
    group = 0
    kid = 0
    while e < n_e:
        b = keys[e_pos[e]] // SLOTS
        e1 = e
        while e1 < n_e and keys[e_pos[e1]] // SLOTS == b:
            e1 += 1
        # rank cards onto the layout go to their entry; a stretch started at pack position
        # q counts for every entry of the point at q or before (it can turn the pack to q)
        ns = 0
        for i in range(kid, gend[group]):
            to = klink[i]
            if to < 0:
                continue
            src = ksrc[i]
            a = kpts[i] + va_n[to]
            c = kpts[i] + vc_n[to]
            if src >= 0:
                if a > va[src]:
                    va[src] = a
                if c > vc[src]:
                    vc[src] = c
            else:
                s_at[ns] = -1 - src
                s_a[ns] = a
                s_c[ns] = c
                ns += 1
        kid = gend[group]
        group += 1
        for i in range(e, e1):
            p = e_p[i]
            a = max(np.int64(va[i]), 0)        # (or turn the rest of the pack: no more)
            c = np.int64(vc[i])
            for k in range(ns):
                if s_at[k] >= p:
                    a = max(a, s_a[k])
                    c = max(c, s_c[k])
            va[i] = a
            vc[i] = c if c > NEG // 2 else NEG
        e = e1
    return va, vc


@numba.njit(cache=True)
def tables(vals: Any, pts: Any, sizes: Any, run_table: Any, run_bonus: int,
           ncode: int) -> tuple[Any, Any, Any, Any]:
    """What :class:`retrohearts.homerun.anytimetables.Tables` holds per heights code (front,
    left, bound, tests), in one pass over the codes: rank 0's height counts fastest, and
    each step changes a few cards, so the counts of each value left, the points, the odd
    minus even values and the layers of values (those with more than j cards left, j = 0 ..
    3) follow along; the stretches needed are counted afresh (``anytimetables._walks``)."""
    nr = len(sizes)
    front = np.empty(ncode, np.int64)
    left = np.empty(ncode, np.int16)
    bound = np.empty((4, ncode), np.int16)
    tests = np.empty(ncode, np.int32)
    h = np.zeros(nr, np.int64)
    count = np.zeros(15, np.int64)          # by value; 0 and 14 stay empty
    layer = np.zeros(4, np.int64)           # bit v - 1: value v has more than j cards left
    fw = np.int64(0)
    for r in range(8):
        fw |= np.int64(EMPTY) << (8 * r)
    n_left = 0
    points = 0
    odd = 0
    for c in range(ncode):
        if c:
            # the next code: rank r's height one up, the ranks below it back to none
            r = 0
            while h[r] == sizes[r]:
                for i in range(sizes[r]):
                    v = vals[r, i]
                    count[v] -= 1
                    layer[count[v]] &= ~(1 << (v - 1))
                    points -= pts[r, i]
                    odd -= 1 if v & 1 else -1
                n_left -= sizes[r]
                h[r] = 0
                fw |= np.int64(0xFF) << (8 * r)
                fw &= ~(np.int64(0xFF - EMPTY) << (8 * r))
                r += 1
            v = vals[r, h[r]]
            layer[count[v]] |= 1 << (v - 1)
            count[v] += 1
            points += pts[r, h[r]]
            odd += 1 if v & 1 else -1
            n_left += 1
            h[r] += 1
            fw = (fw & ~(np.int64(0xFF) << (8 * r))) | (np.int64(v) << (8 * r))
        front[c] = fw
        left[c] = n_left
        runs = (run_table[layer[0]] + run_table[layer[1]] + run_table[layer[2]]
                + run_table[layer[3]])
        for rl in range(4):
            extra = runs + max(rl - 1, 0)
            free = n_left - 3 + rl if rl < 3 else n_left
            bound[rl, c] = points + run_bonus * min(extra, max(free, 0))
        # the fewest stretches that can play the cards left
        walks = 0
        cards = 0
        crossed = 0
        before = 0
        for v in range(1, 14):
            after = 2 * count[v + 1] if v < 13 else 0
            cards += count[v]
            e = min(2 * count[v] - before, after)
            crossed += e
            if after == 0 and cards > 0:
                walks += max(cards - crossed, 1)
                cards = 0
                crossed = 0
            before = e
        tests[c] = (layer[0] << 1) | (walks << 16) | ((odd + 64) << 24)
    return front, left, bound, tests
