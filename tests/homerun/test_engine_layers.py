"""The exact walk over every position (numpy) against the depth-first search, an exhaustive
search of small deals, and the rules switches; and what happens without numpy."""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from contextlib import contextmanager

from hypothesis import given, settings
from hypothesis import strategies as st
from test_engine_solver import _random_small, exhaustive

from retrohearts.homerun import Deal, Hand, HomeRunRules, fell_off, layers, solve, work
from retrohearts.homerun.advice import solve_hand
from retrohearts.homerun.rules import card_value
from retrohearts.homerun.solver import Searcher, Solution

_RULES = (HomeRunRules(), HomeRunRules(draw_anytime=True),
          HomeRunRules(run_counts_layout_card=True),
          HomeRunRules(draw_anytime=True, run_counts_layout_card=True, gamble_multiplier=3))


@contextmanager
def without_numpy() -> Iterator[None]:
    """As in the browser build: the layered walk is not available."""
    saved = layers._np
    layers._np = False
    try:
        yield
    finally:
        layers._np = saved


def _layered(deal: Deal, jokers: int, rules: HomeRunRules) -> Solution:
    hand = Hand(deal, jokers, rules)
    every = layers.Layered(Searcher.for_deal(deal.ranks, deal.pack, rules),
                           [len(r) for r in deal.ranks], 0, card_value(deal.layout), jokers,
                           hand.run_len, 0, 0)
    assert every.run() and every.done and not every.too_big
    return every.solution(0.0)


def _dfs(deal: Deal, jokers: int, rules: HomeRunRules) -> Solution:
    with without_numpy():
        sol = solve(deal, jokers, rules, time_limit_s=120)
    assert sol.exact
    return sol


def _same_answer(a: Solution, b: Solution) -> None:
    assert (a.max_score, a.max_clear_score, a.clearable) == \
        (b.max_score, b.max_clear_score, b.clearable)
    assert a.upper_bound == a.max_score and a.exact


def _replays(deal: Deal, jokers: int, rules: HomeRunRules, sol: Solution) -> None:
    played = Hand.replay(deal, jokers, rules, sol.best_line)
    assert played.status != "playing" and played.score == sol.max_score
    if sol.best_clear_line is not None:
        cleared = Hand.replay(deal, jokers, rules, sol.best_clear_line)
        assert cleared.status == "cleared" and cleared.score == sol.max_clear_score
    else:
        assert sol.max_clear_score is None


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), jokers=st.integers(0, 2), rules=st.sampled_from(_RULES))
def test_layers_dfs_and_exhaustive_agree_on_small_deals(seed: int, jokers: int,
                                                        rules: HomeRunRules) -> None:
    deal = _random_small(random.Random(seed))
    best_any, best_clear = exhaustive(Hand(deal, jokers, rules))
    every = _layered(deal, jokers, rules)
    assert (every.max_score, every.max_clear_score) == (best_any, best_clear)
    _replays(deal, jokers, rules, every)
    _same_answer(every, _dfs(deal, jokers, rules))


def _walk_and_search_agree(deal: Deal, jokers: int, rules: HomeRunRules) -> None:
    every = _layered(deal, jokers, rules)
    _same_answer(every, _dfs(deal, jokers, rules))
    _replays(deal, jokers, rules, every)


@settings(max_examples=25, deadline=None)
@given(number=st.integers(1, 10**6), rules=st.sampled_from((_RULES[0], _RULES[2])))
def test_layers_and_dfs_agree_on_full_deals_without_jokers(number: int,
                                                           rules: HomeRunRules) -> None:
    _walk_and_search_agree(Deal.from_number(number), 0, rules)


def test_layers_and_dfs_agree_when_the_pack_may_be_turned_any_time() -> None:
    # the search needs seconds here (every position may also turn the pack), the walk less
    _walk_and_search_agree(Deal.from_number(2), 0, _RULES[1])


def test_layers_and_dfs_agree_on_full_deals_with_a_joker() -> None:
    # deals the depth-first search proves quickly with one joker (and 21: stuck beats clear)
    for number in (2, 21, 24, 32):
        for rules in (_RULES[0], _RULES[2]):
            _walk_and_search_agree(Deal.from_number(number), 1, rules)


def test_every_position_of_a_line_has_its_value() -> None:
    """The walk from the start knows every later position: the same as solving from it."""
    deal = Deal.from_number(6)
    rng = random.Random(2)
    start = _layered(deal, 1, HomeRunRules())
    searcher = Searcher.for_deal(deal.ranks, deal.pack, HomeRunRules())
    every = layers.Layered(searcher, [5] * 7, 0, card_value(deal.layout), 1, 0, 0, 0)
    every.run()
    hand = Hand(deal, 1)
    while hand.status == "playing":
        state = ([len(r) for r in hand.ranks], hand.pack_pos, card_value(hand.layout),
                 hand.jokers, hand.run_len, hand.run_dir)
        known = every.value(*state)
        assert known is not None
        here = solve_hand(hand, 60)
        g = hand.card_points + hand.run_bonus
        assert (g + known[0], None if known[1] is None else g + known[1]) == \
            (here.max_score, here.max_clear_score)
        assert g + known[0] <= start.max_score
        hand.play(rng.choice(hand.legal_moves()))
    assert every.value([5] * 7, 3, 4, 1, 0, 0) is None      # not a position of this deal


def test_fell_off_the_same_with_and_without_the_walk() -> None:
    deal = Deal.from_number(2)
    rng = random.Random(4)
    for _ in range(3):
        hand = Hand(deal, 1)
        while hand.status == "playing":
            hand.play(rng.choice(hand.legal_moves()))
        fast = fell_off(deal, 1, None, hand.moves)
        with without_numpy():
            slow = fell_off(deal, 1, None, hand.moves, time_limit_s=60)
        assert fast is not None and slow is not None
        assert (fast.index, fast.played, fast.best, fast.after, fast.exact) == \
            (slow.index, slow.played, slow.best, slow.after, slow.exact)
        after_better = Hand.replay(deal, 1, None, list(hand.moves[:fast.index]) + [fast.better])
        assert solve_hand(after_better, 60).max_score == fast.best


def test_too_many_positions_leaves_it_to_the_search() -> None:
    deal = Deal.from_number(3)
    searcher = Searcher.for_deal(deal.ranks, deal.pack, HomeRunRules())
    every = layers.Layered(searcher, [5] * 7, 0, card_value(deal.layout), 1, 0, 0, 0,
                           max_positions=1000)
    assert not every.run() and every.too_big and not every.done
    assert solve(deal, 1, None, 60).max_score == _layered(deal, 1, HomeRunRules()).max_score


def test_without_numpy_the_search_answers_alone() -> None:
    with without_numpy():
        assert not layers.available()
        sol = solve(Deal.from_number(2), 1, None, 60)
        assert sol.exact and sol.states > 0 and sol.forced > 0
    assert layers.available()


def test_a_time_limit_too_short_for_the_walk_still_gives_bounds() -> None:
    deal = Deal.from_number(49)
    sol = solve(deal, 1, None, time_limit_s=0.001)
    full = _layered(deal, 1, HomeRunRules())
    assert sol.upper_bound >= full.max_score >= sol.max_score
    played = Hand.replay(deal, 1, None, sol.best_line)
    assert played.score == sol.max_score


def test_sliced_jobs_give_the_same_answers() -> None:
    """A job stepped a slice at a time (as the screens do) answers as one run at once."""
    from retrohearts.homerun.work import fell_off_steps, finish, solve_steps

    deal = Deal.from_number(6)
    for jokers in (0, 1):
        whole = solve_hand(Hand(deal, jokers), 60)
        steps = solve_steps(Hand(deal, jokers), 60, slice_s=0.0)
        count = 0
        while True:
            try:
                next(steps)
                count += 1
            except StopIteration as done:
                sliced = done.value
                break
        assert count > 5 and sliced.exact
        assert (sliced.max_score, sliced.max_clear_score) == (whole.max_score,
                                                              whole.max_clear_score)
    with without_numpy():
        sliced = finish(solve_steps(Hand(deal, 1), 60, slice_s=0.002))
    assert sliced.exact and sliced.max_score == whole.max_score
    four = finish(solve_steps(Hand(deal, 4), 0.3, slice_s=0.01))
    assert four.upper_bound >= four.max_score
    assert Hand.replay(deal, 4, None, four.best_line).score == four.max_score
    rng = random.Random(8)
    hand = Hand(deal, 1)
    while hand.status == "playing":
        hand.play(rng.choice(hand.legal_moves()))
    par, off = finish(fell_off_steps(deal, 1, None, hand.moves, 1.0, par_s=0.3,
                                     slice_s=0.0))
    assert par.exact and par.max_score == whole.max_score
    assert off == fell_off(deal, 1, None, hand.moves)


def test_with_several_jokers_the_one_joker_walk_gives_a_line_to_beat() -> None:
    """The best lines keep their jokers: the walk with one joker (the others held to the
    clear) is a line the 4-joker search never falls below once it has it.  The walk is run to
    its end and the search is seeded with it, so the test does not hang on the machine's
    speed (a 1-s solve under heavy load may not finish the walk in its share of the time)."""
    for number in (3, 9):
        deal = Deal.from_number(number)
        rules = HomeRunRules()
        one = _layered(deal, 1, rules)
        assert one.max_clear_score is not None and one.best_clear_line is not None
        held = Hand.replay(deal, 4, None, one.best_clear_line)
        assert held.status == "cleared" and held.score == one.max_clear_score + 150
        hand = Hand(deal, 4, rules)
        s = Searcher.for_deal(deal.ranks, deal.pack, rules)
        state = (*work._state(hand), hand.card_points + hand.run_bonus)
        lines, best = work.finish(work._one_joker_lines(s, hand, state, math.inf,
                                                        work._Clock(math.inf)))
        assert best == held.score and lines == [(held.score, one.best_clear_line, True)]
        four = s.search(*state, 0.0, seed_lines=lines)
        assert four.max_score >= held.score
        assert Hand.replay(deal, 4, None, four.best_line).score == four.max_score


def _exhaustive_keeping(hand: Hand, keep: int) -> tuple[int | None, int | None]:
    """Best score of lines that end holding at most ``keep`` jokers (any end, clears).
    A joker played on a joker is left out, as the search leaves it out: it only throws a
    joker away, so such a line is never better than the same line without it (which plays
    one joker fewer and is counted with the lines that keep more)."""
    if hand.status != "playing":
        if hand.jokers > keep:
            return None, None
        return hand.score, (hand.score if hand.status == "cleared" else None)
    best_any: int | None = None
    best_clear: int | None = None
    for m in hand.legal_moves():
        if m == "J" and hand.layout.is_joker:
            continue
        child = hand.copy()
        child.play(m)
        a, c = _exhaustive_keeping(child, keep)
        if a is not None and (best_any is None or a > best_any):
            best_any = a
        if c is not None and (best_clear is None or c > best_clear):
            best_clear = c
    return best_any, best_clear


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), jokers=st.integers(2, 3), rules=st.sampled_from(_RULES))
def test_a_search_that_keeps_few_jokers_and_the_split_by_jokers_played(
        seed: int, jokers: int, rules: HomeRunRules) -> None:
    """The search over lines that play at least two jokers, and the answer built from it
    and the one-joker walk, against trying every line."""
    deal = _random_small(random.Random(seed))
    hand = Hand(deal, jokers, rules)
    keep = jokers - 2
    want_any, want_clear = _exhaustive_keeping(hand, keep)
    searcher = Searcher.for_deal(deal.ranks, deal.pack, rules, keep=keep)
    got = searcher.search([len(r) for r in deal.ranks], 0, card_value(deal.layout), jokers,
                          hand.run_len, 0, 0, 60)
    if want_any is None:
        assert got.upper_bound < -10**8 and not got.best_line
    else:
        assert got.exact and got.max_score == want_any == got.upper_bound
        assert Hand.replay(deal, jokers, rules, got.best_line).jokers <= keep
    assert got.max_clear_score == want_clear
    best_any, best_clear = exhaustive(hand)
    for limit in (60, 0.0005):
        sol = solve(deal, jokers, rules, time_limit_s=limit)
        assert sol.upper_bound >= best_any >= sol.max_score
        assert Hand.replay(deal, jokers, rules, sol.best_line).score == sol.max_score
        if limit == 60:
            assert sol.exact and (sol.max_score, sol.max_clear_score) == (best_any, best_clear)


def test_fell_off_in_little_time_never_blames_the_best_move() -> None:
    """With four jokers and little time each position's answer is only the best found (the
    par with more time than the later positions, as after a hand on screen); a line found
    earlier that the moves played kept following still counts, so the move blamed is
    never the one the best line plays there."""
    from retrohearts.homerun.work import fell_off_steps, finish

    for number in (3, 5):
        deal = Deal.from_number(number)
        hand = Hand(deal, 4)
        while hand.status == "playing":      # the plain player: first fit, else the pack
            moves = hand.legal_moves()
            hand.play(next((m for m in moves if m.startswith("R")), moves[0]))
        par, off = finish(fell_off_steps(deal, 4, None, hand.moves, 0.02, par_s=0.4))
        assert off is not None and off.best == par.max_score
        assert off.played != off.better and off.after < off.best
        assert off.played == hand.moves[off.index]
