"""The play menu's icons and helpers: TUTOR and Auto Advice, HELP, DOCS, ODDS, RULES
(open and leave by keys and by mouse), refused cards, and the speaker's cues."""

from __future__ import annotations

from typing import Any

import pytest
from table_driver import FAST, KeyboardDriver, MouseDriver, palette_check, start

from retrohearts.hearts.refusal import (
    FOLLOW_SUIT,
    HEARTS_NOT_BROKEN,
    NO_POINTS_FIRST,
    PLAY_THE_QUEEN,
    TWO_CLUBS_LEADS,
    refusal,
)
from retrohearts.pc.input import InputFrame
from retrohearts.screens.hearts.pages.docscreen import DocsScreen
from retrohearts.screens.hearts.pages.oddscreen import OddsScreen
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.table.table import TableScreen
from retrohearts.ui.moments.moment import Moment


def _until(driver: Any, cond: Any, limit: int = 5000) -> None:
    for _ in range(limit):
        if cond():
            return
        driver.frame()
    raise AssertionError("never got there")


def test_tutor_icon_shows_advice_for_the_pass() -> None:
    app, table = start("vga", seed=21)
    driver = KeyboardDriver(app, table)
    _until(driver, lambda: table.ctl.waiting_for == "pass")
    assert table.advice is None
    driver.choose(("icon", "TUTOR"))
    _until(driver, lambda: len(table.advised) == 3)
    assert table.advice is not None and table.advice[0] == "Advice:"
    driver.shot(__import__("pathlib").Path("/tmp/retrohearts-shots/vga-tutor.png"))
    driver.choose(("icon", "TUTOR"))
    assert table.advice is None


def test_auto_advice_appears_by_itself() -> None:
    app, table = start("cga", seed=22, controls=Controls(play_speed=10, between_tricks=1,
                                                           auto_advice=True))
    driver = KeyboardDriver(app, table)
    _until(driver, lambda: table.ctl.waiting_for == "pass")
    _until(driver, lambda: len(table.advised) == 3)
    assert table.advice is not None and table.advice[0] == "Advice:"


@pytest.mark.parametrize("icon", ["DOCS", "HELP", "ODDS", "RULES"])
@pytest.mark.parametrize("how", ["keys", "mouse"])
def test_icon_screens_open_and_close(icon: str, how: str) -> None:
    app, table = start("ega", seed=23)
    driver = KeyboardDriver(app, table) if how == "keys" else MouseDriver(app, table)
    _until(driver, lambda: table.ctl.waiting_for == "pass")
    driver.choose(("icon", icon))
    top = app.top
    assert top is not table
    app.draw()
    if isinstance(top, DocsScreen):
        assert top.subject is None
        if how == "keys":
            driver.frame(InputFrame(keys=frozenset({"UP"})))  # from DONE up to a subject
            driver.frame(InputFrame(keys=frozenset({"ENTER"})))
        else:
            first = next(t for t in top.targets(app) if isinstance(t.id, tuple))
            driver.frame(InputFrame(mouse=(first.x + 1, first.y + 1), mouse_moved=True))
            driver.frame(InputFrame(mouse=(first.x + 1, first.y + 1), click=True))
        assert top.subject is not None
        app.draw()
        app.screenshot(__import__("pathlib").Path(f"/tmp/retrohearts-shots/ega-docs-{how}.png"))
    if isinstance(top, OddsScreen):
        assert top.targets(app)
        if how == "keys":
            driver.frame(InputFrame(keys=frozenset({"PGDN"})))
        else:
            nxt = next(t for t in top.targets(app) if t.id == "NEXT")
            driver.frame(InputFrame(mouse=(nxt.x + 2, nxt.y + 2), mouse_moved=True))
            driver.frame(InputFrame(mouse=(nxt.x + 2, nxt.y + 2), click=True))
        app.draw()
    if how == "keys":
        driver.frame(InputFrame(keys=frozenset({"ESC"})))
    else:
        driver.frame(InputFrame(rclick=True))
    assert app.top is table


def test_odds_pages_show_real_numbers_mid_hand() -> None:
    app, table = start("vga", seed=24)
    driver = MouseDriver(app, table)
    ctl = table.ctl
    for _ in range(20_000):
        if len(ctl.view().tricks) >= 3 and ctl.waiting_for == "play":
            break
        target = driver.want()
        if target is not None:
            driver.choose(target)
        driver.frame()
    driver.choose(("icon", "ODDS"))
    screen = app.top
    assert isinstance(screen, OddsScreen)
    assert len(screen.record.tricks) >= 3
    assert len(screen.opponents) == 3
    assert all(0.0 <= so.queen <= 1.0 for so in screen.opponents)
    for page in range(3):
        screen.page = page
        app.draw()
        assert palette_check(app) == set()
        app.screenshot(__import__("pathlib").Path(f"/tmp/retrohearts-shots/vga-odds{page + 1}.png"))


def test_unplayable_card_is_refused_with_a_message() -> None:
    app, table = start("vga", seed=25)
    driver = MouseDriver(app, table)
    ctl = table.ctl
    for _ in range(50_000):
        if ctl.waiting_for == "play":
            view = ctl.view()
            bad = [c for c in view.hand if c not in view.legal]
            if bad:
                target = driver.target(("card", bad[0].index))
                assert target is not None and not target.enabled
                driver.choose(("card", bad[0].index))
                # the engine's reason, in the original's words, not a generic refusal
                assert ctl.state.message == refusal(view, bad[0])
                assert ctl.state.message in (FOLLOW_SUIT, HEARTS_NOT_BROKEN, TWO_CLUBS_LEADS,
                                             NO_POINTS_FIRST, PLAY_THE_QUEEN)
                assert ctl.waiting_for == "play"
                return
        target = driver.want()
        if target is not None:
            driver.choose(target)
        driver.frame()
    pytest.fail("no unplayable card came up")


class FakeSound:
    def __init__(self) -> None:
        self.effects: list[str] = []
        self.voices: list[tuple[str, str | None]] = []

    def effect(self, name: str) -> bool:
        self.effects.append(name)
        return True

    def voice(self, name: str, speaker: str | None = None) -> bool:
        self.voices.append((name, speaker))
        return True

    def play_fanfare(self, name: str) -> bool:
        self.effects.append(name)
        return True


def test_game_moments_reach_the_speaker() -> None:
    app, table = start("cga", demo=True, seed=26, controls=FAST)
    sound = FakeSound()
    app.services["sound"] = sound
    try:
        driver = KeyboardDriver(app, table)
        _until(driver, lambda: table.ctl.games_finished >= 1
               and not isinstance(app.top, Moment), limit=60_000)
    finally:
        del app.services["sound"]
    assert {"shuffle", "card", "trick", "hearts-broken"} <= set(sound.effects)
    # the end of a DEMO game is its winner's moment: the victory fanfare and his word
    assert "fanfare-win" in sound.effects
    assert any(name == "gloat" for name, _ in sound.voices)
    assert all(isinstance(s, str) for _, s in sound.voices)


def test_table_screen_type() -> None:
    app, table = start("vga")
    assert isinstance(table, TableScreen)


def test_rules_screen_changes_controls_by_keys() -> None:
    from retrohearts.screens.hearts.pregame.rulescreen import RulesScreen

    app, table = start("cga", seed=27)
    driver = KeyboardDriver(app, table)
    _until(driver, lambda: table.ctl.waiting_for == "pass")
    driver.choose(("icon", "RULES"))
    screen = app.top
    assert isinstance(screen, RulesScreen)
    speed = table.controls.play_speed
    screen.focus("play_speed")
    driver.frame(InputFrame(keys=frozenset({"ENTER"})))
    assert table.controls.play_speed == speed % 10 + 1
    assert table.ctl.controls is table.controls
    screen.focus("between_tricks")
    driver.frame(InputFrame(keys=frozenset({"ENTER"})))
    assert table.controls.between_tricks != FAST.between_tricks
    app.draw()
    app.screenshot(__import__("pathlib").Path("/tmp/retrohearts-shots/cga-rules.png"))
    driver.frame(InputFrame(keys=frozenset({"ESC"})))
    assert app.top is table
