"""bench_strength's reproducible mode: one game per process, saved, compared game by game."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))

import bench_strength  # noqa: E402
import strength_pairs  # noqa: E402


def _record(start: int, seat: int, margins: list[float]) -> dict[str, object]:
    return {"start": start, "seat": seat, "margins": margins}


def test_a_game_record_gives_back_its_tally() -> None:
    tally = bench_strength.Tally(margins_by_start={7: [1.5, -2.0]}, points=[3, 9], wins=1.0,
                                 games=1, moons=1, attempts=2, play_times=[0.01])
    record = bench_strength.game_record(7, 2, tally)
    assert json.loads(json.dumps(record)) == record
    assert record["start"] == 7 and record["seat"] == 2 and record["margins"] == [1.5, -2.0]
    assert bench_strength.tally_of(record) == tally


def test_merging_the_games_of_one_start_keeps_every_hand() -> None:
    into = bench_strength.Tally()
    for seat in range(4):
        bench_strength.merge(into, bench_strength.Tally(margins_by_start={5: [float(seat)]}))
    assert into.margins_by_start == {5: [0.0, 1.0, 2.0, 3.0]}


def test_the_comparison_is_paired_over_the_starts_both_runs_played() -> None:
    base = {(s, h): _record(s, h, [float(s)]) for s in (1, 2, 3) for h in range(4)}
    new = {(s, h): _record(s, h, [float(s) + (1.0 if s == 3 else 0.5)])
           for s in (1, 3, 4) for h in range(4)}
    text = strength_pairs.compare(base, new)
    assert "+0.75" in text and "8 games" in text and "2 starts" in text
    assert "0 games identical" in text
    assert "too few" in strength_pairs.compare(base, {})


def test_a_fresh_run_is_saved_and_an_identical_rerun_compares_equal(tmp_path: Path) -> None:
    saved = tmp_path / "base.jsonl"
    common = [sys.executable, str(BENCH / "bench_strength.py"), "--games", "2", "--max-hands",
              "1", "--field", "ducker", "--player", "Jeffrey", "--fresh", "--jobs", "2"]
    first = subprocess.run([*common, "--save", str(saved)], capture_output=True, text=True,
                           check=True, cwd=tmp_path)
    assert "8 hands, 8 games" in first.stdout
    games = strength_pairs.load_games(saved)
    assert sorted(games) == [(s, h) for s in (1, 7920) for h in range(4)]
    again = subprocess.run([*common, "--against", str(saved)], capture_output=True, text=True,
                           check=True, cwd=tmp_path)
    assert "paired: +0.00" in again.stdout
    assert "8 games identical" in again.stdout


def test_save_without_fresh_is_refused(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(BENCH / "bench_strength.py"), "--save",
                           str(tmp_path / "x.jsonl")], capture_output=True, text=True)
    assert done.returncode == 2 and "--save and --against need --fresh" in done.stderr
