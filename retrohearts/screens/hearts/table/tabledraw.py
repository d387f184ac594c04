"""Drawing the main playing screen: the felt, the players, the trick, the play menu.

Everything here reads the table's state and paints; nothing changes the game.
Colours are the mode's logical inks (`app.ink`), sizes come from the table layout
(`layout.py`), cards from the shared card widgets (`retrohearts.ui.cards`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pyxel

from retrohearts.cards import QUEEN_OF_SPADES, Card
from retrohearts.screens.hearts.shared.drawing import HALO, bevel, bold, button
from retrohearts.screens.hearts.shared.layout import Layout, Rect
from retrohearts.screens.hearts.shared.portraitfile import NEUTRAL
from retrohearts.screens.hearts.shared.portraits import draw_portrait
from retrohearts.screens.hearts.table.controller import HUMAN, Phase, TableController
from retrohearts.screens.hearts.table.scoreboard import scoreboard_inks
from retrohearts.ui.bigtext import big_text_size, draw_big_text
from retrohearts.ui.cards import (
    BackDesign,
    draw_back,
    draw_card,
    draw_small_back,
    draw_small_card,
    draw_suit_mark,
)
from retrohearts.ui.text import first_fitting, fit_line, wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App

ARROWS = {"left": "\u2190", "right": "\u2192", "across": "\u2191", "none": "-"}


def card_face(app: App, x: int, y: int, card: Card, *, dark: bool = False,
              selected: bool = False) -> None:
    """A full-size card face."""
    draw_card(app, x, y, card.rank, card.suit.letter, dark=dark, selected=selected)


def small_card(app: App, lay: Layout, x: int, y: int, card: Card) -> None:
    """A small face-up point card lying in front of a player; its left strip shows the
    suit (and the rank of the queen of spades or jack of diamonds), so an overlapped
    row still reads."""
    draw_small_card(app, x, y, lay.small_w, lay.small_h, card.rank, card.suit.letter,
                    letter=card.rank in (11, 12) and card.suit.letter in "SD")


def pile_step(lay: Layout, count: int) -> int:
    """Step between point cards: wide enough to read each, narrower when many."""
    room = lay.w // 4
    if count <= 1:
        return lay.cell_w + 1
    return max(2, min(lay.cell_w + 1, (room - lay.small_w) // (count - 1)))


def big_prompt(app: App, x: int, y: int, text: str, col: int, width: int,
               height: int) -> None:
    """The large prompt: the 8x8 font blown up as far as width and height allow."""
    for sx, sy in ((2, 2), (1, 2), (1, 1)):
        w, h = big_text_size(text, sx, sy)
        if w <= width and h <= height:
            draw_big_text(app, x, y, text, sx, sy, col)
            return
    # Too long even at 1x: plain bold lines, word-wrapped into the height (CGA's
    # "Game over: Jeffrey wins" beside Continue).
    cols = max(1, (width - 1) // app.font.cell_w)
    lines = wrap(text, cols)[: max(1, height // app.font.cell_h)]
    for i, line in enumerate(lines):
        bold(app, x, y + i * app.font.cell_h, line[:cols], col)


def lerp(a: tuple[int, int], b: tuple[int, int], t: float) -> tuple[int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t))


# ---------------------------------------------------------------------------- the felt
def draw_table(app: App, lay: Layout, ctl: TableController, names: list[str],
               portrait: str, back: str,
               origins: dict[Card, tuple[int, int]] | None = None,
               faces: list[str] | None = None) -> None:
    """The felt and everything on it; origins: where your played cards left your hand;
    faces: whose portrait each seat shows (the names' when None)."""
    _felt(app, lay)
    view = ctl.view()
    _status(app, lay, ctl, view)
    for seat in range(4):
        _seat(app, lay, ctl, view, seat, names[seat], portrait,
              faces[seat] if faces else names[seat])
    design: BackDesign = "alternate" if back == "alternate" else "standard"
    for seat in range(1, 4):
        _fan(app, lay, seat, _cards_held(ctl, view, seat), design)
    if ctl.phase is Phase.DEAL:
        _deal_pile(app, lay, ctl, back)
    _trick(app, lay, ctl, origins or {})


def _felt(app: App, lay: Layout) -> None:
    """The room, and the oval card table with its rim, seen from above."""
    ink = app.ink
    t = lay.table
    pyxel.rect(t.x, t.y, t.w, t.h, ink.bg)
    left, top, right, bottom = felt_oval(lay)
    rim = ink.table_hi if ink.table_hi != ink.table else ink.text_dim
    edge = max(2, lay.pad)
    pyxel.elli(left - edge, top - edge, right - left + edge * 2, bottom - top + edge * 2, rim)
    pyxel.elli(left, top, right - left, bottom - top, ink.table)
    if ink.table == ink.bg:  # one-colour felt: a second line marks the rim
        pyxel.ellib(left + edge, top + edge, right - left - edge * 2, bottom - top - edge * 2,
                    rim)


def felt_oval(lay: Layout) -> tuple[int, int, int, int]:
    """The felt's oval inside its rim: left, top, right, bottom (the rim is
    ``max(2, pad)`` wider all round)."""
    seats = lay.seats
    return (seats[1].portrait.right + lay.pad, seats[2].portrait.cy,
            seats[3].portrait.x - lay.pad, seats[0].portrait.cy)


def on_felt(lay: Layout, r: Rect) -> bool:
    """Whether any pixel of ``r`` is on the felt or its rim."""
    left, top, right, bottom = felt_oval(lay)
    edge = max(2, lay.pad)
    a, b = (right - left) / 2 + edge, (bottom - top) / 2 + edge
    cx, cy = (left + right) / 2, (top + bottom) / 2
    nx = min(max(cx, r.x), r.right - 1)     # the point of r nearest the oval's centre
    ny = min(max(cy, r.y), r.bottom - 1)
    return ((nx - cx) / a) ** 2 + ((ny - cy) / b) ** 2 <= 1


def deal_line_rect(app: App, lay: Layout, text: str) -> Rect:
    """Where the deal number goes after a hand: under the status lines, or (40 columns,
    where the felt reaches that line) the table's top right corner, above East's cards."""
    x, y = lay.status
    r = Rect(x, y + lay.cell_h * 2, app.text_width(text), lay.cell_h)
    if on_felt(lay, r):
        r = Rect(lay.table.right - x - r.w, y, r.w, r.h)
    return r


def _status(app: App, lay: Layout, ctl: TableController, view: Any) -> None:
    ink = app.ink
    x, y = lay.status
    label = ctl.port.pass_name
    text = "No pass" if label == "none" else f"Pass {ARROWS[label]} {label.capitalize()}"
    app.text(x, y, text, ink.text_bright)
    # a heart on a little white card, then the state in words
    hy = y + lay.cell_h
    pyxel.rect(x - 1, hy - 1, lay.cell_w + 2, lay.cell_h + 1, ink.card)
    draw_suit_mark(app, x, hy, "H")
    state = "Hearts broken" if view.hearts_broken else "Hearts safe"
    if lay.w <= 320:
        state = state.split()[1]
    app.text(x + lay.cell_w * 2, hy, state,
             ink.text_bright if view.hearts_broken else ink.text)
    # the deal number is for replaying a hand: it shows once the hand is over (and on
    # the Odds pages), not as a line of figures all through the play
    if view.deal_number is not None and ctl.phase in (Phase.HAND_END, Phase.GAME_END):
        deal = f"Deal {view.deal_number}" if lay.w > 320 else f"#{view.deal_number}"
        at = deal_line_rect(app, lay, deal)
        app.text(at.x, at.y, deal, ink.text_dim)


def scores_hidden(ctl: TableController) -> bool:
    """The Scores control says Hidden and the game is not over: no totals anywhere."""
    return ctl.controls.hide_scores and ctl.phase is not Phase.GAME_END


def score_text(ctl: TableController, seat: int) -> str:
    """The score beside a portrait: the total, or after a hand "points+before=total".
    While the hand's last trick is still on the felt the total is the one before the
    hand: the new one comes with the end-of-hand sum, not before it. With the scores
    hidden: nothing, or after a hand the hand's own points ("+13")."""
    state = ctl.state
    if ctl.phase in (Phase.HAND_END, Phase.GAME_END) and state.hand_scores:
        hs = state.hand_scores[seat]
        if scores_hidden(ctl):
            return f"{hs.points:+d}"
        return f"{hs.points}+{hs.before}={hs.total}"
    if scores_hidden(ctl):
        return ""
    if ctl.hand.phase == "over":
        return str(ctl.port.scores_before[seat])
    return str(ctl.port.scores[seat])


def _seat(app: App, lay: Layout, ctl: TableController, view: Any, seat: int, name: str,
          portrait: str, face: str) -> None:
    ink = app.ink
    plan = lay.seats[seat]
    p = plan.portrait
    phase = ctl.phase
    state = ctl.state
    winners = state.winners if phase is Phase.GAME_END else ()
    leaders = ctl.port.leaders() if phase in (Phase.HAND_END, Phase.GAME_END) \
        and not scores_hidden(ctl) else ()
    lit = seat in winners or (not winners and seat in leaders)
    draw_portrait(p.x, p.y, p.w, p.h, face, ink,
                  silhouette=portrait if seat == HUMAN else None, lit=lit,
                  screen=(0, 0, app.width, app.height),
                  expression=seat_expression(ctl, view, seat))
    turn = (phase is Phase.PLAY and ctl.hand.phase == "play" and ctl.hand.to_play == seat
            and len(state.on_table) < 4)
    if turn:
        pyxel.rectb(p.x - 1, p.y - 1, p.w + 2, p.h + 2, ink.text_bright)
    score = score_text(ctl, seat)
    if seat in winners:
        score += " WIN" if lay.w > 320 else "*"
    role = "winner" if seat in winners else "leader" if lit else None
    _name_plate(app, lay, plan.label, plan.label_right, (name, score) if score else (name,),
                role)
    # point cards taken, in front of the player (not the ones still on the table)
    taken = list(view.cards_taken[seat])
    if phase in (Phase.TRICK_END, Phase.COLLECT) and state.trick_winner == seat:
        on_table = {f.card for f in state.on_table}
        taken = [c for c in taken if c not in on_table]
    px, py = plan.pile
    step = pile_step(lay, len(taken)) * (1 if plan.pile_step > 0 else -1)
    order = range(len(taken)) if step > 0 else range(len(taken) - 1, -1, -1)
    for i in order:  # left to right, so every card's left strip shows
        small_card(app, lay, px + i * step, py, taken[i])


def seat_expression(ctl: Any, view: Any, seat: int) -> str:
    """The face a seat shows now: delight for a moon shot or a win, dismay for the queen
    (or for a moon shot against them), neutral otherwise."""
    if ctl.phase in (Phase.HAND_END, Phase.GAME_END):
        shooter = ctl.hand.shooter()
        if shooter is not None:
            return "moon" if seat == shooter else "queen"
        if ctl.phase is Phase.GAME_END and seat in ctl.state.winners:
            return "moon"
    if QUEEN_OF_SPADES in view.cards_taken[seat]:
        return "queen"
    return NEUTRAL


def name_plate_rect(app: App, lay: Layout, at: tuple[int, int], right: bool,
                    lines: tuple[str, ...]) -> Rect:
    """The plate under a player's name and score (x is its right edge when right)."""
    w = max(app.text_width(line) for line in lines) + 3
    x = at[0] - w + 2 if right else at[0] - 2
    return Rect(x, at[1] - 2, w + 1, lay.cell_h * len(lines) + 3)


def _name_plate(app: App, lay: Layout, at: tuple[int, int], right: bool,
                lines: tuple[str, ...], role: str | None) -> None:
    """Name and score on one plate in the room's colour, so the table's rim never runs
    through or between the lines. The leader's (role "leader") and the winner's ("winner")
    as Windows Hearts' scoreboard shows them, the score in blue or in red
    (scoreboard.py), or where the mode has no such colours in inverse video."""
    ink = app.ink
    r = name_plate_rect(app, lay, at, right, lines)
    back, front = ink.bg, ink.text
    fronts = [front] * len(lines)
    colours = scoreboard_inks(app) if role else None
    if colours is not None:
        back = colours.plate
        fronts = [colours.name, colours.leader if role == "leader" else colours.winner]
    elif role:  # inverse video: visible in every mode
        back = ink.highlight if ink.highlight != ink.table else ink.text_bright
        front = ink.bg if ink.bg != back else ink.table
        fronts = [front] * len(lines)
    pyxel.rect(r.x, r.y, r.w, r.h, back)
    edge = ink.text_dim if ink.text_dim != back else ink.text
    pyxel.rectb(r.x, r.y, r.w, r.h, edge)
    for i, line in enumerate(lines):
        lx = at[0] - app.text_width(line) if right else at[0]
        app.text(lx, at[1] + i * lay.cell_h, line, fronts[min(i, len(fronts) - 1)])


def _cards_held(ctl: TableController, view: Any, seat: int) -> int:
    """How many cards an opponent holds as drawn (while dealing, those arrived)."""
    if ctl.phase is Phase.DEAL:
        dealt = min(52, int(ctl.deal_progress * 52))
        offset = (seat - ctl.port.dealer - 1) % 4
        return 0 if dealt <= offset else min(13, (dealt - offset + 3) // 4)
    return int(view.hand_sizes[seat])


def _fan(app: App, lay: Layout, seat: int, count: int, design: BackDesign) -> None:
    """An opponent's hand: small backs in a row in front of the player."""
    x, y = lay.seats[seat].fan
    for i in range(min(13, count)):
        draw_small_back(app, x + i * lay.fan_step, y, lay.small_w, lay.small_h, design)


def _deal_pile(app: App, lay: Layout, ctl: TableController, back: str) -> None:
    """The deck in the middle, and the next card flying to its player."""
    design: BackDesign = "alternate" if back == "alternate" else "standard"
    dealt = min(52, int(ctl.deal_progress * 52))
    cx, cy = lay.table.cx - lay.card_w // 2, lay.table.cy - lay.card_h // 2
    for i in range(max(1, (52 - dealt) // 13)):
        draw_back(app, cx + i, cy - i, design)
    if dealt < 52:
        seat = (ctl.port.dealer + 1 + dealt) % 4
        plan = lay.seats[seat]
        goal = plan.origin if seat == HUMAN else (plan.portrait.cx - lay.card_w // 2,
                                                   plan.portrait.cy - lay.card_h // 2)
        frac = ctl.deal_progress * 52 - dealt
        x, y = lerp((cx, cy), goal, frac)
        draw_back(app, x, y, design)


def dealt_to_you(ctl: TableController) -> int:
    """How many of your cards have arrived during the dealing animation."""
    dealt = min(52, int(ctl.deal_progress * 52))
    first = (ctl.port.dealer + 1) % 4  # the dealer's left gets the first card
    offset = (HUMAN - first) % 4
    return 0 if dealt <= offset else min(13, (dealt - offset + 3) // 4)


def _trick(app: App, lay: Layout, ctl: TableController,
           origins: dict[Card, tuple[int, int]]) -> None:
    state = ctl.state
    collecting = ctl.phase is Phase.COLLECT
    winner = state.trick_winner
    for flight in state.on_table:
        plan = lay.seats[flight.seat]
        start = origins.get(flight.card, plan.origin) if flight.seat == HUMAN else plan.origin
        pos = lerp(start, plan.trick, flight.progress(ctl.frame))
        if collecting and winner is not None:
            frames = max(1, ctl.controls.travel_frames(ctl.fps))
            t = min(1.0, (ctl.frame - state.collect_start) / frames)
            target = lay.seats[winner].portrait
            pos = lerp(plan.trick, (target.cx - lay.card_w // 2, target.cy - lay.card_h // 2), t)
        card_face(app, pos[0], pos[1], flight.card)


# ------------------------------------------------------------------------ windows
def felt_clearing(app: App, lay: Layout, ctl: TableController, names: list[str]) -> Rect:
    """The middle of the felt that no portrait, name plate or hand reaches: windows over
    the table (the pass, the final standings) stay inside it, so every name still reads."""
    west, north, east, south = lay.seats[1], lay.seats[2], lay.seats[3], lay.seats[0]
    pad = lay.pad

    def plate(seat: int) -> Rect:
        plan = lay.seats[seat]
        lines = (names[seat], score_text(ctl, seat) + (" WIN" if lay.w > 320 else "*"))
        return name_plate_rect(app, lay, plan.label, plan.label_right, lines)

    left = max(west.portrait.right, plate(1).right) + pad
    right = min(east.portrait.x, plate(3).x) - pad
    top = max(north.portrait.bottom, plate(2).bottom) + pad
    bottom = min(south.portrait.y, plate(0).y) - pad
    return Rect(left, top, max(0, right - left), max(0, bottom - top))


def _centred(area: Rect, w: int, h: int) -> Rect:
    w, h = min(w, area.w), min(h, area.h)
    return Rect(area.x + (area.w - w) // 2, area.y + (area.h - h) // 2, w, h)


def pass_window_plan(app: App, lay: Layout, ctl: TableController,
                     names: list[str]) -> tuple[Rect, Rect | None, int]:
    """The pass window inside the felt's clearing: (window, its Continue button or None
    when there is no room and Continue sits in the play menu, step between its cards)."""
    area = felt_clearing(app, lay, ctl, names)
    pad, cw, ch = lay.pad, lay.cell_w, lay.cell_h
    step = lay.card_w + pad
    half = lay.card_w + step * 2 + pad * 4
    if half * 2 > area.w:  # CGA: the three cards overlap like a hand
        step = max(lay.cell_w + 6, (area.w // 2 - pad * 4 - lay.card_w) // 2)
        half = lay.card_w + step * 2 + pad * 4
    w = max(half * 2, cw * 28 if area.w >= cw * 28 else 0)
    button_h = ch + pad * 2
    body = pad * 2 + ch + pad + lay.card_h + pad * 2
    h = body + button_h + pad * 2
    if h > area.h:
        return _centred(area, w, body), None, step
    window = _centred(area, w, h)
    bw = cw * 10 + pad * 2
    button_rect = Rect(window.cx - bw // 2, window.bottom - button_h - pad * 2, bw, button_h)
    return window, button_rect, step


def draw_pass_window(app: App, lay: Layout, ctl: TableController, names: list[str]) -> None:
    ink = app.ink
    r, cont, step = pass_window_plan(app, lay, ctl, names)
    pyxel.rect(r.x + 3, r.y + 3, r.w, r.h, ink.shadow)
    bevel(app, r, ink.panel)
    half = r.w // 2
    view = ctl.view()
    to = names[view.passed_to] if view.passed_to is not None else "?"
    frm = names[view.received_from] if view.received_from is not None else "?"
    cols = max(1, (half - lay.pad * 2) // lay.cell_w)
    titles = (f"To {to}", f"From {frm}")
    if max(len(t) for t in titles) > cols:  # 40 columns: arrows say to and from
        titles = (f"{ARROWS['right']}{to}", f"{ARROWS['left']}{frm}")
    groups = ((titles[0], ctl.state.passed), (titles[1], ctl.state.received))
    for g, (title, cards) in enumerate(groups):
        gx = r.x + g * half
        title = title[:cols]
        tw = app.text_width(title)
        app.text(gx + max(0, (half - tw) // 2), r.y + lay.pad * 2, title, ink.panel_text)
        span = lay.card_w + step * 2
        x0 = gx + (half - span) // 2
        for i, card in enumerate(cards):
            card_face(app, x0 + i * step, r.y + lay.pad * 3 + lay.cell_h, card)
    if cont is not None:
        button(app, cont, "Continue")


def draw_standings(app: App, lay: Layout, ctl: TableController, names: list[str],
                   titles: Sequence[str]) -> None:
    """Game over: the final totals from lowest to highest, the winners marked, in the
    felt's clearing (the winner's own plate stays in sight).  The title is the first of
    ``titles`` that fits on one line (the last one wraps when none does)."""
    ink = app.ink
    area = felt_clearing(app, lay, ctl, names)
    order = sorted(range(4), key=lambda s: (ctl.port.scores[s], s))
    cw, ch, pad = lay.cell_w, lay.cell_h, lay.pad
    room = (area.w - pad * 4) // cw
    title = first_fitting(titles, lambda t: len(t) <= room)
    cols = max(len(title), 17)
    w = min(area.w, cols * cw + pad * 4)
    heads = wrap(title, max(1, (w - pad * 4) // cw))
    h = ch * (len(heads) + 4) + pad * 5
    r = _centred(area, w, h)
    pyxel.rect(r.x + 3, r.y + 3, r.w, r.h, ink.shadow)
    bevel(app, r, ink.panel)
    for i, head in enumerate(heads):
        bold(app, r.x + pad * 2, r.y + pad + i * ch, head, ink.panel_text)
    for i, seat in enumerate(order):
        y = r.y + pad * 3 + ch * (i + len(heads))
        mark = "*" if seat in ctl.state.winners else " "
        line = f"{mark} {names[seat][:10]:10s} {ctl.port.scores[seat]:4d}"
        if seat in ctl.state.winners:
            pyxel.rect(r.x + pad * 2 - 1, y - 1, app.text_width(line) + 2, ch + 1,
                       ink.panel_text)
            app.text(r.x + pad * 2, y, line, ink.panel)
        else:
            app.text(r.x + pad * 2, y, line, ink.panel_text)


def advice_lines(lay: Layout, text: list[str]) -> list[str]:
    """The advice as shown, inside its box: a long one first loses its "Advice:"
    heading; what still does not fit ends in "..." (the box never covers a name)."""
    inset = lay.advice_inset
    most = max(1, (lay.advice.h - inset * 2) // lay.cell_h)
    lines = list(text)
    if len(lines) > most and len(lines) > 1 and lines[0] == "Advice:":
        lines = lines[1:]
    if len(lines) > most:
        cols = max(4, (lay.advice.w - inset * 2) // lay.cell_w)
        words = lines[most - 1].split()
        while words and len(" ".join(words)) + 3 > cols:
            words.pop()
        lines = [*lines[: most - 1], " ".join(words) + "..."]
    return lines


def draw_advice(app: App, lay: Layout, text: list[str]) -> None:
    ink = app.ink
    base = lay.advice
    lines = advice_lines(lay, text)
    inset = lay.advice_inset
    r = Rect(base.x, base.y, base.w, len(lines) * lay.cell_h + inset * 2)
    bevel(app, r, ink.panel)
    for i, line in enumerate(lines):
        app.text(r.x + inset, r.y + inset + i * lay.cell_h, line, ink.panel_text)


# ---------------------------------------------------------------------- play menu
def draw_menu(app: App, lay: Layout, ctl: TableController, names: list[str], prompt: str,
              hover: str, hand_cards: list[tuple[Card, Rect, bool, bool]],
              show_continue: bool, advised: frozenset[Card] = frozenset(),
              other: tuple[Rect, str] | None = None,
              dimmed: frozenset[str] = frozenset()) -> None:
    """The play menu; ``other`` is a button drawn in Continue's place while Continue is not
    shown (a network game's Auto Play); the icons named in ``dimmed`` cannot be used now."""
    ink = app.ink
    m = lay.menu
    bevel(app, m, ink.panel)
    if show_continue:
        other = None
    # the prompt stops short of the halo around Continue or DOCS (it reaches 4 pixels out)
    right = (lay.continue_icon.x if show_continue else other[0].x if other
             else lay.icons["DOCS"].x) - lay.pad - HALO
    big_prompt(app, lay.prompt[0], lay.prompt[1], prompt, ink.panel_text,
               right - lay.prompt[0], lay.cell_h * 2 + lay.pad)
    for card, rect, dark, selected in hand_cards:
        card_face(app, rect.x, rect.y, card, dark=dark, selected=selected)
    for card, rect, _dark, _selected in hand_cards:
        if card in advised:  # the tutor's pick: a bar above the card's corner
            pyxel.rect(rect.x + 1, rect.y - lay.pad - 2, min(rect.w, lay.cell_w + 2), 2,
                       ink.highlight if ink.highlight != ink.panel else ink.panel_text)
    app.text(lay.hover[0], lay.hover[1],
             fit_line(hover, (lay.hand.right - lay.hover[0]) // lay.cell_w), ink.panel_text)
    for name, r in lay.icons.items():
        button(app, r, name, enabled=name not in dimmed)
    if show_continue:
        button(app, lay.continue_icon, "Continue")
    elif other is not None:
        button(app, other[0], other[1])
    dealer = names[ctl.port.dealer]
    for r, title, value in ((lay.deal_box, "Dealer", dealer),
                            (lay.hands_box, "Hands", str(ctl.port.hands_played))):
        bevel(app, r, ink.field, pressed=True)
        app.text(r.x + lay.pad, r.y + lay.pad, title, ink.field_text)
        app.text(r.x + lay.pad, r.y + lay.pad + lay.cell_h, value[: (r.w - lay.pad) // lay.cell_w],
                 ink.field_text)
