"""Where HomeRun's cards go in each mode: the manual's picture, fitted to the screen.

The face-down pack top left, the layout card bottom left, the held jokers in a short
column beside it, the 7 ranks of 5 to the right (each rank a column of overlapping
cards, the front card lowest and whole), and the information window along the bottom.
Sizes come from ``app.layout`` (the card size of the mode, text cells), so the same
picture fits the Psion's 480x160 LCD, CGA's 320x200 and the 800x600 Super VGA.

The ranks overlap as on the Psion (each covered card shows its index) where the screen
is short; on the taller PC screens the small cards of Hercules and EGA would leave the
lower half of the table bare, so there a rank's cards stand almost whole, one below the
other, and the ranks reach down to the layout card. Screens of 300 lines or more give
the information window a third line, for the status line's longer texts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from retrohearts.pc.cursor import Target

if TYPE_CHECKING:
    from retrohearts.pc.app import App

RANKS = 7
RANK_CARDS = 5
STOPS = ("P", "J", "R1", "R2", "R3", "R4", "R5", "R6", "R7")  # cursor positions, left to right
TALL_SCREEN = 300  # lines: from here the information window has three lines of text
WHOLE_CARD_OVERLAP = 2  # rows of a card the next one covers when ranks stand whole


@dataclass(frozen=True)
class TableGeometry:
    card_w: int
    card_h: int
    step: int  # vertical distance between overlapping cards of a rank
    joker_step: int
    pack: tuple[int, int]
    layout: tuple[int, int]
    jokers: tuple[int, int]  # top of the joker column
    rank_x: tuple[int, ...]
    rank_y: int
    info: tuple[int, int, int, int]  # x, y, w, h of the information window
    line_h: int
    info_rows: int = 2  # text lines in the information window

    @property
    def ranks_bottom(self) -> int:
        """The lowest pixel row a full rank covers."""
        return self.rank_y + (RANK_CARDS - 1) * self.step + self.card_h

    @property
    def table_status_lines(self) -> int:
        """How many status lines fit on the table between the ranks and the window."""
        return max(0, (self.info[1] - self.ranks_bottom - 4) // self.line_h)

    def rank_card(self, rank: int, index: int) -> tuple[int, int]:
        """Top-left of card ``index`` (0 = back) of rank ``rank`` (1-based)."""
        return (self.rank_x[rank - 1], self.rank_y + index * self.step)

    def joker_card(self, index: int) -> tuple[int, int]:
        return (self.jokers[0], self.jokers[1] + index * self.joker_step)

    def stop_box(self, stop: str, count: int) -> tuple[int, int, int, int]:
        """The rectangle a stop covers with ``count`` cards in it (for clicks and the cursor)."""
        w, h = self.card_w, self.card_h
        if stop == "P":
            return (*self.pack, w, h)
        if stop == "J":
            x, y = self.jokers
            return (x, y, w, h + max(0, count - 1) * self.joker_step)
        x, y = self.rank_card(int(stop[1:]), 0)
        return (x, y, w, h + max(0, count - 1) * self.step)

    def targets(self, counts: dict[str, int]) -> list[Target]:
        out = []
        for stop in STOPS:
            x, y, w, h = self.stop_box(stop, max(1, counts.get(stop, 0)))
            out.append(Target(stop, x, y, w, h, enabled=counts.get(stop, 0) > 0))
        return out


def geometry(app: App) -> TableGeometry:
    """The table of this mode (cached per mode)."""
    key = ("homerun-table", app.mode.key, app.video.square)
    cached = app.cache.get(key)
    if isinstance(cached, TableGeometry):
        return cached
    lay = app.layout
    cw, ch = lay.card_w, lay.card_h
    line_h = app.font.cell_h + max(1, app.font.cell_h // 6)
    info_rows = 3 if app.height >= TALL_SCREEN else 2
    info_h = info_rows * line_h + 2 * lay.pad + 2
    info = (0, app.height - info_h, app.width, info_h)
    margin = max(3, lay.margin // 2)
    top = margin + 1
    play_bottom = info[1] - margin
    space = play_bottom - top - ch
    # the rank index must show on each covered card: its text plus the suit below it
    step = max(app.font.cell_h + 2, min(space // (RANK_CARDS - 1), int(ch * 0.6)))
    joker_step = max(4, min(step // 2, (play_bottom - top - 2 * ch - lay.gap) // 3))
    whole = ch - WHOLE_CARD_OVERLAP
    if info_rows > 2 and not lay.big_cards and space // (RANK_CARDS - 1) >= whole:
        step = whole  # small cards on a tall screen: each card of a rank shown whole
    gap = max(lay.gap, cw // 8)
    left = margin
    col2 = left + cw + gap
    first = col2 + cw + 2 * gap
    avail = app.width - margin - first
    pitch = min(cw + 3 * gap, (avail - cw) // (RANKS - 1))
    start = first + max(0, (avail - (pitch * (RANKS - 1) + cw)) // 2)
    rank_x = tuple(start + i * pitch for i in range(RANKS))
    layout_y = play_bottom - ch
    geo = TableGeometry(
        card_w=cw, card_h=ch, step=step, joker_step=joker_step, pack=(left, top),
        layout=(left, layout_y), jokers=(col2, max(top, layout_y - 3 * joker_step)),
        rank_x=rank_x, rank_y=top, info=info, line_h=line_h, info_rows=info_rows)
    app.cache[key] = geo
    return geo
