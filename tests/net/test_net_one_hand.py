"""One hand a deal: nobody may see a second seat's cards by hopping from seat to seat.

Every path to a second hand of the same deal is tried on a real server: leaving and joining on
one connection (the reproduction of issue 28, mid-trick, and between tricks), a second
connection, resuming with an old seat token, joining during the pass, joining without naming
a seat, and the server's option that counts an address as one person.  Each is refused with
``seen_hand`` until the next deal, and the seat already seen stays open to its holder.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

from netkit import play_until, running_server, url

from retrohearts.net.client import Client


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 120))


async def _seated(server: Any, name: str, record: bool = False, **join: Any) -> Client:
    client = await Client.connect(url(server), name, record=record)
    await client.send("join", **join)
    joined = await client.wait_for(lambda m: m["type"] in ("joined", "error"))
    assert joined["type"] == "joined", joined
    await client.wait_for(lambda m: m["type"] == "state")
    return client


async def _stop(task: asyncio.Task[Any]) -> None:
    """Cancel a script, again if Python 3.11's wait_for swallowed the first cancel (it does
    when the message it waited for arrives at the same moment)."""
    while not task.done():
        task.cancel()
        await asyncio.wait({task}, timeout=0.05)
    with contextlib.suppress(asyncio.CancelledError):
        await task


async def _ask(client: Client, kind: str, **fields: Any) -> dict[str, Any]:
    """Send a message with an id and return the direct reply to it."""
    ref = f"r{id(fields) % 100000}"
    await client.send(kind, id=ref, **fields)
    return await client.wait_for(lambda m: m.get("id") == ref)


async def _leave(client: Client) -> None:
    assert (await _ask(client, "leave"))["type"] == "left"


def _refused(reply: dict[str, Any], seat: int) -> None:
    assert reply["type"] == "error" and reply["code"] == "seen_hand", reply
    assert reply["seat"] == seat and f"seat {seat}" in reply["message"]


def _hand_of(server: Any, seat: int) -> list[str]:
    return [str(c) for c in server.lobby.tables[1].match.hand.cards(seat)]


def test_the_reproduction_of_issue_28_fails_during_trick_4() -> None:
    """A person in seat 0, the cheat in seat 1, computers in 2 and 3, all on the cheat's one
    connection: leave, join seat 2, join seat 3, back to seat 1."""
    async def go() -> None:
        async with running_server() as server:
            person = await _seated(server, "Ann", seat=0)
            cheat = await _seated(server, "Eve", record=True, seat=1)
            task = asyncio.create_task(play_until(cheat, lambda m: False))
            await play_until(person, lambda m: len(m["tricks"]) == 3 and bool(m["current"]))
            await _stop(task)
            mine = _hand_of(server, 1)
            await _leave(cheat)
            _refused(await _ask(cheat, "join", table=1, seat=2), 1)
            _refused(await _ask(cheat, "join", table=1, seat=3), 1)
            back = await _ask(cheat, "join", table=1, seat=1)
            assert back["type"] == "joined" and back["seat"] == 1
            state = await cheat.wait_for(lambda m: m["type"] == "state")
            assert state["seat"] == 1 and set(state["hand"]) <= set(mine)
            # What the cheat was told: seat 1's cards and nobody else's.
            seats = {json.loads(t).get("seat") for t in cheat.received
                     if json.loads(t)["type"] in ("state", "joined")}
            assert seats == {1}
            await person.close()
            await cheat.close()
    run(go())


def test_leaving_and_joining_between_tricks_and_without_naming_a_seat() -> None:
    async def go() -> None:
        async with running_server() as server:
            person = await _seated(server, "Ann", seat=0)
            cheat = await _seated(server, "Eve", seat=2)
            task = asyncio.create_task(play_until(cheat, lambda m: False))
            await play_until(person, lambda m: len(m["tricks"]) == 2 and not m["current"]
                             and m["turn"] == "play")
            await _stop(task)
            await _leave(cheat)
            _refused(await _ask(cheat, "join", table=1, seat=1), 2)
            _refused(await _ask(cheat, "join", seat=3), 2)
            # Without a seat, the server offers the one already seen.
            again = await _ask(cheat, "join")
            assert again["type"] == "joined" and again["seat"] == 2
            await person.close()
            await cheat.close()
    run(go())


def test_joining_during_the_pass() -> None:
    async def go() -> None:
        async with running_server() as server:
            person = await _seated(server, "Ann", seat=0)  # does not pass: the pass goes on
            cheat = await _seated(server, "Eve", seat=3)
            assert cheat.state is not None and cheat.state["phase"] == "pass"
            await cheat.send("pass", cards=cheat.state["hand"][:3])
            await _leave(cheat)
            for seat in (1, 2):
                _refused(await _ask(cheat, "join", table=1, seat=seat), 3)
            # A newcomer who has seen nothing of this deal may take seat 1.
            newcomer = await _seated(server, "Cy", seat=1)
            assert newcomer.state is not None and newcomer.state["seat"] == 1
            for c in (person, cheat, newcomer):
                await c.close()
    run(go())


def test_a_second_connection_sees_one_hand_at_most() -> None:
    """One connection stays in seat 1; a second one may sit once (it is a newcomer: the
    server cannot tell it from another person by default), but not hop on."""
    async def go() -> None:
        async with running_server() as server:
            person = await _seated(server, "Ann", seat=0)
            cheat = await _seated(server, "Eve", seat=1)
            second = await _seated(server, "Eve", seat=2)
            assert second.state is not None and second.state["names"][2] == "Eve 2"
            await _leave(second)
            _refused(await _ask(second, "join", table=1, seat=3), 2)
            for c in (person, cheat, second):
                await c.close()
    run(go())


def test_an_address_counts_as_one_person_with_the_option() -> None:
    async def go() -> None:
        async with running_server(one_hand_per_address=True) as server:
            person = await _seated(server, "Ann", seat=0)
            other = await Client.connect(url(server), "Bob")  # the same address, 127.0.0.1
            _refused(await _ask(other, "join", table=1, seat=1), 0)
            # The seat already seen from this address is the only one it may take, and the
            # next deal does not change that while someone from it sits there.
            await _leave(person)
            joined = await _ask(other, "join", table=1)
            assert joined["type"] == "joined" and joined["seat"] == 0
            for c in (person, other):
                await c.close()
    run(go())


def test_resuming_with_an_old_token() -> None:
    async def go() -> None:
        async with running_server() as server:
            person = await _seated(server, "Ann", seat=0)
            first = await _seated(server, "Eve", seat=1)
            old_token = first.token
            assert old_token is not None
            first.ws.transport.abort()  # dropped: seat 1 is kept for the token
            await person.wait_for(lambda m: m["type"] == "seat" and m["why"] == "dropped")
            # A new connection is a newcomer: it may sit in seat 2...
            hopper = await _seated(server, "Eve", seat=2)
            await _leave(hopper)
            # ...but not then take seat 1 back with the old token,
            _refused(await _ask(hopper, "resume", token=old_token), 2)
            # while a connection that has seen nothing else may.
            back = await Client.connect(url(server), "Eve")
            joined = await _ask(back, "resume", token=old_token)
            assert joined["type"] == "joined" and joined["seat"] == 1
            assert joined["token"] == old_token
            # Having resumed seat 1, that connection may not hop to seat 3 either.
            await _leave(back)
            _refused(await _ask(back, "join", table=1, seat=3), 1)
            for c in (person, hopper, back):
                await c.close()
    run(go())


def test_a_token_remembers_its_seat_on_a_new_connection() -> None:
    """Seat 2's token, resumed on a fresh connection and given up, still marks that
    connection as having seen seat 2."""
    async def go() -> None:
        async with running_server() as server:
            person = await _seated(server, "Ann", seat=0)
            eve = await _seated(server, "Eve", seat=2)
            token = eve.token
            eve.ws.transport.abort()
            await person.wait_for(lambda m: m["type"] == "seat" and m["why"] == "dropped")
            again = await Client.connect(url(server), "Eve")
            assert (await _ask(again, "resume", token=token))["type"] == "joined"
            await _leave(again)
            _refused(await _ask(again, "join", table=1, seat=1), 2)
            for c in (person, again):
                await c.close()
    run(go())


def test_the_next_deal_opens_every_seat_again() -> None:
    async def go() -> None:
        async with running_server() as server:
            person = await _seated(server, "Ann", seat=0)
            cheat = await _seated(server, "Eve", seat=1)
            deal = cheat.state["deal_number"] if cheat.state else None
            await _leave(cheat)
            _refused(await _ask(cheat, "join", table=1, seat=2), 1)
            await play_until(person, lambda m: m["deal_number"] != deal)
            joined = await _ask(cheat, "join", table=1, seat=2)
            assert joined["type"] == "joined" and joined["seat"] == 2
            for c in (person, cheat):
                await c.close()
    run(go())


def test_whoever_sits_through_a_new_deal_has_seen_its_hand() -> None:
    async def go() -> None:
        async with running_server() as server:
            person = await _seated(server, "Ann", seat=0)
            cheat = await _seated(server, "Eve", seat=1)
            deal = cheat.state["deal_number"] if cheat.state else None
            task = asyncio.create_task(play_until(cheat, lambda m: False))
            await play_until(person, lambda m: m["deal_number"] != deal)
            await _stop(task)
            await _leave(cheat)
            _refused(await _ask(cheat, "join", table=1, seat=3), 1)
            for c in (person, cheat):
                await c.close()
    run(go())
