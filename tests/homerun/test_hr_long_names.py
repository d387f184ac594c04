"""Sixteen-letter names stay inside the Setup dialog's edit boxes and the statistics'
columns, in every mode and language: nothing spills out of a box or runs into another."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.pc.app import App
from retrohearts.ui.boxdialog import BoxDialog

MODES = ("psion3a", "cga", "hercules", "ega", "vga")
LONG = ("Maximiliane-Alex", "WWWWWWWWWWWWWWWW")


def _open(mode: str, code: str, which: str, tmp_path: Path,
          monkeypatch: pytest.MonkeyPatch) -> tuple[App, BoxDialog]:
    from hr_screen_driver import flow, start, step

    from retrohearts.screens.homerun import dialogs

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    text = (f"[Setup]\nplayers = 2\nname1 = {LONG[0]}\nname2 = {LONG[1]}\ngames = 2\n"
            f"[Options]\nanimation = off\nlanguage = {code}\n")
    app = start(mode, data=tmp_path, skip_info=True, ini_text=text)
    step(app)
    ctx = flow(app).ctx
    dlg = (dialogs.setup_dialog(ctx, ctx.ini, lambda *_: None) if which == "setup" else
           dialogs.stats_dialog(ctx, ctx.ini, list(LONG)))
    app.push(dlg)
    step(app)
    return app, dlg


def _texts_in(app: App, dlg: BoxDialog) -> list[tuple[int, int, str, int]]:
    from hr_screen_driver import drawn_text_boxes

    drawn = drawn_text_boxes(app)
    title = next(i for i, b in enumerate(drawn) if b[2] == dlg.title)
    return drawn[title:]  # what the dialog draws (the table under it comes first)


@pytest.mark.parametrize("code", ["en", "de"])
@pytest.mark.parametrize("mode", MODES)
def test_long_names_stay_in_the_setup_edit_boxes(mode: str, code: str, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    app, dlg = _open(mode, code, "setup", tmp_path, monkeypatch)
    box = dlg.box(app)
    texts = _texts_in(app, dlg)
    for x, _, s, w in texts:
        assert x + w <= box.x + box.w - 2, (s, x + w, box)
    value_w = dlg._value_w(app)
    for name in LONG:
        x, _, s, w = next(b for b in texts if b[2] and name.startswith(b[2][:4]))
        assert x + w <= x - 2 + value_w - 1, (mode, s, w, value_w)  # inside the edit's frame
        assert s == name, (mode, s)  # whole where the screen has the room (all these modes)


@pytest.mark.parametrize("code", ["en", "de"])
@pytest.mark.parametrize("mode", MODES)
def test_statistics_columns_do_not_run_into_the_labels(mode: str, code: str, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    """CGA drew "Hands cleared/pla0/0" and the two names over each other."""
    app, dlg = _open(mode, code, "stats", tmp_path, monkeypatch)
    box = dlg.box(app)
    texts = [b for b in _texts_in(app, dlg) if b[2].strip()]
    for i, (x, y, s, w) in enumerate(texts):
        assert box.x < x and x + w < box.x + box.w, (s, box)
        for x2, y2, s2, w2 in texts[i + 1:]:
            assert y != y2 or x + w < x2 or x2 + w2 < x, (mode, s, s2)


def test_an_edit_too_narrow_scrolls_to_the_caret() -> None:
    from retrohearts.pc.app import open_app
    from retrohearts.pc.options import PCOptions
    from retrohearts.ui.boxdialog import _edit_window
    from retrohearts.ui.fontstyle import text_width

    app = open_app(PCOptions(mode="cga"), headless=True)  # type: ignore[arg-type]
    text = "Maximiliane-Alex"
    assert _edit_window(app, text, 0, 200) == (0, len(text))
    first, last = _edit_window(app, text, len(text), 80)
    assert last == len(text) and text_width(app, text[first:last]) <= 80
    first, last = _edit_window(app, text, 0, 80)
    assert first == 0 and text_width(app, text[first:last]) <= 80
