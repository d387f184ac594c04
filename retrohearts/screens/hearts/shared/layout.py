"""Where everything sits on the main playing screen, for any resolution and font.

The table (felt, four portraits, names and scores, the trick, each player's point
cards) fills the top; the play menu (large prompt, your hand, the hover line, the
icons and the two boxes: whose deal, hands played) fills the bottom, as in the DOS
program. The DOS program's six icons are joined by CLAIM and UNDO: a fourth row of the
grid, or, where the icons stand in one column (CGA), under the two boxes. Pure
arithmetic on the screen size, the font's cell and the card size, so
every adapter (320x200 CGA to 800x600 Super VGA) gets a plan.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from retrohearts.ui.rect import Rect as Rect  # the layouts are made of these

if TYPE_CHECKING:
    from retrohearts.pc.app import App

ICONS = ("DOCS", "HELP", "TUTOR", "ODDS", "RULES", "QUIT", "CLAIM", "UNDO")
#: The icons of the 1993 program; the others are this edition's.
DOS_ICONS = ICONS[:6]


@dataclass(frozen=True)
class SeatPlan:
    """One player's places: portrait, name/score text, point-card pile, trick card."""

    portrait: Rect
    label: tuple[int, int]  # name line; the score line is one cell below
    pile: tuple[int, int]  # first point card; later ones step along pile_step
    pile_step: int  # signed horizontal step between point cards
    trick: tuple[int, int]  # top-left of this seat's card in the trick
    origin: tuple[int, int]  # where a played card starts its journey
    label_right: bool = False  # the label's x is its right edge
    fan: tuple[int, int] = (0, 0)  # top-left of the opponent's hand, face down (not South)


@dataclass(frozen=True)
class Layout:
    """The whole plan for one screen size."""

    w: int
    h: int
    cell_w: int
    cell_h: int
    pad: int
    card_w: int
    card_h: int
    card_raise: int
    small_w: int  # point cards in front of the players
    small_h: int
    table: Rect
    menu: Rect
    prompt: tuple[int, int]
    hand: Rect  # where the hand's cards are spread
    hand_step: int
    hover: tuple[int, int]
    icons: dict[str, Rect]
    continue_icon: Rect
    deal_box: Rect
    hands_box: Rect
    status: tuple[int, int]  # pass direction and hearts broken, top left of the felt
    advice: Rect  # the tutor's advice box
    seats: tuple[SeatPlan, ...]  # indexed by seat
    icon_halo: int = 4  # how far an icon's halo may reach (0: inverse video, no room)

    @property
    def advice_inset(self) -> int:
        """The margin between the advice box's edge and its text."""
        return max(4, self.pad)

    @property
    def fan_step(self) -> int:
        """Step between the small backs of an opponent's hand."""
        return max(2, self.small_w // 4)

    def fan_rect(self, seat: int, count: int = 13) -> Rect:
        """Where an opponent's count face-down cards lie (13 at most)."""
        x, y = self.seats[seat].fan
        return Rect(x, y, self.small_w + self.fan_step * max(0, count - 1), self.small_h)

    def hand_card_x(self, index: int, count: int) -> int:
        """Left edge of the index-th of count cards, the row centred in the hand area."""
        step = self.hand_step
        if count > 1:
            step = min(step, (self.hand.w - self.card_w) // (count - 1))
        width = self.card_w + step * max(0, count - 1)
        return self.hand.x + (self.hand.w - width) // 2 + index * step

    def hand_card_rect(self, index: int, count: int) -> Rect:
        """The clickable, visible part of a card in the hand (the last one is whole)."""
        x = self.hand_card_x(index, count)
        nxt = self.hand_card_x(index + 1, count) if index + 1 < count else x + self.card_w
        return Rect(x, self.hand.y, nxt - x, self.card_h)

    def window(self, w: int, h: int) -> Rect:
        """A w x h window centred on the felt."""
        return Rect(self.table.cx - w // 2, max(0, self.table.cy - h // 2), w, h)


def make_layout(w: int, h: int, cell_w: int, cell_h: int, card_w: int, card_h: int,
                card_step: int, card_raise: int, pad: int) -> Layout:
    """Build the plan for a w x h screen (font cell, card size and spacing from the mode)."""
    small_w, small_h = max(10, card_w * 2 // 5), max(cell_h + 4, card_h * 2 // 5)
    narrow = w <= 320
    # Play menu: big prompt, raised hand, hover line.
    menu_h = cell_h * 2 + card_raise + card_h + cell_h + pad * 5
    menu = Rect(0, h - menu_h, w, menu_h)
    table = Rect(0, 0, w, menu.y)
    icon_w = cell_w * 5 + pad * 2
    icon_h = cell_h + (2 if narrow else pad * 2)
    box_w = cell_w * (7 if narrow else 9) + pad * 2
    box_h = cell_h * 2 + pad * 2
    boxes_x = w - pad - box_w
    deal_box = Rect(boxes_x, menu.y + pad, box_w, box_h)
    hands_box = Rect(boxes_x, deal_box.bottom + pad, box_w, box_h)
    columns = 1 if narrow else 2
    grid = DOS_ICONS if narrow else ICONS  # one column: the new two go under the boxes
    rows = len(grid) // columns
    icons_x = boxes_x - pad * 2 - (icon_w + pad) * columns + pad
    free = menu_h - pad * 2 - icon_h * rows
    gap = max(0, min(pad * 2, free // max(1, rows - 1)))
    icons = {
        name: Rect(icons_x + (i % columns) * (icon_w + pad),
                   menu.y + pad + (i // columns) * (icon_h + gap), icon_w, icon_h)
        for i, name in enumerate(grid)
    }
    for i, name in enumerate(n for n in ICONS if n not in grid):
        icons[name] = Rect(boxes_x + (box_w - icon_w) // 2,
                           deal_box.y + (box_h + pad) * 2 + i * (icon_h + gap), icon_w, icon_h)
    prompt = (pad * 2, menu.y + pad)
    hand_y = menu.y + pad * 2 + cell_h * 2 + card_raise
    hand = Rect(pad * 2, hand_y, icons_x - pad * 4, card_h)
    hover = (pad * 2, h - cell_h - pad)
    cont_w = cell_w * 8 + pad * 2
    continue_icon = Rect(icons_x - pad * 3 - cont_w, menu.y + pad, cont_w, cell_h + pad * 2)
    seats = _seat_plans(table, cell_h, card_w, card_h, small_w, small_h, pad, hand)
    status = (pad * 2, pad * 2)
    advice = _advice_box(w, cell_w, cell_h, pad, seats)
    if advice.x < table.cx:  # top left (CGA): West sits lower to leave the box its lines
        seats = _lower_west(seats, pad + ADVICE_LINES * cell_h + max(4, pad) * 2 + pad * 2,
                            table)
        advice = _advice_box(w, cell_w, cell_h, pad, seats)
    # an icon's halo must stay clear of its neighbours' labels and of the felt
    icon_halo = 0 if gap < 3 or columns == 1 else min(4, pad)
    return Layout(w, h, cell_w, cell_h, pad, card_w, card_h, card_raise, small_w, small_h,
                  table, menu, prompt, hand, card_step, hover, icons, continue_icon, deal_box,
                  hands_box, status, advice, seats, icon_halo)


def _seat_plans(table: Rect, cell_h: int, card_w: int, card_h: int, small_w: int,
                small_h: int, pad: int, hand: Rect) -> tuple[SeatPlan, ...]:
    # Portraits shrink on a short felt so North's and South's trick cards fit between
    # them without overlapping each other (CGA's 130-pixel felt).
    ph = max(24, min(table.h // 4, card_h + cell_h // 2,
                     (table.h - pad * 2 - card_h * 2 - 4) // 2))
    pw = ph * 4 // 5
    cx, cy = table.cx, table.cy
    step = max(3, small_w // 3)
    # The trick: four cards around the centre, each pushed toward its owner.
    tx, ty = cx - card_w // 2, cy - card_h // 2
    label_w = cell_h * 5
    south = Rect(cx - pw // 2 - label_w // 2, table.bottom - ph - pad, pw, ph)
    north = Rect(cx - pw // 2 - label_w // 2, pad, pw, ph)
    # North's and South's cards stop short of their portraits (on a small screen the
    # two cards of the trick may overlap each other instead).
    room = (south.y - north.bottom - card_h) // 2 - 1
    off_x, off_y = card_w + pad, max(0, min(card_h // 2 + pad, room))
    west = Rect(pad * 2, cy - ph // 2, pw, ph)
    east = Rect(table.w - pw - pad * 2, cy - ph // 2, pw, ph)
    text_dy = pad
    below = ph + pad
    fan_w = small_w + max(2, small_w // 4) * 12
    return (
        SeatPlan(south, (south.right + pad, south.y + text_dy),
                 (south.right + pad, min(south.y + text_dy + cell_h * 2 + pad,
                                         table.bottom - small_h)), step,
                 (tx, ty + off_y), (tx, hand.y)),
        SeatPlan(west, (west.right + pad, west.y + text_dy),
                 (west.x, west.y + below), step, (tx - off_x, ty), (west.right, west.cy),
                 fan=(west.x, west.y - pad - small_h)),
        SeatPlan(north, (north.right + pad, north.y + text_dy),
                 (north.right + pad, north.y + text_dy + cell_h * 2 + pad), step,
                 (tx, ty - off_y), (north.cx, north.bottom),
                 fan=(north.x - pad * 2 - fan_w, north.bottom - small_h)),
        SeatPlan(east, (east.right, east.bottom + pad),
                 (east.right - small_w, east.y - pad - small_h), -step, (tx + off_x, ty),
                 (east.x - card_w, east.cy), label_right=True,
                 fan=(east.right - fan_w, east.bottom + pad * 3 + cell_h * 2)),
    )


NAME_ROOM = 10  # characters kept free beside a portrait for a name or "13+100=113"
ADVICE_LINES = 9  # the tutor's box holds this many lines at least where it goes top left


def _lower_west(seats: tuple[SeatPlan, ...], top: int, table: Rect) -> tuple[SeatPlan, ...]:
    """West moved down to start at top (its label and point cards with it)."""
    west = seats[1]
    p = west.portrait
    dy = max(0, min(top, table.bottom - p.h * 3 // 2) - p.y)
    moved = replace(
        west, portrait=Rect(p.x, p.y + dy, p.w, p.h),
        label=(west.label[0], west.label[1] + dy), pile=(west.pile[0], west.pile[1] + dy),
        fan=(west.fan[0], west.fan[1] + dy),
        origin=(west.origin[0], west.origin[1] + dy))
    return (seats[0], moved, seats[2], seats[3])


def _advice_box(w: int, cell_w: int, cell_h: int, pad: int,
                seats: tuple[SeatPlan, ...]) -> Rect:
    """The tutor's box: top right, clear of North's name and East's portrait; where
    North's name leaves too little room (CGA), top left over the status lines instead
    (all of them, the white behind the heart too), clear of West's portrait."""
    north, west, east = seats[2], seats[1], seats[3]
    width = min(w // 3, cell_w * 24)
    x = w - width - pad * 2
    free_from = north.label[0] + NAME_ROOM * cell_w + pad
    if x >= free_from:
        return Rect(x, pad * 2, width, east.portrait.y - pad * 4)
    width = north.portrait.x - pad * 3
    return Rect(pad, pad, width, west.portrait.y - pad * 3)


def table_layout(app: App) -> Layout:
    """The table plan for the app's mode (cached)."""
    key = ("hearts-table-layout", app.mode.key, app.video.square)
    lay = app.cache.get(key)
    if lay is None:
        ui = app.layout
        lay = app.cache[key] = make_layout(
            app.width, app.height, app.font.cell_w, app.font.cell_h, ui.card_w, ui.card_h,
            ui.card_step, ui.card_raise, ui.pad)
    return lay
