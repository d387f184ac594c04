"""A network game for a frame loop: the connection lives in its own thread.

The pyxel table runs one frame at a time and must never wait for the network, so
:class:`NetSession` runs an asyncio loop with a :class:`~retrohearts.net.client.Client` in a
daemon thread.  The frame loop calls :meth:`NetSession.poll` for what arrived and
:meth:`NetSession.send` to say something; both return at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from typing import Any

from retrohearts.net.client import Client

__all__ = ["NetSession"]


class NetSession:
    """One connection to a Hearts server, joined to a table, owned by a background thread."""

    def __init__(self, url: str, name: str, table: int | None = None) -> None:
        self.url = url
        self.name = name
        self.table = table
        self.error: str | None = None
        self.closed = False
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
            self.error = _reason(error)
            self.closed = True
            return
        self._client = client
        await client.send("join", **({"table": self.table} if self.table is not None else {}))
        reader = asyncio.ensure_future(self._read(client))
        await self._stop.wait()
        await asyncio.sleep(0.05)  # let a last "leave" go out
        reader.cancel()
        with contextlib.suppress(Exception):
            await client.close()

    async def _read(self, client: Client) -> None:
        try:
            while True:
                self._inbox.put(await client.recv())
        except Exception:
            self.error = self.error or "The connection to the server was lost"
            self.closed = True


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
