"""The lobby: the tables of this server, their free seats, and the seat tokens.

A seat token is a random string handed to a person when they sit down; it gives the seat back
after a dropped connection for as long as the table keeps it (``resume_seconds``).  This is the
single-process lobby; ``redislobby`` shares the same facts between server processes.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable
from typing import Any

from retrohearts.net.protocol import ProtocolError
from retrohearts.net.table import Table

__all__ = ["Lobby", "NotYet"]


class NotYet(Exception):
    """A token's table is being moved to another process (its own died): ask again soon."""


class Lobby:
    """The tables one server process holds, by id.

    A shared lobby (``redislobby``) also keeps the tables' course durable; the server gives it
    ``make_table`` (a new Table for a table id, to take one over), and is told through
    ``on_durable`` (what was recorded is safe: hold nothing back), ``on_lost`` (another
    process has taken a table over from this one) and ``on_exchange`` (the lobby learned
    something new: ask again what was :class:`NotYet`)."""

    def __init__(self, tables: list[Table], url: str = "") -> None:
        self.tables = {t.id: t for t in tables}
        self.url = url
        self._tokens: dict[str, tuple[int, int]] = {}
        self.make_table: Callable[[int], Table] | None = None
        self.on_durable: Callable[[], None] | None = None
        self.on_lost: Callable[[Table], None] | None = None
        self.on_exchange: Callable[[], None] | None = None

    def holding(self) -> bool:
        """True while something a table did is not yet durable: what the server would tell
        its people about it waits (a single process keeps nothing: never)."""
        return False

    def server_urls(self) -> list[str]:
        """The addresses of the server processes sharing this lobby, this one first."""
        return [self.url]

    def adopt(self, tables: list[Table]) -> None:
        """Take over the tables a server built (a lobby made before the server)."""
        self.tables = {t.id: t for t in tables}

    async def started(self) -> None:
        """The server listens at :attr:`url` now (a shared lobby announces it)."""

    async def stopped(self) -> None:
        """The server is stopping."""

    def listing(self) -> dict[str, Any]:
        """The ``lobby`` message."""
        return {"type": "lobby", "tables": [self._line(t) for t in self.tables.values()]}

    def _line(self, table: Table) -> dict[str, Any]:
        return {**table.summary(), "url": self.url}

    def choose(self, table_id: int | None, seat: int | None, ref: Any = None,
               keys: Iterable[str] = ()) -> tuple[Table, int]:
        """The table and seat a ``join`` gets: the one asked for, or the first free seat at
        the table with the most people (so people play together) that someone with ``keys``
        may take (``Table.may_take``: one hand a deal).  ProtocolError ``no_table``,
        ``no_seat`` or ``seen_hand``."""
        keys = frozenset(keys)
        if table_id is not None:
            table = self.tables.get(table_id)
            if table is None:
                raise ProtocolError("no_table", f"There is no table {table_id}", ref)
            candidates = [table]
        else:
            candidates = sorted(self.tables.values(), key=lambda t: (-t.people(), t.id))
        refused: ProtocolError | None = None
        for table in candidates:
            free = table.free_seats()
            if seat is not None:
                if seat not in free:
                    break
                table.may_take(seat, keys, ref)
                return table, seat
            if table.people() >= 4:
                continue
            for place in free:
                try:
                    table.may_take(place, keys, ref)
                except ProtocolError as error:
                    refused = refused or error
                    continue
                return table, place
        if refused is not None:
            raise refused
        raise ProtocolError("no_seat", "No free seat there" if table_id is not None or seat
                            is not None else "Every table is full", ref)

    def new_token(self, table: Table, seat: int) -> str:
        """A fresh token for ``seat`` at ``table`` (the old one of that seat stops working)."""
        token = secrets.token_urlsafe(18)
        old = table.seats[seat].token
        if old is not None:
            self._tokens.pop(old, None)
        self._tokens[token] = (table.id, seat)
        return token

    def lookup(self, token: str, ref: Any = None) -> tuple[Table, int]:
        """The seat a token resumes; ``bad_token`` if unknown, expired or given up."""
        where = self._tokens.get(token)
        if where is not None:
            table = self.tables[where[0]]
            s = table.seats[where[1]]
            if s.token == token and (s.peer is not None or s.kept_until > table.clock()):
                return table, where[1]
            self._tokens.pop(token, None)
        raise ProtocolError("bad_token", "That seat is no longer kept for you", ref)

    def forget(self, token: str | None) -> None:
        """Drop a token (its person left for good)."""
        if token is not None:
            self._tokens.pop(token, None)
