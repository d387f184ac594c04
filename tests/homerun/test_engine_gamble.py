"""The bonus gamble and the next hand's joker allowance."""

from __future__ import annotations

import pytest
from hr_engine_helpers import cards

from retrohearts.cards import Card
from retrohearts.homerun import Gamble, gamble_odds, next_hand_jokers


def test_win_doubles_and_shows_the_new_card() -> None:
    g = Gamble(100, cards("7C 9D 3H"))
    assert g.shown == Card.parse("7C") and g.offer() == (100, 200)
    assert g.bet("high") == "win"
    assert g.bonus == 200 and g.shown == Card.parse("9D") and not g.over
    assert g.bet("low") == "win" and g.bonus == 400
    assert g.collect() == 400 and g.over
    assert g.results == ["win", "win"]


def test_lose_loses_everything() -> None:
    g = Gamble(150, cards("7C 5D"))
    assert g.bet("high") == "lose"
    assert g.over and g.bonus == 0 and g.collect() == 0 and not g.extra_joker
    with pytest.raises(ValueError, match="over"):
        g.bet("low")


def test_push_collects_the_current_bonus() -> None:
    g = Gamble(80, cards("7C 7D 9S"))
    assert g.bet("high") == "push"
    assert g.over and g.bonus == 80 and g.collect() == 80


def test_aces_are_low() -> None:
    assert Gamble(50, cards("2C AD")).bet("low") == "win"
    assert Gamble(50, cards("KC AD")).bet("high") == "lose"


def test_extra_joker_only_above_240() -> None:
    at = Gamble(240, cards("5C 9D"))
    assert at.bet("high") == "win" and at.bonus == 480 and not at.extra_joker
    above = Gamble(250, cards("5C 9D"))
    assert above.bet("high") == "win" and above.bonus == 500 and above.extra_joker
    lost = Gamble(250, cards("5C 2D"))
    assert lost.bet("high") == "lose" and not lost.extra_joker
    climbed = Gamble(130, cards("5C 9D 2H 8S"))
    climbed.bet("high")                          # 130 -> 260, not above 240 before doubling
    assert not climbed.extra_joker
    climbed.bet("low")                           # 260 -> 520: above 240 before doubling
    assert climbed.extra_joker
    assert climbed.bet("low") == "lose" and climbed.extra_joker   # a joker won stays won


def test_multiplier_switch() -> None:
    g = Gamble(30, cards("5C 9D"), multiplier=3)
    assert g.offer() == (30, 90)
    g.bet("high")
    assert g.bonus == 90


def test_seeded_gamble_draws_without_replacement() -> None:
    g = Gamble(20, seed=5)
    seen = [g.shown]
    while g.can_bet:
        g.bet("high" if g.odds().higher >= g.odds().lower else "low")
        seen.append(g.shown)
    assert len(set(seen)) == len(seen)
    assert Gamble(20, seed=5).shown == Gamble(20, seed=5).shown


def test_no_card_left_means_collect() -> None:
    g = Gamble(20, cards("5C"))
    assert not g.can_bet
    with pytest.raises(ValueError, match="collect"):
        g.bet("high")
    assert g.collect() == 20


def test_bad_gambles() -> None:
    with pytest.raises(ValueError):
        Gamble(-1, cards("5C"))
    with pytest.raises(ValueError):
        Gamble(20, cards("5C 5C"))
    with pytest.raises(ValueError):
        Gamble(20, [Card.joker(1)])
    with pytest.raises(ValueError):
        Gamble(20, cards("5C"), seed=3)
    with pytest.raises(ValueError, match="high or low"):
        Gamble(20, cards("5C 6C")).bet("up")


def test_odds_from_unseen_cards() -> None:
    o = gamble_odds(Card.parse("7C"))
    assert o.unseen == 51
    assert o.higher == pytest.approx(24 / 51) and o.lower == pytest.approx(24 / 51)
    assert o.same == pytest.approx(3 / 51)
    a = gamble_odds(Card.parse("AC"), cards("KD KS"))
    assert a.lower == 0 and a.higher == pytest.approx(46 / 49)
    g = Gamble(20, cards("7C KD 2S"))
    g.bet("high")
    assert g.odds().unseen == 50 and g.odds().higher == 0
    assert g.odds().same == pytest.approx(3 / 50) and g.odds().lower == pytest.approx(47 / 50)


@pytest.mark.parametrize(("now", "extra", "after"), [
    (4, False, 3), (3, False, 2), (2, False, 1), (1, False, 0), (0, False, 0),
    (4, True, 4), (3, True, 3), (2, True, 2), (1, True, 1), (0, True, 1),
])
def test_joker_allowance(now: int, extra: bool, after: int) -> None:
    assert next_hand_jokers(now, extra) == after


def test_joker_allowance_range() -> None:
    with pytest.raises(ValueError):
        next_hand_jokers(5, False)
