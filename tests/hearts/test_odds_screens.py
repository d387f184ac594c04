"""Odds screens 1 and 3: the record is the plain facts; danger and moon stay in range."""

from __future__ import annotations

from retrohearts.cards import Card, Suit
from retrohearts.hearts import Hand, HouseRules, PassDirection
from retrohearts.hearts.odds import moon_chance, opponent_odds, record, suit_danger
from retrohearts.hearts.players import make_player


def _played_hand(deal: int, plays: int) -> Hand:
    hand = Hand.deal(HouseRules(), deal, dealer=0, pass_direction=PassDirection.LEFT)
    players = [make_player("Jeffrey", s) for s in range(4)]
    for s in range(4):
        hand.pass_cards(s, players[s].choose_pass(hand.view(s)))
    for _ in range(plays):
        seat = hand.to_play
        assert seat is not None
        hand.play(players[seat].choose_play(hand.view(seat)))
    return hand


def test_record_lists_tricks_grid_and_pass() -> None:
    hand = _played_hand(12, 22)
    view = hand.view(0)
    rec = record(view)
    assert len(rec.tricks) == 6 and len(rec.tricks[-1]) == 2
    played = [card for t in rec.tricks for _, card in t]
    assert len(played) == 22
    for seat, card in (p for t in rec.tricks for p in t):
        assert rec.grid[card.suit][card.rank] == seat
    marked = sum(1 for s in Suit for r in range(2, 15) if rec.grid[s][r] is not None)
    assert marked == 22
    assert len(rec.passed) == 3 and len(rec.received) == 3
    assert rec.passed_to == 1 and rec.received_from == 3


def test_estimates_stay_in_range_all_hand_long() -> None:
    for deal in (3, 4):
        hand = _played_hand(deal, 0)
        while hand.phase == "play":
            view = hand.view(0)
            danger = suit_danger(view)
            assert set(danger) == set(Suit) and all(0 <= d <= 100 for d in danger.values())
            for suit in Suit:
                if not any(c.suit == suit for c in view.hand):
                    assert danger[suit] == 0
            moon = moon_chance(view)
            assert 0 <= moon <= 100
            if any(view.points_taken[s] for s in (1, 2, 3)):
                assert moon == 0
            for o in opponent_odds(view):
                assert o.seat != 0
                assert all(0.0 <= p <= 1.0 for p in o.void.values()) and 0 <= o.queen <= 1
            seat = hand.to_play
            assert seat is not None
            hand.play(make_player("Jeffrey", 1).choose_play(hand.view(seat)))


def test_queen_held_by_receiver_of_my_pass() -> None:
    rules = HouseRules()
    hand = Hand.deal(rules, 8, dealer=0, pass_direction=PassDirection.ACROSS)
    queen = Card.parse("QS")
    holder = next(s for s in range(4) if queen in hand.cards(s))
    for s in range(4):
        cards = list(hand.cards(s))
        give = [queen] + [c for c in cards if c != queen][:2] if s == holder else cards[:3]
        hand.pass_cards(s, give)
    view = hand.view(holder)
    odds = {o.seat: o.queen for o in opponent_odds(view)}
    assert odds[(holder + 2) % 4] == 1.0
    assert sum(odds.values()) == 1.0
