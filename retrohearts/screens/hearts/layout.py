"""Where everything sits on the main playing screen, for any resolution and font.

The table (felt, four portraits, names and scores, the trick, each player's
point cards) fills the top; the play menu (large prompt, your hand, the hover
line, six icons and the two boxes: whose deal, hands played) fills the bottom, as
in the DOS program. Pure arithmetic on the screen size, the font's cell and the
card size, so every adapter (320x200 CGA to 800x600 Super VGA) gets a plan.
"""

from __future__ import annotations

from dataclasses import dataclass

ICONS = ("DOCS", "HELP", "TUTOR", "ODDS", "RULES", "QUIT")


@dataclass(frozen=True)
class Rect:
    """A screen rectangle."""

    x: int
    y: int
    w: int
    h: int

    def contains(self, px: int, py: int) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    @property
    def cx(self) -> int:
        return self.x + self.w // 2

    @property
    def cy(self) -> int:
        return self.y + self.h // 2


@dataclass(frozen=True)
class SeatPlan:
    """One player's places: portrait, name/score text, point-card pile, trick card."""

    portrait: Rect
    label: tuple[int, int]  # name line; the score line goes one cell below
    pile: tuple[int, int]  # first point card; later ones step along pile_step
    pile_step: tuple[int, int]
    trick: tuple[int, int]  # top-left of this seat's card in the trick
    origin: tuple[int, int]  # where a played card starts its journey


@dataclass(frozen=True)
class Layout:
    """The whole plan for one screen size."""

    w: int
    h: int
    cell_w: int
    cell_h: int
    card_w: int
    card_h: int
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
    seats: tuple[SeatPlan, SeatPlan, SeatPlan, SeatPlan]

    def hand_card_x(self, index: int, count: int) -> int:
        """Left edge of the index-th of count cards, the row centred in the hand area."""
        step = self.hand_step
        if count > 1:
            step = min(step, (self.hand.w - self.card_w) // (count - 1))
        width = self.card_w + step * max(0, count - 1)
        return self.hand.x + (self.hand.w - width) // 2 + index * step

    def hand_card_rect(self, index: int, count: int) -> Rect:
        """The clickable part of a card in the hand (the last one is whole)."""
        x = self.hand_card_x(index, count)
        nxt = self.hand_card_x(index + 1, count) if index + 1 < count else x + self.card_w
        return Rect(x, self.hand.y, nxt - x, self.card_h)


def card_size_for(w: int, h: int) -> tuple[int, int]:
    """A card size that fits 13 in the hand and a trick on the felt at this resolution."""
    if w <= 320:
        return 22, 30
    if h <= 350:
        return 36, 44
    if w >= 800:
        return 54, 76
    return 44, 62


def make_layout(w: int, h: int, cell_w: int, cell_h: int,
                card: tuple[int, int] | None = None) -> Layout:
    """Build the plan for a w x h screen whose font cell is cell_w x cell_h."""
    card_w, card_h = card or card_size_for(w, h)
    small_w, small_h = max(8, card_w // 2), max(11, card_h // 2)
    pad = max(2, cell_w // 2)
    # Play menu: prompt line, the hand, hover line.
    menu_h = cell_h * 2 + card_h + cell_h + pad * 4
    menu = Rect(0, h - menu_h, w, menu_h)
    table = Rect(0, 0, w, menu.y)
    icon_w = cell_w * 5 + pad * 2
    icon_h = cell_h + pad * 2
    box_w = cell_w * 9 + pad * 2
    right = w - pad
    boxes_x = right - box_w
    box_h = cell_h * 2 + pad * 2
    deal_box = Rect(boxes_x, menu.y + pad, box_w, box_h)
    hands_box = Rect(boxes_x, deal_box.y + box_h + pad, box_w, box_h)
    icons_x = boxes_x - pad - icon_w * 2 - pad
    icons: dict[str, Rect] = {}
    icon_top = menu.y + pad
    rows = 3
    gap = max(1, (menu_h - pad * 2 - icon_h * rows) // (rows - 1)) if rows > 1 else 0
    gap = min(gap, pad * 2)
    for i, name in enumerate(ICONS):
        col, row = i % 2, i // 2
        icons[name] = Rect(icons_x + col * (icon_w + pad), icon_top + row * (icon_h + gap),
                           icon_w, icon_h)
    prompt = (pad * 2, menu.y + pad)
    hand = Rect(pad * 2, menu.y + pad * 2 + cell_h * 2, icons_x - pad * 4, card_h)
    hand_step = max(card_w // 3, min(card_w + pad, (hand.w - card_w) // 12))
    hover = (pad * 2, h - cell_h - pad)
    cont_w = cell_w * 10 + pad * 2
    continue_icon = Rect(table.cx - cont_w // 2, table.y + table.h - icon_h - pad, cont_w, icon_h)
    seats = _seat_plans(table, cell_w, cell_h, card_w, card_h, small_w, pad, menu)
    status = (pad * 2, pad * 2)
    return Layout(w, h, cell_w, cell_h, card_w, card_h, small_w, small_h, table, menu,
                  prompt, hand, hand_step, hover, icons, continue_icon, deal_box, hands_box,
                  status, seats)


def _seat_plans(table: Rect, cell_w: int, cell_h: int, card_w: int, card_h: int,
                small_w: int, pad: int, menu: Rect) -> tuple[SeatPlan, SeatPlan, SeatPlan,
                                                             SeatPlan]:
    size = max(24, min(table.h // 4, card_h + cell_h))
    pw, ph = size * 4 // 5, size
    cx, cy = table.cx, table.cy
    pile_step = max(3, small_w // 3)
    # The trick: four cards around the centre, each pushed toward its owner.
    off_x, off_y = card_w * 3 // 4 + pad, card_h // 2 + pad // 2
    trick = (
        (cx - card_w // 2, cy - card_h // 2 + off_y),   # South
        (cx - card_w // 2 - off_x, cy - card_h // 2),   # West
        (cx - card_w // 2, cy - card_h // 2 - off_y),   # North
        (cx - card_w // 2 + off_x, cy - card_h // 2),   # East
    )
    label_w = cell_w * 10
    south = Rect(pad * 2, table.h - ph - pad, pw, ph)
    west = Rect(pad * 2, cy - ph // 2 - cell_h, pw, ph)
    north = Rect(cx - pw // 2 - label_w // 2, pad, pw, ph)
    east = Rect(table.w - pw - pad * 2 - label_w, cy - ph // 2 - cell_h, pw, ph)
    # Put South's portrait left of centre, below the trick.
    south = Rect(cx - pw // 2 - label_w // 2, table.h - ph - pad, pw, ph)
    plans = []
    for seat, portrait in enumerate((south, west, north, east)):
        label = (portrait.x + portrait.w + pad, portrait.y + pad)
        if seat == 1:
            label = (portrait.x, portrait.y + portrait.h + pad)
        if seat == 3:
            label = (portrait.x + portrait.w + pad, portrait.y + pad)
        pile = (portrait.x + portrait.w + pad, portrait.y + pad * 2 + cell_h * 2)
        if seat == 1:
            pile = (portrait.x, portrait.y + portrait.h + pad * 2 + cell_h * 2)
        origin = {0: (cx - card_w // 2, menu.y), 1: (portrait.x, portrait.cy),
                  2: (portrait.cx, portrait.y), 3: (portrait.x, portrait.cy)}[seat]
        plans.append(SeatPlan(portrait, label, pile, (pile_step, 0), trick[seat], origin))
    return plans[0], plans[1], plans[2], plans[3]
