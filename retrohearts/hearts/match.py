"""A game of Hearts: hands until someone reaches the end score.

The dealer moves one seat to the left (clockwise) every hand; the pass goes left, right, across,
none, and again.  Deal numbers follow one another like FreeCell's "next game": hand ``k`` of a
match that started at deal ``n`` is deal ``n + k`` (wrapping after the last deal number), so a
whole game can be replayed from its first deal number.

``match.scores`` always includes the current hand once it is over; :meth:`Match.next_hand`
files that hand away and deals the next one.  The game is over when a finished hand left
anyone at or above ``rules.end_score``, or was hand number ``rules.hands_per_game`` (xhearts'
four-hand game); the lowest total wins, ties are possible, and a tie that
includes the human (seat 0) is credited to the human (:attr:`Match.winner`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from retrohearts.cards import Card
from retrohearts.hearts.deal import DEAL_MAX, DEAL_MIN, check_deal_number, keyed_deal_cards
from retrohearts.hearts.hand import Hand, IllegalPlay
from retrohearts.hearts.history import HandHistory
from retrohearts.hearts.rules import HouseRules, PassDirection
from retrohearts.rng import Rng

__all__ = ["HandResult", "Match", "HUMAN"]

#: The human's seat (South).
HUMAN = 0


@dataclass(frozen=True)
class HandResult:
    """A finished hand of a match."""

    history: HandHistory
    #: Points of the hand (moon and jack applied).
    points: tuple[int, int, int, int]
    #: Who shot the moon, if anyone.
    shooter: int | None


def deal_after(deal_number: int, steps: int) -> int:
    """The deal number ``steps`` after ``deal_number``, wrapping within the valid range."""
    span = DEAL_MAX - DEAL_MIN + 1
    return DEAL_MIN + (deal_number - DEAL_MIN + steps) % span



def game_over(rules: HouseRules, totals: Sequence[int], hands_finished: int) -> bool:
    """Whether a game with these totals after ``hands_finished`` complete hands is over."""
    if rules.hands_per_game is not None and hands_finished >= rules.hands_per_game:
        return True
    return rules.end_score is not None and max(totals) >= rules.end_score

class Match:
    """A whole game.  ``Match(rules, first_deal=1234)`` or ``Match(rules, seed=7)`` (the first
    deal number then comes from the seed); ``first_dealer`` deals the first hand.  ``work``
    is the computer players' thinking budget for the game (``players/budget.py``), kept with
    it so that a saved game resumes, and a logged one replays, with the same one (None: not
    chosen yet)."""

    def __init__(self, rules: HouseRules | None = None, *, first_deal: int | None = None,
                 seed: int | None = None, first_dealer: int = 3,
                 work: int | None = None, deal_key: bytes | None = None) -> None:
        self.work = work
        #: With a key the hands come from the deal number and the key (``keyed_deal_cards``):
        #: a network table's, whose players must not turn its numbers into hands.
        self._deal_key = deal_key
        self._rules = rules if rules is not None else HouseRules()
        if not isinstance(self._rules, HouseRules):
            raise TypeError("rules must be a HouseRules")
        if first_deal is None:
            first_deal = DEAL_MIN + Rng(seed if seed is not None else 0).below(DEAL_MAX)
        self._first_deal = check_deal_number(first_deal)
        if isinstance(first_dealer, bool) or first_dealer not in range(4):
            raise ValueError("first_dealer must be a seat 0-3")
        self._first_dealer = first_dealer
        self._results: list[HandResult] = []
        self._undos = 0
        self._hand = self._new_hand(0, (0, 0, 0, 0))

    def _new_hand(self, k: int, scores: Sequence[int]) -> Hand:
        number = deal_after(self._first_deal, k)
        dealer, passing = (self._first_dealer + k) % 4, PassDirection.for_hand(k)
        if self._deal_key is None:
            return Hand.deal(self._rules, number, dealer=dealer, pass_direction=passing,
                             scores=scores)
        return Hand.from_cards(self._rules, keyed_deal_cards(number, self._deal_key),
                               dealer=dealer, pass_direction=passing, scores=scores,
                               deal_number=number)

    # -- facts ------------------------------------------------------------------------------------
    @property
    def rules(self) -> HouseRules:
        """The house rules of the game."""
        return self._rules

    @property
    def deal_key(self) -> bytes | None:
        """The secret the hands are dealt with besides their numbers (None: the number alone)."""
        return self._deal_key

    @property
    def first_deal(self) -> int:
        """The deal number of the first hand."""
        return self._first_deal

    @property
    def first_dealer(self) -> int:
        """Who dealt the first hand."""
        return self._first_dealer

    @property
    def hand(self) -> Hand:
        """The hand in progress (or just finished)."""
        return self._hand

    @property
    def hand_number(self) -> int:
        """0-based number of the current hand in this game."""
        return len(self._results)

    @property
    def results(self) -> tuple[HandResult, ...]:
        """The hands filed away by :meth:`next_hand`, in order."""
        return tuple(self._results)

    @property
    def last_hand(self) -> HandHistory | None:
        """The previous hand's history (for a "last hand" review), if any."""
        return self._results[-1].history if self._results else None

    @property
    def scores_before_hand(self) -> tuple[int, int, int, int]:
        """Totals before the current hand."""
        return self._hand.scores

    @property
    def scores(self) -> tuple[int, int, int, int]:
        """Running totals, including the current hand once it is over."""
        base = self._hand.scores
        if not self._hand.is_over:
            return base
        pts = self._hand.points()
        return (base[0] + pts[0], base[1] + pts[1], base[2] + pts[2], base[3] + pts[3])

    @property
    def is_over(self) -> bool:
        """True once a finished hand ended the game (end score reached, or the last hand of
        a game of ``hands_per_game`` hands)."""
        if not self._hand.is_over:
            return False
        return game_over(self._rules, self.scores, len(self._results) + 1)

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the lowest total, once the game is over (() before)."""
        if not self.is_over:
            return ()
        sc = self.scores
        low = min(sc)
        return tuple(s for s in range(4) if sc[s] == low)

    @property
    def winner(self) -> int | None:
        """The seat credited with the win: the human if among the winners, else the first
        winning seat; None while the game goes on."""
        w = self.winners
        if not w:
            return None
        return HUMAN if HUMAN in w else w[0]

    def leaders(self) -> tuple[int, ...]:
        """The seats with the lowest total now (the scoreboard's highlighted ones)."""
        sc = self.scores
        low = min(sc)
        return tuple(s for s in range(4) if sc[s] == low)

    def change_rules(self, rules: HouseRules) -> None:
        """New house rules from now on: for the rest of the hand in progress (see
        :meth:`Hand.change_rules`), for the end of the game and for every later hand."""
        if not isinstance(rules, HouseRules):
            raise TypeError("rules must be a HouseRules")
        self._rules = rules
        self._hand.change_rules(rules)

    # -- taking back -------------------------------------------------------------------------------
    @property
    def undos(self) -> int:
        """How many times a card or a pass was taken back in this game (an undo shows cards
        the player would not have seen, so a game with one is marked as such)."""
        return self._undos

    def take_back(self, seat: int) -> tuple[Card, ...]:
        """``seat`` takes back its last card of the hand in progress and every card played
        after it, or, while the passing goes on, the three cards it chose to pass; returns
        them (in play order).  The game counts one more undo.  A hand that is over may be
        taken back until the next is dealt, unless it ended by a claim.  IllegalPlay when
        there is nothing to take back (``seat`` has neither played nor passed this hand)."""
        hand = self._hand
        if hand.phase == "pass":
            cards = hand.take_back_pass(seat)
        else:
            first = hand.last_play_of(seat)
            if first is None:
                raise IllegalPlay("You have not played a card this hand")
            cards = hand.take_back(len(hand.history.plays) - first)
        self._undos += 1
        return cards

    # -- moving on ---------------------------------------------------------------------------------
    def next_hand(self) -> Hand:
        """File the finished current hand and deal the next one.

        ValueError if the current hand is not over or the game is over.
        """
        if not self._hand.is_over:
            raise ValueError("The hand is not over yet")
        if self.is_over:
            raise ValueError("The game is over")
        h = self._hand
        p = h.points()
        self._results.append(HandResult(h.history, (p[0], p[1], p[2], p[3]), h.shooter()))
        self._hand = self._new_hand(len(self._results), self.scores)
        return self._hand

    def _restore(self, results: list[HandResult], hand: Hand, undos: int = 0) -> None:
        """Used by the saved-game loader once it has replayed and checked everything."""
        self._results = results
        self._hand = hand
        self._undos = undos

    def __repr__(self) -> str:
        return f"<Match first_deal={self._first_deal} hand={self.hand_number} scores={self.scores}>"
