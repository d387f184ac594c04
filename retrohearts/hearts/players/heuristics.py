"""Reading a PlayerView as the few masks the heuristic players decide from.

The simple personalities work card by card from the same facts the play-out policy uses: the
hand, the legal cards, the suit led, the card winning the trick, its points, and whether the
queen of spades is still out.  :class:`TrickFacts` collects them from a view once.
"""

from __future__ import annotations

from dataclasses import dataclass

from retrohearts.cards import QUEEN_OF_SPADES, Card
from retrohearts.hearts.masks import CARD_OF, SUIT_MASKS, mask_of
from retrohearts.hearts.players.inference import played_mask
from retrohearts.hearts.players.policy import choose_card
from retrohearts.hearts.view import PlayerView

__all__ = ["TrickFacts", "game_leader", "policy_card", "winning_seat"]


@dataclass(frozen=True)
class TrickFacts:
    """The trick in progress as masks, from one seat's view."""

    hand: int
    legal: int
    lead: int  # suit led, -1 when leading
    best: int  # index of the card winning so far, -1 when leading
    played: int  # cards already in the trick
    points: int  # points already in the trick
    queen_out: bool  # the queen of spades is still in somebody's hand
    gone: int  # every card played this hand

    @staticmethod
    def of(view: PlayerView) -> TrickFacts:
        """The facts of ``view`` (the seat to play)."""
        hand = mask_of(view.hand)
        legal = mask_of(view.legal)
        gone = played_mask(view)
        lead = -1
        best = -1
        if view.current:
            lead = view.current[0][1].suit.value
            best = max(c.index for _, c in view.current if c.suit.value == lead)
        points = sum(c.points for _, c in view.current)
        queen_out = not (gone >> QUEEN_OF_SPADES.index) & 1
        return TrickFacts(hand, legal, lead, best, len(view.current), points, queen_out, gone)

    def suit(self, s: int) -> int:
        """This seat's cards of suit ``s``."""
        return self.hand & SUIT_MASKS[s]


def policy_card(view: PlayerView) -> Card:
    """The careful ducker's card (``policy.choose_card``) for the seat to play."""
    f = TrickFacts.of(view)
    return CARD_OF[choose_card(f.hand, f.legal, f.lead, f.best, f.played, f.points, f.queen_out)]


def winning_seat(view: PlayerView) -> int | None:
    """The seat winning the trick in progress so far (None before the lead)."""
    if not view.current:
        return None
    led = view.current[0][1].suit
    seat, _ = max(((s, c) for s, c in view.current if c.suit == led), key=lambda sc: sc[1].rank)
    return seat


def game_leader(view: PlayerView) -> int:
    """The other seat leading the game: lowest total, then fewest points this hand."""
    others = [s for s in range(4) if s != view.seat]
    return min(others, key=lambda s: (view.scores[s], view.points_taken[s], s))
