"""The table's state machine: whole games, the human's moves, timers, the log."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.cards import Card
from retrohearts.eventlog import EventLog, read_log
from retrohearts.hearts.rules import HouseRules, PassDirection
from retrohearts.screens.hearts.shared.controls import PROMPT, Controls
from retrohearts.screens.hearts.table.controller import HUMAN, Phase, TableController
from retrohearts.screens.hearts.table.matchport import MatchPort
from retrohearts.screens.hearts.table.seats import SimplePlayer, Thinker, make_opponent

NAMES = ["You", "Jeffrey", "Ellen", "Michael"]


def make(demo: bool = False, controls: Controls | None = None, seed: int = 3,
         rules: HouseRules | None = None, log: EventLog | None = None) -> TableController:
    port = MatchPort(rules or HouseRules(end_score=50), NAMES, seed=seed)
    players = [SimplePlayer(n, i) for i, n in enumerate(NAMES)]
    return TableController(port, players, controls or Controls(play_speed=10, between_tricks=1),
                           fps=30, demo=demo, log=log)


def run_until(c: TableController, cond, limit: int = 200_000) -> None:
    for _ in range(limit):
        if cond():
            return
        c.tick()
    raise AssertionError(f"stuck in {c.phase} waiting for {c.waiting_for}")


def drive_until(c: TableController, cond, limit: int = 400_000) -> None:
    """Answer for the human seat with the simplest legal choices, a frame at a time,
    until ``cond()`` holds."""
    me = SimplePlayer("me")
    for _ in range(limit):
        if cond():
            return
        wait = c.waiting_for
        if wait == "pass":
            for card in me.choose_pass(c.view()):
                c.toggle_pass(card)
        elif wait == "play":
            assert c.play(me.choose_play(c.view()))
        elif wait == "continue":
            assert c.press_continue()
        c.tick()
    raise AssertionError(f"stuck in {c.phase} waiting for {c.waiting_for}")


def play_human(c: TableController, games: int = 1) -> None:
    """Drive the human seat until ``games`` more games end."""
    start = c.games_finished
    drive_until(c, lambda: c.games_finished >= start + games)


def test_demo_game_finishes_and_scores_match_engine() -> None:
    c = make(demo=True)
    run_until(c, lambda: c.games_finished == 1)
    hand_ends = [e for e in c.log.events if e["event"] == "hand_end"]
    assert hand_ends[-1]["scores"] == list(c.port.scores)
    assert max(c.port.scores) >= 50
    assert c.state.winners == c.port.winners
    # each hand's arithmetic: points + before = total
    for e in hand_ends:
        assert [p + b for p, b in zip(e["points"], e["before"], strict=True)] == e["scores"]


def test_human_game_finishes() -> None:
    c = make()
    play_human(c)
    assert c.phase is Phase.GAME_END
    assert c.state.winners


def test_pass_selection_toggles_and_third_card_passes() -> None:
    c = make()
    run_until(c, lambda: c.waiting_for == "pass")
    hand = c.view().hand
    assert c.toggle_pass(hand[0])
    assert c.state.pass_selected == [hand[0]]
    assert c.toggle_pass(hand[0])
    assert c.state.pass_selected == []
    for card in hand[:3]:
        c.toggle_pass(card)
    run_until(c, lambda: c.phase is Phase.PASS_SHOW)
    assert c.state.passed == tuple(sorted(hand[:3]))
    assert len(c.state.received) == 3
    assert c.waiting_for == "continue"
    c.press_continue()
    c.tick()
    assert c.phase is Phase.PLAY


def test_no_pass_on_fourth_hand() -> None:
    c = make()
    directions = []
    for _ in range(4):
        run_until(c, lambda: c.phase in (Phase.PASS, Phase.PLAY))
        directions.append(c.port.pass_direction)
        hands = c.port.hands_played
        play_until_hand_over(c, hands)
    assert directions == [PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS,
                          PassDirection.NONE]


def play_until_hand_over(c: TableController, hands: int) -> None:
    drive_until(c, lambda: c.port.hands_played != hands)
    run_until(c, lambda: c.phase is Phase.HAND_END)
    c.press_continue()
    c.tick()


def test_illegal_card_is_refused_with_a_reason() -> None:
    c = make(rules=HouseRules.preset("windows").with_changes(end_score=50))
    me = SimplePlayer("me")
    for _ in range(100_000):
        wait = c.waiting_for
        if wait == "pass":
            for card in me.choose_pass(c.view()):
                c.toggle_pass(card)
        elif wait == "continue":
            c.press_continue()
        elif wait == "play":
            view = c.view()
            bad = [x for x in view.hand if x not in view.legal]
            if bad:
                assert not c.playable(bad[0])
                assert not c.play(bad[0])
                assert c.state.message
                assert c.waiting_for == "play"
                return
            c.play(view.legal[0])
        c.tick()
    pytest.fail("never had an unplayable card")


def test_computers_wait_at_play_speed() -> None:
    slow = Controls(play_speed=1, between_tricks=1)
    c = make(controls=slow)
    c.port.hand  # noqa: B018
    run_until(c, lambda: c.phase in (Phase.PASS, Phase.PLAY))
    # pass, then wait for the first computer play and count frames
    me = SimplePlayer("me")
    if c.waiting_for == "pass":
        for card in me.choose_pass(c.view()):
            c.toggle_pass(card)
        run_until(c, lambda: c.waiting_for == "continue")
        c.press_continue()
        c.tick()
    if c.hand.to_play == HUMAN:
        c.play(me.choose_play(c.view()))
        run_until(c, lambda: len(c.state.on_table) == 1 and not c._busy())
    before = len(c.state.on_table)
    frames = 0
    while len(c.state.on_table) == before:
        c.tick()
        frames += 1
    assert frames >= slow.play_delay_frames(30)


def test_prompt_between_tricks_waits_for_continue() -> None:
    c = make(controls=Controls(play_speed=10, between_tricks=PROMPT))
    drive_until(c, lambda: c.phase is Phase.TRICK_END, limit=100_000)
    for _ in range(500):
        c.tick()
    assert c.phase is Phase.TRICK_END and c.waiting_for == "continue"
    c.press_continue()
    c.tick()
    assert c.phase is Phase.COLLECT


def test_log_file_is_json_lines(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    log = EventLog(path)
    c = make(demo=True, log=log)
    run_until(c, lambda: c.games_finished == 1)
    log.close()
    events = read_log(path)
    kinds = {e["event"] for e in events}
    assert {"game_start", "deal", "pass", "play", "trick", "hand_end", "game_end"} <= kinds
    # every card of every hand is in a play, or in a trick a claim settled
    hands: list[list[str]] = []
    for e in events:
        if e["event"] == "deal":
            hands.append([])
        elif e["event"] == "play":
            hands[-1].append(e["card"])
        elif e["event"] == "claim":
            claimed = [card for t in e["tricks"] for _, card in t["plays"]]
            hands[-1] = [c for c in hands[-1] if c not in claimed] + claimed
    ended = sum(1 for e in events if e["event"] == "hand_end")
    assert all(len(set(cards)) == len(cards) == 52 for cards in hands[:ended])
    assert all(isinstance(e["deal_number"], int) for e in events if e["event"] == "deal")
    json.dumps(events)


def test_log_unwritable_path_does_not_crash(tmp_path: Path, capsys) -> None:
    log = EventLog(tmp_path / "no" / "such" / "dir" / "x.jsonl")
    log.write("deal", n=1)
    assert "?Error writing" in capsys.readouterr().err


def test_first_deal_number_is_used() -> None:
    port = MatchPort(HouseRules(), NAMES, first_deal=1234)
    assert port.deal_number == 1234


@settings(max_examples=15, deadline=None)
@given(st.integers(1, 10), st.integers(0, 5))
def test_controls_frames(speed: int, between: int) -> None:
    ctl = Controls(play_speed=speed, between_tricks=between)
    assert ctl.travel_frames(60) >= 1
    assert ctl.play_delay_frames(60) >= 0
    assert (ctl.trick_pause_frames(60) == 0) == (between == PROMPT)


def test_controls_reject_bad_values() -> None:
    with pytest.raises(ValueError):
        Controls(play_speed=11)
    with pytest.raises(ValueError):
        Controls(between_tricks=6)


def test_thinker_falls_back_to_choose_play() -> None:
    c = make()
    run_until(c, lambda: c.hand.phase == "play" and c.hand.to_play != HUMAN
              or c.waiting_for == "pass")
    player = make_opponent("Nobody-such", 1)
    view = c.view(1)
    if view.legal:
        card = Thinker(player, view).step(1.0)
        assert isinstance(card, Card) and card in view.legal


@pytest.mark.parametrize("stop_after_plays", [0, 5, 18])
def test_resume_mid_hand_continues(stop_after_plays: int, tmp_path: Path) -> None:
    from retrohearts.hearts.savegame import load_match, save_match

    c = make()
    drive_until(c, lambda: sum(1 for e in c.log.events if e["event"] == "play")
                >= stop_after_plays and c.phase in (Phase.PLAY, Phase.PASS), limit=100_000)
    save_match(c.port.match, tmp_path / "HEARTS.SAV")
    current = c.view().current
    port = MatchPort(HouseRules(end_score=50), NAMES, match=load_match(tmp_path / "HEARTS.SAV"))
    players = [SimplePlayer(n, i) for i, n in enumerate(NAMES)]
    resumed = TableController(port, players, Controls(play_speed=10, between_tricks=1), fps=30)
    assert [(f.seat, f.card) for f in resumed.state.on_table] == list(current)
    play_human(resumed)
    assert resumed.phase is Phase.GAME_END


class _Broken:
    """An opponent that answers nonsense or fails outright."""

    def __init__(self, mode: str) -> None:
        self.mode = mode

    def choose_pass(self, view) -> list[Card]:
        if self.mode == "raise":
            raise RuntimeError("boom")
        return [view.hand[0]] * 3

    def choose_play(self, view) -> Card:
        if self.mode == "raise":
            raise RuntimeError("boom")
        return next(Card.from_index(i) for i in range(52)
                    if Card.from_index(i) not in view.hand)  # not even its own card


@pytest.mark.parametrize("mode", ["raise", "nonsense"])
def test_faulty_opponent_does_not_stop_the_game(mode: str) -> None:
    port = MatchPort(HouseRules(end_score=50), NAMES, seed=8)
    players = [None, _Broken(mode), SimplePlayer("b"), SimplePlayer("c")]
    c = TableController(port, players, Controls(play_speed=10, between_tricks=1), fps=30)
    play_human(c)
    assert c.phase is Phase.GAME_END
    assert any(e["event"] == "player_error" for e in c.log.events)
