"""Kill -9 during saves never loses the game, and temporaries do not pile up (killkit.py)."""

from __future__ import annotations

from pathlib import Path

from killkit import kill_series

KILLS = 24


def test_sigkill_while_saving_never_loses_the_game(tmp_path: Path) -> None:
    report = kill_series(tmp_path, KILLS, seed=7)
    assert report.failures == []
    assert report.kills == report.loaded == KILLS
    assert report.most_temps <= 1  # each start clears the last run's temporary
    assert report.temps_left == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["HEARTS.SAV", "HEARTS.TBL"]
