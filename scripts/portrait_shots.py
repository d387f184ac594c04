"""Screenshots of the title and of a table in every video mode, for looking at portraits.

    python scripts/portrait_shots.py OUTDIR [--frames N] [--modes hercules,cga,...]

For each mode: OUTDIR/title-<mode>.png and OUTDIR/table-<mode>.png (a DEMO table after N
frames), plus OUTDIR/faces-<mode>.png: every opponent's three expressions at the table's
portrait size, drawn side by side on the mode's background, then zoomed 3x (rows by the
mode's pixel aspect) for a close look.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

MODES = {
    "hercules": ("hercules", "mono"), "cga": ("cga", "color"), "cga-mono": ("cga", "mono"),
    "ega": ("ega", "color"), "ega-mono": ("ega", "mono"), "ega64k": ("ega64k", "color"),
    "vga": ("vga", "color"), "vga-mono": ("vga", "mono"), "svga": ("svga800", "color"),
    "svga-mono": ("svga800", "mono"), "svga640": ("svga640", "color"),
}


def main() -> int:
    import numpy as np
    import pyxel

    from retrohearts.hearts.rules import HouseRules
    from retrohearts.pc.app import open_app
    from retrohearts.pc.input import InputFrame
    from retrohearts.pc.options import PCOptions
    from retrohearts.pc.png import write_png
    from retrohearts.screens.hearts.flow import GameOptions, build_table
    from retrohearts.screens.hearts.pregame.title import TitleScreen
    from retrohearts.screens.hearts.shared.controls import Controls
    from retrohearts.screens.hearts.shared.portraits import (
        EXPRESSIONS,
        OPPONENT_NAMES,
        draw_portrait,
        portrait_box,
    )

    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--frames", type=int, default=900)
    parser.add_argument("--modes", default=",".join(MODES))
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for label in args.modes.split(","):
        mode, monitor = MODES[label]
        app = open_app(PCOptions(mode=mode, monitor=monitor),  # type: ignore[arg-type]
                       headless=True, display=None)
        idle = InputFrame()
        app.push(TitleScreen(None))
        for _ in range(3):
            app.update(idle)
            app.draw()
        app.screenshot(out / f"title-{label}.png")
        app.pop()
        game = GameOptions(demo=True, seed=7, rules=HouseRules(), demo_player="Julia",
                           opponents=("Jeffrey", "Lindsay", "Ellen"),
                           controls=Controls(play_speed=10, between_tricks=1))
        app.push(build_table(game, fps=60))
        for _ in range(args.frames):
            app.update(idle)
            app.draw()
        app.screenshot(out / f"table-{label}.png")
        # the faces sheet, in native pixels, then zoomed
        w, h = portrait_box(app)
        pyxel.cls(app.ink.bg)
        names = (*OPPONENT_NAMES, "male", "female")
        for r, expr in enumerate(EXPRESSIONS):
            for i, who in enumerate(names):
                sil = who if who in ("male", "female") else None
                if sil and r:
                    continue
                draw_portrait(2 + i * (w + 2), 2 + r * (h + 2), w, h, who, app.ink,
                              silhouette=sil, expression=expr)
        sw, sh = 2 + len(names) * (w + 2), 2 + 3 * (h + 2)
        frame = np.ctypeslib.as_array(pyxel.screen.data_ptr(),
                                      shape=(pyxel.height * pyxel.width,))
        frame = frame.reshape(pyxel.height, pyxel.width)[:sh, :sw]
        colours = np.array([[(c >> 16) & 255, (c >> 8) & 255, c & 255]
                            for c in list(pyxel.colors)], dtype=np.uint8)
        rgb = colours[frame]
        tall = max(1, round(3 * app.layout.pixel_aspect))
        rgb = np.repeat(np.repeat(rgb, tall, axis=0), 3, axis=1)
        write_png(out / f"faces-{label}.png", rgb)
        print(label, "portrait", w, "x", h)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
