"""Contact sheets of the court cards and jokers: every figure in every mode and card size.

    python scripts/card_sheet.py OUT_DIR [--modes vga,cga,...] [--zoom N]

For each video mode (Hercules, CGA in two palettes and mono, EGA, EGA64K, EGA mono, VGA
and Super VGA in colour and mono, and the Psion 3a's LCD) the real card widgets draw, on
the mode's own table: the jacks, queens and kings of every suit, plain, darkened and
picked; HomeRun's four jokers; the small point cards of the Hearts table; a fanned
hand and a HomeRun column, as the games overlap them. Each sheet is the 4:3 output frame
(tall pixels as the monitor shows them) enlarged ``--zoom`` times: ``OUT_DIR/cards-<mode>.png``
(a mode whose cards do not fit one screen takes a second page, ``-2``).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from retrohearts.pc.app import App, open_app  # noqa: E402
from retrohearts.pc.options import PCOptions  # noqa: E402
from retrohearts.pc.png import write_png  # noqa: E402
from retrohearts.pc.screen import Screen  # noqa: E402
from retrohearts.ui.cards import draw_card, draw_joker, draw_small_card  # noqa: E402

#: name -> options: every adapter family and every card size the games use
MODES: dict[str, PCOptions] = {
    "hgc": PCOptions(mode="hercules", monitor="mono"),
    "cga": PCOptions(mode="cga", monitor="color"),
    "cga-pal0": PCOptions(mode="cga", monitor="color", cga_palette="0-high"),
    "cga-mono": PCOptions(mode="cga", monitor="mono"),
    "ega": PCOptions(mode="ega", monitor="color"),
    "ega64k": PCOptions(mode="ega64k", monitor="color"),
    "ega-mono": PCOptions(mode="ega", monitor="mono"),
    "vga": PCOptions(mode="vga", monitor="color"),
    "vga-mono": PCOptions(mode="vga", monitor="mono"),
    "svga640": PCOptions(mode="svga640", monitor="color"),
    "svga800": PCOptions(mode="svga800", monitor="color"),
    "svga800-mono": PCOptions(mode="svga800", monitor="mono"),
    "psion": PCOptions(mode="psion3a"),
}
COURTS = (11, 12, 13)
SUITS = "SHDC"


@dataclass
class Item:
    w: int
    h: int
    draw: Callable[[int, int], None]
    newline: bool = False  # start a new row before this one


def small_size(app: App) -> tuple[int, int]:
    """The point cards' size on the Hearts table (screens/hearts/shared/layout.py)."""
    lay = app.layout
    return (max(10, lay.card_w * 2 // 5), max(app.font.cell_h + 4, lay.card_h * 2 // 5))


def items(app: App) -> list[Item]:
    lay = app.layout
    w, h = lay.card_w, lay.card_h
    out: list[Item] = []
    per_row = max(3, (app.width - 4) // (w + max(2, lay.gap)) // 3 * 3)
    for n, (suit, rank) in enumerate((s, r) for s in SUITS for r in COURTS):
        out.append(Item(w, h, lambda x, y, r=rank, s=suit: draw_card(app, x, y, r, s),
                        newline=n % per_row == 0))
    out.append(Item(w, h, lambda x, y: draw_card(app, x, y, 13, "H", dark=True), newline=True))
    out.append(Item(w, h, lambda x, y: draw_card(app, x, y, 12, "S", selected=True)))
    out.append(Item(w, h, lambda x, y: draw_card(app, x, y, 11, "D", dark=True, selected=True)))
    for n in range(1, 5):
        out.append(Item(w, h, lambda x, y, n=n: draw_joker(app, x, y, n)))
    out.append(Item(w, h, lambda x, y: draw_joker(app, x, y, 1, dark=True)))
    if app.mode.key != "psion3a":  # Hearts' point cards and a fanned hand
        sw, sh = small_size(app)
        first = True
        for suit in SUITS:
            for rank in COURTS:
                letter = rank in (11, 12) and suit in "SD"
                out.append(Item(sw, sh, lambda x, y, r=rank, s=suit, lt=letter:
                                draw_small_card(app, x, y, sw, sh, r, s, lt), newline=first))
                first = False
        step = lay.cell_w + 1
        pile = [(2, "H"), (13, "H"), (12, "S")]
        out.append(Item(sw + step * 2, sh, lambda x, y: [
            draw_small_card(app, x + i * step, y, sw, sh, r, s, r == 12 and s == "S")
            for i, (r, s) in enumerate(pile)]))
        fan = [(10, "S"), (11, "S"), (12, "S"), (13, "S"), (11, "H"), (12, "D"), (13, "C")]
        hstep = lay.card_step
        out.append(Item(w + hstep * (len(fan) - 1), h, lambda x, y: [
            draw_card(app, x + i * hstep, y, r, s) for i, (r, s) in enumerate(fan)],
            newline=True))
    column = [(12, "H"), (13, "S"), (11, "C"), (0, "")]
    vstep = max(app.font.cell_h + 2, h * 2 // 5)
    out.append(Item(w, h + vstep * (len(column) - 1), lambda x, y: [
        draw_joker(app, x, y + i * vstep, 2) if r == 0 else draw_card(app, x, y + i * vstep, r, s)
        for i, (r, s) in enumerate(column)]))
    return out


def pages(app: App, todo: list[Item]) -> list[list[tuple[int, int, Item]]]:
    """Flow the items into screens of the mode's size."""
    gap = max(2, app.layout.gap)
    out: list[list[tuple[int, int, Item]]] = [[]]
    x = y = gap
    row_h = 0
    for item in todo:
        if (item.newline and x > gap) or x + item.w + gap > app.width:
            x, y, row_h = gap, y + row_h + gap, 0
        if y + item.h + gap > app.height:
            out.append([])
            x, y, row_h = gap, gap, 0
        out[-1].append((x, y, item))
        x += item.w + gap
        row_h = max(row_h, item.h)
    return out


class Sheet(Screen):
    def __init__(self, placed: list[tuple[int, int, Item]]) -> None:
        self.placed = placed

    def draw(self, app: App) -> None:
        import pyxel

        pyxel.cls(app.ink.table)
        for x, y, item in self.placed:
            item.draw(x, y)


def frame(app: App) -> np.ndarray:
    """The presented 4:3 frame as RGB."""
    import pyxel

    w, h = app.video.out_width, app.video.out_height
    idx = np.ctypeslib.as_array(pyxel.screen.data_ptr(), shape=(w * h,)).reshape(h, w)
    lut = np.array([[(c >> 16) & 255, (c >> 8) & 255, c & 255]
                    for c in app.video.palette.expand_256()], dtype=np.uint8)
    return lut[idx]


def sheet(name: str, options: PCOptions, out: Path, zoom: int) -> list[Path]:
    app = open_app(replace(options))
    written = []
    for n, placed in enumerate(pages(app, items(app)), start=1):
        app.stack.clear()
        app.push(Sheet(placed))
        app.draw()
        rgb = frame(app)
        z = zoom if app.width >= 480 else zoom * 2
        rgb = rgb.repeat(z, axis=0).repeat(z, axis=1)
        path = out / (f"cards-{name}.png" if n == 1 else f"cards-{name}-{n}.png")
        write_png(path, rgb)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the PNGs")
    parser.add_argument("--modes", default=",".join(MODES), help="comma list of: "
                        + ", ".join(MODES))
    parser.add_argument("--zoom", type=int, default=2, help="enlargement (CGA: twice this)")
    args = parser.parse_args(argv)
    for name in args.modes.split(","):
        if name not in MODES:
            parser.error(f"unknown mode {name!r}")
        for path in sheet(name, MODES[name], args.out, args.zoom):
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
