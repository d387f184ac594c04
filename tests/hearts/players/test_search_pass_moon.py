"""The pass weighs a moon shot too: the mask odds match the Odds screen, moon passes shed the
lowest losers, and a hand built for the moon keeps its control when it passes."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.cards import Card, Suit, full_deck
from retrohearts.hearts import Hand, HouseRules, PassDirection
from retrohearts.hearts.masks import FULL_DECK, HEARTS, mask_of
from retrohearts.hearts.odds import moon_chance
from retrohearts.hearts.players import make_player
from retrohearts.hearts.players.inference import unseen_mask
from retrohearts.hearts.players.moon import moon_odds, moon_passes
from retrohearts.hearts.players.search import (
    MOON_DEFEND_FROM,
    MOON_MIN,
    MOON_MIN_HELD,
    SearchPlayer,
    moon_plausible,
)
from retrohearts.hearts.view import PlayerView

_ALL = FULL_DECK


def _hand_of(cards: list[Card]) -> Hand:
    rest = [c for c in full_deck() if c not in cards]
    hands = [cards, rest[0:13], rest[13:26], rest[26:39]]
    return Hand.from_cards(HouseRules(), hands, dealer=3, pass_direction=PassDirection.LEFT)


def _reference_moon_chance(view: PlayerView) -> int:
    """The Odds screen's rule as its documentation states it, on cards, not masks."""
    if any(view.points_taken[s] for s in range(4) if s != view.seat):
        return 0
    hearts = [c for c in view.hand if c.suit == Suit.HEARTS]
    if not hearts and view.points_taken[view.seat] == 0:
        return 0
    unseen = [c for c in full_deck() if 1 << c.index & unseen_mask(view)]
    losers = 0
    for card in view.hand:
        above_unseen = sum(c.suit == card.suit and c.rank > card.rank for c in unseen)
        above_mine = sum(c.suit == card.suit and c.rank > card.rank for c in view.hand)
        losers += above_unseen > above_mine
    top = max((c.rank for c in hearts), default=1)
    hearts_above = sum(c.suit == Suit.HEARTS and c.rank > top for c in unseen)
    return round(100 * 0.5 ** losers * 0.75 ** hearts_above)


def test_the_odds_screens_moon_chance_follows_its_rule_through_whole_hands() -> None:
    checked = 0
    for deal in range(1, 40):
        hand = Hand.deal(HouseRules(), deal, dealer=deal % 4, pass_direction=PassDirection.NONE)
        ducker = make_player("Ducker")
        while hand.phase == "play":
            for seat in range(4):
                view = hand.view(seat)
                assert moon_chance(view) == _reference_moon_chance(view)
                checked += 1
            turn = hand.to_play
            assert turn is not None
            hand.play(ducker.choose_play(hand.view(turn)))
    assert checked > 39 * 52 * 4 - 1


@settings(max_examples=150, deadline=None)
@given(st.permutations(range(52)))
def test_moon_passes_are_losers_first_then_low_cards_outside_hearts(order: list[int]) -> None:
    mask = sum(1 << i for i in order[:13])
    unseen = _ALL & ~mask

    def loser(c: int) -> bool:  # more unseen cards of its suit above it than the hand's own
        suit_top = (1 << (13 * (c // 13 + 1))) - 1
        above = ~((1 << (c + 1)) - 1) & suit_top
        return (unseen & above).bit_count() > (mask & above).bit_count()

    passes = moon_passes(mask)
    assert passes and len(passes) <= 4
    for triple in passes:
        assert len(set(triple)) == 3 and all(mask >> c & 1 for c in triple)
        for c in triple:
            assert loser(c) or not 1 << c & HEARTS
    n_losers = sum(loser(c) for c in range(52) if mask >> c & 1)
    if n_losers >= 3:  # then the first pass holds losers only
        assert all(loser(c) for c in passes[0])


def test_a_moon_hand_passes_its_low_cards_and_keeps_its_hearts() -> None:
    text = "AH KH QH JH TH 9H AS KS AD KD AC 2C 3D"
    mine = [Card.parse(t) for t in text.split(" ")]
    hand = _hand_of(mine)
    view = hand.view(0)
    assert moon_odds(mask_of(view.hand), _ALL & ~mask_of(view.hand)) >= 1
    passed = SearchPlayer(3, pass_work=20_000).choose_pass(view)
    assert not any(1 << c.index & HEARTS for c in passed)
    assert Card.parse("2C") in passed and Card.parse("3D") in passed


def test_a_plain_hand_has_no_moon_odds() -> None:
    text = "2H 5H 9C 3C 4D 7D 8D JS 3S 6S TC 4C 5C"
    mask = mask_of([Card.parse(t) for t in text.split(" ")])
    assert moon_odds(mask, _ALL & ~mask) == 0


def test_the_moon_plan_is_weighed_sooner_once_she_holds_every_point() -> None:
    held = fresh = 0
    for deal in range(1, 400):
        hand = Hand.deal(HouseRules(), deal, dealer=deal % 4, pass_direction=PassDirection.NONE)
        ducker = make_player("Ducker")
        while hand.phase == "play":
            turn = hand.to_play
            assert turn is not None
            view = hand.view(turn)
            chance = moon_chance(view)
            mine = view.points_taken[turn]
            if MOON_MIN_HELD <= chance < MOON_MIN:
                if mine >= MOON_DEFEND_FROM and mine == sum(view.points_taken):
                    assert moon_plausible(view)
                    held += 1
                elif mine < MOON_DEFEND_FROM:
                    assert not moon_plausible(view)
                    fresh += 1
            hand.play(ducker.choose_play(view))
    assert held and fresh
