"""The web page's network session (retrohearts/web/websession.py), natively.

The page's WebSocket is stood in for by a socket with the same face: a real connection
(the websockets package's threaded client) to a real ``hearts-server`` on 127.0.0.1 for
the game itself, beside a terminal player's client; and a scripted one for what a real
server does rarely (a table held by another process, a refused token). The page's own
WebSocket is played in Chromium: test_chromium_net.py.
"""

from __future__ import annotations

import asyncio
import json
import queue
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from retrohearts.net.client import Client
from retrohearts.web.websession import RESUMED, BrowserSession, page_url

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

NETKIT = Path(__file__).resolve().parents[1] / "net"


def netkit() -> Any:
    import sys

    sys.path.insert(0, str(NETKIT))
    import netkit as kit

    return kit


class ThreadSocket:
    """A WebSocket as the page has one, made of the websockets package's threaded client:
    events are queued as the browser's callbacks queue them."""

    sockets: list[ThreadSocket] = []

    def __init__(self, url: str) -> None:
        from websockets.sync.client import connect

        self._events: queue.SimpleQueue[tuple[str, str]] = queue.SimpleQueue()
        self._ws: Any = None
        ThreadSocket.sockets.append(self)

        def run() -> None:
            try:
                self._ws = connect(url, open_timeout=5)
            except Exception as error:  # noqa: BLE001 - as a browser: a close, no reason
                self._events.put(("close", str(error)))
                return
            self._events.put(("open", ""))
            try:
                for text in self._ws:
                    self._events.put(("message", text if isinstance(text, str) else ""))
            except Exception:  # noqa: BLE001, S110 - dropped: the close below says so
                pass
            self._events.put(("close", "closed"))

        threading.Thread(target=run, daemon=True).start()

    def events(self) -> list[tuple[str, str]]:
        out = []
        while not self._events.empty():
            out.append(self._events.get())
        return out

    def send(self, text: str) -> None:
        if self._ws is not None:
            self._ws.send(text)

    def close(self) -> None:
        if self._ws is not None:
            self._ws.close()


async def pump(session: BrowserSession, until: Callable[[dict[str, Any]], bool],
               seen: list[dict[str, Any]], timeout: float = 20.0) -> dict[str, Any]:
    """Poll the session as frames would, until a message satisfies ``until`` (messages
    polled but not yet looked at wait in ``seen``'s tail for the next call)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    looked = getattr(pump, "looked", {}).get(id(seen), 0)
    while loop.time() < end:
        seen += session.poll()
        while looked < len(seen):
            looked += 1
            if until(seen[looked - 1]):
                pump.looked = {id(seen): looked}  # type: ignore[attr-defined]
                return seen[looked - 1]
        assert not session.closed, session.error
        await asyncio.sleep(0.02)
    raise AssertionError(f"nothing matched in {timeout} s; got {[m['type'] for m in seen]}")


def test_a_page_seat_plays_beside_a_terminal_player_and_comes_back_after_a_drop() -> None:
    kit = netkit()

    async def scenario() -> None:
        async with kit.running_server() as server:
            session = BrowserSession(kit.url(server), "Web", socket=ThreadSocket)
            session.start()
            seen: list[dict[str, Any]] = []
            joined = await pump(session, lambda m: m["type"] == "joined", seen)
            async with await Client.connect(kit.url(server), "Term") as term:
                await term.send("join", table=joined["table"])
                await term.wait_for(lambda m: m["type"] == "joined")
                state = await pump(session, lambda m: m["type"] == "state"
                                   and "Term" in m["names"] and m["turn"] == "pass", seen)
                assert state["kinds"][joined["seat"]] == "human" and "Web" in state["names"]
                session.send({"type": "pass", "cards": state["hand"][:3]})
                event = await term.wait_for(lambda m: m["type"] == "event"
                                            and m["event"] == "pass"
                                            and m["seat"] == joined["seat"])
                assert "cards" not in event  # another seat's cards are never told

                ThreadSocket.sockets[-1].close()  # the line drops
                back = await pump(session, lambda m: m["type"] == "joined", seen)
                assert session.resumes == 1 and back["resumed"] and back["seat"] == joined["seat"]
                assert seen[seen.index(back) - 1] == RESUMED  # the table starts over
                state = await pump(session, lambda m: m["type"] == "state", seen)
                assert state["seat"] == joined["seat"] and len(state["passed"]) == 3
            session.close()
            assert session.closed and session.error is None

    asyncio.run(scenario())


def test_no_server_there_is_said_in_words() -> None:
    kit = netkit()

    async def scenario() -> None:
        async with kit.running_server() as server:
            port = server.port
        session = BrowserSession(f"ws://127.0.0.1:{port}", "Web", socket=ThreadSocket)
        session.start()
        for _ in range(300):
            session.poll()
            if session.closed:
                break
            await asyncio.sleep(0.02)
        assert session.closed and session.error == "the server does not answer"

    asyncio.run(scenario())


class Scripted:
    """A socket whose server answers from a script: url -> what it says to each message."""

    def __init__(self, answers: dict[str, Callable[[dict[str, Any]], list[dict[str, Any]]]],
                 log: list[tuple[str, dict[str, Any]]]) -> None:
        self.answers = answers
        self.log = log

    def __call__(self, url: str) -> Any:
        script, log = self.answers[url], self.log
        pending: list[tuple[str, str]] = [("open", "")]

        class Socket:
            def events(self) -> list[tuple[str, str]]:
                out = list(pending)
                pending.clear()
                return out

            def send(self, text: str) -> None:
                msg = json.loads(text)
                log.append((url, msg))
                pending.extend(("message", json.dumps(m)) for m in script(msg))

            def close(self) -> None:
                pending.append(("close", "1000"))

        return Socket()


WELCOME = {"type": "welcome", "version": 1, "server": "retrohearts", "name": "Web",
           "servers": [], "resume_seconds": 300}


def test_a_table_held_elsewhere_is_joined_there() -> None:
    log: list[tuple[str, dict[str, Any]]] = []

    def first(msg: dict[str, Any]) -> list[dict[str, Any]]:
        if msg["type"] == "hello":
            return [WELCOME]
        return [{"type": "error", "code": "elsewhere", "url": "ws://b:1", "table": 3,
                 "message": "elsewhere"}]

    def second(msg: dict[str, Any]) -> list[dict[str, Any]]:
        if msg["type"] == "hello":
            return [WELCOME]
        return [{"type": "joined", "table": 3, "seat": 1, "token": "t", "resumed": False}]

    session = BrowserSession("ws://a:1", "Web", socket=Scripted({"ws://a:1": first,
                                                                  "ws://b:1": second}, log))
    session.start()
    got = [m for _ in range(12) for m in session.poll()]
    assert [m["type"] for m in got] == ["joined"]
    assert log[-1] == ("ws://b:1", {"type": "join", "table": 3})


def test_a_refused_token_ends_the_session_with_the_reason() -> None:
    log: list[tuple[str, dict[str, Any]]] = []
    now = [0.0]

    def server(msg: dict[str, Any]) -> list[dict[str, Any]]:
        if msg["type"] == "hello":
            return [WELCOME]
        if msg["type"] == "join":
            return [{"type": "joined", "table": 1, "seat": 0, "token": "t", "resumed": False}]
        return [{"type": "error", "code": "bad_token", "message": "gone"}]

    sockets = Scripted({"ws://a:1": server}, log)
    made: list[Any] = []

    def socket(url: str) -> Any:
        made.append(sockets(url))
        return made[-1]

    session = BrowserSession("ws://a:1", "Web", socket=socket, clock=lambda: now[0])
    session.start()
    got = [m for _ in range(6) for m in session.poll()]
    assert [m["type"] for m in got] == ["joined"]
    made[-1].close()  # dropped
    session.poll()
    assert session.reconnecting and session.status == "Reconnecting..."
    now[0] += 1.0
    for _ in range(6):
        session.poll()
    assert ("ws://a:1", {"type": "resume", "token": "t"}) in log
    assert session.closed and session.error == "Your seat is gone"


def test_an_https_page_opens_wss() -> None:
    assert page_url("ws://h:7101", "https:") == "wss://h:7101"
    assert page_url("ws://h:7101", "http:") == "ws://h:7101"
    assert page_url("wss://h:443", "https:") == "wss://h:443"
