"""The walk under "draw any time" (homerun/anytime.py): its root answer against an exhaustive
search of small deals and against the walk of every position on seeded full deals, from the
start and from the middle of a hand, with and without its first look for lines to beat; and
its lines replayed.  Each of those runs both ways the walk can work: compiled
(homerun/anytimekernels.py, numba) and numpy; and the compiled parts are checked against the
numpy ones."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_engine_solver import _random_small, exhaustive

from retrohearts.homerun import Deal, Hand, HomeRunRules, anytime, anytimejit, layers
from retrohearts.homerun.advice import solve_hand
from retrohearts.homerun.anytime import AnytimeWalk, jit_kernels
from retrohearts.homerun.rules import card_value
from retrohearts.homerun.solver import Searcher, Solution

_RULES = (HomeRunRules(draw_anytime=True),
          HomeRunRules(draw_anytime=True, run_counts_layout_card=True))
_MODES = ("compiled", "numpy")


@contextmanager
def _mode(mode: str) -> Iterator[None]:
    """Walks made inside use the compiled steps (skipped where numba is not installed) or
    numpy's."""
    before = os.environ.pop("RETROHEARTS_NO_JIT", None)
    try:
        if mode == "numpy":
            os.environ["RETROHEARTS_NO_JIT"] = "1"
        elif jit_kernels() is None:
            pytest.skip("numba is not installed: the compiled walk cannot run")
        yield
    finally:
        os.environ.pop("RETROHEARTS_NO_JIT", None)
        if before is not None:
            os.environ["RETROHEARTS_NO_JIT"] = before


def _walk(hand: Hand, beam: int = 0) -> tuple[AnytimeWalk, Solution]:
    """The walk from the hand's position as it stands."""
    deal = hand.deal
    s = Searcher.for_deal(deal.ranks, deal.pack, hand.rules)
    walk = AnytimeWalk(s, [len(r) for r in hand.ranks], hand.pack_pos, card_value(hand.layout),
                       hand.jokers, hand.run_len, hand.run_dir,
                       hand.card_points + hand.run_bonus, beam=beam)
    assert walk.run() and walk.done and not walk.too_big
    return walk, walk.solution(0.0)


def _replays(hand: Hand, sol: Solution) -> None:
    """The lines, played on from the hand's position, score what the answer says."""
    done = list(hand.moves)
    played = Hand.replay(hand.deal, hand.allowance, hand.rules, done + list(sol.best_line))
    assert played.status != "playing" and played.score == sol.max_score
    if sol.best_clear_line is not None:
        cleared = Hand.replay(hand.deal, hand.allowance, hand.rules,
                              done + list(sol.best_clear_line))
        assert cleared.status == "cleared" and cleared.score == sol.max_clear_score
    else:
        assert sol.max_clear_score is None


@pytest.mark.parametrize("mode", _MODES)
@settings(max_examples=75, deadline=None)
@given(seed=st.integers(0, 2**32), jokers=st.integers(0, 2), rules=st.sampled_from(_RULES),
       played=st.integers(0, 4), beam=st.sampled_from((0, 1, 3, 300)))
def test_the_walk_matches_an_exhaustive_search_on_small_deals(mode: str, seed: int, jokers: int,
                                                              rules: HomeRunRules, played: int,
                                                              beam: int) -> None:
    with _mode(mode):
        _matches_exhaustive(seed, jokers, rules, played, beam)


def _matches_exhaustive(seed: int, jokers: int, rules: HomeRunRules, played: int,
                        beam: int) -> None:
    rng = random.Random(seed)
    hand = Hand(_random_small(rng), jokers, rules)
    for _ in range(played):              # a few moves in: the walk starts where the hand is
        if hand.status != "playing":
            break
        hand.play(rng.choice(hand.legal_moves()))
    if hand.status != "playing":
        return
    best_any, best_clear = exhaustive(hand)
    walk, sol = _walk(hand, beam)
    assert (sol.max_score, sol.max_clear_score) == (best_any, best_clear)
    assert sol.exact and sol.upper_bound == sol.max_score
    assert sol.clearable is (best_clear is not None)
    _replays(hand, sol)
    g = hand.card_points + hand.run_bonus
    state = ([len(r) for r in hand.ranks], hand.pack_pos, card_value(hand.layout),
             hand.jokers, hand.run_len, hand.run_dir)
    assert walk.value(*state) == (best_any - g, None if best_clear is None else best_clear - g)


@pytest.mark.parametrize("mode", _MODES)
@pytest.mark.parametrize(("number", "jokers", "moves"), [(2, 0, 0), (14, 0, 0), (14, 0, 6),
                                                         (9, 1, 12)])
def test_the_walk_matches_the_walk_of_every_position_on_full_deals(mode: str, number: int,
                                                                   jokers: int,
                                                                   moves: int) -> None:
    """Seeded full deals under "draw any time" (small enough for the walk of every position,
    pack position included, to be quick), from the start and a few random moves in."""
    with _mode(mode):
        _matches_every_position(number, jokers, moves)


def _matches_every_position(number: int, jokers: int, moves: int) -> None:
    rules = _RULES[0]
    deal = Deal.from_number(number)
    hand = Hand(deal, jokers, rules)
    rng = random.Random(number)
    for _ in range(moves):
        hand.play(rng.choice([m for m in hand.legal_moves() if m != "J"] or ["J"]))
    assert hand.status == "playing"
    g = hand.card_points + hand.run_bonus
    every = layers.Layered(Searcher.for_deal(deal.ranks, deal.pack, rules),
                           [len(r) for r in hand.ranks], hand.pack_pos,
                           card_value(hand.layout), hand.jokers, hand.run_len, hand.run_dir, g,
                           max_positions=10**7)
    assert every.run()
    known = every.solution(0.0)
    for beam in (0, 300):
        _, sol = _walk(hand, beam)
        assert (sol.max_score, sol.max_clear_score) == (known.max_score, known.max_clear_score)
        _replays(hand, sol)
    assert solve_hand(hand, 60).max_score == known.max_score


@pytest.mark.parametrize("mode", _MODES)
def test_the_walk_answers_for_its_first_position_only(mode: str) -> None:
    hand = Hand(Deal.from_number(14), 0, _RULES[0])
    with _mode(mode):
        walk, sol = _walk(hand)
    assert walk.compiled is (mode == "compiled")
    assert walk.value([5] * 7, 0, card_value(hand.layout), 0, 0, 0) == (sol.max_score, None
                                                                          if sol.max_clear_score
                                                                          is None else
                                                                          sol.max_clear_score)
    assert walk.value([5] * 6 + [4], 0, card_value(hand.layout), 0, 0, 0) is None


def test_the_walk_is_only_for_draw_any_time() -> None:
    deal = Deal.from_number(1)
    s = Searcher.for_deal(deal.ranks, deal.pack, HomeRunRules())
    with pytest.raises(ValueError):
        AnytimeWalk(s, [5] * 7, 0, card_value(deal.layout), 0, 0, 0, 0)


@pytest.mark.parametrize("mode", _MODES)
def test_too_many_entries_gives_up(mode: str) -> None:
    deal = Deal.from_number(1)
    s = Searcher.for_deal(deal.ranks, deal.pack, _RULES[0])
    with _mode(mode):
        walk = AnytimeWalk(s, [5] * 7, 0, card_value(deal.layout), 1, 0, 0, 0,
                           max_entries=1000)
        assert not walk.run() and walk.too_big and not walk.done


def _fewest_walks(counts: tuple[int, ...]) -> int:
    """The fewest stretches (each step one value up or down) that play ``counts[v - 1]``
    cards of each value v, by trying every order."""
    known: dict[tuple[tuple[int, ...], int], int] = {}

    def best(rest: tuple[int, ...], last: int) -> int:
        if not any(rest):
            return 0
        if (rest, last) not in known:
            out = 99
            for v in range(1, 14):
                if rest[v - 1]:
                    after = rest[:v - 1] + (rest[v - 1] - 1,) + rest[v:]
                    more = 0 if last and abs(v - last) == 1 else 1
                    out = min(out, more + best(after, v))
            known[rest, last] = out
        return known[rest, last]

    return best(counts, 0)


@settings(max_examples=200, deadline=None)
@given(values=st.lists(st.integers(1, 13), max_size=7))
def test_the_fewest_stretches_never_overstated(values: list[int]) -> None:
    """The bound's count of stretches still to start is never more than the true fewest
    (the walk's bound takes 10 points of pack, or a joker, for each one but the first)."""
    import numpy as np

    from retrohearts.homerun.anytimetables import _walks

    counts = tuple(min(values.count(v), 4) for v in range(1, 14))
    walks = int(_walks(np, [np.array([c], np.int8) for c in counts])[0])
    assert (1 if any(counts) else 0) <= walks <= _fewest_walks(counts)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), size=st.sampled_from((1, 5, 300, 40_000)),
       jokers=st.integers(0, 2))
def test_the_kids_positions_are_the_distinct_keys(seed: int, size: int, jokers: int) -> None:
    """Few kids are sorted, many are marked in tables of the heights codes: either way
    the distinct keys in order, and each kid's place among them."""
    import numpy as np

    deal = Deal.from_number(3)
    s = Searcher.for_deal(deal.ranks, deal.pack, _RULES[0])
    walk = AnytimeWalk(s, [5] * 7, 0, card_value(deal.layout), jokers, 0, 0, 0)
    rng = np.random.default_rng(seed)
    top = walk.tables.ncode * walk.j1 * 84
    for _ in range(2):
        keys = rng.integers(0, top, size) // rng.integers(1, 50)    # with repeats
        want, where = np.unique(keys, return_inverse=True)
        got, pos = walk._positions(keys)
        assert np.array_equal(got, want) and np.array_equal(pos, where.reshape(-1))


@pytest.mark.parametrize(("number", "jokers", "moves"), [(1, 1, 0), (8, 1, 0), (21, 1, 9),
                                                         (5, 0, 0), (30, 0, 14)])
def test_the_compiled_walk_agrees_with_numpys_on_full_deals(number: int, jokers: int,
                                                            moves: int) -> None:
    """Full deals with a joker, too big for the walk of every position: the compiled walk
    (which keeps fewer entries: it also drops positions a longer run beats) and numpy's give
    the same answers, and its lines score them."""
    hand = Hand(Deal.from_number(number), jokers, _RULES[0])
    rng = random.Random(number)
    for _ in range(moves):
        hand.play(rng.choice([m for m in hand.legal_moves() if m != "J"] or ["J"]))
    with _mode("compiled"):
        walk, fast = _walk(hand, 1000)
        assert walk.compiled
    with _mode("numpy"):
        slow_walk, slow = _walk(hand, 1000)
    assert (fast.max_score, fast.max_clear_score) == (slow.max_score, slow.max_clear_score)
    assert walk.entries < slow_walk.entries
    _replays(hand, fast)


def test_the_compiled_walk_grows_its_scratch_when_the_kids_overflow(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The step forward says when its scratch is too small for the kids; the walk then
    tries again with twice the room."""
    with _mode("compiled"):
        monkeypatch.setattr(anytimejit, "_SCRATCH", [])
        monkeypatch.setattr(anytimejit, "KIDS_PER_ENTRY", 0)
        hand = Hand(Deal.from_number(6), 1, _RULES[0])
        _, sol = _walk(hand, 300)
    monkeypatch.undo()
    with _mode("numpy"):
        _, known = _walk(hand, 300)
    assert (sol.max_score, sol.max_clear_score) == (known.max_score, known.max_clear_score)


def test_without_numba_the_walk_is_numpys(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where numba cannot be imported (or loaded), the walk does the same work with numpy."""
    import builtins

    real_import = builtins.__import__

    def no_numba(name: str, *args: object, **kwargs: object) -> object:
        if name == "numba" or name.startswith("numba.") or name.endswith("anytimekernels"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", no_numba)
    _walks_with_numpy_when_first_loaded(monkeypatch)


def _walks_with_numpy_when_first_loaded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Loaded afresh (as a new process would), the compiled steps are refused, and a walk
    still answers, with numpy."""
    monkeypatch.setattr(anytime, "_KERNELS", [])
    monkeypatch.delenv("RETROHEARTS_NO_JIT", raising=False)
    assert jit_kernels() is None
    walk, sol = _walk(Hand(Deal.from_number(2), 0, _RULES[0]))
    assert not walk.compiled and sol.exact


@pytest.mark.parametrize("number", [1, 8, 42])
def test_the_compiled_tables_are_numpys(number: int) -> None:
    """The per-deal tables built in one compiled pass over the heights codes equal numpy's,
    on full deals and on small ones of odd shapes."""
    import numpy as np

    from retrohearts.homerun.anytimetables import Tables

    kernels = jit_kernels()
    if kernels is None:
        pytest.skip("numba is not installed: nothing compiled to compare")
    rng = random.Random(number)
    for deal in (Deal.from_number(number), _random_small(rng), _random_small(rng)):
        s = Searcher.for_deal(deal.ranks, deal.pack, _RULES[0])
        slow, fast = Tables(np, s), Tables(np, s, kernels)
        for name in ("front", "left", "bound", "tests", "point_of"):
            assert np.array_equal(getattr(slow, name), getattr(fast, name)), name


@settings(max_examples=60, deadline=None)
@given(words=st.lists(st.integers(0, 2**62), max_size=3000), low=st.integers(0, 30),
       bits=st.integers(1, 32))
def test_the_radix_sort_orders_words_by_their_bits(words: list[int], low: int,
                                                   bits: int) -> None:
    """The step forward's sort: stable, by the bits asked for only."""
    import numpy as np

    kernels = jit_kernels()
    if kernels is None:
        pytest.skip("numba is not installed")
    a = np.array(words, np.int64)
    got = kernels._sort(a.copy(), np.empty_like(a), len(a), low, bits)
    keys = (a >> low) & ((1 << bits) - 1)
    assert np.array_equal(got, a[np.argsort(keys, kind="stable")])


def test_compiled_steps_that_do_not_run_here_leave_the_work_to_numpy(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """numba imports, but its code fails (a machine it cannot compile for): a small walk
    tried first finds it out, and the walks use numpy, with no traceback."""
    kernels = jit_kernels()
    if kernels is None:
        pytest.skip("numba is not installed")

    def broken(*args: object) -> object:
        raise RuntimeError("cannot compile here")

    monkeypatch.setattr(kernels, "forward", broken)
    _walks_with_numpy_when_first_loaded(monkeypatch)
