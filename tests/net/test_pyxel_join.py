"""The pyxel table as a network client: JOIN, a hand played by scripted keys, chat, leaving.

A real server runs in a thread on a free loopback port; the emulated PC runs headless in the
test's thread.  Host and port are typed into the JOIN screen's questions, the hand is played
through the table screen's own keyboard handling (arrows and ENTER, see table_driver), and the
scores the table shows must be the server's.
"""

from __future__ import annotations

import asyncio
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "screens"))

from table_driver import FAST, KeyboardDriver  # noqa: E402

from retrohearts.hearts.rules import HouseRules  # noqa: E402
from retrohearts.net.server import HeartsServer, ServerConfig  # noqa: E402
from retrohearts.net.table import TableConfig  # noqa: E402
from retrohearts.pc.app import App, open_app  # noqa: E402
from retrohearts.pc.input import InputFrame  # noqa: E402
from retrohearts.pc.options import PCOptions  # noqa: E402
from retrohearts.pc.screen import Screen  # noqa: E402
from retrohearts.screens.hearts.flow import GameOptions  # noqa: E402
from retrohearts.screens.hearts.table.join import JoinScreen, RemoteTableScreen  # noqa: E402

#: Each test server's event loop (it runs in its own thread).
LOOPS: dict[HeartsServer, asyncio.AbstractEventLoop] = {}


@pytest.fixture()
def server() -> Iterator[HeartsServer]:
    ready = threading.Event()
    box: dict[str, Any] = {}

    def serve() -> None:
        async def main() -> None:
            table = TableConfig(rules=HouseRules.preset("xhearts"), opponents=("Ducker",),
                                delay=0, trick_pause=0, hand_pause=0.3, turn_timeout=0,
                                first_deal=77)
            srv = HeartsServer(ServerConfig(port=0, tables=1, table=table, processes=False))
            await srv.start()
            box["server"] = srv
            LOOPS[srv] = asyncio.get_running_loop()
            ready.set()
            while not box.get("stop"):
                await asyncio.sleep(0.02)
            await srv.stop()

        asyncio.run(main())

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    assert ready.wait(10)
    yield box["server"]
    box["stop"] = True
    thread.join(10)


class Below(Screen):
    """Stands in for the Options screen under JOIN."""

    def draw(self, app: App) -> None:
        pass


def type_answer(app: App, text: str) -> None:
    for _ in range(45):
        app.update(InputFrame(keys=frozenset({"BACKSPACE"})))
    app.update(InputFrame(text=text))
    app.update(InputFrame(keys=frozenset({"ENTER"})))


def wait_for(app: App, check: Any, what: str, limit: float = 60.0) -> None:
    end = time.monotonic() + limit
    while time.monotonic() < end:
        if check():
            return
        app.update(InputFrame())
        time.sleep(0.002)
    raise AssertionError(f"never saw {what}")


def test_the_pyxel_table_joins_a_server_and_plays_a_hand_by_keys(server: HeartsServer,
                                                                  tmp_path: Path) -> None:
    app = open_app(PCOptions(mode="vga", monitor="color"), headless=True, display=None)  # type: ignore[arg-type]
    below = Below()
    app.push(below)
    app.push(JoinScreen(GameOptions(name="Tess", controls=FAST), fps=12))
    app.update(InputFrame())
    type_answer(app, "127.0.0.1")
    type_answer(app, str(server.port))
    wait_for(app, lambda: isinstance(app.top, RemoteTableScreen), "the network table")
    table = app.top
    assert isinstance(table, RemoteTableScreen)
    wait_for(app, lambda: table.names[0] == "Tess", "my name on my plate")
    assert table.names[1:] == ["Ducker 2", "Ducker 3", "Ducker 4"]
    # A chat line: ':' opens the line, typed text and ENTER send it.
    app.update(InputFrame(text=":"))
    app.update(InputFrame(text="hello felt"))
    app.update(InputFrame(keys=frozenset({"ENTER"})))
    wait_for(app, lambda: ("You", "hello felt") in table.mirror.chat, "the chat line back")
    app.draw()
    app.screenshot(tmp_path / "chat.png")
    # One whole hand through the keyboard.
    driver = KeyboardDriver(app, table)
    ctl = table.ctl
    mirror = table.mirror
    end = time.monotonic() + 120
    while mirror.hand_number < 2:
        if time.monotonic() > end:
            raise AssertionError(f"the hand did not finish: {ctl.phase} {ctl.waiting_for}")
        target = driver.want()
        if target is not None:
            driver.choose(target)
        driver.frame()
        time.sleep(0.0002)
    real = server.lobby.tables[1]
    first = real.log.events
    hand_end = next(e for e in first if e["event"] == "hand_end")
    assert list(ctl.port.scores_before) == hand_end["scores"]
    first_hand = first[: first.index(hand_end)]
    cards = {e["card"] for e in first_hand if e["event"] == "play"}  # or a claim played them
    cards |= {c for e in first_hand if e["event"] == "claim" for t in e["tricks"]
              for _, c in t["plays"]}
    assert len(cards) == 52
    assert any(e["event"] == "chat" and e["text"] == "hello felt" for e in first)
    # The last hand (L), the tutor and the odds work on the remote seat's view.
    table.show_last_hand(app)
    last = app.top
    assert type(last).__name__ == "LastHandScreen"
    # The pass is in the review: mine and the one I received, the other two not seen.
    assert last.pages == 14 and len(last.history.unknown_passes) == 2  # type: ignore[attr-defined]
    app.draw()
    app.screenshot(tmp_path / "last-hand-pass.png")
    app.pop()
    wait_for(app, lambda: ctl.waiting_for in ("pass", "play"), "my next decision")
    table.icon(app, "TUTOR")
    wait_for(app, lambda: table.advice is not None and len(table.advice) > 0, "the tutor")
    table.icon(app, "ODDS")
    assert type(app.top).__name__ == "OddsScreen"
    app.draw()
    app.screenshot(tmp_path / "odds.png")
    app.pop()
    assert app.top is table
    # Leaving gives the seat to the computer and returns to the screen below.
    table.escape(app)
    assert app.top is below
    wait_for(app, lambda: real.seats[0].peer is None, "the seat given back")
    assert real.seats[0].kind == "computer"


def test_join_says_why_when_no_server_answers(tmp_path: Path) -> None:
    app = open_app(PCOptions(mode="cga", monitor="mono"), headless=True, display=None)  # type: ignore[arg-type]
    app.push(Below())
    join = JoinScreen(GameOptions(name="Tess"), host="127.0.0.1", port=1)
    app.push(join)
    app.update(InputFrame())
    wait_for(app, lambda: join.failed, "the refusal")
    assert join.status.startswith("Cannot join 127.0.0.1:1")
    app.draw()
    app.screenshot(tmp_path / "refused.png")
    app.update(InputFrame(keys=frozenset({"ESC"})))
    assert app.top is not join


def test_join_without_the_websockets_package_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """As in a browser: the JOIN screen opens, and explains instead of failing."""

    class NoWebsockets:
        def find_spec(self, name: str, path: Any = None, target: Any = None) -> None:
            if name.split(".")[0] == "websockets":
                raise ImportError("no websockets here")

    for name in list(sys.modules):
        if name.split(".")[0] == "websockets" or name in ("retrohearts.net.session",
                                                          "retrohearts.net.client"):
            monkeypatch.delitem(sys.modules, name)
    monkeypatch.setattr(sys, "meta_path", [NoWebsockets(), *sys.meta_path])
    app = open_app(PCOptions(mode="vga", monitor="color"), headless=True, display=None)  # type: ignore[arg-type]
    app.push(Below())
    join = JoinScreen(GameOptions(name="Tess"), host="127.0.0.1", port=7101)
    app.push(join)
    app.update(InputFrame())
    assert join.failed and "not available" in join.status
    app.draw()


def drop(table: RemoteTableScreen) -> None:
    """Cut the table's connection at once, as a failing network would."""
    session = table.remote.port.session
    loop, client = session._loop, session._client
    assert loop is not None and client is not None
    loop.call_soon_threadsafe(client.ws.transport.abort)


def play_until(app: App, table: RemoteTableScreen, done: Any, what: str) -> None:
    driver = KeyboardDriver(app, table)
    end = time.monotonic() + 120
    while not done():
        if time.monotonic() > end:
            raise AssertionError(f"never saw {what}: {table.ctl.phase} {table.ctl.waiting_for}")
        target = driver.want()
        if target is not None and app.top is table:
            driver.choose(target)
        driver.frame()
        time.sleep(0.0002)


def test_a_dropped_connection_is_made_again_and_the_seat_comes_back(server: HeartsServer,
                                                                    tmp_path: Path) -> None:
    app = open_app(PCOptions(mode="cga", monitor="mono"), headless=True, display=None)  # type: ignore[arg-type]
    app.push(Below())
    app.push(JoinScreen(GameOptions(name="Rex", controls=FAST), host="127.0.0.1",
                        port=server.port, fps=12))
    app.update(InputFrame())
    wait_for(app, lambda: isinstance(app.top, RemoteTableScreen), "the network table")
    table = app.top
    assert isinstance(table, RemoteTableScreen)
    real = server.lobby.tables[1]
    play_until(app, table, lambda: len(table.mirror.hand.tricks) >= 2 if table.mirror.hand
               else False, "two tricks")
    session = table.remote.port.session
    drop(table)
    # The felt says what is going on while the connection is made again.
    wait_for(app, lambda: table.ctl.state.message.startswith("Reconnecting"),
             "the reconnecting message")
    assert session.reconnecting and not session.closed
    app.draw()
    app.screenshot(tmp_path / "reconnecting.png")
    wait_for(app, lambda: app.top is not table and isinstance(app.top, RemoteTableScreen),
             "the table again")
    back = app.top
    assert isinstance(back, RemoteTableScreen) and back.remote.port.session is session
    assert back.ctl.state.message == "Back at the table" and session.resumes == 1
    why = [e["why"] for e in real.log.events if e["event"] == "seat" and e["seat"] == 0]
    assert why[-2:] == ["dropped", "resumed"]
    wait_for(app, lambda: back.names[0] == "Rex", "my name on my plate again")
    assert real.seats[0].kind == "human" and real.seats[0].name == "Rex"
    app.draw()
    app.screenshot(tmp_path / "back.png")
    # The game goes on from the server's state: a whole hand more by keys, same scores.
    hand = back.mirror.hand_number
    play_until(app, back, lambda: back.mirror.hand_number >= hand + 1, "the next hand")
    ends = [e for e in real.log.events if e["event"] == "hand_end"]
    assert list(back.ctl.port.scores_before) == ends[hand - 1]["scores"]
    # A seat the server no longer keeps: the session gives up and says why.
    token = session._token
    LOOPS[server].call_soon_threadsafe(server.lobby.forget, token)
    time.sleep(0.1)
    drop(back)
    wait_for(app, lambda: session.closed, "the session giving up")
    app.update(InputFrame())
    assert back.ctl.state.message == "Your seat is gone"
    assert not session.reconnecting
    app.draw()
    app.screenshot(tmp_path / "gone.png")
    back.escape(app)


def test_at_a_network_table_your_claim_goes_to_the_server_and_undo_is_refused(
        server: HeartsServer, tmp_path: Path) -> None:
    app = open_app(PCOptions(mode="ega", monitor="color"), headless=True, display=None)  # type: ignore[arg-type]
    app.push(Below())
    app.push(JoinScreen(GameOptions(name="Cleo", controls=FAST), host="127.0.0.1",
                        port=server.port, fps=12))
    app.update(InputFrame())
    wait_for(app, lambda: isinstance(app.top, RemoteTableScreen), "the network table")
    table = app.top
    assert isinstance(table, RemoteTableScreen)
    ctl = table.ctl
    play_until(app, table, lambda: ctl.waiting_for == "play", "my turn")
    app.update(InputFrame(keys=frozenset({"U"})))
    assert ctl.state.message == "No taking back in a network game"
    assert "UNDO" in table.unavailable_icons()
    play_until(app, table, lambda: ctl.waiting_for == "play" and ctl.port.check_claim(0).ok,
               "a hand I may claim")
    verdict = ctl.port.check_claim(0)
    app.update(InputFrame(keys=frozenset({"C"})))
    wait_for(app, lambda: ctl.phase.value == "hand_end", "the end of the claimed hand")
    assert ctl.state.claimed == (0, verdict.kind)
    assert tuple(ctl.hand.points()) == verdict.points and ctl.hand.claim is not None
    assert table.prompt() in ("You claim the rest", "No points left", "You shot the moon!")
    app.draw()
    app.screenshot(tmp_path / "claimed.png")
    real = server.lobby.tables[1]
    claims = [e for e in real.log.events if e["event"] == "claim" and e["seat"] == 0]
    assert claims and claims[-1]["points"] == list(verdict.points)
    table.show_last_hand(app)
    assert app.top is not table and app.top.history.claim is not None  # type: ignore[attr-defined]
