"""The table's one door to the engine's game of several hands.

Everything the screen asks of a game (the hand in progress, running scores, whose
deal, hands played, the end and the winners, saving) goes through `MatchPort`, so
the screen's code does not depend on the shape of the engine's `Match` beyond
this file.
"""

from __future__ import annotations

from collections.abc import Sequence

from retrohearts.hearts.rules import HouseRules, PassDirection
from retrohearts.rng import Rng

from retrohearts.hearts.hand import Hand


class MatchPort:
    """A game of Hearts as the table sees it: hands until the end score."""

    def __init__(self, rules: HouseRules, names: Sequence[str], *, seed: int | None = None,
                 first_deal: int | None = None) -> None:
        self.rules = rules
        self.names = list(names)
        self._rng = Rng(seed if seed is not None else 1)
        self._first_deal = first_deal
        self.scores: tuple[int, int, int, int] = (0, 0, 0, 0)
        self.hands_played = 0
        self.last_deal_number: int | None = None
        self.hand: Hand = self._deal()

    # ------------------------------------------------------------------ facts
    @property
    def rules_name(self) -> str:
        return self.rules.preset_name or "custom"

    @property
    def dealer(self) -> int:
        return self.hand.dealer

    @property
    def deal_number(self) -> int | None:
        return self.hand.deal_number

    @property
    def pass_direction(self) -> PassDirection:
        return self.hand.pass_direction

    @property
    def pass_name(self) -> str:
        return self.hand.pass_direction.label

    @property
    def passing(self) -> bool:
        return self.hand.pass_direction is not PassDirection.NONE

    def pass_target(self, seat: int) -> int:
        return self.hand.pass_direction.target(seat)

    @property
    def is_over(self) -> bool:
        end = self.rules.end_score
        return end is not None and max(self.scores) >= end

    @property
    def winners(self) -> tuple[int, ...]:
        low = min(self.scores)
        return tuple(s for s in range(4) if self.scores[s] == low)

    # ----------------------------------------------------------------- moves
    def finish_hand(self) -> None:
        """Add the finished hand's points to the running scores."""
        points = self.hand.points()
        self.scores = (self.scores[0] + points[0], self.scores[1] + points[1],
                       self.scores[2] + points[2], self.scores[3] + points[3])
        self.hands_played += 1
        self.last_deal_number = self.hand.deal_number

    def next_hand(self) -> None:
        self.hand = self._deal()

    def new_game(self) -> None:
        self.scores = (0, 0, 0, 0)
        self.hands_played = 0
        self.hand = self._deal()

    def _deal(self) -> Hand:
        if self._first_deal is not None:
            number, self._first_deal = self._first_deal, None
        else:
            number = 1 + self._rng.below(999_999_999)
        dealer = self.hands_played % 4
        direction = PassDirection.for_hand(self.hands_played)
        return Hand.deal(self.rules, number, dealer, direction, scores=self.scores)
