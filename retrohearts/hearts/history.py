"""The record of a hand: the deal, who passed what to whom, every trick in order.

The odds screens, the "last hand" review and the saved games are built from these records.
"""

from __future__ import annotations

from dataclasses import dataclass

from retrohearts.cards import Card
from retrohearts.hearts.rules import HouseRules, PassDirection

__all__ = ["ClaimRecord", "HandHistory", "PassRecord", "TrickRecord"]


@dataclass(frozen=True)
class TrickRecord:
    """One completed trick."""

    #: The seat that led.
    leader: int
    #: ``(seat, card)`` in play order (the leader first).
    plays: tuple[tuple[int, Card], ...]
    #: The seat that took the trick (highest card of the suit led).
    winner: int
    #: Heart and queen-of-spades points in the trick (the jack of diamonds not counted).
    points: int

    @property
    def cards(self) -> tuple[Card, ...]:
        """The four cards in play order."""
        return tuple(card for _, card in self.plays)

    def card_of(self, seat: int) -> Card:
        """The card ``seat`` played to this trick."""
        for s, card in self.plays:
            if s == seat:
                return card
        raise KeyError(seat)


@dataclass(frozen=True)
class PassRecord:
    """Three cards that went from one seat to another."""

    giver: int
    receiver: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class ClaimRecord:
    """A seat claimed the rest of the hand (see :mod:`retrohearts.hearts.claim`)."""

    #: The seat that claimed.
    seat: int
    #: Cards played in the hand before the claim (the claimed cards follow in ``plays``).
    plays_before: int
    #: Completed tricks before the claim: the tricks from this one on were settled by it.
    tricks_before: int
    #: ``"rest"`` (the claimant takes every trick left) or ``"no_points"`` (nothing left to
    #: take).
    kind: str


@dataclass(frozen=True)
class HandHistory:
    """Everything that happened in a hand so far."""

    deal_number: int | None
    dealer: int
    pass_direction: PassDirection
    #: The four hands as dealt, sorted.
    dealt: tuple[tuple[Card, ...], ...]
    #: The passes made so far, in the order the seats passed.
    passes: tuple[PassRecord, ...]
    #: Every card played, in order.
    plays: tuple[Card, ...]
    #: The completed tricks.
    tricks: tuple[TrickRecord, ...]
    #: The house rules the hand was dealt under (None: not recorded).
    rules: HouseRules | None = None
    #: Rule changes made during the hand: (cards played before the change, new rules).
    rule_changes: tuple[tuple[int, HouseRules], ...] = ()
    #: Seats whose pass the record's owner never saw (a network game knows only the pass its
    #: seat made and the one it received).  Their records hold stand-in cards that keep the
    #: replay consistent with every card played; they are never shown as that seat's pass.
    unknown_passes: tuple[int, ...] = ()
    #: The claim that ended the hand, if one did (its cards are played out in ``plays``).
    claim: ClaimRecord | None = None

    @property
    def final_rules(self) -> HouseRules | None:
        """The rules in force at the end of the record (after every change)."""
        return self.rule_changes[-1][1] if self.rule_changes else self.rules
