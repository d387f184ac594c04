"""Where a page's first frame goes: the browser build opened in headless Chromium, timed.

Builds the pages (or takes ``--dist``), serves one game's upload on 127.0.0.1 with the
pyxel runtime named by ``RETROHEARTS_WEB_RUNTIME`` (scripts/fetch_web_runtime.py), opens
it ``--runs`` times in a fresh tab, clicks "click to start" as soon as it shows, and prints
the milliseconds from opening the page to each step, median over the runs:

- the page and pyxel.js downloaded; Pyodide's files (pyodide.js, its WebAssembly, the
  standard library) and pyxel's wheel downloaded (resource timings);
- ``runtime-ready``: Pyodide started and pyxel's wheel installed (the runtime's
  import_hook.py ran; pyxel.js then shows "click to start");
- ``click``: when the test clicked;
- ``startup-script``: the package written into Pyodide's files and extracted, its
  start-up script starting;
- ``init``: the game's imports and set-up done, pyxel.init called;
- ``first-frame``: the first frame drawn.

    python bench/bench_web_start.py --game hearts --runs 3

The marks come from the test bridge (tests/web/bridge_pyxel262.py), so the runtime is
pyxel 2.6.2's wheel under 2.9.9's launcher, and the server is local: network time is
not in these figures, only the download sizes are.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "web"))

from chromium import chromium, missing, runtime_path  # noqa: E402
from webserve import serve  # noqa: E402

RESOURCES = ("index.html", "pyxel.js", "pyodide.js", "pyodide.asm.wasm", "python_stdlib.zip",
             ".whl", ".pyxapp")
MARKS = ("runtime-ready", "click", "startup-script", "init", "first-frame")


def one_run(browser: object, url: str) -> dict[str, float]:
    tab = browser.tab((1024, 768))  # type: ignore[attr-defined]
    page = tab.page
    page.add_init_script("document.addEventListener('mousedown', () => {"
                         " window.rhClickedAt ??= performance.now(); }, true);")
    page.goto(url)
    page.wait_for_selector("#pyxel-prompt", state="attached", timeout=120_000)
    box = page.locator("div#pyxel-screen").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    tab.wait_for_log("RH-MARK first-frame", timeout_s=120)
    clicked = float(page.evaluate("window.rhClickedAt"))
    times: dict[str, float] = {"click": clicked}
    for _, line in tab.log:
        if line.startswith("RH-MARK "):
            _, name, ms = line.split()
            times.setdefault(name, float(ms))
    entries = page.evaluate(
        "performance.getEntriesByType('resource').map(e => [e.name, e.responseEnd,"
        " e.encodedBodySize])")
    for name, end, _size in entries:
        for wanted in RESOURCES:
            if name.split("?")[0].endswith(wanted):
                times.setdefault(f"got {wanted.lstrip('.')}", float(end))
    nav = page.evaluate("performance.getEntriesByType('navigation')[0].responseEnd")
    times["got index.html"] = float(nav)
    if tab.errors:
        print(f"  (page errors: {tab.errors[:3]})")
    page.context.close()
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="hearts", choices=("hearts", "homerun"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dist", type=Path, default=None,
                        help="a folder with <game>-web.zip (default: build one now)")
    args = parser.parse_args(argv)
    why = missing()
    if why is not None:
        print(f"nothing measured: {why}")
        return 1
    with tempfile.TemporaryDirectory(prefix="bench-web-") as tmp:
        dist = args.dist
        if dist is None:
            from retrohearts.web.build import build

            dist = Path(tmp) / "dist"
            build(dist)
        site = Path(tmp) / "site"
        with zipfile.ZipFile(dist / f"{args.game}-web.zip") as zf:
            zf.extractall(site)
            sizes = {info.filename: info.file_size for info in zf.infolist()}
        runtime = runtime_path()
        assert runtime is not None
        bridge = (ROOT / "tests" / "web" / "bridge_pyxel262.py").read_text("utf-8")
        server = serve(site, runtime, bridge)
        runs: list[dict[str, float]] = []
        try:
            with chromium() as browser:
                for n in range(args.runs):
                    runs.append(one_run(browser, server.url + "index.html"))
                    print(f"run {n + 1}: first frame at {runs[-1]['first-frame']:.0f} ms",
                          flush=True)
        finally:
            server.close()
    print(f"\n{args.game}: upload {' + '.join(f'{k} {v / 1e6:.2f} MB' for k, v in sizes.items())}")
    steps = sorted({k for r in runs for k in r}, key=lambda k: statistics.median(
        r[k] for r in runs if k in r))
    print(f"{'step':28s} {'ms (median)':>12s} {'min':>8s} {'max':>8s}")
    for step in steps:
        values = [r[step] for r in runs if step in r]
        print(f"{step:28s} {statistics.median(values):12.0f} {min(values):8.0f} "
              f"{max(values):8.0f}")
    first = [r["first-frame"] - r["click"] for r in runs]
    print(f"{'click -> first frame':28s} {statistics.median(first):12.0f} {min(first):8.0f} "
          f"{max(first):8.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
