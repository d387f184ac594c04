"""docs/protocol.md taken at its word, on a real server: ids, the seat range, strict JSON,
bad UTF-8 in a text frame (RFC 6455: close 1007), what gets no direct reply, what a resume
and a leave answer, and that computers may pass before the people have joined."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from netkit import running_server, url
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from retrohearts.net.client import Client
from retrohearts.net.protocol import MAX_MESSAGE_BYTES, ProtocolError, parse_client


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 60))


@pytest.mark.parametrize(("text", "kept"), [
    ("1", 1), ("-7", -7), ("1.0", 1), ("1e3", 1000), ("-0.0", 0), ("9007199254740991", 2**53 - 1),
    ('"abc"', "abc"), ('"' + "x" * 32 + '"', "x" * 32),
])
def test_ids_the_doc_allows_are_answered_as_integers_or_strings(text: str, kept: Any) -> None:
    msg = parse_client('{"type": "ping", "id": ' + text + "}")
    assert msg["id"] == kept and type(msg["id"]) is type(kept)


@pytest.mark.parametrize(("text", "echo"), [
    ("1.5", 1.5), ("-0.25", -0.25), ("9007199254740992", 2**53), ("1e300", 1e300),
    ("12345678901234567890123", 12345678901234567890123), ('"' + "x" * 33 + '"', "x" * 33),
    ("true", None), ("[1]", None), ("{}", None), ("1e999", None),
])
def test_other_ids_are_refused_and_still_answered_with_when_readable(text: str,
                                                                      echo: Any) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_client('{"type": "ping", "id": ' + text + "}")
    assert caught.value.code == "bad_message" and caught.value.ref == echo


@pytest.mark.parametrize("raw", ['{"type": "ping", "id": NaN}', '{"type": "ping", "x": Infinity}',
                                 '{"type": "join", "table": -Infinity}'])
def test_nan_and_infinity_are_not_json(raw: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_client(raw)
    assert caught.value.code == "bad_json"


@pytest.mark.parametrize("seat", [4, -1, 99])
def test_a_seat_outside_0_to_3_is_a_bad_message(seat: int) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_client(json.dumps({"type": "join", "seat": seat, "id": 3}))
    assert caught.value.code == "bad_message" and caught.value.ref == 3


def test_a_message_refused_before_it_is_read_still_carries_its_id() -> None:
    big = json.dumps({"type": "chat", "text": "x" * MAX_MESSAGE_BYTES, "id": "big"})
    with pytest.raises(ProtocolError) as caught:
        parse_client(big)
    assert caught.value.code == "too_large" and caught.value.ref == "big"


def test_on_the_wire_ids_errors_and_replies() -> None:
    async def go() -> None:
        async with running_server() as server:
            ws = await connect(url(server), compression=None)
            await ws.send(json.dumps({"type": "hello", "version": 1, "name": "Id", "id": 1.0}))
            assert json.loads(await ws.recv())["id"] == 1
            await ws.send('{"type": "ping", "id": 1.5}')
            err = json.loads(await ws.recv())
            assert err["code"] == "bad_message" and err["id"] == 1.5
            await ws.send('{"type": "ping", "id": 9007199254740993}')
            assert '"id":9007199254740993' in await ws.recv()
            await ws.send('{"type": "ping", "id": NaN}')
            err = json.loads(await ws.recv())
            assert err["code"] == "bad_json" and "id" not in err
            await ws.send(json.dumps({"type": "join", "table": 1, "seat": 4, "id": "s"}))
            err = json.loads(await ws.recv())
            assert err == {**err, "code": "bad_message", "id": "s"}
            await ws.close()
    run(go())


def test_bad_utf8_in_a_text_frame_closes_with_1007_and_the_table_goes_on() -> None:
    async def go() -> None:
        async with running_server() as server:
            other = await Client.connect(url(server), "Ann")
            await other.send("join")
            await other.wait_for(lambda m: m["type"] == "state")
            ws = await connect(url(server), compression=None)
            await ws.send(json.dumps({"type": "hello", "version": 1, "name": "Utf"}))
            await ws.recv()
            async with ws.send_context():
                ws.protocol.send_text(b'{"type": "ping", "x": "\xff"}')  # not UTF-8, as text
            with pytest.raises(ConnectionClosed) as closed:
                await ws.recv()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1007
            await other.send("ping", id="still")
            assert (await other.wait_for(lambda m: m.get("id") == "still"))["type"] == "pong"
            await other.close()
    run(go())


def test_no_direct_reply_to_a_pass_or_play_and_leave_and_resume_answer_as_written() -> None:
    async def go() -> None:
        async with running_server() as server:
            ann = await Client.connect(url(server), "Ann")
            await ann.send("join", seat=0)
            # Computers pass as soon as a person sits down, without waiting for the others.
            state = await ann.wait_for(lambda m: m["type"] == "state"
                                       and sorted(m["passed_seats"]) == [1, 2, 3])
            assert state["phase"] == "pass" and state["turn"] == "pass"
            await ann.send("pass", cards=state["hand"][:3], id="p")
            await ann.send("ping", id="after")
            seen: list[dict[str, Any]] = []
            while True:
                msg = await ann.recv(10)
                if msg.get("id") == "after":
                    break
                seen.append(msg)
            assert not any("id" in m for m in seen)
            assert any(m["type"] == "event" and m["event"] == "received" for m in seen)
            token = ann.token
            ann.ws.transport.abort()
            back = await Client.connect(url(server), "Ann")
            await back.send("resume", token=token, id="r")
            joined = await back.wait_for(lambda m: m.get("id") == "r")
            assert joined["type"] == "joined" and joined["token"] == token and joined["resumed"]
            await back.send("leave", id="l")
            left = await back.wait_for(lambda m: m.get("id") == "l")
            assert left == {"type": "left", "why": "", "id": "l"}
            await back.close()
    run(go())
