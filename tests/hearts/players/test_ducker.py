"""The bench's shedding ducker follows the rule issue 6 states."""

from __future__ import annotations

from retrohearts.cards import Card
from retrohearts.hearts import Hand, HouseRules
from retrohearts.hearts.players.ducker import ducker_pass, ducker_play


def _c(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def _hand_after(seats: list[str], plays: str, rules: HouseRules | None = None) -> Hand:
    hand = Hand.from_cards(rules or HouseRules(), [_c(s) for s in seats], dealer=3)
    for card in _c(plays):
        hand.play(card)
    return hand


SEATS = [
    "2C 9C KC 3D 8D QD 4S 9S QS 5H 9H KH AH",
    "3C 4C 5C 2D 4D 5D 2S 3S 5S 2H 3H 4H 6H",
    "6C 7C 8C 6D 7D 9D 6S 7S 8S 7H 8H TH JH",
    "TC JC QC AC TD JD KD AD TS JS KS AS QH",
]


def test_passes_spade_honours_then_high_cards() -> None:
    assert sorted(ducker_pass(_c(SEATS[0]))) == sorted(_c("QS AH KH"))
    assert sorted(ducker_pass(_c(SEATS[3]))) == sorted(_c("AS KS AD"))


def test_leads_lowest_non_heart_non_high_spade() -> None:
    hand = _hand_after(SEATS, "")
    assert hand.to_play == 0
    assert ducker_play(hand.view(0)) == Card.parse("2C")


def test_follows_with_highest_loser_or_lowest_winner() -> None:
    hand = _hand_after(SEATS, "2C 5C")  # seat 2 follows a 5C: highest under it? none -> lowest
    assert ducker_play(hand.view(2)) == Card.parse("6C")
    hand = _hand_after(SEATS, "9C 5C 8C")  # seat 3 is last, no points: highest card
    assert ducker_play(hand.view(3)) == Card.parse("AC")


def test_void_sheds_queen_first() -> None:
    seats = [
        "2C 9C KC 3D 8D QD 4S 9S QS 5H 9H KH AH",
        "3C 4C 5C 2D 4D 5D 2S 3S 5S 2H 3H 4H 6H",
        "6C 7C 8C 6D 7D 9D 6S 7S 8S 7H 8H TH JH",
        "TC JC QC AC TD JD KD AD TS JS KS AS QH",
    ]
    # seat 1 leads diamonds later; build a position where seat 0 is void in clubs instead
    seats[0], seats[3] = (
        "TD JD 3D 8D QD KD 4S 9S QS 5H 9H KH AH",
        "TC JC QC AC 2C 9C KC AD TS JS KS AS QH",
    )
    hand = _hand_after(seats, "")
    # seat 0 leads (left of dealer 3); make seat 3 lead clubs by playing a diamond trick first
    assert ducker_play(hand.view(0)) == Card.parse("3D")
    hand = _hand_after(seats, "3D 4D 6D AD AC")
    assert hand.to_play == 0
    assert ducker_play(hand.view(0)) == Card.parse("QS")
