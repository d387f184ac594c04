"""An asyncio client for the Hearts server: what the tests, the bench and ``hearts-term`` use.

>>> # async with await Client.connect("ws://127.0.0.1:7101", "Ann") as c:
>>> #     await c.send("join"); state = await c.wait_for(lambda m: m["type"] == "state")

:meth:`Client.recv` returns the next message (a dict) and keeps :attr:`Client.state` (the last
``state``), :attr:`Client.token`, :attr:`Client.seat` and :attr:`Client.table` up to date.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable, Sequence
from types import TracebackType
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from retrohearts.net.address import parse_address
from retrohearts.net.protocol import DEFAULT_PORT, PROTOCOL_VERSION, encode

__all__ = ["DEFAULT_PORT", "Client", "SeatGone", "ServerRefused", "parse_address",
           "resume_anywhere"]

#: Seconds between rounds of attempts to resume: the first soon, then every few seconds.
RETRY_DELAYS = (0.25, 0.5, 1.0, 1.0, 1.0, 2.0, 3.0)
#: How long a server may take to answer a resume (it waits while a table moves).
RESUME_ANSWER = 20.0


class ServerRefused(Exception):
    """The server answered ``hello`` with an error."""


class SeatGone(Exception):
    """The servers no longer keep the seat for this token (the message says why)."""


class Client:
    """One connection to a Hearts server, after ``hello`` was accepted."""

    def __init__(self, ws: ClientConnection, welcome: dict[str, Any]) -> None:
        self.ws = ws
        self.welcome = welcome
        self.name: str = welcome.get("name", "")
        self.state: dict[str, Any] | None = None
        self.token: str | None = None
        self.seat: int | None = None
        self.table: int | None = None
        self.received: list[str] = []  # every raw text, when record=True
        self.record = False
        self.ws_url = ""  # the address connected to

    @classmethod
    async def connect(cls, url: str, name: str, *, record: bool = False,
                      timeout: float = 10.0) -> Client:
        """Connect and say hello; ServerRefused if the server will not have us."""
        ws = await asyncio.wait_for(connect(url, max_size=1 << 20, compression=None,
                                            open_timeout=timeout), timeout)
        await ws.send(encode({"type": "hello", "version": PROTOCOL_VERSION, "name": name}))
        raw = await asyncio.wait_for(ws.recv(), timeout)
        welcome = json.loads(raw)
        if welcome.get("type") != "welcome":
            await ws.close()
            raise ServerRefused(welcome.get("message", "The server refused"))
        client = cls(ws, welcome)
        client.ws_url = url
        client.record = record
        if record:
            client.received.append(raw if isinstance(raw, str) else raw.decode())
        return client

    @property
    def servers(self) -> list[str]:
        """Where to take the seat back if the line drops: this server, then the others that
        share its lobby (``welcome``'s ``servers``)."""
        return list(dict.fromkeys([self.ws_url, *self.welcome.get("servers", [])]))

    async def __aenter__(self) -> Client:
        return self

    async def __aexit__(self, kind: type[BaseException] | None, error: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.close()

    async def send(self, kind: str, **fields: Any) -> None:
        """Send one message of type ``kind``."""
        await self.ws.send(encode({"type": kind, **fields}))

    async def send_raw(self, text: str | bytes) -> None:
        """Send anything at all (the fuzz tests do)."""
        await self.ws.send(text)

    async def recv(self, timeout: float | None = None) -> dict[str, Any]:
        """The next message from the server (TimeoutError after ``timeout`` seconds)."""
        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        text = raw if isinstance(raw, str) else raw.decode()
        if self.record:
            self.received.append(text)
        msg: dict[str, Any] = json.loads(text)
        kind = msg.get("type")
        if kind == "state":
            self.state = msg
        elif kind == "joined":
            self.token, self.seat, self.table = msg["token"], msg["seat"], msg["table"]
        elif kind == "left":
            self.seat = self.table = None
        return msg

    async def wait_for(self, predicate: Callable[[dict[str, Any]], bool],
                       timeout: float = 30.0) -> dict[str, Any]:
        """Read messages until one satisfies ``predicate``; return it."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            msg = await self.recv(max(0.001, end - loop.time()))
            if predicate(msg):
                return msg

    async def close(self) -> None:
        await self.ws.close()


async def resume_anywhere(urls: Sequence[str], name: str, token: str, *, give_up: float,
                          on_attempt: Callable[[int], None] | None = None
                          ) -> tuple[Client, dict[str, Any]] | None:
    """Take a seat back with its token after a dropped connection: try each server of
    ``urls`` (the one we were on first, then the others sharing its lobby: ``welcome``'s
    ``servers``), follow ``elsewhere`` to the process that holds the table now (it may have
    moved when its process died), and wait while a server says nothing yet (it is taking
    the table over).  Returns the new client and its ``joined``; None after ``give_up``
    seconds; SeatGone when a server refuses the token."""
    loop = asyncio.get_running_loop()
    end = loop.time() + give_up
    order = list(dict.fromkeys(urls))
    attempt = hops = 0
    moved = False
    while loop.time() < end:
        if not moved:  # a moment first, then every few seconds; straight to a new address
            hops = 0
            await asyncio.sleep(RETRY_DELAYS[min(attempt, len(RETRY_DELAYS) - 1)])
        if on_attempt is not None:
            on_attempt(attempt)
        moved = False
        for url in list(order):
            try:
                client = await Client.connect(url, name, timeout=5)
            except Exception:
                continue  # not there (or not yet): the next one
            try:
                await client.send("resume", token=token)
                reply = await client.wait_for(
                    lambda m: m.get("type") in ("joined", "error"), RESUME_ANSWER)
            except Exception:
                with contextlib.suppress(Exception):
                    await client.close()
                continue
            if reply["type"] == "joined":
                return client, reply
            with contextlib.suppress(Exception):
                await client.close()
            if reply.get("code") == "elsewhere" and reply.get("url"):
                order = [reply["url"], *(u for u in order if u != reply["url"])]
                hops += 1
                moved = hops <= len(order)  # straight there, unless sent round in circles
                break
            if reply.get("code") in ("bad_token", "seen_hand"):
                raise SeatGone(reply.get("message", "Your seat is gone"))
        attempt += 1
    return None
