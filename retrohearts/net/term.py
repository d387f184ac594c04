"""``hearts-term [HOST[:PORT]] [--name N]``: play on a Hearts server from a terminal (curses).

Draws :class:`~retrohearts.net.termview.TermModel`'s rows with the standard library's curses,
in colour where the terminal has it and with bold, underline and reverse video where it does
not (``--mono`` forces that).  Keys and server messages are both read by one asyncio loop, so
the screen never freezes while waiting for either.  Type a card as rank then suit (``jd``,
``10h``, ``qs``; the suit may be left out when only one card fits), ``:text`` to chat, ``m``
for five more message lines, ``l`` for the last hand, ``?`` to let the computer choose;
Ctrl-C or Ctrl-D leaves.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import curses
import getpass
import os
import sys
from collections.abc import Sequence
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from retrohearts.net.address import tls_hint
from retrohearts.net.cells import cells
from retrohearts.net.client import (
    Client,
    SeatGone,
    ServerRefused,
    parse_address,
    resume_anywhere,
)
from retrohearts.net.protocol import MAX_NAME, clean_text
from retrohearts.net.termview import HEIGHT, WIDTH, TermModel

__all__ = ["main"]

#: Close codes after which the seat is taken back (the server stopped, or the table moved).
MOVING = (1001, 1011, 1012)

_KEYS = {10: "ENTER", 13: "ENTER", curses.KEY_ENTER: "ENTER", 127: "BACKSPACE", 8: "BACKSPACE",
         curses.KEY_BACKSPACE: "BACKSPACE"}


class Painter:
    """Turns piece styles into curses attributes (colour or monochrome)."""

    def __init__(self, screen: Any, mono: bool) -> None:
        self.screen = screen
        colour = not mono and curses.has_colors()
        self.styles: dict[str, int] = {
            "normal": curses.A_NORMAL, "bold": curses.A_BOLD, "dim": curses.A_NORMAL,
            "title": curses.A_REVERSE, "red": curses.A_NORMAL, "legal": curses.A_BOLD
            | curses.A_UNDERLINE, "chosen": curses.A_REVERSE, "error": curses.A_BOLD,
        }
        if colour:
            with contextlib.suppress(curses.error):
                curses.start_color()
                curses.use_default_colors()
            pairs = {"red": (curses.COLOR_RED, -1), "legal": (curses.COLOR_GREEN, -1),
                     "title": (curses.COLOR_WHITE, curses.COLOR_BLUE),
                     "error": (curses.COLOR_YELLOW, -1), "dim": (curses.COLOR_CYAN, -1)}
            for n, (name, (fg, bg)) in enumerate(pairs.items(), start=1):
                try:
                    curses.init_pair(n, fg, bg)
                except curses.error:
                    continue
                extra = curses.A_BOLD if name in ("legal", "error") else 0
                extra |= curses.A_UNDERLINE if name == "legal" else 0
                self.styles[name] = curses.color_pair(n) | extra

    def draw(self, model: TermModel) -> None:
        height, width = self.screen.getmaxyx()
        self.screen.erase()
        if height < HEIGHT or width < WIDTH:
            self._put(0, 0, f"hearts-term needs {WIDTH}x{HEIGHT} (this is {width}x{height})",
                      "bold")
            self.screen.refresh()
            return
        for y, row in enumerate(model.rows(min(width, 200), min(height, 60))):
            x = 0
            for text, style in row:
                self._put(y, x, text, style)
                x += cells(text)
        self.screen.move(22, min(width - 1, 2 + cells(model.buffer)))
        self.screen.refresh()

    def _put(self, y: int, x: int, text: str, style: str) -> None:
        with contextlib.suppress(curses.error):  # the bottom-right cell refuses a write
            self.screen.addstr(y, x, text, self.styles.get(style, curses.A_NORMAL))


async def play(screen: Any, client: Client, mono: bool, table: int | None) -> str | None:
    """Run the screen until the person leaves (None) or the server goes away (the reason)."""
    model = TermModel(client.name)
    model.say(f"Connected as {client.name}. Type a card (jd, 10h, qs), :text to chat, "
              "m, l, ?, ! - Ctrl-C leaves")
    painter = Painter(screen, mono)
    screen.nodelay(True)
    screen.keypad(True)
    loop = asyncio.get_running_loop()
    keys: asyncio.Queue[str] = asyncio.Queue()

    def readable() -> None:
        while True:
            try:
                ch = screen.get_wch()
            except curses.error:
                return
            if isinstance(ch, str):
                code = ord(ch) if len(ch) == 1 else -1
                if code in (3, 4):
                    keys.put_nowait("QUIT")
                else:
                    keys.put_nowait(_KEYS.get(code, ch))
            elif ch == curses.KEY_RESIZE:
                keys.put_nowait("RESIZE")
            else:
                keys.put_nowait(_KEYS.get(ch, ""))

    loop.add_reader(sys.stdin.fileno(), readable)
    await client.send("join", **({"table": table} if table is not None else {}))
    painter.draw(model)
    receiver = asyncio.ensure_future(client.recv())
    keyer = asyncio.ensure_future(keys.get())
    gone: str | None = None
    try:
        while not model.done:
            done, _ = await asyncio.wait({receiver, keyer}, return_when=asyncio.FIRST_COMPLETED)
            if receiver in done:
                try:
                    message = receiver.result()
                except ConnectionClosed as closed:
                    reason = closed.rcvd.reason if closed.rcvd is not None else ""
                    again = None
                    if client.token and (closed.rcvd is None or closed.rcvd.code in MOVING):
                        # the line dropped, or the server went away: get back in, for a
                        # minute, unless Ctrl-C leaves first
                        model.say("The connection dropped: getting the seat back "
                                  "(Ctrl-C leaves)...", "error")
                        painter.draw(model)
                        again, keyer, quit_ = await _resume_unless_quit(client, keyer, keys)
                        if quit_:
                            break
                        if again is None:
                            gone = ("the connection dropped and the seat could not be taken "
                                    "back")
                            break
                    if again is None:
                        gone = "the server closed the connection" + (f" ({reason})" if reason
                                                                       else "")
                        break
                    client, joined = again
                    model.on_message(joined)
                    receiver = asyncio.ensure_future(client.recv())
                    continue
                if message.get("code") == "elsewhere" and message.get("url"):
                    # The shared lobby says the table is held by another server: go there.
                    model.say(f"Moving to {message['url']}...", "dim")
                    moved = await _connect_quietly(message["url"], client.name)
                    if moved is not None:
                        await client.close()
                        client = moved
                        await client.send("join", table=message.get("table"))
                else:
                    model.on_message(message)
                receiver = asyncio.ensure_future(client.recv())
            if keyer in done:
                key = keyer.result()
                keyer = asyncio.ensure_future(keys.get())
                if key == "QUIT":
                    with contextlib.suppress(ConnectionClosed):
                        await client.send("leave")
                    break
                for message in model.on_key(key):
                    await client.send(message.pop("type"), **message)
            painter.draw(model)
    finally:
        loop.remove_reader(sys.stdin.fileno())
        receiver.cancel()
        keyer.cancel()
    return gone


async def _connect_quietly(url: str, name: str) -> Client | None:
    try:
        client = await Client.connect(url, name, timeout=5)
    except (OSError, TimeoutError, InvalidHandshake, InvalidURI, ServerRefused):
        return None
    return client


async def _resume_unless_quit(client: Client, keyer: asyncio.Task[str],
                              keys: asyncio.Queue[str]
                              ) -> tuple[tuple[Client, dict[str, Any]] | None,
                                         asyncio.Task[str], bool]:
    """:func:`_resume`, reading keys meanwhile: its answer, the key reader to go on with,
    and whether Ctrl-C gave up at once (other keys wait for the table)."""
    resumer = asyncio.ensure_future(_resume(client))
    while not resumer.done():
        await asyncio.wait({resumer, keyer}, return_when=asyncio.FIRST_COMPLETED)
        if keyer.done():
            key = keyer.result()
            keyer = asyncio.ensure_future(keys.get())
            if key == "QUIT":
                resumer.cancel()
                return None, keyer, True
    return resumer.result(), keyer, False


async def _resume(client: Client, give_up: float = 60.0) -> tuple[Client, dict[str, Any]] | None:
    """Reconnect and resume the seat with its token, at this server or, if it is gone, at
    another sharing its lobby (where the table has moved), for about ``give_up`` seconds."""
    assert client.token is not None
    try:
        return await resume_anywhere(client.servers, client.name, client.token,
                                     give_up=give_up)
    except SeatGone:
        return None


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="hearts-term",
                                description="Play Hearts on a hearts-server from a terminal.")
    p.add_argument("address", nargs="?", default="127.0.0.1",
                   help="HOST[:PORT] of the server (default 127.0.0.1:7101; port 443, or "
                        "a wss:// address, for one behind a TLS proxy)")
    p.add_argument("--name", help="your name at the table (default: your login name)")
    p.add_argument("--table", type=int, help="sit at this table (default: where people are)")
    p.add_argument("--mono", action="store_true", help="no colours, even if the terminal has them")
    return p


def _default_name() -> str:
    with contextlib.suppress(Exception):
        return getpass.getuser()
    return "Player"


async def _run(url: str, name: str, mono: bool, table: int | None) -> int:
    try:
        client = await Client.connect(url, name)
    except (OSError, TimeoutError, InvalidHandshake, InvalidURI, ServerRefused) as error:
        print(f"hearts-term: cannot join {url}: "
              f"{tls_hint(url, str(error) or type(error).__name__)}", file=sys.stderr)
        return 1
    try:
        screen = curses.initscr()
    except curses.error:
        await client.close()
        print(f"hearts-term: cannot draw on this terminal "
              f"(TERM={os.environ.get('TERM', '')!r})", file=sys.stderr)
        return 1
    try:
        curses.noecho()
        curses.cbreak()
        curses.raw()  # Ctrl-C arrives as a key, so leaving is polite
        gone = await play(screen, client, mono, table)
    finally:
        curses.endwin()
        await client.close()
    if gone:
        print(f"hearts-term: {gone}", file=sys.stderr)
        return 1
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``hearts-term``."""
    args = build_parser().parse_args(argv)
    try:
        url = parse_address(args.address)
    except ValueError as error:
        print(f"hearts-term: {error}", file=sys.stderr)
        return 2
    name = clean_text(args.name if args.name is not None else _default_name(), MAX_NAME)
    if not name:
        print("hearts-term: choose a name with letters in it (--name)", file=sys.stderr)
        return 2
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        print("hearts-term: it needs a terminal to draw the table in (not a pipe or a file)",
              file=sys.stderr)
        return 2
    os.environ.setdefault("ESCDELAY", "25")
    try:
        return asyncio.run(_run(url, name, args.mono, args.table))
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())
