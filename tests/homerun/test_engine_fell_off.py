"""Where a line played left the best line: never "move 13 (rank 5; best: rank 5)". A
search from a later position, with less time, may miss a line an earlier one found; the
move where the line left the best one is then found later, where the two differ."""

from __future__ import annotations

import pytest

from retrohearts.homerun import Deal, Hand
from retrohearts.homerun.solver import use_work_clock
from retrohearts.homerun.work import fell_off_steps, finish


def _first_fit(deal: int) -> Hand:
    hand = Hand(Deal.from_number(deal), jokers=4)
    while hand.status == "playing":
        legal = hand.legal_moves()
        ranks = [m for m in legal if m.startswith("R")]
        hand.play(ranks[0] if ranks else ("P" if "P" in legal else "J"))
    return hand


@pytest.mark.parametrize("deal", [3, 7])   # both said "best: " the move played, before
def test_the_better_move_is_not_the_move_played(deal: int) -> None:
    use_work_clock()                       # the same work on any machine: the same answer
    hand = _first_fit(deal)
    sol, off = finish(fell_off_steps(hand.deal, 4, hand.rules, list(hand.moves), 0.5,
                                     par_s=0.3, slice_s=0.015))
    assert off is not None and off.best == sol.max_score
    assert off.played == hand.moves[off.index]
    assert off.better != off.played, off
    assert off.after < off.best
    if deal != 3:
        return
    again = _first_fit(deal)                # and the same answer twice
    assert finish(fell_off_steps(again.deal, 4, again.rules, list(again.moves), 0.5,
                                 par_s=0.3, slice_s=0.015)) == (sol, off)
