"""The computers' thinking budget of a game: chosen once (``--work``, the save, else timed in a
window, else the desktop's), given to every searching seat and to the tutor, written in the
log (with the computers' seed) and in HEARTS.SAV, and kept when the game resumes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from retrohearts.hearts import HouseRules, Match
from retrohearts.hearts.players import budget
from retrohearts.hearts.players.search import SearchPlayer
from retrohearts.hearts_main import main
from retrohearts.screens.hearts.flow import GameOptions, build_table
from retrohearts.screens.hearts.shared.controls import Controls

FAST = Controls(play_speed=10, between_tricks=1)
JULIAS = ("Julia", "David", "Ellen")


def _julia_work(table: object) -> int:
    players = table.ctl.players  # type: ignore[attr-defined]
    julia = next(p for p in players if isinstance(p, SearchPlayer))
    assert julia.pass_work == budget.pass_work(julia.play_work)
    return int(julia.play_work)


def test_a_headless_game_thinks_with_the_desktop_budget_untimed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def timed(*_: object) -> int:
        raise AssertionError("a headless game must not time the machine")

    monkeypatch.setattr(budget, "calibrate", timed)
    table = build_table(GameOptions(seed=3, opponents=JULIAS, controls=FAST))
    assert table.ctl.work == budget.DESKTOP_WORK == _julia_work(table)


def test_a_game_in_a_window_times_the_machine_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[object] = []

    def timed(*args: object) -> int:
        calls.append(args)
        return 16_000

    monkeypatch.setattr(budget, "calibrate", timed)
    table = build_table(GameOptions(seed=3, opponents=JULIAS, controls=FAST, calibrate=True))
    assert table.ctl.work == 16_000 == _julia_work(table)
    assert table.ctl.port.match.work == 16_000  # what the save will say
    assert len(calls) == 1


def test_the_command_line_then_the_save_decide_before_any_timing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(budget, "calibrate", lambda *_: 16_000)
    saved = Match(HouseRules(), first_deal=77, work=25_000)
    resumed = build_table(GameOptions(seed=3, opponents=JULIAS, calibrate=True), match=saved)
    assert resumed.ctl.work == 25_000 == _julia_work(resumed)
    asked = build_table(GameOptions(seed=3, opponents=JULIAS, calibrate=True, work=12_000),
                        match=Match(HouseRules(), first_deal=77, work=25_000))
    assert asked.ctl.work == 12_000 == _julia_work(asked)
    old = build_table(GameOptions(seed=3, opponents=JULIAS, calibrate=True),
                      match=Match(HouseRules(), first_deal=77))  # a save from before
    assert old.ctl.work == 16_000


def test_the_next_game_at_the_table_keeps_the_budget() -> None:
    table = build_table(GameOptions(seed=3, opponents=JULIAS, controls=FAST, work=9_000))
    table.ctl.port.new_game()
    assert table.ctl.port.match.work == 9_000


def test_the_tutor_thinks_with_the_game_budget() -> None:
    from retrohearts.hearts.tutor import start_advice

    match = Match(HouseRules(), first_deal=77)
    hand = match.hand
    view = hand.view(0)
    light = start_advice(view, work=2_000)
    assert light._pass is not None and light._pass.work == budget.pass_work(2_000)
    assert start_advice(view)._pass.work == budget.pass_work(budget.DESKTOP_WORK)  # type: ignore[union-attr]


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(folder))
    monkeypatch.chdir(tmp_path)
    return folder


PLAY = 'wait 3; key SPACE; wait 3; text "Ada"; key ENTER; wait 3; key ESC; wait 30'
RESUME = "wait 3; key SPACE; wait 3; key ENTER; wait 6; key ESC; wait 30"


def _computers(log: Path) -> list[dict[str, object]]:
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    return [e for e in lines if e["event"] == "computers"]


def test_work_is_logged_saved_and_resumed(data: Path, tmp_path: Path) -> None:
    first = tmp_path / "first.jsonl"
    status = main(["--headless", "--frames", "120", "--work", "16000", "--seed", "4",
                   "--log", str(first), "--keys", PLAY + "; key CTRL+C"])
    assert status == 0
    assert [(e["work"], e["seed"]) for e in _computers(first)] == [(16_000, 4)]
    assert json.loads((data / "HEARTS.SAV").read_text())["work"] == 16_000
    again = tmp_path / "again.jsonl"
    status = main(["--headless", "--frames", "90", "--log", str(again), "--keys", RESUME])
    assert status == 0
    assert [e["work"] for e in _computers(again)] == [16_000]  # the save's, not the default


@pytest.mark.parametrize("value", ["999", "1000001", "lots", "-5", "1e4"])
def test_a_bad_work_option_is_refused_in_one_line(value: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--work", value, "--headless", "--frames", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"?Bad value for --work: '{value}'")


def test_the_command_line_knows_the_engine_budget_range() -> None:
    from retrohearts.pc.config import WORK_RANGE

    assert WORK_RANGE == (budget.MIN_WORK, budget.MAX_WORK)
