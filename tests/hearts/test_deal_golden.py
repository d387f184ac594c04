"""Golden deal numbers and generator outputs: these must never change.

Players write deal numbers down and replay them; a change here would silently give them other
cards.  If one of these fails, the change is wrong, not the test.
"""

from __future__ import annotations

import pytest

from retrohearts.cards import full_deck
from retrohearts.hearts import DEAL_MAX, Hand, HouseRules, PassDirection, deal_cards
from retrohearts.rng import Rng

GOLDEN = {
    1: ["2C 7C QC 4D 8D 6S 9S QS KS 5H 8H TH KH",
        "6C 9C JC KC 2D 6D JD AD 2S 3S 8S 2H 6H",
        "3C 4C 5C 8C TC 3D 9D 4S 7S 4H 7H 9H AH",
        "AC 5D 7D TD QD KD 5S TS JS AS 3H JH QH"],
    2: ["4C 5C TC QC 7D 3S 4S 3H 5H JH QH KH AH",
        "2C 6C 7C 2D 4D 9D TD QD KD 2S 8S 2H 7H",
        "3C 8C 9C JC AC 8D AD TS JS QS 4H 6H 9H",
        "KC 3D 5D 6D JD 5S 6S 7S 9S KS AS 8H TH"],
    1234: ["3C 5C 7C 9C TC 3D 8D TD AD 9S 3H JH AH",
           "JC 2D 7D 9D KD 3S 4S JS AS 4H 8H 9H KH",
           "2C 4C 8C AC 6D QD 2S 5S QS 2H 5H 6H 7H",
           "6C QC KC 4D 5D JD 6S 7S 8S TS KS TH QH"],
    999_999_999: ["5C 8C 9C JC AC 2D JD QD 2S 9S AS QH KH",
                  "2C 3C 4C TC QC KC 3D 8D 5S JS KS 4H 7H",
                  "5D KD AD 3S 6S 7S 8S TS QS 2H 6H 9H AH",
                  "6C 7C 4D 6D 7D 9D TD 4S 3H 5H 8H TH JH"],
}


@pytest.mark.parametrize("number", sorted(GOLDEN))
def test_golden_deals(number: int) -> None:
    hands = deal_cards(number)
    assert [" ".join(str(c) for c in h) for h in hands] == GOLDEN[number]


def test_deal_does_not_depend_on_dealer_or_rules() -> None:
    a = Hand.deal(HouseRules(), 1234, dealer=0, pass_direction=PassDirection.LEFT)
    b = Hand.deal(HouseRules.preset("windows"), 1234, dealer=3,
                  pass_direction=PassDirection.NONE)
    assert [a.dealt(s) for s in range(4)] == [b.dealt(s) for s in range(4)]
    assert a.deal_number == 1234


def test_every_deal_is_a_deck() -> None:
    for n in (1, 7, 50_000, DEAL_MAX):
        hands = deal_cards(n)
        assert sorted(c for h in hands for c in h) == full_deck()
        assert all(len(h) == 13 for h in hands)


@pytest.mark.parametrize("bad", [0, -1, DEAL_MAX + 1, True, 1.5, "12"])
def test_bad_deal_numbers(bad: object) -> None:
    with pytest.raises(ValueError, match="Deal numbers are 1 to 999,999,999"):
        deal_cards(bad)  # type: ignore[arg-type]


def test_splitmix64_reference_outputs() -> None:
    """The published SplitMix64 sequence (seed 0 and seed 1234567)."""
    assert Rng(0).next_u64() == 0xE220A8397B1DCDAF
    r = Rng(1234567)
    assert [r.next_u64() for _ in range(3)] == [
        6457827717110365317, 3203168211198807973, 9817491932198370423]


def test_rng_helpers_are_fixed() -> None:
    r = Rng(99)
    assert [r.below(10) for _ in range(12)] == GOLDEN_BELOW
    items = list(range(10))
    Rng(5).shuffle(items)
    assert items == GOLDEN_SHUFFLE
    x = Rng(3).random()
    assert 0.0 <= x < 1.0
    assert Rng(7).choice("abc") in "abc"
    with pytest.raises(ValueError):
        Rng(1).below(0)
    with pytest.raises(IndexError):
        Rng(1).choice([])
    a, b = Rng(1).fork(1), Rng(1).fork(2)
    assert a.next_u64() != b.next_u64()


def test_below_is_uniform_enough() -> None:
    r = Rng(11)
    counts = [0] * 7
    for _ in range(7000):
        counts[r.below(7)] += 1
    assert all(850 < c < 1150 for c in counts)


GOLDEN_BELOW = [2, 0, 8, 1, 1, 2, 6, 7, 5, 5, 5, 7]
GOLDEN_SHUFFLE = [2, 8, 4, 9, 5, 7, 0, 1, 6, 3]
