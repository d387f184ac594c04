"""Cards: drawn in every mode from plain values, red told from black even in mono."""

from __future__ import annotations

import numpy as np
import pytest

from retrohearts.pc.app import App, open_app
from retrohearts.pc.layout import make_layout
from retrohearts.pc.modes import MODE_KEYS
from retrohearts.pc.options import PCOptions
from retrohearts.ui.cards import card_size, draw_back, draw_card, draw_joker, rank_text
from retrohearts.ui.courts import court_box

MODES = [(key, monitor) for key in MODE_KEYS for monitor in ("color", "mono")]


def grab(app: App, draw: object) -> np.ndarray:
    import pyxel

    pyxel.cls(app.ink.table)
    draw()  # type: ignore[operator]
    w, h = card_size(app)
    full = np.ctypeslib.as_array(pyxel.screen.data_ptr(),
                                 shape=(app.video.out_width * app.video.out_height,))
    return full.reshape(app.video.out_height, app.video.out_width)[:h, :w].copy()


@pytest.mark.parametrize(("key", "monitor"), MODES)
def test_faces_backs_dark_and_selected_differ_and_use_the_palette(key: str, monitor: str) -> None:
    app = open_app(PCOptions(mode=key, monitor=monitor))  # type: ignore[arg-type]
    images = {
        "heart": grab(app, lambda: draw_card(app, 0, 0, 7, "H")),
        "spade": grab(app, lambda: draw_card(app, 0, 0, 7, "S")),
        "diamond": grab(app, lambda: draw_card(app, 0, 0, 7, "D")),
        "club": grab(app, lambda: draw_card(app, 0, 0, 7, "C")),
        "dark": grab(app, lambda: draw_card(app, 0, 0, 7, "H", dark=True)),
        "selected": grab(app, lambda: draw_card(app, 0, 0, 7, "H", selected=True)),
        "back": grab(app, lambda: draw_back(app, 0, 0)),
        "alternate": grab(app, lambda: draw_back(app, 0, 0, "alternate")),
        "king": grab(app, lambda: draw_card(app, 0, 0, 13, "H")),
        "joker": grab(app, lambda: draw_joker(app, 0, 0, 1)),
        "red joker": grab(app, lambda: draw_joker(app, 0, 0, 2)),
    }
    if app.mode.mono:
        del images["red joker"]  # jokers have no suit: in mono both are drawn alike
    for name, img in images.items():
        assert int(img.max()) < app.mode.colors, name
    names = list(images)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not np.array_equal(images[a], images[b]), (a, b)


@pytest.mark.parametrize("key", ["hercules", "cga", "ega", "vga"])
def test_red_suits_are_hollow_in_mono(key: str) -> None:
    app = open_app(PCOptions(mode=key, monitor="mono"))
    assert app.ink.hollow_red
    ink_of = app.ink.black_suit
    heart = grab(app, lambda: draw_card(app, 0, 0, 14, "H"))[2:-2, 2:-2]
    diamond = grab(app, lambda: draw_card(app, 0, 0, 14, "D"))[2:-2, 2:-2]
    spade = grab(app, lambda: draw_card(app, 0, 0, 14, "S"))[2:-2, 2:-2]
    # outlines use far fewer ink pixels than solid pips of similar size
    assert (heart == ink_of).sum() < 0.75 * (spade == ink_of).sum()
    assert (diamond == ink_of).sum() < 0.75 * (spade == ink_of).sum()


@pytest.mark.parametrize("rank", [9, 12])
def test_darkened_cards_stay_readable_in_two_colours(rank: int) -> None:
    app = open_app(PCOptions(mode="hercules"))
    assert app.ink.dither_dark
    plain = grab(app, lambda: draw_card(app, 0, 0, rank, "S"))
    dark = grab(app, lambda: draw_card(app, 0, 0, rank, "S", dark=True))
    # the index corner keeps its glyph (a clear ring is drawn round it)
    assert np.array_equal(plain[3:10, 3:9], dark[3:10, 3:9]) or (
        (plain[2:12, 2:10] == dark[2:12, 2:10]).mean() > 0.6)
    # the card is dotted all over; a court's figure stays whole, the card round it is dotted
    x, y, w, h = court_box(app, *card_size(app), app.layout.big_cards)
    paper = np.ones(plain.shape, dtype=bool)
    if rank > 10:
        paper[y:y + h, x:x + w] = False
    assert (dark != plain)[paper].mean() > 0.2


def test_rank_texts() -> None:
    assert [rank_text(r) for r in (2, 10, 11, 12, 13, 14)] == ["2", "10", "J", "Q", "K", "A"]


@pytest.mark.parametrize(("size", "cell", "display_h"), [
    ((320, 200), (8, 8), 240), ((640, 350), (8, 14), 480), ((720, 348), (9, 14), 540),
    ((640, 480), (8, 16), 480), ((800, 600), (8, 16), 600), ((1024, 768), (8, 16), 768)])
def test_layout_fits_a_hand_and_shapes_cards_like_cards(size: tuple[int, int],
                                                        cell: tuple[int, int],
                                                        display_h: int) -> None:
    lay = make_layout(*size, *cell, display_h)
    assert lay.hand_width(13) <= size[0] - 2 * lay.margin
    shown = lay.card_w / (lay.card_h * lay.pixel_aspect)
    assert 0.6 <= shown <= 0.8
    assert lay.card_step >= 2 * cell[0] - 2  # the corner index stays visible


@pytest.mark.parametrize(("key", "monitor"), MODES)
def test_selected_frame_leaves_the_index_alone(key: str, monitor: str) -> None:
    app = open_app(PCOptions(mode=key, monitor=monitor))  # type: ignore[arg-type]
    w, _h = card_size(app)
    m = 2 if w < 40 else 4  # inside the double frame (on the edge of small cards)
    for rank, suit in ((11, "H"), (13, "S"), (10, "D")):
        plain = grab(app, lambda r=rank, s=suit: draw_card(app, 0, 0, r, s, dark=True))
        picked = grab(app, lambda r=rank, s=suit: draw_card(app, 0, 0, r, s, dark=True,
                                                             selected=True))
        assert np.array_equal(plain[m:-m, m:-m], picked[m:-m, m:-m]), (key, rank, suit)
        assert not np.array_equal(plain, picked)
