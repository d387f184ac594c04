"""The server's shortcuts for speed say exactly what the plain way would.

Each ``state`` is built from a public half encoded once for the table (its tricks encoded once
a hand) and a private half re-encoded only when the seat's turn, pass or own cards change;
every state a seat receives must equal the one built from scratch.  Table logs on a server are
buffered, and the server times each play to the next prompt.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from netkit import play_script, running_server, url

from retrohearts.eventlog import EventLog, read_log
from retrohearts.hearts.rules import HouseRules
from retrohearts.net.client import Client
from retrohearts.net.computer import Thinkers
from retrohearts.net.seatview import TrickTexts, encode_public, public_part, trick_json
from retrohearts.net.stats import Latency
from retrohearts.net.table import Table, TableConfig


class Peer:
    """A seat's connection that keeps the last state it was sent."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.state: dict[str, Any] | None = None
        self.states = 0

    def send_text(self, text: str | bytes) -> None:
        msg = json.loads(text)
        if msg["type"] == "state":
            self.state = msg
            self.states += 1


def test_every_state_sent_equals_the_state_built_from_scratch() -> None:
    async def go() -> None:
        config = TableConfig(rules=HouseRules.preset("xhearts"), opponents=("Ducker",),
                             delay=0.0, trick_pause=0.0, hand_pause=0.0, turn_timeout=0.0,
                             first_deal=77)
        thinkers = Thinkers(1)
        table = Table(1, config, thinkers)
        peers = [Peer(f"P{i}") for i in range(4)]
        table.start()
        for seat in (0, 1, 2):  # seat 3 stays a computer for the first hands
            table.sit(peers[seat], seat, f"t{seat}")
        checked = 0

        def check() -> None:
            nonlocal checked
            for seat, peer in enumerate(peers):
                if table.seats[seat].peer is peer and peer.state is not None:
                    assert peer.state == json.loads(json.dumps(table.state_for(seat)))
                    checked += 1

        for _ in range(50_000):
            await asyncio.sleep(0.0005 if table.seats[3].peer is None else 0)
            check()
            if table.hands_played >= 3 and table.seats[3].peer is None:
                table.sit(peers[3], 3, "t3")  # a person joins later, mid-hand
                check()
            if table.games_played >= 2:
                break
            for seat, peer in enumerate(peers):
                if table.seats[seat].peer is not peer:
                    continue
                hand = table.match.hand
                turn = table.turn(seat)
                if turn == "pass":
                    table.human_pass(seat, [str(c) for c in hand.cards(seat)[-3:]])
                elif turn == "play":
                    table.human_play(seat, str(hand.view(seat).legal[-1]))
                check()
        assert table.games_played >= 2 and checked > 1000
        table.close()
        thinkers.close()
    asyncio.run(asyncio.wait_for(go(), 60))


def test_the_tricks_are_encoded_once_and_start_afresh_with_a_new_hand() -> None:
    from retrohearts.hearts.match import Match

    texts = TrickTexts()
    match = Match(HouseRules.preset("xhearts"), first_deal=5)
    seen = 0
    for _ in range(2):
        hand = match.hand
        for seat in range(4):
            if not hand.has_passed(seat):
                hand.pass_cards(seat, list(hand.cards(seat)[:3]))
        while not hand.is_over:
            hand.play(hand.view(hand.to_play).legal[0])
            view = hand.view(0)
            fields: dict[str, Any] = dict(table=1, names="ABCD", kinds=["human"] * 4,
                                          hand_number=1, scores=[0] * 4, game_over=False,
                                          winners=[])
            fast = json.loads(encode_public(view, texts, **fields))
            assert fast == json.loads(json.dumps(public_part(view, **fields)))
            assert fast["tricks"] == [trick_json(t) for t in view.tricks]
            seen += 1
        match.next_hand()
    assert seen == 104


def test_a_buffered_log_reaches_the_file_when_flushed_and_when_closed(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    log = EventLog(path, keep=10, flush_seconds=3600.0)
    log.write("one", a=1)
    log.flush()
    assert [e["event"] for e in read_log(path)] == ["one"]
    log.write("two", b=2)
    log.write("three", c=3)
    log.close()
    assert [e["event"] for e in read_log(path)] == ["one", "two", "three"]
    plain = EventLog(tmp_path / "p.jsonl")
    plain.write("now")
    assert [e["event"] for e in read_log(tmp_path / "p.jsonl")] == ["now"]  # no flush needed
    plain.close()


def test_a_server_table_log_is_complete_after_a_game(tmp_path: Path) -> None:
    async def go() -> None:
        async with running_server(log_dir=tmp_path) as server:
            clients = []
            for i in range(4):
                c = await Client.connect(url(server), f"L{i}")
                await c.send("join")
                await c.wait_for(lambda m: m["type"] == "joined")
                clients.append(c)
            await asyncio.gather(*(play_script(c) for c in clients))
            for c in clients:
                await c.close()
            assert server.latency.samples  # plays timed to the next prompt
            assert "p99" in server.latency.summary()
            table = server.lobby.tables[1]
        events = read_log(tmp_path / "table-1.jsonl")
        assert [e["event"] for e in events].count("hand_end") == 4
        # Complete: every event the table logged reached the file (the computers may have
        # gone on to the next game while the people were leaving one by one).
        assert events == table.log.events
    asyncio.run(asyncio.wait_for(go(), 60))


def test_latency_summary() -> None:
    lat = Latency()
    assert lat.summary() == "stats: 0 plays answered"
    for ms in range(1, 101):
        lat.add(ms / 1000)
    assert lat.percentile(0.5) == 0.051 and lat.percentile(0.99) == 0.1
    assert "100 plays" in lat.summary() and "p99 100.00 ms" in lat.summary()
    lat.reset()
    assert not lat.samples


def test_events_kept_as_text_read_back_the_same_and_are_bounded() -> None:
    plain, text = EventLog(keep=3), EventLog(keep=3, as_text=True)
    for i in range(10):
        for log in (plain, text):
            log.write("play", seat=i % 4, card="QS", scores=[i, 0, 0, 0])
    assert text.events == plain.events and 3 <= len(text.events) <= 6
    assert text.events[-1] == {"event": "play", "seat": 1, "card": "QS", "scores": [9, 0, 0, 0]}
    import gc

    assert not any(gc.is_tracked(line) for line in text._lines)  # nothing for the collector
