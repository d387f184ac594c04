"""A table's course as entries that rebuild it: what a shared lobby keeps durable in Redis.

A table (``table.py``) hands each entry to its ``journal`` hook as it happens; ``redislobby``
appends them to a Redis stream per table, so that when the process holding the table dies,
another one rebuilds the table with :func:`restore` and the people take their seats back with
their tokens, at the same trick, with the same hands and scores.  The engine is deterministic,
so the entries need only say what was decided:

========= ==========================================================================
``game``  a game starts: ``first_deal``, ``first_dealer``, ``deal_key`` (the table's
          secret in hex, or null), ``rules`` (every house rule), ``opponents`` (the four
          seats' computers), ``hands_played``, ``games_played``
          and ``seats`` (who holds or is kept each seat: ``person``, ``token``, ``keys``,
          ``here``: seated then), and ``last`` (the ``last_hand`` message, or null).  The
          stream is cut before each one: it holds one game.
``next``  the next hand of the game is dealt
``pass``  ``seat``, ``cards``
``play``  ``seat``, ``card``
``claim`` ``seat``: it claimed the rest of the hand (the engine plays it out again)
``seat``  ``seat``, ``why`` (joined, resumed, left, dropped), ``person``, ``token``, ``keys``
          (who has now seen that seat's cards: see ``Table.may_take``)
========= ==========================================================================

Restoring replays them through the engine (a refused move means the entries are not this
table's: :class:`CourseError`); every person is then away, their seat kept for their token
as after a dropped connection, and the table rests until someone comes back.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from retrohearts.cards import Card
from retrohearts.hearts.claim import claim
from retrohearts.hearts.match import Match
from retrohearts.hearts.rules import HouseRules

if TYPE_CHECKING:
    from retrohearts.net.table import Table

__all__ = ["CourseError", "game_entry", "restore"]


class CourseError(ValueError):
    """The entries do not make a game of this table."""


def game_entry(table: Table) -> dict[str, Any]:
    """The fields of a ``game`` entry for ``table`` now (its game just started)."""
    match = table.match
    return {
        "first_deal": match.first_deal, "first_dealer": match.first_dealer,
        "deal_key": None if match.deal_key is None else match.deal_key.hex(),
        "rules": match.rules.to_dict(), "opponents": [s.personality for s in table.seats],
        "hands_played": table.hands_played, "games_played": table.games_played,
        "seats": [{"person": s.person, "token": s.token, "keys": sorted(s.keys),
                   "here": s.peer is not None} for s in table.seats],
        "last": table._last,
    }


def restore(table: Table, entries: Iterable[dict[str, Any]]) -> None:
    """Bring a new ``table`` (nobody seated) to where ``entries`` leave it; CourseError when
    they cannot be replayed.  Call it in the event loop: a finished hand's next deal is
    scheduled as after any hand."""
    entries = list(entries)
    if not entries:
        return
    if entries[0].get("k") != "game":
        raise CourseError("a table's course starts with a game")
    here = [False] * 4  # who was seated as the entries went
    try:
        for entry in entries:
            _apply(table, entry, here)
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise CourseError(f"cannot replay {entry!r}: {error}") from None
    now = table.clock()
    for s in table.seats:  # everyone is away now; seats kept as after a dropped line
        s.peer = None
        s.keys = frozenset()
        if s.token is not None:
            s.kept_until = now + table.config.resume_seconds
        else:
            s.person = None
    table._started = True
    if table.match.hand.is_over:
        table._between_hands = asyncio.get_running_loop().create_task(table._next_hand())


def _apply(table: Table, e: dict[str, Any], here: list[bool]) -> None:
    kind = e["k"]
    if kind == "game":
        rules = HouseRules.from_dict(e["rules"])
        key = e.get("deal_key")
        table.match = Match(rules, first_deal=e["first_deal"], first_dealer=e["first_dealer"],
                            deal_key=None if key is None else bytes.fromhex(key))
        table.hands_played, table.games_played = e["hands_played"], e["games_played"]
        table._last = e["last"]
        table.set_opponents(e["opponents"])
        for s, seat in zip(table.seats, e["seats"], strict=True):
            s.person, s.token = seat["person"], seat["token"]
            s.keys = frozenset(seat["keys"])
            here[s.index] = bool(seat["here"])
        _new_deal(table)
    elif kind == "next":
        table.match.next_hand()
        _new_deal(table)
    elif kind == "pass":
        table.match.hand.pass_cards(e["seat"], [Card.parse(c) for c in e["cards"]])
    elif kind in ("play", "claim"):
        hand = table.match.hand
        if hand.to_play != e["seat"]:
            raise ValueError(f"seat {e['seat']} plays out of turn")
        if kind == "play":
            hand.play(Card.parse(e["card"]))
            table._step += 1
            table._played[e["seat"]] += 1
        else:
            before = len(hand.history.plays)
            claim(hand, e["seat"])  # IllegalPlay (a ValueError) if it was not a claim then
            table._step += len(hand.history.plays) - before
            table._played = [13, 13, 13, 13]
        if hand.is_over:
            table.hands_played += 1
            if table.match.is_over:
                table.games_played += 1
            names = [s.person if here[s.index] and s.person else s.computer
                     for s in table.seats]
            table._last = table._last_hand_message(hand.history, hand.points(), names)
    elif kind == "seat":
        s = table.seats[e["seat"]]
        s.person, s.token = e["person"], e["token"]
        s.keys = frozenset(e["keys"])
        here[s.index] = e["why"] in ("joined", "resumed")
        table._seen[s.index].update(s.keys)
    else:
        raise ValueError(f"unknown entry {kind!r}")


def _new_deal(table: Table) -> None:
    table._serial += 1
    table._step = 0
    table._played = [0, 0, 0, 0]
    table._seen = [set(s.keys) for s in table.seats]
