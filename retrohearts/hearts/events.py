"""The game's event vocabulary: what the `--log` lines and the network server call each event.

Each function takes engine facts and returns ``(event, fields)`` ready for
``EventLog.write(event, **fields)``.  The pyxel table's ``--log`` and the network server's
per-table logs use the same names and fields, so one replay tool reads both:

========== ============================================================
game_start players, rules (preset name or "custom"), scores
deal       hand (1-based number in the game), deal_number, dealer, passing, players,
           rule_set (preset name or "custom"), rules (every HouseRules field)
pass       seat, to, cards (three card codes such as "QS")
received   seat, cards
play       seat, card, trick (1-based)
trick      number (1-based), leader, winner, points
claim      seat, kind ("rest" or "no_points"), trick (1-based: the first trick it settled),
           tricks (those it settled: number, leader, plays, winner, points), points (the
           hand's, as it settles them)
undo       seat, what ("play" or "pass"), cards (taken back, in play order), trick (1-based,
           of the first card taken back; 0 for a pass), undos (in the game so far)
hand_end   points, before, scores, deal_number
game_end   scores, winners, hands
========== ============================================================
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from retrohearts.cards import Card
from retrohearts.hearts.hand import Hand
from retrohearts.hearts.history import ClaimRecord, TrickRecord
from retrohearts.hearts.match import Match

__all__ = [
    "Event", "card_codes", "claim", "deal", "game_end", "game_start", "hand_end", "pass_event",
    "play", "received", "trick", "undo",
]

Event = tuple[str, dict[str, Any]]


def card_codes(cards: Iterable[Card]) -> list[str]:
    """Cards as the short codes of the log and the protocol ("QS", "TD")."""
    return [str(c) for c in cards]


def game_start(names: Sequence[str], match: Match) -> Event:
    """A new game begins."""
    return "game_start", {"players": list(names), "rules": match.rules.preset_name or "custom",
                          "scores": list(match.scores)}


def deal(match: Match, names: Sequence[str]) -> Event:
    """A hand is dealt: who sits where, and the house rules it is played under."""
    hand = match.hand
    return "deal", {"hand": match.hand_number + 1, "deal_number": hand.deal_number,
                    "dealer": hand.dealer, "passing": hand.pass_direction.label,
                    "players": list(names), "rule_set": match.rules.preset_name or "custom",
                    "rules": match.rules.to_dict()}


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


def claim(hand: Hand, record: ClaimRecord) -> Event:
    """A seat claimed the rest of ``hand`` (already played out by the claim)."""
    tricks = [{"number": n + 1, "leader": t.leader,
               "plays": [[s, str(c)] for s, c in t.plays], "winner": t.winner,
               "points": t.points}
              for n, t in enumerate(hand.tricks) if n >= record.tricks_before]
    return "claim", {"seat": record.seat, "kind": record.kind, "trick": record.tricks_before + 1,
                     "tricks": tricks, "points": list(hand.points())}


def undo(seat: int, what: str, cards: Iterable[Card], trick_number: int, undos: int) -> Event:
    """A seat took back its pass or its last card (and every card after it)."""
    return "undo", {"seat": seat, "what": what, "cards": card_codes(cards),
                    "trick": trick_number, "undos": undos}


def hand_end(match: Match) -> Event:
    """The hand in progress is over (``match.hand`` finished)."""
    return "hand_end", {"points": list(match.hand.points()),
                        "before": list(match.scores_before_hand), "scores": list(match.scores),
                        "deal_number": match.hand.deal_number}


def game_end(match: Match) -> Event:
    """The game is over."""
    return "game_end", {"scores": list(match.scores), "winners": list(match.winners),
                        "hands": match.hand_number + 1}
