"""The Advice box keeps a margin around its text, and where it covers the status lines
(CGA's top left) it covers them whole: no sliver of "Pass ← Left" or of the white behind
the heart shows beside it (issue 29, point 4)."""

from __future__ import annotations

import pytest
from pixels import native_frame, same
from table_driver import ALL_MODES, KeyboardDriver, start

from retrohearts.screens.hearts.shared.layout import table_layout
from retrohearts.screens.hearts.table import tabledraw
from retrohearts.ui.rect import Rect
from retrohearts.ui.text import wrap

CASES = [(mode, monitor, "1-high") for mode, monitor in ALL_MODES]
CASES += [("cga", "color", palette) for palette in ("0-low", "5-high")]
REASON = "Pass 10C, AD and AS to West: get rid of high spades."


@pytest.mark.parametrize(("mode", "monitor", "palette"), CASES)
def test_advice_has_a_margin_and_hides_what_it_covers(mode: str, monitor: str, palette: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = start(mode, monitor, cga_palette=palette)
    ctl = table.ctl
    KeyboardDriver(app, table).until(lambda: ctl.waiting_for == "pass")
    lay = table_layout(app)
    table.focus(("icon", "DOCS"))
    advice = ["Advice:", *wrap(REASON, (lay.advice.w - lay.advice_inset * 2) // lay.cell_w)]
    table.advice = advice
    lines = tabledraw.advice_lines(lay, advice)
    box = Rect(lay.advice.x, lay.advice.y, lay.advice.w,
               len(lines) * lay.cell_h + lay.advice_inset * 2)
    spots: list[tuple[int, int, str]] = []
    original = app.text

    def spy(x: int, y: int, s: str, col: int) -> None:
        if s in lines:
            spots.append((x, y, s))
        original(x, y, s, col)

    app.text = spy  # type: ignore[method-assign]
    shown = native_frame(app)
    del app.text
    assert [s for _x, _y, s in spots] == lines
    for x, y, s in spots:  # four pixels at least between the text and the box's edges
        assert x >= box.x + 4 and y >= box.y + 4, (mode, s)
        assert x + app.text_width(s) <= box.right - 2, (mode, s)
    assert spots[-1][1] + lay.cell_h <= box.bottom - 4
    # the same frame without the status lines: outside the box, around it, nothing differs
    monkeypatch.setattr(tabledraw, "_status", lambda *_a: None)
    bare = native_frame(app)
    around = [Rect(max(0, box.x - 4), max(0, box.y - 4), 4, box.h + 8),
              Rect(max(0, box.x - 4), max(0, box.y - 4), box.w + 8, 4),
              Rect(box.right, box.y, 4, box.h)]
    for r in around:
        assert same(shown, bare, r), (mode, palette, r)


def test_the_tutor_names_players_as_the_table_does() -> None:
    """The tutor speaks of seats by compass point; the table shows names only, so the box
    says "to Jeffrey" where the tutor said "to West" (and the pass line says "Left")."""
    from retrohearts.cards import Card
    from retrohearts.hearts.tutor import Advice

    app, table = start("vga")
    cards = tuple(Card.parse(c) for c in ("10C", "AD", "AS"))
    table._advised(Advice(cards, REASON + " East's trick; North, Westerly."))
    said = " ".join(table.advice)
    assert "to Jeffrey:" in said and "Michael's trick; Lindsay, Westerly." in said
    assert "West " not in said
