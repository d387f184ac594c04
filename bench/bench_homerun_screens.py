"""HomeRun's table on screen: frame cost per mode, and what the solver's features cost a player.

For each mode (the Psion LCD and the DOS modes) a HomeRun game is started headless and
played by a simple player; the script prints the median and 95th percentile of one
update+draw frame (table, information window, a card in flight every few frames), then
the time the hint, "winnable?" and the after-hand par line take at the start of a hand
over 20 seeded deals (median and max).

    python bench/bench_homerun_screens.py [--frames 300]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrohearts.homerun import Deal, Hand  # noqa: E402
from retrohearts.pc.app import open_app  # noqa: E402
from retrohearts.pc.input import InputFrame  # noqa: E402
from retrohearts.pc.options import PCOptions  # noqa: E402

MODES = ("psion3a", "cga", "ega", "hercules", "vga", "svga800")


def frame_costs(mode: str, frames: int) -> list[float]:
    from retrohearts.screens.homerun.context import RunOptions
    from retrohearts.screens.homerun.game import GameScreen
    from retrohearts.screens.homerun.program import start_screen

    app = open_app(PCOptions(mode=mode), headless=True)  # type: ignore[arg-type]
    app.push(start_screen(app, RunOptions(deal=11, seed=1, skip_info=True)))
    costs = []
    for n in range(frames):
        top = app.top
        if isinstance(top, GameScreen) and not top.busy and n % 6 == 0 and top.can_play():
            legal = top.session.hand.legal_moves()
            if legal:
                top.play(app, legal[0])
        keys = frozenset() if isinstance(top, GameScreen) else frozenset({"ENTER"})
        t = time.perf_counter()
        app.update(InputFrame(keys=keys))
        app.draw()
        costs.append((time.perf_counter() - t) * 1000)
    return costs


def advice_costs(deals: int) -> dict[str, list[float]]:
    from retrohearts.homerun.advice import hint, winnable
    from retrohearts.screens.homerun import advice
    from retrohearts.screens.homerun.context import HomeRunContext
    from retrohearts.screens.homerun.inifile import HomeRunIni
    from retrohearts.screens.homerun.lang import load
    from retrohearts.screens.homerun.sounds import Effects

    ctx = HomeRunContext(load("en"), HomeRunIni(), None, Effects(None))
    out: dict[str, list[float]] = {"hint": [], "winnable": [], "par line": []}
    for number in range(1, deals + 1):
        hand = Hand(Deal.from_number(number), 4)
        t = time.perf_counter()
        hint(hand, time_limit_s=0.5)
        out["hint"].append(time.perf_counter() - t)
        t = time.perf_counter()
        winnable(hand, time_limit_s=1.0)
        out["winnable"].append(time.perf_counter() - t)
        while hand.status == "playing":
            hand.play(hand.legal_moves()[0])
        t = time.perf_counter()
        advice.after_hand_line(ctx, hand.deal, 4, hand.rules, hand.moves, hand.score)
        out["par line"].append(time.perf_counter() - t)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--deals", type=int, default=20)
    args = parser.parse_args()
    os.environ["RETROHEARTS_DATA_DIR"] = tempfile.mkdtemp(prefix="hr-bench-")
    print(f"{'mode':<10} {'median ms':>10} {'p95 ms':>8}")
    for mode in MODES:
        costs = sorted(frame_costs(mode, args.frames))
        p95 = costs[int(len(costs) * 0.95) - 1]
        print(f"{mode:<10} {statistics.median(costs):>10.2f} {p95:>8.2f}")
    print(f"\nsolver features at the start of a 4-joker hand, {args.deals} deals (seconds)")
    for name, times in advice_costs(args.deals).items():
        print(f"{name:<10} median {statistics.median(times):.3f}  max {max(times):.3f}")


if __name__ == "__main__":
    main()
