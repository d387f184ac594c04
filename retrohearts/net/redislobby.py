"""One lobby for many server processes, shared through Redis (``hearts-server --redis URL``).

Tables are played in one process each; Redis holds what the others need: which processes are
alive (a heartbeat key each, and their addresses), every table's lobby line with the address
of its process, every seat token with where it belongs, which process owns each table, and
each table's course (``course.py``) as a stream, appended as it happens.  Table numbers come
from Redis, so they are unique across processes.

No game is lost when a process dies.  What a table does is recorded before anyone is told:
while entries are on their way to Redis, the server holds back what it would send
(:meth:`RedisLobby.holding`), so a client has never seen a card that Redis does not have.
Only the owner may append to a table's stream (a script checks, so a process that was
thought dead and came back cannot write over its successor).  When a process's heartbeat
stops, the others see its tables orphaned; the heir of each (chosen by rendezvous hashing
among the live processes, so they share the work; any other live process after a grace
period) takes ownership in one atomic step, reads the stream, rebuilds the table and
publishes it with its own address.  Meanwhile a ``resume`` for a token of that table waits
(:class:`~retrohearts.net.lobby.NotYet`) instead of failing, and is answered when the table
is back: here, or with ``elsewhere``.  A process that stops cleanly hands its tables with
people over the same way (it drops its heartbeat) and removes the empty ones.

Message handling never waits for Redis: a background task exchanges with it every quarter of
a second, and the journal is written by a task of its own, one pipeline per turn of the loop.
Needs the optional ``redis`` package (``pip install 'retrohearts[redis]'``).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import json
import logging
import time
import uuid
from collections.abc import Iterable
from typing import Any

import redis.asyncio as aioredis

from retrohearts.net.course import CourseError, restore
from retrohearts.net.lobby import Lobby, NotYet
from retrohearts.net.protocol import ProtocolError
from retrohearts.net.table import Table

__all__ = ["RedisLobby"]

log = logging.getLogger("retrohearts.net")

REFRESH = 0.25  # seconds between exchanges with Redis
HEARTBEAT = 3.0  # seconds a process counts as alive after its last heartbeat
HEIR_GRACE = 2.0  # seconds an orphan waits for its heir before any live process takes it
HOLD_LIMIT = 2.0  # seconds the server holds messages back while Redis does not answer
RETRY = 0.1  # seconds between attempts to write the journal when Redis failed

#: Append entries to a table's stream if this process owns the table; cut the stream at each
#: game.  KEYS: owner, stream.  ARGV: server id, entries (JSON).  Returns 1, or 0: not owner.
_APPEND = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
for i = 2, #ARGV do
  local id = redis.call('XADD', KEYS[2], '*', 'e', ARGV[i])
  if string.sub(ARGV[i], 1, 10) == '{"k":"game' then
    redis.call('XTRIM', KEYS[2], 'MINID', id)
  end
end
return 1
"""
#: Take a table over from a dead owner.  KEYS: owner.  ARGV: dead id, new id.  Returns 1 or 0.
_CLAIM = """
local owner = redis.call('GET', KEYS[1])
if owner == ARGV[1] or not owner then
  redis.call('SET', KEYS[1], ARGV[2])
  return 1
end
return 0
"""


def _has_people(table: Table) -> bool:
    """Someone sits at the table, or may come back to a seat kept for them."""
    now = table.clock()
    return any(s.peer is not None or (s.token is not None and s.kept_until > now)
               for s in table.seats)


def _rank(table_id: int, server_id: str) -> bytes:
    """Rendezvous hashing: the live process of the highest rank inherits a table."""
    return hashlib.blake2b(f"{table_id}:{server_id}".encode(), digest_size=8).digest()


class RedisLobby(Lobby):
    """A :class:`Lobby` whose tables, tokens and tables' courses are shared through Redis."""

    def __init__(self, url: str, *, public_url: str | None = None,
                 prefix: str = "retrohearts", journal: bool = True) -> None:
        super().__init__([])
        #: Keep every table's course in Redis (False: share the lobby only; a process that
        #: dies loses its games, and its tables are not taken over).
        self.journal = journal
        self.redis_url = url
        self.public_url = public_url
        self.prefix = prefix
        self.server_id = uuid.uuid4().hex[:12]
        self._redis: Any = None
        self._append: Any = None
        self._claim_script: Any = None
        self._task: asyncio.Task[None] | None = None
        self._dirty: set[int] = set()
        self._tokens_out: dict[str, str | None] = {}  # token -> JSON to write, None: delete
        self._tokens_seen: dict[str, str] = {}
        self.remote_tables: dict[int, dict[str, Any]] = {}
        self.remote_tokens: dict[str, dict[str, Any]] = {}
        #: Tokens whose process died and whose table no live process holds yet.
        self.orphan_tokens: dict[str, dict[str, Any]] = {}
        self.alive_urls: dict[str, str] = {}
        # The journal: entries not yet written, by table; how many were recorded, written.
        self._pending: dict[int, list[str]] = {}
        self.recorded = 0
        self.written = 0
        self._writer: asyncio.Task[None] | None = None
        self._failing_since: float | None = None
        # Takeovers.
        self._orphan_since: dict[int, float] = {}
        self._claiming: set[int] = set()
        self._tasks: set[asyncio.Task[Any]] = set()
        #: Tables taken over from a dead process (retired once nobody is left to come back).
        self.adopted: set[int] = set()
        #: (table, seconds) for every takeover this process made: for logs and the bench.
        self.takeovers: list[tuple[int, float]] = []

    def _key(self, *parts: str) -> str:
        return ":".join((self.prefix, *parts))

    # ------------------------------------------------------------ life
    def adopt(self, tables: list[Table]) -> None:
        super().adopt(tables)
        for table in tables:
            self._hook(table)

    def _hook(self, table: Table) -> None:
        table.on_change = self._changed
        table.journal = self._record if self.journal else None

    async def started(self) -> None:
        """Connect, take table numbers, own them, announce this process, start exchanging."""
        self.url = self.public_url or self.url
        self._redis = aioredis.from_url(self.redis_url, decode_responses=True,
                                        socket_timeout=5, socket_connect_timeout=5)
        await self._redis.ping()
        self._append = self._redis.register_script(_APPEND)
        self._claim_script = self._redis.register_script(_CLAIM)
        count = len(self.tables)
        last = int(await self._redis.incrby(self._key("table_seq"), count))
        renumbered = {}
        for offset, table in enumerate(sorted(self.tables.values(), key=lambda t: t.id)):
            table.id = last - count + 1 + offset
            renumbered[table.id] = table
        self.tables = renumbered
        pipe = self._redis.pipeline()
        for table_id in self.tables:
            pipe.set(self._key("owner", str(table_id)), self.server_id)
            pipe.delete(self._key("course", str(table_id)))
        await pipe.execute()
        self._dirty = set(self.tables)
        await self._exchange()
        self._task = asyncio.get_running_loop().create_task(self._loop())

    async def stopped(self) -> None:
        """Write what is left of the journal; hand tables with people to the others (they
        see this process gone at once), remove the others."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        for task in list(self._tasks):
            task.cancel()
        if self._redis is None:
            return
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._drain(), 3)
        with contextlib.suppress(Exception):
            pipe = self._redis.pipeline()
            pipe.delete(self._key("server", self.server_id))
            pipe.hdel(self._key("servers"), self.server_id)
            for table in self.tables.values():
                if not _has_people(table):
                    self._retire(pipe, table.id)
            await pipe.execute()
        with contextlib.suppress(Exception):
            await self._redis.aclose()

    def _retire(self, pipe: Any, table_id: int) -> None:
        """Remove a table from the shared lobby (in ``pipe``)."""
        pipe.hdel(self._key("tables"), str(table_id))
        pipe.delete(self._key("owner", str(table_id)), self._key("course", str(table_id)))

    async def _loop(self) -> None:
        while True:
            await asyncio.sleep(REFRESH)
            try:
                await self._exchange()
            except Exception as error:  # Redis away for a moment: try again
                log.info("redis exchange failed: %s", error)

    # ------------------------------------------------------------ the journal
    def _record(self, table: Table, entry: dict[str, Any]) -> None:
        """A table's entry: queued, written by the next turn of the loop."""
        self._pending.setdefault(table.id, []).append(
            json.dumps(entry, separators=(",", ":"), ensure_ascii=False))
        self.recorded += 1
        if self._writer is None and self._redis is not None:
            self._writer = asyncio.get_running_loop().create_task(self._write())

    def holding(self) -> bool:
        return self.written < self.recorded

    async def _drain(self) -> None:
        while self._writer is not None:
            await asyncio.sleep(0.01)

    async def _write(self) -> None:
        """Write the queued entries, one script call a table in one pipeline, until none are
        left; then tell the server it may send what it held back."""
        try:
            while self._pending:
                batch, self._pending = self._pending, {}
                upto = self.recorded
                try:
                    pipe = self._redis.pipeline(transaction=False)
                    for table_id, entries in batch.items():
                        await self._append(keys=[self._key("owner", str(table_id)),
                                                 self._key("course", str(table_id))],
                                           args=[self.server_id, *entries], client=pipe)
                    results = await pipe.execute()
                except Exception as error:
                    for table_id, entries in batch.items():  # keep the order: in front
                        self._pending[table_id] = entries + self._pending.get(table_id, [])
                    now = time.monotonic()
                    if self._failing_since is None:
                        self._failing_since = now
                        log.warning("cannot write the tables' course to Redis: %s", error)
                    if now - self._failing_since > HOLD_LIMIT and self.written < upto:
                        self.written = upto  # the game goes on; durable again once back
                        self._durable()
                    await asyncio.sleep(RETRY)
                    continue
                self._failing_since = None
                self.written = max(self.written, upto)
                self._durable()
                for table_id, ok in zip(batch, results, strict=True):
                    if not ok:
                        self._lost(table_id)
        finally:
            self._writer = None

    def _durable(self) -> None:
        if self.on_durable is not None:
            self.on_durable()

    def _lost(self, table_id: int) -> None:
        """Another process owns the table now (it thought this one dead): let it go."""
        table = self.tables.pop(table_id, None)
        self._pending.pop(table_id, None)
        self.adopted.discard(table_id)
        if table is None:
            return
        log.warning("table %s was taken over by another process", table_id)
        for seat in table.seats:
            if seat.token is not None:
                self._tokens.pop(seat.token, None)
                self._tokens_seen.pop(seat.token, None)
        table.on_change = None
        table.journal = None
        if self.on_lost is not None:
            self.on_lost(table)
        table.close()

    # ------------------------------------------------------------ exchange
    async def _exchange(self) -> None:
        """Publish our heartbeat, changed tables and tokens; read everyone else's; take over
        the tables of dead processes."""
        r = self._redis
        pipe = r.pipeline()
        pipe.set(self._key("server", self.server_id), self.url, px=int(HEARTBEAT * 1000))
        pipe.hset(self._key("servers"), self.server_id, self.url)
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
        pipe.hgetall(self._key("servers"))
        *_, tables, tokens, servers = await pipe.execute()
        names = sorted(servers)
        beats = await r.mget([self._key("server", s) for s in names]) if names else []
        alive = {s for s, beat in zip(names, beats, strict=True) if beat} | {self.server_id}
        self.alive_urls = {s: servers[s] for s in alive if s in servers}
        gone = [s for s in names if s not in alive]
        now_mono = time.monotonic()
        self.remote_tables = {}
        orphans: dict[int, str] = {}
        for key, value in tables.items():
            line = json.loads(value)
            table_id = int(key)
            if line["server"] == self.server_id:
                continue
            if line["server"] in alive:
                self.remote_tables[table_id] = line
            elif table_id not in self.tables:
                orphans[table_id] = line["server"]
        now = time.time()
        self.remote_tokens = {}
        self.orphan_tokens = {}
        for token, value in tokens.items():
            entry = json.loads(value)
            if entry["server"] == self.server_id or (entry["until"] and entry["until"] <= now):
                continue
            if entry["server"] in alive:
                self.remote_tokens[token] = entry
            elif entry["table"] in orphans:
                self.orphan_tokens[token] = entry
        if not self.journal:
            orphans = {}  # nothing to take over with: their games are lost
        self._orphan_since = {t: self._orphan_since.get(t, now_mono) for t in orphans}
        for table_id, dead in orphans.items():
            heir = max(sorted(alive), key=functools.partial(_rank, table_id))
            waited = now_mono - self._orphan_since[table_id]
            if table_id not in self._claiming and (heir == self.server_id
                                                   or waited > HEIR_GRACE):
                self._claiming.add(table_id)
                task = asyncio.get_running_loop().create_task(self._take_over(table_id, dead))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
        if gone:  # forget processes that are gone and hold no table any more
            holders = {json.loads(v)["server"] for v in tables.values()}
            stale = [s for s in gone if s not in holders]
            if stale:
                await r.hdel(self._key("servers"), *stale)
        self._retire_empty()
        if self.on_exchange is not None:
            self.on_exchange()

    async def _take_over(self, table_id: int, dead: str) -> None:
        """Own a dead process's table, rebuild it from its stream, and publish it here."""
        started = time.monotonic()
        try:
            owner = self._key("owner", str(table_id))
            if not await self._claim_script(keys=[owner], args=[dead, self.server_id]):
                return  # another process was quicker
            raw = await self._redis.xrange(self._key("course", str(table_id)))
            entries = [json.loads(fields["e"]) for _, fields in raw]
            if self.make_table is None:
                return
            table = self.make_table(table_id)
            try:
                restore(table, entries)
            except CourseError as error:
                log.error("table %s could not be rebuilt (%s): it starts afresh", table_id,
                          error)
                table.close()
                table = self.make_table(table_id)
            if not _has_people(table):  # nobody to come back: no table
                table.close()
                pipe = self._redis.pipeline()
                self._retire(pipe, table_id)
                await pipe.execute()
                return
            self.tables[table_id] = table
            self.adopted.add(table_id)
            self._hook(table)
            for seat in table.seats:
                if seat.token is not None:
                    self._tokens[seat.token] = (table_id, seat.index)
            self._changed(table)
            await self._exchange_soon()
            took = time.monotonic() - started
            self.takeovers.append((table_id, took))
            log.warning("took over table %s from %s (%d entries) in %.0f ms", table_id,
                        dead, len(entries), took * 1000)
        except Exception as error:
            log.warning("taking over table %s failed: %s", table_id, error)
        finally:
            self._claiming.discard(table_id)

    async def _exchange_soon(self) -> None:
        with contextlib.suppress(Exception):
            await self._exchange()

    def _retire_empty(self) -> None:
        """Tables taken over whose people have all gone for good leave the lobby."""
        empty = [t for t in self.adopted if t in self.tables
                 and not _has_people(self.tables[t])]
        if not empty:
            return
        pipe = self._redis.pipeline()
        for table_id in empty:
            table = self.tables.pop(table_id)
            self.adopted.discard(table_id)
            table.close()
            self._retire(pipe, table_id)
        task = asyncio.get_running_loop().create_task(pipe.execute())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

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
    def server_urls(self) -> list[str]:
        others = sorted(u for s, u in self.alive_urls.items() if s != self.server_id)
        return [self.url, *others]

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
                if token in self.orphan_tokens:
                    raise NotYet(token) from None
                raise
            raise ProtocolError("elsewhere", f"Your seat is at {entry['url']}", ref,
                                url=entry["url"], table=entry["table"]) from None
