"""Every rule of the three manuals on hand-built deals, including the awkward corners."""

from __future__ import annotations

import pytest
from rules_helpers import build, cards, names, play

from retrohearts.cards import QUEEN_OF_SPADES, Card, Suit
from retrohearts.hearts import Hand, HouseRules, IllegalPlay, PassDirection

DOS = HouseRules.preset("villa_crespo")
WIN = HouseRules.preset("windows")
XH = HouseRules.preset("xhearts")
OMNI = HouseRules.preset("omnibus")

ALL_HEARTS = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"


# -- who leads first ---------------------------------------------------------------------------
@pytest.mark.parametrize("dealer, leader", [(0, 1), (1, 2), (2, 3), (3, 0)])
def test_left_of_dealer_leads_first(dealer: int, leader: int) -> None:
    hand = build(DOS, {}, dealer=dealer)
    assert hand.to_play == leader == hand.leader


def test_left_of_dealer_may_lead_anything_but_a_heart() -> None:
    hand = build(DOS, {0: "3C 4C 5D QS AS 2H 3H"}, dealer=3)
    assert hand.legal_plays() == [c for c in hand.cards(0) if c.suit is not Suit.HEARTS]
    assert QUEEN_OF_SPADES in hand.legal_plays()  # points allowed on trick 1 (DOS)
    with pytest.raises(IllegalPlay, match="Hearts have not been broken"):
        hand.play(Card.parse("2H"))


@pytest.mark.parametrize("rules", [WIN, XH, OMNI, DOS.with_changes(first_lead="two_of_clubs")])
def test_two_of_clubs_holder_leads_it(rules: HouseRules) -> None:
    hand = build(rules, {2: "2C 3C AS"}, dealer=0)
    assert hand.to_play == 2
    assert hand.legal_plays() == [Card.parse("2C")]
    with pytest.raises(IllegalPlay, match="The 2 of clubs must lead"):
        hand.play(Card.parse("3C"))


def test_two_of_clubs_leads_after_the_pass() -> None:
    """The leader is whoever holds the 2C once the passed cards have arrived."""
    hand = build(WIN, {0: "2C 3C 4C", 1: "5C"}, dealer=0, direction=PassDirection.LEFT)
    assert hand.phase == "pass" and hand.to_play is None
    for s in range(4):
        mine = hand.cards(s)
        give = cards("2C 3C 4C") if s == 0 else list(mine[-3:])
        hand.pass_cards(s, give)
    assert hand.cards(1)[:3] == tuple(cards("2C 3C 4C"))
    assert hand.to_play == 1 and hand.legal_plays() == [Card.parse("2C")]


# -- following suit and the trick ---------------------------------------------------------------
def test_must_follow_suit_with_a_readable_message() -> None:
    hand = build(DOS, {0: "3C", 1: "4C 5D"}, dealer=3)
    play(hand, "3C")
    assert hand.to_play == 1
    assert Card.parse("4C") in hand.legal_plays()
    assert all(c.suit == Card.parse("4C").suit for c in hand.legal_plays())
    with pytest.raises(IllegalPlay, match="You must follow suit"):
        hand.play(Card.parse("5D"))
    with pytest.raises(IllegalPlay, match="You don't have the ace of hearts"):
        hand.play(Card.parse("AH"))


def test_trick_goes_to_the_highest_card_of_the_suit_led() -> None:
    hand = build(DOS, {0: "5D", 1: "9D", 2: "AC 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS",
                       3: "KD"}, dealer=3)
    play(hand, "5D 9D AC KD")
    trick = hand.tricks[0]
    assert trick.winner == 3 and trick.leader == 0
    assert trick.plays == ((0, Card.parse("5D")), (1, Card.parse("9D")),
                           (2, Card.parse("AC")), (3, Card.parse("KD")))
    assert hand.to_play == 3 == hand.leader


def test_play_goes_clockwise_and_winner_leads() -> None:
    hand = build(DOS, {1: "2D", 2: "3D", 3: "AD", 0: "4D"}, dealer=0)
    assert hand.to_play == 1
    play(hand, "2D")
    assert hand.to_play == 2
    play(hand, "3D AD")
    assert hand.to_play == 0
    play(hand, "4D")
    assert hand.to_play == 3 and len(hand.tricks) == 1


# -- hearts broken -----------------------------------------------------------------------------
def _after_a_discard(rules: HouseRules, discard: str, extra: str = "") -> Hand:
    """Seat 1 (void in clubs) discards on trick 1; seat 3 wins it with the AC and leads."""
    hand = build(rules, {0: "2C 3C", 1: f"{discard} {extra}", 2: "4C", 3: "AC KC 2H"},
                 dealer=3, voids={1: "C"})
    first = "2C" if rules.first_lead == "two_of_clubs" else "3C"
    play(hand, f"{first} {discard} 4C AC")
    assert hand.to_play == 3
    return hand


def test_a_heart_breaks_hearts() -> None:
    hand = _after_a_discard(DOS, "5H")
    assert hand.hearts_broken
    assert Card.parse("2H") in hand.legal_plays()


def test_queen_breaks_hearts_only_when_the_rules_say_so() -> None:
    dos = _after_a_discard(DOS, "QS")
    assert dos.hearts_broken and Card.parse("2H") in dos.legal_plays()
    other = _after_a_discard(DOS.with_changes(queen_breaks_hearts=False), "QS")
    assert not other.hearts_broken and Card.parse("2H") not in other.legal_plays()


def test_nothing_else_breaks_hearts() -> None:
    hand = _after_a_discard(DOS, "5D")
    assert not hand.hearts_broken and Card.parse("2H") not in hand.legal_plays()


def test_must_break_hearts_off_lets_hearts_lead_any_time() -> None:
    rules = DOS.with_changes(must_break_hearts=False)
    hand = build(rules, {0: "3C 2H"}, dealer=3)
    assert Card.parse("2H") in hand.legal_plays()


def test_leader_holding_only_hearts_may_lead_one() -> None:
    for rules in (DOS, WIN.with_changes(first_lead="left_of_dealer")):
        hand = build(rules, {0: ALL_HEARTS}, dealer=3)
        assert names(hand.legal_plays()) == ALL_HEARTS


def test_only_points_exemption_dos() -> None:
    """DOS: a leader holding nothing but point cards (hearts and the queen) is exempt."""
    hand = build(DOS, {0: "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"}, dealer=3)
    assert len(hand.legal_plays()) == 13


def test_only_hearts_exemption_windows() -> None:
    """Windows: the same hand must lead the queen (it is not all hearts)."""
    rules = WIN.with_changes(first_lead="left_of_dealer", points_on_first_trick=True)
    hand = build(rules, {0: "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"}, dealer=3)
    assert hand.legal_plays() == [QUEEN_OF_SPADES]


# -- no points on the first trick --------------------------------------------------------------
def test_no_points_on_first_trick_blocks_hearts_and_queen() -> None:
    hand = build(WIN, {0: "2C", 1: "QS 2H 3D AD"}, dealer=3)
    play(hand, "2C")
    assert hand.to_play == 1
    lp = hand.legal_plays()
    assert QUEEN_OF_SPADES not in lp and Card.parse("2H") not in lp
    assert Card.parse("3D") in lp
    with pytest.raises(IllegalPlay, match="No points on the first trick"):
        hand.play(QUEEN_OF_SPADES)
    with pytest.raises(IllegalPlay, match="No points on the first trick"):
        hand.play(Card.parse("2H"))


def test_points_allowed_on_first_trick_dos() -> None:
    hand = build(DOS, {0: "3C", 1: "QS 2H 3D AD"}, dealer=3)
    play(hand, "3C")
    assert {QUEEN_OF_SPADES, Card.parse("2H")} <= set(hand.legal_plays())


@pytest.mark.parametrize("rules", [WIN, XH, OMNI])
def test_thirteen_hearts_still_has_a_legal_card(rules: HouseRules) -> None:
    hand = build(rules, {1: ALL_HEARTS, 0: "2C"}, dealer=2)
    play(hand, "2C")
    assert hand.to_play == 1
    assert names(hand.legal_plays()) == ALL_HEARTS
    play(hand, "AH")
    assert hand.hearts_broken


@pytest.mark.parametrize("rules", [WIN, XH, OMNI])
def test_twelve_hearts_and_the_queen_still_have_legal_cards(rules: HouseRules) -> None:
    hand = build(rules, {3: "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH", 0: "2C"}, dealer=2)
    play(hand, "2C")
    # seats 1 and 2 follow with clubs (filled from the deck in index order)
    play(hand, " ".join(str(hand.legal_plays()[0]) for _ in range(1)))
    play(hand, str(hand.legal_plays()[0]))
    assert hand.to_play == 3
    assert len(hand.legal_plays()) == 13


def test_no_points_first_trick_when_leading_left_of_dealer() -> None:
    rules = DOS.with_changes(points_on_first_trick=False)
    hand = build(rules, {0: "3C QS AS 2H"}, dealer=3)
    assert names(hand.legal_plays()).split().count("QS") == 0
    hand2 = build(rules, {0: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH QS"}, dealer=3)
    assert len(hand2.legal_plays()) == 13  # all points: anything goes


def test_no_points_first_trick_applies_when_following_spades() -> None:
    """Following a spade lead on trick 1 without points: another spade rather than the queen."""
    rules = DOS.with_changes(points_on_first_trick=False)
    hand = build(rules, {0: "3S", 1: "QS 4S 2D"}, dealer=3)
    play(hand, "3S")
    assert hand.legal_plays() == [Card.parse("4S")]
    hand2 = build(rules, {0: "3S", 1: "QS 2D 3D"}, dealer=3)
    play(hand2, "3S")
    assert hand2.legal_plays() == [QUEEN_OF_SPADES]  # the only spade: following suit comes first


# -- Must Play QS ------------------------------------------------------------------------------
def test_must_play_queen_when_void() -> None:
    rules = DOS.with_changes(must_play_queen=True)
    hand = build(rules, {0: "3D", 1: "QS 2C 3C AS"}, dealer=3, voids={1: "D"})
    play(hand, "3D")
    assert hand.legal_plays() == [QUEEN_OF_SPADES]
    with pytest.raises(IllegalPlay, match="You must play the queen of spades"):
        hand.play(Card.parse("AS"))


def test_must_play_queen_does_not_apply_when_following() -> None:
    rules = DOS.with_changes(must_play_queen=True)
    hand = build(rules, {0: "3S", 1: "QS 4S 2C"}, dealer=3)
    play(hand, "3S")
    assert set(hand.legal_plays()) == set(cards("QS 4S"))


def test_must_play_queen_off_leaves_the_choice() -> None:
    hand = build(DOS, {0: "3D", 1: "QS 2C 3C AS"}, dealer=3, voids={1: "D"})
    play(hand, "3D")
    assert QUEEN_OF_SPADES in hand.legal_plays() and len(hand.legal_plays()) > 1


def test_no_points_first_trick_beats_must_play_queen() -> None:
    """The documented interaction: on trick 1 without points the queen may not be discarded
    while the player has a non-point card, so Must Play QS does not force it there."""
    rules = WIN.with_changes(must_play_queen=True)
    hand = build(rules, {0: "2C", 1: "QS 2D 3H"}, dealer=3)
    play(hand, "2C")
    assert hand.to_play == 1
    lp = hand.legal_plays()
    assert QUEEN_OF_SPADES not in lp and Card.parse("2D") in lp


def test_must_play_queen_forces_it_when_only_points_remain_on_trick_one() -> None:
    rules = WIN.with_changes(must_play_queen=True)
    hand = build(rules, {0: "2C", 1: "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"}, dealer=3)
    play(hand, "2C")
    assert hand.legal_plays() == [QUEEN_OF_SPADES]


def test_must_play_queen_on_later_tricks_under_windows_rules() -> None:
    rules = WIN.with_changes(must_play_queen=True)
    hand = _after_a_discard(rules, "3S", extra="QS")  # QS can't be discarded on trick 1
    play(hand, "KC")
    play(hand, str(hand.legal_plays()[0]))  # seat 0 follows
    assert hand.to_play == 1
    assert hand.legal_plays() == [QUEEN_OF_SPADES]


# -- scoring -----------------------------------------------------------------------------------
def _moon_hand(rules: HouseRules) -> Hand:
    """Seat 0 holds all thirteen hearts and leads first (dealer 3): it takes every trick."""
    hand = build(rules.with_changes(first_lead="left_of_dealer"), {0: ALL_HEARTS}, dealer=3)
    while hand.phase == "play":
        hand.play(hand.legal_plays()[-1])
    return hand


@pytest.mark.parametrize("moon, jack, expected", [
    ("others_plus_26", False, [0, 26, 26, 26]),
    ("shooter_minus_26", False, [-26, 0, 0, 0]),
    ("others_plus_26", True, [-10, 26, 26, 26]),
    ("shooter_minus_26", True, [-36, 0, 0, 0]),
])
def test_shooting_the_moon(moon: str, jack: bool, expected: list[int]) -> None:
    rules = DOS.with_changes(moon=moon, jack_of_diamonds=jack)
    hand = _moon_hand(rules)
    assert hand.points_taken() == (26, 0, 0, 0)
    assert hand.shooter() == 0
    assert hand.jack_taker == 0
    assert hand.points() == expected


def _jack_hand(jack: bool) -> Hand:
    """Seat 1 takes the jack of diamonds with the ace on trick 1; nobody takes 26."""
    rules = DOS.with_changes(jack_of_diamonds=jack)
    hand = build(rules, {0: "JD", 1: "AD", 2: "2D", 3: "3D"}, dealer=3)
    play(hand, "JD AD 2D 3D")
    while hand.phase == "play":
        hand.play(hand.legal_plays()[0])
    return hand


def test_jack_of_diamonds_minus_ten() -> None:
    on, off = _jack_hand(True), _jack_hand(False)
    assert on.jack_taker == 1 and off.jack_taker == 1
    assert on.shooter() is None
    diff = [a - b for a, b in zip(on.points(), off.points(), strict=True)]
    assert diff == [0, -10, 0, 0]
    assert sum(on.points()) == 16 and sum(off.points()) == 26
    assert Card.parse("JD") in on.cards_taken(1) and Card.parse("JD") not in off.cards_taken(1)


def test_points_only_when_over() -> None:
    hand = build(DOS, {}, dealer=0)
    with pytest.raises(ValueError, match="not over"):
        hand.points()


# -- passing -----------------------------------------------------------------------------------
@pytest.mark.parametrize("direction, offsets", [
    (PassDirection.LEFT, 1), (PassDirection.RIGHT, 3), (PassDirection.ACROSS, 2),
])
def test_pass_directions(direction: PassDirection, offsets: int) -> None:
    hand = Hand.deal(DOS, 42, dealer=0, pass_direction=direction)
    gifts = {s: list(hand.cards(s)[:3]) for s in range(4)}
    for s in (2, 0, 3):
        hand.pass_cards(s, gifts[s])
        assert hand.cards(s) == hand.dealt(s)  # nothing moves before all four passed
        assert hand.view(s).received == ()
        assert hand.view(s).passed == tuple(gifts[s])
    hand.pass_cards(1, gifts[1])
    assert hand.phase == "play"
    for s in range(4):
        to = (s + offsets) % 4
        assert direction.target(s) == to and direction.source(to) == s
        assert set(gifts[s]) <= set(hand.cards(to))
        assert hand.received(to) == tuple(gifts[s])
        v = hand.view(to)
        assert v.received_from == s and v.received == tuple(gifts[s])
        assert hand.view(s).passed_to == to


def test_pass_errors() -> None:
    hand = Hand.deal(DOS, 42, dealer=0, pass_direction=PassDirection.LEFT)
    mine = hand.cards(0)
    theirs = hand.cards(1)
    with pytest.raises(IllegalPlay, match="exactly 3"):
        hand.pass_cards(0, mine[:2])
    with pytest.raises(IllegalPlay, match="exactly 3"):
        hand.pass_cards(0, [mine[0], mine[0], mine[1]])
    with pytest.raises(IllegalPlay, match="You don't have"):
        hand.pass_cards(0, [mine[0], mine[1], theirs[0]])
    with pytest.raises(IllegalPlay, match="Pass your cards first"):
        hand.play(mine[0])
    with pytest.raises(IllegalPlay, match="No seat"):
        hand.pass_cards(4, mine[:3])
    hand.pass_cards(0, mine[:3])
    with pytest.raises(IllegalPlay, match="already passed"):
        hand.pass_cards(0, mine[3:6])
    assert hand.legal_plays() == []


def test_no_pass_hand_starts_playing() -> None:
    hand = Hand.deal(DOS, 42, dealer=1, pass_direction=PassDirection.NONE)
    assert hand.phase == "play" and hand.to_play == 2
    assert all(hand.has_passed(s) for s in range(4))
    with pytest.raises(IllegalPlay, match="no passing"):
        hand.pass_cards(0, hand.cards(0)[:3])
    assert hand.view(0).passed_to is None and hand.view(0).received_from is None


def test_pass_cycle() -> None:
    assert [PassDirection.for_hand(k) for k in range(6)] == [
        PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS, PassDirection.NONE,
        PassDirection.LEFT, PassDirection.RIGHT]


# -- construction ------------------------------------------------------------------------------
def test_from_cards_refuses_a_bad_deck() -> None:
    good = [list(Hand.deal(DOS, 5).dealt(s)) for s in range(4)]
    bad = [list(h) for h in good]
    bad[0][0] = bad[1][0]
    with pytest.raises(ValueError, match="dealt twice"):
        Hand.from_cards(DOS, bad)
    with pytest.raises(ValueError, match="holds 12"):
        Hand.from_cards(DOS, [good[0][:12], *good[1:]])
    with pytest.raises(ValueError, match="four"):
        Hand.from_cards(DOS, good[:3])
    with pytest.raises(ValueError, match="Deal numbers"):
        Hand.deal(DOS, 0)
    with pytest.raises(IllegalPlay):
        Hand.from_cards(DOS, good, dealer=7)


def test_hand_over_refuses_more_plays() -> None:
    hand = _moon_hand(DOS)
    assert hand.is_over and hand.to_play is None and hand.legal_plays() == []
    with pytest.raises(IllegalPlay, match="over"):
        hand.play(Card.parse("2C"))
    assert len(hand.history.plays) == 52 and len(hand.tricks) == 13
