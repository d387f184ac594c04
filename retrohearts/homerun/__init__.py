"""HomeRun, the Psion 3a card solitaire: pure Python, no pyxel, no screens, no sound.

The public API (keep these names)::

    from retrohearts.homerun import Deal, HomeRunRules, Hand, Gamble, next_hand_jokers, solve, hint
    deal = Deal.from_number(1234)          # the same deal on every machine
    hand = Hand(deal, jokers=4, rules=HomeRunRules())
    hand.legal_moves()                     # "R1".."R7", "P" (pack), "J" (joker)
    hand.play("R3"); hand.undo()
    hand.status                            # "playing", "cleared" or "stuck"
    solve(deal, 4, HomeRunRules(), time_limit_s=1.0)   # best score, line, bound, exact
    hint(hand).move, hint(hand).reason
    advisor = Advisor(hand)                # one hand's questions, sharing their work:
    advisor.hint(hand); advisor.winnable(hand)   # a clear the hint found proves "winnable"

Modules: ``rules`` (switches, card values and points), ``deal`` (deals and deal numbers),
``hand`` (one hand), ``gamble`` (the bonus gamble, next hand's jokers), ``game`` (a player's
turn, a competition), ``records`` (high scores, player statistics), ``solver`` (the search),
``beam`` (good lines fast) and ``advice`` (solve, hint, winnable, par, fell_off, solvable deals).
"""

from retrohearts.homerun.advice import (
    Advisor,
    FallOff,
    Hint,
    fell_off,
    hint,
    par,
    solvable_deals,
    solve,
    winnable,
)
from retrohearts.homerun.deal import DEAL_MAX, DEAL_MIN, Deal, check_deal_number
from retrohearts.homerun.gamble import Gamble, GambleOdds, gamble_odds, next_hand_jokers
from retrohearts.homerun.game import Competition, Game, HandResult
from retrohearts.homerun.hand import MOVES, Hand, describe_move
from retrohearts.homerun.records import (
    HighScoreEntry,
    HighScores,
    PersonalBests,
    PlayerStats,
    StatsBook,
    check_name,
)
from retrohearts.homerun.rules import HomeRunRules, card_points, card_value, clear_bonus
from retrohearts.homerun.solver import Solution

__all__ = [
    "Advisor",
    "DEAL_MAX",
    "DEAL_MIN",
    "Competition",
    "Deal",
    "FallOff",
    "Game",
    "Gamble",
    "GambleOdds",
    "Hand",
    "HandResult",
    "HighScoreEntry",
    "HighScores",
    "Hint",
    "HomeRunRules",
    "MOVES",
    "PersonalBests",
    "PlayerStats",
    "Solution",
    "StatsBook",
    "card_points",
    "card_value",
    "check_deal_number",
    "check_name",
    "clear_bonus",
    "describe_move",
    "fell_off",
    "gamble_odds",
    "hint",
    "next_hand_jokers",
    "par",
    "solvable_deals",
    "solve",
    "winnable",
]
