"""The Hearts game server: ``hearts-server`` and ``python -m retrohearts.net.server``.

An asyncio server on the ``websockets`` library.  Each connection says ``hello``, looks at the
lobby, joins a table (or resumes a seat with its token) and then passes, plays, chats and asks
for the last hand; every message is checked by ``protocol.parse_client`` and answered with an
``error`` when refused.  Connections are rate limited, errors count as strikes, and a
connection over its strikes, too slow to read what it is sent, or silent before ``hello`` is
closed.  Handling a message never awaits anything, so one connection cannot stall another:
each message is handled in the socket's own data callback (``direct.DirectConnection``) and
what it causes is written before that callback returns.  Computer seats think in a pool
(``computer.Thinkers``).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import gc
import itertools
import logging
import signal
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.protocol import State

from retrohearts.eventlog import EventLog
from retrohearts.net.computer import Thinkers
from retrohearts.net.direct import DirectConnection
from retrohearts.net.limits import Strikes, TokenBucket
from retrohearts.net.lobby import Lobby, NotYet
from retrohearts.net.protocol import (
    MAX_CHAT,
    MAX_MESSAGE_BYTES,
    MAX_NAME,
    PROTOCOL_VERSION,
    ProtocolError,
    clean_text,
    encode,
    error_message,
    parse_client,
    peek_id,
)
from retrohearts.net.serverconfig import ServerConfig, build_parser, config_from
from retrohearts.net.stats import Latency
from retrohearts.net.table import Table, TableConfig

__all__ = ["HeartsServer", "ServerConfig", "main"]

log = logging.getLogger("retrohearts.net")

#: Frames larger than this are refused by websockets itself (the connection is closed, 1009);
#: between MAX_MESSAGE_BYTES and this, the server answers ``too_large`` and goes on.
FRAME_LIMIT = 64 * 1024
#: Events a table keeps in memory (as JSON lines), about eight games' worth; the file, with
#: --log-dir, has them all.
KEEP_EVENTS = 2_000
#: A table's log file is written at least this often (and at every hand's end), not per line.
LOG_FLUSH_SECONDS = 1.0
#: Seconds a resume waits for its table to be taken over after its process died.
RESUME_WAIT = 15.0


class Connection:
    """One websocket client: its limits, its outgoing frames and its seat.

    Sending never awaits.  Everything that one client message causes for a connection goes to
    its socket in one write as soon as that message is handled (a play makes several messages
    for each seat); what computers and timers cause, in one write at the next turn of the
    event loop.  A client that leaves too much unread in the socket's buffer is cut off."""

    def __init__(self, server: HeartsServer, ws: ServerConnection) -> None:
        cfg = server.config
        self.server = server
        self.ws = ws
        self.address = str(ws.remote_address[0]) if ws.remote_address else "?"
        self.name = ""
        self.greeted = False
        self.table: Table | None = None
        self.seat: int | None = None
        self.token: str | None = None
        #: Who this connection is, for the one-hand-a-deal rule (unique across processes).
        self.key = f"c:{server.server_id}:{next(server.serials)}"
        #: Every seat token this connection has held or resumed with.
        self.tokens: set[str] = set()
        self.bucket = TokenBucket(cfg.rate, cfg.burst)
        self.chat_bucket = TokenBucket(cfg.chat_rate, cfg.chat_burst)
        self.strikes = Strikes(cfg.strikes)
        self.closing = False
        self._pending: list[str | bytes] = []
        #: When the play that made this seat's pending prompt was received (for ``stats``).
        self.asked_since: float | None = None
        #: The closing handshake this server started (the handler waits for it).
        self.closing_task: asyncio.Task[None] | None = None
        #: Done when this server decides to close the connection.
        self.ended: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def keys(self, *tokens: str) -> frozenset[str]:
        """What names this connection for ``Table.may_take``: itself, every token it has held
        (and ``tokens``), and its address when the server counts an address as one person."""
        keys = {self.key, *("t:" + t for t in (*self.tokens, *tokens))}
        if self.server.config.one_hand_per_address:
            keys.add("a:" + self.address)
        return frozenset(keys)

    def send(self, message: dict[str, Any]) -> None:
        self.send_text(encode(message))

    def send_text(self, text: str | bytes) -> None:
        """Queue a message (UTF-8 bytes or text) for this turn of the loop's one write."""
        if self.closing:
            return
        pending = self._pending
        if not pending:
            dirty = self.server.dirty
            if dirty is not None:  # handling a message: written when it is handled
                dirty.append(self)
            else:
                asyncio.get_running_loop().call_soon(self.server.deliver, (self,))
        elif len(pending) >= self.server.config.send_queue:
            self.close(1008, "too many messages unsent")
            return
        pending.append(text)

    def flush(self) -> None:
        """Write every queued message to the socket now, in one write."""
        texts, self._pending = self._pending, []
        ws = self.ws
        if not texts or ws.protocol.state is not State.OPEN:
            return
        if ws.transport.get_write_buffer_size() > self.server.config.write_limit:
            self.close(1008, "too slow reading")
            return
        protocol = ws.protocol
        for text in texts:
            # ("replace": text the server made can never stop the connection's writes)
            protocol.send_text(text if isinstance(text, bytes)
                               else text.encode("utf-8", "replace"))
        try:
            ws.transport.write(b"".join(protocol.data_to_send()))
        except Exception:  # a broken socket: websockets sees it and ends the connection
            return
        if self.asked_since is not None:
            self.server.latency.add(time.perf_counter() - self.asked_since)
            self.asked_since = None

    def close(self, code: int, reason: str) -> None:
        if self.closing:
            return
        self.flush()
        self.closing = True
        if not self.ended.done():
            self.ended.set_result(None)
        log.info("closing %s (%s): %s", self.address, self.name or "-", reason)
        task = asyncio.get_running_loop().create_task(self.ws.close(code, reason))
        self.closing_task = task
        self.server.background(task)


class HeartsServer:
    """The tables, the lobby and the connections of one server process."""

    def __init__(self, config: ServerConfig, lobby: Lobby | None = None) -> None:
        self.config = config
        #: This process among those sharing a lobby (connection keys include it).
        self.server_id = uuid.uuid4().hex[:12]
        self.serials = itertools.count(1)
        self.thinkers = Thinkers(config.workers, config.processes)
        tables = [self._new_table(i + 1) for i in range(config.tables)]
        self.lobby = lobby if lobby is not None else Lobby([])
        self.lobby.adopt(tables)
        self.lobby.make_table = self._new_table
        self.lobby.on_durable = self._release
        self.lobby.on_lost = self._table_lost
        self.lobby.on_exchange = self._retry_waiting
        #: Connections whose messages wait until what caused them is durable, with how many
        #: journal entries must be written first.
        self._held: dict[Connection, int] = {}
        #: Resumes waiting for their table to be taken over: token -> [(connection, id)].
        self._waiting: dict[str, list[tuple[Connection, Any, float]]] = {}
        self.connections: set[Connection] = set()
        self._per_address: dict[str, int] = {}
        self._background: set[asyncio.Task[Any]] = set()
        self._server: Server | None = None
        self.port = config.port
        self.latency = Latency()
        #: While a message is handled: the connections it gave something to write.
        self.dirty: list[Connection] | None = None

    def _new_table(self, table_id: int) -> Table:
        return Table(table_id, self.config.table or TableConfig(), self.thinkers,
                     self._table_log(table_id))

    # ------------------------------------------------------------ durability
    def deliver(self, conns: Iterable[Connection]) -> None:
        """Write what ``conns`` have queued, once all that caused it is durable (a shared
        lobby records every table's course in Redis before anyone is told of it)."""
        lobby = self.lobby
        if not lobby.holding():
            self._flush(conns)
            return
        need = getattr(lobby, "recorded", 0)
        for c in conns:
            self._held[c] = need

    def _release(self) -> None:
        """The journal has been written up to some point: send what waited for it."""
        if not self._held:
            return
        written = getattr(self.lobby, "written", 0)
        if not self.lobby.holding():
            ready = list(self._held)
            self._held.clear()
        else:
            ready = [c for c, need in self._held.items() if need <= written]
            for c in ready:
                del self._held[c]
        self._flush(ready)

    @staticmethod
    def _flush(conns: Iterable[Connection]) -> None:
        """Write each connection's queue; one that fails is closed, and the others are
        still written (one failure must never leave the rest of a table unwritten)."""
        for c in conns:
            try:
                c.flush()
            except Exception:
                log.exception("failed to write to %s", c.address)
                with contextlib.suppress(Exception):
                    c.close(1011, "the server could not write to this connection")

    def _table_lost(self, table: Table) -> None:
        """Another process took ``table`` over: its people reconnect and find it there."""
        for seat in table.seats:
            peer = seat.peer
            if isinstance(peer, Connection):
                peer.table = peer.seat = None
                peer.close(1012, "the table moved to another server")

    def _retry_waiting(self) -> None:
        """The lobby learned something: answer the resumes that waited for a table."""
        now = time.monotonic()
        for token, waiting in list(self._waiting.items()):
            try:
                self.lobby.lookup(token)
                ready = waiting  # here, or elsewhere, or gone for good: answer them all
            except NotYet:
                ready = [w for w in waiting if w[2] + RESUME_WAIT <= now]  # given up
            except ProtocolError:
                ready = waiting
            rest = [w for w in waiting if w not in ready]
            if rest:
                self._waiting[token] = rest
            else:
                del self._waiting[token]
            for conn, ref, _ in ready:
                if not conn.closing and conn.table is None:
                    self.act(conn, functools.partial(self._resume, conn, token, ref,
                                                     waited=True), ref)

    def act(self, conn: Connection, action: Callable[[], None], ref: Any = None) -> None:
        """Run ``action`` for ``conn`` outside a message: errors answered, output written."""
        self.dirty = []
        try:
            action()
        except ProtocolError as error:
            conn.send(error_message(error.code, str(error), error.ref if error.ref is not None
                                    else ref, **error.extra))
        except Exception:
            log.exception("failed for %s", conn.address)
        finally:
            dirty, self.dirty = self.dirty, None
            self.deliver(dirty)

    def _table_log(self, table_id: int) -> EventLog:
        """The table's log: a file with --log-dir; in memory, only the recent events."""
        if self.config.log_dir is None:
            return EventLog(keep=KEEP_EVENTS, as_text=True)
        try:
            self.config.log_dir.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            print(f"hearts-server: cannot create {self.config.log_dir} ({error.strerror}); "
                  f"table {table_id}'s log is kept in memory only", file=sys.stderr)
            return EventLog(keep=KEEP_EVENTS, as_text=True)
        return EventLog(self.config.log_dir / f"table-{table_id}.jsonl", keep=KEEP_EVENTS,
                        flush_seconds=LOG_FLUSH_SECONDS, as_text=True)

    def background(self, task: asyncio.Task[Any]) -> None:
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    # ------------------------------------------------------------ running
    async def start(self) -> None:
        """Listen (``self.port`` is the real port afterwards, also for ``port=0``)."""
        self._server = await serve(
            self._handle, self.config.host, self.config.port, max_size=FRAME_LIMIT,
            max_queue=16, compression=None, create_connection=DirectConnection,
            ping_interval=20, ping_timeout=20,
            open_timeout=10, close_timeout=2, server_header=None)
        sock = next(iter(self._server.sockets))
        self.port = sock.getsockname()[1]
        self.lobby.url = self.config.public_url or f"ws://{self.config.host}:{self.port}"
        await self.lobby.started()

    async def stop(self) -> None:
        """Close every connection and table."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for table in self.lobby.tables.values():
            table.close()
        await self.lobby.stopped()
        self.thinkers.close()

    async def serve_forever(self) -> None:
        await self.start()
        # Everything made so far (modules, tables, the engine's tables) lives as long as the
        # process: out of the garbage collector's sight, so that a full collection no longer
        # stops every table for tens of milliseconds.
        gc.freeze()
        print(f"hearts-server: listening on ws://{self.config.host}:{self.port} "
              f"({len(self.lobby.tables)} tables)", flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, stop.set)
        with contextlib.suppress(NotImplementedError, RuntimeError, AttributeError):
            loop.add_signal_handler(signal.SIGUSR1, self._print_stats)
        await stop.wait()
        await self.stop()

    def _print_stats(self) -> None:
        """SIGUSR1: the latency summary on stderr, then start counting afresh."""
        print(f"hearts-server: {self.latency.summary()}", file=sys.stderr, flush=True)
        self.latency.reset()

    async def _handle(self, ws: ServerConnection) -> None:
        assert isinstance(ws, DirectConnection)
        conn = Connection(self, ws)
        cfg = self.config
        count = self._per_address.get(conn.address, 0)
        if len(self.connections) >= cfg.max_connections or (
                cfg.per_address and count >= cfg.per_address):
            await ws.close(1013, "server full")
            return
        self._per_address[conn.address] = count + 1
        self.connections.add(conn)
        timer = asyncio.get_running_loop().call_later(cfg.hello_seconds, self._hello_due, conn)

        def arrived(raw: bytes) -> None:
            if not conn.closing:
                self.receive(conn, raw)

        try:
            for raw in ws.early:
                arrived(raw)
            ws.early.clear()
            ws.on_message = arrived  # from now on, each message as it comes
            closed = asyncio.ensure_future(ws.wait_closed())
            await asyncio.wait({closed, conn.ended}, return_when=asyncio.FIRST_COMPLETED)
            closed.cancel()
        finally:
            ws.on_message = None
            timer.cancel()
            self._gone(conn)
            conn.flush()
            conn.closing = True
            if conn.closing_task is not None:  # our close code, not websockets' 1000
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(asyncio.shield(conn.closing_task), 3)

    def _hello_due(self, conn: Connection) -> None:
        if not conn.greeted:
            conn.close(1008, "no hello")

    def _gone(self, conn: Connection) -> None:
        self.connections.discard(conn)
        self._held.pop(conn, None)
        left = self._per_address.get(conn.address, 1) - 1
        if left > 0:
            self._per_address[conn.address] = left
        else:
            self._per_address.pop(conn.address, None)
        if conn.table is not None and conn.seat is not None:
            table, seat = conn.table, conn.seat
            conn.table = conn.seat = None
            if table.seats[seat].peer is conn:
                table.vacate(seat, keep=True)

    # ------------------------------------------------------------ messages
    def receive(self, conn: Connection, raw: str | bytes) -> None:
        """Act on one raw client message (never raises, never awaits)."""
        ref: Any = None
        received = time.perf_counter()
        self.dirty = []
        try:
            if not conn.bucket.take():
                raise ProtocolError("rate_limited", "Too many messages: slow down",
                                    peek_id(raw, MAX_MESSAGE_BYTES))
            message = parse_client(raw)
            ref = message.get("id")
            self._dispatch(conn, message, ref)
            if message["type"] == "play":
                self._asked(conn, received)
        except ProtocolError as error:
            conn.send(error_message(error.code, str(error), error.ref if error.ref is not None
                                    else ref, **error.extra))
            if conn.strikes.add():
                conn.close(1008, "too many bad messages")
        except Exception:  # a server bug must not take the server down
            log.exception("failed on a message from %s", conn.address)
            conn.send(error_message("bad_message", "The server could not handle that", ref))
        finally:  # everything this message caused goes out now, one write a connection
            dirty, self.dirty = self.dirty, None
            self.deliver(dirty)

    @staticmethod
    def _asked(conn: Connection, received: float) -> None:
        """After an accepted play: time the next person's prompt from ``received``."""
        table = conn.table
        if table is None:
            return
        nxt = table.match.hand.to_play
        if nxt is None or table.turn(nxt) != "play":
            return
        peer = table.seats[nxt].peer
        if isinstance(peer, Connection) and peer.asked_since is None:
            peer.asked_since = received

    def _dispatch(self, conn: Connection, msg: dict[str, Any], ref: Any) -> None:
        kind = msg["type"]
        if kind == "ping":
            conn.send(_reply("pong", ref))
            return
        if kind == "hello":
            self._hello(conn, msg, ref)
            return
        if not conn.greeted:
            raise ProtocolError("hello_first", "Say hello first", ref)
        if kind == "lobby":
            conn.send({**self.lobby.listing(), **_ref(ref)})
        elif kind == "join":
            self._join(conn, msg.get("table"), msg.get("seat"), ref)
        elif kind == "resume":
            self._resume(conn, msg["token"], ref)
        else:
            table, seat = self._seated(conn, ref)
            if kind == "leave":
                conn.table = conn.seat = None
                self.lobby.forget(conn.token)
                conn.token = None
                table.vacate(seat, keep=False)
                conn.send({"type": "left", "why": "", **_ref(ref)})
            elif kind == "pass":
                table.human_pass(seat, msg["cards"], ref)
            elif kind == "play":
                table.human_play(seat, msg["card"], ref)
            elif kind == "auto":
                table.auto(seat, ref)
            elif kind == "claim":
                table.human_claim(seat, ref)
            elif kind == "chat":
                self._chat(conn, table, seat, msg["text"], ref)
            elif kind == "last":
                conn.send({**table.last_hand(), **_ref(ref)})

    def _hello(self, conn: Connection, msg: dict[str, Any], ref: Any) -> None:
        if conn.greeted:
            raise ProtocolError("already_hello", "Hello was already accepted", ref)
        if msg["version"] != PROTOCOL_VERSION:
            raise ProtocolError("bad_version",
                                f"This server speaks protocol version {PROTOCOL_VERSION}", ref)
        name = clean_text(msg["name"], MAX_NAME)
        if not name:
            raise ProtocolError("bad_name", "Choose a name with letters in it", ref)
        conn.name = name
        conn.greeted = True
        cfg = self.config
        table = cfg.table or TableConfig()
        conn.send({"type": "welcome", "version": PROTOCOL_VERSION, "server": "retrohearts",
                   "name": name, "servers": self.lobby.server_urls(),
                   "resume_seconds": table.resume_seconds,
                   "turn_timeout": table.turn_timeout,
                   "limits": {"message_bytes": MAX_MESSAGE_BYTES, "name": MAX_NAME,
                              "chat": MAX_CHAT, "rate": cfg.rate, "burst": cfg.burst,
                              "chat_rate": cfg.chat_rate, "chat_burst": cfg.chat_burst},
                   **_ref(ref)})

    def _seated(self, conn: Connection, ref: Any) -> tuple[Table, int]:
        if conn.table is None or conn.seat is None:
            raise ProtocolError("not_seated", "Join a table first", ref)
        return conn.table, conn.seat

    def _join(self, conn: Connection, table_id: int | None, seat: int | None, ref: Any) -> None:
        if conn.table is not None:
            raise ProtocolError("already_seated", "You already have a seat", ref)
        table, seat = self.lobby.choose(table_id, seat, ref, conn.keys())
        token = self.lobby.new_token(table, seat)
        conn.table, conn.seat, conn.token = table, seat, token
        conn.tokens.add(token)
        conn.send({"type": "joined", "table": table.id, "seat": seat, "token": token,
                   "resumed": False, **_ref(ref)})
        table.start()
        table.sit(conn, seat, token, conn.keys())

    def _resume(self, conn: Connection, token: str, ref: Any, waited: bool = False) -> None:
        if conn.table is not None:
            raise ProtocolError("already_seated", "You already have a seat", ref)
        try:
            table, seat = self.lobby.lookup(token, ref)
        except NotYet:
            if waited:
                raise ProtocolError("bad_token", "Your table could not be brought back",
                                    ref) from None
            # The process that held the table died: answer once another has taken it over.
            self._waiting.setdefault(token, []).append((conn, ref, time.monotonic()))
            return
        table.may_take(seat, conn.keys(token), ref)
        old = table.seats[seat].peer
        if isinstance(old, Connection) and old is not conn:
            old.table = old.seat = None
            old.send({"type": "left", "why": "resumed elsewhere"})
            old.close(1000, "seat resumed elsewhere")
        conn.table, conn.seat, conn.token = table, seat, token
        conn.tokens.add(token)
        conn.send({"type": "joined", "table": table.id, "seat": seat, "token": token,
                   "resumed": True, **_ref(ref)})
        table.resume(conn, seat, conn.keys())
        last = table.last_hand()
        if last.get("available"):
            conn.send(last)

    def _chat(self, conn: Connection, table: Table, seat: int, text: str, ref: Any) -> None:
        if not conn.chat_bucket.take():
            raise ProtocolError("rate_limited", "Too many chat lines: slow down", ref)
        line = clean_text(text, MAX_CHAT)
        if not line:
            raise ProtocolError("empty_chat", "Nothing to say", ref)
        table.chat(seat, line)


def _ref(ref: Any) -> dict[str, Any]:
    return {} if ref is None else {"id": ref}


def _reply(kind: str, ref: Any) -> dict[str, Any]:
    return {"type": kind, **_ref(ref)}


def main(argv: Sequence[str] | None = None) -> int:
    """``hearts-server``: run until interrupted."""
    args = build_parser().parse_args(argv)
    if not 1 <= args.tables <= 10000:
        print("hearts-server: --tables must be 1-10000", file=sys.stderr)
        return 2
    if not 0 <= args.port <= 65535:
        print("hearts-server: --port must be 0-65535", file=sys.stderr)
        return 2
    if args.log_dir is not None:
        try:  # said now, not when the first table opens
            args.log_dir.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryFile(dir=args.log_dir):
                pass
        except OSError as error:
            print(f"hearts-server: cannot write logs in {args.log_dir} "
                  f"({error.strerror or error})", file=sys.stderr)
            return 2
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="hearts-server: %(message)s")
    lobby: Lobby | None = None
    if args.redis:
        try:
            from retrohearts.net.redislobby import RedisLobby
        except ImportError:
            print("hearts-server: --redis needs the redis package "
                  "(pip install 'retrohearts[redis]')", file=sys.stderr)
            return 2
        lobby = RedisLobby(args.redis, public_url=args.public_url,
                           journal=not args.no_journal)
    server = HeartsServer(config_from(args), lobby)
    try:
        asyncio.run(server.serve_forever())
    except OSError as error:
        print(f"hearts-server: cannot listen on {args.host}:{args.port} ({error.strerror})",
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    except Exception as error:
        if args.redis and type(error).__module__.startswith("redis"):
            print(f"hearts-server: cannot use Redis at {args.redis} ({error})", file=sys.stderr)
            return 1
        raise
    return 0


if __name__ == "__main__":
    sys.exit(main())
