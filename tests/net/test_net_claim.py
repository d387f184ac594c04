"""Claims over the network, on a real server: the server referees a claim with the engine from
the claimant's view, everyone at the table sees it as one ``claim`` event, the computers claim
too, and every message still fits docs/protocol.schema.json."""

from __future__ import annotations

import asyncio
from typing import Any

from netkit import replay, running_server, server_schema, url

from retrohearts.net.client import Client
from retrohearts.net.protocol import ProtocolError, parse_client


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 120))


async def _seated(server: Any, name: str) -> Client:
    client = await Client.connect(url(server), name)
    await client.send("join")
    await client.wait_for(lambda m: m["type"] == "joined")
    return client


def test_claim_is_a_message_with_no_fields() -> None:
    assert parse_client('{"type": "claim", "id": 4}') == {"type": "claim", "id": 4}
    try:
        parse_client('{"type": "claim", "card": "AS"}')
    except ProtocolError as error:
        assert error.code == "bad_message"
    else:
        raise AssertionError("a field claim does not have was taken")


def test_a_person_claims_the_server_judges_and_everyone_sees_it() -> None:
    async def go() -> None:
        async with running_server() as server:
            ann = await _seated(server, "Ann")
            bob = await _seated(server, "Bob")
            schema = server_schema()
            refused: list[dict[str, Any]] = []
            granted: list[dict[str, Any]] = []
            seen_by_bob: list[dict[str, Any]] = []
            answered: set[Any] = set()

            async def bob_plays() -> None:
                while not any(c["seat"] == ann.seat for c in seen_by_bob):
                    msg = await bob.recv(60)
                    schema.validate(msg)
                    if msg["type"] == "event" and msg["event"] == "claim":
                        seen_by_bob.append(msg)
                    elif msg["type"] == "state" and msg["turn"]:
                        key = (msg["deal_number"], msg["turn"], len(msg["tricks"]),
                               len(msg["current"]))
                        if key not in answered:
                            answered.add(key)
                            if msg["turn"] == "pass":
                                await bob.send("pass", cards=msg["hand"][:3])
                            else:
                                await bob.send("play", card=msg["legal"][0])

            async def ann_claims() -> None:
                asked: set[Any] = set()
                last: dict[str, Any] = {}
                ref = 0
                while not granted:
                    msg = await ann.recv(30)
                    schema.validate(msg)
                    if msg["type"] == "error":
                        assert msg["code"] == "illegal" and msg["id"] == ref
                        refused.append(msg)
                        await ann.send("play", card=last["legal"][0])
                    elif msg["type"] == "event" and msg["event"] == "claim" \
                            and msg["seat"] == ann.seat:
                        granted.append(msg)
                    elif msg["type"] == "state" and msg["turn"]:
                        key = (msg["deal_number"], msg["turn"], len(msg["tricks"]),
                               len(msg["current"]))
                        if key in asked:
                            continue
                        asked.add(key)
                        if msg["turn"] == "pass":
                            await ann.send("pass", cards=msg["hand"][:3])
                        else:
                            last = msg
                            ref += 1
                            await ann.send("claim", id=ref)

            bob_task = asyncio.create_task(bob_plays())
            await ann_claims()
            end = await ann.wait_for(lambda m: m["type"] == "event" and m["event"] == "hand_end")
            await bob_task
            claim = granted[0]
            assert refused, "every claim was granted"
            assert all(r["message"].endswith(".") for r in refused)
            assert claim["kind"] in ("rest", "no_points") and claim["points"] == end["points"]
            assert [c for c in seen_by_bob if c["seat"] == ann.seat] == [claim]
            replay(server.lobby.tables[1].log.events)  # the log's claim replays in the engine
            await ann.close()
            await bob.close()
    run(go())


def test_a_claim_off_your_turn_is_refused() -> None:
    async def go() -> None:
        async with running_server() as server:
            ann = await _seated(server, "Ann")
            state = await ann.wait_for(lambda m: m["type"] == "state")
            assert state["phase"] == "pass"
            await ann.send("claim", id="c")
            err = await ann.wait_for(lambda m: m["type"] == "error")
            assert err["code"] == "not_your_turn" and err["id"] == "c"
            await ann.close()
    run(go())


def test_the_computers_claim_and_the_games_replay() -> None:
    async def go() -> None:
        async with running_server(rules="windows") as server:
            ann = await _seated(server, "Ann")
            schema = server_schema()
            ends = 0
            answered: set[Any] = set()
            claims: list[dict[str, Any]] = []
            while ends < 2:
                msg = await ann.recv(60)
                schema.validate(msg)
                if msg["type"] == "event" and msg["event"] == "game_end":
                    ends += 1
                elif msg["type"] == "event" and msg["event"] == "claim":
                    claims.append(msg)
                elif msg["type"] == "state" and msg["turn"]:
                    key = (msg["deal_number"], msg["turn"], len(msg["tricks"]),
                           len(msg["current"]))
                    if key not in answered:
                        answered.add(key)
                        if msg["turn"] == "pass":
                            await ann.send("pass", cards=msg["hand"][:3])
                        else:
                            await ann.send("play", card=msg["legal"][0])
            assert any(c["seat"] != ann.seat for c in claims), "no computer ever claimed"
            table = server.lobby.tables[1]
            finished = replay(table.log.events, "windows")
            assert len(finished) == 2
            await ann.close()
    run(go())


def test_a_pass_or_a_play_at_the_wrong_moment_is_told_why() -> None:
    """A play while your pass is awaited asks for the pass; a pass on your turn to play says
    the cards have been passed (not that it is someone else's turn)."""
    async def go() -> None:
        async with running_server() as server:
            ann = await _seated(server, "Ann")
            st = await ann.wait_for(lambda m: m["type"] == "state" and m["turn"] == "pass")
            await ann.send("play", card=st["hand"][0])
            err = await ann.wait_for(lambda m: m["type"] == "error")
            assert err["code"] == "not_your_turn" and err["message"] == "Pass your cards first"
            await ann.send("pass", cards=st["hand"][:3])
            st = await ann.wait_for(lambda m: m["type"] == "state" and m["turn"] == "play")
            await ann.send("pass", cards=st["hand"][:3])
            err = await ann.wait_for(lambda m: m["type"] == "error")
            assert err["code"] == "not_your_turn"
            assert err["message"] == "The cards have been passed: it is your turn to play"
            await ann.close()
    run(go())
