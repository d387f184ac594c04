"""Taking back (undo): a hand after a take-back is the hand as if those cards were never played.

``Hand.take_back(n)`` replays the hand from its deal without its last ``n`` cards;
``Match.take_back(seat)`` takes back a seat's last card and everything after it (or its pass,
until the passes are exchanged) and counts the undo, which saved games keep.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.hearts import PRESETS, Hand, HouseRules, IllegalPlay, Match, PassDirection
from retrohearts.hearts.savegame import match_from_dict, match_to_dict
from retrohearts.rng import Rng


def _play(hand: Hand, rng: Rng, cards: int) -> None:
    for _ in range(cards):
        if hand.phase != "play":
            return
        legal = hand.legal_plays()
        hand.play(legal[rng.below(len(legal))])


def _pass_all(hand: Hand) -> None:
    for seat in range(4):
        if not hand.has_passed(seat):
            hand.pass_cards(seat, hand.cards(seat)[:3])


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 999_999_999), st.sampled_from(list(PRESETS.values())),
       st.sampled_from(list(PassDirection)), st.integers(1, 52), st.integers(0, 2**32))
def test_taking_back_is_replaying_without_those_cards(deal: int, rules: HouseRules,
                                                      direction: PassDirection, played: int,
                                                      seed: int) -> None:
    rng = Rng(seed)
    hand = Hand.deal(rules, deal, dealer=deal % 4, pass_direction=direction)
    _pass_all(hand)
    _play(hand, rng, played)
    plays = list(hand.history.plays)
    before = hand.copy()
    count = 1 + rng.below(len(plays))
    taken = hand.take_back(count)
    assert list(taken) == plays[-count:]
    fresh = Hand.deal(rules, deal, dealer=deal % 4, pass_direction=direction)
    _pass_all(fresh)
    for card in plays[:-count]:
        fresh.play(card)
    assert hand.history == fresh.history
    assert all(hand.view(s) == fresh.view(s) for s in range(4))
    for card in taken:  # the same cards again: the very same hand
        hand.play(card)
    assert hand.history == before.history
    assert all(hand.view(s) == before.view(s) for s in range(4))


def test_a_rule_change_after_the_card_stays_in_force() -> None:
    hand = Hand.deal(HouseRules(), 99, pass_direction=PassDirection.NONE)
    rng = Rng(1)
    _play(hand, rng, 6)
    jack = HouseRules().with_changes(jack_of_diamonds=True)
    hand.change_rules(jack)
    _play(hand, rng, 3)
    hand.take_back(5)
    assert hand.rules == jack
    assert hand.history.rule_changes == ((4, jack),)


def test_the_match_takes_back_a_seats_last_card_and_all_after_it() -> None:
    match = Match(HouseRules(), first_deal=4321)
    hand = match.hand
    _pass_all(hand)
    rng = Rng(2)
    while hand.to_play != 0 or len(hand.history.plays) < 6:
        _play(hand, rng, 1)
    _play(hand, rng, 3)  # South, then three more (the trick ends, the next begins)
    mine = hand.last_play_of(0)
    assert mine is not None
    expected = hand.history.plays[mine:]
    assert match.take_back(0) == expected
    assert hand.to_play == 0 and match.undos == 1
    saved = match_to_dict(match)
    assert saved["undos"] == 1
    back = match_from_dict(saved)
    assert back.undos == 1 and back.hand.history == hand.history


def test_a_pass_comes_back_until_the_cards_are_exchanged() -> None:
    match = Match(HouseRules(), first_deal=17)
    hand = match.hand
    assert hand.phase == "pass"
    with pytest.raises(IllegalPlay, match="not passed"):
        match.take_back(0)
    mine = hand.cards(0)[:3]
    hand.pass_cards(0, mine)
    hand.pass_cards(1, hand.cards(1)[:3])
    assert match.take_back(0) == mine
    assert not hand.has_passed(0) and hand.has_passed(1) and match.undos == 1
    _pass_all(hand)
    assert hand.phase == "play" and hand.last_play_of(0) is None
    with pytest.raises(IllegalPlay, match="not played"):
        match.take_back(0)


def test_nothing_comes_back_once_the_next_hand_is_dealt() -> None:
    match = Match(HouseRules(), first_deal=5)
    _pass_all(match.hand)
    _play(match.hand, Rng(0), 52)
    finished = match.hand.copy()
    assert match.take_back(0)  # the hand is over, and still the one in progress
    for card in finished.history.plays[len(match.hand.history.plays):]:
        match.hand.play(card)
    assert match.hand.history == finished.history and match.undos == 1
    match.next_hand()
    with pytest.raises(IllegalPlay, match="not passed"):
        match.take_back(0)
    with pytest.raises(ValueError):
        match.hand.take_back(0)
    assert match.undos == 1 and match_to_dict(match)["undos"] == 1
    assert "undos" not in match_to_dict(Match(HouseRules(), first_deal=5))


@pytest.mark.parametrize("bad", [-1, 1.5, True, "1", 2**40])
def test_a_damaged_undo_count_is_refused(bad: object) -> None:
    data = match_to_dict(Match(HouseRules(), first_deal=5))
    data["undos"] = bad
    with pytest.raises(ValueError):
        match_from_dict(data)
