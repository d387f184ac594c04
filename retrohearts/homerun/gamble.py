"""The bonus gamble after a clear, and how many jokers the next hand gets.

The gamble is played on the clear bonus only.  A card is shown from a freshly shuffled 52
(drawn without replacement); the player collects, or bets that the next card is higher or
lower (aces low).  Right: the bonus is multiplied (2 by default) and the new card is shown.
Wrong: the bonus is lost.  Same value: the current bonus is collected.  A bet won while the
bonus stands above 240 (before it is multiplied) earns an extra joker for the next hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from retrohearts.cards import Card, full_deck
from retrohearts.homerun.rules import EXTRA_JOKER_ABOVE, JOKERS_PER_GAME, card_value
from retrohearts.rng import Rng

__all__ = ["Gamble", "GambleOdds", "gamble_odds", "next_hand_jokers"]


def next_hand_jokers(jokers_this_hand: int, extra_joker: bool) -> int:
    """The next hand's joker allowance after a clear: one fewer (never below 0), or with the
    extra joker the same (at least 1, never above 4)."""
    if isinstance(jokers_this_hand, bool) or not isinstance(jokers_this_hand, int) or not (
        0 <= jokers_this_hand <= JOKERS_PER_GAME
    ):
        raise ValueError(f"A hand has 0 to 4 jokers, not {jokers_this_hand!r}")
    if extra_joker:
        return min(JOKERS_PER_GAME, max(1, jokers_this_hand))
    return max(0, jokers_this_hand - 1)


@dataclass(frozen=True, slots=True)
class GambleOdds:
    """Chances, from the cards not yet seen, that the next card is higher, lower or the same."""

    higher: float
    lower: float
    same: float
    unseen: int


def gamble_odds(shown: Card, seen: Sequence[Card] = ()) -> GambleOdds:
    """The odds for the next bet when ``shown`` is showing and ``seen`` (shown included or not)
    have already come out of the 52."""
    gone = {c.index for c in seen} | {shown.index}
    rest = [card_value(c) for c in full_deck() if c.index not in gone]
    v = card_value(shown)
    n = len(rest)
    if n == 0:
        return GambleOdds(0.0, 0.0, 0.0, 0)
    hi = sum(1 for x in rest if x > v)
    lo = sum(1 for x in rest if x < v)
    return GambleOdds(hi / n, lo / n, (n - hi - lo) / n, n)


class Gamble:
    """``Gamble(bonus, cards=[...])`` draws in that order; ``Gamble(bonus, seed=N)`` shuffles
    all 52.  ``multiplier`` is the rules' ``gamble_multiplier``."""

    def __init__(self, bonus: int, cards: Sequence[Card] | None = None, *, seed: int | None = None,
                 multiplier: int = 2) -> None:
        if isinstance(bonus, bool) or not isinstance(bonus, int) or bonus < 0:
            raise ValueError(f"A gamble bonus is a whole number of points, not {bonus!r}")
        if isinstance(multiplier, bool) or not isinstance(multiplier, int) or not (
            2 <= multiplier <= 10
        ):
            raise ValueError(f"The gamble multiplier is 2 to 10, not {multiplier!r}")
        if cards is None:
            deck = full_deck()
            Rng(0 if seed is None else seed).shuffle(deck)
            order = deck
        else:
            if seed is not None:
                raise ValueError("Give a gamble either its cards or a seed, not both")
            order = list(cards)
            if not order or any(not isinstance(c, Card) or c.is_joker for c in order):
                raise ValueError("A gamble needs at least one card, and no jokers")
            if len({c.index for c in order}) != len(order):
                raise ValueError("A card appears twice in the gamble")
        self.multiplier = multiplier
        self.bonus = bonus
        self.start_bonus = bonus
        self._order = order
        self._pos = 0
        self.over = False
        self.extra_joker = False
        self.results: list[str] = []

    @property
    def shown(self) -> Card:
        """The card showing now."""
        return self._order[self._pos]

    @property
    def drawn(self) -> tuple[Card, ...]:
        """Every card shown so far, the current one last."""
        return tuple(self._order[:self._pos + 1])

    @property
    def can_bet(self) -> bool:
        """True while a bet can be placed (not over and a card is left to draw)."""
        return not self.over and self._pos + 1 < len(self._order)

    def offer(self) -> tuple[int, int]:
        """(the bonus now, the bonus on offer if the next bet is won)."""
        return self.bonus, self.bonus * self.multiplier

    def odds(self) -> GambleOdds:
        """The chances for the next bet, from the cards not yet shown."""
        return gamble_odds(self.shown, self.drawn)

    def bet(self, direction: str) -> str:
        """Bet "high" or "low" on the next card; returns "win", "lose" or "push"."""
        if direction not in ("high", "low"):
            raise ValueError(f"Bet high or low, not {direction!r}")
        if self.over:
            raise ValueError("The gamble is over")
        if not self.can_bet:
            raise ValueError("No cards are left to draw: collect the bonus")
        old = card_value(self.shown)
        self._pos += 1
        new = card_value(self.shown)
        if new == old:
            result = "push"
            self.over = True
        elif (new > old) == (direction == "high"):
            result = "win"
            if self.bonus > EXTRA_JOKER_ABOVE:
                self.extra_joker = True
            self.bonus *= self.multiplier
        else:
            result = "lose"
            self.bonus = 0
            self.over = True
        self.results.append(result)
        return result

    def collect(self) -> int:
        """End the gamble and return the bonus won (0 after a lost bet)."""
        self.over = True
        return self.bonus
