"""The run loop: screen stack, ESC/F1/Ctrl-C, scripted input, screenshots, pixel rule."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from pathlib import Path

import numpy as np
import pytest

from retrohearts.pc.app import App, launch, open_app
from retrohearts.pc.cursor import Target
from retrohearts.pc.modes import MODE_KEYS
from retrohearts.pc.options import HeadlessRun, PCOptions
from retrohearts.pc.png import read_png
from retrohearts.pc.screen import Screen
from retrohearts.ui.windows import TextWindow, help_window


class Board(Screen):
    """Two targets; records what happens."""

    help_text = "Some help."

    def __init__(self, log: list[str]) -> None:
        self.log = log

    def targets(self, app: App) -> Sequence[Target]:
        return [Target("a", 20, 20, 30, 20, "select a"), Target("b", 100, 20, 30, 20, "select b")]

    def select(self, app: App, target_id: Hashable) -> None:
        self.log.append(f"select {target_id}")

    def draw(self, app: App) -> None:
        import pyxel

        for t in self.targets(app):
            pyxel.rect(t.x, t.y, t.w, t.h, app.ink.card)


def run(keys: str, frames: int = 40, log: list[str] | None = None,
        setup: object = None, mode: str = "cga") -> tuple[int, list[str], App]:
    log = [] if log is None else log
    apps: list[App] = []

    def first(app: App) -> Screen:
        apps.append(app)
        app.help_factory = help_window  # what a game installs (pc knows no widgets)
        if callable(setup):
            setup(app)
        return Board(log)

    code = launch(PCOptions(mode=mode), first, HeadlessRun(frames=frames, keys=keys))
    return code, log, apps[0]


def test_arrows_and_enter_select_targets() -> None:
    _, log, _ = run("key ENTER; key RIGHT; key ENTER")
    assert log == ["select a", "select b"]


def test_mouse_in_native_pixels_selects_on_a_4_3_screen() -> None:
    _, log, app = run("click 110,25")
    assert log == ["select b"] and app.video.out_height == 240


def test_escape_leaves_the_last_screen_and_ends_the_run() -> None:
    code, log, app = run("key ESC; wait 5", frames=100)
    assert code == 0 and app.stack == [] and app.frame < 20


def test_f1_opens_the_help_window_and_esc_closes_it() -> None:
    _, _, app = run("key F1")
    assert isinstance(app.top, TextWindow) and app.top.text == "Some help."
    _, _, app = run("key F1; key ESC")
    assert isinstance(app.top, Board)


def test_ctrl_c_calls_the_game_save_hook_then_exits() -> None:
    saved: list[int] = []

    def setup(app: App) -> None:
        app.on_interrupt = lambda a: saved.append(a.frame)

    code, _, app = run("wait 3; key CTRL+C; wait 10", frames=100, setup=setup)
    assert saved and code == 0 and app.frame < 10


def test_stack_push_pop_replace() -> None:
    app = open_app(PCOptions(mode="vga"))
    a, b, c = Board([]), Board([]), Board([])
    app.push(a)
    app.push(b)
    app.replace(c)
    assert app.stack == [a, c]
    app.pop()
    assert app.top is a and app.exit_code is None
    app.pop()
    assert app.exit_code == 0


def test_hover_text_follows_the_halo() -> None:
    _, _, app = run("key RIGHT")
    assert app.hover_text == "select b"


def test_frame_hooks_run_every_frame() -> None:
    counts: list[int] = []
    run("", frames=7, setup=lambda app: app.frame_hooks.append(lambda a: counts.append(1)))
    assert len(counts) == 7


def test_screenshots_at_frames_and_from_the_script(tmp_path: Path) -> None:
    at, end, mid = tmp_path / "at3.png", tmp_path / "end.png", tmp_path / "mid.png"
    launch(PCOptions(mode="ega"), lambda app: Board([]),
           HeadlessRun(frames=10, screenshot=end, screenshots_at={3: at},
                       keys=f'wait 4; shot "{mid}"'))
    for path in (at, end, mid):
        assert read_png(path).shape == (480, 640, 3)


@pytest.mark.parametrize("key", MODE_KEYS)
@pytest.mark.parametrize("monitor", ["color", "mono"])
def test_every_ink_is_a_colour_of_the_mode(key: str, monitor: str) -> None:
    app = open_app(PCOptions(mode=key, monitor=monitor))  # type: ignore[arg-type]
    assert max(app.ink.indices()) < app.mode.colors
    assert len(app.video.palette.expand_256()) == 256


def test_mono_screens_never_show_a_colour() -> None:
    for key in ("vga", "svga800"):
        app = open_app(PCOptions(mode=key, monitor="mono"))
        colors = app.video.palette.colors
        assert all((c >> 16) == (c & 255) == ((c >> 8) & 255) for c in colors)


def test_screen_indices_stay_in_the_palette_after_a_busy_frame() -> None:
    import pyxel

    from retrohearts.ui.cards import draw_back, draw_card

    class Busy(Screen):
        def draw(self, app: App) -> None:
            pyxel.cls(app.ink.table)
            for i in range(13):
                draw_card(app, 4 + i * app.layout.card_step, 4, 2 + i, "CDSH"[i % 4],
                          dark=i % 2 == 0, selected=i == 5)
            draw_back(app, 4, 80)
            draw_back(app, 60, 80, "alternate")
            app.text(4, 150, "Hearts \u2665 \u2554\u2550\u2557", app.ink.text)

    for key in ("hercules", "cga", "ega64k"):
        app = open_app(PCOptions(mode=key))
        app.push(Busy())
        app.update(app.input)
        app.draw()
        w, h = app.video.out_width, app.video.out_height
        idx = np.ctypeslib.as_array(pyxel.screen.data_ptr(), shape=(w * h,))
        assert int(idx.max()) < app.mode.colors


def test_a_bad_script_prints_one_line_and_returns_2(capsys: pytest.CaptureFixture[str]) -> None:
    code = launch(PCOptions(mode="cga"), lambda app: Board([]),
                  HeadlessRun(frames=5, keys="key WIBBLE"))
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("?") and err.count("\n") == 1


def test_live_input_is_read_from_pyxel() -> None:
    import pyxel

    from retrohearts.pc.input import PyxelPoller

    app = open_app(PCOptions(mode="cga"))
    poller = PyxelPoller()
    for key in (pyxel.KEY_LCTRL, pyxel.KEY_C, pyxel.KEY_DOWN):
        pyxel.set_btn(key, True)
    pyxel.set_mouse_pos(100, 120)
    frame = poller.poll(app.video.to_native)
    for key in (pyxel.KEY_LCTRL, pyxel.KEY_C, pyxel.KEY_DOWN):
        pyxel.set_btn(key, False)
    assert "CTRL+C" in frame.keys and "CTRL+DOWN" in frame.keys
    assert frame.mouse == (100, 100)  # output row 120 of 240 shows CGA row 100
