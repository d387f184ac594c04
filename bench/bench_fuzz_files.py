"""The long fuzz of the files a player can edit: many hypothesis examples per file, each run
through the real program start (tests/robust/filekit.py states the rules checked).

    python bench/bench_fuzz_files.py                  # 500 examples per file
    python bench/bench_fuzz_files.py --examples 2000

Prints the examples run per file and the failures; exit status 1 on any failure.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=500)
    args = parser.parse_args()
    env = dict(os.environ, RETROHEARTS_FUZZ_EXAMPLES=str(args.examples),
               SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy")
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider",
         str(ROOT / "tests" / "robust" / "test_player_files_fuzz.py"), "-k", "hypothesis"],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    sys.path.insert(0, str(ROOT / "tests" / "robust"))
    from filekit import PLAYER_FILES

    print(f"pytest: {'all passed' if done.returncode == 0 else 'FAILED'} "
          f"(exit status {done.returncode})")
    print(f"files: {', '.join(PLAYER_FILES)}")
    print(f"examples per file: {args.examples:,} ({args.examples * len(PLAYER_FILES):,} "
          f"program starts in {seconds:,.0f} s)")
    failed = done.returncode != 0
    if failed:
        print(done.stdout[-4000:])
    print(f"failures: {'yes' if failed else 0}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
