"""Claim, Undo and hidden scores at the real table, driven by scripted keys and the mouse.

Claims and take-backs must show in ``--log`` as ``claim`` and ``undo`` events that a fresh
engine replays to the very same totals (``replay_scores``), and never change a hand beyond
what the rules give: a computer only claims what its own play could not change, and a card
taken back and played again brings back the very same cards from the computers.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from table_driver import (
    FAST,
    Driver,
    KeyboardDriver,
    MouseDriver,
    replay_scores,
    start,
)

from retrohearts.cards import Card
from retrohearts.hearts import career
from retrohearts.hearts.rules import HouseRules
from retrohearts.pc.input import InputFrame
from retrohearts.screens.hearts import places
from retrohearts.screens.hearts.files import saving
from retrohearts.screens.hearts.flow import GameOptions, build_table
from retrohearts.screens.hearts.pages.oddscreen import OddsScreen
from retrohearts.screens.hearts.shared.layout import table_layout
from retrohearts.screens.hearts.table.controller import HUMAN, Phase
from retrohearts.screens.hearts.table.tabledraw import score_text
from retrohearts.ui.windows import help_window

SHOTS = Path("/tmp/retrohearts-shots/claim-undo")
UNDO = replace(FAST, undo="whole_trick", between_tricks=0)  # Continue after each trick


def key(driver: Driver, name: str) -> None:
    driver.frame(InputFrame(keys=frozenset({name}), mouse=driver.mouse))


def icon(driver: Driver, name: str) -> None:
    """Select an icon: by arrows and ENTER, or a click (even a dimmed one: it says why)."""
    target = driver.target(("icon", name))
    assert target is not None
    if isinstance(driver, MouseDriver):
        driver.mouse = (target.x + 2, target.y + target.h // 2)
        driver.frame(InputFrame(mouse=driver.mouse, mouse_moved=True))
        driver.frame(InputFrame(mouse=driver.mouse, click=True))
    else:
        assert isinstance(driver, KeyboardDriver)
        for step in driver.route(("icon", name)):
            driver.frame(InputFrame(keys=frozenset({step})))
        driver.frame(InputFrame(keys=frozenset({"ENTER"})))


def claimable(driver: Driver) -> bool:
    ctl = driver.table.ctl
    return ctl.waiting_for == "play" and ctl.port.check_claim(HUMAN).ok


def events(driver: Driver, kind: str) -> list[dict[str, Any]]:
    return [e for e in driver.table.ctl.log.events if e["event"] == kind]


@pytest.mark.parametrize(("mode", "monitor", "how"), [
    ("cga", "color", "key"), ("vga", "color", "mouse"), ("hercules", "mono", "icon-keys"),
    ("ega", "color", "mouse"), ("cga", "mono", "mouse"), ("svga800", "color", "key")])
def test_you_claim_the_rest_and_the_log_replays_it(mode: str, monitor: str, how: str) -> None:
    app, table = start(mode, monitor, seed=3)
    driver: Driver = MouseDriver(app, table) if how == "mouse" else KeyboardDriver(app, table)
    ctl = table.ctl
    driver.until(lambda: claimable(driver))
    hand = ctl.hand
    verdict = ctl.port.check_claim(HUMAN)
    driver.frame()
    if how == "key":
        key(driver, "C")
    else:
        icon(driver, "CLAIM")
    assert ctl.phase is Phase.HAND_END and ctl.state.claimed == (HUMAN, verdict.kind)
    assert tuple(hand.points()) == verdict.points and hand.claim is not None
    assert table.prompt() in ("You claim the rest", "No points left", "You shot the moon!")
    claim = events(driver, "claim")[-1]
    assert claim["seat"] == HUMAN and claim["points"] == list(verdict.points)
    assert events(driver, "hand_end")[-1]["points"] == list(verdict.points)
    driver.shot(SHOTS / f"claimed-{mode}-{monitor}.png")
    driver.until(lambda: ctl.phase is Phase.DEAL)
    assert replay_scores(ctl.log.events, HouseRules(end_score=50))[-1] == list(ctl.port.scores)


@pytest.mark.parametrize("driver_kind", [KeyboardDriver, MouseDriver])
def test_a_refused_claim_says_why_and_play_goes_on(driver_kind: type[Driver]) -> None:
    app, table = start("ega", seed=5)
    driver = driver_kind(app, table)
    ctl = table.ctl
    driver.until(lambda: ctl.waiting_for == "play" and not ctl.port.check_claim(HUMAN).ok)
    reason = ctl.port.check_claim(HUMAN).reason.rstrip(".")
    if driver_kind is MouseDriver:
        icon(driver, "CLAIM")
    else:
        key(driver, "C")
    assert ctl.phase is Phase.PLAY and ctl.waiting_for == "play"
    assert ctl.state.message == reason
    assert table.advice is not None and table.advice[0] == "No claim:"  # the reason in full
    assert " ".join(table.advice[1:]) == reason + "."
    lay = table_layout(app)
    room = (lay.hand.right - lay.hover[0]) // lay.cell_w
    assert table.bottom_line(app, lay) == (reason if len(reason) <= room  # never cut short
                                           else "No claim: see the box")
    assert not events(driver, "claim")
    driver.until(lambda: ctl.waiting_for != "play")  # the game goes on


def test_a_refused_claim_on_40_columns_points_to_the_box_over_the_table() -> None:
    app, table = start("cga", seed=5)
    driver = KeyboardDriver(app, table)
    ctl = table.ctl
    driver.until(lambda: ctl.waiting_for == "play" and not ctl.port.check_claim(HUMAN).ok
                 and len(ctl.hand.tricks) >= 3)
    key(driver, "C")
    reason = ctl.state.message
    assert table.advice is not None and len(reason) > 30
    assert " ".join(table.advice[1:]) == reason + "."
    assert table.bottom_line(app, table_layout(app)) == "No claim: see the box"
    driver.shot(SHOTS / "refused-cga-color.png")
    driver.until(lambda: ctl.waiting_for != "play")  # the game goes on


def test_claim_off_your_turn_is_refused_and_the_icon_dimmed() -> None:
    app, table = start("vga", seed=5)
    driver = KeyboardDriver(app, table)
    ctl = table.ctl
    driver.until(lambda: ctl.phase is Phase.PASS)
    assert "CLAIM" in table.unavailable_icons()
    key(driver, "C")
    assert ctl.state.message == "You may claim only when it is your turn"
    driver.until(lambda: ctl.waiting_for == "play")
    assert "CLAIM" not in table.unavailable_icons()


def test_the_computers_claim_in_demo_and_the_log_replays_it(tmp_path: Path) -> None:
    app, table = start("cga", demo=True, seed=8, end_score=100)
    driver = Driver(app, table)
    ctl = table.ctl
    driver.until(lambda: ctl.games_finished >= 1, 400_000)
    claims = events(driver, "claim")
    assert claims, "a whole game without one claim"
    hands = replay_scores(ctl.log.events, HouseRules(end_score=100))
    assert hands[-1] == events(driver, "game_end")[-1]["scores"]
    for e in claims:  # a computer's claim never depends on its own play: it is forced
        assert e["kind"] in ("rest", "no_points")


@pytest.mark.parametrize(("mode", "monitor", "driver_kind"), [
    ("vga", "color", KeyboardDriver), ("cga", "color", MouseDriver),
    ("hercules", "mono", MouseDriver), ("ega", "mono", KeyboardDriver),
    ("svga800", "color", MouseDriver), ("cga", "mono", KeyboardDriver)])
def test_undo_takes_back_your_card_and_the_computers_choose_the_same_again(
        mode: str, monitor: str, driver_kind: type[Driver]) -> None:
    app, table = start(mode, monitor, seed=4, controls=UNDO)
    driver = driver_kind(app, table)
    ctl = table.ctl
    driver.until(lambda: ctl.waiting_for == "play" and 0 < len(ctl.hand.tricks) < 10
                 and ctl.view().current)
    card = driver.me.choose_play(ctl.view())
    driver.choose(("card", card.index))
    driver.until(lambda: ctl.phase is Phase.TRICK_END)  # Continue waits: the trick is there
    first = list(ctl.hand.history.plays)
    driver.shot(SHOTS / f"before-undo-{mode}-{monitor}.png")
    if driver_kind is MouseDriver:
        icon(driver, "UNDO")
    else:
        key(driver, "U")
    assert ctl.phase is Phase.PLAY and ctl.waiting_for == "play"
    assert card in ctl.view().hand and ctl.port.undos == 1
    assert ctl.state.message == f"You take back the {card.label}"
    [undo] = events(driver, "undo")
    assert undo["seat"] == HUMAN and undo["cards"][0] == str(card) and undo["what"] == "play"
    driver.shot(SHOTS / f"after-undo-{mode}-{monitor}.png")
    # one undo at a time
    key(driver, "U")
    assert ctl.state.message == "Play a card before taking back again"
    driver.choose(("card", card.index))  # the same card again: the same trick again
    driver.until(lambda: ctl.phase is Phase.TRICK_END)
    assert list(ctl.hand.history.plays) == first
    driver.until(lambda: ctl.phase is Phase.DEAL)
    assert replay_scores(ctl.log.events, HouseRules(end_score=50))[-1] == list(ctl.port.scores)


def test_last_card_only_while_the_trick_is_on_the_table() -> None:
    app, table = start("ega", seed=4, controls=replace(UNDO, undo="last_card"))
    driver = KeyboardDriver(app, table)
    ctl = table.ctl
    driver.until(lambda: ctl.waiting_for == "play" and len(ctl.hand.tricks) >= 2)
    assert ctl.undo_refusal() == "Your card's trick is gone: Whole trick takes it back"
    assert "UNDO" in table.unavailable_icons()
    key(driver, "U")
    assert ctl.port.undos == 0 and not events(driver, "undo")
    ctl.controls = replace(ctl.controls, undo="off")
    assert ctl.undo_refusal() == "Undo is Off: the Rules screen can allow it"


class SlowPasser:
    """A computer that spends ``frames`` frames over its pass, as Julia's search does."""

    def __init__(self, inner: Any, frames: int) -> None:
        self.inner = inner
        self.frames = frames

    def choose_pass(self, view: Any) -> list[Card]:
        return list(self.inner.choose_pass(view))

    def choose_play(self, view: Any) -> Card:
        return self.inner.choose_play(view)  # type: ignore[no-any-return]

    def start_passing(self, view: Any) -> Any:
        outer = self

        class Slices:
            calls = 0

            def step(self, _budget: float) -> list[Card] | None:
                self.calls += 1
                return outer.choose_pass(view) if self.calls > outer.frames else None

        return Slices()


def test_your_pass_comes_back_until_the_cards_are_exchanged() -> None:
    app, table = start("vga", seed=2, controls=UNDO)
    ctl = table.ctl
    ctl.players[1:] = [SlowPasser(p, 400) for p in ctl.players[1:]]
    driver = MouseDriver(app, table)
    driver.until(lambda: ctl.phase is Phase.PASS and ctl.hand.has_passed(HUMAN))
    passed = ctl.hand.passed(HUMAN)
    assert ctl.hand.phase == "pass" and ctl.undo_refusal() is None
    assert driver.target(("icon", "UNDO")).hover == "Click now to take back your pass"
    icon(driver, "UNDO")
    assert not ctl.hand.has_passed(HUMAN) and ctl.waiting_for == "pass"
    assert all(c in ctl.view().hand for c in passed)
    [undo] = events(driver, "undo")
    assert undo["what"] == "pass" and undo["cards"] == [str(c) for c in passed]
    driver.until(lambda: ctl.phase is Phase.PASS_SHOW)
    key(driver, "U")  # exchanged: nothing comes back
    assert ctl.state.message == "Nothing to take back now" and ctl.port.undos == 1


def test_an_undo_marks_the_game_in_the_statistics_and_the_final_scores(tmp_path: Path) -> None:
    app = start("vga")[0]
    app.help_factory = help_window
    game = GameOptions(seed=6, name="Tester", rules=HouseRules(end_score=50), controls=UNDO,
                       opponents=("Jeffrey", "Lindsay", "Michael"))
    table = build_table(game, fps=12, folder=tmp_path)
    app.stack[:] = [table]
    driver = KeyboardDriver(app, table)
    ctl = table.ctl
    driver.until(lambda: ctl.waiting_for == "play" and ctl.view().current)
    driver.choose(("card", driver.me.choose_play(ctl.view()).index))
    driver.until(lambda: ctl.phase is Phase.TRICK_END)
    key(driver, "U")
    assert ctl.port.undos == 1
    # an undo in the middle of a saved game: resuming gives the same state
    assert saving.save_game(tmp_path, ctl.port.match, table.names, table.controls) is None
    match, names, controls, error = saving.load_game(tmp_path)
    assert error is None and match is not None and names == table.names
    assert match.undos == 1 and match.hand.history == ctl.hand.history
    assert controls is not None and controls.undo == "whole_trick"
    driver.until(lambda: ctl.phase is Phase.GAME_END, 600_000)
    app.stack[:] = [table]  # the statistics page opened by itself
    app.draw()
    driver.shot(SHOTS / "final-scores-with-undo.png")
    book, _ = career.load_stats(tmp_path)
    assert book["Tester"].undo_games == 1 and book["Jeffrey"].undo_games == 1
    assert sum(c.undo_wins for c in book.values()) >= 1


def test_no_undo_in_demo_and_none_offered() -> None:
    app, table = start("cga", demo=True, controls=UNDO)
    assert table.ctl.undo_refusal() == "Nothing is taken back in DEMO"


@pytest.mark.parametrize(("mode", "monitor"), [
    ("hercules", "mono"), ("cga", "color"), ("cga", "mono"), ("ega", "color"), ("vga", "color"),
    ("svga800", "color")])
def test_hidden_scores_stay_hidden_until_the_game_ends(mode: str, monitor: str) -> None:
    app, table = start(mode, monitor, seed=9, end_score=50,
                       controls=replace(FAST, hide_scores=True))
    driver = MouseDriver(app, table)
    ctl = table.ctl
    driver.until(lambda: ctl.waiting_for == "play" and ctl.port.scores_before != (0, 0, 0, 0)
                 and ctl.hand.tricks)
    assert all(score_text(ctl, s) == "" for s in range(4))
    driver.shot(SHOTS / f"hidden-play-{mode}-{monitor}.png")
    odds = places.odds(app, table, None)  # as the ODDS icon opens them
    assert isinstance(odds, OddsScreen) and odds.hidden
    app.push(odds)
    for page in range(3):
        odds.page = page
        app.draw()
        if page == 1:
            app.screenshot(SHOTS / f"hidden-odds-{mode}-{monitor}.png")
    app.pop()
    assert odds.opponents == [] and odds.moon == 0  # not even worked out
    driver.until(lambda: ctl.phase is Phase.HAND_END)
    points = ctl.hand.points()
    assert [score_text(ctl, s) for s in range(4)] == [f"{p:+d}" for p in points]
    driver.shot(SHOTS / f"hidden-hand-end-{mode}-{monitor}.png")
    driver.until(lambda: ctl.phase is Phase.GAME_END)
    assert all("=" in score_text(ctl, s) for s in range(4))  # the game is over: all of it
    assert not places.odds(app, table, None).hidden  # the Odds screens' estimates too
    driver.shot(SHOTS / f"hidden-game-end-{mode}-{monitor}.png")


@pytest.mark.parametrize("hide", [False, True])
def test_the_tutors_percentages_go_with_the_hidden_scores(hide: bool) -> None:
    from retrohearts.hearts.tutor import Advice

    app, table = start("cga", controls=replace(FAST, hide_scores=hide))
    card = Card.parse("KH")
    for reason in ("KH: keep going for the moon, you have every point so far (Odds 3: 40%).",
                   "KH: your hand can take every trick; go for the moon (75%)."):
        table._advised(Advice((card,), reason))
        assert table.advice is not None
        said = " ".join(table.advice)
        assert ("%" in said) is not hide and "moon" in said, said


@pytest.mark.parametrize(("mode", "how", "undo"), [
    ("cga", "key", "last_card"), ("vga", "icon", "last_card"),
    ("cga", "icon", "whole_trick"), ("vga", "key", "whole_trick")])
def test_the_halo_goes_to_the_card_you_took_back(mode: str, how: str, undo: str) -> None:
    """A misclick taken back: the halo is on that card (arrows go on from it), not on the
    first card you may play; also when the trick has gone and it is your turn again."""
    app, table = start(mode, seed=4, controls=replace(UNDO, undo=undo))
    driver = KeyboardDriver(app, table)
    ctl = table.ctl
    driver.until(lambda: ctl.waiting_for == "play" and 0 < len(ctl.hand.tricks) < 10
                 and len(ctl.view().legal) >= 3 and bool(ctl.view().current))
    card = ctl.view().legal[-1]  # not the first you may play: the halo would go there
    driver.choose(("card", card.index))
    if undo == "last_card":
        driver.until(lambda: ctl.phase is Phase.TRICK_END)
    else:  # the trick is gone and it is your turn again: the wait does not change
        driver.until(lambda: ctl.waiting_for == "play")
        assert ctl.undo_refusal() is None and card not in ctl.view().hand
    if how == "icon":
        icon(driver, "UNDO")
    else:
        key(driver, "U")
    assert ctl.state.message == f"You take back the {card.label}"
    assert ctl.waiting_for == "play" and card != ctl.view().legal[0]
    assert table.cursor.focus == ("card", card.index)
    driver.shot(SHOTS / f"halo-after-undo-{undo}-{how}-{mode}.png")
    for _ in range(3):  # it stays there while nothing is pressed
        driver.frame()
    assert table.cursor.focus == ("card", card.index)
    order = [c for c, _r, _d, _s in table.hand_layout(app)]
    at = order.index(card)
    step, neighbour = ("LEFT", order[at - 1]) if at else ("RIGHT", order[at + 1])
    key(driver, step)
    assert table.cursor.focus == ("card", neighbour.index)
    assert ctl.state.message == ""  # the words about the card go with the halo


def test_a_message_too_long_for_the_line_is_shown_whole_in_the_box() -> None:
    """CGA's line under the hand holds about 24 letters: "No hand has been played out yet"
    or "Hearts have not been broken" once ended "...". Such a message now stands whole in
    the advice box while it lasts; VGA keeps it on the line."""
    from retrohearts.screens.hearts.shared.layout import table_layout

    for mode, boxed in (("cga", True), ("vga", False)):
        app, table = start(mode)
        app.update(InputFrame())
        app.draw()
        lay = table_layout(app)
        table.ctl.state.message = "No hand has been played out yet"
        box = table.message_box(lay)
        assert bool(box) == boxed, mode
        if boxed:
            assert " ".join(box) == "No hand has been played out yet."
            assert table.bottom_line(app, lay) == app.hover_text
        else:
            assert table.bottom_line(app, lay) == "No hand has been played out yet"
        app.draw()  # the box drawn over the table


def test_greyed_icons_say_when_they_work() -> None:
    app, table = start("vga")
    for _ in range(200):  # the deal, to the passing
        if table.ctl.waiting_for == "pass":
            break
        app.update(InputFrame())
    assert table.ctl.waiting_for == "pass"
    hovers = {t.id: t.hover for t in table.targets(app)}
    assert hovers[("icon", "CLAIM")] == "You may claim only when it is your turn"
