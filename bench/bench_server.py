"""Many tables at once on one server: tables held, hands per second, play-to-prompt latency.

Starts ``hearts-server`` in its own process on a free loopback port, then opens four fast
scripted clients per table in this process (first three cards to pass, first legal card to
play).  For every play it times how long until the next seat receives the ``state`` that asks
it to play, and prints the p50 and p99 of those times, the hands finished per second and how
many tables held all their four people to the end.  Loopback only; the number of tables (at
most 400) and the seconds (at most 60) are bounded.

Run: ``python bench/bench_server.py [--tables 200] [--seconds 10] [--think 0.5]``; with
``--think`` each seat waits that long before its card (people take seconds), without it the
seats answer at once and the server is saturated (the latency then measures the queue).
Target: 200 tables with p99 <= 50 ms on the project's 2-core machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

MAX_TABLES = 400
MAX_SECONDS = 60.0


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


class Bench:
    """Shared counters of one run."""

    def __init__(self) -> None:
        self.server_pid: int | None = None
        self.cpu_start = 0.0
        self.cpu_end = 0.0
        self.client_cpu = 0.0
        self.sent_at: dict[int, float] = {}  # table -> time of its last play
        self.latencies: list[float] = []
        self.hands = 0
        self.measuring = False
        self.held: set[int] = set()
        self.total_plays = 0


async def seat_loop(ws: ClientConnection, table: int, seat: int, bench: Bench,
                    stop: float, think: float) -> bool:
    """Play one seat until ``stop``; True if the connection lasted."""
    answered: set[Any] = set()
    loop = asyncio.get_running_loop()
    try:
        while loop.time() < stop:
            try:
                raw = await asyncio.wait_for(ws.recv(), max(0.01, stop - loop.time()))
            except TimeoutError:
                break
            text = raw if isinstance(raw, str) else raw.decode()
            if text.startswith('{"type":"event","event":"hand_end"'):
                if bench.measuring and seat == 0:
                    bench.hands += 1
                continue
            if not text.startswith('{"type":"state"') or '"turn":null' in text[:80]:
                continue  # the seats read only their own prompts (the server sends it all)
            msg = json.loads(text)
            key = (msg["hand_number"], msg["deal_number"], msg["turn"], len(msg["tricks"]),
                   len(msg["current"]))
            if key in answered:
                continue
            answered.add(key)
            now = time.perf_counter()
            if msg["turn"] == "play":
                sent = bench.sent_at.pop(table, None)
                if sent is not None and bench.measuring:
                    bench.latencies.append(now - sent)
                if think > 0:
                    await asyncio.sleep(think)
                bench.sent_at[table] = time.perf_counter()  # timed from the send
                bench.total_plays += 1
                await ws.send(json.dumps({"type": "play", "card": msg["legal"][0]}))
            else:
                await ws.send(json.dumps({"type": "pass", "cards": msg["hand"][:3]}))
        return True
    except Exception:
        return False


async def run(tables: int, seconds: float, port: int, think: float,
              server_pid: int | None = None) -> Bench:
    bench = Bench()
    bench.server_pid = server_pid
    url = f"ws://127.0.0.1:{port}"
    sockets: list[tuple[int, int, ClientConnection]] = []
    for t in range(tables):
        for s in range(4):
            ws = await connect(url, compression=None, max_size=1 << 20)
            await ws.send(json.dumps({"type": "hello", "version": 1, "name": f"b{t}-{s}"}))
            await ws.recv()
            sockets.append((t + 1, s, ws))
    for t, _, ws in sockets:  # all at once, so no table plays before its four are seated
        await ws.send(json.dumps({"type": "join", "table": t}))
    loop = asyncio.get_running_loop()
    warm = 1.0
    stop = loop.time() + warm + seconds

    async def measure() -> None:
        await asyncio.sleep(warm)
        bench.measuring = True
        bench.cpu_start = cpu_seconds(bench.server_pid)
        mine = time.process_time()
        await asyncio.sleep(max(0.0, stop - loop.time() - 0.05))
        bench.cpu_end = cpu_seconds(bench.server_pid)
        bench.client_cpu = time.process_time() - mine

    results = await asyncio.gather(measure(), *(seat_loop(ws, t, s, bench, stop, think)
                                                for t, s, ws in sockets))
    lasted = results[1:]
    bench.held = {t for t, _, _ in sockets}
    bench.held -= {t for (t, _, _), ok in zip(sockets, lasted, strict=True) if not ok}
    await asyncio.gather(*(ws.close() for _, _, ws in sockets), return_exceptions=True)
    return bench


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--think", type=float, default=0.0,
                        help="seconds each scripted seat waits before a card (default 0: "
                             "answer at once, which saturates the server)")
    parser.add_argument("--port", type=int, default=0,
                        help="use a server already running on this loopback port")
    args = parser.parse_args()
    tables = max(1, min(MAX_TABLES, args.tables))
    seconds = max(1.0, min(MAX_SECONDS, args.seconds))
    think = max(0.0, min(10.0, args.think))
    if args.port:
        bench = asyncio.run(run(tables, seconds, args.port, think))
        report(bench, tables, seconds, 0.0, think)
        return
    server = subprocess.Popen(
        [sys.executable, "-m", "retrohearts.net.server", "--port", "0", "--tables", str(tables),
         "--delay", "60", "--trick-pause", "0", "--hand-pause", "0", "--turn-timeout", "0",
         "--per-address", "0", "--max-connections", str(4 * tables + 10),
         "--rate", "1000", "--burst", "1000"],
        stdout=subprocess.PIPE, text=True, env={**os.environ})
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        port = int(line.rsplit(":", 1)[1].split()[0])
        started = time.perf_counter()
        bench = asyncio.run(run(tables, seconds, port, think, server.pid))
        took = time.perf_counter() - started
    finally:
        server.terminate()
        server.wait(10)
    report(bench, tables, seconds, took, think)


def report(bench: Bench, tables: int, seconds: float, took: float, think: float) -> None:
    lat = sorted(bench.latencies)
    p50 = statistics.median(lat) * 1000 if lat else float("nan")
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))] * 1000 if lat else float("nan")
    print(f"tables: {tables} asked, {len(bench.held)} held all four people to the end "
          f"(seats answer after {think * 1000:.0f} ms; load average {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} cores)")
    plays = len(lat)
    print(f"hands finished: {bench.hands} in {seconds:.0f} s = {bench.hands / seconds:.1f} "
          f"hands/s; {plays / seconds:.0f} plays/s = {plays / seconds / 52:.1f} hands' worth "
          f"of plays a second (run {took:.1f} s with connecting)")
    print(f"play -> next seat's prompt (the seats' own wait not counted): p50 {p50:.1f} ms, "
          f"p99 {p99:.1f} ms over {len(lat)} plays (target p99 <= 50 ms at 200 tables)")
    used = bench.cpu_end - bench.cpu_start
    if used > 0 and plays:
        print(f"server CPU while measured: {used:.2f} s for {plays} plays = "
              f"{used / plays * 1000:.2f} ms a play (one core: about {plays / used:.0f} "
              f"plays a second; {used / seconds * 100:.0f}% of a core used); the scripted "
              f"clients used {bench.client_cpu / seconds * 100:.0f}% of a core")


if __name__ == "__main__":
    main()
