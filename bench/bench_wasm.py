"""Julia's decisions (and HomeRun's solver) under WebAssembly, next to the native figures.

The browser build runs the same pure-Python floors under Pyodide. This bench runs one
payload (bench/wasm/payload.py) unchanged up to three ways and prints the figures side
by side, with each one's ratio to native:

- ``native``: this CPython;
- ``node``: Pyodide in Node.js (the npm package ``pyodide``, installed on first use into
  ``~/.cache/retrohearts/pyodide``; needs ``node`` and ``npm``);
- ``chromium``: the same Pyodide in headless Chromium, in a page served on 127.0.0.1
  (tests/web/webserve.py and chromium.py; needs Playwright and Debian's ``chromium``),
  on the page's main thread as the game runs there.

    python bench/bench_wasm.py --hands 8                    # all three
    python bench/bench_wasm.py --hands 8 --runs chromium    # Chromium only
    python bench/bench_wasm.py --hands 8 --json             # one JSON line per run too

A run that cannot happen here is left out with one line saying why.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAYLOAD = ROOT / "bench" / "wasm" / "payload.py"
RUNNER = ROOT / "bench" / "wasm" / "run_pyodide.mjs"
PYODIDE_VERSION = "314.0.8"
CACHE = Path.home() / ".cache" / "retrohearts" / "pyodide"
RUNS = ("native", "node", "chromium")
CHROMIUM_TIMEOUT_S = 1800.0


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


def pyodide_dir() -> Path:
    return CACHE / "node_modules" / "pyodide"


def ensure_pyodide() -> Path:
    modules = CACHE / "node_modules"
    if not (modules / "pyodide" / "pyodide.asm.wasm").is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "install", "--silent", "--prefix", str(CACHE),
                        f"pyodide@{PYODIDE_VERSION}"], check=True)
    return modules


def wasm(hands: int) -> dict[str, object]:
    """The payload under Pyodide in Node.js."""
    modules = ensure_pyodide()
    runner = CACHE / "run_pyodide.mjs"  # beside node_modules, so `import "pyodide"` resolves
    shutil.copy2(RUNNER, runner)
    done = subprocess.run(["node", str(runner), str(ROOT), str(PAYLOAD), str(hands)],
                          capture_output=True, text=True, check=True,
                          env=dict(os.environ, NODE_PATH=str(modules)))
    return figures(done.stdout)


def package_zip() -> bytes:
    """The retrohearts package's Python files (no data), as the Node runner copies them."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        for path in sorted((ROOT / "retrohearts").rglob("*.py")):
            rel = path.relative_to(ROOT)
            if "__pycache__" in rel.parts or rel.parts[1:2] == ("_data",):
                continue
            zf.write(path, rel.as_posix())
    return out.getvalue()


BENCH_PAGE = """<!doctype html><meta charset="utf-8"><title>bench_wasm</title>
<script src="/pyodide/pyodide.js"></script>
<script>
(async () => {
  const py = await loadPyodide({indexURL: "/pyodide/"});
  const pkg = await (await fetch("/app.zip")).arrayBuffer();
  py.unpackArchive(pkg, "zip", {extractDir: "/app"});
  py.runPython('import os, sys; sys.path.insert(0, "/app"); os.environ["BENCH_HANDS"] = "%d"');
  py.runPython(await (await fetch("/payload.py")).text());
})().catch((error) => console.error("bench failed: " + error));
</script>
"""


def chromium_missing() -> str | None:
    """Why the Chromium run cannot happen here (None when it can)."""
    sys.path.insert(0, str(ROOT / "tests" / "web"))
    from chromium import missing

    why = missing(need_runtime=False)
    if why is None and not (pyodide_dir() / "pyodide.asm.wasm").is_file():
        if shutil.which("npm") is None:
            return "npm is needed to install Pyodide"
        ensure_pyodide()
    return why


def chromium_run(hands: int) -> dict[str, object]:
    """The payload under Pyodide in headless Chromium (see `chromium_missing` first)."""
    sys.path.insert(0, str(ROOT / "tests" / "web"))
    from chromium import chromium
    from webserve import serve

    extra = {"/index.html": (BENCH_PAGE % hands).encode("utf-8"),
             "/app.zip": package_zip(), "/payload.py": PAYLOAD.read_bytes()}
    for name in ("pyodide.js", "pyodide.asm.js", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json", "pyodide.mjs"):
        if (pyodide_dir() / name).is_file():
            extra[f"/pyodide/{name}"] = (pyodide_dir() / name).read_bytes()
    server = serve(Path(ROOT / "bench" / "wasm"), extra=extra)
    try:
        with chromium() as browser:
            tab = browser.tab()
            tab.page.goto(server.url + "index.html")
            tab.wait_for_log("FIGURES ", timeout_s=CHROMIUM_TIMEOUT_S)
            if tab.errors or tab.blocked:
                raise RuntimeError(f"the bench page failed: {tab.errors} {tab.blocked}")
            return figures("\n".join(line for _, line in tab.log))
    finally:
        server.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--runs", default=",".join(RUNS),
                        help="which of native,node,chromium to run (default: all)")
    parser.add_argument("--json", action="store_true", help="also print each run's figures")
    parser.add_argument("--install-only", action="store_true",
                        help="only install pyodide into the cache (CI does this)")
    args = parser.parse_args(argv)
    if args.install_only:
        ensure_pyodide()
        return 0
    wanted = [run.strip() for run in args.runs.split(",") if run.strip()]
    unknown = [run for run in wanted if run not in RUNS]
    if unknown:
        parser.error(f"unknown run {unknown[0]!r} (choose from {', '.join(RUNS)})")
    results: dict[str, dict[str, object]] = {}
    for run in wanted:
        if run == "native":
            results[run] = native(args.hands)
        elif run == "node":
            if shutil.which("node") is None or shutil.which("npm") is None:
                print("node: left out (node and npm are needed: Pyodide runs in Node.js)")
                continue
            results[run] = wasm(args.hands)
        else:
            why = chromium_missing()
            if why is not None:
                print(f"chromium: left out ({why})")
                continue
            results[run] = chromium_run(args.hands)
        if args.json:
            print(f"{run.upper()} " + json.dumps(results[run]), flush=True)
    if not results:
        return 1
    table(results)
    return 0


def table(results: dict[str, dict[str, object]]) -> None:
    """Figures in rows, runs in columns, each WebAssembly run's ratio to native after it."""
    runs = list(results)
    base = results.get("native")
    head = f"{'figure':24s}" + "".join(f" {run:>10s}" for run in runs)
    if base is not None:
        head += "".join(f" {run + '/nat':>13s}" for run in runs if run != "native")
    print(head)
    keys = list(dict.fromkeys(key for figs in results.values() for key in figs))
    for key in keys:
        row = f"{key:24s}"
        for run in runs:
            value = results[run].get(key)
            row += f" {value:10.2f}" if isinstance(value, float) else f" {value!s:>10s}"
        if base is not None:
            for run in runs:
                if run == "native":
                    continue
                a, b = base.get(key), results[run].get(key)
                ok = isinstance(a, int | float) and isinstance(b, int | float) and a
                row += f" {b / a:13.2f}" if ok else f" {'':>13s}"  # type: ignore[operator]
        print(row)


if __name__ == "__main__":
    raise SystemExit(main())
