"""A table rebuilt from its course (net/course.py) is the same table: same hands, tricks,
scores, seats and tokens, and the same one-hand-a-deal records, at every kind of moment."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from netkit import play_until, running_server, url

from retrohearts.net.client import Client
from retrohearts.net.computer import Thinkers
from retrohearts.net.course import CourseError, restore
from retrohearts.net.table import Table, TableConfig


def snapshot(table: Table) -> dict[str, Any]:
    match = table.match
    hand = match.hand
    return {
        "cards": [sorted(map(str, hand.cards(s))) for s in range(4)],
        "tricks": [(t.leader, t.plays, t.winner) for t in hand.tricks],
        "current": list(hand.current_trick), "phase": hand.phase,
        "passed": [hand.has_passed(s) for s in range(4)] if hand.phase == "pass" else None,
        "scores": match.scores, "before": match.scores_before_hand,
        "hand": match.hand_number, "deal": hand.deal_number, "results": len(match.results),
        "hands_played": table.hands_played, "games_played": table.games_played,
        "seats": [(s.person, s.token, s.personality, s.computer) for s in table.seats],
        "seen": [sorted(k for k in seen if k.startswith("t:")) for seen in table._seen],
        "last": table.last_hand(),
    }


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 120))


def _rebuilt(table: Table, entries: list[dict[str, Any]]) -> Table:
    fresh = Table(table.id, table.config, table.thinkers)
    restore(fresh, json.loads(json.dumps(entries)))  # as read back from Redis
    return fresh


@pytest.mark.parametrize("stop", ["passing", "mid_trick", "hand_over", "second_game"])
def test_a_table_rebuilt_from_its_course_is_the_same(stop: str) -> None:
    def reached(m: dict[str, Any]) -> bool:
        if stop == "passing":
            return m["phase"] == "pass" and len(m["passed_seats"]) >= 2
        if stop == "mid_trick":
            return m["hand_number"] == 2 and len(m["tricks"]) == 6 and len(m["current"]) == 2
        if stop == "hand_over":
            return m["phase"] == "over" and m["hand_number"] == 3
        return m["hand_number"] == 1 and m["scores_before"] == [0, 0, 0, 0] and bool(
            m["tricks"]) and m["deal_number"] != 1234

    async def go() -> None:
        async with running_server(hand_pause=0.3) as server:
            table = server.lobby.tables[1]
            entries: list[dict[str, Any]] = []
            table.journal = lambda t, e: entries.append(e)
            ann = await Client.connect(url(server), "Ann")
            await ann.send("join", seat=0)
            bob = await Client.connect(url(server), "Bob")
            await bob.send("join", seat=2)
            task = asyncio.create_task(play_until(bob, lambda m: False))
            await play_until(ann, reached)
            while not task.done():
                task.cancel()
                await asyncio.wait({task}, timeout=0.05)
            await asyncio.sleep(0.05)  # the computers have nothing more to do
            want = snapshot(table)
            games = [i for i, e in enumerate(entries) if e["k"] == "game"]
            from_game = entries[games[-1]:]  # what Redis keeps: the stream is cut at a game
            got = snapshot(_rebuilt(table, from_game))
            for seat in got["seats"]:
                assert seat[0] is None or seat[1] is not None
            assert got == want
            for c in (ann, bob):
                await c.close()
    run(go())


def test_entries_that_are_not_this_game_are_refused() -> None:
    async def go() -> None:
        thinkers = Thinkers(1)
        try:
            table = Table(1, TableConfig(), thinkers)
            entries: list[dict[str, Any]] = []
            table.journal = lambda t, e: entries.append(e)
            table.start()
            fresh = Table(1, table.config, thinkers)
            hand = table.match.hand
            wrong = next(c for c in hand.cards(1))
            with pytest.raises(CourseError):
                restore(fresh, [*entries, {"k": "pass", "seat": 0, "cards": [str(wrong)] * 3}])
            with pytest.raises(CourseError):
                restore(Table(1, table.config, thinkers), [{"k": "next"}])
            with pytest.raises(CourseError):
                restore(Table(1, table.config, thinkers), [*entries, {"k": "fly"}])
        finally:
            thinkers.close()
    run(go())
