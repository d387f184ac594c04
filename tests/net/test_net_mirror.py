"""The mirror behind the pyxel network table, driven by the real TableController against a
real referee Table (no sockets): joining while others have already passed, joining in the
middle of the play, and the scores agreeing with the server at the end of the hand."""

from __future__ import annotations

import asyncio
from typing import Any

from retrohearts.hearts.rules import HouseRules
from retrohearts.net.computer import Thinkers
from retrohearts.net.mirror import Mirror
from retrohearts.net.table import Table, TableConfig
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.table.controller import Phase
from retrohearts.screens.hearts.table.remoteport import remote_controller
from retrohearts.screens.hearts.table.seats import SimplePlayer


class Peer:
    """A seat's connection: what the table sends is kept for the fake session."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.inbox: list[dict[str, Any]] = []

    def send_text(self, text: str) -> None:
        import json

        self.inbox.append(json.loads(text))


class FakeSession:
    """NetSession's two calls, wired straight to a Table."""

    def __init__(self, table: Table, seat: int, peer: Peer) -> None:
        self.table, self.seat, self.peer = table, seat, peer
        self.closed = False

    def poll(self) -> list[dict[str, Any]]:
        out, self.peer.inbox = self.peer.inbox, []
        return out

    def send(self, message: dict[str, Any]) -> None:
        if message["type"] == "pass":
            self.table.human_pass(self.seat, message["cards"])
        elif message["type"] == "play":
            self.table.human_play(self.seat, message["card"])


def make_table(rules: str = "windows") -> Table:
    """A referee table that stays on a finished hand (30 s) while the test looks at it."""
    config = TableConfig(rules=HouseRules.preset(rules), opponents=("Ducker",), delay=0,
                         trick_pause=0, hand_pause=30, turn_timeout=0, first_deal=4321)
    return Table(1, config, Thinkers(2))


async def seat_mirror(table: Table, seat: int) -> tuple[Any, FakeSession]:
    peer = Peer("Tess")
    table.start()
    peer.inbox.append({"type": "joined", "table": 1, "seat": seat, "token": "t",
                       "resumed": False})
    table.sit(peer, seat, "t")
    session = FakeSession(table, seat, peer)
    mirror = Mirror(session.send, ["", "", "", ""])
    for message in session.poll():
        mirror.feed(message)
    ctl = remote_controller(session, mirror, Controls(play_speed=10, between_tricks=1), 6)
    return ctl, session


async def computer_for(table: Table, seat: int) -> None:
    """Bob, another person at the table, lets the computer choose for him."""
    while True:
        await asyncio.sleep(0.002)
        if table.turn(seat):
            table.auto(seat)


async def play_hand(ctl: Any, limit: float = 60.0) -> None:
    """Answer for seat 0 frame by frame until the hand is over (``limit`` seconds at most:
    the computers think in threads, so the frames are not what bounds the game)."""
    me = SimplePlayer("me")
    loop = asyncio.get_running_loop()
    end = loop.time() + limit
    while loop.time() < end:
        await asyncio.sleep(0.0005)
        wait = ctl.waiting_for
        if wait == "pass":
            for card in me.choose_pass(ctl.view()):
                ctl.toggle_pass(card)
        elif wait == "play":
            ctl.play(me.choose_play(ctl.view()))
        elif wait == "continue":
            if ctl.phase is Phase.HAND_END:
                return
            ctl.press_continue()
        ctl.tick()
    raise AssertionError(f"stuck in {ctl.phase} waiting for {ctl.waiting_for}")


def own_plays(history: Any, seat: int = 0) -> int:
    """The cards ``seat`` chose in a hand: all it played, but those a claim played out."""
    limit = history.claim.plays_before if history.claim is not None else 52
    order = [s for t in history.tricks for s, _ in t.plays]
    return sum(1 for k, s in enumerate(order) if s == seat and k < limit)


def check_pass_in_history(finished: Any, table: Table) -> None:
    """The post-mortem's history has seat 0's pass and the one it received, exactly as the
    server's hand had them, the others marked unknown; the replay agrees with the server."""
    from retrohearts.hearts.postmortem import decisions, report_text

    history, real = finished.history, table.match.hand
    direction = real.pass_direction
    assert history.pass_direction is direction and history.dealt[0] == real.dealt(0)
    given = {p.giver: set(p.cards) for p in history.passes}
    source = direction.source(0)
    assert given[0] == set(real.passed(0)) and given[source] == set(real.passed(source))
    assert sorted(history.unknown_passes) == sorted({1, 2, 3} - {source})
    mine = decisions(history, finished.rules)
    assert mine[0].trick == 0 and set(mine[0].chosen) == set(real.passed(0))
    assert mine[0].view.hand == real.dealt(0) and len(mine) == 1 + own_plays(history)
    assert mine[1].view.received == tuple(sorted(real.received(0)))
    assert [t.plays for t in history.tricks] == [t.plays for t in real.tricks]
    names = ["You", "W", "N", "E"]
    text = report_text(history, names, finished.points, None)
    for seat in history.unknown_passes:
        assert f"{names[seat]} passed three cards to" in text
        stand_in = next(p.cards for p in history.passes if p.giver == seat)
        assert " ".join(c.label for c in stand_in) not in text
    assert "You passed" in text and f"{names[source]} passed" in text


def test_joining_after_the_others_passed_and_playing_the_hand() -> None:
    async def go() -> None:
        table = make_table()
        other = Peer("Bob")
        table.sit(other, 2, "b")  # Bob sits and thinks; the computers pass at once
        table._changed()
        for _ in range(50):
            await asyncio.sleep(0.01)
        # The computer in seat 0 passed too: a newcomer there finds its cards passed.
        assert [table.match.hand.has_passed(s) for s in range(4)] == [True, True, False, True]
        ctl, _ = await seat_mirror(table, 0)
        table.human_pass(2, [str(c) for c in table.match.hand.cards(2)[:3]])
        bob = asyncio.ensure_future(computer_for(table, 2))
        await play_hand(ctl)
        bob.cancel()
        assert ctl.port.scores == table.match.scores
        assert ctl.view().received == table.match.hand.received(0)
        # The last-hand review and the post-mortem replay the finished hand.
        from retrohearts.hearts.postmortem import decisions

        assert ctl.finished is not None and len(ctl.finished.history.tricks) == 13
        history = ctl.finished.history
        assert len(decisions(history, ctl.finished.rules)) == 1 + own_plays(history)
        assert (history.claim is not None) == any(  # a claim there was made at the server
            e["event"] == "claim" for e in table.log.events)
        assert ctl.port.names[2] == "Bob"
        check_pass_in_history(ctl.finished, table)
        table.close()
    asyncio.run(asyncio.wait_for(go(), 120))


def test_joining_in_the_middle_of_the_play_from_another_seat() -> None:
    async def go() -> None:
        table = make_table("xhearts")
        other = Peer("Bob")
        table.start()
        table.sit(other, 0, "b")
        for _ in range(400):  # Bob lets the computer play for him until trick 4
            await asyncio.sleep(0.005)
            if table.turn(0):
                table.auto(0)
            if len(table.match.hand.tricks) >= 3 and table.match.hand.current_trick:
                break
        ctl, _ = await seat_mirror(table, 3)  # seat 3 is seat 0 on this screen
        assert len(ctl.view().tricks) == len(table.match.hand.tricks)
        bob = asyncio.ensure_future(computer_for(table, 0))
        await play_hand(ctl)
        bob.cancel()
        real = table.match.scores
        assert ctl.port.scores == (real[3], real[0], real[1], real[2])
        assert ctl.port.names[1] == "Bob"
        table.close()
    asyncio.run(asyncio.wait_for(go(), 120))
