"""Cards as bit masks, and the one legality function both Hand and FastState use.

Card ``i`` (``retrohearts.cards.Card.index``) is bit ``i``.  Keeping the legality rule in one
function over ints means the public :class:`~retrohearts.hearts.hand.Hand` and the fast play-out
path can never disagree; :func:`retrohearts.hearts.fast.random_playout` inlines a copy of it for
speed, and the tests check that copy against this one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from retrohearts.cards import Card
from retrohearts.hearts.rules import HouseRules

__all__ = [
    "ALL_CARDS",
    "CARD_OF",
    "FULL_DECK",
    "HEARTS",
    "JD",
    "POINTS",
    "POINTS_OF",
    "QS",
    "RuleFlags",
    "SUIT_MASKS",
    "SUIT_OF",
    "TWO_CLUBS",
    "bits",
    "cards_of",
    "legal_mask",
    "mask_of",
]

SUIT_MASKS: tuple[int, int, int, int] = tuple(  # type: ignore[assignment]
    ((1 << 13) - 1) << (13 * s) for s in range(4)
)
HEARTS: int = SUIT_MASKS[3]
QS: int = 1 << 36
JD: int = 1 << 22
TWO_CLUBS: int = 1
POINTS: int = HEARTS | QS
FULL_DECK: int = (1 << 52) - 1

#: Suit number of each card index.
SUIT_OF: tuple[int, ...] = tuple(i // 13 for i in range(52))
#: Heart/queen points of each card index.
POINTS_OF: tuple[int, ...] = tuple(Card.from_index(i).points for i in range(52))
#: The Card object of each index.
CARD_OF: tuple[Card, ...] = tuple(Card.from_index(i) for i in range(52))
ALL_CARDS = CARD_OF


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask of some cards."""
    m = 0
    for c in cards:
        m |= 1 << c.index
    return m


def bits(mask: int) -> list[int]:
    """The card indexes set in ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def cards_of(mask: int) -> list[Card]:
    """The cards in ``mask``, in index order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARD_OF[low.bit_length() - 1])
        mask ^= low
    return out


class RuleFlags(NamedTuple):
    """HouseRules flattened for the inner loops."""

    two_clubs_leads: bool
    no_points_first: bool
    queen_breaks: bool
    must_break: bool
    exempt_mask: int  # leader exempt from must_break when hand & ~exempt_mask == 0
    must_play_queen: bool
    jack: bool
    moon_minus: bool

    @staticmethod
    def of(rules: HouseRules) -> RuleFlags:
        """Flatten ``rules``."""
        return RuleFlags(
            two_clubs_leads=rules.first_lead == "two_of_clubs",
            no_points_first=not rules.points_on_first_trick,
            queen_breaks=rules.queen_breaks_hearts,
            must_break=rules.must_break_hearts,
            exempt_mask=HEARTS if rules.lead_hearts_when == "only_hearts" else POINTS,
            must_play_queen=rules.must_play_queen,
            jack=rules.jack_of_diamonds,
            moon_minus=rules.moon == "shooter_minus_26",
        )


def legal_mask(flags: RuleFlags, hand: int, lead_suit: int, first_trick: bool,
               broken: bool) -> int:
    """The legal plays (a mask) for a player holding ``hand``.

    ``lead_suit`` is the suit led in the trick in progress, or -1 when this player leads.
    ``first_trick`` is True during the hand's first trick.  The result is never empty while
    ``hand`` is not (see :mod:`retrohearts.hearts.rules` for the rules).
    """
    if lead_suit < 0:
        if first_trick and flags.two_clubs_leads and hand & TWO_CLUBS:
            return TWO_CLUBS
        m = hand
        if flags.must_break and not broken and hand & ~flags.exempt_mask:
            m = hand & ~HEARTS
            if not m:
                m = hand
        if first_trick and flags.no_points_first and m & ~POINTS:
            m &= ~POINTS
        return m
    follow = hand & SUIT_MASKS[lead_suit]
    if follow:
        if first_trick and flags.no_points_first and follow & ~POINTS:
            return follow & ~POINTS
        return follow
    m = hand
    if first_trick and flags.no_points_first and hand & ~POINTS:
        m = hand & ~POINTS
    if flags.must_play_queen and m & QS:
        return QS
    return m


def score(flags: RuleFlags, taken: list[int] | tuple[int, ...], jack_taker: int) -> list[int]:
    """Final points of a hand from raw points taken and who took the jack (-1: nobody/off)."""
    pts = list(taken)
    for s in range(4):
        if pts[s] == 26:
            if flags.moon_minus:
                pts = [0, 0, 0, 0]
                pts[s] = -26
            else:
                pts = [26, 26, 26, 26]
                pts[s] = 0
            break
    if flags.jack and jack_taker >= 0:
        pts[jack_taker] -= 10
    return pts
