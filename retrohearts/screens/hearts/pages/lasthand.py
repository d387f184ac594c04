"""The last hand, trick by trick (the `L` key at the table, as in xhearts).

One page per trick: the four cards where their players sit, the leader and the taker
named, the points the trick carried; a first page shows the pass when there was one.
PREV and NEXT (PgUp and PgDn, or the arrows on the buttons) turn the pages; DONE, ESC
or the right button go back to the table.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.pages.pagescreen import button_row, draw_button_row, draw_page
from retrohearts.screens.hearts.shared.drawing import bold
from retrohearts.ui.cards import draw_card
from retrohearts.ui.text import wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App


def seat_name(names: Sequence[str], seat: int, you: int = 0) -> str:
    """"You" for your own seat, else the player's name."""
    return "You" if seat == you else names[seat]


class LastHandScreen(Screen):
    """The hand just played (or the one before the hand in progress), trick by trick."""

    help_title = "The last hand"
    help_text = ("Each page shows one trick of the last hand played: the four cards where "
                 "their players sit, who led, who took the trick and how many points it "
                 "held. The first page shows the pass. PREV and NEXT (or PgUp and PgDn) "
                 "turn the pages; DONE goes back to the table.")

    def __init__(self, finished: Any, names: Sequence[str], *, start_last: bool = False) -> None:
        self.finished = finished
        self.history = finished.history
        self.names = list(names)
        self.pages = (1 if self.history.passes else 0) + len(self.history.tricks)
        self.page = self.pages - 1 if start_last else 0
        self.focus("NEXT")

    def targets(self, app: App) -> Sequence[Target]:
        return button_row(app, (("PREV", "Click now for the trick before"),
                                ("NEXT", "Click now for the next trick"),
                                ("DONE", "Click now to go back to the table")))

    def update(self, app: App) -> None:
        if app.input.pressed("PGDN"):
            self.turn(1)
        if app.input.pressed("PGUP"):
            self.turn(-1)
        super().update(app)

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))

    def select(self, app: App, target_id: Hashable) -> None:
        if target_id == "NEXT":
            self.turn(1)
        elif target_id == "PREV":
            self.turn(-1)
        else:
            app.pop()

    # ----------------------------------------------------------------- draw
    def page_title(self) -> str:
        passes = 1 if self.history.passes else 0
        if self.page < passes:
            return f"Last hand ({self.finished.number}): the pass"
        return f"Last hand ({self.finished.number}): trick {self.page - passes + 1} of 13"

    def draw(self, app: App) -> None:
        f = draw_page(app)
        ink = app.ink
        bold(app, *f.title, self.page_title()[: f.body.w // f.cw - 2], ink.panel_text)
        r = f.text
        passes = 1 if self.history.passes else 0
        if self.page < passes:
            self._draw_pass(app, r)
        elif self.history.tricks:
            self._draw_trick(app, r, self.page - passes)
        label = f"page {self.page + 1} of {max(1, self.pages)}"
        foot = f.body.bottom - f.pad - f.ch
        app.text(f.body.right - f.cw - app.text_width(label), foot, label, ink.panel_text)
        draw_button_row(app, list(self.targets(app)))

    def _draw_pass(self, app: App, r: Any) -> None:
        ink = app.ink
        lay = app.layout
        ch = app.font.cell_h
        y = r.y
        for p in self.history.passes:
            line = (f"{seat_name(self.names, p.giver)} passed to "
                    f"{seat_name(self.names, p.receiver).replace('You', 'you')}:")
            app.text(r.x, y, line, ink.panel_text)
            y += ch
            if p.giver in self.history.unknown_passes:  # a network game: not seen here
                app.text(r.x + app.font.cell_w * 2, y, "(three cards you did not see)",
                         ink.panel_text)
                y += ch
            elif p.giver == 0 or p.receiver == 0:  # what you may know: your own pass
                for i, card in enumerate(p.cards):
                    draw_card(app, r.x + i * (lay.card_w + 4), y + 2, card.rank, card.suit.letter)
                y += lay.card_h + 4
            else:
                app.text(r.x + app.font.cell_w * 2, y, " ".join(c.label for c in p.cards),
                         ink.panel_text)
                y += ch
            y += ch // 2

    def _draw_trick(self, app: App, r: Any, number: int) -> None:
        trick = self.history.tricks[number]
        ink = app.ink
        lay = app.layout
        cw, ch = app.font.cell_w, app.font.cell_h
        points = sum(c.points for c in trick.cards)
        leader = seat_name(self.names, trick.leader)
        taker = seat_name(self.names, trick.winner)
        verb = "take" if taker == "You" else "takes"
        held = f"{points} point{'s' * (points != 1)}" if points else "no points"
        order = ", ".join(seat_name(self.names, s) for s, _ in trick.plays)
        top = r.y
        text = f"{leader} led ({order}). {taker} {verb} the trick: {held}."
        claim = self.history.claim
        if claim is not None and number >= claim.tricks_before:
            whose = "your" if claim.seat == 0 else f"{self.names[claim.seat]}'s"
            text += f" Played out by {whose} claim."
        for line in wrap(text, r.w // cw):
            app.text(r.x, top, line, ink.panel_text)
            top += ch
        # the cards where the players sit: you at the bottom, West left, North top, East right
        cx, cy = r.x + r.w // 2, top + ch * 2 + (r.bottom - top - ch * 4) // 2
        w, h = lay.card_w, lay.card_h
        spots = {0: (cx - w // 2, cy + 2), 1: (cx - w * 2 - cw, cy - h // 2),
                 2: (cx - w // 2, cy - h - 2), 3: (cx + w + cw, cy - h // 2)}
        for seat, card in trick.plays:
            x, y = spots[seat]
            draw_card(app, x, y, card.rank, card.suit.letter)
            name = seat_name(self.names, seat)[:10]
            nx = x + (w - app.text_width(name)) // 2
            ny = y + h + 3 if seat != 2 else y - ch - 2
            app.text(nx, ny, name, ink.panel_text)
            if seat == trick.winner:
                import pyxel

                pyxel.rectb(x - 2, y - 2, w + 4, h + 4, ink.panel_text)
