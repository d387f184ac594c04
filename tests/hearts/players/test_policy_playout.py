"""The play-out loop (with its inlined legality) agrees with FastState played step by step."""

from __future__ import annotations

import pytest

from retrohearts.hearts import Hand, HouseRules, PassDirection
from retrohearts.hearts.fast import FastState
from retrohearts.hearts.masks import QS
from retrohearts.hearts.players.policy import FLUSH, choose_card, heuristic_playout


def _step_by_step(state: FastState) -> list[int]:
    while not state.is_over():
        legal = state.legal_mask()
        p = state.to_play
        hands = state.hands
        remaining = hands[0] | hands[1] | hands[2] | hands[3]
        h = hands[p]
        queen_out = bool(remaining & QS)
        if legal & (legal - 1) == 0:
            card = legal.bit_length() - 1
        elif state.trick_len == 0:
            card = choose_card(h, legal, -1, -1, 0, 0, queen_out, remaining & ~h, -1, FLUSH)
        elif state.trick_len == 3:
            card = choose_card(h, legal, state.lead_suit, state.best, 3, state.trick_points,
                               queen_out)
        else:
            later = hands[(p + 1) & 3]
            if state.trick_len == 1:
                later |= hands[(p + 2) & 3]
            card = choose_card(h, legal, state.lead_suit, state.best, state.trick_len,
                               state.trick_points, queen_out, -1, later)
        assert legal >> card & 1, "the policy chose an illegal card"
        state.play(card)
    return state.points()


@pytest.mark.parametrize("preset", ["villa_crespo", "windows", "xhearts", "omnibus"])
def test_playout_matches_stepwise_play(preset: str) -> None:
    rules = HouseRules.preset(preset).with_changes(must_play_queen=preset == "villa_crespo")
    for deal in range(1, 120):
        hand = Hand.deal(rules, deal, dealer=deal % 4, pass_direction=PassDirection.NONE)
        state = FastState.from_hand(hand)
        assert heuristic_playout(state.copy()) == _step_by_step(state.copy())


def test_others_who_defend_later_let_more_moon_shots_through() -> None:
    rules = HouseRules()
    made = {1: 0, 8: 0}
    for deal in range(1, 300):
        base = FastState.from_hand(Hand.deal(rules, deal, dealer=deal % 4,
                                             pass_direction=PassDirection.NONE))
        shooter = base.to_play
        for defend_from in made:
            pts = heuristic_playout(base.copy(), shooter, defend_from=defend_from)
            made[defend_from] += pts[shooter] == 0 and sum(pts) == 3 * 26
        # defending from more points than there are never plays a defender's card
        assert heuristic_playout(base.copy(), shooter, defend_from=99) == heuristic_playout(
            base.copy(), shooter, defend_from=27)
    assert made[1] < made[8]


def test_play_outs_smoke_the_queen_out_and_the_personalities_do_not() -> None:
    """A seat with low spades and no spade honour leads a spade while the queen is out in the
    play-outs (``flush``); the plain ducking lead (the personalities') keeps the safest suit."""
    from retrohearts.hearts.masks import SUIT_MASKS

    hand = (1 << 0) | (1 << 1) | (1 << 30) | (1 << 28)   # 2-3 of clubs, 4 and 6 of spades
    others = SUIT_MASKS[2] & ~hand | SUIT_MASKS[0] & ~hand
    assert choose_card(hand, hand, -1, -1, 0, 0, True, others, -1, True) == 28
    assert choose_card(hand, hand, -1, -1, 0, 0, True, others) == 0
    # the queen gone, or a spade honour in hand: no flush
    assert choose_card(hand, hand, -1, -1, 0, 0, False, others & ~QS, -1, True) == 0
    with_king = hand | (1 << 37)
    assert choose_card(with_king, with_king, -1, -1, 0, 0, True, others & ~(1 << 37), -1,
                       True) // 13 != 2


def test_a_defender_takes_a_trick_the_shooter_is_winning_even_without_points() -> None:
    """Against a moon shot, a defender who can beat the shooter's card does, so that the
    seats after it can throw points on that trick; behind another defender it ducks."""
    from retrohearts.hearts.players.policy import _stop_moon

    spades = (1 << 27) | (1 << 33)                 # 3 and 9 of spades; the 6 (30) was led
    assert _stop_moon(spades, 2, 30, 0, True) == 33     # the shooter's 6 wins: beat it
    assert _stop_moon(spades, 2, 30, 0, False) == 27    # a defender's 6 wins: stay under it
    assert _stop_moon(spades, 2, 30, 1, False) == 33    # points in it: take them
