"""The game window's network client: who is who (portraits), Auto Play, and the JOIN screen.

Computers show their personality's portrait and other people the generic figure; Auto Play
(``?`` or its button) has the server's computer make this seat's pass and play, which the
table then shows as if chosen here; the JOIN screen's panel never lies under its questions,
in any video mode.  A real server runs in a thread on a free loopback port.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_pyxel_join import Below, wait_for

from retrohearts.hearts.rules import HouseRules
from retrohearts.net.client import Client
from retrohearts.net.server import HeartsServer, ServerConfig
from retrohearts.net.table import TableConfig
from retrohearts.pc.app import open_app
from retrohearts.pc.input import InputFrame
from retrohearts.pc.modes import MODE_KEYS
from retrohearts.pc.options import PCOptions
from retrohearts.screens.hearts.flow import GameOptions
from retrohearts.screens.hearts.table.join import JoinScreen, RemoteTableScreen
from retrohearts.screens.hearts.table.remoteport import PERSON, faces_of
from retrohearts.ui.textfield import TextFieldDialog


def test_faces_computers_by_personality_people_by_the_generic_figure() -> None:
    names = ["Tess", "Julia 2", "Julia", "Ducker"]
    kinds = ["human", "computer", "human", "computer"]
    assert faces_of(names, kinds) == [PERSON, "Julia", PERSON, PERSON]
    assert faces_of(["Ellen", "Ann 2", "David", "Bob"],
                    ["computer", "human", "computer", "human"]) == [
        "Ellen", PERSON, "David", PERSON]


@pytest.mark.parametrize("mode", [*MODE_KEYS, "cga:mono", "vga:mono"])
def test_the_join_panel_never_lies_under_a_question(mode: str) -> None:
    monitor = "color"
    if ":" in mode:
        mode, monitor = mode.split(":")
    app = open_app(PCOptions(mode=mode, monitor=monitor), headless=True, display=None)  # type: ignore[arg-type]
    app.push(Below())
    join = JoinScreen(GameOptions(name=None))
    app.push(join)
    app.update(InputFrame())
    for answer in ("a-long-server-name.example.org", "7101", ""):
        dialog = app.top
        assert isinstance(dialog, TextFieldDialog)
        panel, _ = join.panel(app)
        x, y, w, h = dialog._geometry(app)
        assert panel.bottom <= y or y + h <= panel.y, (mode, panel, (x, y, w, h))
        assert x >= 0 and x + w <= app.width and panel.x >= 0 and panel.right <= app.width
        app.draw()
        for _ in range(45):  # the question's suggested answer
            app.update(InputFrame(keys=frozenset({"BACKSPACE"})))
        app.update(InputFrame(text=answer))
        if answer == "":
            break
        app.update(InputFrame(keys=frozenset({"ENTER"})))
    assert join.host == "a-long-server-name.example.org" and join.port == 7101


@pytest.fixture()
def served() -> Iterator[dict[str, Any]]:
    """A server whose computers have faces, and Bob, a scripted person, once asked for."""
    ready = threading.Event()
    box: dict[str, Any] = {}

    def serve() -> None:
        async def bob(port: int) -> None:
            client = await Client.connect(f"ws://127.0.0.1:{port}", "Bob")
            await client.send("join", seat=2)
            while not box.get("stop"):
                try:
                    m = await client.recv(0.05)
                except Exception:
                    continue
                if m["type"] == "state" and m["turn"] == "pass":
                    await client.send("pass", cards=m["hand"][:3])
                elif m["type"] == "state" and m["turn"] == "play":
                    await client.send("play", card=m["legal"][0])

        async def main() -> None:
            table = TableConfig(rules=HouseRules.preset("xhearts"),
                                opponents=("Jeffrey", "Michael", "David", "Ellen"), delay=0,
                                trick_pause=0, hand_pause=0.3, turn_timeout=0, first_deal=77)
            srv = HeartsServer(ServerConfig(port=0, tables=1, table=table, processes=False))
            await srv.start()
            box["server"] = srv
            ready.set()
            task = None
            while not box.get("stop"):
                if box.get("bob") and task is None:
                    task = asyncio.create_task(bob(srv.port))
                await asyncio.sleep(0.02)
            if task is not None:
                await task
            await srv.stop()

        asyncio.run(main())

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    assert ready.wait(10)
    yield box
    box["stop"] = True
    thread.join(10)


def test_auto_play_passes_and_plays_for_this_seat_and_people_have_a_figure(
        served: dict[str, Any], tmp_path: Path) -> None:
    server: HeartsServer = served["server"]
    app = open_app(PCOptions(mode="vga", monitor="color"), headless=True, display=None)  # type: ignore[arg-type]
    app.push(Below())
    app.push(JoinScreen(GameOptions(name="Tess"), host="127.0.0.1", port=server.port, fps=12))
    wait_for(app, lambda: isinstance(app.top, RemoteTableScreen), "the network table")
    table = app.top
    assert isinstance(table, RemoteTableScreen)
    served["bob"] = True  # after Tess: her seat is still to pass
    wait_for(app, lambda: table.names[2] == "Bob", "Bob at the table")
    assert table.names == ["Tess", "Michael", "Bob", "Ellen"]
    assert table.faces == [PERSON, "Michael", PERSON, "Ellen"]
    # Auto Play for the pass: '?' asks the server, which passes; the table follows.
    wait_for(app, lambda: table.remote.waiting_for == "pass", "my pass")
    target = next(t for t in table.targets(app) if t.id == "auto")
    assert "pass for you" in target.hover
    app.draw()
    app.screenshot(tmp_path / "auto-pass.png")
    held = set(table.ctl.view().hand)
    app.update(InputFrame(text="?"))
    wait_for(app, lambda: table.remote.waiting_for != "pass", "the pass made for me")
    real = server.lobby.tables[1]
    passed = next(e for e in real.log.events if e["event"] == "pass" and e["seat"] == 0)
    assert sorted(map(str, table.ctl.view().passed)) == sorted(passed["cards"])
    assert set(table.ctl.view().passed) <= held
    # Auto Play for a card: the button this time.
    for _ in range(2000):
        if table.remote.waiting_for == "continue":
            table.ctl.press_continue()
        if table.remote.waiting_for == "play":
            break
        app.update(InputFrame())
        time.sleep(0.002)
    assert table.remote.waiting_for == "play"
    before = len(table.ctl.view().hand)
    table.select(app, "auto")
    wait_for(app, lambda: len(table.ctl.view().hand) == before - 1, "the card played for me")
    mine = [e["card"] for e in real.log.events if e["event"] == "play" and e["seat"] == 0]
    assert len(mine) == 1 and mine[0] not in map(str, table.ctl.view().hand)
    assert sorted(map(str, table.ctl.view().hand)) == sorted(map(str, real.match.hand.cards(0)))
    app.draw()
    app.screenshot(tmp_path / "auto-played.png")
    table.escape(app)
