"""The table's one door to the engine's game of several hands.

Everything the screen asks of a game (the hand in progress, running scores, whose
deal, hands played, the end and the winners) goes through `MatchPort`, a thin
wrapper over the engine's `Match`, so the screen's code depends on the engine's
shape only in this file. A new game continues from the next deal number, so a
session of several games is still replayable from its first deal number.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from retrohearts.cards import Card
from retrohearts.hearts.claim import ClaimVerdict, check_claim, claim
from retrohearts.hearts.hand import Hand
from retrohearts.hearts.history import ClaimRecord
from retrohearts.hearts.match import Match, deal_after
from retrohearts.hearts.rules import HouseRules, PassDirection


class MatchPort:
    """A game of Hearts as the table sees it: hands until the end score."""

    def __init__(self, rules: HouseRules, names: Sequence[str], *, seed: int | None = None,
                 first_deal: int | None = None, match: Match | None = None) -> None:
        self.names = list(names)
        self.match = match or Match(rules, first_deal=first_deal, seed=seed)

    # ------------------------------------------------------------------ facts
    @property
    def rules(self) -> HouseRules:
        return self.match.rules

    @property
    def hand(self) -> Hand:
        return self.match.hand

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
    def hands_played(self) -> int:
        """Hands finished in this game (the current one counts once it is over)."""
        return self.match.hand_number + (1 if self.hand.is_over else 0)

    @property
    def scores(self) -> tuple[int, int, int, int]:
        """Running totals (with the current hand once it is over)."""
        return self.match.scores

    @property
    def scores_before(self) -> tuple[int, int, int, int]:
        """Totals before the current hand."""
        return self.match.scores_before_hand

    @property
    def is_over(self) -> bool:
        return self.match.is_over

    @property
    def winners(self) -> tuple[int, ...]:
        return self.match.winners

    def leaders(self) -> tuple[int, ...]:
        """Seats with the lowest total now."""
        return self.match.leaders()

    @property
    def undos(self) -> int:
        """Cards or passes taken back in this game."""
        return self.match.undos

    #: Why nobody may take back a card at this table (None: the Undo control decides).
    undo_refused: str | None = None

    # ----------------------------------------------------------------- moves
    def check_claim(self, seat: int) -> ClaimVerdict:
        """Whether ``seat`` may claim the rest of the hand now (judged from its view)."""
        return check_claim(self.hand.view(seat))

    def claim(self, seat: int) -> tuple[ClaimVerdict, ClaimRecord] | None:
        """Make ``seat``'s claim: the hand is played out and over (IllegalPlay if it may not
        claim).  None when the claim went elsewhere to be judged (a network table)."""
        return claim(self.hand, seat)

    def claim_arrived(self) -> dict[str, Any] | None:
        """A claim made elsewhere (a network table's server) that has just ended the hand:
        its event; None here, where claims are made through :meth:`claim`."""
        return None

    def take_back(self, seat: int) -> tuple[Card, ...]:
        """``seat``'s last card and all after it, or its pass, taken back (see
        ``Match.take_back``)."""
        return self.match.take_back(seat)

    def next_hand(self) -> None:
        """File the finished hand and deal the next."""
        self.match.next_hand()

    def new_game(self) -> None:
        """A fresh game with the same rules, starting at the next deal number."""
        following = deal_after(self.hand.deal_number or self.match.first_deal, 1)
        self.match = Match(self.rules, first_deal=following,
                           first_dealer=(self.hand.dealer + 1) % 4, work=self.match.work)
