"""Invariants over thousands of random HomeRun playouts (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.homerun import Deal, Hand, HomeRunRules
from retrohearts.homerun.rules import card_points, clear_bonus

RULES = st.builds(HomeRunRules, draw_anytime=st.booleans(), run_counts_layout_card=st.booleans())


def _playout(deal: Deal, jokers: int, rules: HomeRunRules, seed: int) -> Hand:
    rng = random.Random(seed)
    hand = Hand(deal, jokers, rules)
    while hand.status == "playing":
        moves = hand.legal_moves()
        assert moves, "no legal move while playing"
        hand.play(rng.choice(moves))
    return hand


@settings(max_examples=1500, deadline=None)
@given(number=st.integers(1, 999_999_999), jokers=st.integers(0, 4), rules=RULES,
       seed=st.integers(0, 2**32))
def test_random_playouts_keep_the_books(number: int, jokers: int, rules: HomeRunRules,
                                        seed: int) -> None:
    deal = Deal.from_number(number)
    every = [c for r in deal.ranks for c in r] + [deal.layout, *deal.pack]
    assert len(set(every)) == 52
    hand = _playout(deal, jokers, rules, seed)
    assert hand.status in ("cleared", "stuck") and hand.legal_moves() == []
    played = [c for r0, r1 in zip(deal.ranks, hand.ranks, strict=True) for c in r0[len(r1):]]
    assert hand.card_points == sum(card_points(c) for c in played)
    assert hand.cards_left == 35 - len(played)
    assert hand.run_bonus % 10 == 0 and hand.run_bonus <= 10 * len(played)
    moves = hand.moves
    assert moves.count("P") == 16 - hand.pack_left and moves.count("J") == jokers - hand.jokers
    if hand.status == "cleared":
        assert hand.clear_bonus == clear_bonus(hand.pack_left, hand.jokers)
    else:
        assert hand.pack_left == 0 and hand.jokers == 0 and hand.clear_bonus == 0
    assert hand.score == hand.card_points + hand.run_bonus + hand.clear_bonus
    # the books add up move by move too
    replay = Hand(deal, jokers, rules)
    assert sum(replay.play(m) for m in moves) == hand.card_points + hand.run_bonus


@settings(max_examples=300, deadline=None)
@given(number=st.integers(1, 999_999_999), jokers=st.integers(0, 4), rules=RULES,
       seed=st.integers(0, 2**32))
def test_undo_then_redo_gives_the_same_state(number: int, jokers: int, rules: HomeRunRules,
                                             seed: int) -> None:
    rng = random.Random(seed)
    hand = Hand(Deal.from_number(number), jokers, rules)
    states = [hand.state()]
    while hand.status == "playing":
        move = rng.choice(hand.legal_moves())
        hand.play(move)
        if hand.status == "playing" and rng.random() < 0.3:
            after = hand.state()
            assert hand.undo() == move and hand.state() == states[-1]
            hand.play(move)
            assert hand.state() == after
        states.append(hand.state())
    # take back everything that can be taken back: the final move stays
    if hand.status == "playing":
        return
    assert not hand.can_undo
