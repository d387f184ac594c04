"""The bench's "shedding ducker": a plain rule-based player, exactly as issue 6 states it.

It is the yardstick of ``bench/bench_strength.py`` and keeps no memory beyond the view:

* following suit: the highest card that still loses to the card winning the trick; if every
  card would win, the highest when it plays last to a trick holding no points (never the queen
  of spades), else the lowest;
* void in the suit led: the queen of spades, then the ace or king of spades while the queen is
  out, then the highest heart, then the highest card;
* leading: the lowest card that is neither a heart nor a spade above the jack, if it has one
  (else the lowest card);
* passing: the queen, ace and king of spades first, then the highest cards.

Ties in rank are broken by suit order (clubs, diamonds, spades, hearts) so it is deterministic.
"""

from __future__ import annotations

from retrohearts.cards import QUEEN_OF_SPADES, Card, Suit
from retrohearts.hearts.players.base import BasePlayer
from retrohearts.hearts.view import PlayerView

_SPADE_HONOURS = (QUEEN_OF_SPADES, Card(14, Suit.SPADES), Card(13, Suit.SPADES))


def _by_rank(card: Card) -> tuple[int, int]:
    return (card.rank, card.suit.value)


def ducker_pass(hand: tuple[Card, ...] | list[Card]) -> list[Card]:
    """Three cards: the queen, ace and king of spades first, then the highest cards."""
    chosen = [c for c in _SPADE_HONOURS if c in hand]
    rest = sorted((c for c in hand if c not in chosen), key=_by_rank, reverse=True)
    return (chosen + rest)[:3]


def _queen_out(view: PlayerView) -> bool:
    return QUEEN_OF_SPADES not in view.played_cards()


def ducker_play(view: PlayerView) -> Card:
    """The shedding ducker's card for the seat to play."""
    legal = list(view.legal)
    if len(legal) == 1:
        return legal[0]
    if not view.current:
        low = [c for c in legal if c.suit != Suit.HEARTS
               and not (c.suit == Suit.SPADES and c.rank > 11)]
        return min(low or legal, key=_by_rank)
    led = view.current[0][1].suit
    following = [c for c in legal if c.suit == led]
    if following:
        best = max(c.rank for _, c in view.current if c.suit == led)
        losers = [c for c in following if c.rank < best]
        if losers:
            return max(losers, key=_by_rank)
        last = len(view.current) == 3
        points = any(c.points for _, c in view.current)
        if last and not points:
            safe = [c for c in following if c != QUEEN_OF_SPADES]
            return max(safe or following, key=_by_rank)
        return min(following, key=_by_rank)
    if QUEEN_OF_SPADES in legal:
        return QUEEN_OF_SPADES
    if _queen_out(view):
        for card in _SPADE_HONOURS[1:]:
            if card in legal:
                return card
    hearts = [c for c in legal if c.suit == Suit.HEARTS]
    if hearts:
        return max(hearts, key=_by_rank)
    return max(legal, key=_by_rank)


class Ducker(BasePlayer):
    """The shedding ducker as a player object (it needs no seed but takes one)."""

    name = "Ducker"

    def _pass(self, view: PlayerView) -> list[Card]:
        return ducker_pass(view.hand)

    def _play(self, view: PlayerView) -> Card:
        return ducker_play(view)
