"""The relaxed bound of the draw-any-time walk (homerun/anytimerelaxed.py): its tables hold
what a plain search of the relaxed game finds, and it never understates what the real game
can still score."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_engine_anytime import _RULES, _mode, _walk
from test_engine_solver import _random_small, exhaustive

from retrohearts.homerun import Deal, Hand, HomeRunRules, anytimetables
from retrohearts.homerun.anytime import jit_kernels
from retrohearts.homerun.anytimetables import AFTER, BONUS, NR, RUNS, run_index
from retrohearts.homerun.rules import PACK_CARD_BONUS, card_value, clear_bonus
from retrohearts.homerun.solver import Searcher

_FAR = 100


def _starts(rules: HomeRunRules) -> tuple[int, ...]:
    counts = 1 if rules.run_counts_layout_card else 0
    return tuple(sorted({*(AFTER[counts][step + 1] for step in (1, -1)), run_index(1, 0)}))


def _plain(s: Searcher, starts: tuple[int, ...]) -> tuple[Any, Any]:
    """S and M of the relaxed game by a plain memoized search: from heights, a layout value
    (0: a joker) and a run state."""
    def fronts(hs: tuple[int, ...]) -> list[tuple[int, int, int]]:
        return [(r, s.vals[r][h - 1], s.pts[r][h - 1]) for r, h in enumerate(hs) if h]

    def take(hs: tuple[int, ...], r: int) -> tuple[int, ...]:
        return hs[:r] + (hs[r] - 1,) + hs[r + 1:]

    @cache
    def best(hs: tuple[int, ...], lay: int, ri: int) -> int:
        out = 0                                     # stop
        for r, v, p in fronts(hs):
            for st_ in starts:                      # a new stretch on any front card
                out = max(out, p - PACK_CARD_BONUS + best(take(hs, r), v, st_))
            if lay == 0 or abs(v - lay) == 1:
                step = 0 if lay == 0 else v - lay
                out = max(out, p + BONUS[ri][step + 1] + best(take(hs, r), v,
                                                              AFTER[ri][step + 1]))
        return out

    @cache
    def fewest(hs: tuple[int, ...], lay: int) -> int:
        if not any(hs):
            return 0
        out = _FAR
        for r, v, _ in fronts(hs):
            out = min(out, 1 + fewest(take(hs, r), v))
            if lay == 0 or abs(v - lay) == 1:
                out = min(out, fewest(take(hs, r), v))
        return out

    return best, fewest


def _built(s: Searcher, rules: HomeRunRules, box: list[int]) -> tuple[Any, ...]:
    """The deal's relaxed tables for heights within ``box`` (skipped without numba)."""
    k = jit_kernels()
    if k is None:
        pytest.skip("numba is not installed: the relaxed bound is the compiled walk's")
    from retrohearts.homerun import anytimerelaxed
    tb = anytimetables.Tables(np, s, k)
    mult = np.array(tb.mult + [0] * (8 - len(tb.mult)), np.int64)
    rel = np.full(tb.ncode * 8 * NR, -1, np.int16)
    restart = np.full(2 * tb.ncode, -1, np.int16)
    anytimerelaxed.build(tb.front, tb.vals, np.array(box, np.int64), mult, tb.point_of,
                    np.array(_starts(rules), np.int64), rel, restart)
    return anytimerelaxed, tb, mult, rel, restart


def _heights(box: list[int]) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for b in box:
        out = [(*hs, h) for hs in out for h in range(b + 1)]
    return out


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(_RULES), lower=st.integers(0, 2))
def test_the_tables_hold_what_a_plain_search_of_the_relaxed_game_finds(
        seed: int, rules: HomeRunRules, lower: int) -> None:
    rng = random.Random(seed)
    deal = _random_small(rng)
    s = Searcher.for_deal(deal.ranks, deal.pack, rules)
    box = [max(0, len(v) - rng.randint(0, lower)) for v in s.vals]   # the walk's heights
    k, tb, mult, rel, restart = _built(s, rules, box)
    best, fewest = _plain(s, _starts(rules))
    out = np.zeros(NR, np.int64)
    for hs in _heights(box):
        code = sum(h * m for h, m in zip(hs, tb.mult, strict=True))
        for r, h in enumerate(hs):                  # the layout the last card taken left
            if h < len(s.vals[r]):
                lay = s.vals[r][h]
                at = (code * 8 + r) * NR
                assert rel[at] == fewest(hs, lay)
                for ri in range(1, NR):
                    assert rel[at + ri] == best(hs, lay, ri), (hs, r, RUNS[ri])
        for lay in range(14):                       # any layout, read a move on
            m = k.block(code, lay, tb.front, tb.point_of, mult, rel, restart,
                                       out)
            assert m == fewest(hs, lay)
            assert list(out) == [best(hs, lay, ri) for ri in range(NR)], (hs, lay)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), jokers=st.integers(0, 2), rules=st.sampled_from(_RULES),
       played=st.integers(0, 5))
def test_the_relaxed_bound_never_understates_what_the_hand_can_score(
        seed: int, jokers: int, rules: HomeRunRules, played: int) -> None:
    """A line that does not clear scores at most S + 10 a pack card and joker left; a clear
    at most S + the clear bonus, and none exists when more new stretches are needed than
    there are pack cards and jokers left."""
    rng = random.Random(seed)
    hand = Hand(_random_small(rng), jokers, rules)
    for _ in range(played):
        if hand.status != "playing":
            return
        hand.play(rng.choice(hand.legal_moves()))
    if hand.status != "playing":
        return
    s = Searcher.for_deal(hand.deal.ranks, hand.deal.pack, rules)
    hs = [len(r) for r in hand.ranks]
    k, tb, mult, rel, restart = _built(s, rules, hs)
    out = np.zeros(NR, np.int64)
    code = sum(h * m for h, m in zip(hs, tb.mult, strict=True))
    m = k.block(code, card_value(hand.layout), tb.front, tb.point_of, mult, rel,
                               restart, out)
    sx = int(out[run_index(hand.run_len, hand.run_dir)])
    left = len(hand.deal.pack) - hand.pack_pos + hand.jokers
    g = hand.card_points + hand.run_bonus
    best_any, best_clear = exhaustive(hand)
    if best_clear is None:
        assert best_any - g <= sx + PACK_CARD_BONUS * left
    else:
        assert m <= left
        clear = sx + clear_bonus(len(hand.deal.pack) - hand.pack_pos, hand.jokers)
        assert best_clear - g <= clear
        assert best_any - g <= max(sx + PACK_CARD_BONUS * left, clear)


def test_a_walk_from_the_start_after_one_from_later_builds_the_tables_again() -> None:
    """The tables cover the heights a walk starts from and below: a later walk from higher
    heights (the par, after a hint) needs them built again, and answers as numpy does."""
    rules = _RULES[0]
    deal = Deal.from_number(21)
    later = Hand(deal, 1, rules)
    rng = random.Random(21)
    for _ in range(9):
        later.play(rng.choice([m for m in later.legal_moves() if m != "J"] or ["J"]))
    answers = {}
    for mode in ("numpy", "compiled"):
        anytimetables._TABLES_KEPT.clear()
        with _mode(mode):
            answers[mode] = [(sol.max_score, sol.max_clear_score)
                             for sol in (_walk(later)[1], _walk(Hand(deal, 1, rules))[1],
                                         _walk(later)[1])]
    assert answers["compiled"] == answers["numpy"]
