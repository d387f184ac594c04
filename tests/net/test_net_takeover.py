"""No game lost when a server process dies: two ``hearts-server --redis`` processes and a real
redis-server; the process holding a table with two people is killed with SIGKILL in the
middle of a hand; the other one takes the table over from its course in Redis, the people
take their seats back with their tokens (following ``elsewhere`` and ``welcome.servers``,
as the clients do), and play on from the same trick with the same hands and scores.
Skipped, saying why, without redis-server."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import time
from pathlib import Path
from typing import Any

from netkit import answer, server_process, server_schema

from retrohearts.net.client import Client, resume_anywhere


def _plays(state: dict[str, Any]) -> list[tuple[int, str]]:
    """Every card of the hand so far, in order."""
    out = [(s, c) for t in state["tricks"] for s, c in t["plays"]]
    return out + [(s, c) for s, c in state["current"]]


async def _both_known(urls: list[str]) -> dict[str, Any]:
    """The lobby once every server lists every table and knows every other server."""
    for _ in range(200):
        lobbies = []
        for url in urls:
            async with await Client.connect(url, "look") as c:
                await c.send("lobby")
                lobby = await c.wait_for(lambda m: m["type"] == "lobby")
                if len(c.welcome["servers"]) >= len(urls):
                    lobbies.append(lobby)
        if len(lobbies) == len(urls) and all(len(x["tables"]) >= len(urls) for x in lobbies):
            return lobbies[-1]
        await asyncio.sleep(0.05)
    raise AssertionError("the servers never saw each other")


async def _join_through(url: str, name: str, table: int) -> Client:
    """Join ``table`` asking the server at ``url``, following ``elsewhere`` as a client does."""
    client = await Client.connect(url, name, record=True)
    await client.send("join", table=table)
    reply = await client.wait_for(lambda m: m["type"] in ("joined", "error"))
    if reply["type"] == "error":
        assert reply["code"] == "elsewhere", reply
        await client.close()
        client = await Client.connect(reply["url"], name, record=True)
        await client.send("join", table=table)
        reply = await client.wait_for(lambda m: m["type"] in ("joined", "error"))
    assert reply["type"] == "joined", reply
    return client


async def _play(client: Client, until: Any, timeout: float = 60,
                first: dict[str, Any] | None = None) -> dict[str, Any]:
    answered: set[Any] = set()
    if first is not None:
        await answer(client, first, answered)
    while True:
        msg = await client.recv(timeout)
        if msg["type"] == "state":
            if until(msg):
                return msg
            await answer(client, msg, answered)


async def _stop(task: asyncio.Task[Any]) -> None:
    while not task.done():
        task.cancel()
        await asyncio.wait({task}, timeout=0.05)
    with contextlib.suppress(asyncio.CancelledError, Exception):
        await task


def test_a_killed_process_loses_no_game(redis_url: str, tmp_path: Path) -> None:
    a, url_a = server_process(redis_url, tmp_path, "a", "--hand-pause", "0.2")
    b, url_b = server_process(redis_url, tmp_path, "b", "--hand-pause", "0.2")
    procs = [a, b]
    try:
        async def go() -> None:
            lobby = await _both_known([url_a, url_b])
            table = next(t["table"] for t in lobby["tables"] if t["url"] == url_a)
            # Both join through B's lobby and are sent to A, which holds the table.
            ann = await _join_through(url_b, "Ann", table)
            bob = await _join_through(url_b, "Bob", table)
            assert ann.ws_url == bob.ws_url == url_a and url_b in ann.servers
            task = asyncio.create_task(_play(bob, lambda m: False))
            await _play(ann, lambda m: m["hand_number"] == 2 and len(m["tricks"]) == 5
                        and len(m["current"]) == 1)
            await _stop(task)
            before = {c.name: c.state for c in (ann, bob)}
            assert before["Ann"] is not None and before["Ann"]["scores_before"] != [0] * 4
            a.send_signal(signal.SIGKILL)
            a.wait(10)
            killed = time.monotonic()
            backs = await asyncio.gather(*(
                resume_anywhere(c.servers, c.name, c.token or "", give_up=60)
                for c in (ann, bob)))
            waited = time.monotonic() - killed
            print(f"both seats back {waited:.2f} s after the kill")
            now: dict[str, Client] = {}
            first: dict[str, dict[str, Any]] = {}
            for old, back in zip((ann, bob), backs, strict=True):
                assert back is not None, f"{old.name} did not get the seat back"
                client, joined = back
                client.record = True
                now[old.name] = client
                print(f"{old.name} back {time.monotonic() - killed:.2f} s after the kill")
                assert client.ws_url == url_b and joined["seat"] == old.seat
                assert joined["token"] == old.token and joined["table"] == table
                state = await client.wait_for(lambda m: m["type"] == "state")
                first[old.name] = state
                was = before[old.name]
                assert was is not None
                for key in ("hand_number", "deal_number", "scores_before", "dealer",
                            "passing", "passed", "received"):
                    assert state[key] == was[key], key
                plays = _plays(state)
                assert plays[:len(_plays(was))] == _plays(was)  # not a card lost
                mine = [c for s, c in plays[len(_plays(was)):] if s == state["seat"]]
                assert sorted(state["hand"] + mine) == sorted(was["hand"])
            # They play on to the end of the game; the scores go on from where they were.
            ends = await asyncio.gather(*(_play(c, lambda m: m["game_over"], first=first[n])
                                          for n, c in now.items()))
            assert ends[0]["scores"] == ends[1]["scores"]
            hand_ends = [msg for msg in map(_decode, ann.received + now["Ann"].received)
                         if msg.get("event") == "hand_end"]
            assert [h["before"] for h in hand_ends[1:]] == [h["scores"] for h in hand_ends[:-1]]
            assert hand_ends[-1]["scores"] == ends[0]["scores"] and len(hand_ends) == 4
            for h in hand_ends:
                assert sum(h["points"]) in (16, 26, 68, 78)  # 26 (or a moon), jack -10
            validator = server_schema()
            for c in (ann, bob, *now.values()):
                for text in c.received:
                    validator.validate(_decode(text))
            assert (tmp_path / "b" / f"table-{table}.jsonl").exists()
        asyncio.run(asyncio.wait_for(go(), 300))
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.terminate()
                proc.wait(10)


def _decode(text: str) -> dict[str, Any]:
    import json

    return json.loads(text)  # type: ignore[no-any-return]


def test_a_process_stopped_cleanly_hands_its_table_over(redis_url: str, tmp_path: Path) -> None:
    a, url_a = server_process(redis_url, tmp_path, "a")
    b, url_b = server_process(redis_url, tmp_path, "b")
    try:
        async def go() -> None:
            lobby = await _both_known([url_a, url_b])
            table = next(t["table"] for t in lobby["tables"] if t["url"] == url_a)
            ann = await _join_through(url_b, "Ann", table)
            was = await _play(ann, lambda m: len(m["tricks"]) == 3 and m["turn"] == "play")
            a.terminate()  # SIGTERM: a clean stop
            assert a.wait(10) == 0
            back = await resume_anywhere(ann.servers, "Ann", ann.token or "", give_up=60)
            assert back is not None
            client, joined = back
            assert client.ws_url == url_b and joined["table"] == table
            state = await client.wait_for(lambda m: m["type"] == "state")
            assert state["hand"] == was["hand"] and _plays(state) == _plays(was)
            await client.close()
        asyncio.run(asyncio.wait_for(go(), 300))
    finally:
        for proc in (a, b):
            if proc.poll() is None:
                proc.terminate()
                proc.wait(10)
