"""Many tables at once on one server: tables held, hands per second, play-to-prompt latency.

Starts ``hearts-server`` in its own process on a free loopback port and the scripted clients
in ``--clients`` processes of their own (default 2), four connections a table, all four seats
of a table in the same client process.  What a scripted seat does: it reads every message the
server sends (as a real client must), parses only the ``state`` that asks it to decide, waits
``think`` seconds, then passes its first three cards or plays its first legal card.  The
default seats (``--client lean``) are as cheap as a client can be (a callback per message on
websockets' sans-I/O protocol), so that the clients take as little CPU from the server as
they can on a machine the two share; ``--client websockets`` uses its asyncio client.

Think 0 is the instant mode: every seat answers at once, so each table always has exactly one
play in flight and the latency is the queue of all the tables' plays (about tables / plays a
second: it says how fast the machine is, not how long a person waits).  People take seconds;
a think time of 0.1-0.5 s is a table of very fast players.  People also do not all take the
same time: with ``--vary F`` (default 0.5) each wait is drawn from think x (1 - F) to
think x (1 + F), seeded by the table and seat, so the tables drift apart as real ones do;
``--vary 0`` keeps every seat of every table in step (200 tables' cards then land in the same
millisecond, the worst case).

Figures, for each think time asked (``--think 0,0.25``: one fresh server per value):

* client-observed latency: from a seat sending its card to the next seat receiving the
  ``state`` that asks it to play (the seat's own think time is not counted), p50 / p99;
* the same inside the server: from its handler getting the play to the next seat's prompt
  written to the socket (``hearts-server`` prints this on SIGUSR1, see net/stats.py);
* plays a second and hands a second, how many tables kept all four connections to the end,
  CPU used by the server and by the clients, and the load average before and after (other
  work on the machine shows there).

Run: ``python bench/bench_server.py [--tables 200] [--seconds 10] [--think 0,0.25]
[--clients 2]``.  Loopback only; at most 400 tables and 60 seconds.  Target: 200 tables with
p99 <= 50 ms on the project's 2-core machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import IO, Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.client import ClientProtocol
from websockets.frames import Frame, Opcode
from websockets.http11 import Response
from websockets.uri import parse_uri

MAX_TABLES = 400
MAX_SECONDS = 60.0
WARM = 1.5  # seconds of play before measuring


def cpu_seconds(pid: int | None) -> float:
    """User + system CPU seconds of a process so far (Linux /proc; 0 where unknown)."""
    if pid is None:
        return 0.0
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


# ------------------------------------------------------------------ one client process
def waits(think: float, vary: float, table: int, seat: int) -> Callable[[], float]:
    """The think times of one seat: ``think`` each time, or drawn around it (seeded)."""
    if think <= 0 or vary <= 0:
        return lambda: think
    rng = random.Random(table * 4 + seat)
    low, high = think * (1 - vary), think * (1 + vary)
    return lambda: rng.uniform(low, high)


@dataclass
class Counts:
    """What one client process measured."""

    latencies: list[float] = field(default_factory=list)
    hands: int = 0
    plays: int = 0
    lost: list[int] = field(default_factory=list)  # tables that lost a connection
    sent_at: dict[int, float] = field(default_factory=dict)


async def seat_loop(ws: ClientConnection, table: int, seat: int, counts: Counts,
                    window: tuple[float, float], think: float, vary: float) -> None:
    """Play one seat until the end of ``window`` (monotonic start and stop of measuring)."""
    start, stop = window
    wait = waits(think, vary, table, seat)
    answered: set[Any] = set()
    try:
        async for raw in ws:
            now = time.monotonic()
            if now >= stop:
                return
            text = raw if isinstance(raw, str) else raw.decode()
            if text.startswith('{"type":"event","event":"hand_end"'):
                counts.sent_at.pop(table, None)  # the next prompt comes after the pass
                if seat == 0 and now >= start:
                    counts.hands += 1
                continue
            if not text.startswith('{"type":"state"') or '"turn":null' in text[:80]:
                continue  # a seat reads everything but parses only its own prompts
            msg = json.loads(text)
            key = (msg["hand_number"], msg["deal_number"], msg["turn"], len(msg["tricks"]),
                   len(msg["current"]))
            if key in answered:
                continue
            answered.add(key)
            if msg["turn"] == "play":
                sent = counts.sent_at.pop(table, None)
                if sent is not None and sent >= start:
                    counts.latencies.append(now - sent)
                    counts.plays += 1
                if think > 0:
                    await asyncio.sleep(wait())
                counts.sent_at[table] = time.monotonic()  # timed from the send
                await ws.send(json.dumps({"type": "play", "card": msg["legal"][0]}))
            else:
                if think > 0:
                    await asyncio.sleep(wait())
                await ws.send(json.dumps({"type": "pass", "cards": msg["hand"][:3]}))
        counts.lost.append(table)  # the server closed it
    except Exception:
        counts.lost.append(table)


class LeanSeat(asyncio.Protocol):
    """One scripted seat on websockets' sans-I/O protocol: no task and no await per message,
    so the clients' own cost stays small beside the server's (the same wire traffic as a
    websockets client connection, frames masked as a client's must be)."""

    def __init__(self, url: str, table: int, seat: int, counts: Counts, think: float,
                 vary: float, measured: bool = True) -> None:
        self.measured = measured  # False: a person among computers, not timed or counted
        self.proto = ClientProtocol(parse_uri(url), max_size=1 << 20)
        self.table, self.seat, self.counts, self.think = table, seat, counts, think
        self.wait = waits(think, vary, table, seat)
        self.transport: asyncio.Transport | None = None
        self.greeted: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.window = (float("inf"), float("inf"))
        self.answered: set[tuple[Any, ...]] = set()
        self.done = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        self.proto.send_request(self.proto.connect())
        self._write()

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.done:
            self.counts.lost.append(self.table)
        if not self.greeted.done():
            self.greeted.set_exception(ConnectionError("closed before welcome"))

    def _write(self) -> None:
        data = self.proto.data_to_send()
        if data and self.transport is not None:
            self.transport.write(b"".join(data))

    def send(self, message: dict[str, Any]) -> None:
        if self.done:
            return
        self.proto.send_text(json.dumps(message).encode())
        self._write()

    def data_received(self, data: bytes) -> None:
        self.proto.receive_data(data)
        for event in self.proto.events_received():
            if isinstance(event, Frame):
                if event.opcode is Opcode.TEXT:
                    self.on_text(event.data)
            elif isinstance(event, Response):
                self.send({"type": "hello", "version": 1, "name": f"b{self.table}-{self.seat}"})
        self._write()

    def on_text(self, text: bytes) -> None:
        if not self.greeted.done():
            self.greeted.set_result(None)
            return
        now = time.monotonic()
        start, stop = self.window
        if now >= stop:
            self.done = True
            return
        counts = self.counts
        if text.startswith(b'{"type":"event","event":"hand_end"'):
            counts.sent_at.pop(self.table, None)  # the next prompt comes after the pass
            if self.seat == 0 and now >= start:
                counts.hands += 1
            return
        if not text.startswith(b'{"type":"state"') or b'"turn":null' in text[:80]:
            return  # a seat reads everything but parses only its own prompts
        msg = json.loads(text)
        key = (msg["hand_number"], msg["deal_number"], msg["turn"], len(msg["tricks"]),
               len(msg["current"]))
        if key in self.answered:
            return
        self.answered.add(key)
        if msg["turn"] == "play":
            sent = counts.sent_at.pop(self.table, None)
            if sent is not None and sent >= start and self.measured:
                counts.latencies.append(now - sent)
                counts.plays += 1
            answer = {"type": "play", "card": msg["legal"][0]}
        else:
            answer = {"type": "pass", "cards": msg["hand"][:3]}
        if self.think > 0:
            asyncio.get_running_loop().call_later(self.wait(), self.answer, answer)
        else:
            self.answer(answer)

    def answer(self, message: dict[str, Any]) -> None:
        if message["type"] == "play":
            self.counts.sent_at[self.table] = time.monotonic()  # timed from the send
        self.send(message)


async def lean_process(port: int, first: int, count: int, think: float, vary: float,
                       out: IO[str], among: tuple[int, int] = (0, 0)) -> None:
    """:func:`client_process` with :class:`LeanSeat` connections; ``among`` (first, count)
    are tables where one person plays with three computers (not timed: they keep the
    computers thinking while the other tables are measured)."""
    loop = asyncio.get_running_loop()
    counts = Counts()
    seats: list[LeanSeat] = []
    wanted = [(t, s, True) for t in range(first, first + count) for s in range(4)]
    wanted += [(t, 0, False) for t in range(among[0], among[0] + among[1])]
    for t, s, measured in wanted:
        seat = LeanSeat(f"ws://127.0.0.1:{port}", t, s, counts, think, vary, measured)
        await loop.create_connection(lambda seat=seat: seat, "127.0.0.1", port)
        await seat.greeted
        seats.append(seat)
    print("ready", file=out, flush=True)
    line = await loop.run_in_executor(None, sys.stdin.readline)
    start, stop = (float(x) for x in line.split()[1:3])
    for seat in seats:
        seat.window = (start, stop)
        seat.send({"type": "join", "table": seat.table})
    await asyncio.sleep(max(0.0, start - time.monotonic()))
    cpu = time.process_time()
    await asyncio.sleep(max(0.0, stop - time.monotonic()))
    cpu = time.process_time() - cpu
    for seat in seats:
        seat.done = True
        if seat.transport is not None:
            seat.transport.close()
    await asyncio.sleep(0.1)
    lost = {t for t in counts.lost if first <= t < first + count}
    print(json.dumps({"latencies": counts.latencies, "hands": counts.hands,
                      "plays": counts.plays, "held": count - len(lost),
                      "cpu": cpu}), file=out, flush=True)


async def client_process(port: int, first: int, count: int, think: float, vary: float,
                         out: IO[str]) -> None:
    """Connect ``count`` tables' seats, say ready, wait for go, play, print the figures."""
    url = f"ws://127.0.0.1:{port}"
    sockets: list[tuple[int, int, ClientConnection]] = []
    for t in range(first, first + count):
        for s in range(4):
            ws = await connect(url, compression=None, max_size=1 << 20)
            await ws.send(json.dumps({"type": "hello", "version": 1, "name": f"b{t}-{s}"}))
            await ws.recv()
            sockets.append((t, s, ws))
    print("ready", file=out, flush=True)
    line = await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    start, stop = (float(x) for x in line.split()[1:3])
    for t, _, ws in sockets:  # all at once, so no table plays before its four are seated
        await ws.send(json.dumps({"type": "join", "table": t}))
    counts = Counts()
    tasks = [asyncio.ensure_future(seat_loop(ws, t, s, counts, (start, stop), think, vary))
             for t, s, ws in sockets]
    await asyncio.sleep(max(0.0, start - time.monotonic()))
    cpu = time.process_time()
    await asyncio.sleep(max(0.0, stop - time.monotonic()))
    cpu = time.process_time() - cpu
    _, late = await asyncio.wait(tasks, timeout=2.0)
    for task in late:
        task.cancel()
    await asyncio.gather(*(ws.close() for _, _, ws in sockets), return_exceptions=True)
    print(json.dumps({"latencies": counts.latencies, "hands": counts.hands,
                      "plays": counts.plays, "held": count - len(set(counts.lost)),
                      "cpu": cpu}), file=out, flush=True)


# ------------------------------------------------------------------ the conductor
@dataclass
class Run:
    """The figures of one think time."""

    think: float
    tables: int
    seconds: float
    latencies: list[float] = field(default_factory=list)
    hands: int = 0
    held: int = 0
    server_cpu: float = 0.0
    client_cpu: float = 0.0
    server_line: str = ""
    load_before: float = 0.0
    vary: float = 0.0
    load_after: float = 0.0


def start_server(tables: int, computers: int = 0,
                 extra: tuple[str, ...] = ()) -> tuple[subprocess.Popen[str], int]:
    server = subprocess.Popen(
        [sys.executable, "-m", "retrohearts.net.server", "--port", "0", "--tables",
         str(tables + computers), "--delay", "0" if computers else "60",
         "--trick-pause", "0", "--hand-pause", "0", "--turn-timeout", "0", *extra,
         "--per-address", "0", "--max-connections", str(4 * tables + 10),
         "--rate", "1000", "--burst", "1000"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert server.stdout is not None
    line = server.stdout.readline()
    return server, int(line.rsplit(":", 1)[1].split()[0])


def server_stats(server: subprocess.Popen[str]) -> str:
    """Ask the server for its latency summary (SIGUSR1) and read the line."""
    assert server.stderr is not None
    server.send_signal(signal.SIGUSR1)
    while True:
        line = server.stderr.readline()
        if not line or "stats:" in line:
            return line.strip().split("stats: ", 1)[-1]


def one_run(tables: int, seconds: float, think: float, clients: int, port: int,
            kind: str, computers: int = 0, extra: tuple[str, ...] = (),
            vary: float = 0.0) -> Run:
    run = Run(think, tables, seconds, load_before=os.getloadavg()[0], vary=vary)
    server = None
    if not port:
        server, port = start_server(tables, computers, extra)
    workers: list[subprocess.Popen[str]] = []
    try:
        share = [tables // clients + (1 if i < tables % clients else 0) for i in range(clients)]
        first = 1
        among = [computers // clients + (1 if i < computers % clients else 0)
                 for i in range(clients)]
        among_first = tables + 1
        for n, c in zip(share, among, strict=True):
            if n:
                workers.append(subprocess.Popen(
                    [sys.executable, __file__, "--worker", str(port), str(first), str(n),
                     str(think), str(vary), kind, str(among_first), str(c)],
                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True))
                first += n
                among_first += c
        for w in workers:
            assert w.stdout is not None
            if w.stdout.readline().strip() != "ready":
                raise SystemExit("a client process could not connect")
        start = time.monotonic() + WARM
        stop = start + seconds
        for w in workers:
            assert w.stdin is not None
            w.stdin.write(f"go {start} {stop}\n")
            w.stdin.flush()
        time.sleep(max(0.0, start - time.monotonic()))
        pid = server.pid if server else None
        if server:
            server_stats(server)  # forget the warming up
        cpu = cpu_seconds(pid)
        time.sleep(max(0.0, stop - time.monotonic()))
        run.server_cpu = cpu_seconds(pid) - cpu
        if server:
            run.server_line = server_stats(server)
        for w in workers:
            assert w.stdout is not None
            got = json.loads(w.stdout.readline())
            run.latencies += got["latencies"]
            run.hands += got["hands"]
            run.held += got["held"]
            run.client_cpu += got["cpu"]
            w.wait(10)
    finally:
        for w in workers:
            if w.poll() is None:
                w.kill()
        if server is not None:
            server.terminate()
            server.wait(10)
    run.load_after = os.getloadavg()[0]
    return run


def report(run: Run, clients: int, kind: str) -> None:
    lat = sorted(run.latencies)
    p50 = statistics.median(lat) * 1000 if lat else float("nan")
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))] * 1000 if lat else float("nan")
    mode = ("instant: every seat answers at once" if run.think == 0 else
            f"each seat thinks {run.think * 1000:.0f} ms before its card or pass" +
            (f" (each time {run.think * (1 - run.vary) * 1000:.0f}-"
             f"{run.think * (1 + run.vary) * 1000:.0f} ms, seeded)" if run.vary > 0
             else " (every seat in step)"))
    plays = len(lat)
    print(f"== {run.tables} tables, {mode}; {kind} clients in {clients} processes of their own; "
          f"load average {run.load_before:.2f} before, {run.load_after:.2f} after "
          f"({os.cpu_count()} cores)")
    print(f"   tables held all four connections to the end: {run.held} of {run.tables}")
    print(f"   {plays / run.seconds:.0f} plays/s = {plays / run.seconds / 52:.1f} hands/s "
          f"({run.hands} hands ended in the {run.seconds:.0f} s measured)")
    verdict = ("met" if p99 <= 50 else "not met") if run.tables >= 200 else "needs 200 tables"
    print(f"   play -> next seat's prompt, seen by the clients: p50 {p50:.1f} ms, "
          f"p99 {p99:.1f} ms over {plays} plays (target p99 <= 50 ms at 200 tables: "
          f"{verdict})")
    if run.server_line:
        print(f"   inside the server: {run.server_line}")
    if plays and run.think == 0:
        print(f"   (closed loop: one play in flight a table, so the mean wait is about "
              f"{run.tables} / {plays / run.seconds:.0f} plays/s = "
              f"{run.tables / (plays / run.seconds) * 1000:.0f} ms whatever the server does)")
    if plays:
        print(f"   CPU: server {run.server_cpu / run.seconds * 100:.0f}% of a core "
              f"({run.server_cpu / plays * 1000:.2f} ms a play), clients "
              f"{run.client_cpu / run.seconds * 100:.0f}% of a core "
              f"({run.client_cpu / plays * 1000:.2f} ms a play)")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        port, first, count, think, vary, kind, cfirst, ccount = sys.argv[2:10]
        if kind == "lean":
            asyncio.run(lean_process(int(port), int(first), int(count), float(think),
                                     float(vary), sys.stdout, (int(cfirst), int(ccount))))
        else:
            asyncio.run(client_process(int(port), int(first), int(count), float(think),
                                       float(vary), sys.stdout))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--think", default="0,0.25",
                        help="comma-separated seconds each scripted seat waits before its card "
                             "(0: at once, which saturates the server); one run per value")
    parser.add_argument("--vary", type=float, default=0.5,
                        help="each think time is drawn from think x (1 - VARY) to "
                             "think x (1 + VARY), seeded; 0: every seat in step (default 0.5)")
    parser.add_argument("--clients", type=int, default=2, help="client processes (1-8)")
    parser.add_argument("--client", choices=("lean", "websockets"), default="lean",
                        help="lean: seats on websockets' sans-I/O protocol, a callback per "
                             "message (default); websockets: its asyncio client, a task per seat")
    parser.add_argument("--computer-tables", type=int, default=0, metavar="N",
                        help="N more tables of one scripted person and three computers "
                             "(--opponent), thinking while the other tables are measured "
                             "(lean clients only)")
    parser.add_argument("--opponent", default="Julia", help="the computers (default Julia)")
    parser.add_argument("--threads", action="store_true",
                        help="the server's computers think in threads, not processes")
    parser.add_argument("--port", type=int, default=0,
                        help="use a server already running on this loopback port")
    args = parser.parse_args()
    tables = max(1, min(MAX_TABLES, args.tables))
    seconds = max(1.0, min(MAX_SECONDS, args.seconds))
    clients = max(1, min(8, args.clients))
    for text in args.think.split(","):
        think = max(0.0, min(10.0, float(text)))
        computers = max(0, min(MAX_TABLES, args.computer_tables))
        extra = ("--opponent", args.opponent, *(("--threads",) if args.threads else ()))
        run = one_run(tables, seconds, think, clients, args.port, args.client, computers,
                      extra, max(0.0, min(1.0, args.vary)))
        if computers:
            print(f"== and {computers} tables of one person and three {args.opponent}s "
                  f"thinking in {'threads' if args.threads else 'processes'}")
        report(run, clients, args.client)


if __name__ == "__main__":
    main()
