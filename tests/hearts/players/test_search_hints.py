"""What the search takes from the pass, and how its own seat plays out a lucky start."""

from __future__ import annotations

from retrohearts.hearts import Hand, HouseRules, PassDirection
from retrohearts.hearts.fast import FastState
from retrohearts.hearts.masks import QS
from retrohearts.hearts.players import make_player
from retrohearts.hearts.players.inference import opponents
from retrohearts.hearts.players.policy import heuristic_playout
from retrohearts.hearts.players.search import Thinker, pass_hint


def _view_without_the_queen() -> tuple[Hand, int]:
    """A hand after a left pass where seat 0 neither holds nor received the queen of spades."""
    for deal in range(1, 200):
        hand = Hand.deal(HouseRules(), deal, dealer=3, pass_direction=PassDirection.LEFT)
        duckers = [make_player("Ducker", s) for s in range(4)]
        for s in range(4):
            hand.pass_cards(s, duckers[s].choose_pass(hand.view(s)))
        view = hand.view(0)
        if not any(1 << c.index & QS for c in view.hand + view.passed) and view.to_play == 0:
            return hand, deal
    raise AssertionError("no such deal")


def test_a_queen_not_passed_is_drawn_less_often_with_the_passer() -> None:
    hand, _ = _view_without_the_queen()
    view = hand.view(0)
    seats = opponents(view)
    k, cards = pass_hint(view, seats)
    assert seats[k] == view.received_from and cards & QS
    hinted = Thinker(view, 3)
    plain = Thinker(view, 3, hints=False)
    with_hint = sum(bool(hinted._draw()[k] & QS) for _ in range(600))
    without = sum(bool(plain._draw()[k] & QS) for _ in range(600))
    assert without > 120 and with_hint < 0.7 * without


def test_no_hint_without_a_pass() -> None:
    hand = Hand.deal(HouseRules(), 5, dealer=3, pass_direction=PassDirection.NONE)
    view = hand.view(hand.to_play or 0)
    assert pass_hint(view, opponents(view)) == (-1, 0)


def test_a_calm_seat_shoots_less_often_in_play_outs() -> None:
    rules = HouseRules()
    auto = calm = 0
    for deal in range(1, 400):
        base = FastState.from_hand(Hand.deal(rules, deal, dealer=deal % 4,
                                             pass_direction=PassDirection.NONE))
        auto += heuristic_playout(base.copy(), -1, True).count(0) == 1
        pts = heuristic_playout(base.copy(), -1, True, calm=0)
        calm += pts[0] == 0 and pts.count(0) == 1
        if deal <= 40:  # the calm seat still turns from calm_from points on
            assert heuristic_playout(base.copy(), -1, True, 0, 14) == heuristic_playout(
                base.copy(), -1, True)
    assert calm < auto
