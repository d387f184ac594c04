"""Reading the cards people type at the terminal: ``jd``, ``10h``, ``qs``, or just ``q``.

The suit may be left out when only one card of that rank can be meant (among the legal plays
when playing, among the cards held when passing), as in xhearts.  Pure functions: the curses
client calls them and shows the error text in its message window.
"""

from __future__ import annotations

from collections.abc import Sequence

from retrohearts.cards import RANK_LETTERS, Card

__all__ = ["describe", "resolve"]

_RANK_NAMES = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
               11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}


def describe(card: Card) -> str:
    """ "Jack of Diamonds", as xhearts shows a typed card."""
    return f"{_RANK_NAMES[card.rank]} of {card.suit.plural.capitalize()}"


def _rank(text: str) -> int | None:
    t = text.upper()
    if t == "10":
        t = "T"
    if len(t) == 1 and t in RANK_LETTERS[2:]:
        return RANK_LETTERS.index(t)
    return None


def resolve(text: str, choices: Sequence[Card], held: Sequence[Card]) -> Card:
    """The card ``text`` means; ``choices`` are the cards that may be chosen now (the legal
    plays, or the cards held when passing), ``held`` the cards in the hand.  ValueError with a
    sentence for the message window."""
    t = text.strip().replace(" ", "")
    if not t:
        raise ValueError("Type a card: rank then suit, like jd or 10h")
    rank = _rank(t)
    if rank is not None:
        same = [c for c in choices if c.rank == rank] or [c for c in held if c.rank == rank]
        if len(same) == 1:
            return same[0]
        if not same:
            raise ValueError(f"You have no {_RANK_NAMES[rank]}")
        suits = "".join(c.suit.letter.lower() for c in same)
        raise ValueError(f"Which {_RANK_NAMES[rank]}? Add the suit ({suits})")
    card = Card.parse(t)
    if card.is_joker:
        raise ValueError("There are no jokers in Hearts")
    if card not in held:
        raise ValueError(f"You don't have the {describe(card)}")
    return card
