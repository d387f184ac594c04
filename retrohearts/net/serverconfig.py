"""What ``hearts-server`` is told: its options on the command line (:func:`build_parser`)
and the :class:`ServerConfig` they make (:func:`config_from`), which tests and benches also
build directly.  The server itself is :mod:`retrohearts.net.server`."""

from __future__ import annotations

import argparse
import os
from dataclasses import dataclass
from pathlib import Path

from retrohearts.hearts.players import OPPONENTS
from retrohearts.hearts.rules import PRESETS, HouseRules
from retrohearts.net.table import DEFAULT_OPPONENTS, TableConfig

__all__ = ["ServerConfig", "build_parser", "config_from"]


@dataclass
class ServerConfig:
    """Everything ``hearts-server``'s options set."""

    host: str = "127.0.0.1"
    port: int = 7101
    tables: int = 4
    table: TableConfig | None = None
    log_dir: Path | None = None
    max_connections: int = 1000
    per_address: int = 32
    rate: float = 20.0
    burst: float = 40.0
    chat_rate: float = 1.0
    chat_burst: float = 5.0
    strikes: int = 30
    hello_seconds: float = 10.0
    #: Messages one connection may have waiting for this turn's write.
    send_queue: int = 512
    #: Bytes a client may leave unread in the socket's buffer before it is cut off.
    write_limit: int = 1 << 20
    workers: int = 2
    #: Computers think in worker processes (True) or in threads of this process, where a
    #: strong computer's search holds the interpreter and delays every table's messages.
    processes: bool = True
    #: The address clients should use for this process (the lobby's url); None: as listened on.
    public_url: str | None = None
    #: Count every connection from one address as the same person for the one-hand-a-deal
    #: rule (off by default: a household or an office shares one address).
    one_hand_per_address: bool = False


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="hearts-server", description=(
        "Serve games of Hearts for up to four people a table; computers fill empty seats."))
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=7101, help="port (default 7101; 0 picks one)")
    p.add_argument("--tables", type=int, default=4, help="tables of four seats (default 4)")
    p.add_argument("--rules", default="xhearts", choices=sorted(PRESETS),
                   help="rule preset (default xhearts: four hands a game)")
    p.add_argument("--opponents", "--opponent", default=",".join(DEFAULT_OPPONENTS),
                   type=_opponents, metavar="NAMES",
                   help=f"the computers of seats 0-3, comma-separated, each named after its "
                        f"personality: {', '.join(OPPONENTS)}, or Ducker (the fast plain "
                        f"one); a shorter list is repeated, a name met again gets a number "
                        f"(default {','.join(DEFAULT_OPPONENTS)}: the first person to come "
                        f"takes seat 0)")
    p.add_argument("--delay", type=float, default=0.4,
                   help="seconds a computer waits before a card when people watch")
    p.add_argument("--trick-pause", type=float, default=1.0, help="seconds after each trick")
    p.add_argument("--hand-pause", type=float, default=3.0, help="seconds between hands")
    p.add_argument("--turn-timeout", type=float, default=90.0,
                   help="seconds before the computer decides for a silent person (0: never)")
    p.add_argument("--resume-seconds", type=float, default=300.0,
                   help="how long a dropped person's seat is kept for their token")
    p.add_argument("--seed", type=int, default=None,
                   help="seed of the tables' first deals; given, the hands come from the deal "
                        "numbers alone, as in the PC game (for tests and replays: players can "
                        "then work out every hand); without it the server deals with a secret "
                        "key of its own")
    p.add_argument("--log-dir", type=Path, help="write table-N.jsonl event logs here")
    p.add_argument("--max-connections", type=int, default=1000)
    p.add_argument("--per-address", type=int, default=32,
                   help="connections allowed from one address (0: no limit)")
    p.add_argument("--rate", type=float, default=20.0, help="messages a second per connection")
    p.add_argument("--burst", type=float, default=40.0, help="messages at once per connection")
    p.add_argument("--strikes", type=int, default=30,
                   help="errors (one forgiven a second) before a connection is closed (0: never)")
    p.add_argument("--workers", type=int, default=2, help="processes or threads for computers")
    p.add_argument("--threads", action="store_true",
                   help="computers think in threads of the server's own process instead of "
                        "worker processes (lighter, but their search then slows every "
                        "table's messages)")
    p.add_argument("--processes", action="store_true", help=argparse.SUPPRESS)  # the default
    p.add_argument("--redis", metavar="URL",
                   help="share the lobby and seat tokens with other servers through Redis")
    p.add_argument("--no-journal", action="store_true",
                   help="with --redis, share the lobby only: tables are not kept in Redis, "
                        "so a process that dies loses its games (saves a round trip to Redis "
                        "before each message)")
    p.add_argument("--public-url", metavar="URL",
                   help="the ws:// address other servers' clients should use for this one")
    p.add_argument("--one-hand-per-address", action="store_true",
                   help="count every connection from one address as one person: it may see "
                        "only one seat's cards a deal at a table (off by default: people who "
                        "share a household or an office share an address)")
    p.add_argument("--verbose", action="store_true", help="log connections to stderr")
    return p


def _opponents(text: str) -> tuple[str, ...]:
    chosen: list[str] = []
    for word in text.split(","):
        for name in (*OPPONENTS, "Ducker"):
            if name.lower() == word.strip().lower():
                chosen.append(name)
                break
        else:
            raise argparse.ArgumentTypeError(f"no opponent called {word.strip()!r}")
    if not 1 <= len(chosen) <= 4:
        raise argparse.ArgumentTypeError("give one to four opponents")
    return tuple(chosen)


def config_from(args: argparse.Namespace) -> ServerConfig:
    table = TableConfig(rules=HouseRules.preset(args.rules), opponents=args.opponents,
                        delay=max(0.0, args.delay), trick_pause=max(0.0, args.trick_pause),
                        hand_pause=max(0.0, args.hand_pause),
                        turn_timeout=max(0.0, args.turn_timeout),
                        resume_seconds=max(0.0, args.resume_seconds),
                        seed=args.seed if args.seed is not None else 0,
                        deal_key=os.urandom(32) if args.seed is None else None)
    return ServerConfig(host=args.host, port=args.port, tables=args.tables, table=table,
                        log_dir=args.log_dir, max_connections=args.max_connections,
                        per_address=args.per_address, rate=args.rate, burst=args.burst,
                        strikes=args.strikes, workers=max(1, args.workers),
                        processes=not args.threads, public_url=args.public_url,
                        one_hand_per_address=args.one_hand_per_address)
