"""Deal numbers: every hand comes from a number, the same deal on every machine.

Deal ``n`` (1 .. 999,999,999) shuffles the deck in index order with :class:`retrohearts.rng.Rng`
seeded with ``n`` (a Fisher-Yates shuffle from the top), then seat ``s`` gets shuffled positions
``13*s`` to ``13*s + 12``.  The seat a card goes to never depends on the dealer, so deal 1234 puts
the same thirteen cards in front of South whoever deals.  The golden-deal tests pin this down:
changing anything here changes every deal number players have written down.
"""

from __future__ import annotations

import hashlib

from retrohearts.cards import Card
from retrohearts.hearts.masks import CARD_OF
from retrohearts.rng import Rng

__all__ = ["DEAL_MAX", "DEAL_MIN", "deal_cards", "check_deal_number", "keyed_deal_cards"]

DEAL_MIN = 1
DEAL_MAX = 999_999_999


def check_deal_number(deal_number: int) -> int:
    """``deal_number`` if it is a valid deal number, else ValueError with a readable message."""
    if isinstance(deal_number, bool) or not isinstance(deal_number, int) or not (
        DEAL_MIN <= deal_number <= DEAL_MAX
    ):
        raise ValueError(f"Deal numbers are {DEAL_MIN} to {DEAL_MAX:,}, not {deal_number!r}")
    return deal_number


def deal_cards(deal_number: int) -> tuple[tuple[Card, ...], ...]:
    """The four hands of deal ``deal_number``, each sorted, indexed by seat."""
    check_deal_number(deal_number)
    return _shuffled(deal_number)


def keyed_deal_cards(deal_number: int, key: bytes) -> tuple[tuple[Card, ...], ...]:
    """The four hands of deal ``deal_number`` under a secret ``key``: the same shuffle, seeded
    from both (SHA-256), so the number alone tells nothing of the hands.  A network server
    keeps its key: the deal numbers its players see cannot be turned into the other seats'
    cards, and its own journal replays the same deals."""
    check_deal_number(deal_number)
    digest = hashlib.sha256(key + deal_number.to_bytes(8, "big")).digest()
    return _shuffled(int.from_bytes(digest[:8], "big"))


def _shuffled(seed: int) -> tuple[tuple[Card, ...], ...]:
    deck = list(range(52))
    Rng(seed).shuffle(deck)
    return tuple(
        tuple(CARD_OF[i] for i in sorted(deck[13 * s:13 * s + 13])) for s in range(4)
    )
