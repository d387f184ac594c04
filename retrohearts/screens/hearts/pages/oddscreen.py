"""The three Odds screens, drawn: the record of play, the opponents' voids and the
queen of spades, your suits' danger and your chance to shoot the moon.

All numbers come from `retrohearts.hearts.odds`, which works from your PlayerView
only (what you may rightfully know). PREV and NEXT (PgUp, PgDn) turn the pages; DONE,
ESC or the right button go back to the table. With the Scores control at Hidden the two
pages of estimates say so instead, until the game ends (page 1 holds facts, not odds);
once the hand is over they say that, with the points each player took.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

import pyxel

from retrohearts.cards import QUEEN_OF_SPADES, Suit
from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.pages.pagescreen import button_row, draw_button_row, draw_page
from retrohearts.screens.hearts.pages.tricks import card_text, draw_tricks
from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.shared.drawing import bold
from retrohearts.screens.hearts.shared.layout import Rect
from retrohearts.ui.cards import draw_suit_mark
from retrohearts.ui.text import wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
TITLES = ("Odds 1: cards played and passed", "Odds 2: your opponents", "Odds 3: your hand")


class OddsScreen(Screen):
    """Three pages of odds for the hand in progress."""

    help_title, help_text = helptext.HELP["odds"]

    def __init__(self, view: Any, names: Sequence[str], *, hidden: bool = False,
                 page: int = 0) -> None:
        from retrohearts.hearts import odds

        self.view = view
        self.names = list(names)
        self.page = 0
        self.hidden = hidden  # the Scores control hides the estimates until the game ends
        self.record = odds.record(view)
        self.opponents = [] if hidden else odds.opponent_odds(view)
        self.danger = {} if hidden else odds.suit_danger(view)
        self.moon = 0 if hidden else odds.moon_chance(view)
        self.focus("NEXT")  # the pages are read in order: ENTER turns to the next
        self.message = ""
        self.turn(page)     # opened on a later page: the halo on a button that works

    # -------------------------------------------------------------- targets
    def targets(self, app: App) -> Sequence[Target]:
        disabled = {}
        if self.page == 0:
            disabled["PREV"] = "First odds screen"
        if self.page == len(TITLES) - 1:
            disabled["NEXT"] = "Last odds screen"
        return button_row(app, (("PREV", "Click now for the previous odds screen"),
                                ("NEXT", "Click now for the next odds screen"),
                                ("LAST", "Click now for the last hand, trick by trick"),
                                ("DONE", "Click now to go back to the table")), disabled)

    def update(self, app: App) -> None:
        if app.input.pressed("PGDN"):
            self.turn(1)
        if app.input.pressed("PGUP"):
            self.turn(-1)
        super().update(app)

    def turn(self, step: int) -> None:
        """The next (1) or previous (-1) page; the halo leaves a button that has nothing
        more to do (NEXT on the last page goes to DONE, PREV on the first to NEXT)."""
        self.page = max(0, min(len(TITLES) - 1, self.page + step))
        focus = self.cursor.focus
        if focus == "NEXT" and self.page == len(TITLES) - 1:
            self.focus("DONE")
        elif focus == "PREV" and self.page == 0:
            self.focus("NEXT")

    def select(self, app: App, target_id: Hashable) -> None:
        if target_id == "NEXT":
            self.turn(1)
        elif target_id == "PREV":
            self.turn(-1)
        elif target_id == "LAST":
            table: Any = next((s for s in reversed(app.stack)
                               if hasattr(s, "show_last_hand")), None)
            if table is not None and table.ctl.finished is not None:
                table.show_last_hand(app)
            else:
                self.message = "No hand played out yet"
        else:
            app.pop()

    # ----------------------------------------------------------------- draw
    def draw(self, app: App) -> None:
        f = draw_page(app)
        title = TITLES[self.page]
        bold(app, *f.title, title[: f.body.w // f.cw - 2], app.ink.panel_text)
        if self.hidden and self.page:
            self._hidden(app, f.text)
        elif self.page and self.view.phase == "over":
            self._over(app, f.text)
        else:
            (self._record, self._opponents, self._hand)[self.page](app, f.text)
        # the page label and the deal number on the panel's last line
        ink = app.ink
        page = f"page {self.page + 1} of 3"
        foot = f.body.bottom - f.pad - f.ch
        app.text(f.body.right - f.cw - app.text_width(page), foot, page, ink.panel_text)
        if self.view.deal_number is not None:
            app.text(f.body.x + f.cw, foot, f"Deal {self.view.deal_number}", ink.panel_text)
        if self.message:
            app.text(f.body.cx - app.text_width(self.message) // 2, foot, self.message,
                     ink.panel_text)
        draw_button_row(app, list(self.targets(app)))

    def _hidden(self, app: App, r: Rect) -> None:
        cols = max(1, r.w // app.font.cell_w)
        text = ("The odds are hidden until the game ends: the Scores control on the Rules "
                "screen is set to Hidden. Page 1 still shows every card played and passed.")
        for i, line in enumerate(wrap(text, cols)):
            app.text(r.x, r.y + i * app.font.cell_h, line, app.ink.panel_text)

    def _over(self, app: App, r: Rect) -> None:
        """The hand is over: nothing is left to estimate (every suit would read "void"),
        so the page says so and shows what each player took."""
        cw, ch = app.font.cell_w, app.font.cell_h
        text = ("This hand is over: no cards are left to guess about. Page 1 shows every "
                "card played and passed; LAST shows the hand trick by trick.")
        lines = wrap(text, max(1, r.w // cw))
        for i, line in enumerate(lines):
            app.text(r.x, r.y + i * ch, line, app.ink.panel_text)
        y = r.y + (len(lines) + 1) * ch
        app.text(r.x, y, "Points taken this hand:", app.ink.panel_text)
        for seat, name in enumerate(self.names):
            at = y + ch * (seat + 2)
            app.text(r.x + cw * 2, at, name[:12], app.ink.panel_text)
            app.text(r.x + cw * 16, at, f"{self.view.points_taken[seat]:3d}",
                     app.ink.panel_text)

    def _card_text(self, app: App, x: int, y: int, card: Any, width: int) -> None:
        card_text(app, x, y, card, width)

    def _record(self, app: App, r: Rect) -> None:
        ink = app.ink
        cw, ch = app.font.cell_w, app.font.cell_h
        rec = self.record
        gy = draw_tricks(app, r, rec.tricks, self.names, self.view.seat) + ch // 2
        # which cards are gone, by suit and rank ("10" takes two cells)
        app.text(r.x, gy, "Played:", ink.panel_text)
        for row, suit in enumerate(SUIT_ORDER):
            y = gy + ch * (row + 1)
            draw_suit_mark(app, r.x, y, suit.letter)
            x = r.x + cw * 2
            for k, rank in enumerate(RANKS):
                played = rec.grid[suit][k + 2] is not None
                if played:
                    app.text(x, y, rank, ink.panel_text)
                else:
                    pyxel.pset(x + cw // 2, y + ch // 2, ink.panel_text)
                x += cw * len(rank)
        # passed and received
        px = r.x + cw * 18
        if px + cw * 12 <= r.right:
            py = gy
        else:
            px, py = r.x, gy + ch * 6
        if rec.passed:
            to = self.names[rec.passed_to][:8] if rec.passed_to is not None else "?"
            app.text(px, py, f"Passed to {to}:", ink.panel_text)
            for i, card in enumerate(rec.passed):
                self._card_text(app, px + i * (cw * 3 + 2), py + ch + 1, card, cw * 3)
        if rec.received:
            frm = self.names[rec.received_from][:8] if rec.received_from is not None else "?"
            app.text(px, py + ch * 3, f"From {frm}:", ink.panel_text)
            for i, card in enumerate(rec.received):
                self._card_text(app, px + i * (cw * 3 + 2), py + ch * 4 + 1, card, cw * 3)
        if not rec.passed:
            direction = self.view.pass_direction
            if direction.value and self.view.passed_to is None:
                target = self.names[direction.target(self.view.seat)][:8]
                app.text(px, py, f"Pass to {target}:", ink.panel_text)
                app.text(px, py + ch, "not chosen yet", ink.panel_text)
            else:
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
        gone = self._queen_gone()
        for i, so in enumerate(self.opponents):
            x = r.x + i * col_w
            app.text(x, qy + ch * 2, self.names[so.seat][: col_w // cw - 1], ink.panel_text)
            if gone:  # no chance to give: say where the queen is
                app.text(x, qy + ch * 3, gone[: col_w // cw - 1], ink.panel_text)
            else:
                self._bar(app, x, qy + ch * 3, bar_w, so.queen)

    def _queen_gone(self) -> str:
        """"played" once the queen of spades is out, "yours" while you hold it."""
        if QUEEN_OF_SPADES in self.view.played_cards():
            return "played"
        if QUEEN_OF_SPADES in self.view.hand:
            return "yours"
        return ""

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
