"""Match: dealer rotation, the pass cycle, deal numbers, running scores, the end, the winners."""

from __future__ import annotations

import pytest
from rules_helpers import build

from retrohearts.hearts import Hand, HouseRules, Match, PassDirection
from retrohearts.hearts.deal import DEAL_MAX
from retrohearts.hearts.match import deal_after
from retrohearts.rng import Rng

ALL_HEARTS = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"


def finish_hand(hand: Hand, rng: Rng) -> None:
    for s in range(4):
        if hand.phase == "pass":
            hand.pass_cards(s, hand.cards(s)[:3])
    while hand.phase == "play":
        legal = hand.legal_plays()
        hand.play(legal[rng.below(len(legal))])


def test_dealer_pass_cycle_and_deal_numbers() -> None:
    match = Match(HouseRules(end_score=None), first_deal=1234, first_dealer=3)
    rng = Rng(1)
    seen = []
    for _ in range(6):
        h = match.hand
        seen.append((h.deal_number, h.dealer, h.pass_direction))
        finish_hand(h, rng)
        match.next_hand()
    L, R, A, N = (PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS,
                  PassDirection.NONE)
    assert seen == [(1234, 3, L), (1235, 0, R), (1236, 1, A), (1237, 2, N), (1238, 3, L),
                    (1239, 0, R)]
    assert match.hand_number == 6 and len(match.results) == 6
    assert not match.is_over and match.winners == () and match.winner is None
    assert match.scores == tuple(sum(r.points[s] for r in match.results) for s in range(4))
    assert match.hand.scores == match.scores
    assert match.last_hand is not None and match.last_hand.deal_number == 1239


def test_seeded_first_deal_is_reproducible() -> None:
    assert Match(seed=5).first_deal == Match(seed=5).first_deal
    assert Match(seed=5).first_deal != Match(seed=6).first_deal
    assert deal_after(DEAL_MAX, 1) == 1
    with pytest.raises(ValueError):
        Match(first_deal=0)
    with pytest.raises(ValueError):
        Match(first_dealer=4)


def test_scores_include_the_finished_hand_only_once() -> None:
    match = Match(first_deal=9)
    finish_hand(match.hand, Rng(2))
    pts = match.hand.points()
    assert match.scores == tuple(pts)
    match.next_hand()
    assert match.scores == tuple(pts) == match.scores_before_hand


def test_next_hand_needs_a_finished_hand() -> None:
    match = Match(first_deal=9)
    with pytest.raises(ValueError, match="not over"):
        match.next_hand()


def _finished_moon(match: Match, scores: tuple[int, int, int, int]) -> Match:
    """Put a finished hand where seat 0 shot the moon on top of ``scores``."""
    hand = build(match.rules, {0: ALL_HEARTS}, dealer=3)
    hand = Hand.from_cards(match.rules, [hand.dealt(s) for s in range(4)], dealer=3,
                           scores=scores)
    while hand.phase == "play":
        hand.play(hand.legal_plays()[-1])
    match._restore([], hand)
    return match


def test_game_ends_when_anyone_reaches_the_end_score() -> None:
    match = _finished_moon(Match(HouseRules(end_score=100)), (80, 70, 73, 60))
    assert match.scores == (80, 96, 99, 86) and not match.is_over
    match = _finished_moon(Match(HouseRules(end_score=100)), (80, 74, 73, 60))
    assert match.scores == (80, 100, 99, 86) and match.is_over
    assert match.winners == (0,) and match.winner == 0
    with pytest.raises(ValueError, match="game is over"):
        match.next_hand()


@pytest.mark.parametrize("end", [50, 200, 500])
def test_other_game_lengths(end: int) -> None:
    match = _finished_moon(Match(HouseRules(end_score=end)), (end - 26, 0, 0, 0))
    assert not match.is_over
    match = _finished_moon(Match(HouseRules(end_score=end)), (0, end - 26, 0, 0))
    assert match.is_over and match.winners == (0,)


def test_no_limit_never_ends() -> None:
    match = _finished_moon(Match(HouseRules(end_score=None)), (900, 900, 900, 900))
    assert not match.is_over and match.winners == ()


def test_ties_credit_the_human() -> None:
    match = _finished_moon(Match(), (74, 48, 90, 60))
    assert match.scores == (74, 74, 116, 86)
    assert match.winners == (0, 1) and match.winner == 0
    assert match.leaders() == (0, 1)


def test_ties_without_the_human() -> None:
    match = _finished_moon(Match(), (75, 48, 48, 90))
    assert match.scores == (75, 74, 74, 116)
    assert match.winners == (1, 2) and match.winner == 1


def test_moon_minus_26_can_win_a_game() -> None:
    rules = HouseRules(moon="shooter_minus_26", end_score=100)
    match = _finished_moon(Match(rules), (99, 90, 5, 0))
    assert match.scores == (73, 90, 5, 0) and not match.is_over


def test_xhearts_game_is_four_hands_whatever_the_scores() -> None:
    """xhearts: four hands (left, right, across, no pass) make a game."""
    rules = HouseRules.preset("xhearts")
    assert rules.hands_per_game == 4 and rules.end_score is None
    match = Match(rules, first_deal=77)
    rng = Rng(3)
    passes = []
    for k in range(4):
        passes.append(match.hand.pass_direction)
        finish_hand(match.hand, rng)
        assert match.is_over == (k == 3)
        if k < 3:
            match.next_hand()
    assert passes == [PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS,
                      PassDirection.NONE]
    low = min(match.scores)
    assert match.winners == tuple(s for s in range(4) if match.scores[s] == low)
    with pytest.raises(ValueError, match="game is over"):
        match.next_hand()


def test_end_score_can_end_a_short_game_early() -> None:
    rules = HouseRules(end_score=50, hands_per_game=4)
    match = _finished_moon(Match(rules), (0, 30, 0, 0))
    assert match.is_over  # 56 >= 50 after the first hand


@pytest.mark.parametrize("bad", [0, -4, True, "4", 2.5])
def test_hands_per_game_must_be_a_positive_whole_number(bad: object) -> None:
    with pytest.raises(ValueError, match="hands_per_game"):
        HouseRules(hands_per_game=bad)  # type: ignore[arg-type]
