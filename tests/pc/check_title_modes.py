"""The Title screen in every adapter, colour and mono: right size, only palette colours.

pyxel opens once per process; each mode after the first resizes the same screen, so
all of these run in one test process.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from retrohearts.pc.app import App, launch
from retrohearts.pc.modes import MODE_KEYS
from retrohearts.pc.options import HeadlessRun, PCOptions
from retrohearts.pc.palette import load_palette
from retrohearts.pc.png import read_png
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.pregame.title import TitleScreen

SIZES = {"hercules": (720, 540), "cga": (320, 240), "ega": (640, 480), "ega64k": (640, 480),
         "vga": (640, 480), "svga640": (640, 480), "svga800": (800, 600)}
MODES = [(key, monitor) for key in MODE_KEYS for monitor in ("color", "mono")]


def shoot(tmp_path: Path, options: PCOptions, frames: int = 90) -> tuple[np.ndarray, App]:
    seen: list[App] = []

    def first(app: App) -> Screen:
        seen.append(app)
        return TitleScreen()

    shot = tmp_path / "title.png"
    assert launch(options, first, HeadlessRun(frames=frames, screenshot=shot)) == 0
    return read_png(shot), seen[0]


@pytest.mark.parametrize(("key", "monitor"), MODES)
def test_title_screenshot_uses_only_the_mode_palette(tmp_path: Path, key: str,
                                                     monitor: str) -> None:
    rgb, app = shoot(tmp_path, PCOptions(mode=key, monitor=monitor))  # type: ignore[arg-type]
    h, w, _ = rgb.shape
    assert (w, h) == SIZES[key]
    colours = set((rgb[..., 0].astype(np.int64) << 16 | rgb[..., 1].astype(np.int64) << 8
                   | rgb[..., 2]).ravel().tolist())
    palette = set(load_palette(app.mode.palette_name).colors)
    assert colours <= palette
    assert len(colours) >= min(3, len(palette))  # something is drawn
    if app.mode.mono:
        assert all((c >> 16) & 255 == c & 255 or key in ("hercules", "ega", "ega64k", "cga")
                   for c in colours)


def test_square_pixels_option(tmp_path: Path) -> None:
    rgb, _ = shoot(tmp_path, PCOptions(mode="cga", aspect="square"), frames=3)
    assert rgb.shape[:2] == (200, 320)


def test_novesa_shows_the_chipset_path(tmp_path: Path) -> None:
    seen: list[App] = []

    def first(app: App) -> Screen:
        seen.append(app)
        return TitleScreen()

    launch(PCOptions(adapter="svga", novesa=True), first, HeadlessRun(frames=1))
    title = seen[0].stack[0] if seen[0].stack else TitleScreen()
    assert isinstance(title, TitleScreen)
    assert any("ET4000" in line for line in title.credits(seen[0]))


@pytest.mark.parametrize("keys", ["key SPACE", "click 10,10", "rclick", "key ESC", "key F1"])
def test_any_key_or_click_leaves_for_the_next_screen(keys: str) -> None:
    reached: list[str] = []

    class Next(Screen):
        def on_enter(self, app: App) -> None:
            reached.append("next")
            app.quit(7)

    code = launch(PCOptions(mode="cga"), lambda app: TitleScreen(lambda a: Next()),
                  HeadlessRun(frames=20, keys=f"wait 2; {keys}"))
    assert reached == ["next"] and code == 7
