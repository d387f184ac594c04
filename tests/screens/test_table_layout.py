"""The table's plan fits every mode: nothing off screen, the menu's parts apart."""

from __future__ import annotations

import pytest

from retrohearts.pc.font import CELLS
from retrohearts.pc.modes import MODE_KEYS, build
from retrohearts.screens.hearts.layout import Layout, Rect, make_layout
from retrohearts.ui.layout import make_layout as ui_layout


def _plan(key: str) -> Layout:
    mode = build(key)
    cw, ch = CELLS[mode.font_name]
    ui = ui_layout(mode.width, mode.height, cw, ch, mode.display_height)
    return make_layout(mode.width, mode.height, cw, ch, ui.card_w, ui.card_h, ui.card_step,
                       ui.card_raise, ui.pad)


def _inside(inner: Rect, outer: Rect) -> bool:
    return (outer.x <= inner.x and outer.y <= inner.y and inner.right <= outer.right
            and inner.bottom <= outer.bottom)


def _apart(a: Rect, b: Rect) -> bool:
    return a.right <= b.x or b.right <= a.x or a.bottom <= b.y or b.bottom <= a.y


@pytest.mark.parametrize("key", MODE_KEYS)
def test_plan_fits_the_screen(key: str) -> None:
    lay = _plan(key)
    screen = Rect(0, 0, lay.w, lay.h)
    for r in (lay.table, lay.menu, lay.hand, lay.continue_icon, lay.deal_box, lay.hands_box,
              lay.advice, *lay.icons.values()):
        assert _inside(r, screen), r
    for r in (*lay.icons.values(), lay.deal_box, lay.hands_box, lay.continue_icon):
        assert _inside(r, lay.menu), r
        assert _apart(r, lay.hand), r
    icons = list(lay.icons.values())
    for i, a in enumerate(icons):
        for b in icons[i + 1:]:
            assert _apart(a, b)
        assert _apart(a, lay.continue_icon) and _apart(a, lay.deal_box)
    for seat in lay.seats:
        assert _inside(seat.portrait, lay.table)
        tx, ty = seat.trick
        assert _inside(Rect(tx, ty, lay.card_w, lay.card_h), lay.table)
    # a full hand of 13 fits in the hand area
    assert lay.hand_card_x(0, 13) >= lay.hand.x
    assert lay.hand_card_x(12, 13) + lay.card_w <= lay.hand.right


@pytest.mark.parametrize("key", MODE_KEYS)
def test_trick_cards_do_not_cover_portraits(key: str) -> None:
    lay = _plan(key)
    for seat in lay.seats:
        tx, ty = seat.trick
        card = Rect(tx, ty, lay.card_w, lay.card_h)
        for other in lay.seats:
            assert _apart(card, other.portrait), (key, seat.trick, other.portrait)
