"""Whole HomeRun games through the real screens: keys alone, mouse alone, in four modes."""

from __future__ import annotations

from pathlib import Path

import pytest
from hr_screen_driver import (
    MODES,
    flow,
    palette_colours,
    play_game,
    screenshot_colours,
    start,
    step,
)

from retrohearts.screens.homerun.game import GameScreen


@pytest.mark.parametrize("by", ["keys", "mouse"])
@pytest.mark.parametrize(("mode", "monitor"), MODES)
def test_whole_game(mode: str, monitor: str, by: str, tmp_path: Path,
                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path / "data"))
    app = start(mode, monitor, data=tmp_path / "data", animation=(by == "keys"))
    play_game(app, by)
    f = flow(app)
    game = f.screen
    assert game.idle and f.session.phase == "over"
    total = f.session.totals()[0]
    assert total == f.session.game.total
    # the game went into the statistics and HOMERUN.INI
    ini = (tmp_path / "data" / "HOMERUN.INI").read_text()
    assert "[Player Player 1]" in ini and "games = 1" in ini
    # after the game ends, play keys do nothing
    before = game.session.hand.moves
    for key in ("SPACE", "ENTER", "LEFT", "RIGHT", "HOME", "END"):
        step(app, key)
    assert game.session.hand.moves == before
    assert screenshot_colours(app, tmp_path / "end.png") <= palette_colours(app)


def test_psion_screens_use_only_the_three_shades(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path / "data"))
    app = start("psion3a", data=tmp_path / "data", animation=True)
    shades = palette_colours(app)
    assert len(shades) == 3
    seen = screenshot_colours(app, tmp_path / "info.png")
    step(app, "ENTER")
    for _ in range(40):  # mid-deal
        step(app)
    seen |= screenshot_colours(app, tmp_path / "deal.png")
    step(app, "F10")
    step(app)
    seen |= screenshot_colours(app, tmp_path / "menu.png")
    step(app, "ESC")
    step(app, "ALT+O")
    seen |= screenshot_colours(app, tmp_path / "options.png")
    assert seen == shades


def test_keys_pick_and_play(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path / "data"))
    app = start("psion3a", data=tmp_path / "data", skip_info=True)
    step(app)
    game = app.top
    assert isinstance(game, GameScreen)
    step(app, "HOME")  # the pack (Enter is "Home + Space" in the manual)
    assert game.stop == "P"
    step(app, "RIGHT")
    assert game.stop == "J"
    step(app, "RIGHT")
    assert game.stop == "R1"
    step(app, "END")
    assert game.stop == "R7"
    step(app, "RIGHT")  # wraps round to the pack
    assert game.stop == "P"
    hand = game.session.hand
    legal = hand.legal_moves()
    # ENTER picks the pack and plays it, when the rules allow; otherwise the reason shows
    step(app, "END")
    step(app, "ENTER")
    assert game.stop == "P"
    if "P" in legal:
        assert hand.moves == ("P",)
    else:
        assert hand.moves == () and game.status
    # a joker with SPACE on the jokers, then undo (Alt+U) takes it back
    while hand.moves:
        hand.undo()
    step(app, "HOME")
    step(app, "RIGHT")
    step(app, "SPACE")
    assert hand.moves == ("J",) and hand.jokers == 3
    step(app, "ALT+U")
    assert hand.moves == () and hand.jokers == 4


def test_home_picks_the_pack_and_end_skips_empty_ranks(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path / "data"))
    app = start("cga", data=tmp_path / "data", skip_info=True)
    step(app)
    game = app.top
    assert isinstance(game, GameScreen)
    counts = {"P": 3, "J": 0, "R1": 0, "R2": 4, "R3": 0, "R4": 1, "R5": 2, "R6": 5, "R7": 0}
    monkeypatch.setattr(game, "counts", lambda: counts)
    step(app, "HOME")
    assert game.stop == "P"
    step(app, "RIGHT")  # no jokers held, rank 1 cleared: straight to rank 2
    assert game.stop == "R2"
    step(app, "END")
    assert game.stop == "R6"
    step(app, "LEFT")
    assert game.stop == "R5"
    counts["P"] = 0  # the pack is empty: Home picks the first place with cards
    step(app, "HOME")
    assert game.stop == "R2"


@pytest.mark.parametrize(("mode", "monitor"), MODES)
def test_a_cleared_rank_is_bare_table(mode: str, monitor: str, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Version 1.00 of the original: "blank background to cleared ranks" (0.92b had
    marked them): the place of a cleared rank shows the table and nothing else."""
    import pyxel

    from retrohearts.screens.homerun.tablelayout import geometry

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path / "data"))
    app = start(mode, monitor, data=tmp_path / "data", deal=11, skip_info=True)
    f = flow(app)
    play_game(app, "keys", until=lambda a: a.top is f.screen and f.session.phase == "playing"
              and any(not r for r in f.session.hand.ranks))
    f.screen.stop = "P"   # (the cursor's bar is drawn under the picked card)
    app.draw()
    geo = geometry(app)
    empty = next(r for r, cards in enumerate(f.session.hand.ranks, start=1) if not cards)
    x, y, w, h = geo.stop_box(f"R{empty}", 1)
    seen = {pyxel.pget(x + i, y + j) for i in range(w) for j in range(h)}
    assert seen == {app.ink.table}
