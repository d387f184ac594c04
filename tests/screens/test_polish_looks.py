"""What playing every mode showed, fixed: colours and marks a player must tell apart.

Darkened cards never look like a background, the halo stands out on every background,
the pointer shows on the cards, a card chosen to pass looks unlike the halo, and the
"10" of a small card leaves the next card alone. Pixels are read back from the native
frame (the top rows of pyxel's screen, before the 4:3 stretch).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest
from table_driver import ALL_MODES, start

from retrohearts.pc.app import App
from retrohearts.pc.halo import contrast_map, draw_halo, draw_pointer, inverts
from retrohearts.screens.hearts.shared.layout import table_layout
from retrohearts.ui.cards import card_size, draw_card


def frame(app: App) -> np.ndarray:
    import pyxel

    full = np.ctypeslib.as_array(pyxel.screen.data_ptr(),
                                 shape=(app.video.out_width * app.video.out_height,))
    return full.reshape(app.video.out_height, app.video.out_width)[: app.height, : app.width]


def luminance(app: App) -> np.ndarray:
    """Brightness of every palette index as the monitor shows it (grey on MONO)."""
    colours = app.video.palette.colors
    out = np.zeros(256)
    for i, c in enumerate(colours):
        out[i] = 0.299 * (c >> 16) + 0.587 * ((c >> 8) & 255) + 0.114 * (c & 255)
    return out


def painted(app: App, ground: int, draw: Callable[[], None]) -> np.ndarray:
    import pyxel

    pyxel.cls(ground)
    draw()
    return frame(app).copy()


BACKGROUNDS = ("bg", "table", "panel", "field")


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_darkened_cards_look_like_no_background(mode: str, monitor: str) -> None:
    app, _table = start(mode, monitor)
    w, h = card_size(app)
    lum = luminance(app)
    ink = app.ink
    dark = painted(app, ink.panel, lambda: draw_card(app, 0, 0, 2, "C", dark=True))
    face = dark[4:h - 4, 4:w - 4]
    # the face is a texture of two inks, each on a good share of it...
    values, counts = np.unique(face, return_counts=True)
    top = values[np.argsort(counts)[-2:]]
    assert len(values) >= 2 and np.sort(counts)[-2] >= 0.25 * face.size, (mode, monitor)
    # ...whose blend is unlike every flat background and unlike a playable card
    mean = float(lum[top].mean())
    for name in BACKGROUNDS:
        ground = float(lum[getattr(ink, name)])
        assert abs(mean - ground) >= 25, (mode, monitor, name, mean, ground)
    assert abs(mean - float(lum[ink.card])) >= 25


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_halo_stands_out_on_every_background(mode: str, monitor: str) -> None:
    app, _table = start(mode, monitor)
    lum = luminance(app)
    ink = app.ink
    x, y, w, h = 40, 40, 60, 30
    for name in ("bg", "table", "panel", "card"):
        ground = getattr(ink, name)
        shot = painted(app, ground, lambda: draw_halo(app, x, y, w, h))
        # across the ring, at every point of it, some line stands out from the ground
        best = np.zeros(2 * (w + h))
        for d in range(1, 5):
            ring = np.concatenate([shot[y - d, x:x + w], shot[y + h - 1 + d, x:x + w],
                                   shot[y:y + h, x - d], shot[y:y + h, x + w - 1 + d]])
            best = np.maximum(best, np.abs(lum[ring] - lum[ground]))
        assert best.min() >= 60, (mode, monitor, name, best.min())
        assert (shot[y:y + h, x:x + w] == ground).all()  # the item itself is left alone


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_a_halo_with_no_room_inverts_the_item_and_frames_it(mode: str, monitor: str) -> None:
    app, _table = start(mode, monitor)
    w, h = card_size(app)
    lum = luminance(app)
    for dark in (False, True):
        before = painted(app, app.ink.panel, lambda d=dark: draw_card(app, 0, 0, 9, "S", dark=d))

        def both(d: bool = dark) -> None:
            draw_card(app, 0, 0, 9, "S", dark=d)
            draw_halo(app, 0, 0, w, h, 0)

        after = painted(app, app.ink.panel, both)
        inner = (before[:h, :w] != after[:h, :w]).mean()
        assert inner >= 0.6, (mode, monitor, dark, inner)
        edge = after[0, 2:w - 2]
        assert np.abs(lum[edge] - lum[app.ink.card]).min() >= 60
        assert (after[h:h + 4, :w] == before[h:h + 4, :w]).all()  # nothing outside


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_pointer_shows_over_cards_and_over_the_felt(mode: str, monitor: str) -> None:
    app, _table = start(mode, monitor)
    lum = luminance(app)
    w, h = card_size(app)
    for dark in (False, True):
        base = painted(app, app.ink.table, lambda d=dark: draw_card(app, 0, 0, 5, "H", dark=d))

        def with_pointer(d: bool = dark) -> None:
            draw_card(app, 0, 0, 5, "H", dark=d)
            draw_pointer(app, 4, 4)

        shot = painted(app, app.ink.table, with_pointer)
        fill = [(4 + dx, 4 + dy) for dy, dx in ((3, 1), (4, 1), (4, 2), (5, 1), (5, 2), (5, 3),
                                                  (6, 2), (7, 3))]
        under = np.array([base[yy, xx] for xx, yy in fill])
        drawn = np.array([shot[yy, xx] for xx, yy in fill])
        # a solid arrow: one colour, and a clear step from most of what it covers
        assert len(set(drawn.tolist())) == 1, (mode, monitor)
        assert (np.abs(lum[drawn] - lum[under]) >= 60).mean() >= 0.5, (mode, monitor, dark)


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_selected_card_is_hatched_inside_unlike_the_halo(mode: str, monitor: str) -> None:
    app, _table = start(mode, monitor)
    w, h = card_size(app)
    lum = luminance(app)
    ground = app.ink.panel
    plain = painted(app, ground, lambda: draw_card(app, 10, 10, 8, "D"))
    chosen = painted(app, ground, lambda: draw_card(app, 10, 10, 8, "D", selected=True))
    changed = plain != chosen
    ys, xs = np.nonzero(changed)
    # everything the mark changes lies on the card (the halo lies outside the item)
    assert xs.min() >= 10 and xs.max() < 10 + w and ys.min() >= 10 and ys.max() < 10 + h
    assert changed.sum() >= w + h  # a band round the card, not a speck
    # the band is dotted (a checkerboard), where the halo is solid
    band = chosen[12, 12:10 + w - 2]
    assert len(set(band.tolist())) >= 2, (mode, monitor)
    sel = app.ink.selected if app.ink.selected != app.ink.card else app.ink.card_edge
    assert abs(lum[sel] - lum[app.ink.card]) >= 40 or not app.mode.mono, (mode, monitor)
    assert not (inverts(app) and contrast_map(app).get(app.ink.card) is None)


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_ten_leaves_room_before_the_next_card(mode: str, monitor: str) -> None:
    app, _table = start(mode, monitor)
    lay = table_layout(app)
    w, h = card_size(app)
    step = lay.hand_card_x(1, 13) - lay.hand_card_x(0, 13)
    shot = painted(app, app.ink.panel, lambda: draw_card(app, 0, 0, 10, "S"))
    index = shot[2: 2 + app.font.cell_h, 1: w - 1] == app.ink.black_suit
    used = index.any(axis=0)
    start_col = int(np.argmax(used))
    end = start_col
    while end + 2 < len(used) and (used[end + 1] or used[end + 2]):
        end += 1
    # the index ends at least two pixels before the next card's edge
    assert end + 1 <= step - 2, (mode, monitor, end + 1, step)


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_a_greyed_button_under_an_inverting_halo_keeps_its_label(mode: str, monitor: str) -> None:
    """CLAIM while passing, the halo on it, in CGA: inverse video once sent the greyed label
    and the button's face to one ink, a blank black box.  Inverted, the label still shows."""
    from retrohearts.screens.hearts.shared.drawing import button
    from retrohearts.screens.hearts.shared.layout import Rect

    app, _table = start(mode, monitor)
    r = Rect(4, 4, app.text_width("CLAIM") + 12, app.font.cell_h + 8)
    inside = (slice(r.y + 3, r.y + r.h - 3), slice(r.x + 3, r.x + r.w - 3))

    def shown(haloed: bool) -> int:
        def draw() -> None:
            button(app, r, "CLAIM", enabled=False)
            if haloed:
                draw_halo(app, r.x, r.y, r.w, r.h, 0)
        return len(np.unique(painted(app, app.ink.panel, draw)[inside]))

    assert shown(False) >= 2 and shown(True) >= 2, (mode, monitor)
