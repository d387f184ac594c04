"""A long line in a HomeRun dialog wraps without leaving one word alone on its last line
(the QA pass saw the Game over dialog's par sentence end in "7)." on a line of its own
on VGA)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hr_screen_driver import flow, start, step

from retrohearts.screens.homerun.dialogs import game_over_dialog
from retrohearts.ui.fontstyle import text_width

PARS = ("Par 176 or more, you 174. Off the best line at move 45 (rank 2; best: rank 7).",
        "Par 378 or more, you 174. Off the best line at move 13 (rank 5; best: rank 5).",
        "Par 182 or more, you 174. Off the best line at move 43 (rank 2; best: rank 7).")


@pytest.mark.parametrize(("mode", "monitor"), [("psion3a", "color"), ("cga", "color"),
                                               ("vga", "color"), ("hercules", "mono")])
def test_game_over_par_line_has_no_lone_last_word(mode: str, monitor: str, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path / "data"))
    app = start(mode, monitor, data=tmp_path / "data", deal=42, skip_info=True)
    ctx = flow(app).ctx
    for i, par in enumerate(PARS):
        dialog = game_over_dialog(ctx, "Player 1", 174, 1, par, lambda _app: None)
        app.push(dialog)
        step(app)
        app.screenshot(tmp_path / f"over-{mode}-{i}.png")
        texts = [ln.label for ln in dialog.lines if not ln.cells]
        shown = [t for t in texts if t and t.split()[0] in par.split()]
        assert " ".join(shown).endswith(par.split()[-1])
        assert " ".join(shown) == par or len(shown) > 1
        if len(shown) > 1:
            assert " " in shown[-1], (mode, shown)
            widest = max(text_width(app, t) for t in shown)
            assert widest <= app.width
        app.pop()
