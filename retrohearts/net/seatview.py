"""What one seat may be told: server messages built only from the engine's PlayerView.

The ``state`` message is the whole picture a seat is entitled to (its own cards, what has been
played, what it passed and received, scores); it never looks at the Hand itself, so it cannot
leak another seat's hidden cards.  ``event_for`` filters the table's log events the same way:
another seat's pass is told without its cards, and a seat hears only what it received.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from retrohearts.cards import Card
from retrohearts.hearts.history import TrickRecord
from retrohearts.hearts.view import PlayerView
from retrohearts.net.protocol import encode

__all__ = ["SEAT_EVENTS", "TrickTexts", "codes", "encode_private", "encode_public",
           "encode_state", "event_for", "join_state", "private_part", "public_part",
           "state_message", "trick_json"]


#: Card codes by card index ("2C" .. "AH"), so a message never calls str() per card.
_CODES = tuple(str(Card.from_index(i)) for i in range(52))


def codes(cards: Iterable[Card]) -> list[str]:
    """Card codes of ``cards``."""
    return [_CODES[c.index] for c in cards]


@lru_cache(maxsize=8192)
def trick_json(trick: TrickRecord) -> dict[str, Any]:
    """A completed trick: leader, plays as ``[seat, card]``, winner, points (shared, read-only)."""
    return {"leader": trick.leader, "plays": [[s, _CODES[c.index]] for s, c in trick.plays],
            "winner": trick.winner, "points": trick.points}


class TrickTexts:
    """A table's completed tricks as JSON text, each trick encoded once (a hand's tricks only
    grow, and every ``state`` carries them all)."""

    def __init__(self) -> None:
        self._records: list[TrickRecord] = []
        self._texts: list[str] = []
        self._joined = "[]"

    def text(self, tricks: Sequence[TrickRecord]) -> str:
        """``tricks`` as a JSON array (the same as encoding ``[trick_json(t) ...]``)."""
        done = self._records
        n = len(done)
        if n > len(tricks) or (n and tricks[n - 1] is not done[-1]):
            done.clear()  # a new hand
            self._texts.clear()
            n = 0
        if n == len(tricks) and n:
            return self._joined
        for trick in tricks[n:]:
            done.append(trick)
            self._texts.append(encode(trick_json(trick)))
        self._joined = "[" + ",".join(self._texts) + "]"
        return self._joined


def encode_public(view: PlayerView, tricks: TrickTexts, **public: Any) -> str:
    """:func:`public_part` as JSON text, the tricks from the table's ``tricks`` cache."""
    fields = public_part(view, with_tricks=False, **public)
    return encode(fields)[:-1] + ',"tricks":' + tricks.text(view.tricks) + "}"


def public_part(view: PlayerView, *, table: int, names: Sequence[str], kinds: Sequence[str],
                hand_number: int, scores: Sequence[int], game_over: bool,
                winners: Sequence[int], passed_seats: Sequence[int] = (),
                with_tricks: bool = True) -> dict[str, Any]:
    """The fields of ``state`` that are the same for every seat (all of it public;
    ``passed_seats`` says who has chosen their pass, never what; ``with_tricks`` False leaves
    the completed tricks out, for :func:`encode_public`)."""
    fields = {
        "table": table,
        "names": list(names),
        "kinds": list(kinds),
        "rules": view.rules.preset_name or "custom",
        "hand_number": hand_number,
        "deal_number": view.deal_number,
        "dealer": view.dealer,
        "passing": view.pass_direction.label,
        "phase": view.phase,
        "passed_seats": list(passed_seats),
        "to_play": view.to_play,
        "leader": view.leader,
        "current": [[s, _CODES[c.index]] for s, c in view.current],
        "hearts_broken": view.hearts_broken,
        "points_taken": list(view.points_taken),
        "hand_sizes": list(view.hand_sizes),
        "scores_before": list(view.scores),
        "scores": list(scores),
        "game_over": game_over,
        "winners": list(winners),
    }
    if with_tricks:
        fields["tricks"] = [trick_json(t) for t in view.tricks]
    return fields


def private_part(view: PlayerView, turn: str | None) -> dict[str, Any]:
    """The fields of ``state`` only ``view.seat`` may see; ``turn`` is "pass", "play" or None."""
    passing = view.pass_direction.label
    return {
        "seat": view.seat,
        "turn": turn,
        "hand": codes(view.hand),
        "legal": codes(view.legal) if turn == "play" else [],
        "pass_to": None if passing == "none" else view.pass_direction.target(view.seat),
        "passed": codes(view.passed),
        "received": codes(view.received),
        "received_from": view.received_from,
    }


def state_message(view: PlayerView, *, turn: str | None, **public: Any) -> dict[str, Any]:
    """The whole ``state`` message for ``view.seat`` (``public`` as for :func:`public_part`)."""
    return {"type": "state", **private_part(view, turn), **public_part(view, **public)}


def encode_private(view: PlayerView, turn: str | None) -> str:
    """:func:`private_part` as JSON text."""
    return encode(private_part(view, turn))


def join_state(private_json: str, public_json: str) -> str:
    """The ``state`` message's text from its two halves, each encoded on its own."""
    return '{"type":"state",' + private_json[1:-1] + "," + public_json[1:]


def encode_state(public_json: str, view: PlayerView, turn: str | None) -> str:
    """``state`` as JSON text, from the public part already encoded once for all seats."""
    return join_state(encode_private(view, turn), public_json)


#: Log events whose message depends on the seat told (see :func:`event_for`); every other
#: event is told to all four alike.
SEAT_EVENTS = frozenset({"pass", "received"})


def event_for(seat: int, event: str, fields: dict[str, Any]) -> dict[str, Any] | None:
    """The ``event`` message seat ``seat`` may receive for a log event, or None for nothing."""
    if event == "received" and fields.get("seat") != seat:
        return None
    if event == "pass" and fields.get("seat") != seat:
        fields = {"seat": fields["seat"], "to": fields["to"]}
    return {"type": "event", "event": event, **fields}
