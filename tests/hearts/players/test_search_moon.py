"""The searcher also plays a strong hand out as a moon shot, and says so."""

from __future__ import annotations

import pytest

from retrohearts.cards import Card, full_deck
from retrohearts.hearts import Hand, HouseRules, PassDirection
from retrohearts.hearts.players import make_player
from retrohearts.hearts.players.search import SearchPlayer, moon_plausible
from retrohearts.hearts.tutor import play_reason


def _strong_hand() -> Hand:
    text = "AH KH QH JH TH 9H AS KS QS AD KD AC KC"
    mine = [Card.parse(t) for t in text.split(" ")]
    rest = [c for c in full_deck() if c not in mine]
    hands = [mine, rest[0:13], rest[13:26], rest[26:39]]
    return Hand.from_cards(HouseRules(), hands, dealer=3)  # seat 0 leads


def test_strong_hand_tries_the_moon() -> None:
    hand = _strong_hand()
    view = hand.view(0)
    assert moon_plausible(view)
    thinker = SearchPlayer(1, play_work=6000).start_thinking(view)
    card = thinker.run()
    assert card in view.legal
    if thinker.shooting:
        assert "moon" in play_reason(view, card, True)
    # what the search expects of the shot: the share of its moon play-outs that made it
    assert thinker.moon_chance is not None and thinker.moon_chance > 0.5


def test_no_moon_chance_when_the_moon_plan_is_not_tried() -> None:
    hand = Hand.deal(HouseRules(), 4, dealer=0, pass_direction=PassDirection.NONE)
    seat = hand.to_play
    assert seat is not None
    view = hand.view(seat)
    thinker = SearchPlayer(1, play_work=6000).start_thinking(view)
    thinker.run()
    assert moon_plausible(view) or thinker.moon_chance is None


def test_no_moon_once_another_seat_has_points() -> None:
    hand = Hand.deal(HouseRules(), 4, dealer=0, pass_direction=PassDirection.NONE)
    jeffrey = make_player("Jeffrey", 1)
    checked = 0
    while hand.phase == "play":
        seat = hand.to_play
        assert seat is not None
        view = hand.view(seat)
        if any(view.points_taken[s] for s in range(4) if s != seat):
            assert not moon_plausible(view)
            checked += 1
        hand.play(jeffrey.choose_play(view))
    assert checked


def test_the_moon_plan_must_beat_ducking_by_the_bias_and_by_its_noise(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The moon plan is taken when it is better than ducking on the same deals by
    ``MOON_BIAS``, and (with ``MOON_Z``) by that many standard errors of the difference."""
    from retrohearts.hearts.players import search

    monkeypatch.setattr(search, "MOON_BIAS", 1.0)
    monkeypatch.setattr(search, "MOON_Z", 2.0)
    duck = [0.0] * 40
    steady = [-5.0] * 40                       # better by 5 on every deal
    lucky = [-26.0] * 10 + [20.0] * 30         # +26 or -20: worse on average
    wild = [-26.0] * 5 + [20.0] * 3 + [0.0] * 32   # better by 1.75 on average, by luck
    assert search.moon_better(steady, duck)
    assert not search.moon_better(lucky, duck)
    assert not search.moon_better(wild, duck)
    assert not search.moon_better([-0.5] * 40, duck)   # inside the bias
    assert not search.moon_better([], [])
    monkeypatch.setattr(search, "MOON_Z", 0.0)
    assert search.moon_better(wild, duck)      # without the noise test, luck would do
