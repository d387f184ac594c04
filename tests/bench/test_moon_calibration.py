"""bench_moon_calibration: Julia's expected moon chances paired with what came of them."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import bench_moon_calibration as calib  # noqa: E402


def test_the_table_sorts_the_pairs_by_expected_chance() -> None:
    pairs = [(0.95, True), (0.92, False), (0.97, True), (0.3, False)]
    lines = calib.table(pairs)
    assert len(lines) == 2
    assert "0.0-0.5:    1  expected  30%  made   0%" in lines[0]
    assert "0.9-1.0:    3  expected  95%  made  67%" in lines[1]


def test_real_games_pair_every_shot_with_its_outcome() -> None:
    shots = calib.play_start((5, "ducker", 0, 3))
    assert shots.hands == 12                     # four games of three hands
    assert len(shots.first) <= shots.hands
    assert all(0.0 <= chance <= 1.0 for chance, _ in shots.every)
    made = sum(m for _, m in shots.first)
    assert len(shots.failed_points) == len(shots.first) - made
    assert shots.moons >= made
    assert len(shots.true_deal) == len(shots.first)
    assert [m for m, _ in shots.true_deal] == [m for _, m in shots.first]
    other = calib.Shots()
    other.add(shots)
    assert other == shots
