"""Julia's decisions (and HomeRun's solver) under WebAssembly, next to the native figures.

The browser build runs the same pure-Python floors under Pyodide. This bench runs one
payload (bench/wasm/payload.py) twice: with this CPython, and with Pyodide in Node.js
(the npm package ``pyodide``, installed on first use into ``~/.cache/retrohearts/pyodide``;
needs ``node`` and ``npm``). It prints both sets of figures and their ratios.

    python bench/bench_wasm.py --hands 8
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAYLOAD = ROOT / "bench" / "wasm" / "payload.py"
RUNNER = ROOT / "bench" / "wasm" / "run_pyodide.mjs"
PYODIDE_VERSION = "314.0.8"
CACHE = Path.home() / ".cache" / "retrohearts" / "pyodide"


def figures(output: str) -> dict[str, object]:
    for line in output.splitlines():
        if line.startswith("FIGURES "):
            return dict(json.loads(line[len("FIGURES "):]))
    raise RuntimeError(f"no figures in output:\n{output[-2000:]}")


def native(hands: int) -> dict[str, object]:
    env = dict(os.environ, BENCH_HANDS=str(hands), PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, str(PAYLOAD)], env=env, capture_output=True,
                          text=True, check=True)
    return figures(done.stdout)


def ensure_pyodide() -> Path:
    modules = CACHE / "node_modules"
    if not (modules / "pyodide" / "pyodide.asm.wasm").is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "install", "--silent", "--prefix", str(CACHE),
                        f"pyodide@{PYODIDE_VERSION}"], check=True)
    return modules


def wasm(hands: int) -> dict[str, object]:
    modules = ensure_pyodide()
    runner = CACHE / "run_pyodide.mjs"  # beside node_modules, so `import "pyodide"` resolves
    shutil.copy2(RUNNER, runner)
    done = subprocess.run(["node", str(runner), str(ROOT), str(PAYLOAD), str(hands)],
                          capture_output=True, text=True, check=True,
                          env=dict(os.environ, NODE_PATH=str(modules)))
    return figures(done.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--install-only", action="store_true",
                        help="only install pyodide into the cache (CI does this)")
    args = parser.parse_args(argv)
    if args.install_only:
        ensure_pyodide()
        return 0
    if shutil.which("node") is None or shutil.which("npm") is None:
        print("node and npm are needed (Pyodide runs in Node.js); nothing measured")
        return 1
    here = native(args.hands)
    there = wasm(args.hands)
    print(f"{'figure':24s} {'native':>10s} {'wasm':>10s} {'ratio':>7s}")
    for key in here:
        a, b = here.get(key), there.get(key)
        if isinstance(a, (int, float)) and isinstance(b, (int, float)) and a:
            print(f"{key:24s} {a:10.2f} {b:10.2f} {b / a:7.2f}")
        else:
            print(f"{key:24s} {a!s:>10s} {b!s:>10s}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
