"""Measure the six opponents' styles and write retrohearts/screens/hearts/pregame/measured.txt.

The Players screen shows, under each biography, what this script measured: duplicate games
(bench/bench_strength.py's, every start played with the player in each seat) against
three shedding duckers, under the rules that bench uses. Figures: points per hand, share
of games won, hands in which the player shot the moon, and how often a queen of spades the
player gave away landed on the game's leader.

    python scripts/measure_players.py                 # 16 starts each, Julia 4 (slow)
    python scripts/measure_players.py --starts 4 --julia 1
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_strength import Tally, play_game  # noqa: E402

from retrohearts.hearts.players import OPPONENTS  # noqa: E402

OUT = ROOT / "retrohearts" / "screens" / "hearts" / "pregame" / "measured.txt"


def measure(name: str, starts: int) -> Tally:
    tally = Tally()
    for start in range(1, starts + 1):
        for hero in range(4):
            play_game(start, hero, name, "ducker", tally, 0, None, 200)
    return tally


def line(name: str, tally: Tally) -> str:
    hands = len(tally.points)
    wins = 100 * tally.wins / max(1, tally.games)
    moons = 100 * tally.moons / max(1, hands)
    on_leader = 100 * tally.queen_on_leader / max(1, tally.queen_gifts)
    return (f"{name} points_per_hand={statistics.mean(tally.points):.1f} wins={wins:.0f} "
            f"moons={moons:.1f} queen_on_leader={on_leader:.0f} hands={hands}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=16)
    parser.add_argument("--julia", type=int, default=4, help="starts for Julia (slow)")
    args = parser.parse_args()
    lines = ["# The opponents as measured by scripts/measure_players.py against three duckers",
             "# (duplicate games, every start played from each seat). One player a line."]
    for name in OPPONENTS:
        tally = measure(name, args.julia if name == "Julia" else args.starts)
        lines.append(line(name, tally))
        print(lines[-1], flush=True)
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
