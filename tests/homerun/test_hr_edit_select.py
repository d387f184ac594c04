"""Focusing an edit line of a dialog selects its text, as on the Psion: the first key typed
replaces it ("Player 1Ann" was typed onto the old name), BACKSPACE clears it, an arrow,
HOME or END keeps it."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.pc.app import App
from retrohearts.ui.boxdialog import BoxDialog


def _setup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[App, BoxDialog]:
    from hr_screen_driver import flow, start, step

    from retrohearts.screens.homerun import dialogs

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    app = start("psion3a", data=tmp_path, skip_info=True)
    step(app)
    ctx = flow(app).ctx
    dlg = dialogs.setup_dialog(ctx, ctx.ini, lambda *_: None)
    app.push(dlg)
    step(app)
    step(app, "DOWN")    # Players -> Player 1
    return app, dlg


def test_typing_into_a_focused_name_replaces_it(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from hr_screen_driver import step

    app, dlg = _setup(tmp_path, monkeypatch)
    assert dlg.values()["name1"] == "Player 1" and dlg.selected
    step(app, text="A")
    step(app, text="nn")
    assert dlg.values()["name1"] == "Ann"
    step(app, "TAB")     # Player 2 comes selected too
    step(app, text="Bo")
    assert dlg.values()["name2"] == "Bo"
    step(app, "UP")
    step(app, "BACKSPACE")
    assert dlg.values()["name1"] == ""


@pytest.mark.parametrize(("key", "typed", "want"), [
    ("END", "x", "Player 1x"), ("RIGHT", "x", "Player 1x"), ("HOME", "x", "xPlayer 1"),
    ("LEFT", "x", "xPlayer 1")])
def test_an_arrow_keeps_the_selected_name(key: str, typed: str, want: str, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from hr_screen_driver import step

    app, dlg = _setup(tmp_path, monkeypatch)
    step(app, key)
    assert not dlg.selected and dlg.values()["name1"] == "Player 1"
    step(app, text=typed)
    assert dlg.values()["name1"] == want


def test_the_selected_name_is_drawn_inverted(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    import pyxel
    from hr_screen_driver import drawn_text_boxes, step

    app, dlg = _setup(tmp_path, monkeypatch)
    frame = dlg.box(app)
    box = max((b for b in drawn_text_boxes(app) if b[2] == "Player 1"
               and b[1] < frame.y + frame.h), key=lambda b: b[0])  # the value, not the label
    x, y = box[0] - 1, box[1]
    assert pyxel.pget(x, y) == app.ink.panel_text   # dark behind the selected text
    step(app, "END")
    app.draw()
    assert pyxel.pget(x, y) == app.ink.panel
