"""F5 on the title switches your portrait (issue 29, point 12): the title stays, shows
your figure and its name, and the game about to begin (a resumed one too) seats you so."""

from __future__ import annotations

from pathlib import Path

import pytest
from pixels import native_frame, same
from screen_driver import Keys, drawn_text, make_app

from retrohearts.pc.input import InputFrame
from retrohearts.screens.hearts.flow import GameOptions, Start
from retrohearts.screens.hearts.pregame.options import OptionsScreen
from retrohearts.screens.hearts.pregame.title import PORTRAIT_SHOWN, TitleScreen
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.table.table import TableScreen


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("vga", "color"),
                                               ("hercules", "mono"), ("ega", "mono")])
def test_f5_switches_your_portrait_and_the_title_stays(mode: str, monitor: str) -> None:
    app = make_app(mode, monitor)
    chosen: list[str] = []
    title = TitleScreen(portrait="male", on_portrait=chosen.append)
    app.push(title)
    d = Keys(app)
    d.frame()
    before = native_frame(app)
    d.key("F5")
    assert app.top is title and title.portrait == "female" and chosen == ["female"]
    assert "Your portrait: Female" in drawn_text(app)
    assert not same(before, native_frame(app), _middle(app))  # your figure, drawn
    d.key("F5")
    assert chosen == ["female", "male"] and "Your portrait: Male" in drawn_text(app)
    for _ in range(PORTRAIT_SHOWN):
        d.frame(InputFrame(), draw=False)
    assert not title.showing_portrait()
    assert not any(s.startswith("Your portrait") for s in drawn_text(app))
    d.key("SPACE")  # any other key still leaves
    assert app.top is not title


def _middle(app):  # type: ignore[no-untyped-def]
    from retrohearts.ui.rect import Rect

    return Rect(app.width // 4, app.height // 2, app.width // 2, app.height // 4)


@pytest.mark.parametrize("resumed", [False, True])
def test_the_game_about_to_begin_takes_the_portrait(tmp_path: Path, resumed: bool) -> None:
    from retrohearts.hearts.match import Match
    from retrohearts.screens.hearts.files import saving

    if resumed:
        assert saving.save_game(tmp_path, Match(seed=3), ["Bo", "Jeffrey", "Lindsay", "Ellen"],
                                Controls(portrait="male")) is None
    app = make_app("ega")
    d = Keys(app)
    app.push(Start(GameOptions(name="Bo", save_folder=tmp_path,
                               controls=Controls(portrait="male", play_speed=10))))
    d.frame()
    assert isinstance(app.top, TitleScreen)
    d.key("F5")
    d.key("ENTER")  # leaves the title
    if resumed:
        d.choose("Yes")
    assert isinstance(app.top, OptionsScreen)
    assert app.top.game.setup.controls.portrait == "female"
    d.choose("PLAY")
    table = app.top
    assert isinstance(table, TableScreen) and table.controls.portrait == "female"
