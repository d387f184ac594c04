"""Every HomeRun dialog and the table fit every mode: boxes on screen, texts inside them."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.homerun import Deal, Gamble, Hand
from retrohearts.homerun.records import HighScoreEntry
from retrohearts.pc.app import App, open_app
from retrohearts.pc.options import PCOptions
from retrohearts.screens.homerun import dialogs, lang
from retrohearts.screens.homerun.context import HomeRunContext
from retrohearts.screens.homerun.inifile import HomeRunIni
from retrohearts.screens.homerun.sounds import Effects
from retrohearts.screens.homerun.tablelayout import RANK_CARDS, geometry
from retrohearts.ui.boxdialog import BoxDialog
from retrohearts.ui.fontstyle import text_width

MODES = ("psion3a", "cga", "ega", "hercules", "vga", "svga800")


def _dialogs(ctx: HomeRunContext) -> list[BoxDialog]:
    ini = ctx.ini
    for i, name in enumerate(["Ann", "Bob", "Christine", "Dieter", "Eve", "Frank", "Gudrun",
                              "Hank", "Ida", "Jorg"]):
        ini.scores.insert(HighScoreEntry(name, 99_000 - 1000 * i, 3, "2026-12-01"))
    ini.setup.players = 2
    done = lambda *_: None  # noqa: E731
    # the longest par line the game writes (its moves are named "rank 3", "the pack" ...)
    long_par = ctx.t("par.line_bound", par="1,234", score="1,000") + " " + ctx.t(
        "par.fell_off", n=27, mine=ctx.t("move.pack"), best=ctx.t("move.joker"))
    g = Gamble(250, seed=3)
    return [
        dialogs.setup_dialog(ctx, ini, done), dialogs.options_dialog(ctx, ini, True, done),
        dialogs.high_scores_dialog(ctx, ini, 3), dialogs.stats_dialog(
            ctx, ini, ["Christine", "Bob"], ctx.t("stats.personal_best")),
        dialogs.about_dialog(ctx), dialogs.clear_dialog(ctx, 12, 4, 340, long_par, done),
        dialogs.gamble_dialog(ctx, g, ctx.t("gamble.won", card="Q"), True, done),
        dialogs.game_over_dialog(ctx, "Christine", 12_345, 7, long_par, done),
        dialogs.confirm(ctx, ctx.t("scores.clear_title"), ctx.t("scores.clear_question"),
                        done),
    ]


def _check(app: App, dlg: BoxDialog) -> None:
    box = dlg.box(app)
    assert box.x >= 0 and box.x + box.w <= app.width, dlg.title
    assert box.y >= 0 and box.y + box.h <= app.height, dlg.title
    for ln, lbox in zip(dlg.lines, dlg.line_boxes(app), strict=True):
        assert lbox.y + lbox.h <= box.y + box.h, (dlg.title, ln.label)
        if not ln.takes_input:
            used = text_width(app, ln.label) + sum(text_width(app, c) for c in ln.cells)
            assert used <= lbox.w + 4, (dlg.title, ln.label)
    for bbox in dlg.button_boxes(app):
        assert box.x <= bbox.x and bbox.x + bbox.w <= box.x + box.w, dlg.title
    aside = dlg.aside_box(app)
    if aside is not None:
        assert aside.x + aside.w <= app.width and aside.y + aside.h <= app.height


@pytest.mark.parametrize("code", ["en", "de"])
@pytest.mark.parametrize("mode", MODES)
def test_dialogs_fit(mode: str, code: str, tmp_path: Path) -> None:
    app = open_app(PCOptions(mode=mode), headless=True)  # type: ignore[arg-type]
    ctx = HomeRunContext(lang.load(code), HomeRunIni(), None, Effects(None))
    for dlg in _dialogs(ctx):
        _check(app, dlg)


@pytest.mark.parametrize("mode", MODES)
def test_table_fits(mode: str) -> None:
    app = open_app(PCOptions(mode=mode), headless=True)  # type: ignore[arg-type]
    geo = geometry(app)
    bottom = geo.rank_card(1, RANK_CARDS - 1)[1] + geo.card_h
    assert bottom <= geo.info[1]
    assert geo.layout[1] + geo.card_h <= geo.info[1]
    assert geo.rank_x[-1] + geo.card_w <= app.width
    assert geo.jokers[0] + geo.card_w < geo.rank_x[0]
    assert geo.pack[1] + geo.card_h < geo.layout[1]
    hand = Hand(Deal.from_number(1), 4)
    assert hand.jokers == 4 and geo.joker_card(3)[1] + geo.card_h <= geo.info[1]


def _overlaps(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


@pytest.mark.parametrize("code", ["en", "de"])
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("players", [1, 2])
def test_every_status_shows_whole_and_clear_of_the_rest(mode: str, code: str, players: int,
                                                        tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    """The language's longest statuses (hints, par, winnable?, refusals) are drawn word for
    word, and no text in the information window or above it runs into another (on HGC
    the hint lost "(best found)" and ran into "♦Player 1")."""
    from hr_screen_driver import drawn_text_boxes, flow, start, step

    from retrohearts.screens.homerun.advice import longest_statuses

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    names = "name1 = Christine\nname2 = Maximilian Graf\n"
    text = (f"[Setup]\nplayers = {players}\n{names}games = 2\n"
            f"[Options]\nanimation = off\nlanguage = {code}\n")
    app = start(mode, data=tmp_path, skip_info=True, ini_text=text)
    f = flow(app)
    step(app)
    room = longest_statuses(f.ctx)
    assert len(room) >= 8
    for status in room:
        f.screen.status = status
        boxes = drawn_text_boxes(app)   # (the cards' indices are drawn once, in images)
        words = " ".join(s for _, _, s, _ in boxes).split()
        wanted = status.split()
        assert any(words[i:i + len(wanted)] == wanted for i in range(len(words))), (
            status, words)
        rects = [(x, y, w, app.font.cell_h) for x, y, s, w in boxes if s.strip()]
        for i, a in enumerate(rects):
            assert a[0] >= 0 and a[0] + a[2] <= app.width, (boxes[i], status)
            for b in rects[i + 1:]:
                assert not _overlaps(a, b), (a, b, status)


@pytest.mark.parametrize("mode", ["hercules", "ega"])
def test_small_cards_on_tall_screens_fill_the_table(mode: str) -> None:
    """HGC and EGA: the ranks reach down beside the jokers instead of leaving the lower
    half of the table bare (it was half), each card of a rank standing whole (index and
    pip); what is left above the window is a quarter of the table at most."""
    app = open_app(PCOptions(mode=mode), headless=True)  # type: ignore[arg-type]
    geo = geometry(app)
    assert geo.ranks_bottom >= geo.jokers[1]
    assert geo.info[1] - geo.ranks_bottom <= geo.info[1] // 4
    assert geo.step >= geo.card_h - 2


@pytest.mark.parametrize("mode", MODES)
def test_dialogs_leave_the_information_window_readable(mode: str) -> None:
    """A dialog that fits above the information window stays above it, shadow and all
    (on the Psion "Ranks cleared!" and "Game over" half covered its labels)."""
    from retrohearts.ui.boxdialog import SHADOW

    app = open_app(PCOptions(mode=mode), headless=True)  # type: ignore[arg-type]
    ctx = HomeRunContext(lang.load("en"), HomeRunIni(), None, Effects(None))
    top = geometry(app).info[1]
    above = 0
    for dlg in _dialogs(ctx):
        box = dlg.box(app)
        if box.h + SHADOW + 4 <= top:
            assert box.y + box.h + SHADOW <= top, dlg.title
            above += 1
    titles = {d.title for d in _dialogs(ctx) if d.box(app).h + SHADOW + 4 <= top}
    assert {"Ranks cleared!", "Game over"} <= titles or mode == "cga", titles
    assert above >= 2
