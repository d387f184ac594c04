"""The Psion's LCD shows no mouse pointer (the 3a had no mouse), while a PC's screen does;
clicks work on both."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hr_screen_driver import flow, start, step

from retrohearts.pc.input import InputFrame
from retrohearts.pc.png import read_png


def _shot(app: object, path: Path) -> np.ndarray:
    app.screenshot(path)  # type: ignore[attr-defined]
    return read_png(path)


@pytest.mark.parametrize(("mode", "pointer"), [("psion3a", False), ("vga", True),
                                               ("cga", True)])
def test_a_pointer_only_where_the_machine_had_a_mouse(mode: str, pointer: bool,
                                                      tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    app = start(mode, data=tmp_path, skip_info=True)
    step(app)
    x, y = app.width // 2, app.height // 3
    step(app, mouse=(x, y), moved=True)
    step(app, mouse=(x, y), click=True)       # a click on the table (a rank card)
    assert flow(app).session.hand.moves or flow(app).screen.status  # the click was taken
    with_mouse = _shot(app, tmp_path / "a.png")
    app.input = InputFrame()
    app.draw()
    without = _shot(app, tmp_path / "b.png")
    assert (not np.array_equal(with_mouse, without)) is pointer
