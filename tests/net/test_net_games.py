"""Whole network games on a real server: four people, two people and two computers, people
joining and leaving mid-trick, a dropped connection replaced within a second, a resumed seat."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from netkit import play_script, play_until, replay, running_server, url

from retrohearts.net.client import Client
from retrohearts.net.table import DEFAULT_OPPONENTS


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 120))


async def _seated(server: Any, name: str, **join: Any) -> Client:
    client = await Client.connect(url(server), name)
    await client.send("join", **join)
    await client.wait_for(lambda m: m["type"] == "joined")
    return client


def test_four_people_play_a_whole_game_and_the_log_replays() -> None:
    async def go() -> None:
        async with running_server() as server:
            clients = [await _seated(server, f"P{i}") for i in range(4)]
            assert sorted(c.seat for c in clients) == [0, 1, 2, 3]
            ends = await asyncio.gather(*(play_script(c) for c in clients))
            assert all(e == ends[0] for e in ends)
            table = server.lobby.tables[1]
            assert replay(table.log.events) == [ends[0][0]["scores"]]
            assert ends[0][0]["hands"] == 4
            assert clients[0].state is not None and clients[0].state["names"][:4] == [
                "P0", "P1", "P2", "P3"]
            for c in clients:
                await c.close()
    run(go())


def test_two_people_and_two_computers_finish_two_games() -> None:
    async def go() -> None:
        async with running_server() as server:
            a = await _seated(server, "Ann")
            b = await _seated(server, "Bob")
            ends = await asyncio.gather(play_script(a, 2), play_script(b, 2))
            assert ends[0] == ends[1]
            assert replay(server.lobby.tables[1].log.events) == [e["scores"] for e in ends[0]]
            assert a.state is not None and a.state["kinds"].count("computer") == 2
            await a.close()
            await b.close()
    run(go())


def test_the_strongest_computer_plays_a_hand_with_one_person_thinking_in_processes() -> None:
    async def go() -> None:
        async with running_server(opponents=DEFAULT_OPPONENTS, rules="windows",
                                  processes=True) as server:
            a = await _seated(server, "Ann")
            answered: set[Any] = set()
            while True:
                msg = await a.recv(60)
                if msg["type"] == "event" and msg["event"] == "hand_end":
                    break
                if msg["type"] == "state" and msg["turn"]:
                    key = (msg["turn"], len(msg["tricks"]), len(msg["current"]))
                    if key not in answered:
                        answered.add(key)
                        if msg["turn"] == "pass":
                            await a.send("pass", cards=msg["hand"][-3:])
                        else:
                            await a.send("play", card=msg["legal"][-1])
            assert sum(msg["points"]) in (26, 78)
            assert a.state is not None and a.state["names"] == ["Ann", "Julia", "David", "Ellen"]
            await a.close()
    run(go())


def test_people_join_and_leave_in_the_middle_of_tricks() -> None:
    async def go() -> None:
        async with running_server() as server:
            a = await _seated(server, "Ann")
            b = await _seated(server, "Bob")
            def mid(m: dict[str, Any]) -> bool:
                return len(m["tricks"]) >= 2 and bool(m["current"])

            task_b = asyncio.create_task(play_until(b, lambda m: False))
            await play_until(a, mid)
            c = await _seated(server, "Cy")  # mid-trick: takes a computer's seat
            assert c.seat in (2, 3)
            task_c = asyncio.create_task(play_script(c))
            state = await a.wait_for(lambda m: m["type"] == "state" and "Cy" in m["names"])
            assert state["kinds"][c.seat] == "human"
            task_b.cancel()
            await b.send("leave")
            seat_msg = await a.wait_for(lambda m: m["type"] == "seat" and m["seat"] == b.seat)
            assert seat_msg["kind"] == "computer" and seat_msg["why"] == "left"
            ends = await play_script(a)
            assert (await task_c) == ends
            assert replay(server.lobby.tables[1].log.events) == [ends[0]["scores"]]
            for x in (a, b, c):
                await x.close()
    run(go())


def test_a_dropped_connection_is_replaced_within_a_second_and_the_game_goes_on() -> None:
    async def go() -> None:
        async with running_server() as server:
            a = await _seated(server, "Ann")
            b = await _seated(server, "Bob")
            task_b = asyncio.create_task(play_until(b, lambda m: False))
            await play_until(a, lambda m: len(m["tricks"]) >= 3)
            task_b.cancel()
            started = time.monotonic()
            b.ws.transport.abort()  # the cable is pulled: no closing handshake
            msg = await a.wait_for(lambda m: m["type"] == "seat" and m["seat"] == b.seat)
            took = time.monotonic() - started
            print(f"dropped seat replaced after {took * 1000:.1f} ms")
            assert msg["kind"] == "computer" and msg["why"] == "dropped"
            assert took < 1.0
            ends = await play_script(a)
            assert replay(server.lobby.tables[1].log.events) == [ends[0]["scores"]]
            await a.close()
    run(go())


def test_a_reconnect_with_the_seat_token_gets_the_seat_and_the_whole_state_back() -> None:
    async def go() -> None:
        async with running_server() as server:
            a = await _seated(server, "Ann")
            b = await _seated(server, "Bob")
            seat, token = b.seat, b.token
            task_b = asyncio.create_task(play_until(b, lambda m: False))
            await play_until(a, lambda m: len(m["tricks"]) >= 4)
            task_b.cancel()
            b.ws.transport.abort()
            await a.wait_for(lambda m: m["type"] == "seat" and m["why"] == "dropped")
            # While gone the seat is kept: a newcomer gets another one.
            c = await _seated(server, "Cy")
            assert c.seat != seat
            back = await Client.connect(url(server), "Bob")
            await back.send("resume", token=token, id=7)
            joined = await back.wait_for(lambda m: m["type"] == "joined")
            assert joined["resumed"] and joined["seat"] == seat and joined["id"] == 7
            state = await back.wait_for(lambda m: m["type"] == "state")
            table = server.lobby.tables[1]
            assert state["hand"] == [str(x) for x in table.match.hand.cards(seat)]
            assert len(state["tricks"]) == len(table.match.hand.tricks) >= 4
            assert state["kinds"][seat] == "human" and state["names"][seat] == "Bob"
            # A made-up token gets an error.
            await c.send("leave")
            await c.wait_for(lambda m: m["type"] == "left")
            await c.send("resume", token="nonsense")
            err = await c.wait_for(lambda m: m["type"] == "error")
            assert err["code"] == "bad_token"
            ends = await asyncio.gather(play_script(a), play_script(back))
            assert ends[0] == ends[1]
            for x in (a, back, c):
                await x.close()
    run(go())
