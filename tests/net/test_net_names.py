"""Who is who at a network table: every name different, computers after their personality,
people keep their own names (made unique), the same names in the log."""

from __future__ import annotations

import asyncio
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from netkit import running_server, url

from retrohearts.net.client import Client
from retrohearts.net.computer import Thinkers
from retrohearts.net.protocol import MAX_NAME
from retrohearts.net.serverconfig import build_parser, config_from
from retrohearts.net.table import DEFAULT_OPPONENTS, Table, TableConfig, unique_name


@settings(max_examples=200, deadline=None)
@given(st.text(min_size=1, max_size=MAX_NAME).filter(str.strip),
       st.lists(st.text(max_size=MAX_NAME), max_size=6))
def test_unique_names_are_unique_and_short(name: str, taken: list[str]) -> None:
    out = unique_name(name, taken)
    assert out.casefold() not in {t.casefold() for t in taken}
    assert len(out) <= MAX_NAME
    if name.casefold() not in {t.casefold() for t in taken}:
        assert out == name


def test_computers_are_named_after_their_personalities_all_different() -> None:
    thinkers = Thinkers(1)
    try:
        table = Table(1, TableConfig(), thinkers)
        assert table.names() == list(DEFAULT_OPPONENTS)
        assert [s.personality for s in table.seats] == list(DEFAULT_OPPONENTS)
        assert len({n.casefold() for n in table.names()}) == 4
        same = Table(2, TableConfig(opponents=("Julia",)), thinkers)
        assert same.names() == ["Julia", "Julia 2", "Julia 3", "Julia 4"]
        assert {s.personality for s in same.seats} == {"Julia"}
    finally:
        thinkers.close()


def test_the_command_line_takes_a_list_of_opponents() -> None:
    args = build_parser().parse_args(["--opponents", "david,Ellen"])
    assert config_from(args).table is not None
    assert config_from(args).table.opponents == ("David", "Ellen")  # type: ignore[union-attr]
    assert build_parser().parse_args([]).opponents == DEFAULT_OPPONENTS


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_people_keep_their_names_made_unique_and_the_log_says_the_same() -> None:
    async def go() -> None:
        async with running_server(opponents=("Julia", "Ducker", "David", "Ellen")) as server:
            clients = []
            for name, seat in (("Ann", 0), ("ann", 1), ("JULIA", 3)):
                c = await Client.connect(url(server), name)
                await c.send("join", seat=seat)
                await c.wait_for(lambda m: m["type"] == "joined")
                clients.append(c)
            state = await clients[0].wait_for(
                lambda m: m["type"] == "state" and m["kinds"].count("human") == 3)
            assert state["names"] == ["Ann", "ann 2", "David", "JULIA 2"]
            assert state["kinds"] == ["human", "human", "computer", "human"]
            table = server.lobby.tables[1]
            seats = [e for e in table.log.events if e["event"] == "seat"]
            assert [e["name"] for e in seats] == ["Ann", "ann 2", "JULIA 2"]
            # Nobody is called "You" by the server: that is only a client's word.
            assert "You" not in str(table.log.events)
            # Someone leaves: the computer of that seat comes back under its own name.
            await clients[1].send("leave")
            msg = await clients[0].wait_for(lambda m: m["type"] == "seat" and m["seat"] == 1)
            assert msg["name"] == "Ducker" and msg["kind"] == "computer"
            for c in clients:
                await c.close()
    run(go())
