"""Cards: parsing what players type, printing, indexes, points, jokers."""

from __future__ import annotations

import pytest

from retrohearts.cards import (
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    Card,
    Suit,
    full_deck,
)


@pytest.mark.parametrize("text, expected", [
    ("QS", "QS"), ("qs", "QS"), ("Qs", "QS"), ("TD", "TD"), ("td", "TD"), ("10d", "TD"),
    ("10D", "TD"), ("jd", "JD"), ("2c", "2C"), ("ah", "AH"), (" 9h ", "9H"), ("kS", "KS"),
])
def test_parse_the_xhearts_way(text: str, expected: str) -> None:
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize("text", ["", "q", "1s", "11s", "qx", "zz", "QSS", "0d", "10", "s"])
def test_parse_rejects_with_a_readable_message(text: str) -> None:
    with pytest.raises(ValueError, match="Not a card"):
        Card.parse(text)


def test_parse_rejects_non_strings() -> None:
    with pytest.raises(ValueError):
        Card.parse(12)  # type: ignore[arg-type]


def test_indexes_roundtrip_and_order() -> None:
    deck = full_deck()
    assert len(deck) == 52 == len(set(deck))
    assert [c.index for c in deck] == list(range(52))
    assert all(Card.from_index(c.index) is c for c in deck)
    assert deck == sorted(deck)
    assert TWO_OF_CLUBS.index == 0 and Card.parse("AH").index == 51
    assert QUEEN_OF_SPADES.index == Suit.SPADES * 13 + 12 - 2
    for c in deck:
        assert Card.parse(str(c)) == c
        assert c.index == c.suit * 13 + c.rank - 2


def test_constructor_and_equality() -> None:
    assert Card(12, Suit.SPADES) == QUEEN_OF_SPADES
    assert hash(Card(11, Suit.DIAMONDS)) == hash(JACK_OF_DIAMONDS)
    assert Card(2, Suit.CLUBS) < Card(3, Suit.CLUBS) < Card(2, Suit.DIAMONDS)
    assert Card(2, Suit.CLUBS) != "2C"
    with pytest.raises(ValueError):
        Card(1, Suit.CLUBS)
    with pytest.raises(ValueError):
        Card(15, Suit.CLUBS)
    with pytest.raises(AttributeError):
        QUEEN_OF_SPADES.rank = 3  # type: ignore[misc]


def test_points_and_names() -> None:
    assert QUEEN_OF_SPADES.points == 13
    assert Card.parse("2h").points == 1 and Card.parse("AH").points == 1
    assert JACK_OF_DIAMONDS.points == 0  # the jack is a rule, not a card property
    assert sum(c.points for c in full_deck()) == 26
    assert QUEEN_OF_SPADES.name == "queen of spades"
    assert Card.parse("td").name == "ten of diamonds"
    assert repr(QUEEN_OF_SPADES) == "Card.parse('QS')"


def test_suits() -> None:
    assert [s.letter for s in Suit] == ["C", "D", "S", "H"]
    assert [s.symbol for s in Suit] == ["♣", "♦", "♠", "♥"]
    assert [s.is_red for s in Suit] == [False, True, False, True]
    assert Suit.parse("h") is Suit.HEARTS and Suit.parse("clubs") is Suit.CLUBS
    assert Suit.CLUBS.singular == "club"
    with pytest.raises(ValueError):
        Suit.parse("x")


def test_jokers() -> None:
    jokers = [Card.joker(n) for n in range(1, 5)]
    assert [j.index for j in jokers] == [52, 53, 54, 55]
    assert all(j.is_joker and j.points == 0 for j in jokers)
    assert not any(c.is_joker for c in full_deck())
    assert str(jokers[0]) == "JK1" and Card.parse("jk3") == jokers[2]
    assert Card.parse("joker4") == jokers[3] and Card.from_index(53) == jokers[1]
    assert jokers[1].name == "joker 2"
    with pytest.raises(ValueError):
        Card.joker(5)
    with pytest.raises(ValueError):
        Card.from_index(56)
