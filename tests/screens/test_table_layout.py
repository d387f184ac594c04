"""The table's plan fits every mode: nothing off screen, the menu's parts apart."""

from __future__ import annotations

import pytest

from retrohearts.pc.font import CELLS
from retrohearts.pc.layout import make_layout as ui_layout
from retrohearts.pc.modes import MODE_KEYS, build
from retrohearts.screens.hearts.shared.layout import Layout, Rect, make_layout


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


def _felt_parts(lay: Layout) -> list[Rect]:
    """Every fixed place on the felt: portraits, trick cards, opponents' hands."""
    parts = [seat.portrait for seat in lay.seats]
    parts += [Rect(*seat.trick, lay.card_w, lay.card_h) for seat in lay.seats]
    parts += [lay.fan_rect(seat) for seat in (1, 2, 3)]
    return parts


@pytest.mark.parametrize("key", MODE_KEYS)
def test_trick_cards_do_not_overlap_each_other(key: str) -> None:
    lay = _plan(key)
    cards = [Rect(*seat.trick, lay.card_w, lay.card_h) for seat in lay.seats]
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            assert _apart(a, b), (key, a, b)


def _label_zone(lay: Layout, seat: int) -> Rect:
    """The widest name plate a seat may show: ten characters, two lines."""
    plan = lay.seats[seat]
    w = lay.cell_w * 10 + 4
    x = plan.label[0] - w + 2 if plan.label_right else plan.label[0] - 2
    return Rect(x, plan.label[1] - 2, w, lay.cell_h * 2 + 3)


@pytest.mark.parametrize("key", MODE_KEYS)
def test_opponents_hands_fit_apart(key: str) -> None:
    lay = _plan(key)
    parts = _felt_parts(lay)
    for seat in (1, 2, 3):
        fan = lay.fan_rect(seat)
        assert _inside(fan, lay.table), (key, seat, fan)
        for other in parts:
            if other != fan:
                assert _apart(fan, other), (key, seat, fan, other)
        for owner in range(4):
            assert _apart(fan, _label_zone(lay, owner)), (key, seat, owner)


@pytest.mark.parametrize("key", MODE_KEYS)
def test_advice_box_leaves_names_and_portraits_alone(key: str) -> None:
    lay = _plan(key)
    assert _inside(lay.advice, lay.table)
    assert (lay.advice.h - lay.advice_inset * 2) // lay.cell_h >= 5  # a header and four lines
    assert (lay.advice.w - lay.advice_inset * 2) // lay.cell_w >= 14
    for seat in range(4):
        assert _apart(lay.advice, lay.seats[seat].portrait), (key, seat)
        assert _apart(lay.advice, _label_zone(lay, seat)), (key, seat)


@pytest.mark.parametrize("key", MODE_KEYS)
def test_name_plates_apart_from_trick_and_portraits(key: str) -> None:
    lay = _plan(key)
    for seat in range(4):
        zone = _label_zone(lay, seat)
        assert _inside(zone, lay.table), (key, seat, zone)
        for part in _felt_parts(lay):
            assert _apart(zone, part), (key, seat, zone, part)


@pytest.mark.parametrize("key", MODE_KEYS)
def test_point_cards_stay_on_the_felt(key: str) -> None:
    lay = _plan(key)
    for seat, plan in enumerate(lay.seats):
        first = Rect(*plan.pile, lay.small_w, lay.small_h)
        assert _inside(first, lay.table), (key, seat, first)
        assert _apart(first, _label_zone(lay, seat)), (key, seat)
        assert _apart(first, plan.portrait), (key, seat)


@pytest.mark.parametrize("key", MODE_KEYS)
def test_long_advice_is_shown_whole(key: str) -> None:
    from retrohearts.screens.hearts.table.tabledraw import advice_lines
    from retrohearts.ui.text import wrap as _wrap

    lay = _plan(key)
    cols = max(8, (lay.advice.w - lay.advice_inset * 2) // lay.cell_w)
    reason = ("Pass AC, AS and KH to West: get rid of high spades that could catch the "
              "queen and high hearts and high clubs.")
    text = ["Advice:", *_wrap(reason, cols)]
    shown = advice_lines(lay, text)
    assert " ".join(shown[-len(_wrap(reason, cols)):]).endswith("high clubs.")
    assert lay.advice.y + len(shown) * lay.cell_h + lay.advice_inset * 2 <= lay.table.bottom
    short = ["Advice:", "Lead the 2C."]
    assert advice_lines(lay, short) == short


@pytest.mark.parametrize("key", MODE_KEYS)
def test_status_lines_clear_of_fans_and_plates(key: str) -> None:
    lay = _plan(key)
    x, y = lay.status
    narrow = lay.w <= 320
    widths = (len("Pass \u2192 Across"), 2 + len("broken" if narrow else "Hearts broken"),
              len("#999999999" if narrow else "Deal 999999999"))
    lines = [Rect(x - 1, y + i * lay.cell_h - 1, n * lay.cell_w + 2, lay.cell_h + 1)
             for i, n in enumerate(widths)]
    others = [lay.fan_rect(s) for s in (1, 2, 3)] + [_label_zone(lay, s) for s in range(4)]
    others += [seat.portrait for seat in lay.seats]
    for line in lines:
        for other in others:
            assert _apart(line, other), (key, line, other)
