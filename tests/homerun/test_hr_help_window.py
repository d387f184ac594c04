"""The help window (F1) over the game: beside it, the covered information window shows
empty, with no stray bits of its words (the QA pass saw "u" of "Menu" at the right on
the Psion and VGA, "Pa" and "16" at the left on VGA)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest
from hr_screen_driver import start, step

from retrohearts.screens.homerun.game import GameScreen
from retrohearts.screens.homerun.helpscreen import HelpScreen
from retrohearts.screens.homerun.tablelayout import geometry

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "screens"))
from pixels import native_frame  # noqa: E402


@pytest.mark.parametrize(("mode", "monitor"), [("psion3a", "color"), ("cga", "color"),
                                               ("vga", "color"), ("hercules", "mono")])
def test_help_leaves_no_bits_of_the_status_bar(mode: str, monitor: str, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path / "data"))
    app = start(mode, monitor, data=tmp_path / "data", deal=42, skip_info=True)
    for _ in range(5):
        step(app)
    assert isinstance(app.top, GameScreen)
    step(app, "F1")
    step(app)
    help_screen = app.top
    assert isinstance(help_screen, HelpScreen)
    frame = native_frame(app)
    app.screenshot(tmp_path / f"help-{mode}.png")
    bx, _by, bw, _bh = help_screen._box(app)
    ix, iy, iw, ih = geometry(app).info
    inside = frame[iy + 1:iy + ih - 1]
    left = inside[:, ix + 1:bx]
    right = inside[:, bx + bw + 3:ix + iw - 1]   # past the box's shadow
    for strip in (left, right):
        assert strip.size and set(np.unique(strip).tolist()) == {app.ink.panel}, (
            mode, set(np.unique(strip).tolist()))
