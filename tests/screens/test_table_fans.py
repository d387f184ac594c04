"""Opponents' hands lie face down in front of them: as many small backs as cards held,
in the chosen back design, inside each seat's place on the felt."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from table_driver import MouseDriver, start

from retrohearts.screens.hearts.shared.layout import Rect, table_layout
from retrohearts.screens.hearts.table import tabledraw
from retrohearts.screens.hearts.table.controller import Phase


def _drawn_backs(monkeypatch: pytest.MonkeyPatch, app: Any) -> list[tuple[int, int, str]]:
    calls: list[tuple[int, int, str]] = []

    def record(_app: Any, x: int, y: int, w: int, h: int, design: str = "standard") -> None:
        calls.append((x, y, design))

    monkeypatch.setattr(tabledraw, "draw_small_back", record)
    app.draw()
    return calls


@pytest.mark.parametrize("mode", ["cga", "vga"])
def test_each_opponent_shows_the_cards_it_holds(mode: str,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = start(mode, seed=9)
    driver = MouseDriver(app, table)
    ctl = table.ctl
    for _ in range(20_000):
        if ctl.phase is Phase.PLAY and len(ctl.state.on_table) == 2 and not ctl._busy():
            break
        target = driver.want()
        if target is not None:
            driver.choose(target)
        driver.frame()
    lay = table_layout(app)
    backs = _drawn_backs(monkeypatch, app)
    sizes = ctl.view().hand_sizes
    assert len(backs) == sum(sizes[1:])
    for seat in (1, 2, 3):
        fan = lay.fan_rect(seat, sizes[seat])
        mine = [b for b in backs if fan.contains(b[0], b[1])]
        assert len(mine) == sizes[seat], (seat, fan)
    assert {b[2] for b in backs} == {"standard"}


def test_backs_follow_the_chosen_design(monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = start("ega", seed=9)
    driver = MouseDriver(app, table)
    for _ in range(5000):
        if table.ctl.waiting_for == "pass":
            break
        driver.frame()
    table.set_controls(replace(table.controls, back_design="alternate"))
    backs = _drawn_backs(monkeypatch, app)
    assert len(backs) == 39 and {b[2] for b in backs} == {"alternate"}
    assert all(Rect(0, 0, app.width, app.height).contains(x, y) for x, y, _ in backs)
