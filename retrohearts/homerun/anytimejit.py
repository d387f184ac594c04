"""The draw-any-time walk's compiled steps, driven a layer a step.

:class:`retrohearts.homerun.anytime.AnytimeWalk` does its work with numpy, or, where numba
can be imported and its code runs (``anytime.jit_kernels``), with the compiled loops of
:mod:`retrohearts.homerun.anytimekernels`: `compiled_steps` is the walk's work done with
them, a layer forward a step, then back.  The scratch arrays of the step forward are kept
from walk to walk.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType
from typing import Any

import retrohearts.homerun.layers as layers
from retrohearts.homerun.anytimetables import NR, RUN_DOMINATED_BY, SLOTS, run_index
from retrohearts.homerun.rules import RUN_BONUS

__all__ = ["KIDS_PER_ENTRY", "compiled_steps"]

#: Room for this many kids an entry in the compiled step forward's scratch, at first (about
#: two is usual; with more, it asks for more room).
KIDS_PER_ENTRY = 4
_SCRATCH: list[tuple[Any, ...]] = []


def _scratch(size: int) -> list[tuple[Any, ...]]:
    """The compiled step forward's scratch arrays (3 int64, 2 int32) of at least ``size``,
    kept for the next steps and walks: fresh memory costs more than the work in them."""
    if not _SCRATCH or len(_SCRATCH[0][0]) < size:
        np = layers.numpy_module()
        size = max(size, len(_SCRATCH[0][0]) * 3 // 2 if _SCRATCH else 0)
        _SCRATCH[:] = [tuple(np.empty(size, np.int64) for _ in range(3)),
                       tuple(np.empty(size, np.int32) for _ in range(2))]
    return _SCRATCH


def _relaxed(walk: Any, k: ModuleType, starts: tuple[int, ...], mult: Any) -> tuple[Any, Any]:
    """The relaxed bound's tables (``anytimerelaxed.build``) for the heights at the walk's
    start and below, kept with the deal's tables for the next walks from there or later."""
    np = layers.numpy_module()
    tb = walk.tables
    box = walk.root[0]
    kept = tb.relaxed.get(starts)
    if kept is None or any(h > b for h, b in zip(box, kept[0], strict=True)):
        rel = np.empty(tb.ncode * 8 * NR, np.int16)
        restart = np.empty(2 * tb.ncode, np.int16)
        k.build_relaxed(tb.front, tb.vals, np.array(box, np.int64), mult, tb.point_of,
                        np.array(starts, np.int64), rel, restart)
        kept = tb.relaxed[starts] = (list(box), rel, restart)
    return kept[1], kept[2]


def compiled_steps(walk: Any, k: ModuleType) -> Iterator[None]:
    """``walk``'s work (an :class:`~retrohearts.homerun.anytime.AnytimeWalk`'s steps), each
    layer's step forward and back a compiled loop of ``k``
    (:mod:`retrohearts.homerun.anytimekernels`, which ``anytime.jit_kernels`` loads)."""
    np = layers.numpy_module()
    walk._setup()
    tb = walk.tables
    W, J1 = walk.width, walk.j1
    i32, i64 = np.int32, np.int64
    key_bits = (tb.ncode * J1 * SLOTS).bit_length()
    g_bits = (sum(map(sum, walk.s.pts)) + RUN_BONUS * walk.total).bit_length()
    starts = tuple(sorted({*walk.start_ri, run_index(1, 0)}))
    mult = np.array(tb.mult + [0] * (8 - len(tb.mult)), i64)
    rel, restart = _relaxed(walk, k, starts, mult)
    fixed = (tb.front, tb.point_of, tb.bound, tb.tests, tb.left, walk.after, walk.bonus,
             walk.first, np.array(walk.start_ri, i64), walk.pack_mask,
             walk.pack_even, walk.pack_odd, walk.clear_row, walk.run_len,
             np.array(RUN_DOMINATED_BY, i64), mult, rel, restart, W, J1,
             walk.s.pack[-1] if W > 1 else 0, key_bits, g_bits)
    lower = np.array(walk.lower, i64)
    root_key = walk._key(walk._code(walk.root[0]), walk.root[3], walk.root[2],
                         run_index(walk.root[4], walk.root[5]))
    root = (np.array([root_key], i64), np.zeros(1, i32), np.zeros(1, i32),
            np.zeros(1, i32))

    def forward(state: tuple[Any, ...], t: int, beam: int) -> tuple[Any, ...] | None:
        need = len(state[1]) * KIDS_PER_ENTRY + 64
        while True:
            out: tuple[Any, ...] = k.forward(*state, *_scratch(need), *fixed,
                                             t + 1 == walk.total, lower, beam)
            if out[-1] == 0:
                return out[:-1]
            if out[-1] == 2:                 # more kids in a layer than a word counts
                return None
            need = len(_SCRATCH[0][0]) * 2   # more kids than room for them

    if walk.beam:
        look = root
        for t in range(walk.total):
            ahead = forward(look, t, walk.beam)
            if ahead is None or not len(ahead[0]):
                break
            look = ahead[:4]
        yield
    links: list[tuple[Any, ...]] = []
    keys, e_pos, e_p, e_g = root
    ent = np.zeros(1, i64)
    for t in range(walk.total + 1):
        if not walk._add_layer(keys, e_pos, e_p, ent):
            return
        if t == walk.total:
            break
        ahead = forward((keys, e_pos, e_p, e_g), t, 0)
        if ahead is None:
            walk.too_big = True
            return
        links.append((e_pos, e_p, *ahead[5:]))
        keys, e_pos, e_p, e_g, ent = ahead[:5]
        if not len(keys):
            break
        yield
    walk.lower = [int(lower[0]), int(lower[1])]
    va: Any = np.zeros(0, i32)
    vc: Any = va
    for t in range(len(walk.layers) - 1, -1, -1):
        layer = walk.layers[t]
        at_end = t == walk.total
        if at_end:
            link = ((layer.ent // W).astype(i32), (layer.ent % W).astype(i32),
                    *(np.zeros(0, i32),) * 3, np.zeros(0, i64))
        else:
            link = links[t]
        e_pos, e_p, *kids = link
        va, vc = k.back(layer.keys, e_pos, e_p, va, vc, *kids, walk.clear_row, W, J1,
                        at_end)
        layer.any_value, layer.clear_value = va, vc
        if t < len(links):
            links[t] = ()
        yield
    walk.done = True
