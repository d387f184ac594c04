"""PlayerView: what a seat may know, and nothing more."""

from __future__ import annotations

import dataclasses

from rules_helpers import build, cards, play

from retrohearts.cards import Card, Suit, full_deck
from retrohearts.hearts import Hand, HouseRules, PassDirection, PlayerView

FIELDS = ["seat", "rules", "phase", "dealer", "pass_direction", "hand", "legal", "to_play",
          "passed", "passed_to", "received", "received_from", "tricks", "current", "leader",
          "hearts_broken", "points_taken", "cards_taken", "scores", "hand_sizes", "deal_number"]


def test_fields_are_the_contract() -> None:
    assert [f.name for f in dataclasses.fields(PlayerView)] == FIELDS


def test_view_during_the_pass() -> None:
    hand = Hand.deal(HouseRules(), 77, dealer=2, pass_direction=PassDirection.ACROSS,
                     scores=(10, 20, 30, 40))
    v = hand.view(1)
    assert v.phase == "pass" and v.to_play is None and v.legal == () and v.leader is None
    assert v.hand == hand.cards(1) and v.hand_sizes == (13, 13, 13, 13)
    assert v.scores == (10, 20, 30, 40) and v.deal_number == 77 and v.dealer == 2
    assert v.passed == () and v.passed_to is None
    hand.pass_cards(1, v.hand[:3])
    v = hand.view(1)
    assert v.passed == hand.cards(1)[:3] and v.passed_to == 3 and v.received == ()
    assert v.hand == hand.cards(1)  # cards move only when all four passed


def test_view_during_play_shows_no_other_hand() -> None:
    hand = build(HouseRules(), {0: "3C", 1: "4C", 2: "2D", 3: "AC"}, dealer=3,
                 voids={2: "C"})
    play(hand, "3C 4C 2D")
    v = hand.view(2)
    assert v.to_play == 3 and v.legal == () and not v.my_turn
    assert v.current == ((0, Card.parse("3C")), (1, Card.parse("4C")), (2, Card.parse("2D")))
    assert v.leader == 0 and v.trick_number == 0
    assert v.known_voids()[2] == frozenset({Suit.CLUBS})
    assert v.known_voids()[1] == frozenset()
    assert v.hand_sizes == (12, 12, 12, 13)
    unseen = v.unseen_cards()
    assert len(unseen) == 52 - 12 - 3
    assert not set(unseen) & set(v.hand) and not set(unseen) & set(cards("3C 4C 2D"))
    mine = hand.view(3)
    assert mine.my_turn and mine.legal == tuple(hand.legal_plays())
    play(hand, "AC")
    v = hand.view(2)
    assert v.trick_number == 1 and v.current == () and v.leader == 3
    assert v.tricks[0].winner == 3 and v.played_cards() == tuple(cards("3C 4C 2D AC"))


def test_holder_known_after_passing() -> None:
    hand = Hand.deal(HouseRules(), 5, dealer=0, pass_direction=PassDirection.LEFT)
    for s in range(4):
        hand.pass_cards(s, hand.cards(s)[:3])
    v = hand.view(0)
    gift = v.passed[0]
    assert v.holder_known(gift) == 1
    assert v.holder_known(v.hand[0]) == 0
    other = next(c for c in full_deck() if c not in v.hand and c not in v.passed)
    assert v.holder_known(other) is None


def test_cards_taken_and_points() -> None:
    rules = HouseRules(jack_of_diamonds=True)
    hand = build(rules, {0: "JD", 1: "AD", 2: "2D", 3: "3D"}, dealer=3)
    play(hand, "JD AD 2D 3D")
    v = hand.view(0)
    assert v.cards_taken[1] == (Card.parse("JD"),) and v.points_taken == (0, 0, 0, 0)
