"""A network game for a frame loop: the connection lives in its own thread.

The pyxel table runs one frame at a time and must never wait for the network, so
:class:`NetSession` runs an asyncio loop with a :class:`~retrohearts.net.client.Client` in a
daemon thread.  The frame loop calls :meth:`NetSession.poll` for what arrived and
:meth:`NetSession.send` to say something; both return at once.

A connection that drops once the server has given us a seat is made again on its own, with
the seat token (``resume``; at the other servers sharing the lobby when ours is gone, see
``client.resume_anywhere``), for as long as the server keeps a dropped seat: meanwhile
:attr:`NetSession.reconnecting` is True and :attr:`NetSession.status` says so; once the seat
is back, :data:`RESUMED` comes out of :meth:`NetSession.poll` just before the server's
messages on the new connection (a whole new state, so the table starts over from it).  Only
when the server refuses the token, or the time is up, is the session closed with an error.
A ``join`` answered with ``elsewhere`` (the table is held by another server process) is sent
again there.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from typing import Any

from retrohearts.net import mirror
from retrohearts.net.address import tls_hint
from retrohearts.net.client import Client, SeatGone, resume_anywhere

__all__ = ["RESUMED", "NetSession"]

#: The message :meth:`NetSession.poll` gives (not from the server) when the seat is back.
RESUMED: dict[str, Any] = {"type": mirror.RESUMED}
#: Give up this long after the drop when the server did not say how long it keeps a seat.
DEFAULT_RESUME_SECONDS = 300.0


class NetSession:
    """One connection to a Hearts server, joined to a table, owned by a background thread."""

    def __init__(self, url: str, name: str, table: int | None = None) -> None:
        self.url = url
        self.name = name
        self.table = table
        self.error: str | None = None
        self.closed = False
        #: True while the connection is being made again after a drop.
        self.reconnecting = False
        #: What the felt shows while reconnecting ("" otherwise).
        self.status = ""
        #: How many times the seat was got back after a drop.
        self.resumes = 0
        self._token: str | None = None
        self._resume_seconds = DEFAULT_RESUME_SECONDS
        self._inbox: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._client: Client | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name="hearts-net", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def poll(self) -> list[dict[str, Any]]:
        """Every message received since the last call."""
        out = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def send(self, message: dict[str, Any]) -> None:
        """Queue a message for the server (dropped if the connection is gone)."""
        loop, client = self._loop, self._client
        if loop is None or client is None or self.closed:
            return
        fields = dict(message)
        kind = fields.pop("type")
        with contextlib.suppress(RuntimeError):
            asyncio.run_coroutine_threadsafe(self._send(client, kind, fields), loop)

    @staticmethod
    async def _send(client: Client, kind: str, fields: dict[str, Any]) -> None:
        with contextlib.suppress(Exception):
            await client.send(kind, **fields)

    def close(self, leave: bool = True) -> None:
        """Leave the table (unless ``leave`` is False) and end the thread."""
        loop, stop = self._loop, self._stop
        if leave:
            self.send({"type": "leave"})
        if loop is not None and stop is not None:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        self.closed = True
        self._thread.join(timeout=3)

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except Exception as error:  # the frame loop reads the reason
            self.error = self.error or str(error) or type(error).__name__

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        try:
            client = await Client.connect(self.url, self.name, timeout=5)
        except Exception as error:
            self.error = tls_hint(self.url, _reason(error))
            self.closed = True
            return
        self._client = client
        self._resume_seconds = float(client.welcome.get("resume_seconds")
                                     or DEFAULT_RESUME_SECONDS)
        await client.send("join", **({"table": self.table} if self.table is not None else {}))
        reader = asyncio.ensure_future(self._read())
        await self._stop.wait()
        await asyncio.sleep(0.05)  # let a last "leave" go out
        reader.cancel()
        with contextlib.suppress(Exception):
            await self._client.close()

    async def _read(self) -> None:
        while True:
            client = self._client
            assert client is not None
            try:
                while True:
                    msg = await client.recv()
                    kind = msg.get("type")
                    if kind == "error" and msg.get("code") == "elsewhere" and msg.get("url") \
                            and self._token is None:
                        await self._move(msg["url"], msg.get("table"))
                        break  # read the new connection
                    if kind == "joined":
                        self._token = msg.get("token")
                    elif kind == "left":
                        self._token = None  # the seat was given up (or taken elsewhere)
                    self._inbox.put(msg)
                continue
            except Exception:
                pass
            if self._token is None or self.closed or not await self._reconnect(self._token):
                self.error = self.error or "Connection lost"  # fits the narrowest message line
                self.closed = True
                self.reconnecting = False
                self.status = ""
                return

    async def _move(self, url: str, table: int | None) -> None:
        """The shared lobby says the table is held by another server process: join there."""
        client = await Client.connect(url, self.name, timeout=5)
        old, self._client = self._client, client
        if old is not None:
            with contextlib.suppress(Exception):
                await old.close()
        await client.send("join", **({"table": table} if table is not None else {}))

    async def _reconnect(self, token: str) -> bool:
        """Connect again and resume the seat (here, or where the table has moved); False
        when that is no longer possible."""
        old = self._client
        assert old is not None
        self.reconnecting = True
        self.status = "Reconnecting..."  # short: the narrowest message line has 26 columns

        def attempt(n: int) -> None:
            if n > 0:
                self.status = f"Reconnecting (try {n + 1})..."

        try:
            back = await resume_anywhere(old.servers, self.name, token,
                                         give_up=self._resume_seconds, on_attempt=attempt)
        except SeatGone:
            self.error = "Your seat is gone"  # the server no longer keeps it
            return False
        if back is None or self.closed:
            return False
        client, answer = back
        self._client = client
        with contextlib.suppress(Exception):
            await old.close()
        self.resumes += 1
        self._inbox.put(dict(RESUMED))
        self._inbox.put(answer)
        self.reconnecting = False
        self.status = ""
        return True


def _reason(error: BaseException) -> str:
    """A short sentence for why a connection could not be made."""
    import socket

    if isinstance(error, ConnectionRefusedError):
        return "no server is listening there"
    if isinstance(error, socket.gaierror):
        return "no computer has that name"
    if isinstance(error, TimeoutError | asyncio.TimeoutError):
        return "the server does not answer"
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error) or type(error).__name__
