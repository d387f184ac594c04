"""Computer seats think off the event loop: a table whose computers are stuck in a (here:
endless) search does not hold up another table's game."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest
from netkit import play_script, running_server, url

import retrohearts.net.computer as computer
from retrohearts.net.client import Client


def test_a_stuck_search_at_one_table_does_not_stop_another(monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    release = threading.Event()
    threads: set[str] = set()
    real = computer.decide

    def slow_decide(*args: Any) -> Any:
        threads.add(threading.current_thread().name)
        release.wait(60)
        return real(*args)

    monkeypatch.setattr(computer, "decide", slow_decide)

    async def go() -> None:
        async with running_server(tables=2) as server:
            alone = await Client.connect(url(server), "Alone")
            await alone.send("join", table=1)
            state = await alone.wait_for(lambda m: m["type"] == "state" and m["turn"])
            await alone.send("pass", cards=state["hand"][:3])
            four = [await Client.connect(url(server), f"P{i}") for i in range(4)]
            for c in four:
                await c.send("join", table=2)
            ends = await asyncio.gather(*(play_script(c) for c in four))
            assert ends[0][0]["hands"] == 4
            table1 = server.lobby.tables[1]
            assert table1.match.hand.phase == "pass"  # its computers are still "thinking"
            assert threads and "MainThread" not in threads
            release.set()
            await alone.wait_for(lambda m: m["type"] == "state" and m["phase"] == "play")
            for c in (alone, *four):
                await c.close()
    try:
        asyncio.run(asyncio.wait_for(go(), 90))
    finally:
        release.set()


def test_hearts_server_thinks_in_processes_unless_told_threads() -> None:
    """A strong computer's search in a thread holds the interpreter and slows every table's
    messages (bench_server.py --computer-tables shows it), so processes are the default."""
    from retrohearts.net.serverconfig import build_parser, config_from

    assert config_from(build_parser().parse_args([])).processes
    assert config_from(build_parser().parse_args(["--processes"])).processes
    assert not config_from(build_parser().parse_args(["--threads"])).processes


def test_worker_processes_are_not_forked_from_the_server() -> None:
    """A forked worker would keep the server's listening socket open after the server was
    killed, and reconnecting clients would hang there instead of being refused."""
    from retrohearts.net.computer import Thinkers

    thinkers = Thinkers(1, processes=True)
    try:
        context = thinkers._pool._mp_context  # type: ignore[attr-defined]
        assert context.get_start_method() in ("forkserver", "spawn")
    finally:
        thinkers.close()
