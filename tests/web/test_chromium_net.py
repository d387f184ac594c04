"""A browser seat at a real ``hearts-server`` table, beside a terminal player.

The server runs as its own process on 127.0.0.1. The page is opened with
``?join=127.0.0.1:PORT``, asks for a name and sits down at table 1 through the browser's own
WebSocket; a terminal player (the asyncio client ``hearts-term`` is built on) then joins
the same table and plays its prompts; the page passes three cards and plays until a trick
is taken with its card in it. The terminal player must have seen the page's seat as a
person, by the name typed, passing and playing. See test_chromium_hearts.py for what any
test here fails on.
"""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from chromium import Browser
from pagedriver import GamePage, open_game
from webserve import Server

from retrohearts.net.client import Client

SERVER_ARGS = ["--tables", "1", "--opponents", "Ducker", "--delay", "0", "--trick-pause", "0",
               "--hand-pause", "0", "--turn-timeout", "0", "--seed", "5"]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def hearts_server() -> Iterator[int]:
    port = free_port()
    env = dict(os.environ)
    process = subprocess.Popen(
        [sys.executable, "-c", "from retrohearts.net.server import main; main()",
         "--port", str(port), *SERVER_ARGS], env=env,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                break
        assert process.poll() is None, process.stderr.read() if process.stderr else ""
        time.sleep(0.1)
    yield port
    process.terminate()
    process.wait(timeout=10)


class Terminal(threading.Thread):
    """A terminal player at table 1: plays its prompts, keeps every message."""

    def __init__(self, port: int) -> None:
        super().__init__(daemon=True)
        self.url = f"ws://127.0.0.1:{port}"
        self.messages: list[dict[str, Any]] = []
        self.seated = threading.Event()
        self.stop = threading.Event()
        self.failure: BaseException | None = None

    def run(self) -> None:
        try:
            asyncio.run(self.play())
        except BaseException as error:  # noqa: BLE001 - the test reads it
            self.failure = error

    async def play(self) -> None:
        answered: set[Any] = set()
        async with await Client.connect(self.url, "Term") as client:
            await client.send("join", table=1)
            while not self.stop.is_set():
                try:
                    msg = await client.recv(0.2)
                except TimeoutError:
                    continue
                self.messages.append(msg)
                if msg["type"] == "joined":
                    self.seated.set()
                state = msg if msg["type"] == "state" else None
                if state is not None and state.get("turn"):
                    key = (state["hand_number"], state["turn"], len(state["tricks"]),
                           len(state["current"]))
                    if key not in answered:
                        answered.add(key)
                        if state["turn"] == "pass":
                            await client.send("pass", cards=state["hand"][:3])
                        else:
                            await client.send("play", card=state["legal"][0])

    def events(self, name: str) -> list[dict[str, Any]]:
        return [m for m in self.messages if m["type"] == "event" and m["event"] == name]


def web_seat(term: Terminal) -> int | None:
    states = [m for m in term.messages if m["type"] == "state"]
    for state in reversed(states):
        if "Web" in state["names"]:
            return int(state["names"].index("Web"))
    return None


def cards(game: GamePage, enabled_only: bool = False) -> list[str]:
    return [t[0] for t in game.state()["targets"]
            if t[0].startswith("('card'") and (t[5] or not enabled_only)]


def test_a_browser_seat_plays_with_a_terminal_player(browser: Browser, pages: Server,
                                                     hearts_server: int) -> None:
    game = open_game(browser, pages.url + f"hearts/index.html?join=127.0.0.1:{hearts_server}")
    game.wait(lambda s: s["entry"] is not None, "the name asked")
    game.page.keyboard.type("Web", delay=50)
    game.key("Enter")
    game.wait_screen("RemoteTableScreen", timeout_s=60)
    game.wait(lambda s: len(cards(game)) == 13, "the hand dealt")
    term = Terminal(hearts_server)
    term.start()
    try:
        assert term.seated.wait(20), term.failure
        game.settle()
        game.shot("net-seated")
        for card in cards(game)[:3]:
            game.choose(card)
        deadline = time.monotonic() + 90
        seat = None
        while time.monotonic() < deadline:
            seat = web_seat(term)
            played = [e for e in term.events("play") if e["seat"] == seat]
            tricks = term.events("trick")
            if seat is not None and played and tricks and \
                    tricks[-1]["number"] >= played[0]["trick"]:
                break
            state = game.state()
            if any(t[0] == "continue" for t in state["targets"]):
                game.choose("continue")
            legal = cards(game, enabled_only=True)
            if legal and any(t[0] == "auto" for t in state["targets"]):
                game.choose(legal[0])  # our turn (Auto Play is offered): a card
            game.page.wait_for_timeout(300)
        game.shot("net-a-trick")
        assert seat is not None, "the terminal player never saw the page's seat"
        seen = next(m for m in reversed(term.messages) if m["type"] == "state")
        assert seen["kinds"][seat] == "human"
        assert [e for e in term.events("pass") if e["seat"] == seat], "no pass from the page"
        assert [e for e in term.events("play") if e["seat"] == seat], "no card from the page"
        assert term.events("trick"), "no trick taken"
        assert game.tab.errors == [] and game.tab.blocked == [] and pages.failed() == []
    finally:
        term.stop.set()
        term.join(5)
    assert term.failure is None, term.failure
