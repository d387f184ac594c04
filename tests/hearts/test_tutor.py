"""The tutor advises exactly what the strongest player would do, with a one-line reason."""

from __future__ import annotations

from retrohearts.hearts import Hand, HouseRules, PassDirection
from retrohearts.hearts.players import make_player
from retrohearts.hearts.players.personalities import Strongest
from retrohearts.hearts.tutor import TUTOR_SEED, Advice, AdviceThinker, advise


def _check_reason(advice: Advice) -> None:
    assert advice.reason and "\n" not in advice.reason and len(advice.reason) < 120


def test_pass_advice_is_julias_pass() -> None:
    hand = Hand.deal(HouseRules(), 31337, dealer=2, pass_direction=PassDirection.ACROSS)
    view = hand.view(0)
    advice = advise(view)
    assert len(advice.cards) == 3
    assert list(advice.cards) == make_player("Julia", TUTOR_SEED).choose_pass(view)
    _check_reason(advice)


def test_play_advice_is_julias_play_all_hand_long() -> None:
    rules = HouseRules.preset("windows")
    hand = Hand.deal(rules, 2024, dealer=0, pass_direction=PassDirection.NONE)
    julia = Strongest(TUTOR_SEED, play_work=6000)
    ducker = make_player("Ducker", 1)
    checked = 0
    while hand.phase == "play":
        seat = hand.to_play
        assert seat is not None
        view = hand.view(seat)
        if seat == 0:
            advice = AdviceThinker(view, player=julia).run()  # a lighter Julia: a quick test
            assert advice.cards == (julia.choose_play(view),)
            sliced = AdviceThinker(view, work=6000)  # the game's budget, by work units
            while sliced.step_work(1500) is None:
                pass
            assert sliced.advice == advice
            _check_reason(advice)
            hand.play(advice.cards[0])
            checked += 1
        else:
            hand.play(ducker.choose_play(view))
    assert checked == 13


def test_nothing_to_advise_out_of_turn() -> None:
    hand = Hand.deal(HouseRules(), 5, dealer=0, pass_direction=PassDirection.NONE)
    seat = (hand.to_play or 0) + 1
    advice = advise(hand.view(seat % 4))
    assert advice.cards == ()
    _check_reason(advice)


def test_advice_matches_full_strength_julia() -> None:
    hand = Hand.deal(HouseRules(), 77, dealer=3, pass_direction=PassDirection.NONE)
    ducker = make_player("Ducker", 1)
    for _ in range(9):
        seat = hand.to_play
        assert seat is not None
        hand.play(ducker.choose_play(hand.view(seat)))
    seat = hand.to_play
    assert seat is not None
    view = hand.view(seat)
    assert advise(view).cards == (make_player("Julia", TUTOR_SEED).choose_play(view),)
