"""Fuzzing a live server: thousands of malformed, oversized, out-of-turn and illegal messages
from several clients at once.  Each gets exactly one error, the server stays up, and the game
in progress finishes with the scores the engine gives when the log is replayed."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

from netkit import answer, replay, running_server, url
from websockets.asyncio.client import connect

from retrohearts.net.client import Client


def junk(rng: random.Random, n: int) -> tuple[str | bytes, str | None]:
    """A message the server must refuse, and the id it should echo (None if it cannot)."""
    ref = f"f{n}"
    choice = rng.randrange(16)
    if choice == 0:
        return "".join(chr(rng.randrange(1, 0x3000)) for _ in range(rng.randrange(1, 40))), None
    if choice == 1:
        return "x" * rng.randrange(4097, 9000 if rng.random() < 0.95 else 60000), None
    if choice == 2:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64))) + b"\xff", None
    if choice == 3:
        return "[" * 3000 + "]" * 3000 if rng.random() < 0.5 else "[" * 1500, None
    if choice == 4:
        return json.dumps([1, 2, {"type": "play"}]), None
    messages: list[dict[str, Any]] = [
        {"type": "teleport"},
        {"type": "play"},
        {"type": "play", "card": 51},
        {"type": "play", "card": rng.choice(["ZZ", "1X", "JK1", "", "Q", "QSQSQS", "\u2665"])},
        {"type": "pass", "cards": ["2C"]},
        {"type": "pass", "cards": [1, 2, 3]},
        {"type": "pass", "cards": "QS"},
        {"type": "hello", "version": 1, "name": "again"},
        {"type": "join", "table": rng.choice([0, 99, 10**30, -1])},
        {"type": "chat", "text": "\x1b[2J\x07\x00"},
        {"type": "play", "card": "QS", "extra": True},
    ]
    msg = dict(rng.choice(messages))
    msg["id"] = ref
    return json.dumps(msg), ref


async def fuzz_and_play(client: Client, rng: random.Random, per_message: int,
                        sent: list[str | None]) -> tuple[list[dict[str, Any]], list[Any]]:
    """Play the seat correctly and, after every message but an error, send junk."""
    answered: set[Any] = set()
    errors: list[dict[str, Any]] = []
    end: list[dict[str, Any]] = []
    while not end:
        msg = await client.recv(60)
        if msg["type"] == "error":
            errors.append(msg)
            continue  # junk answers only other messages, or it would grow without end
        if msg["type"] == "event" and msg["event"] == "game_end":
            end.append(msg)
        elif msg["type"] == "state":
            await answer(client, msg, answered)
        for _ in range(per_message):
            text, ref = junk(rng, len(sent))
            sent.append(ref)
            await client.send_raw(text)
    await client.send("ping", id="last")
    while True:
        msg = await client.recv(30)
        if msg["type"] == "error":
            errors.append(msg)
        elif msg["type"] == "pong":
            break
    return end, errors


async def flood(address: str, rng: random.Random, count: int, greet: bool) -> tuple[int, int]:
    """An unseated connection (with or without hello) sending ``count`` junk messages."""
    async with connect(address, max_size=1 << 20) as ws:
        if greet:
            await ws.send(json.dumps({"type": "hello", "version": 1, "name": "flood"}))
            await ws.recv()

        async def read() -> int:
            errors = 0
            while True:
                msg = json.loads(await ws.recv())
                if msg["type"] == "pong":
                    return errors
                # A connection that never said hello may have its junk "hello" accepted once.
                errors += msg["type"] in ("error", "welcome")

        reader = asyncio.create_task(read())
        for n in range(count):
            text, _ = junk(rng, n)
            if rng.random() < 0.2:
                text = json.dumps({"type": rng.choice(["play", "leave", "auto", "last"]),
                                   "card": "QS"} if rng.random() < 0.5 else {"type": "leave"})
            await ws.send(text)
        await ws.send(json.dumps({"type": "ping"}))
        return await reader, count


def test_thousands_of_bad_messages_each_get_an_error_and_the_game_finishes() -> None:
    async def go() -> None:
        async with running_server(strikes=0, hello_seconds=60.0) as server:
            players = [await Client.connect(url(server), f"F{i}") for i in range(4)]
            for p in players:
                await p.send("join")
            sent: list[list[str | None]] = [[] for _ in players]
            games = [fuzz_and_play(p, random.Random(i), 2 if i < 2 else 0, sent[i])
                     for i, p in enumerate(players)]
            floods = [flood(url(server), random.Random(100 + i), 600, greet=i % 2 == 0)
                      for i in range(3)]
            results = await asyncio.gather(*games, *floods)
            total = 0
            for i in range(4):
                end, errors = results[i]
                assert len(errors) == len(sent[i])
                ids = sorted(e["id"] for e in errors if "id" in e)
                assert ids == sorted(r for r in sent[i] if r is not None)
                total += len(sent[i])
            for errors, count in results[4:]:
                assert errors == count
                total += count
            print(f"{total} bad messages, each answered with an error")
            assert total >= 3000
            ends = [results[i][0] for i in range(4)]
            assert all(e == ends[0] for e in ends)
            assert replay(server.lobby.tables[1].log.events) == [ends[0][0]["scores"]]
            # Still serving.
            late = await Client.connect(url(server), "late")
            await late.send("lobby")
            assert (await late.recv(10))["type"] == "lobby"
            for p in (*players, late):
                await p.close()
    asyncio.run(asyncio.wait_for(go(), 240))
