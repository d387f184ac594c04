"""Palette files: every one parses, cites its source, and holds the documented values."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.datafiles import data_dir
from retrohearts.pc.modes import CGA_VARIANTS, MODE_KEYS, build
from retrohearts.pc.palette import PaletteError, load_palette, parse_palette

ALL = sorted(p.stem for p in data_dir("palettes").glob("*.gpl"))


@pytest.mark.parametrize("name", ALL)
def test_every_palette_parses_and_cites_a_source(name: str) -> None:
    pal = load_palette(name)
    assert 2 <= len(pal) <= 256
    assert any("Source" in note or "DOSBox" in note or "IBM" in note for note in pal.notes)


@pytest.mark.parametrize("key", MODE_KEYS)
@pytest.mark.parametrize("monitor", ["color", "mono"])
def test_each_mode_has_a_palette_of_its_colour_count(key: str, monitor: str) -> None:
    mode = build(key, monitor)  # type: ignore[arg-type]
    assert len(load_palette(mode.palette_name)) == mode.colors


def test_cga_variants_all_exist() -> None:
    for variant in CGA_VARIANTS:
        assert len(build("cga", cga_palette=variant).palette_name) > 0
        assert len(load_palette(f"cga-{variant}")) == 4


def test_documented_values() -> None:
    assert load_palette("cga-1-high").colors == (0x000000, 0x55FFFF, 0xFF55FF, 0xFFFFFF)
    assert load_palette("ega64k").colors == (0x000000, 0x0000AA, 0xAA0000, 0xAAAAAA)
    ega = load_palette("ega").colors
    assert ega[6] == 0xAA5500 and ega[8] == 0x555555 and len(ega) == 16
    assert ega[5] == 0x005500  # register 5 reprogrammed to 10h: one of the 64, not of the 16
    assert set(load_palette("ega").colors) <= {_ega64(v) for v in range(64)}
    svga = load_palette("svga").colors
    assert svga[32] == 0x0000FF and svga[104] == 0x000071 and svga[248:] == (0,) * 8
    assert load_palette("vga-mono").colors[1] == 0x141414  # blue summed
    assert load_palette("vga-mono").colors[14] == 0xEBEBEB  # yellow summed


def _ega64(v: int) -> int:
    """rgbRGB -> 0xRRGGBB (each channel AA * primary + 55 * secondary)."""
    def ch(primary: int, secondary: int) -> int:
        return (0xAA if v & primary else 0) + (0x55 if v & secondary else 0)
    return ch(4, 32) << 16 | ch(2, 16) << 8 | ch(1, 8)


def test_mono_palettes_are_grey_or_one_tint() -> None:
    for name in ("vga-mono", "svga-mono", "cga-mono-white", "ega-mono-white"):
        for c in load_palette(name).colors:
            assert (c >> 16) & 255 == (c >> 8) & 255 == c & 255


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(ALL))
def test_expand_256_only_repeats_palette_colours(name: str) -> None:
    pal = load_palette(name)
    expanded = pal.expand_256()
    assert len(expanded) == 256
    assert set(expanded) == set(pal.colors)


def test_jasc_format_reads() -> None:
    pal = parse_palette("JASC-PAL\n0100\n2\n0 0 0\n255 255 255\n")
    assert pal.colors == (0, 0xFFFFFF)


@pytest.mark.parametrize("text", ["", "hello", "GIMP Palette\n1 2\n", "GIMP Palette\n300 0 0\n",
                                  "JASC-PAL\n0100\n3\n0 0 0\n"])
def test_bad_palettes_fail_with_one_clear_line(text: str) -> None:
    with pytest.raises(PaletteError) as err:
        parse_palette(text, "bad")
    assert str(err.value).startswith("?") and "\n" not in str(err.value)
