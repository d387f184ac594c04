"""Every byte the server sends is recorded, and no client ever receives a card it may not see.

Four people play a whole game (one of them drops and resumes).  Each seat's messages are then
walked in order against the truth of the server's own log: a seat may be told its own dealt
cards, the cards it received once the passing is over, and cards that have been played; every
play it hears about must be the next play of the real game, and another seat's pass reaches
it without cards.
"""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

from netkit import play_script, play_until, running_server, url

from retrohearts.hearts.deal import deal_cards
from retrohearts.net.client import Client

CARD = re.compile(r"^(?:[2-9TJQKA][CDSH])$")


def card_strings(value: Any) -> list[str]:
    """Every string in a message that is a card code."""
    if isinstance(value, str):
        return [value] if CARD.match(value) else []
    if isinstance(value, list):
        return [c for v in value for c in card_strings(v)]
    if isinstance(value, dict):
        return [c for v in value.values() for c in card_strings(v)]
    return []


def truth(events: list[dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """Per deal number: the plays in order and what each seat received."""
    out: dict[int, dict[str, Any]] = {}
    deal = None
    for e in events:
        if e["event"] == "deal":
            deal = e["deal_number"]
            out[deal] = {"plays": [], "received": {}}
        elif e["event"] == "play":
            out[deal]["plays"].append(e["card"])
        elif e["event"] == "received":
            out[deal]["received"][e["seat"]] = set(e["cards"])
    return out


def check_stream(seat: int, texts: list[str], real: dict[int, dict[str, Any]]) -> int:
    """Walk one seat's messages in order; return how many card codes were checked."""
    deal: int | None = None
    seen_plays = 0  # how many plays of this hand this seat has been shown
    got_cards = False
    checked = 0
    previous: int | None = None
    for text in texts:
        msg = json.loads(text)
        kind = msg["type"]
        if kind == "event" and msg["event"] == "deal" or kind == "state" and \
                msg["deal_number"] != deal:
            new = msg["deal_number"]
            if new != deal:
                previous, deal, seen_plays, got_cards = deal, new, 0, False
        if kind == "last_hand":
            if msg["available"]:
                plays = [c for t in msg["tricks"] for _, c in t["plays"]]
                assert previous is not None and plays == real[previous]["plays"]
            continue
        if deal is None:
            assert not card_strings(msg), msg
            continue
        plays = real[deal]["plays"]
        dealt = {str(c) for c in deal_cards(deal)[seat]}
        if kind == "event" and msg["event"] == "play":
            assert msg["card"] == plays[seen_plays], (seat, msg)
            seen_plays += 1
        if kind == "event" and msg["event"] == "received":
            assert msg["seat"] == seat
            got_cards = True
        if kind == "event" and msg["event"] == "pass" and msg["seat"] != seat:
            assert "cards" not in msg
        if kind == "state":
            shown = [c for t in msg["tricks"] for _, c in t["plays"]] + [
                c for _, c in msg["current"]]
            assert shown == plays[: len(shown)], (seat, msg)
            seen_plays = max(seen_plays, len(shown))
            if msg["phase"] != "pass":
                got_cards = True
            assert set(msg["passed"]) <= dealt
        allowed = dealt | set(plays[:seen_plays])
        if got_cards:
            allowed |= real[deal]["received"].get(seat, set())
        for code in card_strings(msg):
            assert code in allowed, f"seat {seat} was told {code}: {text[:300]}"
            checked += 1
    return checked


def test_no_client_ever_receives_a_card_it_may_not_see() -> None:
    async def go() -> None:
        async with running_server() as server:
            clients = []
            for i in range(4):
                c = await Client.connect(url(server), f"P{i}", record=True)
                await c.send("join")
                clients.append(c)
            streams: dict[int, list[str]] = {}
            # Seat 3 drops after a few tricks, comes back with its token and asks for "last".
            drop = clients[3]
            others = [asyncio.create_task(play_script(c)) for c in clients[:3]]
            await play_until(drop, lambda m: m["hand_number"] == 2 and len(m["tricks"]) >= 5)
            assert drop.seat is not None and drop.token is not None
            seat = drop.seat
            drop.ws.transport.abort()
            back = await Client.connect(url(server), "P3", record=True)
            await back.send("resume", token=drop.token)
            await back.send("last")
            ends = await asyncio.gather(play_script(back), *others)
            assert all(e == ends[0] for e in ends)
            for c in clients[:3]:
                assert c.seat is not None
                streams[c.seat] = c.received
            streams[seat] = drop.received + back.received
            real = truth(server.lobby.tables[1].log.events)
            total = sum(check_stream(s, texts, real) for s, texts in streams.items())
            assert total > 1000  # the check looked at real traffic
            for c in (*clients[:3], back):
                await c.close()
    asyncio.run(asyncio.wait_for(go(), 120))
