"""PlayerView: everything one seat may know about a hand, and nothing more.

Opponents, the tutor and the odds screens get a view, never the :class:`Hand`.  A view is a
frozen snapshot; ask the hand for a new one after every pass or play.
"""

from __future__ import annotations

from dataclasses import dataclass

from retrohearts.cards import Card, Suit
from retrohearts.hearts.history import TrickRecord
from retrohearts.hearts.rules import HouseRules, PassDirection

__all__ = ["PlayerView", "TrickRecord"]


@dataclass(frozen=True)
class PlayerView:
    """What seat :attr:`seat` knows now (see ``notes/contracts.md`` for the field list)."""

    seat: int
    rules: HouseRules
    phase: str  # "pass" | "play" | "over"
    dealer: int
    pass_direction: PassDirection
    #: This seat's cards now, sorted.
    hand: tuple[Card, ...]
    #: Legal plays if it is this seat's turn to play, else ().
    legal: tuple[Card, ...]
    to_play: int | None
    #: The three cards this seat passed (() before it passed, or with no pass).
    passed: tuple[Card, ...]
    passed_to: int | None
    #: The three it received (() until all four have passed).
    received: tuple[Card, ...]
    received_from: int | None
    #: Completed tricks, in order.
    tricks: tuple[TrickRecord, ...]
    #: ``(seat, card)`` plays so far in the trick in progress.
    current: tuple[tuple[int, Card], ...]
    #: Who leads / led the trick in progress (None outside the play).
    leader: int | None
    hearts_broken: bool
    #: Heart and queen points each seat has taken so far this hand (before moon and jack).
    points_taken: tuple[int, int, int, int]
    #: Point cards (and the jack of diamonds under that rule) each seat has taken.
    cards_taken: tuple[tuple[Card, ...], ...]
    #: Game totals before this hand (zeros outside a match).
    scores: tuple[int, int, int, int]
    #: Cards each seat holds now.
    hand_sizes: tuple[int, int, int, int]
    deal_number: int | None

    @property
    def trick_number(self) -> int:
        """0-based number of the trick in progress (= completed tricks; 13 when over)."""
        return len(self.tricks)

    @property
    def my_turn(self) -> bool:
        """True when this seat must play now."""
        return self.phase == "play" and self.to_play == self.seat

    def played_cards(self) -> tuple[Card, ...]:
        """Every card played so far this hand, in play order (including the current trick)."""
        out = [card for trick in self.tricks for _, card in trick.plays]
        out.extend(card for _, card in self.current)
        return tuple(out)

    def unseen_cards(self) -> tuple[Card, ...]:
        """Cards not in this seat's hand and not yet played (sorted): somewhere in the other
        three hands.  Cards this seat passed are included (it knows who holds them, see
        :attr:`passed` and :attr:`passed_to`)."""
        gone = 0
        for c in self.hand:
            gone |= 1 << c.index
        for c in self.played_cards():
            gone |= 1 << c.index
        return tuple(Card.from_index(i) for i in range(52) if not gone >> i & 1)

    def known_voids(self) -> tuple[frozenset[Suit], ...]:
        """Per seat, the suits it has shown it lacks by not following suit."""
        voids: list[set[Suit]] = [set(), set(), set(), set()]
        tricks = [t.plays for t in self.tricks]
        if self.current:
            tricks.append(self.current)
        for plays in tricks:
            led = plays[0][1].suit
            for seat, card in plays[1:]:
                if card.suit is not led:
                    voids[seat].add(led)
        return tuple(frozenset(v) for v in voids)

    def holder_known(self, card: Card) -> int | None:
        """The seat known to hold ``card`` now (this seat, or the receiver of a card this seat
        passed, if it has not been played yet), else None."""
        if card in self.hand:
            return self.seat
        if card in self.passed and self.passed_to is not None and self.phase != "pass" \
                and card not in self.played_cards():
            return self.passed_to
        return None
