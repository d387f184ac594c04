"""The exact odds agree with brute-force enumeration of every consistent deal."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from retrohearts.cards import QUEEN_OF_SPADES, Card, Suit
from retrohearts.hearts import Hand, HouseRules, PassDirection
from retrohearts.hearts.odds import exact_opponent_odds, opponent_odds
from retrohearts.hearts.view import PlayerView
from retrohearts.rng import Rng

RULE_SETS = [
    HouseRules.preset("villa_crespo"),
    HouseRules.preset("windows"),
    HouseRules.preset("omnibus"),
    HouseRules(must_play_queen=True, lead_hearts_when="only_hearts"),
    HouseRules(points_on_first_trick=False, must_play_queen=True),
]


def _play_to(rules: HouseRules, seed: int, cards_left: int, extra: int) -> Hand:
    """A hand played at random until each seat holds about ``cards_left`` cards."""
    rng = Rng(seed)
    direction = PassDirection.for_hand(seed % 4)
    hand = Hand.deal(rules, deal_number=1 + seed * 7919 % 1_000_000, dealer=seed % 4,
                     pass_direction=direction)
    if hand.phase == "pass":
        for seat in range(4):
            cards = list(hand.cards(seat))
            rng.shuffle(cards)
            hand.pass_cards(seat, cards[:3])
    target = (13 - cards_left) * 4 + extra
    for _ in range(target):
        legal = hand.legal_plays()
        # lean towards discards and high cards so voids and inferences show up
        hand.play(legal[-1] if rng.below(3) == 0 else legal[rng.below(len(legal))])
    return hand


def _brute_force(view: PlayerView) -> dict[int, tuple[dict[Suit, Fraction], Fraction]]:
    """Enumerate every deal of the unseen cards and keep those the history allows."""
    me = view.seat
    others = [(me + k) % 4 for k in (1, 2, 3)]
    played = {seat: [] for seat in range(4)}  # type: dict[int, list[Card]]
    order: list[tuple[int, Card]] = []
    for trick in view.tricks:
        order.extend(trick.plays)
    order.extend(view.current)
    for seat, card in order:
        played[seat].append(card)
    unseen = sorted(set(view.unseen_cards()))
    sizes = [view.hand_sizes[s] for s in others]
    consistent = []
    for first in itertools.combinations(unseen, sizes[0]):
        rest = [c for c in unseen if c not in first]
        for second in itertools.combinations(rest, sizes[1]):
            third = tuple(c for c in rest if c not in second)
            now = {me: list(view.hand), others[0]: list(first), others[1]: list(second),
                   others[2]: list(third)}
            receiver = view.passed_to
            if view.received and receiver is not None and receiver != me and any(
                    c not in now[receiver] and c not in played[receiver] for c in view.passed):
                continue
            hands = [now[s] + played[s] for s in range(4)]
            replay = Hand.from_cards(view.rules, hands, dealer=view.dealer)
            ok = True
            for seat, card in order:
                if replay.to_play != seat or not replay.is_legal(card):
                    ok = False
                    break
                replay.play(card)
            if ok:
                consistent.append(now)
    total = len(consistent)
    assert total > 0
    result = {}
    for seat in others:
        voids = {s: Fraction(sum(all(c.suit != s for c in deal[seat]) for deal in consistent),
                             total) for s in Suit}
        queen = Fraction(sum(QUEEN_OF_SPADES in deal[seat] for deal in consistent), total)
        result[seat] = (voids, queen)
    return result


@pytest.mark.parametrize("case", range(40))
def test_exact_odds_match_brute_force(case: int) -> None:
    rules = RULE_SETS[case % len(RULE_SETS)]
    cards_left = 3 if case % 3 else 2
    hand = _play_to(rules, seed=case, cards_left=cards_left, extra=case % 4)
    view = hand.view(case % 4)
    exact = exact_opponent_odds(view)
    brute = _brute_force(view)
    floats = {o.seat: o for o in opponent_odds(view)}
    for seat, (voids, queen) in brute.items():
        assert exact[seat][1] == queen
        assert abs(floats[seat].queen - float(queen)) < 1e-9
        for suit in Suit:
            assert exact[seat][0][suit] == voids[suit], (seat, suit)
            assert abs(floats[seat].void[suit] - float(voids[suit])) < 1e-9

