"""The three Odds screens, drawn: the record of play, the opponents' voids and the
queen of spades, your suits' danger and your chance to shoot the moon.

All numbers come from `retrohearts.hearts.odds`, which works from your PlayerView
only (what you may rightfully know). PREV and NEXT (PgUp, PgDn) turn the pages; DONE,
ESC or the right button go back to the table.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

import pyxel

from retrohearts.cards import Suit
from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts import helptext
from retrohearts.screens.hearts.layout import Rect
from retrohearts.screens.hearts.pagescreen import button_row, draw_button_row, draw_page
from retrohearts.screens.hearts.tabledraw import bold
from retrohearts.ui.cards import draw_suit_mark

if TYPE_CHECKING:
    from retrohearts.pc.app import App

RANKS = "23456789TJQKA"
SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
TITLES = ("Odds 1: cards played and passed", "Odds 2: your opponents", "Odds 3: your hand")


class OddsScreen(Screen):
    """Three pages of odds for the hand in progress."""

    help_title, help_text = helptext.HELP["odds"]

    def __init__(self, view: Any, names: Sequence[str]) -> None:
        from retrohearts.hearts import odds

        self.view = view
        self.names = list(names)
        self.page = 0
        self.record = odds.record(view)
        self.opponents = odds.opponent_odds(view)
        self.danger = odds.suit_danger(view)
        self.moon = odds.moon_chance(view)

    # -------------------------------------------------------------- targets
    def targets(self, app: App) -> Sequence[Target]:
        return button_row(app, (("PREV", "Click now for the previous odds screen"),
                                ("NEXT", "Click now for the next odds screen"),
                                ("DONE", "Click now to go back to the table")))

    def update(self, app: App) -> None:
        if app.input.pressed("PGDN"):
            self.page = min(2, self.page + 1)
        if app.input.pressed("PGUP"):
            self.page = max(0, self.page - 1)
        super().update(app)

    def select(self, app: App, target_id: Hashable) -> None:
        if target_id == "NEXT":
            self.page = min(2, self.page + 1)
        elif target_id == "PREV":
            self.page = max(0, self.page - 1)
        else:
            app.pop()

    # ----------------------------------------------------------------- draw
    def draw(self, app: App) -> None:
        f = draw_page(app)
        title = TITLES[self.page]
        bold(app, *f.title, title[: f.body.w // f.cw - 2], app.ink.panel_text)
        (self._record, self._opponents, self._hand)[self.page](app, f.text)
        draw_button_row(app, list(self.targets(app)), f"page {self.page + 1} of 3")

    def _card_text(self, app: App, x: int, y: int, card: Any, width: int) -> None:
        ink = app.ink
        pyxel.rect(x, y, width, app.font.cell_h, ink.card)
        col = ink.red_suit if card.suit.is_red else ink.black_suit
        app.text(x + 1, y, card.rank_letter, col)
        if width >= app.font.cell_w * 2:
            draw_suit_mark(app, x + 1 + app.font.cell_w, y, card.suit.letter)

    def _record(self, app: App, r: Rect) -> None:
        ink = app.ink
        cw, ch = app.font.cell_w, app.font.cell_h
        col_w = max(cw * 2 + 1, r.w // 13)
        rec = self.record
        # 13 columns, one per trick, cards from top to bottom in the order played
        for t in range(13):
            x = r.x + t * col_w
            app.text(x + 1, r.y, str(t + 1)[: col_w // cw], ink.panel_text)
            if t < len(rec.tricks):
                for i, (_seat, card) in enumerate(rec.tricks[t]):
                    self._card_text(app, x, r.y + ch * (i + 1) + i, card, col_w - 2)
        # who played what: initials under the columns would crowd CGA; the grid says
        # which cards are gone, by suit and rank
        gy = r.y + ch * 6
        app.text(r.x, gy, "Played:", ink.panel_text)
        for row, suit in enumerate(SUIT_ORDER):
            y = gy + ch * (row + 1)
            draw_suit_mark(app, r.x, y, suit.letter)
            for k in range(13):
                played = rec.grid[suit][k + 2] is not None
                x = r.x + cw * 2 + k * cw
                if played:
                    app.text(x, y, RANKS[k], ink.panel_text)
                else:
                    pyxel.pset(x + cw // 2, y + ch // 2, ink.panel_text)
        # passed and received
        px = r.x + cw * 17
        if px + cw * 12 <= r.right:
            py = gy
        else:
            px, py = r.x, gy + ch * 6
        if rec.passed:
            to = self.names[rec.passed_to][:8] if rec.passed_to is not None else "?"
            app.text(px, py, f"Passed to {to}:", ink.panel_text)
            for i, card in enumerate(rec.passed):
                self._card_text(app, px + i * (cw * 3), py + ch + 1, card, cw * 3 - 2)
        if rec.received:
            frm = self.names[rec.received_from][:8] if rec.received_from is not None else "?"
            app.text(px, py + ch * 3, f"From {frm}:", ink.panel_text)
            for i, card in enumerate(rec.received):
                self._card_text(app, px + i * (cw * 3), py + ch * 4 + 1, card, cw * 3 - 2)
        if not rec.passed:
            app.text(px, py, "No pass this hand", ink.panel_text)

    def _bar(self, app: App, x: int, y: int, w: int, value: float, *,
             percent: bool = True) -> None:
        """A horizontal bar for 0..1 with its number (a percentage, or 0-100 points)."""
        ink = app.ink
        ch = app.font.cell_h
        value = max(0.0, min(1.0, value))
        fill = ink.red_suit if ink.red_suit not in (ink.panel, ink.panel_text) else \
            ink.panel_text
        pyxel.rectb(x, y, w, ch - 1, ink.panel_text)
        pyxel.rect(x + 1, y + 1, round((w - 2) * value), ch - 3, fill)
        unit = "%" if percent else ""
        app.text(x + w + app.font.cell_w // 2, y, f"{round(value * 100):3d}{unit}",
                 ink.panel_text)

    def _opponents(self, app: App, r: Rect) -> None:
        ink = app.ink
        cw, ch = app.font.cell_w, app.font.cell_h
        app.text(r.x, r.y, "Chance of being void:", ink.panel_text)
        cols = len(self.opponents)
        col_w = r.w // max(1, cols)
        bar_w = max(cw * 3, col_w - cw * 7)
        for i, so in enumerate(self.opponents):
            x = r.x + i * col_w
            app.text(x, r.y + ch * 2, self.names[so.seat][: col_w // cw - 1], ink.panel_text)
            for k, suit in enumerate(SUIT_ORDER):
                y = r.y + ch * (3 + k)
                draw_suit_mark(app, x, y, suit.letter)
                self._bar(app, x + cw * 2, y, bar_w - cw * 2, so.void[suit])
        qy = r.y + ch * 9
        app.text(r.x, qy, "Chance of holding the queen of spades:", ink.panel_text)
        for i, so in enumerate(self.opponents):
            x = r.x + i * col_w
            app.text(x, qy + ch * 2, self.names[so.seat][: col_w // cw - 1], ink.panel_text)
            self._bar(app, x, qy + ch * 3, bar_w, so.queen)

    def _hand(self, app: App, r: Rect) -> None:
        ink = app.ink
        cw, ch = app.font.cell_w, app.font.cell_h
        heading = "Danger of your suits (0 safe, 100 big trouble):"
        top = r.y
        if len(heading) * cw <= r.w:
            app.text(r.x, r.y, heading, ink.panel_text)
        else:  # 40 columns: the scale on a line of its own, the rest one line lower
            app.text(r.x, r.y, "Danger of your suits:", ink.panel_text)
            app.text(r.x, r.y + ch, "0 safe, 100 big trouble", ink.panel_text)
            top += ch
        bar_w = min(r.w - cw * 8, cw * 30)
        for k, suit in enumerate(SUIT_ORDER):
            y = top + ch * (2 + k)
            draw_suit_mark(app, r.x, y, suit.letter)
            self._bar(app, r.x + cw * 2, y, bar_w, self.danger.get(suit, 0) / 100, percent=False)
        my = top + ch * 8
        app.text(r.x, my, "Your chance to shoot the moon:", ink.panel_text)
        self._bar(app, r.x + cw * 2, my + ch * 2, bar_w, self.moon / 100)
