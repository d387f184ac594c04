"""Accented letters typed into a name are drawn, in every mode's font: the letters code
page 437 has (and the Psion's more) by glyphs of their own, any other as its base letter;
never as nothing (pyxel draws a glyph a font lacks as a blank)."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.pc.app import App, open_app
from retrohearts.pc.options import PCOptions
from retrohearts.ui.fontstyle import draw_text, font_of, text_width

MODES = ("psion3a", "cga", "ega", "hercules", "vga")
NAMES = ("Zoë José", "Weiß Çå ñ")
CP437_LETTERS = "ÇüéâäàåçêëèïîìÄÅÉôöòûùÿÖÜáíóúñÑ"


def _ink(app: App, x0: int, x1: int, y: int, paper: int) -> int:
    import pyxel

    return sum(pyxel.pget(x, yy) != paper for x in range(x0, x1)
               for yy in range(y, y + app.font.cell_h))


def _each_letter_inked(app: App, x: int, y: int, text: str, paper: int,
                       bold: bool = False) -> None:
    font = font_of(app, bold)
    for i, ch in enumerate(text):
        if ch == " ":
            continue
        left = x + text_width(app, text[:i], bold)
        right = left + font.text_width(ch)
        assert right > left, (app.mode.key, ch)
        assert _ink(app, left, right, y, paper) > 0, (app.mode.key, text, ch)


@pytest.mark.parametrize("mode", MODES)
def test_names_with_accents_are_drawn_letter_by_letter(mode: str) -> None:
    import pyxel

    app = open_app(PCOptions(mode=mode), headless=True)  # type: ignore[arg-type]
    for bold in (False, True):
        for text in (*NAMES, CP437_LETTERS):
            pyxel.cls(0)
            draw_text(app, 2, 2, text, 1, bold=bold)
            _each_letter_inked(app, 2, 2, text, 0, bold)


@pytest.mark.parametrize("mode", MODES)
def test_a_letter_the_font_lacks_shows_its_base_letter(mode: str) -> None:
    import pyxel

    app = open_app(PCOptions(mode=mode), headless=True)  # type: ignore[arg-type]
    font = font_of(app)
    assert font.drawable("Dvořák Łódź Øre") == "Dvorák Lódz Ore"
    assert font.drawable("ő") == "o" and font.drawable("æ") == "ae"

    def picture(text: str) -> list[int]:
        pyxel.cls(0)
        draw_text(app, 0, 0, text, 1)
        return [pyxel.pget(x, y) for x in range(16) for y in range(app.font.cell_h)]

    assert picture("ő") == picture("o")
    assert text_width(app, "ő") == text_width(app, "o")


@pytest.mark.parametrize("mode", ["psion3a", "vga"])  # square pixels: the frame is the screen
def test_high_score_table_draws_accented_names(mode: str, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """VGA drew "Zo Jos" for "Zoë José", the Psion "Wei  " for "Weiß Çå ñ"."""
    from hr_screen_driver import drawn_text_boxes, flow, start, step

    from retrohearts.homerun.records import HighScoreEntry
    from retrohearts.screens.homerun import dialogs

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    app = start(mode, data=tmp_path, skip_info=True)
    step(app)
    ctx = flow(app).ctx
    for i, name in enumerate(NAMES):
        ctx.ini.scores.insert(HighScoreEntry(name, 900 - i, 1, "2026-01-01"))
    app.push(dialogs.high_scores_dialog(ctx, ctx.ini))
    step(app)
    boxes = drawn_text_boxes(app)
    for name in NAMES:
        x, y, s, _ = next(b for b in boxes if b[2].endswith(name))
        _each_letter_inked(app, x + text_width(app, s[:-len(name)]), y, name, app.ink.panel)
