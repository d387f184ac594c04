"""Two server processes sharing one lobby and the seat tokens through a real redis-server.

The test starts Debian's redis-server on a free loopback port and two ``hearts-server
--redis`` processes; it is skipped, saying so, when redis-server or the redis package is
missing or the server cannot start.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from netkit import server_process as _server

from retrohearts.net.client import Client


async def _lobby(url: str, want: int) -> dict[str, Any]:
    async with await Client.connect(url, "look") as c:
        for _ in range(100):
            await c.send("lobby")
            lobby = await c.wait_for(lambda m: m["type"] == "lobby")
            if len(lobby["tables"]) >= want:
                return lobby
            await asyncio.sleep(0.1)
    raise AssertionError("the lobby never showed both servers' tables")


def test_two_servers_share_one_lobby_and_the_seat_tokens(redis_url: str, tmp_path: Path) -> None:
    a, url_a = _server(redis_url, tmp_path, "a")
    b, url_b = _server(redis_url, tmp_path, "b")
    try:
        async def go() -> None:
            lobby = await _lobby(url_a, 2)
            where = {t["table"]: t["url"] for t in lobby["tables"]}
            assert sorted(where.values()) == sorted([url_a, url_b])
            table_b = next(t for t, u in where.items() if u == url_b)
            # Asking A for B's table: A says where it is.
            async with await Client.connect(url_a, "Ann") as ann:
                await ann.send("join", table=table_b)
                err = await ann.wait_for(lambda m: m["type"] == "error")
                assert err["code"] == "elsewhere" and err["url"] == url_b
            # Sit at B's table, drop, and ask A to resume: A sends us back to B.
            ann = await Client.connect(url_b, "Ann")
            await ann.send("join", table=table_b)
            joined = await ann.wait_for(lambda m: m["type"] == "joined")
            token = joined["token"]
            await ann.wait_for(lambda m: m["type"] == "state")
            ann.ws.transport.abort()
            await asyncio.sleep(0.1)
            for _ in range(100):
                async with await Client.connect(url_a, "Ann") as again:
                    await again.send("resume", token=token)
                    err = await again.wait_for(lambda m: m["type"] == "error")
                if err["code"] == "elsewhere":
                    break
                await asyncio.sleep(0.1)
            assert err["code"] == "elsewhere" and err["url"] == url_b
            async with await Client.connect(err["url"], "Ann") as back:
                await back.send("resume", token=token)
                joined = await back.wait_for(lambda m: m["type"] == "joined")
                assert joined["resumed"] and joined["table"] == table_b
                state = await back.wait_for(lambda m: m["type"] == "state")
                assert state["kinds"][joined["seat"]] == "human"
            # Table numbers are unique across the two processes.
            assert len(where) == 2
        asyncio.run(asyncio.wait_for(go(), 60))
    finally:
        for proc in (a, b):
            proc.terminate()
            proc.wait(30)   # (a loaded CI machine once took over 10 s to see it stop)
