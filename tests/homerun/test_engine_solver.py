"""The solver against an exhaustive search, its lines replayed, and the advice built on it."""

from __future__ import annotations

import random

from hr_engine_helpers import small
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.cards import Card, full_deck
from retrohearts.homerun import Deal, Hand, HomeRunRules, fell_off, hint, par, solve, winnable
from retrohearts.homerun.advice import solve_hand
from retrohearts.homerun.solver import _RUN_TABLE


def exhaustive(hand: Hand) -> tuple[int, int | None]:
    """(best score of any line, best score of a clearing line) by trying every line."""
    if hand.status != "playing":
        return hand.score, (hand.score if hand.status == "cleared" else None)
    best_any, best_clear = -1, None
    for m in hand.legal_moves():
        child = hand.copy()
        child.play(m)
        a, c = exhaustive(child)
        best_any = max(best_any, a)
        if c is not None and (best_clear is None or c > best_clear):
            best_clear = c
    return best_any, best_clear


def _random_small(rng: random.Random) -> Deal:
    deck = full_deck()
    rng.shuffle(deck)
    nranks = rng.randint(2, 4)
    sizes = [rng.randint(1, 3) for _ in range(nranks)]
    ranks, pos = [], 0
    for s in sizes:
        ranks.append(deck[pos:pos + s])
        pos += s
    layout = deck[pos]
    pack = deck[pos + 1:pos + 1 + rng.randint(0, 4)]
    return Deal.small(ranks, layout, pack)


def _check(deal: Deal, jokers: int, rules: HomeRunRules) -> None:
    sol = solve(deal, jokers, rules, time_limit_s=60)
    best_any, best_clear = exhaustive(Hand(deal, jokers, rules))
    assert sol.exact
    assert sol.max_score == best_any == sol.upper_bound
    assert sol.max_clear_score == best_clear
    assert sol.clearable is (best_clear is not None)
    assert (sol.clear_upper_bound is None) is (best_clear is None)
    played = Hand.replay(deal, jokers, rules, sol.best_line)
    assert played.status != "playing" and played.score == sol.max_score
    if sol.best_clear_line is not None:
        cleared = Hand.replay(deal, jokers, rules, sol.best_clear_line)
        assert cleared.status == "cleared" and cleared.score == sol.max_clear_score


@settings(max_examples=250, deadline=None)
@given(seed=st.integers(0, 2**32), jokers=st.integers(0, 2), anytime=st.booleans(),
       counts=st.booleans())
def test_solver_matches_exhaustive_search_on_small_deals(seed: int, jokers: int, anytime: bool,
                                                         counts: bool) -> None:
    rules = HomeRunRules(draw_anytime=anytime, run_counts_layout_card=counts)
    _check(_random_small(random.Random(seed)), jokers, rules)


def test_solver_on_runny_small_deals() -> None:
    """Deals built for long runs and turns, where the run-bonus bound is tight."""
    rng = random.Random(3)
    for _ in range(40):
        values = list(range(2, 15))
        start = rng.randint(0, 5)
        seq = [Card(v, rng.choice(list(Card.parse("2C").suit.__class__))) for v in
               values[start:start + 7]]
        rng.shuffle(seq)
        ranks = [seq[i::3] for i in range(3)]
        used = set(seq)
        rest = [c for c in full_deck() if c not in used]
        rng.shuffle(rest)
        deal = Deal.small(ranks, rest[0], rest[1:1 + rng.randint(0, 3)])
        _check(deal, rng.randint(0, 2), HomeRunRules())


def test_solver_exact_on_full_deals_with_0_and_1_jokers() -> None:
    for number in (1, 2, 3):
        for jokers in (0, 1):
            deal = Deal.from_number(number)
            sol = solve(deal, jokers, HomeRunRules(), time_limit_s=120)
            assert sol.exact and sol.upper_bound == sol.max_score
            played = Hand.replay(deal, jokers, None, sol.best_line)
            assert played.status != "playing" and played.score == sol.max_score
            assert sol.max_clear_score is None or sol.max_clear_score <= sol.max_score


def test_more_jokers_never_score_less() -> None:
    deal = Deal.from_number(8)
    s0 = solve(deal, 0, None, 60)
    s1 = solve(deal, 1, None, 60)
    assert s0.exact and s1.exact and s1.max_score >= s0.max_score


def test_time_limit_gives_a_line_and_a_bound() -> None:
    deal = Deal.from_number(4)
    sol = solve(deal, 4, None, time_limit_s=0.05)
    assert sol.upper_bound >= sol.max_score
    played = Hand.replay(deal, 4, None, sol.best_line)
    assert played.status != "playing" and played.score == sol.max_score
    if sol.exact:
        assert sol.upper_bound == sol.max_score


def test_run_table_matches_brute_force() -> None:
    """The run-bonus bound: best packing of intervals of 3+ values, each paying length - 2."""

    def best(cnt: tuple[int, ...]) -> int:
        top = 0
        for a in range(len(cnt)):
            for b in range(a + 2, len(cnt)):
                if all(cnt[v] for v in range(a, b + 1)):
                    rest = tuple(c - 1 if a <= v <= b else c for v, c in enumerate(cnt))
                    top = max(top, b - a - 1 + best(rest))
        return top

    rng = random.Random(5)
    for _ in range(200):
        cnt = tuple(rng.choice((0, 1, 1, 2, 2, 3)) for _ in range(7))
        layers = [sum(1 << v for v, c in enumerate(cnt) if c > j) for j in range(3)]
        assert sum(_RUN_TABLE[m] for m in layers) == best(cnt), cnt


def test_hint_follows_the_best_line_and_explains() -> None:
    for number in (3, 6):                 # 3 cannot be cleared without a joker, 6 can
        _follow_hints(Deal.from_number(number))


def _follow_hints(deal: Deal) -> None:
    hand = Hand(deal, 0)
    h = hint(hand, time_limit_s=30)
    assert h.move in hand.legal_moves() and h.solution.exact
    # following hints all the way gives the solver's score
    target = h.solution.max_clear_score or h.solution.max_score
    assert h.reason.startswith(("Play", "Turn")) and str(target) in h.reason
    while hand.status == "playing":
        move = hint(hand, time_limit_s=30).move
        assert move is not None
        hand.play(move)
    assert hand.score == target
    assert hint(hand).move is None
    assert ("clear worth" in h.reason) is (hand.status == "cleared")


def test_hint_in_a_hopeless_hand() -> None:
    hand = Hand(small(["KC 5C", "9S"], "4D", "2H"), jokers=0)
    h = hint(hand)
    assert h.move == "R1" and "cannot be cleared" in h.reason


def test_winnable_and_par() -> None:
    assert winnable(small(["3C", "2C"], "4D"), jokers=0) is True
    assert winnable(small(["KC 5C", "9S"], "4D", "2H"), jokers=0) is False
    assert winnable(small(["KC 5C", "9S"], "4D", "2H"), jokers=1) is False
    assert winnable(small(["KC 5C", "9S"], "4D", "2H"), jokers=2) is True
    hand = Hand(small(["3C", "2C"], "4D"), 0)
    hand.play("R1")
    assert winnable(hand) is True
    hand.play("R2")
    assert winnable(hand) is True
    score, exact = par(Deal.from_number(2), 0)
    assert exact and score == solve(Deal.from_number(2), 0).max_score


def test_fell_off_finds_the_first_mistake() -> None:
    deal = Deal.from_number(2)
    sol = solve(deal, 0, None, 30)
    assert fell_off(deal, 0, None, sol.best_line) is None
    # play the best line but deviate somewhere into a worse move
    hand = Hand(deal, 0)
    for i, m in enumerate(sol.best_line):
        others = [o for o in hand.legal_moves() if o != m]
        if others:
            worse = None
            for o in others:
                trial = hand.copy()
                trial.play(o)
                if solve_hand(trial, 30).max_score < sol.max_score:
                    worse = o
                    break
            if worse is not None:
                line = list(sol.best_line[:i]) + [worse]
                trial = hand.copy()
                trial.play(worse)
                while trial.status == "playing":
                    mv = trial.legal_moves()[0]
                    trial.play(mv)
                    line.append(mv)
                f = fell_off(deal, 0, None, line)
                assert f is not None and f.index == i and f.played == worse
                assert f.best == sol.max_score and f.after < f.best and f.exact
                return
        hand.play(m)
    raise AssertionError("no deviation found")
