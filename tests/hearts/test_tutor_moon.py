"""The tutor and Odds 3 hold one opinion about the moon."""

from __future__ import annotations

from retrohearts.hearts import Hand, HouseRules, PassDirection
from retrohearts.hearts.odds import moon_chance
from retrohearts.hearts.players import make_player
from retrohearts.hearts.tutor import MOON_TALK, play_reason

GOING = ("for the moon", "go for the moon")


def test_moon_talk_only_with_a_real_chance_on_odds_3() -> None:
    said = quiet = 0
    for deal in range(1, 60):
        hand = Hand.deal(HouseRules(), deal, dealer=deal % 4, pass_direction=PassDirection.NONE)
        players = [make_player(n, seed=deal) for n in ("Lindsay", "Jeffrey", "Michael", "David")]
        while hand.phase == "play":
            s = hand.to_play
            view = hand.view(s)
            card = players[s].choose_play(view)
            if s == 0:
                chance = moon_chance(view)
                for shooting in (True, False):
                    reason = play_reason(view, card, shooting)
                    talks = any(p in reason for p in GOING) and "stop" not in reason
                    if talks:
                        said += 1
                        assert chance >= MOON_TALK, (deal, reason, chance)
                        assert f"{chance}%" in reason
                    elif shooting and len(view.legal) > 1:
                        quiet += chance < MOON_TALK
            hand.play(card)
    assert quiet > 0  # the search's moon plan alone no longer makes the tutor say so
