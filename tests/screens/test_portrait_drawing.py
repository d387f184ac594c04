"""Portraits on the screen: what is drawn is the data file's picture in the mode's colours,
through one cached image, and the table's faces follow the queen and the moon."""

from __future__ import annotations

import os
from types import SimpleNamespace

import numpy as np
import pytest

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pyxel  # noqa: E402

from retrohearts.cards import QUEEN_OF_SPADES, Card  # noqa: E402
from retrohearts.pc.app import open_app  # noqa: E402
from retrohearts.pc.options import PCOptions  # noqa: E402
from retrohearts.screens.hearts.shared import portraits  # noqa: E402
from retrohearts.screens.hearts.shared.portraitfile import load_portrait, render  # noqa: E402
from retrohearts.screens.hearts.table import tabledraw  # noqa: E402
from retrohearts.screens.hearts.table.controller import Phase  # noqa: E402

MODES = (("hercules", "mono", "hercules"), ("cga", "color", "cga"), ("cga", "mono", "cga-mono"),
         ("ega", "color", "ega"), ("ega", "mono", "ega-mono"), ("ega64k", "color", "ega64k"),
         ("vga", "color", "vga"), ("vga", "mono", "vga-mono"), ("svga800", "color", "svga"),
         ("svga640", "mono", "svga-mono"))


def _screen() -> np.ndarray:
    flat = np.ctypeslib.as_array(pyxel.screen.data_ptr(), shape=(pyxel.width * pyxel.height,))
    return flat.reshape(pyxel.height, pyxel.width)


@pytest.mark.parametrize("mode, monitor, family", MODES)
def test_drawn_portrait_is_the_files_picture(mode: str, monitor: str, family: str) -> None:
    app = open_app(PCOptions(mode=mode, monitor=monitor),  # type: ignore[arg-type]
                   headless=True, display=None)
    assert portraits.family_of(app.ink) == family
    w, h = portraits.portrait_box(app)
    palette_size = len(app.video.palette)
    for i, who in enumerate(portraits.OPPONENT_NAMES):
        for expr in portraits.EXPRESSIONS:
            pyxel.cls(0)
            portraits.draw_portrait(3, 4, w, h, who, app.ink, expression=expr)
            box = _screen()[4:4 + h, 3:3 + w]
            assert int(box.max()) < palette_size
            pf = load_portrait(who)
            grid = pf.with_expression(pf.pick(w, h, portraits.ASPECT[family]), expr)
            want = np.asarray(render(pf, grid, family))
            # inside the frame (two lines where the room is as dark as the frame), the
            # picture is the file's, pixel for pixel
            f = 2 if app.ink.panel_dark == app.ink.bg else 1
            assert (box[f:-f, f:-f] == want[f:-f, f:-f]).all(), (who, expr)
            assert (box[0, :] == app.ink.panel_dark).all()
        if i == 0:
            cached = len(portraits._images)
    portraits.draw_portrait(3, 4, w, h, portraits.OPPONENT_NAMES[0], app.ink)
    assert len(portraits._images) >= cached  # drawn again: no new image for the same face
    before = len(portraits._images)
    portraits.draw_portrait(3, 4, w, h, portraits.OPPONENT_NAMES[0], app.ink)
    assert len(portraits._images) == before


def test_other_box_sizes_are_scaled_and_silhouettes_drawn() -> None:
    app = open_app(PCOptions(mode="vga"), headless=True, display=None)
    pyxel.cls(0)
    portraits.draw_portrait(0, 0, 120, 150, "Julia", app.ink)
    box = _screen()[:150, :120]
    assert len(set(box[1:-1, 1:-1].flatten().tolist())) > 5
    for sil in ("male", "female"):
        pyxel.cls(0)
        portraits.draw_portrait(0, 0, 65, 82, "Tester", app.ink, silhouette=sil)
        assert len(set(_screen()[1:81, 1:64].flatten().tolist())) >= 3
    pyxel.cls(0)
    portraits.draw_portrait(0, 0, 65, 82, "Nobody", app.ink)  # no file: a frame, no crash
    assert set(_screen()[1:81, 1:64].flatten().tolist()) == {app.ink.panel}


def _ctl(phase: Phase, shooter: int | None = None, winners: tuple[int, ...] = ()) -> object:
    return SimpleNamespace(phase=phase, hand=SimpleNamespace(shooter=lambda: shooter),
                           state=SimpleNamespace(winners=winners))


def _view(taken: dict[int, tuple[Card, ...]]) -> object:
    return SimpleNamespace(cards_taken=tuple(taken.get(s, ()) for s in range(4)))


def test_faces_follow_the_queen_and_the_moon() -> None:
    qs = (QUEEN_OF_SPADES,)
    play = _ctl(Phase.PLAY)
    assert tabledraw.seat_expression(play, _view({}), 1) == "neutral"
    assert tabledraw.seat_expression(play, _view({2: qs}), 2) == "queen"
    assert tabledraw.seat_expression(play, _view({2: qs}), 1) == "neutral"
    moon = _ctl(Phase.HAND_END, shooter=3)
    assert tabledraw.seat_expression(moon, _view({3: qs}), 3) == "moon"
    assert tabledraw.seat_expression(moon, _view({3: qs}), 1) == "queen"
    won = _ctl(Phase.GAME_END, winners=(1,))
    assert tabledraw.seat_expression(won, _view({}), 1) == "moon"
    assert tabledraw.seat_expression(won, _view({}), 2) == "neutral"


def test_expression_names() -> None:
    assert portraits.expression_name(None) == "neutral"
    assert portraits.expression_name("happy") == "moon"
    assert portraits.expression_name("sad") == "queen"
    assert portraits.expression_name("grumpy") == "neutral"


@pytest.mark.parametrize("mode, monitor, family", MODES)
def test_title_shows_the_six_opponents(mode: str, monitor: str, family: str) -> None:
    from retrohearts.pc.input import InputFrame
    from retrohearts.screens.hearts.pregame.title import TitleScreen

    app = open_app(PCOptions(mode=mode, monitor=monitor),  # type: ignore[arg-type]
                   headless=True, display=None)
    drawn: list[str] = []
    real = portraits.draw_portrait

    def spy(x: int, y: int, w: int, h: int, name: str, *args: object, **kw: object) -> None:
        assert x >= 0 and x + w <= app.width and y >= 0 and y + h <= app.height, name
        drawn.append(name)
        real(x, y, w, h, name, *args, **kw)  # type: ignore[arg-type]

    portraits.draw_portrait = spy  # type: ignore[assignment]
    try:
        app.push(TitleScreen(None))
        app.update(InputFrame())
        app.draw()
    finally:
        portraits.draw_portrait = real  # type: ignore[assignment]
    assert drawn == list(portraits.OPPONENT_NAMES)


def test_table_shows_dismay_on_whoever_took_the_queen() -> None:
    from retrohearts.hearts.rules import HouseRules
    from retrohearts.pc.input import InputFrame
    from retrohearts.screens.hearts.flow import GameOptions, build_table
    from retrohearts.screens.hearts.shared.controls import Controls

    app = open_app(PCOptions(mode="vga"), headless=True, display=None)
    game = GameOptions(demo=True, seed=3, rules=HouseRules(), demo_player="Julia",
                       opponents=("Jeffrey", "Lindsay", "Michael"),
                       controls=Controls(play_speed=10, between_tricks=1))
    table = build_table(game, fps=60)
    app.push(table)
    names = ("Julia", "Jeffrey", "Lindsay", "Michael")
    taker = None
    for _ in range(6000):
        app.update(InputFrame())
        view = table.ctl.view()
        takers = [s for s in range(1, 4) if QUEEN_OF_SPADES in view.cards_taken[s]]
        if takers and table.ctl.phase is Phase.PLAY:
            taker = takers[0]
            break
    assert taker is not None
    portraits._images.clear()
    app.draw()
    drawn = {(key[0], key[1]) for key in portraits._images}
    assert (names[taker], "queen") in drawn
    assert all((names[s], "neutral") in drawn for s in range(1, 4) if s != taker)
