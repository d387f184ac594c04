"""The game's event vocabulary: what the `--log` lines and the network server call each event.

Each function takes engine facts and returns ``(event, fields)`` ready for
``EventLog.write(event, **fields)``.  The pyxel table's ``--log`` and the network server's
per-table logs use the same names and fields, so one replay tool reads both:

========== ============================================================
game_start players, rules (preset name or "custom"), scores
deal       hand (1-based number in the game), deal_number, dealer, passing
pass       seat, to, cards (three card codes such as "QS")
received   seat, cards
play       seat, card, trick (1-based)
trick      number (1-based), leader, winner, points
hand_end   points, before, scores, deal_number
game_end   scores, winners, hands
========== ============================================================
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from retrohearts.cards import Card
from retrohearts.hearts.history import TrickRecord
from retrohearts.hearts.match import Match

__all__ = [
    "Event", "card_codes", "deal", "game_end", "game_start", "hand_end", "pass_event", "play",
    "received", "trick",
]

Event = tuple[str, dict[str, Any]]


def card_codes(cards: Iterable[Card]) -> list[str]:
    """Cards as the short codes of the log and the protocol ("QS", "TD")."""
    return [str(c) for c in cards]


def game_start(names: Sequence[str], match: Match) -> Event:
    """A new game begins."""
    return "game_start", {"players": list(names), "rules": match.rules.preset_name or "custom",
                          "scores": list(match.scores)}


def deal(match: Match) -> Event:
    """A hand is dealt."""
    hand = match.hand
    return "deal", {"hand": match.hand_number + 1, "deal_number": hand.deal_number,
                    "dealer": hand.dealer, "passing": hand.pass_direction.label}


def pass_event(seat: int, to: int, cards: Iterable[Card]) -> Event:
    """A seat passes three cards."""
    return "pass", {"seat": seat, "to": to, "cards": card_codes(cards)}


def received(seat: int, cards: Iterable[Card]) -> Event:
    """A seat receives its three cards once all four have passed."""
    return "received", {"seat": seat, "cards": card_codes(cards)}


def play(seat: int, card: Card, trick_number: int) -> Event:
    """A card is played to trick ``trick_number`` (1-based)."""
    return "play", {"seat": seat, "card": str(card), "trick": trick_number}


def trick(number: int, record: TrickRecord) -> Event:
    """Trick ``number`` (1-based) is complete."""
    return "trick", {"number": number, "leader": record.leader, "winner": record.winner,
                     "points": record.points}


def hand_end(match: Match) -> Event:
    """The hand in progress is over (``match.hand`` finished)."""
    return "hand_end", {"points": list(match.hand.points()),
                        "before": list(match.scores_before_hand), "scores": list(match.scores),
                        "deal_number": match.hand.deal_number}


def game_end(match: Match) -> Event:
    """The game is over."""
    return "game_end", {"scores": list(match.scores), "winners": list(match.winners),
                        "hands": match.hand_number + 1}
