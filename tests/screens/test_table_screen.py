"""The main playing screen driven headless: whole games by keys alone and by mouse
alone, the scores shown against the engine's, screenshots in every mode."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from table_driver import (
    ALL_MODES,
    Driver,
    KeyboardDriver,
    MouseDriver,
    palette_check,
    replay_scores,
    start,
)

from retrohearts.hearts.rules import HouseRules
from retrohearts.screens.hearts.table.controller import Phase
from retrohearts.screens.hearts.table.tabledraw import score_text

SHOTS = Path(os.environ.get("RETROHEARTS_SHOTS", "/tmp/retrohearts-shots"))


def _shown_totals_each_hand(driver: Driver) -> list[list[int]]:
    """Play one game; at each end of hand read the totals the screen shows."""
    ctl = driver.table.ctl
    shown: list[list[int]] = []
    goal = ctl.games_finished + 1
    for _ in range(300_000):
        if ctl.games_finished >= goal:
            break
        if ctl.phase is Phase.HAND_END and len(shown) < ctl.port.match.hand_number + 1:
            shown.append([int(score_text(ctl, s).split("=")[-1]) for s in range(4)])
            driver.app.draw()
        target = driver.want()
        if target is not None:
            driver.choose(target)
        driver.frame()
    assert ctl.games_finished >= goal
    return shown


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("vga", "color"),
                                               ("hercules", "mono"), ("ega", "mono")])
def test_whole_game_by_keyboard_alone(mode: str, monitor: str) -> None:
    app, table = start(mode, monitor, seed=11)
    driver = KeyboardDriver(app, table)
    shown = _shown_totals_each_hand(driver)
    engine = replay_scores(table.ctl.log.events, HouseRules(end_score=50))
    assert shown == engine
    assert max(shown[-1]) >= 50
    assert table.ctl.state.winners == table.ctl.port.winners


@pytest.mark.parametrize(("mode", "monitor"), [("ega", "color"), ("svga800", "mono"),
                                               ("ega64k", "color")])
def test_whole_game_by_mouse_alone(mode: str, monitor: str) -> None:
    app, table = start(mode, monitor, seed=12)
    driver = MouseDriver(app, table)
    shown = _shown_totals_each_hand(driver)
    engine = replay_scores(table.ctl.log.events, HouseRules(end_score=50))
    assert shown == engine
    # a new game starts after Continue (the click on the game's moment ends that first)
    driver.past_moment()
    driver.choose("continue")
    driver.frame()
    assert table.ctl.phase is Phase.DEAL and table.ctl.port.scores == (0, 0, 0, 0)


def _advance(driver: Driver, until, limit: int = 20_000) -> None:
    for _ in range(limit):
        if until():
            return
        target = driver.want()
        if target is not None:
            driver.choose(target)
        driver.frame()
    raise AssertionError("never got there")


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_screenshots_in_every_mode(mode: str, monitor: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    app, table = start(mode, monitor, seed=5)
    driver = MouseDriver(app, table)
    ctl = table.ctl
    tag = f"{mode}-{monitor}"
    # passing: two cards chosen, then the window with passed and received cards
    _advance(driver, lambda: ctl.waiting_for == "pass")
    hand = ctl.view().hand
    for card in hand[-2:]:
        driver.choose(("card", card.index))
    driver.shot(SHOTS / f"{tag}-1-selecting.png")
    assert palette_check(app) == set()
    _advance(driver, lambda: ctl.phase is Phase.PASS_SHOW)
    driver.shot(SHOTS / f"{tag}-2-pass-window.png")
    assert palette_check(app) == set()
    # a trick in progress with at least two cards down
    _advance(driver, lambda: ctl.phase is Phase.PLAY and len(ctl.state.on_table) >= 2
             and not ctl._busy())
    driver.shot(SHOTS / f"{tag}-3-trick.png")
    assert palette_check(app) == set()
    # the end-of-hand arithmetic
    _advance(driver, lambda: ctl.phase is Phase.HAND_END)
    driver.shot(SHOTS / f"{tag}-4-hand-end.png")
    assert palette_check(app) == set()
    assert all("+" in score_text(ctl, s) for s in range(4))
