"""DOS fonts: cell sizes, and every character the games print exists (pyxel would skip it)."""

from __future__ import annotations

import string
from pathlib import Path

import pytest

from retrohearts.pc.font import CELLS, FONT_DIR, load_font
from retrohearts.screens.hearts.pregame.title import COPYRIGHT, CREDITS, TAGLINE, TITLE
from retrohearts.ui.buttons import HOVERS, ICONS

NEEDED = ("♠♣♥♦─│┌┐└┘├┤┬┴┼═║╔╗╚╝╠╣╦╩╬←↑→↓►◄▲▼√✓░▒▓█▀▄▌▐•·°♪♫≡§■")
PRINTABLE = string.printable.strip() + " "


def bitmaps(path: Path) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    ch, rows, in_bitmap = "", [], False
    for line in path.read_text().splitlines():
        if line.startswith("ENCODING"):
            ch = chr(int(line.split()[1]))
        elif line == "BITMAP":
            rows, in_bitmap = [], True
        elif line == "ENDCHAR":
            out[ch], in_bitmap = rows, False
        elif in_bitmap:
            rows.append(bin(int(line, 16))[2:].zfill(len(line) * 4))
    return out


@pytest.mark.parametrize("name", sorted(CELLS))
def test_font_covers_ascii_and_the_cp437_glyphs_games_need(name: str) -> None:
    font = load_font(name)
    assert font.missing(PRINTABLE) == set()
    assert font.missing(NEEDED) == set()
    texts = [TITLE, COPYRIGHT, TAGLINE, *CREDITS, *ICONS.values(), *HOVERS.values()]
    assert font.missing("".join(texts)) == set()


@pytest.mark.parametrize("name", sorted(CELLS))
def test_cells_and_ink(name: str) -> None:
    import pyxel

    w, h = CELLS[name]
    font = load_font(name)
    assert pyxel.Font(str(font.path)).text_width("AB♥") == 3 * w
    glyphs = bitmaps(FONT_DIR / f"{name}.bdf")
    for ch, rows in glyphs.items():
        assert len(rows) == h
        if ch != " ":
            assert any("1" in r[:w] for r in rows), f"{ch!r} is blank in {name}"
    horiz, vert = glyphs["─"], glyphs["│"]
    assert any(r[0] == "1" and r[w - 1] == "1" for r in horiz)
    assert "1" in vert[0][:w] and "1" in vert[h - 1][:w]
    assert all(r[:w] == "1" * w for r in glyphs["█"])


def test_hercules_ninth_column_is_blank_for_letters_and_joins_boxes() -> None:
    glyphs = bitmaps(FONT_DIR / "herc9x14.bdf")
    assert all(r[8] == "0" for ch in "AMW#" for r in glyphs[ch])
    assert any(r[8] == "1" for r in glyphs["═"])


def test_the_narrow_face_holds_ascii_and_every_rules_word() -> None:
    """CGA's small print (the Rules grid): 6x8 cells, all of printable ASCII, and every
    label and value the Rules screen can show."""
    from retrohearts.pc.font import NARROW
    from retrohearts.screens.hearts.pregame.rulecontrols import CONTROLS, Setup

    font = load_font("cga6x8")
    assert (font.cell_w, font.cell_h) == NARROW["cga6x8"] == (6, 8)
    assert font.missing(PRINTABLE) == set()
    words = []
    for control in CONTROLS:
        words += [control.label, control.short, control.explanation(Setup())]
        for value in control.values:
            shown = control.put(Setup(), value)
            words += [control.text(shown), control.text(shown, short=True),
                      control.explanation(shown)]
    assert font.missing("".join(words)) == set()
    glyphs = bitmaps(FONT_DIR / "cga6x8.bdf")
    for ch in PRINTABLE.strip():
        rows = glyphs[ch]
        assert len(rows) == 8 and any("1" in r[:6] for r in rows), ch
        assert all(r[5] == "0" for r in rows), ch  # the sixth column parts the letters
