"""Drawing HomeRun's table: pack, layout card, jokers, the 7 ranks (and, by
``infowindow``, the information window).

Pure drawing from plain values handed in by the game screen (:class:`TableView`), so
the deal and flying cards can show a table the engine has already moved on from.
Cards are the shared ``ui/cards`` faces. A cleared rank is bare table, as HomeRun 1.00
chose (0.92b had marked it); the place of an empty pack keeps a thin outline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from retrohearts.cards import Card
from retrohearts.screens.homerun.infowindow import draw_info
from retrohearts.screens.homerun.tablelayout import TableGeometry
from retrohearts.screens.homerun.tableview import TableView
from retrohearts.ui.cards import draw_back, draw_card, draw_joker, draw_slot

if TYPE_CHECKING:
    from retrohearts.pc.app import App

__all__ = ["draw_card_value", "draw_table"]

def draw_card_value(app: App, x: int, y: int, card: Card, selected: bool = False) -> None:
    if card.is_joker:
        draw_joker(app, x, y, card.index - 51, selected=selected)
    else:
        draw_card(app, x, y, card.rank, card.suit.letter, selected=selected)


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
        draw_slot(app, px, py)
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
        for i, card in enumerate(cards):  # (a cleared rank: bare table)
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
