"""The game of Hearts: pure Python, no pyxel, no screens, no sound.

The public API (keep these names)::

    from retrohearts.cards import Card
    from retrohearts.hearts import HouseRules, Hand, PassDirection, IllegalPlay, PlayerView, Match
    rules = HouseRules.preset("windows")
    hand = Hand.deal(rules, deal_number=1234, dealer=3, pass_direction=PassDirection.LEFT)
    hand.pass_cards(seat, [c1, c2, c3])     # all four seats, any order
    while hand.phase == "play":
        hand.play(hand.legal_plays()[0])    # the seat hand.to_play plays
    hand.points()                           # moon and jack applied

Modules: ``rules`` (HouseRules, presets, PassDirection), ``hand`` (one hand), ``view``
(PlayerView), ``history`` (trick and pass records), ``deal`` (deal numbers), ``match`` (a whole
game), ``savegame`` (saved games), ``masks`` and ``fast`` (bit-mask fast path for searches).
"""

from retrohearts.hearts.deal import DEAL_MAX, DEAL_MIN, deal_cards
from retrohearts.hearts.hand import Hand, IllegalPlay, Phase
from retrohearts.hearts.history import HandHistory, PassRecord, TrickRecord
from retrohearts.hearts.match import HUMAN, HandResult, Match
from retrohearts.hearts.rules import (
    END_SCORES,
    PRESETS,
    HouseRules,
    PassDirection,
    left_of,
    trick_winner,
)
from retrohearts.hearts.view import PlayerView

__all__ = [
    "DEAL_MAX",
    "DEAL_MIN",
    "END_SCORES",
    "HUMAN",
    "Hand",
    "HandHistory",
    "HandResult",
    "HouseRules",
    "IllegalPlay",
    "Match",
    "PRESETS",
    "PassDirection",
    "PassRecord",
    "Phase",
    "PlayerView",
    "TrickRecord",
    "deal_cards",
    "left_of",
    "trick_winner",
]
