"""docs/protocol.schema.json against the real server: every message a client receives in whole
games, in every error the protocol has, in resumes, leaves, chat, lobby and last hand, must
match the schema, and every kind of message and event must have been seen (so the check
covers them all).  The schema's client messages and error codes are the server's own."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from netkit import play_script, running_server, url
from websockets.asyncio.client import connect

from retrohearts.net.client import Client
from retrohearts.net.protocol import CLIENT_TYPES, ERROR_CODES, ProtocolError, parse_client

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "docs" / "protocol.schema.json")
                    .read_text())


def _validator(name: str) -> jsonschema.protocols.Validator:
    cls = jsonschema.validators.validator_for(SCHEMA)
    cls.check_schema(SCHEMA)
    return cls({"$ref": f"#/$defs/{name}", "$defs": SCHEMA["$defs"]})


SERVER = _validator("server")
CLIENT = _validator("client")


def test_the_schema_names_every_client_message_field_and_error_code() -> None:
    defs = SCHEMA["$defs"]
    for kind, spec in CLIENT_TYPES.items():
        props = defs[f"client_{kind}"]["properties"]
        assert set(props) == {"type", "id", *spec}
        assert set(defs[f"client_{kind}"]["required"]) == {
            "type", *(k for k, (_, required) in spec.items() if required)}
    assert len(defs["client"]["oneOf"]) == len(CLIENT_TYPES)
    assert defs["error"]["properties"]["code"]["enum"] == list(ERROR_CODES)


@pytest.mark.parametrize("message", [
    {"type": "hello", "version": 1, "name": "Ann", "id": 1},
    {"type": "join"}, {"type": "join", "table": 2, "seat": 3, "id": "j"},
    {"type": "resume", "token": "abc"}, {"type": "pass", "cards": ["QS", "10d", "ah"]},
    {"type": "play", "card": "2C"}, {"type": "chat", "text": "hi"}, {"type": "auto"},
    {"type": "leave"}, {"type": "last"}, {"type": "ping", "id": 2**53 - 1}, {"type": "lobby"},
])
def test_client_messages_the_server_reads_fit_the_schema(message: dict[str, Any]) -> None:
    parse_client(json.dumps(message))
    CLIENT.validate(message)


@pytest.mark.parametrize("message", [
    {"type": "join", "seat": 4}, {"type": "ping", "id": 1.5}, {"type": "ping", "id": "x" * 33},
    {"type": "hello", "version": 1}, {"type": "play", "card": "2C", "extra": 1},
    {"type": "fly"}, {"type": "ping", "id": True},
])
def test_client_messages_the_server_refuses_do_not_fit_the_schema(
        message: dict[str, Any]) -> None:
    with pytest.raises(ProtocolError):
        parse_client(json.dumps(message))
    assert not CLIENT.is_valid(message)


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 120))


async def _errors(server: Any, clients: list[Client]) -> None:
    """Every refusal the protocol has (but elsewhere: the Redis test checks that one)."""
    c = await Client.connect(url(server), "Err", record=True)
    clients.append(c)

    async def ask(kind: str, raw: str | None = None, **fields: Any) -> dict[str, Any]:
        if raw is not None:
            await c.send_raw(raw)
        else:
            await c.send(kind, **fields)
        await c.send("ping", id="sync")
        got: list[dict[str, Any]] = []
        while True:
            msg = await c.recv(10)
            if msg.get("id") == "sync":
                return next(m for m in got if m["type"] in ("error", "joined", "left",
                                                              "last_hand"))
            got.append(msg)

    assert (await ask("", raw="{"))["code"] == "bad_json"
    assert (await ask("", raw='{"x": 1, "id": 5}'))["code"] == "bad_message"
    assert (await ask("fly"))["code"] == "unknown_type"
    assert (await ask("hello", version=1, name="Again"))["code"] == "already_hello"
    assert (await ask("", raw="x" * 5000))["code"] == "too_large"
    assert (await ask("join", table=99))["code"] == "no_table"
    assert (await ask("play", card="2C"))["code"] == "not_seated"
    assert (await ask("resume", token="nope"))["code"] == "bad_token"
    assert (await ask("last"))["code"] == "not_seated"
    assert (await ask("join", table=2, seat=1))["type"] == "joined"
    assert (await ask("join"))["code"] == "already_seated"
    assert (await ask("chat", text="\x1b[0m"))["code"] == "empty_chat"
    assert (await ask("play", card="ZZ"))["code"] in ("bad_card", "not_your_turn")
    state = c.state
    assert state is not None
    if state["turn"] == "pass":
        assert (await ask("pass", cards=state["hand"][:2]))["code"] == "illegal"
        assert (await ask("pass", cards=["XX", "2C", "3C"]))["code"] == "bad_card"
    assert (await ask("leave"))["type"] == "left"
    assert (await ask("join", table=2, seat=2))["code"] == "seen_hand"
    other = await Client.connect(url(server), "Taken", record=True)
    clients.append(other)
    await other.send("join", table=2, seat=3)
    hand = (await other.wait_for(lambda m: m["type"] == "state"))["hand"][:3]
    for _ in range(2):  # the second pass is never this seat's turn
        await other.send("pass", cards=hand)
    assert (await other.wait_for(lambda m: m["type"] == "error"))["code"] == "not_your_turn"
    assert (await ask("join", table=2, seat=3))["code"] == "no_seat"
    for raw, code in (('{"type": "lobby"}', "hello_first"),
                      ('{"type": "hello", "version": 9, "name": "V"}', "bad_version"),
                      ('{"type": "hello", "version": 1, "name": "\\u0007"}', "bad_name")):
        async with connect(url(server)) as ws:
            await ws.send(raw)
            reply = json.loads(await ws.recv())
            SERVER.validate(reply)
            assert reply["code"] == code


def test_everything_the_server_sends_fits_the_schema() -> None:
    async def go() -> None:
        async with running_server(tables=2) as server:
            clients = [await Client.connect(url(server), n, record=True)
                       for n in ("Ann", "Bob")]
            for c in clients:
                await c.send("lobby")
                await c.send("last")  # not seated: an error
                await c.send("join", table=1)
            await clients[0].wait_for(lambda m: m["type"] == "state")
            await clients[0].send("last")
            await clients[0].send("chat", text="good luck")
            await clients[0].send("auto")
            await asyncio.gather(*(play_script(c, 2) for c in clients))
            await clients[0].send("last", id=9)
            await clients[0].wait_for(lambda m: m["type"] == "last_hand" and m["available"])
            token = clients[1].token
            clients[1].ws.transport.abort()
            gone = clients.pop(1)
            back = await Client.connect(url(server), "Bob", record=True)
            await back.send("resume", token=token)
            await back.wait_for(lambda m: m["type"] == "state")
            clients.append(back)
            await _errors(server, clients)
            seen: set[str] = set()
            for c in clients:
                await c.send("ping", id="end")
                await c.wait_for(lambda m: m.get("id") == "end")
            for c in (*clients, gone):
                for text in c.received:
                    msg = json.loads(text)
                    SERVER.validate(msg)
                    seen.add(msg["type"] + (":" + msg["event"] if msg["type"] == "event"
                                            else ""))
                    if msg["type"] == "error":
                        seen.add("error:" + msg["code"])
                    if msg["type"] == "last_hand":
                        seen.add(f"last_hand:{msg['available']}")
            for c in clients:
                await c.close()
        wanted = {"welcome", "lobby", "joined", "left", "state", "seat", "chat", "pong",
                  "last_hand:True", "last_hand:False", *(f"event:{e}" for e in (
                      "game_start", "deal", "pass", "received", "play", "trick", "hand_end",
                      "game_end")),
                  *(f"error:{code}" for code in ERROR_CODES
                    if code not in ("elsewhere", "rate_limited", "hello_first", "bad_version",
                                    "bad_name"))}
        assert wanted <= seen, wanted - seen
    run(go())


def test_rate_limited_fits_the_schema() -> None:
    async def go() -> None:
        async with running_server(rate=0.001, burst=2) as server:
            c = await Client.connect(url(server), "Fast")
            for i in range(3):
                await c.send("ping", id=i)
            replies = [await c.recv(10) for _ in range(3)]
            for r in replies:
                SERVER.validate(r)
            assert replies[-1]["code"] == "rate_limited" and replies[-1]["id"] == 2
            await c.close()
    run(go())
