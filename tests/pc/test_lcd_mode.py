"""The Psion 3a LCD mode the PC offers: geometry, three shades, inks, the proportional font."""

from __future__ import annotations

import string

from retrohearts.pc.font import PROPORTIONAL, load_font
from retrohearts.pc.inks import inks_for
from retrohearts.pc.modes import LCD_MODE_KEYS, MODE_KEYS, build
from retrohearts.pc.options import PCOptions
from retrohearts.pc.palette import load_palette
from retrohearts.pc.video import select_mode


def test_psion_mode_is_480_by_160_three_shades_square() -> None:
    mode = build("psion3a")
    assert (mode.width, mode.height, mode.colors) == (480, 160, 3)
    assert mode.display_height == mode.height  # square pixels: no row replication
    assert mode.output_size(square=False) == (480, 160)
    assert "psion3a" in LCD_MODE_KEYS and "psion3a" not in MODE_KEYS
    pal = load_palette(mode.palette_name)
    assert len(pal) == 3
    paper, grey, black = pal.colors
    lum = [0.299 * (c >> 16) + 0.587 * ((c >> 8) & 255) + 0.114 * (c & 255)
           for c in (paper, grey, black)]
    assert lum[0] > lum[1] > lum[2]
    assert ((paper >> 8) & 255) > (paper >> 16) and ((paper >> 8) & 255) > (paper & 255)


def test_lcd_inks_stay_inside_the_three_shades() -> None:
    ink = inks_for("lcd3", True)
    assert ink.indices() <= {0, 1, 2}
    assert ink.bg == 0 and ink.text == 2 and ink.shadow == 1


def test_select_mode_takes_the_lcd_as_asked() -> None:
    choice = select_mode(PCOptions(mode="psion3a"), None)
    assert choice.mode.key == "psion3a" and "LCD" in choice.reason


def test_proportional_fonts_measure_as_pyxel_draws() -> None:
    import pyxel

    for name in PROPORTIONAL:
        font = load_font(name)
        assert font.proportional and font.missing(string.printable.strip()) == set()
        for text in ("Il1", "WMW", "HomeRun 1,234", "Äöü ß ©"):
            assert font.text_width(text) == pyxel.Font(str(font.path)).text_width(text)
        assert font.text_width("iiii") < font.text_width("MMMM")
    bold, regular = load_font("psion-sans11b"), load_font("psion-sans11")
    assert bold.text_width("Game") == regular.text_width("Game") + 4
