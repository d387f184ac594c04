"""Helpers for hand-built deals in the rules tests."""

from __future__ import annotations

from retrohearts.cards import Card, full_deck
from retrohearts.hearts import Hand, HouseRules, PassDirection


def cards(text: str) -> list[Card]:
    """'2C 3C QS' -> cards."""
    return [Card.parse(t) for t in text.split()]


def build(rules: HouseRules, seats: dict[int, str], dealer: int = 3,
          direction: PassDirection = PassDirection.NONE,
          voids: dict[int, str] | None = None) -> Hand:
    """A hand where the given seats hold the given cards; the other cards are dealt to the
    remaining places in index order, seat by seat (seats with ``voids``, e.g. ``{1: "C"}``,
    first, never getting a card of those suits)."""
    voids = voids or {}
    hands: list[list[Card]] = [cards(seats.get(s, "")) for s in range(4)]
    used = {c for h in hands for c in h}
    rest = [c for c in full_deck() if c not in used]
    for s in sorted(range(4), key=lambda s: -len(voids.get(s, ""))):
        for c in list(rest):
            if len(hands[s]) == 13:
                break
            if c.suit.letter not in voids.get(s, ""):
                hands[s].append(c)
                rest.remove(c)
    return Hand.from_cards(rules, hands, dealer=dealer, pass_direction=direction)


def play(hand: Hand, text: str) -> None:
    """Play the cards in order (each by whoever is to play)."""
    for c in cards(text):
        hand.play(c)


def names(cs: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(str(c) for c in cs)
