"""The solver's answers for players: solve a deal, a hint, "winnable?", par, where a line
went wrong.

``solve(deal, jokers, rules, time_limit_s)`` and ``hint(hand, time_limit_s)`` are the public API;
:class:`retrohearts.homerun.solver.Searcher` does the work.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from retrohearts.homerun.deal import Deal
from retrohearts.homerun.game import DealPicker, any_deal
from retrohearts.homerun.hand import Hand, describe_move
from retrohearts.homerun.rules import HomeRunRules
from retrohearts.homerun.solver import Searcher, Solution
from retrohearts.homerun.work import (
    FallOff,
    Line,
    fell_off_steps,
    find_clear_steps,
    finish,
    solve_steps,
)
from retrohearts.rng import Rng

__all__ = ["Advisor", "FallOff", "Hint", "fell_off", "hint", "move_words", "par",
           "solvable_deals", "solve", "solve_hand", "winnable"]


def solve_hand(hand: Hand, time_limit_s: float = 1.0, *, searcher: Searcher | None = None,
               first_clear: bool = False, prove: bool = True,
               known: Sequence[Line] = ()) -> Solution:
    """Solve from the hand's current position (lines start there; scores are whole-hand).

    With 0 or 1 joker held (and numpy there) every position from here is walked once
    (:mod:`retrohearts.homerun.layers`): exact, whatever the time limit says, unless the
    time runs out first (then the search below answers in what is left).  Without numpy,
    0 or 1 joker is one exact depth-first search.  With more, the time is shared: a beam
    search of growing width finds good lines first (up to a quarter of it), then threshold
    searches ("is there a line above T?", T lowered step by step) tighten the proven upper
    bound (up to 60 %), and the exact search spends the rest starting from the lines found;
    the memo of bounds is shared by all of them.  ``prove=False`` (hints) skips the
    threshold searches and gives the beam half the time (a fifth with one joker).
    ``known``: lines from here found before (score, moves, clears): the answer is never
    worse.  :func:`retrohearts.homerun.work.solve_steps` does the same a slice at a time."""
    return finish(solve_steps(hand, time_limit_s, searcher=searcher, first_clear=first_clear,
                              prove=prove, known=known))


def solve(deal: Deal, jokers: int, rules: HomeRunRules | None = None,
          time_limit_s: float = 1.0) -> Solution:
    """The best play of a deal with ``jokers`` jokers: see :class:`Solution`."""
    return solve_hand(Hand(deal, jokers, rules), time_limit_s)


def winnable(deal: Deal | Hand, jokers: int = 4, rules: HomeRunRules | None = None,
             time_limit_s: float = 1.0) -> bool | None:
    """Can the ranks be cleared from here?  True, False, or None when the time ran out first.
    ``deal`` may be a Hand in play (then ``jokers`` and ``rules`` are the hand's)."""
    hand = deal if isinstance(deal, Hand) else Hand(deal, jokers, rules)
    return Advisor(hand).winnable(hand, time_limit_s)


def par(deal: Deal, jokers: int, rules: HomeRunRules | None = None,
        time_limit_s: float = 1.0) -> tuple[int, bool]:
    """The deal's par: the best hand score possible (no gamble), and whether it is proven."""
    sol = solve(deal, jokers, rules, time_limit_s)
    return sol.max_score, sol.exact


def solvable_deals(time_limit_s: float = 0.3, tries: int = 60) -> DealPicker:
    """A deal picker for :class:`~retrohearts.homerun.game.Game` ("solvable deals only"):
    random deal numbers until one is proven clearable with the hand's jokers (each check
    limited to ``time_limit_s``; after ``tries`` the last number is taken anyway).  A check
    that runs out of time counts as "not proven", so on a very busy machine the deals picked
    from a seed can differ; the numbers played are in the game's results."""

    def pick(rng: Rng, jokers: int, rules: HomeRunRules) -> int:
        number = any_deal(rng, jokers, rules)
        for _ in range(tries - 1):
            if winnable(Deal.from_number(number), jokers, rules, time_limit_s):
                return number
            number = any_deal(rng, jokers, rules)
        return number

    return pick


@dataclass(frozen=True, slots=True)
class Hint:
    """The move to play now and why, in one line."""

    move: str | None
    reason: str
    solution: Solution


def move_words(hand: Hand, move: str) -> str:
    """The move as advice: "Play the 7 of hearts from rank 3", "Turn the pack", "Play a
    joker"."""
    if move == "P":
        return "Turn the pack"
    if move == "J":
        return "Play a joker"
    front = hand.front(int(move[1:]))
    what = f"the {front.name} from " if front is not None else ""
    return f"Play {what}{describe_move(move)}"


def _explain(hand: Hand, move: str, sol: Solution, clearing: bool) -> str:
    what = move_words(hand, move)
    target = sol.max_clear_score if clearing else sol.max_score
    sure = "" if sol.exact else " (best found)"
    if clearing:
        return f"{what}: it leads to a clear worth {target}{sure}"
    if sol.clearable is False:
        return f"{what}: the ranks cannot be cleared now; best score {target}{sure}"
    return f"{what}: best score {target}{sure}, no clear found"


def hint(hand: Hand, time_limit_s: float = 0.5) -> Hint:
    """The solver's move for this position (a clearing line first, as a clear keeps the turn
    going), and a one-line reason."""
    return Advisor(hand).hint(hand, time_limit_s)


class Advisor:
    """The solver's answers about one hand as it is played, sharing their work: one
    search memo for every question, and every clearing line any of them found, kept from
    the start of the hand.  So a clearing line the hint found is the proof "Winnable?"
    gives, while the moves played follow it, and a line "Winnable?" found is where the
    next hint starts.  ``Advisor(hand)``, then :meth:`hint` and :meth:`winnable` with the
    hand (or a later position of it); :meth:`fits` says whether a hand is this one's."""

    def __init__(self, hand: Hand) -> None:
        self.deal, self.jokers, self.rules = hand.deal, hand.allowance, hand.rules
        self.searcher = Searcher.for_deal(hand.deal.ranks, hand.deal.pack, hand.rules)
        self.clears: list[tuple[str, ...]] = []  # clearing lines, from the hand's start

    def fits(self, hand: Hand) -> bool:
        """Is ``hand`` (in some position) the hand this advisor knows?"""
        return (hand.deal == self.deal and hand.allowance == self.jokers
                and hand.rules == self.rules)

    def known_clear(self, hand: Hand) -> tuple[str, ...] | None:
        """A clearing line from ``hand``'s position found before (its moves followed one)."""
        done = tuple(hand.moves)
        for line in self.clears:
            if line[:len(done)] == done and len(line) > len(done):
                return line[len(done):]
        return None

    def _learn(self, hand: Hand, line: tuple[str, ...] | None) -> None:
        whole = (*hand.moves, *line) if line else None
        if whole is not None and whole not in self.clears:
            self.clears.append(whole)

    def _known_lines(self, hand: Hand) -> list[Line]:
        line = self.known_clear(hand)
        if line is None:
            return []
        end = hand.copy()
        for move in line:
            end.play(move)
        return [(end.score, line, True)]

    def hint(self, hand: Hand, time_limit_s: float = 0.5) -> Hint:
        """:func:`hint`, starting from what is known."""
        if hand.status != "playing":
            return Hint(None, "The hand is over", solve_hand(hand, 0.0))
        sol = solve_hand(hand, time_limit_s * 0.8, prove=False,     # a margin for a busy
                         searcher=self.searcher, known=self._known_lines(hand))   # machine
        self._learn(hand, sol.best_clear_line)
        if sol.max_clear_score == sol.max_score:
            self._learn(hand, sol.best_line)
        if sol.best_clear_line:
            first = sol.best_clear_line[0]
            return Hint(first, _explain(hand, first, sol, True), sol)
        if sol.best_line:
            return Hint(sol.best_line[0], _explain(hand, sol.best_line[0], sol, False), sol)
        move = hand.legal_moves()[0]
        return Hint(move, f"{move_words(hand, move)}: no line found in the time", sol)

    def winnable(self, hand: Hand, time_limit_s: float = 1.0) -> bool | None:
        """:func:`winnable`: True at once when a clearing line is known from here."""
        if hand.status != "playing":
            return hand.status == "cleared"
        if self.known_clear(hand) is not None:
            return True
        answer, line = finish(find_clear_steps(hand, time_limit_s, searcher=self.searcher))
        self._learn(hand, line)
        return answer


def fell_off(deal: Deal, jokers: int, rules: HomeRunRules | None,
             moves: Sequence[str], time_limit_s: float = 2.0) -> FallOff | None:
    """The first move of ``moves`` after which the best reachable score dropped, or None when
    the line played kept the par in reach to its end.  Binary search over the moves with one
    shared memo; with several jokers and little time the answer may be approximate
    (``exact`` False)."""
    return finish(fell_off_steps(deal, jokers, rules, moves, time_limit_s))[1]
