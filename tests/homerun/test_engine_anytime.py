"""The walk under "draw any time" (homerun/anytime.py): its root answer against an exhaustive
search of small deals and against the walk of every position on seeded full deals, from the
start and from the middle of a hand, with and without its first look for lines to beat; and
its lines replayed."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_engine_solver import _random_small, exhaustive

from retrohearts.homerun import Deal, Hand, HomeRunRules, layers
from retrohearts.homerun.advice import solve_hand
from retrohearts.homerun.anytime import AnytimeWalk
from retrohearts.homerun.rules import card_value
from retrohearts.homerun.solver import Searcher, Solution

_RULES = (HomeRunRules(draw_anytime=True),
          HomeRunRules(draw_anytime=True, run_counts_layout_card=True))


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


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), jokers=st.integers(0, 2), rules=st.sampled_from(_RULES),
       played=st.integers(0, 4), beam=st.sampled_from((0, 1, 3, 300)))
def test_the_walk_matches_an_exhaustive_search_on_small_deals(seed: int, jokers: int,
                                                              rules: HomeRunRules, played: int,
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


@pytest.mark.parametrize(("number", "jokers", "moves"), [(2, 0, 0), (14, 0, 0), (14, 0, 6),
                                                         (9, 1, 12)])
def test_the_walk_matches_the_walk_of_every_position_on_full_deals(number: int, jokers: int,
                                                                   moves: int) -> None:
    """Seeded full deals under "draw any time" (small enough for the walk of every position,
    pack position included, to be quick), from the start and a few random moves in."""
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


def test_the_walk_answers_for_its_first_position_only() -> None:
    hand = Hand(Deal.from_number(14), 0, _RULES[0])
    walk, sol = _walk(hand)
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


def test_too_many_entries_gives_up() -> None:
    deal = Deal.from_number(1)
    s = Searcher.for_deal(deal.ranks, deal.pack, _RULES[0])
    walk = AnytimeWalk(s, [5] * 7, 0, card_value(deal.layout), 1, 0, 0, 0, max_entries=1000)
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
