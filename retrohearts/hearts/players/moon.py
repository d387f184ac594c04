"""A hand's moon odds on bit masks, and the passes that prepare a shot.

The Odds screen's moon chance (``odds.moon_chance``) and the search share this count: a card
is a *loser* when more unseen cards of its suit are above it than the hand holds above it
(its own higher cards draw theirs out first); each loser halves the chance and every unseen
heart above the hand's highest heart costs a further quarter.
"""

from __future__ import annotations

from retrohearts.hearts.masks import FULL_DECK, HEARTS, SUIT_MASKS

__all__ = ["losers", "moon_odds", "moon_passes"]


def losers(hand: int, unseen: int) -> list[int]:
    """The hand's cards (indices) that the unseen cards can still beat."""
    out: list[int] = []
    for s in (0, 1, 2, 3):
        mine = hand & SUIT_MASKS[s]
        theirs = unseen & SUIT_MASKS[s]
        above_mine = 0
        while mine:
            c = mine.bit_length() - 1
            if (theirs >> (c + 1)).bit_count() > above_mine:
                out.append(c)
            above_mine += 1
            mine ^= 1 << c
    return out


def moon_odds(hand: int, unseen: int, started: bool = False) -> int:
    """The moon chance (0-100) of ``hand`` against the ``unseen`` cards, for a seat that has
    all the points taken so far (``started``: some points, not none).  Without a heart and
    without points it is 0."""
    hearts = hand & HEARTS
    if not hearts and not started:
        return 0
    above = (unseen & HEARTS) >> hearts.bit_length() if hearts else unseen & HEARTS
    return round(100 * 0.5 ** len(losers(hand, unseen)) * 0.75 ** above.bit_count())


def moon_passes(hand: int, limit: int = 4) -> list[tuple[int, int, int]]:
    """Passes for a moon shot from a 13-card ``hand``, drawn from its four lowest losers (then
    its lowest other cards outside hearts when it has fewer); the three lowest losers first."""
    low = sorted(losers(hand, FULL_DECK & ~hand), key=lambda c: (c % 13, c))
    rest = sorted((c for c in range(39) if hand >> c & 1 and c not in low),
                  key=lambda c: (c % 13, c))
    pool = (low + rest)[:4]
    out = [(pool[i], pool[j], pool[k]) for i in range(len(pool))
           for j in range(i + 1, len(pool)) for k in range(j + 1, len(pool))]
    return out[:limit]
