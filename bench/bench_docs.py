"""The on-line document: reading HEARTS.DOC + HEARTS.IDX, laying it out, drawing a page.

Prints the time to read and check the pair, then per video mode the time to lay out every
subject (first opening, cached afterwards), the number of index and text pages, and the
median and 95th percentile of one frame (update + draw) while paging through it all.

    python bench/bench_docs.py [--reads 50]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Sequence

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from retrohearts.datafiles import data_dir  # noqa: E402
from retrohearts.docfile import load_document  # noqa: E402
from retrohearts.pc.app import open_app  # noqa: E402
from retrohearts.pc.input import InputFrame  # noqa: E402
from retrohearts.pc.options import PCOptions  # noqa: E402
from retrohearts.pc.screen import Screen  # noqa: E402
from retrohearts.screens.hearts.pages.docscreen import DocsScreen  # noqa: E402

MODES = (("hercules", "mono"), ("cga", "color"), ("ega", "color"), ("ega64k", "color"),
         ("vga", "color"), ("svga640", "color"), ("svga800", "mono"))


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:7.2f}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reads", type=int, default=50)
    args = parser.parse_args(argv)
    folder = data_dir("onlinedoc")
    started = time.perf_counter()
    for _ in range(args.reads):
        document = load_document(folder)
    read = (time.perf_counter() - started) / args.reads
    size = sum((folder / n).stat().st_size for n in ("HEARTS.DOC", "HEARTS.IDX"))
    print(f"read + check: {_ms(read)} ms ({len(document.subjects)} subjects, {size} bytes)")
    print(f"{'mode':16s} {'layout ms':>9s} {'index':>5s} {'pages':>5s} "
          f"{'frame p50':>9s} {'p95 ms':>7s}")
    for mode, monitor in MODES:
        app = open_app(PCOptions(mode=mode, monitor=monitor), headless=True,  # type: ignore[arg-type]
                       display=None)
        app.push(Screen())
        docs = DocsScreen(document)
        app.push(docs)
        started = time.perf_counter()
        pages = sum(len(docs.pages_of(app, i)) for i in range(len(document.subjects)))
        layout = time.perf_counter() - started
        docs.select(app, ("subject", 0))
        frames: list[float] = []
        for _ in range(pages + 1):
            t = time.perf_counter()
            app.update(InputFrame(keys=frozenset({"PGDN"})))
            app.draw()
            frames.append(time.perf_counter() - t)
        frames.sort()
        p95 = frames[min(len(frames) - 1, int(len(frames) * 0.95))]
        print(f"{mode + ' ' + monitor:16s} {_ms(layout):>9s} {docs.index_pages(app):5d} "
              f"{pages:5d} {_ms(statistics.median(frames)):>9s} {_ms(p95):>7s}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
