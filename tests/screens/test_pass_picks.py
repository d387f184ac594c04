"""Passing: a card you pick darkens, as the manual says ("The card will darken, to show
that it is selected"), in every mode, mono too; it is not raised, and picking it again
brings it back (issue 29, point 10)."""

from __future__ import annotations

import pytest
from pixels import native_frame, region, same
from table_driver import ALL_MODES, KeyboardDriver, start

from retrohearts.screens.hearts.shared.layout import table_layout
from retrohearts.ui.rect import Rect


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_a_picked_card_darkens_in_place(mode: str, monitor: str) -> None:
    app, table = start(mode, monitor)
    ctl = table.ctl
    driver = KeyboardDriver(app, table)
    driver.until(lambda: ctl.waiting_for == "pass")
    lay = table_layout(app)

    def visible() -> dict[int, Rect]:
        out = {}
        for card, r, _dark, _sel in table.hand_layout(app):
            out[card.index] = Rect(r.x + 1, r.y + 1, min(r.w, lay.card_w) - 2, r.h - 2)
        return out

    table.focus(("icon", "DOCS"))  # the halo away from the hand
    before, rects = native_frame(app), visible()
    view = ctl.view()
    picks = list(view.hand[2:4])
    for card in picks:
        table.select(app, ("card", card.index))
    table.focus(("icon", "DOCS"))
    after = native_frame(app)
    assert ctl.state.pass_selected == picks and ctl.waiting_for == "pass"
    assert visible() == rects  # nothing raised or moved
    for card in view.hand:
        r = rects[card.index]
        if card in picks:
            assert not same(before, after, r), (mode, card)
            assert (region(after, r) == app.ink.dark_dots).any()
        else:
            assert same(before, after, r), (mode, card)
    assert all(dark == (c in picks) for c, _r, dark, _s in table.hand_layout(app))
    hover = {t.id: t.hover for t in table.targets(app)}
    assert hover[("card", picks[0].index)] == f"click now to keep the {picks[0].label}"
    table.select(app, ("card", picks[0].index))  # changed your mind: it lights up again
    table.focus(("icon", "DOCS"))
    again = native_frame(app)
    assert same(before, again, rects[picks[0].index])
