"""Several server processes behind one Redis: tables held, plays a second, client-observed p99,
and what a killed process costs (tables that came back, how long people waited, cards or points
lost).

For each process count asked (``--processes 1,2,4``) the bench starts its own redis-server on a
free loopback port and that many ``hearts-server --redis`` processes sharing it, about
``--tables`` tables in all (spread evenly), then ``--clients`` client processes that seat four
scripted people at every table.  Each person connects to one of the processes in turn (seat
``s`` of table ``t`` asks process ``(t + s) % P``) and joins its table through that lobby,
following ``elsewhere`` to the process that holds it, as the real clients do.  A person answers
each prompt after ``--think`` seconds (drawn within +-50 %, seeded) with their first legal card
or first three cards.

Figures, over ``--seconds`` after a warm-up:

* tables held: tables whose four people were seated at the end;
* plays a second, and the client-observed latency from a person sending a card to the next
  person receiving the ``state`` that asks them to play (their own think time not counted),
  p50 / p99, from before any process was killed;
* with ``--kill`` (and two processes or more): a third of the way in, one process (not the
  first) is killed with SIGKILL.  Its people's connections drop; each one reconnects through
  ``welcome.servers`` and ``resume`` (``client.resume_anywhere``, as hearts-term and the game
  do).  Reported: how many of its tables came back (all four people seated again and a card
  played after), how long the people waited (from the drop to the first ``state`` of the seat
  got back: p50 and the worst), and every check that nothing was lost: each person's state
  after the resume must continue the one before (same deal, every card seen before still there
  in the same order, the same scores before the hand, the same cards in hand less those played
  since), and across the whole run each ``hand_end`` must start from the totals of the one
  before (a point lost or doubled would show).

Run: ``python bench/bench_cluster.py [--processes 1,2,4] [--tables 24] [--seconds 15]
[--think 0.1] [--kill]``.  Loopback only; at most 200 tables and 120 seconds.  Needs
redis-server and the redis package (``pip install 'retrohearts[redis]'``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from retrohearts.net.client import Client, resume_anywhere  # noqa: E402

MAX_TABLES = 200
MAX_SECONDS = 120.0
WARM = 2.0  # seconds of play before measuring


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def plays_of(state: dict[str, Any]) -> list[tuple[int, str]]:
    out = [(s, c) for t in state["tricks"] for s, c in t["plays"]]
    return out + [(s, c) for s, c in state["current"]]


# ------------------------------------------------------------------ one client process
@dataclass
class Figures:
    """What one client process measured."""

    latencies: list[float] = field(default_factory=list)
    plays: int = 0
    waits: list[float] = field(default_factory=list)  # drop -> seat back, seconds
    failed_resumes: int = 0
    cards_lost: int = 0
    points_lost: int = 0
    held: list[int] = field(default_factory=list)
    back: list[int] = field(default_factory=list)  # tables whose four came back and played on
    dropped: list[int] = field(default_factory=list)  # tables that lost a connection
    sent_at: dict[int, float] = field(default_factory=dict)
    killed_at: float = float("inf")


class Person:
    """One scripted seat: joins through a lobby, answers prompts, comes back after a drop."""

    def __init__(self, table: int, seat: int, url: str, think: float, figures: Figures,
                 window: tuple[float, float]) -> None:
        self.table, self.seat, self.url, self.think = table, seat, url, think
        self.figures = figures
        self.window = window
        self.rng = random.Random(table * 4 + seat)
        self.client: Client | None = None
        self.state: dict[str, Any] | None = None
        self.totals: list[int] | None = None  # the game's totals as this seat saw them
        self.answered: set[tuple[Any, ...]] = set()
        self.resumed = False
        self.played_after_resume = False
        self.seated = False

    async def join(self) -> None:
        client = await Client.connect(self.url, f"b{self.table}-{self.seat}")
        for _ in range(5):
            await client.send("join", table=self.table)
            reply = await client.wait_for(lambda m: m["type"] in ("joined", "error"), 30)
            if reply["type"] == "joined":
                self.client = client
                self.seated = True
                return
            await client.close()
            if reply.get("code") != "elsewhere":
                raise RuntimeError(f"table {self.table}: {reply}")
            client = await Client.connect(reply["url"], f"b{self.table}-{self.seat}")
        raise RuntimeError(f"table {self.table}: sent round in circles")

    async def run(self) -> None:
        start, stop = self.window
        while time.monotonic() < stop:
            client = self.client
            assert client is not None
            try:
                msg = await client.recv(max(0.01, stop - time.monotonic()))
            except TimeoutError:
                return
            except Exception:
                if time.monotonic() >= stop or not await self.come_back():
                    self.seated = False
                    return
                continue
            await self.on_message(msg, start)

    async def on_message(self, msg: dict[str, Any], start: float) -> None:
        kind = msg["type"]
        if kind == "event":
            if msg["event"] == "game_start":
                self.totals = [0, 0, 0, 0]
            elif msg["event"] == "hand_end":
                if self.totals is not None and msg["before"] != self.totals:
                    self.figures.points_lost += 1
                self.totals = list(msg["scores"])
                self.figures.sent_at.pop(self.table, None)
            elif msg["event"] == "play" and self.resumed:
                self.played_after_resume = True
            return
        if kind != "state":
            return
        if self.totals is None:
            self.totals = list(msg["scores_before"])
        self.state = msg
        if not msg["turn"]:
            return
        key = (msg["hand_number"], msg["deal_number"], msg["turn"], len(msg["tricks"]),
               len(msg["current"]))
        if key in self.answered:
            return
        self.answered.add(key)
        now = time.monotonic()
        figures = self.figures
        if msg["turn"] == "play":
            sent = figures.sent_at.pop(self.table, None)
            if sent is not None and start <= sent and now < figures.killed_at:
                figures.latencies.append(now - sent)
                figures.plays += 1
            answer: dict[str, Any] = {"card": msg["legal"][0]}
        else:
            answer = {"cards": msg["hand"][:3]}
        if self.think > 0:
            await asyncio.sleep(self.rng.uniform(self.think * 0.5, self.think * 1.5))
        client = self.client
        assert client is not None
        if msg["turn"] == "play":
            figures.sent_at[self.table] = time.monotonic()
        with contextlib.suppress(Exception):  # dropped: run() notices and comes back
            await client.send(msg["turn"], **answer)

    async def come_back(self) -> bool:
        """The connection dropped: resume the seat, check nothing was lost."""
        dropped = time.monotonic()
        self.figures.dropped.append(self.table)
        old = self.client
        assert old is not None and old.token is not None
        try:
            back = await resume_anywhere(old.servers, old.name, old.token, give_up=60)
        except Exception:
            back = None
        if back is None:
            self.figures.failed_resumes += 1
            return False
        client, _ = back
        state = await client.wait_for(lambda m: m["type"] == "state", 30)
        self.figures.waits.append(time.monotonic() - dropped)
        was = self.state
        if was is not None and not self.continues(was, state):
            self.figures.cards_lost += 1
        self.client = client
        self.resumed = True
        self.answered.clear()
        await self.on_message(state, self.window[0])
        return True

    def continues(self, was: dict[str, Any], now: dict[str, Any]) -> bool:
        """Whether ``now`` takes up where ``was`` left off.  A later hand (the computers
        finished one while this person was away) cannot be checked card by card: the totals
        are then taken from it, and the next hand_end is checked against them."""
        if (now["hand_number"], now["deal_number"]) != (was["hand_number"], was["deal_number"]):
            self.totals = list(now["scores_before"])
            return True
        if now["scores_before"] != was["scores_before"]:
            return False
        before, after = plays_of(was), plays_of(now)
        if after[:len(before)] != before:
            return False
        if was["phase"] == "pass" or now["phase"] != "play" and not now["hand"]:
            return True
        mine = [c for s, c in after[len(before):] if s == now["seat"]]
        return sorted(now["hand"] + mine) == sorted(was["hand"])


async def client_role(urls: list[str], tables: list[int], think: float) -> None:
    """One client process: seat four people at each of ``tables``, play until told to stop,
    print the figures as one JSON line."""
    line = await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    start, stop, kill = (float(x) for x in line.split()[1:4])
    figures = Figures(killed_at=kill)
    people = [Person(t, s, urls[(t + s) % len(urls)], think, figures, (start, stop))
              for t in tables for s in range(4)]
    await asyncio.gather(*(p.join() for p in people))
    print("seated", flush=True)
    await asyncio.gather(*(p.run() for p in people))
    for t in tables:
        four = [p for p in people if p.table == t]
        if all(p.seated for p in four):
            figures.held.append(t)
        if all(p.resumed for p in four) and any(p.played_after_resume for p in four):
            figures.back.append(t)
    for p in people:
        if p.client is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(p.client.close(), 2)
    out = {k: v for k, v in figures.__dict__.items() if k not in ("sent_at", "killed_at")}
    out["dropped"] = sorted(set(figures.dropped))
    print(json.dumps(out), flush=True)


# ------------------------------------------------------------------ the conductor
def start_redis(workdir: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    proc = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                             "--save", "", "--appendonly", "no", "--dir", str(workdir)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    end = time.monotonic() + 10
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return proc, f"redis://127.0.0.1:{port}/0"
        except OSError:
            if proc.poll() is not None or time.monotonic() > end:
                raise SystemExit("bench_cluster: redis-server did not start") from None
            time.sleep(0.05)


def start_server(redis_url: str, tables: int, logdir: Path,
                 extra: tuple[str, ...] = ()) -> tuple[subprocess.Popen[str], str]:
    err = (logdir.parent / f"{logdir.name}.err").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "retrohearts.net.server", "--port", "0", "--tables", str(tables),
         "--redis", redis_url, "--opponents", "Ducker", "--delay", "0.2", "--trick-pause", "0",
         "--hand-pause", "0", "--turn-timeout", "0", "--per-address", "0",
         "--max-connections", "5000", "--rate", "1000", "--burst", "1000",
         "--log-dir", str(logdir), *extra],
        stdout=subprocess.PIPE, stderr=err, text=True, cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    err.close()
    assert proc.stdout is not None
    match = re.search(r"(ws://\S+)", proc.stdout.readline())
    if match is None:
        proc.kill()
        raise SystemExit("bench_cluster: a server did not start")
    return proc, match.group(1)


async def lobby_of(urls: list[str], want: int) -> dict[int, str]:
    """Table -> address, once every process lists every table and knows the others."""
    for _ in range(400):
        maps = []
        for url in urls:
            async with await Client.connect(url, "bench") as c:
                await c.send("lobby")
                lobby = await c.wait_for(lambda m: m["type"] == "lobby")
                if len(c.welcome["servers"]) >= len(urls):
                    maps.append({t["table"]: t["url"] for t in lobby["tables"]})
        if len(maps) == len(urls) and all(len(m) >= want for m in maps):
            return maps[0]
        await asyncio.sleep(0.05)
    raise SystemExit("bench_cluster: the processes never saw each other's tables")


@dataclass
class Result:
    processes: int
    tables: int
    seconds: float
    held: int = 0
    plays: int = 0
    latencies: list[float] = field(default_factory=list)
    killed_tables: list[int] = field(default_factory=list)
    back: int = 0
    waits: list[float] = field(default_factory=list)
    failed_resumes: int = 0
    cards_lost: int = 0
    points_lost: int = 0
    takeover_ms: list[float] = field(default_factory=list)
    before_kill: float = 0.0


def run(processes: int, tables: int, seconds: float, think: float, clients: int,
        kill: bool, journal: bool = True) -> Result:
    work = Path(tempfile.mkdtemp(prefix="bench_cluster_"))
    redis_proc, redis_url = start_redis(work)
    servers: list[subprocess.Popen[str]] = []
    urls: list[str] = []
    workers: list[subprocess.Popen[str]] = []
    try:
        each = -(-tables // processes)
        for i in range(processes):
            proc, url = start_server(redis_url, each, work / f"p{i}",
                                     () if journal else ("--no-journal",))
            servers.append(proc)
            urls.append(url)
        where = asyncio.run(lobby_of(urls, each * processes))
        ids = sorted(where)
        chunks = [ids[i::clients] for i in range(clients)]
        for chunk in chunks:
            workers.append(subprocess.Popen(
                [sys.executable, __file__, "--role", "client", "--urls", ",".join(urls),
                 "--ids", ",".join(map(str, chunk)), "--think", str(think)],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT))
        now = time.monotonic()
        start = now + 3.0 + WARM
        stop = start + seconds
        victim = 1 if kill and processes > 1 else None
        kill_at = start + seconds / 3 if victim is not None else float("inf")
        for w in workers:
            assert w.stdin is not None
            w.stdin.write(f"go {start} {stop} {kill_at}\n")
            w.stdin.flush()
        for w in workers:
            assert w.stdout is not None
            if w.stdout.readline().strip() != "seated":
                raise SystemExit("bench_cluster: a client process could not seat its people")
        result = Result(processes, len(ids), seconds)
        if victim is not None:
            time.sleep(max(0.0, kill_at - time.monotonic()))
            servers[victim].send_signal(signal.SIGKILL)
            servers[victim].wait(10)
            result.killed_tables = [t for t, u in where.items() if u == urls[victim]]
        for w in workers:
            out, _ = w.communicate(timeout=seconds + 120)
            figures = json.loads(out.strip().splitlines()[-1])
            result.held += len(figures["held"])
            result.plays += figures["plays"]
            result.latencies += figures["latencies"]
            result.back += len(set(figures["back"]) & set(result.killed_tables))
            result.waits += figures["waits"]
            result.failed_resumes += figures["failed_resumes"]
            result.cards_lost += figures["cards_lost"]
            result.points_lost += figures["points_lost"]
        result.before_kill = (kill_at - start) if victim is not None else seconds
        for i in range(len(servers)):
            if i == victim:
                continue
            text = (work / f"p{i}.err").read_text()
            result.takeover_ms += [float(ms) for ms in
                                   re.findall(r"took over table \d+ .* in (\d+) ms", text)]
        return result
    finally:
        for w in workers:
            if w.poll() is None:
                w.kill()
        for proc in servers:
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
        redis_proc.terminate()
        redis_proc.wait(10)
        shutil.rmtree(work, ignore_errors=True)


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def report(r: Result) -> str:
    line = (f"{r.processes} process{'es' if r.processes > 1 else '  '}: "
            f"{r.held}/{r.tables} tables held, "
            f"{r.plays / max(r.before_kill, 1e-9):.0f} plays/s, client p50 "
            f"{pct(r.latencies, 0.5) * 1000:.1f} ms p99 {pct(r.latencies, 0.99) * 1000:.1f} ms")
    if r.killed_tables:
        line += (f"\n    killed one process: {r.back}/{len(r.killed_tables)} of its tables "
                 f"came back; people waited p50 {pct(r.waits, 0.5):.2f} s, worst "
                 f"{max(r.waits, default=float('nan')):.2f} s ({len(r.waits)} resumes, "
                 f"{r.failed_resumes} failed); takeover inside the server "
                 f"{statistics.median(r.takeover_ms) if r.takeover_ms else float('nan'):.0f} "
                 f"ms a table; cards lost {r.cards_lost}, points lost {r.points_lost}")
    elif r.points_lost or r.cards_lost:
        line += f"\n    cards lost {r.cards_lost}, points lost {r.points_lost}"
    return line


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--processes", default="1,2,4", help="process counts to run (1,2,4)")
    p.add_argument("--tables", type=int, default=24, help="tables in all (default 24)")
    p.add_argument("--seconds", type=float, default=15.0, help="measured seconds a run")
    p.add_argument("--think", type=float, default=0.1, help="seconds a person thinks")
    p.add_argument("--clients", type=int, default=2, help="client processes")
    p.add_argument("--kill", action="store_true", help="SIGKILL one process a third in")
    p.add_argument("--no-journal", action="store_true",
                   help="servers share the lobby only (hearts-server --no-journal): what "
                        "keeping every table durable costs, by difference")
    p.add_argument("--role", help=argparse.SUPPRESS)
    p.add_argument("--urls", help=argparse.SUPPRESS)
    p.add_argument("--ids", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.role == "client":
        asyncio.run(client_role(args.urls.split(","), [int(x) for x in args.ids.split(",")
                                                       if x], args.think))
        return 0
    if shutil.which("redis-server") is None:
        print("bench_cluster: needs redis-server (apt-get install redis-server)",
              file=sys.stderr)
        return 2
    tables = max(1, min(MAX_TABLES, args.tables))
    seconds = max(3.0, min(MAX_SECONDS, args.seconds))
    print(f"== {tables} tables of four scripted people, think {args.think} s, "
          f"{seconds:.0f} s a run, tables {'not ' if args.no_journal else ''}kept in Redis, "
          f"load average {os.getloadavg()[0]:.1f}")
    for count in (int(x) for x in args.processes.split(",")):
        result = run(count, tables, seconds, args.think, max(1, args.clients),
                     args.kill and not args.no_journal, not args.no_journal)
        print(report(result), flush=True)
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
