"""DEMO (the attract mode): twenty whole games across every mode, no errors, and a
log that replays exactly through the engine."""

from __future__ import annotations

from pathlib import Path

from table_driver import ALL_MODES, Driver, palette_check, replay_scores, start

from retrohearts.eventlog import read_log
from retrohearts.hearts.rules import HouseRules


def test_twenty_demo_games_across_every_mode(tmp_path: Path) -> None:
    games = 0
    for i in range(20):
        mode, monitor = ALL_MODES[i % len(ALL_MODES)]
        log = tmp_path / f"demo{i}.jsonl"
        app, table = start(mode, monitor, demo=True, seed=100 + i, end_score=100, log=log)
        driver = Driver(app, table, draw_every=5)
        while table.ctl.games_finished < 1:
            driver.frame()
            assert driver.frames < 60_000
        driver.app.draw()
        assert palette_check(app) == set()
        table.ctl.log.close()
        events = read_log(log)
        hand_ends = [e for e in events if e["event"] == "hand_end"]
        assert replay_scores(events, HouseRules(end_score=100)) == [e["scores"] for e in
                                                                    hand_ends]
        end = [e for e in events if e["event"] == "game_end"][0]
        assert max(end["scores"]) >= 100
        assert end["winners"] == [s for s in range(4) if end["scores"][s] == min(end["scores"])]
        games += 1
    assert games == 20
