"""The server's per-table log speaks the same events, with the same fields, as the game's --log."""

from __future__ import annotations

import asyncio
from typing import Any

from netkit import play_script, running_server, url

from retrohearts.eventlog import EventLog
from retrohearts.hearts.rules import HouseRules
from retrohearts.net.client import Client
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.table.controller import TableController
from retrohearts.screens.hearts.table.matchport import MatchPort
from retrohearts.screens.hearts.table.seats import SimplePlayer


def shapes(events: list[dict[str, Any]]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for e in events:
        out.setdefault(e["event"], set()).update(k for k in e if k != "event")
    return out


def test_same_events_and_fields_as_the_local_log() -> None:
    log = EventLog()
    port = MatchPort(HouseRules.preset("xhearts"), ["Me", "A", "B", "C"], first_deal=9)
    players = [SimplePlayer(n) for n in ("me", "a", "b", "c")]
    ctl = TableController(port, players, Controls(play_speed=10, between_tricks=1), fps=6,
                          demo=True, log=log)
    while ctl.games_finished < 1:
        ctl.tick()

    async def remote() -> list[dict[str, Any]]:
        async with running_server() as server:
            c = await Client.connect(url(server), "Me")
            await c.send("join")
            await play_script(c)
            await c.close()
            return list(server.lobby.tables[1].log.events)

    local, served = shapes(log.events), shapes(asyncio.run(remote()))
    local.pop("player_error", None)
    # The server adds who sat down or got up, and chat; everything else matches exactly.
    assert set(served) - set(local) <= {"seat", "chat"}
    for name, keys in local.items():
        assert served[name] == keys, name
