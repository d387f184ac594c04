"""Frame cost of the emulated PC in every video mode, and time to the first frame.

A busy screen (a 13-card hand with darkened and selected cards, four played cards,
three opponents' backs, eight buttons, a text window's worth of text, the halo and the
mouse pointer) is updated and drawn headless; the script prints the median and 95th
percentile of update+draw (including the 4:3 row replication) per mode, then the wall
time from starting a fresh Python process to its first presented frame.

    python bench/bench_frames.py [--frames 300]

Targets (issue 3): median <= 4 ms per frame in every mode; first frame <= 1 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from retrohearts.pc.app import App, open_app  # noqa: E402
from retrohearts.pc.cursor import Target  # noqa: E402
from retrohearts.pc.input import InputFrame  # noqa: E402
from retrohearts.pc.options import PCOptions  # noqa: E402
from retrohearts.pc.screen import Screen  # noqa: E402
from retrohearts.ui.buttons import Button, draw_button, layout_buttons  # noqa: E402
from retrohearts.ui.cards import draw_back, draw_card  # noqa: E402
from retrohearts.ui.text import draw_hover_line  # noqa: E402

MODES = [("hercules", "mono"), ("cga", "color"), ("cga", "mono"), ("ega", "color"),
         ("ega64k", "color"), ("ega", "mono"), ("vga", "color"), ("vga", "mono"),
         ("svga640", "color"), ("svga800", "color"), ("svga800", "mono")]
LABELS = ["DOCS", "HELP", "TUTOR", "ODDS", "RULES", "QUIT", "CONTINUE", "PLAY"]
HAND = [(r, s) for s in "CDSH" for r in (2, 5, 9, 11, 14)][:13]


class Busy(Screen):
    """A table as busy as the game gets."""

    def buttons(self, app: App) -> list[Button]:
        lay = app.layout
        w = lay.button_w("CONTINUE")
        return layout_buttons(app, LABELS, app.width - w - lay.margin, lay.margin,
                              vertical=True, size=(w, lay.button_h))

    def targets(self, app: App) -> Sequence[Target]:
        lay = app.layout
        y = app.height - lay.card_h - lay.line_h - lay.margin
        cards = [Target(i, lay.margin + i * lay.card_step, y,
                        lay.card_step if i < 12 else lay.card_w, lay.card_h,
                        f"click now to play card {i}") for i in range(13)]
        return cards + [b.target() for b in self.buttons(app)]

    def draw(self, app: App) -> None:
        import pyxel

        lay, ink = app.layout, app.ink
        pyxel.cls(ink.table)
        cx, cy = app.width // 2 - lay.card_w, app.height // 3
        for i, (dx, dy) in enumerate(((0, 1), (-1, 0), (0, -1), (1, 0))):
            draw_card(app, cx + dx * lay.card_w, cy + dy * lay.card_h // 2, 10 + i, "HSDC"[i])
        for k in range(3):
            for j in range(13):
                draw_back(app, lay.margin + k * 3 * lay.card_w // 2 + j, lay.margin + j * 2,
                          "standard" if k != 1 else "alternate")
        y = app.height - lay.card_h - lay.line_h - lay.margin
        for i, (rank, suit) in enumerate(HAND):
            draw_card(app, lay.margin + i * lay.card_step, y - (lay.card_raise if i == 4 else 0),
                      rank, suit, dark=i % 3 == 0, selected=i == 4)
        for b in self.buttons(app):
            draw_button(app, b)
        for row in range(8):
            app.text(lay.margin, app.height // 2 + row * lay.line_h,
                     "Jeffrey 26  Lindsay 13  \u2665 broken \u2660Q gone", ink.text)
        draw_hover_line(app, lay.margin, app.height - lay.line_h, app.width // 2)


def measure(key: str, monitor: str, frames: int) -> tuple[float, float]:
    app = open_app(PCOptions(mode=key, monitor=monitor))  # type: ignore[arg-type]
    app.push(Busy())
    moves = ["RIGHT", "RIGHT", "LEFT", "DOWN", "UP"]
    times = []
    for n in range(frames + 30):
        inp = InputFrame(keys=frozenset({moves[n % 5]}) if n % 7 == 0 else frozenset(),
                         mouse=(40 + n % 200, 60), mouse_moved=n % 11 == 0)
        t0 = time.perf_counter()
        app.update(inp)
        app.draw()
        dt = time.perf_counter() - t0
        if n >= 30:
            times.append(dt * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95) - 1]


FIRST = """
import os, sys, time
os.environ.setdefault('SDL_AUDIODRIVER', 'dummy')
from retrohearts.pc.app import launch
from retrohearts.pc.options import HeadlessRun, PCOptions
from retrohearts.screens.hearts.pregame.title import TitleScreen
launch(PCOptions(mode=sys.argv[1]), lambda app: TitleScreen(), HeadlessRun(frames=1))
print('FIRST', flush=True)
"""


def first_frame(key: str) -> float:
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", FIRST, key], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("FIRST"):
            elapsed = time.perf_counter() - t0
            break
    else:
        elapsed = float("nan")
    proc.wait()
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    args = parser.parse_args(argv)
    print(f"{'mode':<22} {'median ms':>10} {'p95 ms':>8}")
    for key, monitor in MODES:
        med, p95 = measure(key, monitor, args.frames)
        print(f"{key + ' ' + monitor:<22} {med:>10.3f} {p95:>8.3f}")
    print()
    for key in ("cga", "vga", "svga800"):
        print(f"start -> first frame ({key}, fresh process): {first_frame(key):.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
