"""A card's corner index keeps clear of the card's edge: on Hercules its heavy 9-dot glyphs
stood two pixels from the dark edge and read as touching it (issue 29, 18)."""

from __future__ import annotations

import pytest

from retrohearts.pc.app import open_app
from retrohearts.pc.options import PCOptions
from retrohearts.ui.cards import card_size, draw_card

#: paper columns wanted between the card's edge and its index
CLEAR = {"hercules": 4, "ega": 2, "vga": 2, "psion3a": 1}  # (CGA's condensed "10" leans on it)


@pytest.mark.parametrize("mode", sorted(CLEAR))
def test_the_index_keeps_clear_of_the_left_edge(mode: str) -> None:
    import pyxel

    app = open_app(PCOptions(mode=mode), headless=True)  # type: ignore[arg-type]
    w, h = card_size(app)
    x, y = 10, 10
    for rank in range(2, 15):
        for suit in "CDSH":
            pyxel.cls(app.ink.table)
            draw_card(app, x, y, rank, suit)
            face = pyxel.pget(x + w // 2, y + 1)    # the face's own colour, by the top edge
            rows = range(y + 2, y + min(h, 24) - 2)
            for col in range(x + 1, x + 1 + CLEAR[mode]):
                assert {pyxel.pget(col, r) for r in rows} <= {face, app.ink.card_shade}, (
                    mode, rank, suit, col - x)
