"""The terminal client for real: hearts-term in tmux (80x24) against a local server.

A hand is played by typed cards (full codes and a rank alone), the pass is typed too, one
card is left to the computer with ``?``, a chat line is sent, ``m`` shows the hidden message
lines and ``l`` the last hand.  Skipped, saying so, when tmux is not installed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None,
                                reason="tmux is not installed: the terminal client's tmux "
                                       "test is skipped (apt-get install tmux)")


def start_server() -> tuple[subprocess.Popen[str], int]:
    """hearts-server in a process of its own, and the port it listens on."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "retrohearts.net.server", "--port", "0", "--opponent", "Ducker",
         "--delay", "0", "--trick-pause", "0", "--hand-pause", "4", "--turn-timeout", "0",
         "--rules", "windows", "--seed", "3"],
        stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    return proc, int(re.search(r":(\d+) ", line).group(1))  # type: ignore[union-attr]


@pytest.fixture()
def server_port() -> Iterator[int]:
    proc, port = start_server()
    try:
        yield port
    finally:
        proc.terminate()
        proc.wait(10)


class Tmux:
    def __init__(self, command: str, term: str = "xterm-256color") -> None:
        self.name = f"ht-{uuid.uuid4().hex[:8]}"
        subprocess.run(["tmux", "new-session", "-d", "-s", self.name, "-x", "80", "-y", "24",
                        f"env TERM={term} PYTHONPATH={ROOT} {command}"], check=True)

    def screen(self) -> str:
        return subprocess.run(["tmux", "capture-pane", "-p", "-t", self.name],
                              capture_output=True, text=True, check=True).stdout

    def keys(self, *keys: str) -> None:
        for key in keys:
            subprocess.run(["tmux", "send-keys", "-t", self.name, *(["-l", key] if key not in
                            ("Enter", "BSpace") else [key])], check=True)

    def wait(self, check: Callable[[str], object], what: str, timeout: float = 30.0) -> str:
        end = time.monotonic() + timeout
        while True:
            text = self.screen()
            if check(text):
                return text
            if time.monotonic() > end:
                raise AssertionError(f"never saw {what}; the screen was:\n{text}")
            time.sleep(0.05)

    def close(self) -> None:
        subprocess.run(["tmux", "kill-session", "-t", self.name], capture_output=True)


def hand_codes(screen: str) -> list[str]:
    """The cards shown in the hand rows, as codes ("QC", "10H")."""
    out = []
    for line in screen.splitlines()[12:16]:
        m = re.match(r"\s+(Clubs|Diamonds|Spades|Hearts)\s+(.*)", line)
        if m:
            out += [rank + m.group(1)[0] for rank in m.group(2).split()]
    return out


def legal(screen: str) -> list[str]:
    m = re.search(r"You may play: (.*)", screen)
    return m.group(1).split() if m else []


def test_a_hand_in_tmux_by_typed_cards_with_chat_m_l_and_question_mark(server_port: int) -> None:
    term = Tmux(f"{sys.executable} -m retrohearts.net.term 127.0.0.1:{server_port} --name Tess")
    try:
        screen = term.wait(lambda s: "Pass 3 cards" in s, "the pass prompt")
        lines = screen.splitlines()
        assert len(lines) <= 24 and all(len(x) <= 80 for x in lines)
        assert "Table 1" in lines[0] and "You sit at table 1" in screen
        cards = hand_codes(screen)
        assert len(cards) == 13
        # Pass: two cards typed in full, the third by rank alone where it is unique.
        term.keys(cards[0].lower())
        term.wait(lambda s: cards[0] in s.splitlines()[17], "the first chosen card")
        term.keys(cards[1].lower())
        ranks = [c[:-1] for c in cards[2:]]
        single = next((c for c in cards[2:] if ranks.count(c[:-1]) == 1), cards[2])
        term.keys(single[:-1].lower() if ranks.count(single[:-1]) == 1 else single.lower())
        if ranks.count(single[:-1]) == 1:
            term.keys("Enter")
        passed = {cards[0], cards[1], single}
        # the message may show a refresh before the hand is redrawn: wait for both
        screen = term.wait(lambda s: "You received" in s and not passed & set(hand_codes(s)),
                           "the received cards, and the passed ones gone from the hand")
        assert len(hand_codes(screen)) == 13
        # Chat, and the hidden message window.
        term.keys(":hello table", "Enter")
        term.wait(lambda s: "You: hello table" in s.splitlines()[23], "the chat line")
        term.keys("m")
        screen = term.wait(lambda s: "Messages ---" in s, "the hidden message window")
        assert "You received" in screen and "You sit at table 1" in screen
        term.keys("m")
        term.wait(lambda s: "Messages ---" not in s, "the message window hidden again")
        # Play the hand: typed cards, one rank alone, one left to the computer with '?'.
        plays = 0
        used_rank = used_auto = False
        while plays < 13:
            screen = term.wait(lambda s: "You may play:" in s or "Hand 2" in s.splitlines()[0],
                               "my turn")
            if "Hand 2" in screen.splitlines()[0]:
                break
            options = legal(screen)
            held = len(hand_codes(screen))
            if plays == 5 and not used_auto:
                term.keys("?")
                used_auto = True
            elif not used_rank and [c[:-1] for c in options].count(options[0][:-1]) == 1 \
                    and plays > 0:
                term.keys(options[0][:-1].lower(), "Enter")
                used_rank = True
            else:
                term.keys(options[0].lower())
            term.wait(lambda s, n=held: len(hand_codes(s)) < n or "Hand 2" in s.splitlines()[0],
                      "the card leaving my hand")
            plays += 1
        assert used_auto and plays >= 6  # 13, or fewer when a computer claimed the rest
        # The last hand.
        term.wait(lambda s: "Hand 2" in s.splitlines()[0], "the next hand")
        term.keys("l")
        # (a capture can catch curses in the middle of drawing: wait for the whole list)
        screen = term.wait(lambda s: "Last hand (deal" in s and "Points:" in s and sum(
            1 for x in s.splitlines() if re.match(r"\s+\d+\. ", x)) == 13,
            "the last hand's 13 tricks")
        assert "Points:" in screen
        term.keys("l")
        term.wait(lambda s: "Your hand" in s, "the table again")
        # A typing mistake ends up in the message window.
        term.keys("zz", "Enter")
        term.wait(lambda s: "Not a card" in s.splitlines()[23], "the error line")
    finally:
        term.close()


def test_monochrome_terminal_shows_the_table(server_port: int) -> None:
    term = Tmux(f"{sys.executable} -m retrohearts.net.term 127.0.0.1:{server_port} --name Mo "
                "--mono", term="vt100")
    try:
        screen = term.wait(lambda s: "Pass 3 cards" in s, "the pass prompt")
        assert len(hand_codes(screen)) == 13
    finally:
        term.close()


class DroppingProxy:
    """A loopback TCP proxy whose connections the test can cut without a goodbye."""

    def __init__(self, target: int) -> None:
        import asyncio
        import threading

        self.target = target
        self.port = 0
        self.pairs: list[tuple[Any, Any]] = []
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()

        async def pipe(reader: Any, writer: Any) -> None:
            try:
                while data := await reader.read(65536):
                    writer.write(data)
                    await writer.drain()
            except Exception:
                pass

        async def handle(reader: Any, writer: Any) -> None:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)
            self.pairs.append((writer, up_writer))
            await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))

        async def start() -> None:
            server = await asyncio.start_server(handle, "127.0.0.1", 0)
            self.port = server.sockets[0].getsockname()[1]
            ready.set()

        def run() -> None:
            self.loop.run_until_complete(start())
            self.loop.run_forever()

        threading.Thread(target=run, daemon=True).start()
        ready.wait(10)

    def cut(self) -> None:
        def abort() -> None:
            for down, up in self.pairs:
                down.transport.abort()
                up.transport.abort()
            self.pairs.clear()

        self.loop.call_soon_threadsafe(abort)


def test_a_dropped_line_gets_the_seat_back_by_itself(server_port: int) -> None:
    proxy = DroppingProxy(server_port)
    term = Tmux(f"{sys.executable} -m retrohearts.net.term 127.0.0.1:{proxy.port} --name Drop")
    try:
        screen = term.wait(lambda s: "Pass 3 cards" in s, "the pass prompt")
        cards = hand_codes(screen)
        proxy.cut()
        term.wait(lambda s: "You sit at table 1 again" in s, "the seat taken back")
        term.keys("m")
        screen = term.wait(lambda s: "Messages ---" in s, "the message window")
        assert "The connection dropped" in screen and "Drop is back" not in screen
        term.keys("m")
        screen = term.wait(lambda s: "Pass 3 cards" in s, "the pass prompt again")
        assert hand_codes(screen) == cards
    finally:
        term.close()


def test_a_dead_server_is_waited_for_and_ctrl_c_leaves_at_once() -> None:
    """When the server dies, the client tries to take the seat back for a minute; it used to
    take no key in that minute, Ctrl-C included."""
    proc, port = start_server()
    term = Tmux(f"sh -c '{sys.executable} -m retrohearts.net.term 127.0.0.1:{port} --name Di; "
                f"echo EXIT $?; sleep 30'")
    try:
        term.wait(lambda s: "Pass 3 cards" in s, "the pass prompt")
        proc.kill()
        proc.wait(10)
        term.wait(lambda s: "getting the seat back (Ctrl-C leaves)" in s, "the wait for the seat")
        subprocess.run(["tmux", "send-keys", "-t", term.name, "C-c"], check=True)
        term.wait(lambda s: "EXIT 0" in s, "hearts-term leaving", timeout=10)
    finally:
        term.close()
        if proc.poll() is None:
            proc.kill()
