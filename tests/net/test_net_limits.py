"""What the server does on an open network: it cleans names and chat, limits rates, closes
connections that keep misbehaving or send giant frames, and never waits for a silent person."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from netkit import play_script, running_server, url
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from retrohearts.net.client import Client


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_names_and_chat_lose_control_characters_and_escapes_and_are_bounded() -> None:
    async def go() -> None:
        async with running_server() as server:
            a = await Client.connect(url(server), "\x1b[31mMallory\x1b[0m\x07\u202eX" + "y" * 40)
            assert a.name == "MalloryXyyyyyyyy"
            b = await Client.connect(url(server), "Bob")
            for c in (a, b):
                await c.send("join")
                await c.wait_for(lambda m: m["type"] == "joined")
            await a.send("chat", text="hi\x1b]0;owned\x07 there\r\n\x1b[2J" + "!" * 500)
            msg = await b.wait_for(lambda m: m["type"] == "chat")
            assert msg["name"] == "MalloryXyyyyyyyy" and msg["seat"] == a.seat
            assert msg["text"].startswith("hi there !!!") and len(msg["text"]) == 200
            assert all(ch.isprintable() for ch in msg["text"])
            await a.send("chat", text="\x1b[0m\x00")
            err = await a.wait_for(lambda m: m["type"] == "error")
            assert err["code"] == "empty_chat"
            bad = await connect(url(server))
            await bad.send(json.dumps({"type": "hello", "version": 1, "name": "\x1b[1m\x07"}))
            assert json.loads(await bad.recv())["code"] == "bad_name"
            await bad.close()
            for c in (a, b):
                await c.close()
    run(go())


def test_a_client_that_keeps_misbehaving_is_disconnected() -> None:
    async def go() -> None:
        async with running_server(strikes=10) as server:
            ws = await connect(url(server))
            with pytest.raises(ConnectionClosed) as caught:
                for _ in range(200):
                    await ws.send("not json")
                    await ws.recv()
            assert caught.value.rcvd is not None and caught.value.rcvd.code == 1008
            ok = await Client.connect(url(server), "fine")  # the server is still up
            await ok.close()
    run(go())


def test_rate_limit_answers_rate_limited() -> None:
    async def go() -> None:
        async with running_server(rate=5.0, burst=10.0, strikes=0) as server:
            c = await Client.connect(url(server), "fast")
            for i in range(40):
                await c.send("ping", id=i)
            codes = []
            for _ in range(40):
                msg = await c.recv(10)
                codes.append(msg.get("code", msg["type"]))
            assert codes.count("rate_limited") >= 20 and codes.count("pong") >= 9
            await c.close()
    run(go())


def test_a_giant_frame_closes_only_that_connection() -> None:
    async def go() -> None:
        async with running_server() as server:
            other = await Client.connect(url(server), "other")
            ws = await connect(url(server), max_size=None)
            await ws.send("x" * 200_000)
            with pytest.raises(ConnectionClosed):
                await ws.recv()
            await other.send("ping", id=1)
            assert (await other.recv(10))["type"] == "pong"
            await other.close()
    run(go())


def test_silence_before_hello_closes_the_connection() -> None:
    async def go() -> None:
        async with running_server(hello_seconds=0.2) as server:
            ws = await connect(url(server))
            with pytest.raises(ConnectionClosed):
                await ws.recv()
    run(go())


def test_the_computer_decides_for_a_person_who_stays_silent() -> None:
    async def go() -> None:
        async with running_server(turn_timeout=0.05) as server:
            silent = await Client.connect(url(server), "Zzz")
            await silent.send("join")
            msg = await silent.wait_for(lambda m: m["type"] == "event"
                                        and m["event"] == "hand_end", timeout=30)
            assert sum(msg["points"]) in (26, 78, 16, 68, -26)
            await silent.close()
    run(go())


def test_question_mark_lets_the_computer_choose_and_errors_carry_the_engine_reason() -> None:
    async def go() -> None:
        async with running_server() as server:
            a = await Client.connect(url(server), "Ann")
            await a.send("join")
            state = await a.wait_for(lambda m: m["type"] == "state" and m["turn"] == "pass")
            await a.send("pass", cards=state["hand"][:2], id="p")
            err = await a.wait_for(lambda m: m["type"] == "error")
            assert err == {"type": "error", "code": "illegal", "id": "p",
                           "message": "Pass exactly 3 different cards"}
            await a.send("auto", id="q")
            state = await a.wait_for(lambda m: m["type"] == "state" and m["phase"] == "play")
            assert len(state["passed"]) == 3
            await a.send("play", card="AS" if "AS" not in state["legal"] else "KS", id="w")
            # Not our turn, or not a legal card: either way an error with a reason.
            err = await a.wait_for(lambda m: m["type"] == "error")
            assert err["code"] in ("not_your_turn", "illegal") and err["message"]
            await a.send("lobby")
            lobby = await a.wait_for(lambda m: m["type"] == "lobby")
            assert lobby["tables"][0]["free"] == [1, 2, 3]
            await a.close()
    run(go())


def test_lobby_offers_free_seats_and_full_tables_refuse() -> None:
    async def go() -> None:
        async with running_server(tables=2) as server:
            people = [await Client.connect(url(server), f"P{i}") for i in range(9)]
            seats = []
            for p in people:
                await p.send("join")
                seats.append(await p.wait_for(lambda m: m["type"] in ("joined", "error")))
            assert [s.get("table") for s in seats[:8]] == [1] * 4 + [2] * 4
            assert seats[8]["code"] == "no_seat"
            await people[0].send("join", table=5)
            assert (await people[0].wait_for(lambda m: m["type"] == "error"))["code"] \
                == "already_seated"
            for p in people:
                await p.close()
    run(go())


def test_play_script_is_not_disturbed_by_unknown_tables() -> None:
    async def go() -> None:
        async with running_server() as server:
            c = await Client.connect(url(server), "Ann")
            await c.send("join", table=3)
            assert (await c.recv(10))["code"] == "no_table"
            await c.send("join", table=1, seat=2)
            assert (await c.recv(10))["seat"] == 2
            ends = await play_script(c)
            assert ends[0]["hands"] == 4
            await c.close()
    run(go())


def test_fragmented_binary_and_bad_utf8_messages_are_read_like_whole_ones() -> None:
    """Messages reach the server's handler straight from the socket (net/direct.py): one in
    fragments is joined, a binary one is read as UTF-8, bad UTF-8 is a bad_json error."""
    async def go() -> None:
        async with running_server() as server:
            ws = await connect(url(server), compression=None)
            hello = json.dumps({"type": "hello", "version": 1, "name": "Frag"})
            await ws.send([hello[:5], hello[5:17], hello[17:]])  # three frames, one message
            assert json.loads(await ws.recv())["type"] == "welcome"
            await ws.send(json.dumps({"type": "ping", "id": 7}).encode())  # a binary frame
            assert json.loads(await ws.recv()) == {"type": "pong", "id": 7}
            await ws.send(b'{"type": "ping", "x": "\xff"}')
            assert json.loads(await ws.recv())["code"] == "bad_json"
            await ws.send([b'{"type": "lo', b'bby", "id": "L"}'])
            lobby = json.loads(await ws.recv())
            assert lobby["type"] == "lobby" and lobby["id"] == "L"
            await ws.close()
    run(go())


def test_a_client_that_does_not_read_is_cut_off_and_the_server_goes_on(
        caplog: pytest.LogCaptureFixture) -> None:
    import logging
    import socket

    caplog.set_level(logging.INFO, logger="retrohearts.net")

    async def go() -> None:
        async with running_server(tables=12, write_limit=2000) as server:
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.setblocking(False)
            await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", server.port))
            ws = await connect(url(server), sock=sock, compression=None)
            await ws.send(json.dumps({"type": "hello", "version": 1, "name": "Deaf"}))
            cut = False
            for _ in range(5000):  # lobby listings it never reads
                try:
                    await ws.send(json.dumps({"type": "lobby"}))
                except ConnectionClosed:
                    cut = True
                    break
                await asyncio.sleep(0)
                if not server.connections:
                    cut = True
                    break
            assert cut and "too slow reading" in caplog.text
            ok = await Client.connect(url(server), "fine")  # everyone else is served
            await ok.send("lobby")
            assert (await ok.wait_for(lambda m: m["type"] == "lobby"))["tables"]
            await ok.close()
            ws.transport.abort()
    run(go())


def test_a_message_no_reply_could_carry_leaves_the_table_talking() -> None:
    """A join whose id is a lone surrogate (valid JSON, but no UTF-8 can carry it) once made
    the server's reply fail to encode, and the writes of everyone after the sender stopped
    for good: now it is refused, and the other player at the table still hears everything."""
    async def go() -> None:
        async with running_server() as server:
            victim = await Client.connect(url(server), "Vic")
            await victim.send("join", table=1)
            await victim.wait_for(lambda m: m["type"] == "joined")
            ws = await connect(url(server))
            await ws.send(json.dumps({"type": "hello", "version": 1, "name": "Mal"}))
            assert json.loads(await ws.recv())["type"] == "welcome"
            await ws.send('{"type": "join", "table": 1, "id": "\\ud800"}')
            reply = json.loads(await ws.recv())
            assert reply["type"] == "error" and reply["code"] == "bad_json"
            await ws.send(json.dumps({"type": "join", "table": 1, "id": "ok"}))
            await victim.wait_for(lambda m: m["type"] == "seat" and m.get("name") == "Mal")
            await victim.send("chat", text="still here")
            said = await victim.wait_for(lambda m: m["type"] == "chat")
            assert said["text"] == "still here"
            await ws.close()
    run(go())


def test_a_connection_that_fails_to_write_is_closed_and_the_others_are_written() -> None:
    from retrohearts.net.server import HeartsServer

    class Fake:
        def __init__(self, fails: bool) -> None:
            self.fails, self.flushed, self.closed = fails, False, False
            self.address = "127.0.0.1"

        def flush(self) -> None:
            if self.fails:
                raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")
            self.flushed = True

        def close(self, code: int, reason: str) -> None:
            self.closed = True

    bad, good = Fake(True), Fake(False)
    HeartsServer._flush([bad, good])  # type: ignore[list-item]
    assert bad.closed and not bad.flushed
    assert good.flushed and not good.closed
