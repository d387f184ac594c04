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
    python bench/bench_web_start.py --mbit 20 --latency-ms 40   # a player's connection
    python bench/bench_web_start.py --dist OLD_DIST             # another build, to compare

``--mbit`` has Chromium hold the downloads to that speed (DevTools' network emulation), so
the page's size counts as it does for a player. After the first frame it also counts the
frames drawn in ``--fps-s`` seconds on the title screen (frames a second, idle).

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


def one_run(browser: object, url: str, mbit: float, latency_ms: float,
            fps_s: float) -> dict[str, float]:
    tab = browser.tab((1024, 768))  # type: ignore[attr-defined]
    page = tab.page
    if mbit:
        cdp = page.context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": latency_ms, "uploadThroughput": -1,
            "downloadThroughput": mbit * 1e6 / 8})
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
    if fps_s:
        count = "window.pyxelContext.pyodide.runPython('import pyxel; pyxel.frame_count')"
        before, t0 = float(page.evaluate(count)), float(page.evaluate("performance.now()"))
        page.wait_for_timeout(fps_s * 1000)
        after, t1 = float(page.evaluate(count)), float(page.evaluate("performance.now()"))
        times["fps (title)"] = (after - before) / ((t1 - t0) / 1000)
    if tab.errors:
        print(f"  (page errors: {tab.errors[:3]})")
    page.context.close()
    return times


def report(name: str, sizes: dict[str, int], runs: list[dict[str, float]]) -> None:
    print(f"\n{name}: upload {' + '.join(f'{k} {v / 1e6:.2f} MB' for k, v in sizes.items())}")
    steps = sorted({k for r in runs for k in r if not k.startswith("fps")},
                   key=lambda k: statistics.median(r[k] for r in runs if k in r))
    print(f"{'step':28s} {'ms (median)':>12s} {'min':>8s} {'max':>8s}")
    for step in steps:
        values = [r[step] for r in runs if step in r]
        print(f"{step:28s} {statistics.median(values):12.0f} {min(values):8.0f} "
              f"{max(values):8.0f}")
    for label, first in (("click -> first frame", "click"),
                         ("runtime ready -> first frame", "runtime-ready")):
        values = [r["first-frame"] - r[first] for r in runs]
        print(f"{label:28s} {statistics.median(values):12.0f} {min(values):8.0f} "
              f"{max(values):8.0f}")
    fps = [r["fps (title)"] for r in runs if "fps (title)" in r]
    if fps:
        print(f"{'frames a second (title)':28s} {statistics.median(fps):12.1f} {min(fps):8.1f} "
              f"{max(fps):8.1f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="hearts", choices=("hearts", "homerun"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dist", type=Path, nargs="+", default=None,
                        help="folders with <game>-web.zip (default: build one now); with "
                             "several, their runs take turns, so a busy machine hurts each alike")
    parser.add_argument("--mbit", type=float, default=0.0,
                        help="download speed to emulate, in Mbit/s (default: no limit)")
    parser.add_argument("--latency-ms", type=float, default=0.0,
                        help="round-trip latency to emulate with --mbit")
    parser.add_argument("--fps-s", type=float, default=5.0,
                        help="seconds to count frames on the title screen (0: none)")
    args = parser.parse_args(argv)
    why = missing()
    if why is not None:
        print(f"nothing measured: {why}")
        return 1
    runtime = runtime_path()
    assert runtime is not None
    bridge = (ROOT / "tests" / "web" / "bridge_pyxel262.py").read_text("utf-8")
    with tempfile.TemporaryDirectory(prefix="bench-web-") as tmp:
        dists = args.dist
        if not dists:
            from retrohearts.web.build import build

            dists = [Path(tmp) / "dist"]
            build(dists[0])
        servers, sizes = [], []
        for i, dist in enumerate(dists):
            site = Path(tmp) / f"site{i}"
            with zipfile.ZipFile(dist / f"{args.game}-web.zip") as zf:
                zf.extractall(site)
                sizes.append({info.filename: info.file_size for info in zf.infolist()})
            servers.append(serve(site, runtime, bridge))
        runs: list[list[dict[str, float]]] = [[] for _ in dists]
        try:
            with chromium() as browser:
                for n in range(args.runs):
                    for i, server in enumerate(servers):
                        runs[i].append(one_run(browser, server.url + "index.html", args.mbit,
                                               args.latency_ms, args.fps_s))
                        print(f"run {n + 1} of {dists[i]}: first frame at "
                              f"{runs[i][-1]['first-frame']:.0f} ms", flush=True)
        finally:
            for server in servers:
                server.close()
    for i, dist in enumerate(dists):
        report(f"{args.game} ({dist})" if args.dist else args.game, sizes[i], runs[i])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
