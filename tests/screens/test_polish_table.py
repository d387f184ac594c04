"""What playing every mode showed at the table, fixed: nothing hides a name, messages
and prompts say the right thing at the right time, the menu's blips play.

The table is driven headless by keys or by mouse (tests/screens/table_driver.py); what a
player reads is checked from the rectangles the screen uses and from the strings it draws.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pytest
from pixels import native_frame, region
from table_driver import ALL_MODES, KeyboardDriver, MouseDriver, start

from retrohearts.pc.app import App
from retrohearts.pc.input import InputFrame
from retrohearts.screens.hearts.pages.oddscreen import OddsScreen
from retrohearts.screens.hearts.shared.drawing import HALO
from retrohearts.screens.hearts.shared.layout import ICONS, Rect, table_layout
from retrohearts.screens.hearts.table.controller import Phase
from retrohearts.screens.hearts.table.quitdialog import QuitDialog
from retrohearts.screens.hearts.table.table import TableScreen
from retrohearts.screens.hearts.table.tabledraw import (
    felt_clearing,
    name_plate_rect,
    on_felt,
    pass_window_plan,
    score_text,
)
from retrohearts.ui.bigtext import big_text_size


def apart(a: Rect, b: Rect) -> bool:
    return a.right <= b.x or b.right <= a.x or a.bottom <= b.y or b.bottom <= a.y


def inside(inner: Rect, outer: Rect) -> bool:
    return (outer.x <= inner.x and outer.y <= inner.y and inner.right <= outer.right
            and inner.bottom <= outer.bottom)


def plates(app: App, table: TableScreen) -> list[Rect]:
    lay = table_layout(app)
    out = []
    for seat, plan in enumerate(lay.seats):
        lines = (table.names[seat], score_text(table.ctl, seat) + (" WIN" if lay.w > 320
                                                                   else "*"))
        out.append(name_plate_rect(app, lay, plan.label, plan.label_right, lines))
    return out


@contextmanager
def drawn_text(app: App) -> Iterator[list[tuple[int, int, str]]]:
    """Every string drawn with app.text while inside the block."""
    seen: list[tuple[int, int, str]] = []
    original = app.text

    def record(x: int, y: int, s: str, col: int) -> None:
        seen.append((x, y, s))
        original(x, y, s, col)

    app.text = record  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        del app.text


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_pass_window_and_standings_leave_every_name_plate_alone(mode: str,
                                                                monitor: str) -> None:
    app, table = start(mode, monitor)
    driver = KeyboardDriver(app, table)
    ctl = table.ctl
    lay = table_layout(app)
    driver.until(lambda: ctl.phase is Phase.PASS_SHOW)
    window, cont, _step = pass_window_plan(app, lay, ctl, table.names)
    for plate in plates(app, table):
        assert apart(window, plate), (mode, window, plate)
    for seat in lay.seats:
        assert apart(window, seat.portrait), (mode, window, seat.portrait)
    assert inside(window, lay.table)
    # the status lines (pass direction, hearts) stay in sight too
    status = Rect(lay.status[0], lay.status[1], lay.cell_w * 16, lay.cell_h * 2)
    assert apart(window, status)
    continue_at = cont or lay.continue_icon
    target = driver.target("continue")
    assert target is not None and (target.x, target.y) == (continue_at.x, continue_at.y)
    if cont is not None:  # Continue inside the window, its halo too
        grown = Rect(cont.x - HALO, cont.y - HALO, cont.w + 2 * HALO, cont.h + 2 * HALO)
        assert inside(grown, window)
    driver.play_games(1)
    ctl_phase = ctl.phase
    assert ctl_phase is Phase.GAME_END
    area = felt_clearing(app, lay, ctl, table.names)
    for plate in plates(app, table):
        assert apart(area, plate), (mode, area, plate)


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_quit_dialog_sits_on_the_felt_clear_of_the_prompt(mode: str, monitor: str) -> None:
    app, table = start(mode, monitor)
    lay = table_layout(app)
    dialog = QuitDialog(table)
    r = dialog._rect(app)
    prompt = Rect(lay.prompt[0], lay.prompt[1], lay.w // 2, lay.cell_h * 2)
    assert apart(r, prompt), (mode, r, prompt)
    assert r.bottom <= lay.menu.y + 1


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_icon_halos_keep_off_the_neighbours_and_the_felt(mode: str, monitor: str) -> None:
    app, table = start(mode, monitor)
    lay = table_layout(app)
    for name in ICONS:
        r = lay.icons[name]
        reach = lay.icon_halo
        grown = Rect(r.x - reach, r.y - reach, r.w + 2 * reach, r.h + 2 * reach)
        assert inside(grown, lay.menu), (mode, name, grown)
        for other in ICONS:
            if other == name:
                continue
            o = lay.icons[other]
            tw = app.text_width(other)
            label = Rect(o.x + (o.w - tw) // 2, o.y + (o.h - lay.cell_h) // 2 + 1, tw,
                         lay.cell_h - 2)
            assert apart(grown, label), (mode, name, other)
    targets = {t.id: t for t in table.targets(app)}
    assert targets[("icon", "DOCS")].halo == lay.icon_halo


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_long_advice_stays_in_its_box(mode: str, monitor: str) -> None:
    from retrohearts.screens.hearts.table.tabledraw import advice_lines
    from retrohearts.ui.text import wrap

    app, _table = start(mode, monitor)
    lay = table_layout(app)
    cols = max(8, (lay.advice.w - lay.advice_inset * 2) // lay.cell_w)
    reason = ("Duck with the 9H under the KH: the queen of spades is still out and West is "
              "void in hearts and the trick already holds 2 points, so let it go by now.")
    lines = advice_lines(lay, ["Advice:", *wrap(reason, cols)])
    assert len(lines) * lay.cell_h + lay.advice_inset * 2 <= lay.advice.h
    assert all(len(line) <= cols for line in lines)


def test_refusal_leaves_the_hover_line_when_the_halo_moves() -> None:
    app, table = start("vga")
    driver = MouseDriver(app, table)
    ctl = table.ctl
    driver.until(lambda: ctl.waiting_for == "play" and any(
        c not in ctl.view().legal for c in ctl.view().hand))
    view = ctl.view()
    bad = next(c for c in view.hand if c not in view.legal)
    target = driver.target(("card", bad.index))
    assert target is not None
    driver.mouse = (target.x + 2, target.y + target.h // 2)
    driver.frame(InputFrame(mouse=driver.mouse, mouse_moved=True))
    driver.frame(InputFrame(mouse=driver.mouse, click=True))
    assert ctl.state.message  # the refusal is said...
    driver.frame(InputFrame(mouse=driver.mouse))
    assert ctl.state.message  # ...and stays while the halo stays
    driver.frame(InputFrame(keys=frozenset({"LEFT"})))
    assert table.cursor.focus != ("card", bad.index)
    assert ctl.state.message == ""  # the halo moved on: so did the message


@pytest.mark.parametrize("mode", ["cga", "ega", "vga", "svga800", "hercules"])
def test_game_over_prompt_keeps_the_large_font(mode: str) -> None:
    app, table = start(mode)
    lay = table_layout(app)
    names = ["You", "Jeffrey", "Lindsay", "Michael", "Ellen", "David", "Julia"]
    room = lay.continue_icon.x - lay.pad - HALO - lay.prompt[0]
    big = 2 if lay.w > 320 else 1  # 40 columns: the tall 1x2 font, as every CGA prompt
    for winner in names[1:]:
        table.ctl.state.winners = (1,)
        table.names[1] = winner
        text = table._game_over_text(room)
        w, _h = big_text_size(text, big, 2)
        assert w <= room, (mode, text, w, room)
    for winners in ((0,), (0, 2)):  # your own win, and a tie, in the large font too
        table.ctl.state.winners = winners
        text = table._game_over_text(room)
        assert text.startswith("You ")
        w, _h = big_text_size(text, big, 2)
        assert w <= room, (mode, text, w, room)
    if big == 2:
        assert table._game_over_text(room) == "You tie for the win!"  # in full where it fits


def test_deal_number_shows_after_the_hand_and_on_the_odds_pages() -> None:
    app, table = start("vga")
    driver = KeyboardDriver(app, table)
    ctl = table.ctl
    deal = str(ctl.view().deal_number)
    driver.until(lambda: ctl.waiting_for == "play")
    with drawn_text(app) as seen:
        app.draw()
    assert not any(deal in s for _x, _y, s in seen)  # not on the felt during the play
    odds = OddsScreen(ctl.view(), table.names)
    app.push(odds)
    with drawn_text(app) as seen:
        app.draw()
    assert any(deal in s for _x, _y, s in seen)
    app.pop()
    driver.until(lambda: ctl.phase is Phase.HAND_END)
    with drawn_text(app) as seen:
        app.draw()
    assert any(deal in s for _x, _y, s in seen)


class FakeSound:
    def __init__(self) -> None:
        self.effects: list[str] = []

    def effect(self, name: str) -> bool:
        self.effects.append(name)
        return True

    def voice(self, name: str, speaker: str | None = None) -> bool:
        return True


def test_icons_blip_on_select_and_on_back() -> None:
    app, table = start("ega")
    sound = FakeSound()
    app.services["sound"] = sound
    driver = KeyboardDriver(app, table)
    driver.until(lambda: table.ctl.waiting_for == "pass")
    sound.effects.clear()
    driver.choose(("icon", "ODDS"))
    assert isinstance(app.top, OddsScreen) and sound.effects == ["menu-select"]
    driver.frame(InputFrame(keys=frozenset({"ESC"})))
    assert app.top is table and sound.effects[-1] == "menu-back"
    sound.effects.clear()
    driver.choose(("card", table.ctl.view().hand[0].index))
    assert "menu-select" not in sound.effects  # a card has the game's own sound


def test_odds_first_page_before_and_after_the_pass() -> None:
    app, table = start("vga")
    driver = KeyboardDriver(app, table)
    ctl = table.ctl
    driver.until(lambda: ctl.waiting_for == "pass")
    odds = OddsScreen(ctl.view(), table.names)
    app.push(odds)
    assert odds.cursor.focus == "NEXT"
    with drawn_text(app) as seen:
        app.draw()
    strings = [s for _x, _y, s in seen]
    assert "No pass this hand" not in strings
    assert any(s.startswith("Pass to ") for s in strings) and "not chosen yet" in strings
    assert "page 1 of 3" in strings
    app.pop()
    driver.until(lambda: len(ctl.view().tricks) >= 6 and ctl.waiting_for == "play")
    view = ctl.view()
    odds = OddsScreen(view, table.names)
    app.push(odds)
    with drawn_text(app) as seen:
        app.draw()
    # the tricks in the order played, with who played them: test_odds_record.py
    for trick in view.tricks:
        for _seat, card in trick.plays:
            rank = "1" if card.rank == 10 else card.rank_letter
            assert rank in [s for _x, _y, s in seen], card
    assert "T" not in [s for _x, _y, s in seen]  # "10", never "T"
    assert "10" in [s for _x, _y, s in seen]  # the played-cards grid
    queen_out = any(c.points == 13 for t in view.tricks for _s, c in t.plays)
    odds.page = 1
    with drawn_text(app) as seen:
        app.draw()
    strings = [s for _x, _y, s in seen]
    if queen_out:
        assert "played" in strings


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("vga", "color")])
def test_final_scores_title_is_one_line_in_every_width(
        mode: str, monitor: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After an undo the title says so, on one line even on 40 columns (the QA pass saw
    "Final scores (with" / "undo)" on CGA)."""
    app, table = start(mode, monitor)
    driver = KeyboardDriver(app, table)
    driver.play_games(1)
    assert table.ctl.phase is Phase.GAME_END
    driver.past_moment()  # the final scores show once the win's moment is over
    monkeypatch.setattr(type(table.ctl.port), "undos", property(lambda _self: 1))
    with drawn_text(app) as seen:
        app.draw()
    titles = {s for _x, _y, s in seen if s.startswith("Final")}
    assert titles and all("(with undo)" in s for s in titles), titles
    assert not any(s.strip() == "undo)" for _x, _y, s in seen)
    if mode == "vga":
        assert titles == {"Final scores (with undo)"}
    app.screenshot(tmp_path / f"final-{mode}.png")


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("ega", "color"),
                                               ("vga", "color"), ("hercules", "mono")])
def test_deal_number_after_the_hand_stays_off_the_felt(mode: str, monitor: str,
                                                       tmp_path: Path) -> None:
    """The QA pass saw "#113450346" run over the felt's edge on CGA."""
    app, table = start(mode, monitor)
    driver = KeyboardDriver(app, table)
    ctl = table.ctl
    deal = str(ctl.view().deal_number)
    driver.until(lambda: ctl.phase is Phase.HAND_END)
    with drawn_text(app) as seen:
        app.draw()
    app.screenshot(tmp_path / f"hand-end-{mode}.png")
    frame = native_frame(app)
    lay = table_layout(app)
    found = [(x, y, s) for x, y, s in seen if deal in s]
    assert found
    for x, y, s in found:
        r = Rect(x, y, app.text_width(s), lay.cell_h)
        assert not on_felt(lay, r), (mode, r)
        assert inside(r, lay.table), (mode, r, lay.table)
        for plate in plates(app, table):
            assert apart(r, plate), (mode, r, plate)
        for seat in lay.seats:
            assert apart(r, seat.portrait), (mode, r, seat.portrait)
        # nothing else drawn there: only the room's colour and the number's (a pile of
        # won cards covered it at the bottom left)
        around = region(frame, Rect(r.x - 1, r.y + 2, r.w + 2, r.h - 2))  # (the line above
        # may reach 2 rows down)
        colours = set(np.unique(around).tolist())
        assert len(colours) <= 2, (mode, r, colours)


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("vga", "color")])
def test_odds_pages_after_the_hand_say_it_is_over(mode: str, monitor: str,
                                                  tmp_path: Path) -> None:
    """At the end of a hand every suit would read "100% void": the QA pass saw a page of
    red bars. The estimate pages say the hand is over and show the points taken."""
    app, table = start(mode, monitor)
    driver = KeyboardDriver(app, table)
    ctl = table.ctl
    driver.until(lambda: ctl.waiting_for == "play" and len(ctl.view().tricks) >= 2)
    odds = OddsScreen(ctl.view(), table.names)
    app.push(odds)
    odds.page = 1
    with drawn_text(app) as seen:
        app.draw()
    assert "Chance of being void:" in [s for _x, _y, s in seen]   # in play: the odds
    app.pop()
    driver.until(lambda: ctl.phase is Phase.HAND_END)
    view = ctl.view()
    odds = OddsScreen(view, table.names)
    app.push(odds)
    for page in (1, 2):
        odds.page = page
        with drawn_text(app) as seen:
            app.draw()
        app.screenshot(tmp_path / f"odds{page + 1}-over-{mode}.png")
        strings = [s for _x, _y, s in seen]
        text = " ".join(strings)
        assert "This hand is over" in text and "Points taken this hand:" in strings
        assert "Chance of being void:" not in strings and "%" not in text
        for seat, name in enumerate(table.names):
            assert name[:12] in strings
            assert f"{view.points_taken[seat]:3d}" in strings
