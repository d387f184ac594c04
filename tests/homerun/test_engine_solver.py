"""The solver against an exhaustive search, its lines replayed, and the advice built on it."""

from __future__ import annotations

import random

import pytest
from hr_engine_helpers import small
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.cards import Card, full_deck
from retrohearts.homerun import Deal, Hand, HomeRunRules, fell_off, hint, par, solve, winnable
from retrohearts.homerun.advice import solvable_deals, solve_hand
from retrohearts.homerun.game import Game
from retrohearts.homerun.rules import card_points, card_value
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
    hurried = solve(deal, jokers, rules, time_limit_s=0.0005)     # bounds stay proven
    assert hurried.upper_bound >= best_any >= hurried.max_score
    if hurried.clear_upper_bound is None:
        assert best_clear is None
    elif best_clear is not None:
        assert hurried.clear_upper_bound >= best_clear
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


@settings(max_examples=200, deadline=None)
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
    for number in (1, 2):
        for jokers in (0, 1):
            deal = Deal.from_number(number)
            sol = solve(deal, jokers, HomeRunRules(), time_limit_s=120)
            assert sol.exact and sol.upper_bound == sol.max_score
            played = Hand.replay(deal, jokers, None, sol.best_line)
            assert played.status != "playing" and played.score == sol.max_score
            assert sol.max_clear_score is None or sol.max_clear_score <= sol.max_score


@pytest.mark.parametrize(("number", "jokers"), [(2, 0), (3, 0), (14, 1)])
def test_solver_exact_on_full_deals_drawing_any_time(number: int, jokers: int) -> None:
    """Seeded deals under "draw any time" (the rule issue 29 found hard): given the time,
    the answer is exact and its lines score what it says (a few deals small enough for the
    walk of every position; the bench has 50 of each)."""
    rules = HomeRunRules(draw_anytime=True)
    deal = Deal.from_number(number)
    sol = solve(deal, jokers, rules, time_limit_s=120)
    assert sol.exact and sol.upper_bound == sol.max_score
    played = Hand.replay(deal, jokers, rules, sol.best_line)
    assert played.status != "playing" and played.score == sol.max_score
    if sol.best_clear_line is not None:
        cleared = Hand.replay(deal, jokers, rules, sol.best_clear_line)
        assert cleared.status == "cleared" and cleared.score == sol.max_clear_score
    # the pack at any time never scores less than the default rule's turns (a superset)
    assert sol.max_score >= solve(deal, jokers, HomeRunRules(), 120).max_score


def plain_dp(deal: Deal, jokers: int) -> tuple[int, int | None]:
    """An independent model of the rules, solved by memoised exhaustive search (no bounds)."""
    ranks = [[(card_value(c), card_points(c)) for c in r] for r in deal.ranks]
    pack = [card_value(c) for c in deal.pack]
    memo: dict[tuple[object, ...], tuple[int, int]] = {}
    neg = -(10**6)

    def best(hs: tuple[int, ...], pp: int, lay: int, jok: int, rl: int, rd: int) -> tuple[int, int]:
        key = (hs, pp, lay, jok, rl, rd)
        if key in memo:
            return memo[key]
        if not any(hs):
            v = 20 + 10 * (len(pack) - pp) + 50 * jok
            return v, v
        out = []
        fit = False
        for r, h in enumerate(hs):
            if h and (lay == 0 or abs(ranks[r][h - 1][0] - lay) == 1):
                fit = True
                v, p = ranks[r][h - 1]
                step = v - lay if lay else 0
                if rl == 0 or step == 0:
                    nrl, nrd = 1, 0
                elif rd in (0, step):
                    nrl, nrd = rl + 1, step
                else:
                    nrl, nrd = 2, step
                gain = p + (10 if nrl >= 4 else 0)
                a, c = best(hs[:r] + (h - 1,) + hs[r + 1:], pp, v, jok, min(nrl, 3), nrd)
                out.append((gain + a, gain + c))
        if pp < len(pack) and not fit:
            out.append(best(hs, pp + 1, pack[pp], jok, 0, 0))
        if jok:
            out.append(best(hs, pp, 0, jok - 1, 0, 0))
        res = (max(a for a, _ in out), max(c for _, c in out)) if out else (0, neg)
        memo[key] = res
        return res

    a, c = best(tuple(len(r) for r in ranks), 0, card_value(deal.layout), jokers, 0, 0)
    return a, (c if c > neg // 2 else None)


def test_solver_matches_a_plain_search_on_full_deals() -> None:
    for number in range(10, 14):
        sol = solve(Deal.from_number(number), 0, None, 60)
        assert (sol.max_score, sol.max_clear_score) == plain_dp(Deal.from_number(number), 0)
    # deal 21 with a joker: the best line gets stuck, and beats every clearing line
    sol = solve(Deal.from_number(21), 1, None, 60)
    assert (sol.max_score, sol.max_clear_score) == plain_dp(Deal.from_number(21), 1)
    assert sol.max_clear_score is not None and sol.max_score > sol.max_clear_score
    assert Hand.replay(Deal.from_number(21), 1, None, sol.best_line).status == "stuck"


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


def test_solvable_deals_only() -> None:
    pick = solvable_deals(time_limit_s=5.0)
    game = Game(seed=4, jokers=0, pick_deal=pick)
    assert game.hand.deal.number is not None
    assert solve(game.hand.deal, 0, None, 30).clearable
    assert game.hand.allowance == 0


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


def test_winnable_says_yes_whenever_the_hint_found_a_clear() -> None:
    """A clearing line is a proof: once a hint has found one, "Winnable?" says yes at once
    (even with no time at all), while the moves played follow it; on deal 42 the hint
    named a clear worth 382 and "Winnable?" then said "not proven" (issue 29, 14)."""
    from retrohearts.homerun import Advisor

    checked = 0
    for number, jokers in ((42, 4), (42, 3), (7, 4), (1, 2), (11, 4)):
        hand = Hand(Deal.from_number(number), jokers)
        advisor = Advisor(hand)
        h = advisor.hint(hand, 0.5)
        if h.solution.best_clear_line is None:    # (none found in the time)
            continue
        checked += 1
        assert "clear worth" in h.reason
        assert advisor.winnable(hand, time_limit_s=0.0) is True
        for move in h.solution.best_clear_line[:-1]:     # following the line found
            hand.play(move)
            assert advisor.winnable(hand, time_limit_s=0.0) is True
        hand.play(h.solution.best_clear_line[-1])
        assert hand.status == "cleared" and advisor.winnable(hand) is True
    assert checked >= 1


def test_the_hint_starts_from_a_clear_winnable_found() -> None:
    """The other way round: a clearing line "Winnable?" found is where the hint starts, so
    a hint in little time never says the ranks cannot be cleared, or names no clear."""
    from retrohearts.homerun import Advisor

    hand = Hand(Deal.from_number(42), 4)
    advisor = Advisor(hand)
    assert advisor.winnable(hand, 30.0) is True and advisor.clears   # (found in far less)
    h = advisor.hint(hand, 0.0)
    assert h.solution.best_clear_line is not None and "clear worth" in h.reason
    other = Hand(Deal.from_number(43), 4)
    assert not advisor.fits(other) and Advisor(other).fits(other)


def test_winnable_answers_with_a_real_clear_or_a_proof() -> None:
    """With several jokers "Winnable?" looks for a clear the cheap ways first (a beam, the
    lines that play one joker) before the depth-first search: a yes comes with a line that
    clears when played, a no only with a proof."""
    from retrohearts.homerun import Advisor

    yes = 0
    for number in range(1, 9):
        hand = Hand(Deal.from_number(number), 4)
        advisor = Advisor(hand)
        answer = advisor.winnable(hand, 5.0)     # (a clear is found in far less)
        assert answer is not False
        if answer:
            yes += 1
            played = Hand.replay(hand.deal, 4, None, advisor.clears[0])
            assert played.status == "cleared"
    assert yes >= 4
    assert winnable(small(["KC 5C", "9S"], "4D", "2H"), jokers=1, time_limit_s=0.0) is False
