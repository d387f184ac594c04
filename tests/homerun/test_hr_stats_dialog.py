"""Player statistics say whose they are with one player too, and during a game that they
count finished games only (QA: "Hands cleared/played 0/0" right after a clear)."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.ui.boxdialog import BoxDialog


@pytest.mark.parametrize("mode", ["psion3a", "cga"])
def test_one_players_statistics_during_a_game(mode: str, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from hr_screen_driver import flow, start, step

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    text = "[Setup]\nplayers = 1\nname1 = Zoë\n[Options]\nanimation = off\n"
    app = start(mode, data=tmp_path, skip_info=True, ini_text=text)
    step(app)
    f = flow(app)
    step(app, "ALT+P")
    dlg = app.top
    assert isinstance(dlg, BoxDialog)
    assert dlg.title == f.ctx.t("stats.title_finished")
    assert any("Zoë" in ln.cells for ln in dlg.lines)
    assert dlg._columns(app) == 1
    step(app, "ENTER")


def test_after_the_game_the_title_is_plain_and_a_note_keeps_one_column() -> None:
    from retrohearts.pc.app import open_app
    from retrohearts.pc.options import PCOptions
    from retrohearts.screens.homerun import dialogs, lang
    from retrohearts.screens.homerun.context import HomeRunContext
    from retrohearts.screens.homerun.inifile import HomeRunIni
    from retrohearts.screens.homerun.sounds import Effects

    app = open_app(PCOptions(mode="psion3a"), headless=True)  # type: ignore[arg-type]
    ctx = HomeRunContext(lang.load("en"), HomeRunIni(), None, Effects(None))
    dlg = dialogs.stats_dialog(ctx, ctx.ini, ["Ann"], ctx.t("stats.personal_best"))
    assert dlg.title == ctx.t("stats.title") and dlg._columns(app) == 1
    dlg = dialogs.stats_dialog(ctx, ctx.ini, ["Ann"])
    assert dlg.lines[0].cells == ("Ann",)
