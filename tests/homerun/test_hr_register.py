"""Psion-R (the manual's Register) answers with a short message instead of nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.ui.boxdialog import BoxDialog


@pytest.mark.parametrize(("mode", "code"), [("psion3a", "en"), ("cga", "de"), ("vga", "en")])
def test_alt_r_says_there_is_nothing_to_register(mode: str, code: str, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from hr_screen_driver import flow, start, step

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    app = start(mode, data=tmp_path, skip_info=True, lang=code)
    step(app)
    f = flow(app)
    step(app, "ALT+R")
    dlg = app.top
    assert isinstance(dlg, BoxDialog) and dlg.title == f.ctx.t("register.title")
    said = " ".join(ln.label for ln in dlg.lines)
    assert said == f.ctx.t("register.free") or all(
        w in f.ctx.t("register.free").split() for w in said.split())
    box = dlg.box(app)
    assert box.x >= 0 and box.x + box.w <= app.width and box.y + box.h <= app.height
    step(app, "ENTER")
    assert app.top is f.screen
