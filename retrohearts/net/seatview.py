"""What one seat may be told: server messages built only from the engine's PlayerView.

The ``state`` message is the whole picture a seat is entitled to (its own cards, what has been
played, what it passed and received, scores); it never looks at the Hand itself, so it cannot
leak another seat's hidden cards.  ``event_for`` filters the table's log events the same way:
another seat's pass is told without its cards, and a seat hears only what it received.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from retrohearts.hearts.events import card_codes
from retrohearts.hearts.history import TrickRecord
from retrohearts.hearts.view import PlayerView

__all__ = ["event_for", "state_message", "trick_json"]


def trick_json(trick: TrickRecord) -> dict[str, Any]:
    """A completed trick: leader, plays as ``[seat, card]``, winner, points."""
    return {"leader": trick.leader, "plays": [[s, str(c)] for s, c in trick.plays],
            "winner": trick.winner, "points": trick.points}


def state_message(view: PlayerView, *, table: int, names: Sequence[str],
                  kinds: Sequence[str], hand_number: int, scores: Sequence[int],
                  game_over: bool, winners: Sequence[int], turn: str | None) -> dict[str, Any]:
    """The ``state`` message for ``view.seat``; ``turn`` is "pass", "play" or None."""
    passing = view.pass_direction.label
    return {
        "type": "state",
        "table": table,
        "seat": view.seat,
        "names": list(names),
        "kinds": list(kinds),
        "rules": view.rules.preset_name or "custom",
        "hand_number": hand_number,
        "deal_number": view.deal_number,
        "dealer": view.dealer,
        "passing": passing,
        "pass_to": None if passing == "none" else view.pass_direction.target(view.seat),
        "phase": view.phase,
        "turn": turn,
        "hand": card_codes(view.hand),
        "legal": card_codes(view.legal) if turn == "play" else [],
        "to_play": view.to_play,
        "leader": view.leader,
        "current": [[s, str(c)] for s, c in view.current],
        "tricks": [trick_json(t) for t in view.tricks],
        "hearts_broken": view.hearts_broken,
        "passed": card_codes(view.passed),
        "received": card_codes(view.received),
        "received_from": view.received_from,
        "points_taken": list(view.points_taken),
        "hand_sizes": list(view.hand_sizes),
        "scores_before": list(view.scores),
        "scores": list(scores),
        "game_over": game_over,
        "winners": list(winners),
    }


def event_for(seat: int, event: str, fields: dict[str, Any]) -> dict[str, Any] | None:
    """The ``event`` message seat ``seat`` may receive for a log event, or None for nothing."""
    if event == "received" and fields.get("seat") != seat:
        return None
    if event == "pass" and fields.get("seat") != seat:
        fields = {"seat": fields["seat"], "to": fields["to"]}
    return {"type": "event", "event": event, **fields}
