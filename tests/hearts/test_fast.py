"""The bit-mask fast path agrees with the public Hand, move by move and in play-outs."""

from __future__ import annotations

import pytest

from retrohearts.hearts import PRESETS, Hand, HouseRules, PassDirection
from retrohearts.hearts.fast import FastState, random_hand, random_playout
from retrohearts.hearts.masks import (
    RuleFlags,
    bits,
    cards_of,
    legal_mask,
    mask_of,
)
from retrohearts.rng import Rng

FIELDS = ("hands", "to_play", "leader", "lead_suit", "best", "winner", "trick_points",
          "trick_len", "tricks", "broken", "taken", "jack_taker", "jack_in_trick", "trick")
RULES = [*PRESETS.values(), HouseRules(must_play_queen=True, points_on_first_trick=False,
                                       moon="shooter_minus_26", jack_of_diamonds=True)]


def passed_hand(rules: HouseRules, number: int) -> Hand:
    hand = Hand.deal(rules, number, dealer=number % 4,
                     pass_direction=PassDirection.for_hand(number))
    for s in range(4):
        if hand.phase == "pass":
            hand.pass_cards(s, [hand.cards(s)[i] for i in (1, 6, 11)])
    return hand


def state_of(s: FastState) -> tuple[object, ...]:
    return tuple(getattr(s, f) for f in FIELDS)


@pytest.mark.parametrize("rules", RULES)
def test_fast_state_follows_the_hand(rules: HouseRules) -> None:
    rng = Rng(17)
    for number in range(1, 61):
        hand = passed_hand(rules, number)
        fast = FastState.from_hand(hand)
        while hand.phase == "play":
            assert fast.legal_mask() == hand.legal_mask()
            assert fast.to_play == hand.to_play and not fast.is_over()
            if rng.below(5) == 0:
                seat = hand.to_play
                assert seat is not None
                hidden = {s: mask_of(hand.cards(s)) for s in range(4) if s != seat}
                assert state_of(FastState.from_view(hand.view(seat), hidden)) == state_of(fast)
                assert state_of(FastState.from_hand(hand)) == state_of(fast)
            legal = hand.legal_plays()
            card = legal[rng.below(len(legal))]
            hand.play(card)
            fast.play(card.index)
            assert fast.taken == list(hand.points_taken())
        assert fast.is_over() and fast.legal_mask() == 0
        assert fast.points() == hand.points()


def _playout_by_hand(state: FastState, rng: Rng) -> list[int]:
    """random_playout's documented choice procedure, step by step through legal_mask()."""
    a, c, m64 = 6364136223846793005, 1442695040888963407, (1 << 64) - 1
    x = rng.next_u64()
    while not state.is_over():
        m = state.legal_mask()
        n = m.bit_count()
        k = 0
        if n > 1:
            x = (x * a + c) & m64
            k = ((x >> 32) * n) >> 32
        state.play(bits(m)[k])
    return state.points()


@pytest.mark.parametrize("rules", RULES)
def test_inlined_playout_matches_legal_mask(rules: HouseRules) -> None:
    for number in range(1, 80):
        hand = passed_hand(rules, number)
        for _ in range(number % 9):
            hand.play(hand.legal_plays()[-1])
        base = FastState.from_hand(hand)
        a, b = base.copy(), base.copy()
        assert random_playout(a, Rng(number)) == _playout_by_hand(b, Rng(number))
        assert state_of(a) == state_of(b)
        assert state_of(base) == state_of(FastState.from_hand(hand))  # copies are independent


def test_playouts_are_reproducible_and_add_up() -> None:
    rules = HouseRules.preset("omnibus")
    totals = set()
    for seed in range(200):
        pts = random_hand(rules, Rng(seed), dealer=seed % 4,
                          direction=PassDirection.for_hand(seed))
        assert pts == random_hand(rules, Rng(seed), dealer=seed % 4,
                                  direction=PassDirection.for_hand(seed))
        totals.add(sum(pts))
    assert totals <= {16, 68}
    for rules in RULES:
        for seed in range(50):
            pts = random_hand(rules, Rng(seed), direction=PassDirection.NONE)
            assert len(pts) == 4


def test_from_view_checks_the_guess() -> None:
    hand = passed_hand(HouseRules(), 3)
    view = hand.view(0)
    others = {s: mask_of(hand.cards(s)) for s in (1, 2, 3)}
    with pytest.raises(ValueError, match="no cards for seat 2"):
        FastState.from_view(view, {1: others[1], 3: others[3]})
    with pytest.raises(ValueError, match="should hold 13"):
        FastState.from_view(view, {**others, 1: others[1] & (others[1] - 1)})
    pass_hand = Hand.deal(HouseRules(), 3, pass_direction=PassDirection.LEFT)
    with pytest.raises(ValueError, match="play phase"):
        FastState.from_view(pass_hand.view(0), others)
    with pytest.raises(ValueError, match="play phase"):
        FastState.from_hand(pass_hand)


def test_mask_helpers() -> None:
    hand = passed_hand(HouseRules(), 5)
    m = mask_of(hand.cards(0))
    assert cards_of(m) == list(hand.cards(0))
    assert [c.index for c in cards_of(m)] == bits(m)
    flags = RuleFlags.of(HouseRules())
    assert legal_mask(flags, m, -1, True, False) == hand.legal_mask() or hand.to_play != 0
