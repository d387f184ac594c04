"""Why a card is refused: the original's words, and always the rule that removed it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rules_helpers import build, play

from retrohearts.cards import Card
from retrohearts.hearts import Hand, HouseRules, IllegalPlay, PassDirection
from retrohearts.hearts.masks import RuleFlags, legal_mask, mask_of
from retrohearts.hearts.refusal import (
    FOLLOW_SUIT,
    HEARTS_NOT_BROKEN,
    NO_POINTS_FIRST,
    NOT_YOUR_TURN,
    PLAY_THE_QUEEN,
    TWO_CLUBS_LEADS,
    reason,
    refusal,
)

DOS = HouseRules.preset("villa_crespo")
WIN = HouseRules.preset("windows")


def _refused(hand: Hand, text: str) -> str:
    card = Card.parse(text)
    seat = hand.to_play
    assert seat is not None
    view_reason = refusal(hand.view(seat), card)
    try:
        hand.copy().play(card)
    except IllegalPlay as error:
        assert str(error) == view_reason  # the table and the engine say the same
        return str(error)
    raise AssertionError(f"{text} was allowed")


def test_hearts_have_not_been_broken() -> None:
    hand = build(DOS, {0: "3C 4C 5D AS 2H 3H"}, dealer=3)
    assert _refused(hand, "2H") == HEARTS_NOT_BROKEN == "Hearts have not been broken"


def test_the_two_of_clubs_must_lead() -> None:
    hand = build(WIN, {1: "2C 3C AS"}, dealer=0)
    assert _refused(hand, "AS") == TWO_CLUBS_LEADS == "The 2 of clubs must lead"


def test_you_must_follow_suit() -> None:
    hand = build(DOS, {1: "3C", 2: "4C 5D"}, dealer=0)
    play(hand, "3C")
    assert _refused(hand, "5D") == FOLLOW_SUIT == "You must follow suit"


def test_no_points_on_the_first_trick_leading_following_and_discarding() -> None:
    rules = DOS.with_changes(points_on_first_trick=False)
    lead = build(rules, {1: "3C QS 4D"}, dealer=0)
    assert _refused(lead, "QS") == NO_POINTS_FIRST == "No points on the first trick"
    throw = build(rules, {1: "3C", 2: "QS 2H 5D"}, dealer=0, voids={2: "C"})
    play(throw, "3C")
    assert _refused(throw, "QS") == NO_POINTS_FIRST
    assert _refused(throw, "2H") == NO_POINTS_FIRST


def test_you_must_play_the_queen_of_spades() -> None:
    rules = DOS.with_changes(must_play_queen=True)
    hand = build(rules, {1: "3C", 2: "QS 5D"}, dealer=0, voids={2: "C"})
    play(hand, "3C")
    assert _refused(hand, "5D") == PLAY_THE_QUEEN == "You must play the queen of spades"


def test_not_held_and_not_your_turn() -> None:
    hand = build(DOS, {1: "3C"}, dealer=0)
    other = next(c for c in hand.cards(2))
    assert _refused(hand, str(other)) == f"You don't have the {other.name}"
    assert refusal(hand.view(2), other) == NOT_YOUR_TURN


_RULES = st.builds(
    HouseRules,
    first_lead=st.sampled_from(["two_of_clubs", "left_of_dealer"]),
    points_on_first_trick=st.booleans(), queen_breaks_hearts=st.booleans(),
    lead_hearts_when=st.sampled_from(["only_hearts", "only_points"]),
    must_play_queen=st.booleans(),
)


@settings(max_examples=80, deadline=None)
@given(_RULES, st.integers(1, 999_999_999), st.integers(0, 3), st.integers(0, 51),
       st.randoms(use_true_random=False))
def test_a_reason_exactly_for_each_refused_card(rules: HouseRules, deal: int, dealer: int,
                                                 stop: int, rnd: object) -> None:
    """At any moment of any hand, a card has a reason exactly when legal_mask refuses it,
    and the engine raises that reason."""
    hand = Hand.deal(rules, deal_number=deal, dealer=dealer, pass_direction=PassDirection.NONE)
    flags = RuleFlags.of(rules)
    for _ in range(stop):
        if hand.phase != "play":
            break
        hand.play(rnd.choice(hand.legal_plays()))  # type: ignore[attr-defined]
    if hand.phase != "play":
        return
    seat = hand.to_play
    assert seat is not None
    view = hand.view(seat)
    held = mask_of(view.hand)
    lead = view.current[0][1].suit.value if view.current else -1
    legal = legal_mask(flags, held, lead, view.trick_number == 0, view.hearts_broken)
    for card in view.hand:
        why = reason(flags, held, lead, view.trick_number == 0, view.hearts_broken, card)
        assert (why is None) == bool(legal >> card.index & 1), (card, why)
        assert refusal(view, card) == why
        if why is not None:
            try:
                hand.copy().play(card)
            except IllegalPlay as error:
                assert str(error) == why
            else:
                raise AssertionError(f"{card} was played")
