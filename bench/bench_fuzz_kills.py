"""SIGKILL a child that saves the game in a loop, many times; print what survived.

    python bench/bench_fuzz_kills.py              # 300 kills
    python bench/bench_fuzz_kills.py --kills 50

Every kill is followed by a check that HEARTS.SAV loads (every card replayed); the child's
start clears the temporaries a kill left, so they never pile up. Exit status 1 if a save
was ever lost or temporaries were left. (tests/robust/killkit.py does the work.)
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "robust"))

from killkit import kill_series  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-delay", type=float, default=0.05, help="seconds")
    args = parser.parse_args()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="retrohearts-kills-") as tmp:
        report = kill_series(Path(tmp), args.kills, args.seed, args.max_delay)
    seconds = time.perf_counter() - start
    print(f"kills: {report.kills} in {seconds:.0f} s")
    print(f"saves that loaded after the kill: {report.loaded} of {report.kills}")
    print(f"kills that landed mid-write (left a temporary): {report.mid_write}")
    print(f"most temporaries at once: {report.most_temps}")
    print(f"temporary files left after the next start: {report.temps_left}")
    for failure in report.failures[:10]:
        print(f"  {failure}")
    print(f"failures: {len(report.failures)}")
    return 1 if report.failures or report.temps_left else 0


if __name__ == "__main__":
    raise SystemExit(main())
