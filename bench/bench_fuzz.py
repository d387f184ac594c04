"""The long input fuzz: random keys, text, mouse and clicks over every screen reachable today
in several video modes, drawing every frame; prints frames run, restarts and crashes.

    python bench/bench_fuzz.py                    # 1,000,000 frames (the target: 0 crashes)
    python bench/bench_fuzz.py --frames 20000     # a quick look

The screens and modes are tests/robust/fuzzkit.py's SCREENS and MODES (add new screens
there). Runs are chunked so every screen meets every mode; each chunk has its own seed, so
a crash is reproduced by ``fuzz(entry, mode, monitor, chunk, seed, folder)``. Exit status 1
if anything crashed.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "robust"))

from fuzzkit import MODES, SCREENS, fuzz  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1_000_000)
    parser.add_argument("--chunk", type=int, default=5_000, help="frames per screen and mode")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    combos = [(e, m, mon) for e in sorted(SCREENS) for m, mon in MODES]
    total = restarts = 0
    crashes: list[str] = []
    per_entry: dict[str, int] = {}
    seen: set[str] = set()
    start = time.perf_counter()
    k = 0
    with tempfile.TemporaryDirectory(prefix="retrohearts-fuzz-") as tmp:
        folder = Path(tmp)
        while total < args.frames:
            entry, mode, monitor = combos[k % len(combos)]
            chunk = min(args.chunk, args.frames - total)
            result = fuzz(entry, mode, monitor, chunk, args.seed * 100_003 + k, folder)
            k += 1
            total += result.frames
            restarts += result.restarts
            seen |= result.seen
            per_entry[entry] = per_entry.get(entry, 0) + result.frames
            if result.crash is not None:
                crashes.append(result.crash)
                print(result.crash, file=sys.stderr)
                total += chunk - result.frames  # count the chunk as spent
            if k % len(combos) == 0:
                rate = total / (time.perf_counter() - start)
                print(f"  {total:,} frames, {len(crashes)} crashes ({rate:,.0f} frames/s)",
                      flush=True)
        temps = [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]
    seconds = time.perf_counter() - start
    print(f"screens: {', '.join(f'{e} {n:,}' for e, n in sorted(per_entry.items()))}")
    print(f"modes: {', '.join(f'{m}/{mon}' for m, mon in MODES)}")
    print(f"screens reached: {', '.join(sorted(seen))}")
    print(f"frames run: {total:,} in {seconds:,.0f} s ({total / seconds:,.0f} frames/s)")
    print(f"restarts (ESC, QUIT, Ctrl-C ended a run): {restarts:,}")
    print(f"temporary files left: {len(temps)}")
    print(f"crashes: {len(crashes)}")
    return 1 if crashes else 0


if __name__ == "__main__":
    raise SystemExit(main())
