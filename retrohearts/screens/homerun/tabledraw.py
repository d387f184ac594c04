"""Drawing HomeRun's table: pack, layout card, jokers, the 7 ranks and the information window.

Pure drawing from plain values handed in by the game screen (:class:`TableView`), so
the deal and flying cards can show a table the engine has already moved on from.
Cards are the shared ``ui/cards`` faces; empty ranks get their own mark (a dotted
outline with a cross of dots), not just a gap, as HomeRun 0.92b introduced.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from retrohearts.cards import Card
from retrohearts.screens.homerun.tablelayout import TableGeometry
from retrohearts.ui.cards import draw_back, draw_card, draw_joker
from retrohearts.ui.fontstyle import draw_text, text_width, wrap_width
from retrohearts.ui.text import dim_on

if TYPE_CHECKING:
    from retrohearts.pc.app import App

DIAMOND = "\u2666"


@dataclass(frozen=True)
class PlayerLine:
    name: str
    game: int  # this game's running total
    total: int  # the competition's total
    current: bool


@dataclass(frozen=True)
class TableView:
    """Everything the table shows this frame."""

    ranks: tuple[tuple[Card, ...], ...]  # back to front
    layout: Card | None
    pack_left: int
    jokers: int
    selected: str | None  # a stop ("P", "J", "R1".."R7") or None
    labels: tuple[str, str, str, str]  # Pack, Jokers, Hand, Bonus (already translated)
    values: tuple[int, int, int, int]
    players: tuple[PlayerLine, ...]
    status: str
    show_totals: bool
    menu_label: str


def draw_card_value(app: App, x: int, y: int, card: Card, selected: bool = False) -> None:
    if card.is_joker:
        draw_joker(app, x, y, card.index - 51, selected=selected)
    else:
        draw_card(app, x, y, card.rank, card.suit.letter, selected=selected)


def draw_empty_rank(app: App, x: int, y: int, w: int, h: int) -> None:
    """An empty rank: a dotted outline and a dotted cross, in the dim ink."""
    import pyxel

    col = dim_on(app, app.ink.table, app.ink.text_dim, app.ink.text)
    for i in range(0, w, 2):
        pyxel.pset(x + i, y, col)
        pyxel.pset(x + i, y + h - 1, col)
    for j in range(0, h, 2):
        pyxel.pset(x, y + j, col)
        pyxel.pset(x + w - 1, y + j, col)
    steps = max(w, h)
    for k in range(0, steps, 3):
        px, py = x + 3 + k * (w - 6) // steps, y + 3 + k * (h - 6) // steps
        pyxel.pset(px, py, col)
        pyxel.pset(x + w - 4 - (px - x - 3), py, col)


def draw_table(app: App, geo: TableGeometry, view: TableView, blink: bool) -> None:
    import pyxel

    ink = app.ink
    pyxel.rect(0, 0, app.width, geo.info[1], ink.table)
    sel = view.selected
    # the pack, top left
    px, py = geo.pack
    if view.pack_left:
        depth = min(3, (view.pack_left + 5) // 6)
        for d in range(depth - 1, 0, -1):
            pyxel.rectb(px + d, py + d, geo.card_w, geo.card_h, ink.card_edge)
        draw_back(app, px, py, selected=sel == "P")
        if sel == "P":  # a back's own frame hardly shows on a dark back: ring it
            pyxel.rectb(px - 2, py - 2, geo.card_w + depth + 3, geo.card_h + depth + 3,
                        ink.selected)
    else:
        draw_empty_rank(app, px, py, geo.card_w, geo.card_h)
    # the layout card, bottom left
    lx, ly = geo.layout
    if view.layout is not None:
        draw_card_value(app, lx, ly, view.layout)
    # held jokers beside it
    for i in range(view.jokers):
        jx, jy = geo.joker_card(i)
        draw_joker(app, jx, jy, i + 1, selected=sel == "J" and i == view.jokers - 1)
    # the ranks
    for r, cards in enumerate(view.ranks, start=1):
        if not cards:
            x, y = geo.rank_card(r, 0)
            draw_empty_rank(app, x, y, geo.card_w, geo.card_h)
            continue
        for i, card in enumerate(cards):
            x, y = geo.rank_card(r, i)
            draw_card_value(app, x, y, card, selected=sel == f"R{r}" and i == len(cards) - 1)
    if sel is not None and blink:
        _draw_marker(app, geo, view, sel)
    draw_info(app, geo, view)


def _draw_marker(app: App, geo: TableGeometry, view: TableView, stop: str) -> None:
    """The blinking cursor: a bar under the selected card (or beside the pack)."""
    import pyxel

    col = app.ink.selected
    if stop == "P":
        x, y = geo.pack
        y += geo.card_h + 2
    elif stop == "J":
        x, y = geo.joker_card(max(0, view.jokers - 1))
        y += geo.card_h + 2
    else:
        r = int(stop[1:])
        count = len(view.ranks[r - 1])
        x, y = geo.rank_card(r, max(0, count - 1))
        y += geo.card_h + 2
    if y + 2 < geo.info[1]:
        pyxel.rect(x + 2, y, geo.card_w - 4, 2, col)


def _num_w(app: App, view: TableView) -> int:
    cells = [f"{p.game:,}" for p in view.players] + [f"{p.total:,}" for p in view.players]
    return max([text_width(app, "0000", True)] + [text_width(app, c, True) for c in cells])


def _narrow_col_w(app: App, view: TableView, pad: int) -> int:
    return max(text_width(app, f"{lab} {max(v, 10):,}") for lab, v in
               zip(view.labels, view.values, strict=True)) + 2 * pad


def _player_block_w(app: App, view: TableView, pad: int) -> int:
    name_w = max((text_width(app, p.name) for p in view.players), default=0)
    num_w = _num_w(app, view)
    cells = 2 if view.show_totals else 1
    return (text_width(app, DIAMOND) + pad + name_w + cells * (num_w + pad)
            + text_width(app, view.menu_label) + 3 * pad)


def info_layout(app: App, geo: TableGeometry, view: TableView) -> tuple[bool, int, int]:
    """(counts in 4 columns?, where the status text starts, how wide it may be); a width of
    0 means the status goes on the table above the window."""
    pad = max(3, app.font.cell_w // 2 + 1)
    wide = sum(max(text_width(app, lab), text_width(app, "0000", True)) + 3 * pad
               for lab in view.labels)
    narrow = 2 * _narrow_col_w(app, view, pad)
    right = _player_block_w(app, view, pad)
    w = geo.info[2]
    if wide + right + w // 4 <= w:
        return True, pad + wide, w - right - wide - 4 * pad
    four = wide + right + pad <= w
    left = wide if four else narrow
    room = w - right - left - 4 * pad
    return four, pad + left, room if room >= w // 4 else 0


def status_on_table(app: App, geo: TableGeometry, text: str) -> None:
    """The status line on the table, over the info window, right of the jokers (narrow
    modes, where the information window has no room for it)."""
    ink = app.ink
    x0 = geo.rank_x[0]
    width = app.width - x0 - 4
    lines = wrap_width(app, text, width)[:3]
    y = geo.info[1] - len(lines) * geo.line_h - 2
    col = ink.text_bright
    for i, line in enumerate(lines):
        draw_text(app, x0, y + i * geo.line_h, line, col)


def draw_info(app: App, geo: TableGeometry, view: TableView) -> None:
    """The information window along the bottom."""
    import pyxel

    ink = app.ink
    x, y, w, h = geo.info
    pyxel.rect(x, y, w, h, ink.panel)
    pyxel.rectb(x, y, w, h, ink.panel_text)
    pad = max(3, app.font.cell_w // 2 + 1)
    lh = geo.line_h
    top = y + (h - 2 * lh) // 2 + 1
    four, status_x, status_w = info_layout(app, geo, view)
    col_x = x + pad
    if four:  # label over value, four columns
        for label, value in zip(view.labels, view.values, strict=True):
            draw_text(app, col_x, top, label, ink.panel_text)
            draw_text(app, col_x, top + lh, f"{value:,}", ink.panel_text, bold=True)
            col_x += max(text_width(app, label), text_width(app, "0000", True)) + 3 * pad
    else:  # "Pack 12" over "Hand 48", "Jokers 4" over "Bonus 0"
        col_w = _narrow_col_w(app, view, pad)
        for i, (label, value) in enumerate(zip(view.labels, view.values, strict=True)):
            cx, cy = col_x + (i % 2) * col_w, top + (i // 2) * lh
            draw_text(app, cx, cy, label, ink.panel_text)
            draw_text(app, cx + text_width(app, label + " "), cy, f"{value:,}",
                      ink.panel_text, bold=True)
    # right block: the players, a diamond at the current one
    right = x + w - pad
    menu_w = text_width(app, view.menu_label) + 2 * pad
    draw_text(app, right - menu_w + pad, top, view.menu_label,
              dim_on(app, ink.panel, ink.text_dim, ink.panel_text))
    right -= menu_w + pad
    name_w = max((text_width(app, p.name) for p in view.players), default=0)
    num_w = _num_w(app, view)
    for i, p in enumerate(view.players):
        ly = top + i * lh
        # two columns in a competition: the game in play (the current player's only) and
        # the competition's total
        game = f"{p.game:,}" if p.current or not view.show_totals else ""
        cells = [game] + ([f"{p.total:,}"] if view.show_totals else [])
        cx = right
        for cell in reversed(cells):
            draw_text(app, cx - text_width(app, cell, True), ly, cell, ink.panel_text, bold=True)
            cx -= num_w + pad
        nx = cx - name_w
        draw_text(app, nx, ly, p.name, ink.panel_text)
        if p.current:
            draw_text(app, nx - text_width(app, DIAMOND) - pad, ly, DIAMOND, ink.panel_text)
    if not view.status:
        return
    if status_w:
        lines = wrap_width(app, view.status, status_w)[:2]
        for i, line in enumerate(lines):
            draw_text(app, x + status_x, top + i * lh, line, ink.panel_text)
    else:
        status_on_table(app, geo, view.status)
