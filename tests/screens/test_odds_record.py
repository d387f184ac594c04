"""The first Odds screen shows the tricks as the manual does: thirteen columns, each read
from top to bottom in the order the cards were played, saying who played each card; on
CGA the columns keep apart ("10♣ 8♦", never "10♣8♦"). Issue 29, point 6."""

from __future__ import annotations

from typing import Any

import pytest
from table_driver import ALL_MODES

from retrohearts.cards import Card
from retrohearts.pc.app import open_app
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import PCOptions
from retrohearts.screens.hearts.direct import played_match, seeded
from retrohearts.screens.hearts.flow import GameOptions, build_table
from retrohearts.screens.hearts.pages import tricks as trick_grid
from retrohearts.screens.hearts.pages.oddscreen import OddsScreen
from retrohearts.screens.hearts.pages.tricks import seat_marks


def test_marks_tell_the_four_players_apart() -> None:
    assert seat_marks(["Ann", "Jeffrey", "Lindsay", "Michael"], 0) == ["Y", "J", "L", "M"]
    assert seat_marks(["Ann", "Jeffrey", "Julia", "Michael"], 0) == ["Yo", "Je", "Ju", "Mi"]
    assert len(set(seat_marks(["Jo", "Jo", "Jo", "Jo"], 2))) == 4


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_each_column_reads_down_in_the_order_played(mode: str, monitor: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    app = open_app(PCOptions(mode=mode, monitor=monitor), headless=True, display=None)  # type: ignore[arg-type]
    game = seeded(GameOptions(title=False))
    table = build_table(game, match=played_match(game, 7))
    app.push(table)
    view = table.ctl.view()
    odds = OddsScreen(view, table.names)
    app.push(odds)
    app.update(InputFrame())
    drawn: list[tuple[int, int, int, Card]] = []  # x, y, width, card
    texts: list[tuple[int, int, str]] = []
    original_card, original_text = trick_grid.card_text, app.text

    def card_spy(app_: Any, x: int, y: int, card: Card, width: int, **kw: Any) -> int:
        drawn.append((x, y, width, card))
        return original_card(app_, x, y, card, width, **kw)

    def text_spy(x: int, y: int, s: str, col: int) -> None:
        texts.append((x, y, s))
        original_text(x, y, s, col)

    monkeypatch.setattr(trick_grid, "card_text", card_spy)
    app.text = text_spy  # type: ignore[method-assign]
    app.draw()
    del app.text
    tricks = odds.record.tricks
    assert len(tricks) == 7
    top_row = min(y for _x, y, _w, _c in drawn)
    record = [d for d in drawn if d[1] < top_row + app.font.cell_h * 5]  # not the passes
    assert len(record) == 28
    columns = sorted({x for x, _y, _w, _c in record})
    by_column: dict[int, list[tuple[int, Card]]] = {}
    for x, y, _w, card in record:
        by_column.setdefault(x, []).append((y, card))
    marks = seat_marks(table.names, view.seat)
    cw = app.font.cell_w
    for t, x in enumerate(columns):
        shown = sorted(by_column[x])
        assert [card for _y, card in shown] == [card for _seat, card in tricks[t]], (mode, t)
        # who played: each card's mark just left of it, or the leader's above the column
        width = max(len(m) for m in marks) * cw
        beside = [(x - width - 2, y, marks[seat]) in texts
                  for (y, _card), (seat, _c) in zip(shown, tricks[t], strict=True)]
        if any(beside):
            assert all(beside), (mode, t)
        else:
            above = [s for tx, ty, s in texts if top_row - cw * 2 < ty < top_row
                     and x - cw <= tx <= x + cw]
            assert above == [marks[tricks[t][0][0]]], (mode, t, above)
    # the strips of neighbouring columns never touch (a frame's pixel included)
    width = record[0][2]
    for a, b in zip(columns, columns[1:], strict=False):
        assert b - (a + width) >= 3, (mode, a, b, width)
