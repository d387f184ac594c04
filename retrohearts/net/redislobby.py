"""One lobby for many server processes, shared through Redis (``hearts-server --redis URL``).

Tables stay in the process that plays them; Redis holds what the others need to know: which
processes are alive (a heartbeat key each), every table's lobby line with the address of its
process, and every seat token with where it belongs.  Table numbers are handed out by Redis,
so they are unique across processes.  Message handling never waits for Redis: a background
task publishes this process's changes and refreshes its copy of the others' every quarter of
a second, and ``join``/``resume`` for a table elsewhere answer ``elsewhere`` with its ``url``.
Needs the optional ``redis`` package (``pip install 'retrohearts[redis]'``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
import uuid
from collections.abc import Iterable
from typing import Any

import redis.asyncio as aioredis

from retrohearts.net.lobby import Lobby
from retrohearts.net.protocol import ProtocolError
from retrohearts.net.table import Table

__all__ = ["RedisLobby"]

REFRESH = 0.25  # seconds between exchanges with Redis
HEARTBEAT = 5  # seconds a process counts as alive after its last heartbeat


class RedisLobby(Lobby):
    """A :class:`Lobby` whose tables and tokens are also seen by other processes."""

    def __init__(self, url: str, *, public_url: str | None = None,
                 prefix: str = "retrohearts") -> None:
        super().__init__([])
        self.redis_url = url
        self.public_url = public_url
        self.prefix = prefix
        self.server_id = uuid.uuid4().hex[:12]
        self._redis: Any = None
        self._task: asyncio.Task[None] | None = None
        self._dirty: set[int] = set()
        self._tokens_out: dict[str, str | None] = {}  # token -> JSON to write, None: delete
        self._tokens_seen: dict[str, str] = {}
        self.remote_tables: dict[int, dict[str, Any]] = {}
        self.remote_tokens: dict[str, dict[str, Any]] = {}

    def _key(self, *parts: str) -> str:
        return ":".join((self.prefix, *parts))

    # ------------------------------------------------------------ life
    def adopt(self, tables: list[Table]) -> None:
        super().adopt(tables)
        for table in tables:
            table.on_change = self._changed

    async def started(self) -> None:
        """Connect, take table numbers, announce this process, start the exchange."""
        self.url = self.public_url or self.url
        self._redis = aioredis.from_url(self.redis_url, decode_responses=True,
                                        socket_timeout=5, socket_connect_timeout=5)
        await self._redis.ping()
        count = len(self.tables)
        last = int(await self._redis.incrby(self._key("table_seq"), count))
        renumbered = {}
        for offset, table in enumerate(sorted(self.tables.values(), key=lambda t: t.id)):
            table.id = last - count + 1 + offset
            renumbered[table.id] = table
        self.tables = renumbered
        self._dirty = set(self.tables)
        await self._exchange()
        self._task = asyncio.get_running_loop().create_task(self._loop())

    async def stopped(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        if self._redis is not None:
            with contextlib.suppress(Exception):
                pipe = self._redis.pipeline()
                pipe.delete(self._key("server", self.server_id))
                if self.tables:
                    pipe.hdel(self._key("tables"), *map(str, self.tables))
                mine = [t for t, w in self._tokens_seen.items()
                        if json.loads(w).get("server") == self.server_id]
                if mine:
                    pipe.hdel(self._key("tokens"), *mine)
                await pipe.execute()
            with contextlib.suppress(Exception):
                await self._redis.aclose()

    async def _loop(self) -> None:
        while True:
            await asyncio.sleep(REFRESH)
            with contextlib.suppress(Exception):  # Redis away for a moment: try again
                await self._exchange()

    async def _exchange(self) -> None:
        """Publish our heartbeat, changed tables and tokens; read everyone else's."""
        r = self._redis
        pipe = r.pipeline()
        pipe.set(self._key("server", self.server_id), self.url, ex=HEARTBEAT)
        for table_id in list(self._dirty):
            table = self.tables.get(table_id)
            if table is not None:
                pipe.hset(self._key("tables"), str(table_id), json.dumps(
                    {**table.summary(), "url": self.url, "server": self.server_id}))
        self._dirty.clear()
        for token, value in list(self._tokens_out.items()):
            if value is None:
                pipe.hdel(self._key("tokens"), token)
            else:
                pipe.hset(self._key("tokens"), token, value)
        self._tokens_out.clear()
        pipe.hgetall(self._key("tables"))
        pipe.hgetall(self._key("tokens"))
        *_, tables, tokens = await pipe.execute()
        servers = {json.loads(v)["server"] for v in tables.values()}
        alive: set[str] = set()
        if servers:
            names = sorted(servers)
            beats = await r.mget([self._key("server", s) for s in names])
            alive = {s for s, beat in zip(names, beats, strict=True) if beat}
        self.remote_tables = {}
        for key, value in tables.items():
            line = json.loads(value)
            if line["server"] != self.server_id and line["server"] in alive:
                self.remote_tables[int(key)] = line
        now = time.time()
        self.remote_tokens = {}
        for token, value in tokens.items():
            entry = json.loads(value)
            if entry["server"] == self.server_id:
                continue
            if entry["server"] in alive and (not entry["until"] or entry["until"] > now):
                self.remote_tokens[token] = entry

    # ------------------------------------------------------------ changes here
    def _changed(self, table: Table) -> None:
        self._dirty.add(table.id)
        now_mono, now = table.clock(), time.time()
        for seat in table.seats:
            if seat.token is None:
                continue
            until = 0.0 if seat.peer is not None else now + (seat.kept_until - now_mono)
            value = json.dumps({"table": table.id, "seat": seat.index, "url": self.url,
                                "server": self.server_id, "until": round(until, 1)})
            if self._tokens_seen.get(seat.token) != value:
                self._tokens_seen[seat.token] = value
                self._tokens_out[seat.token] = value

    def forget(self, token: str | None) -> None:
        super().forget(token)
        if token is not None:
            self._tokens_seen.pop(token, None)
            self._tokens_out[token] = None

    # ------------------------------------------------------------ questions
    def listing(self) -> dict[str, Any]:
        out = super().listing()
        remote = [{k: v for k, v in line.items() if k != "server"}
                  for _, line in sorted(self.remote_tables.items())]
        out["tables"] = [*out["tables"], *remote]
        return out

    def choose(self, table_id: int | None, seat: int | None, ref: Any = None,
               keys: Iterable[str] = ()) -> tuple[Table, int]:
        if table_id is not None and table_id not in self.tables:
            line = self.remote_tables.get(table_id)
            if line is None:
                raise ProtocolError("no_table", f"There is no table {table_id}", ref)
            raise ProtocolError("elsewhere", f"Table {table_id} is at {line['url']}", ref,
                                url=line["url"], table=table_id)
        try:
            return super().choose(table_id, seat, ref, keys)
        except ProtocolError as error:
            if table_id is not None or error.code not in ("no_seat", "seen_hand"):
                raise
            refused = error
        for tid, line in sorted(self.remote_tables.items(),
                                key=lambda kv: (-sum(s["kind"] == "human"
                                                     for s in kv[1]["seats"]), kv[0])):
            if line["free"] and (seat is None or seat in line["free"]):
                raise ProtocolError("elsewhere", f"Table {tid} is at {line['url']}", ref,
                                    url=line["url"], table=tid)
        raise refused

    def lookup(self, token: str, ref: Any = None) -> tuple[Table, int]:
        try:
            return super().lookup(token, ref)
        except ProtocolError:
            entry = self.remote_tokens.get(token)
            if entry is None:
                raise
            raise ProtocolError("elsewhere", f"Your seat is at {entry['url']}", ref,
                                url=entry["url"], table=entry["table"]) from None
