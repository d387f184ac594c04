"""Logical colours: in every mode, the things a player must tell apart stay apart."""

from __future__ import annotations

import pytest

from retrohearts.pc.inks import inks_for
from retrohearts.pc.modes import MODE_KEYS, build
from retrohearts.pc.palette import load_palette

PAIRS = [("card", "black_suit"), ("card", "red_suit"), ("card_dark", "black_suit"),
         ("bg", "text"), ("table", "card"), ("panel", "panel_text"),
         ("button", "button_text"), ("field", "field_text"), ("bg", "title"),
         ("back", "back_pattern"), ("back_alt", "back_alt_pattern"), ("table", "highlight")]


def brightness(colour: int) -> float:
    return 0.299 * (colour >> 16) + 0.587 * ((colour >> 8) & 255) + 0.114 * (colour & 255)


@pytest.mark.parametrize("key", MODE_KEYS)
@pytest.mark.parametrize("monitor", ["color", "mono"])
def test_pairs_differ_visibly(key: str, monitor: str) -> None:
    mode = build(key, monitor)  # type: ignore[arg-type]
    ink = inks_for(mode.inks, mode.mono)
    colours = load_palette(mode.palette_name).colors
    for a, b in PAIRS:
        ca, cb = colours[getattr(ink, a)], colours[getattr(ink, b)]
        assert abs(brightness(ca) - brightness(cb)) >= 30 or ca != cb and not mode.mono, (a, b)


@pytest.mark.parametrize("key", MODE_KEYS)
@pytest.mark.parametrize("monitor", ["color", "mono"])
def test_red_and_black_are_told_apart(key: str, monitor: str) -> None:
    mode = build(key, monitor)  # type: ignore[arg-type]
    ink = inks_for(mode.inks, mode.mono)
    colours = load_palette(mode.palette_name).colors
    if mode.mono:
        assert ink.hollow_red
    else:
        assert colours[ink.red_suit] != colours[ink.black_suit] or ink.hollow_red


@pytest.mark.parametrize("key", MODE_KEYS)
def test_darkened_cards_are_darker_or_dithered(key: str) -> None:
    for monitor in ("color", "mono"):
        mode = build(key, monitor)  # type: ignore[arg-type]
        ink = inks_for(mode.inks, mode.mono)
        colours = load_palette(mode.palette_name).colors
        assert ink.dither_dark or brightness(colours[ink.card_dark]) < brightness(
            colours[ink.card])
