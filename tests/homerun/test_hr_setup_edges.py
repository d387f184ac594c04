"""The Setup dialog on small fonts: an edit box's frame clears its letters' descenders and
tops, and a long label keeps clear of the choice's arrow (CGA, German: "Spiele je Spieler"
ran into the arrow; the frame's bottom cut the tails of y and p)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.mark.parametrize("mode", ["cga", "psion3a", "ega", "vga"])
def test_edit_frames_clear_the_letters_and_labels_clear_the_arrows(
        mode: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import pyxel
    from hr_screen_driver import drawn_text_boxes, flow, start, step

    from retrohearts.screens.homerun import dialogs
    from retrohearts.ui.fontstyle import text_width

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    text = ("[Setup]\nplayers = 2\nname1 = Typy gypy\nname2 = Apple jöy\ngames = 2\n"
            "[Options]\nanimation = off\nlanguage = de\n")
    app = start(mode, data=tmp_path, skip_info=True, ini_text=text)
    step(app)
    ctx = flow(app).ctx
    dlg = dialogs.setup_dialog(ctx, ctx.ini, lambda *_: None)
    app.push(dlg)
    step(app)
    value_x = [x for x, _, t, _ in drawn_text_boxes(app) if t == "Typy gypy"][-1]  # the edit
    pyxel.cls(app.ink.table)
    dlg.draw(app)   # native pixels (the frame CGA shows is stretched to 4:3)
    lh = dlg._lh(app)
    box = dlg.box(app)
    left = box.x + dlg._pad(app)
    w = dlg._value_w(app)
    for ln, lbox in zip(dlg.lines, dlg.line_boxes(app), strict=True):
        if ln.kind == "edit":
            for y in (lbox.y + 1, lbox.y + lh - 2):   # inside the frame, top and bottom
                row = {pyxel.pget(x, y) for x in range(value_x, value_x + w - 5)}
                assert row == {app.ink.panel}, (mode, ln.label, y - lbox.y)
        if ln.takes_input:
            end = left + text_width(app, ln.label)
            assert value_x - 2 - end >= dlg._pad(app), (mode, ln.label)
