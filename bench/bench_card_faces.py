"""What the court-card faces cost, in every video mode: once per mode, and per frame.

For each mode: the time to draw the twelve court cards and the four jokers the first
time (the faces' data read and rendered into cached images: paid once per mode), and
then the per-frame cost of drawing thirteen court cards against thirteen number cards
(both one cached ``blt`` per card). Timings are the best of several runs, so a loaded
machine inflates them less.

    python bench/bench_card_faces.py [--repeat N]
"""

from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from retrohearts.pc.app import App, open_app  # noqa: E402
from retrohearts.pc.options import PCOptions  # noqa: E402
from retrohearts.ui.cards import draw_card, draw_joker  # noqa: E402
from retrohearts.ui.facefile import load_face  # noqa: E402

MODES = [("hercules", "mono"), ("cga", "color"), ("cga", "mono"), ("ega", "color"),
         ("ega64k", "color"), ("ega", "mono"), ("vga", "color"), ("vga", "mono"),
         ("svga640", "color"), ("svga800", "color"), ("svga800", "mono"), ("psion3a", "mono")]
COURTS = [(r, s) for s in "CDHS" for r in (11, 12, 13)]
NUMBERS = [(r, s) for s in "CDHS" for r in (2, 5, 9)]


def cold(app: App) -> float:
    """Seconds to draw every court and joker once from an empty cache."""
    app.cache.clear()
    load_face.cache_clear()
    t0 = time.perf_counter()
    for rank, suit in COURTS:
        draw_card(app, 0, 0, rank, suit)
    for n in range(1, 5):
        draw_joker(app, 0, 0, n)
    return time.perf_counter() - t0


def frame(app: App, cards: list[tuple[int, str]]) -> float:
    """Seconds to draw a 13-card row of these (cached) cards."""
    t0 = time.perf_counter()
    for i in range(13):
        rank, suit = cards[i % len(cards)]
        draw_card(app, i * 20, 40, rank, suit)
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    print(f"{'mode':<16} {'first time ms':>14} {'13 courts ms':>13} {'13 numbers ms':>14}")
    for key, monitor in MODES:
        app = open_app(PCOptions(mode=key, monitor=monitor))  # type: ignore[arg-type]
        first = min(cold(app) for _ in range(args.repeat))
        for cards in (COURTS, NUMBERS):
            frame(app, cards)  # warm the cache
        courts = min(frame(app, COURTS) for _ in range(args.repeat * 20))
        numbers = min(frame(app, NUMBERS) for _ in range(args.repeat * 20))
        print(f"{key + ' ' + monitor:<16} {first * 1000:>14.1f} {courts * 1000:>13.3f} "
              f"{numbers * 1000:>14.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
