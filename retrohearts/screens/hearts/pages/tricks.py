"""A hand's tricks as the manual's first Odds screen draws them: a column a trick, read down.

The Odds screen's record of play and the post-mortem's trick list both draw it, so it lives
beside them rather than in either.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pyxel

from retrohearts.screens.hearts.shared.layout import Rect
from retrohearts.ui.cards import draw_suit_mark

if TYPE_CHECKING:
    from retrohearts.pc.app import App


def _winner(plays: Any) -> int:
    """The seat that took a finished trick: the highest card of the suit led."""
    led = plays[0][1].suit
    seat: int = max((p for p in plays if p[1].suit == led), key=lambda p: p[1].rank)[0]
    return seat


def card_text(app: App, x: int, y: int, card: Any, width: int, *,
              inverse: bool = False) -> int:
    """A card as text on a little white strip (or, ``inverse``, white on black): rank
    ("10" condensed) and suit; returns the x after the suit."""
    ink = app.ink
    cw, ch = app.font.cell_w, app.font.cell_h
    pyxel.rect(x, y, width, ch, ink.panel_text if inverse else ink.card)
    col = ink.red_suit if card.suit.is_red else ink.black_suit
    if inverse and col == ink.panel_text:
        col = ink.card
    x_suit = x + 1 + cw
    if card.rank == 10:  # the 1's stem alone (its foot would run into the 0), then the 0
        half = cw // 2
        pyxel.clip(x, y, half, ch)
        app.text(x - 1, y, "1", col)
        pyxel.clip(0, 0, app.width, app.height)
        app.text(x + half + 1, y, "0", col)
        x_suit = x + half + 1 + cw
    else:
        app.text(x + 1, y, card.rank_letter, col)
    if x_suit + cw - 1 <= x + width + 1:
        if inverse and not card.suit.is_red:
            draw_suit_mark(app, x_suit, y, card.suit.letter, col)
        else:
            draw_suit_mark(app, x_suit, y, card.suit.letter)
    return x_suit + cw


def seat_marks(names: Sequence[str], you: int) -> list[str]:
    """Each seat's mark in the record of tricks: the initial ("Y" for you), or the first
    two letters when two initials are alike (Jeffrey and Julia), else the seat number."""
    shown = ["You" if seat == you else str(names[seat]) for seat in range(4)]
    for size in (1, 2):
        marks = [name[:size] for name in shown]
        if len(set(marks)) == 4:
            return marks
    return [str(seat + 1) for seat in range(4)]


def draw_tricks(app: App, r: Rect, tricks: Sequence[Any], names: Sequence[str],
                you: int, *, points: bool = False) -> int:
    """The hand's tricks as the manual's first Odds screen shows them: thirteen columns,
    one per trick, each read from top to bottom in the order the cards were played, with
    who played each card (the player's initial beside it; on 40 columns, where there is
    no room for that, the leader's initial heads the column and the others follow
    clockwise). The card that took a finished trick is framed; with ``points`` a last
    row says the points each finished trick carried. Returns the y below."""
    ink = app.ink
    cw, ch = app.font.cell_w, app.font.cell_h
    marks = seat_marks(names, you)
    mark_w = max(len(m) for m in marks) * cw
    strip = cw // 2 + cw * 2  # "10" condensed and a suit
    label_w = cw * 4
    col_w = (r.w - label_w) // 13
    beside = col_w >= mark_w + strip + 4
    x0 = r.x
    if not beside:  # CGA: no row labels, the columns as wide as the margins allow
        label_w, x0 = 0, r.x - cw // 2
        col_w = (r.w + cw) // 13
    framed = col_w >= strip + (mark_w + 2 if beside else 0) + 2  # else the taker inverse
    top = r.y + ch * (1 if beside else 2) + (0 if beside else 2)  # the first card's row

    def row_y(row: int) -> int:
        return top + row * (ch + 1 if beside else ch + 2)

    if beside:
        for row, label in enumerate(("1st", "2nd", "3rd", "4th")):
            app.text(r.x, row_y(row), label, ink.panel_text)
    for t in range(13):
        x = x0 + label_w + t * col_w
        number = str(t + 1)
        app.text(x + (col_w - app.text_width(number)) // 2, r.y, number, ink.panel_text)
        if t >= len(tricks):
            continue
        plays = tricks[t]
        winner = _winner(plays) if len(plays) == 4 else None
        if not beside and plays:
            lead = marks[plays[0][0]]
            app.text(x + (col_w - app.text_width(lead)) // 2, r.y + ch, lead, ink.panel_text)
        for row, (seat, card) in enumerate(plays):
            y = row_y(row)
            cx = x + (col_w - strip - (mark_w + 2 if beside else 0)) // 2
            if beside:
                app.text(cx, y, marks[seat], ink.panel_text)
                cx += mark_w + 2
            card_text(app, cx, y, card, strip, inverse=seat == winner and not framed)
            if seat == winner and framed:
                pyxel.rectb(cx - 1, y - 1, strip + 2, ch + 2, ink.panel_text)
        if points and winner is not None:
            carried = sum(c.points for _, c in plays)
            text = str(carried) if carried else "-"
            app.text(x + (col_w - app.text_width(text)) // 2, row_y(4) + 3, text,
                     ink.panel_text)
    bottom = row_y(4) + 3
    if points:
        if beside:
            app.text(r.x, bottom, "Pts", ink.panel_text)
        bottom += ch
    return bottom
