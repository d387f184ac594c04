"""A network game in a web page: the browser's own WebSocket, polled each frame.

A page has no threads and no sockets, and no ``websockets`` package: the JOIN screen's
desktop session (``retrohearts.net.session``, an asyncio client in a thread) cannot run
there. :class:`BrowserSession` does the same job with the page's ``WebSocket`` (through
Pyodide's bridge to JavaScript, `BrowserSocket`): the browser queues what arrives, and the
frame loop's :meth:`BrowserSession.poll` moves the session along and hands over what the
server said. It speaks docs/protocol.md as the desktop client does: ``hello``, then
``join`` (sent again to the server process the lobby names when it answers ``elsewhere``);
after a dropped connection, ``resume`` with the seat's token at this server and at the
others sharing its lobby (``welcome.servers``), following ``elsewhere``, for as long as the
server keeps a seat (``resume_seconds``), the table starting over from the server's whole
state (:data:`RESUMED`, then ``joined``). Only a refused token, or the time running out,
ends the session with an error.

A page served over https may only open ``wss://`` connections: a ``ws://`` address is
upgraded there, so the server must be reached through a TLS proxy (docs/network.md).
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from typing import Any, Protocol

from retrohearts.net import mirror
from retrohearts.net.protocol import PROTOCOL_VERSION, encode

__all__ = ["RESUMED", "BrowserSession", "BrowserSocket", "page_url"]

#: What :meth:`BrowserSession.poll` gives (not from the server) when the seat is back.
RESUMED: dict[str, Any] = {"type": mirror.RESUMED}
#: Seconds between rounds of attempts to resume, as the desktop client waits.
RETRY_DELAYS = (0.25, 0.5, 1.0, 1.0, 1.0, 2.0, 3.0)
CONNECT_SECONDS = 5.0  # a connection not open by then is given up
ANSWER_SECONDS = 20.0  # a resume may wait while a table moves to another process
DEFAULT_RESUME_SECONDS = 300.0


class Socket(Protocol):
    """What the session needs of a WebSocket: its events so far, send and close."""

    def events(self) -> list[tuple[str, str]]: ...

    def send(self, text: str) -> None: ...

    def close(self) -> None: ...


class BrowserSocket:
    """The page's ``WebSocket``: the browser's callbacks only queue what happened
    (``("open", "")``, ``("message", text)``, ``("close", reason)``)."""

    def __init__(self, url: str) -> None:
        import js  # Pyodide's bridge to the page
        from pyodide.ffi import create_proxy

        self._queue: list[tuple[str, str]] = []
        self._proxies: list[Any] = []

        def on(kind: str, read: Callable[[Any], str]) -> Any:
            proxy = create_proxy(lambda event: self._queue.append((kind, read(event))))
            self._proxies.append(proxy)
            return proxy

        self._ws = js.WebSocket.new(url)  # SecurityError (e.g. ws:// from https) raises here
        self._ws.onopen = on("open", lambda event: "")
        self._ws.onmessage = on("message", lambda event: str(event.data))
        self._ws.onclose = on("close", lambda event: f"{event.code} {event.reason}".strip())

    def events(self) -> list[tuple[str, str]]:
        out, self._queue = self._queue, []
        return out

    def send(self, text: str) -> None:
        if int(self._ws.readyState) == 1:  # OPEN
            self._ws.send(text)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._ws.close()
        for proxy in self._proxies:  # the callbacks are the page's no longer
            with contextlib.suppress(Exception):
                proxy.destroy()
        self._proxies = []


def page_url(url: str, page_protocol: str | None = None) -> str:
    """``url`` as this page may open it: ``ws://`` becomes ``wss://`` on an https page."""
    if page_protocol is None:
        try:
            import js

            page_protocol = str(js.location.protocol)
        except Exception:  # noqa: BLE001 - no page
            page_protocol = ""
    if page_protocol == "https:" and url.startswith("ws://"):
        return "wss://" + url[len("ws://"):]
    return url


class _Link:
    """One connection and what it is for: "join" (a seat; ``table`` if given) or
    "resume" (the seat of ``token``)."""

    def __init__(self, socket: Socket, url: str, purpose: str, opened_at: float,
                 table: int | None = None) -> None:
        self.socket = socket
        self.url = url
        self.purpose = purpose
        self.table = table
        self.opened_at = opened_at
        self.open = False
        self.welcome: dict[str, Any] | None = None
        self.answered = False  # join/resume answered: messages now go to the game


class BrowserSession:
    """One connection to a Hearts server from a page, joined to a table (see the module
    docstring); the same face as ``retrohearts.net.session.NetSession``."""

    def __init__(self, url: str, name: str, table: int | None = None, *,
                 socket: Callable[[str], Socket] = BrowserSocket,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.url = page_url(url)
        self.name = name
        self.table = table
        self.error: str | None = None
        self.closed = False
        self.reconnecting = False
        self.status = ""
        self.resumes = 0
        self._socket = socket
        self._clock = clock
        self._inbox: list[dict[str, Any]] = []
        self._link: _Link | None = None
        self._token: str | None = None
        self._servers: list[str] = [self.url]
        self._resume_seconds = DEFAULT_RESUME_SECONDS
        self._give_up_at = 0.0
        self._attempt = 0
        self._next_attempt_at = 0.0
        self._round: list[str] = []

    # -- the frame loop's side ----------------------------------------------------------
    def start(self) -> None:
        self._connect(self.url, "join", self.table)

    def poll(self) -> list[dict[str, Any]]:
        """Move the session along; every message received since the last call."""
        if not self.closed:
            self._advance()
        out, self._inbox = self._inbox, []
        return out

    def send(self, message: dict[str, Any]) -> None:
        """Send a message now (dropped while there is no seated connection)."""
        link = self._link
        if link is not None and link.answered and not self.closed:
            with contextlib.suppress(Exception):
                link.socket.send(encode(message))

    def close(self, leave: bool = True) -> None:
        """Leave the table (unless ``leave`` is False) and close the connection."""
        if leave:
            self.send({"type": "leave"})
        self._drop_link()
        self.closed = True
        self.reconnecting = False

    # -- connections --------------------------------------------------------------------
    def _connect(self, url: str, purpose: str, table: int | None = None) -> bool:
        try:
            socket = self._socket(url)
        except Exception as error:  # noqa: BLE001 - the browser refused the address
            if purpose != "resume":
                self._fail(_refusal(url, error))
            return False
        self._drop_link()
        self._link = _Link(socket, url, purpose, self._clock(), table)
        return True

    def _drop_link(self) -> None:
        if self._link is not None:
            self._link.socket.close()
            self._link = None

    def _fail(self, reason: str) -> None:
        self.error = self.error or reason
        self.closed = True
        self.reconnecting = False
        self.status = ""
        self._drop_link()

    def _advance(self) -> None:
        link = self._link
        if link is not None:
            for kind, data in link.socket.events():
                if self._link is not link or self.closed:
                    break
                if kind == "open":
                    link.open = True
                    link.socket.send(encode({"type": "hello", "version": PROTOCOL_VERSION,
                                             "name": self.name}))
                elif kind == "message":
                    self._message(link, data)
                else:
                    self._lost(link, data)
            if self._link is link and not self.closed:
                waited = self._clock() - link.opened_at
                if (not link.open and waited > CONNECT_SECONDS) or (
                        not link.answered and waited > ANSWER_SECONDS):
                    self._lost(link, "timeout")
        if self.reconnecting and self._link is None and not self.closed:
            self._try_resume()

    def _message(self, link: _Link, text: str) -> None:
        try:
            msg = json.loads(text)
        except ValueError:
            return
        if not isinstance(msg, dict):
            return
        kind = msg.get("type")
        if link.welcome is None:
            if kind != "welcome":
                if link.purpose == "resume":
                    self._next_server()
                else:
                    self._fail(str(msg.get("message") or "The server refused"))
                return
            link.welcome = msg
            self._servers = list(dict.fromkeys([link.url, *msg.get("servers", []),
                                                *self._servers]))
            self._resume_seconds = float(msg.get("resume_seconds") or DEFAULT_RESUME_SECONDS)
            if link.purpose == "resume":
                link.socket.send(encode({"type": "resume", "token": self._token}))
            else:
                join = {"table": link.table} if link.table is not None else {}
                link.socket.send(encode({"type": "join", **join}))
                link.answered = True  # the join's answer and all after go to the game
            return
        if link.purpose == "resume" and not link.answered:
            self._resume_answer(link, msg)
            return
        if kind == "error" and msg.get("code") == "elsewhere" and msg.get("url") \
                and self._token is None:
            self._connect(str(msg["url"]), "join", msg.get("table"))  # the table's process
            return
        if kind == "joined":
            self._token = msg.get("token")
        elif kind == "left":
            self._token = None
        self._inbox.append(msg)

    def _resume_answer(self, link: _Link, msg: dict[str, Any]) -> None:
        kind, code = msg.get("type"), msg.get("code")
        if kind == "joined":
            link.answered = True
            self.reconnecting = False
            self.status = ""
            self.resumes += 1
            self._inbox += [dict(RESUMED), msg]
        elif kind == "error" and code == "elsewhere" and msg.get("url"):
            url = str(msg["url"])
            self._round = [url, *(u for u in self._round if u != url)]
            self._connect(url, "resume")
        elif kind == "error" and code in ("bad_token", "seen_hand"):
            self._fail("Your seat is gone")  # the server no longer keeps it
        elif kind == "error":
            self._next_server()

    def _lost(self, link: _Link, why: str) -> None:
        """This connection is gone (closed, failed, or given up on)."""
        self._drop_link()
        if link.purpose == "resume" and self.reconnecting:
            self._next_server()
        elif self._token is not None:
            self.reconnecting = True
            self.status = "Reconnecting..."  # short: the narrowest message line
            self._give_up_at = self._clock() + self._resume_seconds
            self._attempt = 0
            self._round = []
            self._next_attempt_at = self._clock() + RETRY_DELAYS[0]
        elif not link.open:
            self._fail("the server does not answer")
        else:
            self._fail("Connection lost")

    def _next_server(self) -> None:
        self._drop_link()
        if not self._round:  # every server tried: wait, then the next round
            self._attempt += 1
            delay = RETRY_DELAYS[min(self._attempt, len(RETRY_DELAYS) - 1)]
            self._next_attempt_at = self._clock() + delay

    def _try_resume(self) -> None:
        now = self._clock()
        if now >= self._give_up_at:
            self._fail("Connection lost")
            return
        if not self._round:
            if now < self._next_attempt_at:
                return
            self._round = list(self._servers)
            if self._attempt > 0:
                self.status = f"Reconnecting (try {self._attempt + 1})..."
        url = self._round.pop(0)
        if not self._connect(url, "resume"):
            self._next_server()


def _refusal(url: str, error: BaseException) -> str:
    if isinstance(error, ImportError):  # neither the websockets package nor a web page
        return "network play is not available here"
    text = str(error)
    if "insecure" in text.lower() or "SecurityError" in text:
        return "this https page needs a wss:// server (behind a TLS proxy)"
    return f"cannot open {url}"
