"""Court cards and jokers wear faces in every mode: pixel checks on the drawn cards.

The face region of a jack, queen or king is not the plain framed letter (what is drawn
when the art is missing), the three ranks differ there, and so do the four suits; a
darkened court keeps its face; a missing face file is said once and the card falls back
to the letter, never a crash; a court is rendered once per mode and then only blitted.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import numpy as np
import pytest

from retrohearts.pc.app import App, open_app
from retrohearts.pc.modes import MODE_KEYS
from retrohearts.pc.options import PCOptions
from retrohearts.ui import courts
from retrohearts.ui.cards import card_size, draw_card, draw_joker, draw_small_card
from retrohearts.ui.facefile import load_face

MODES = [(key, monitor) for key in MODE_KEYS for monitor in ("color", "mono")] + [
    ("psion3a", "mono")]


def grab(app: App, draw: Callable[[], None], size: tuple[int, int] | None = None) -> np.ndarray:
    import pyxel

    pyxel.cls(app.ink.table)
    draw()
    w, h = size or card_size(app)
    full = np.ctypeslib.as_array(pyxel.screen.data_ptr(),
                                 shape=(app.video.out_width * app.video.out_height,))
    return full.reshape(app.video.out_height, app.video.out_width)[:h, :w].copy()


def region(app: App, img: np.ndarray, box: tuple[int, int, int, int]) -> np.ndarray:
    x, y, w, h = box
    return img[y:y + h, x:x + w]


@pytest.fixture
def no_art(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[App], None]]:
    """Call with an app to draw its cards as if no face file could be read."""
    def switch_off(app: App) -> None:
        monkeypatch.setattr(courts, "load", lambda name: None)
        app.cache.clear()
    yield switch_off


@pytest.mark.parametrize(("key", "monitor"), MODES)
def test_courts_have_faces_that_tell_rank_and_suit(key: str, monitor: str,
                                                   no_art: Callable[[App], None]) -> None:
    app = open_app(PCOptions(mode=key, monitor=monitor))  # type: ignore[arg-type]
    app.cache.clear()
    w, h = card_size(app)
    box = courts.court_box(app, w, h, app.layout.big_cards)
    faces = {(r, s): region(app, grab(app, lambda r=r, s=s: draw_card(app, 0, 0, r, s)), box)
             for r in (11, 12, 13) for s in "CDHS"}
    jokers = {n: grab(app, lambda n=n: draw_joker(app, 0, 0, n)) for n in (1, 2)}
    for face in faces.values():
        assert len(np.unique(face)) >= 3 or app.mode.colors == 2  # a picture, not a letter
    for suit in "CDHS":  # three different people
        j, q, k = (faces[(r, suit)] for r in (11, 12, 13))
        assert not np.array_equal(j, q) and not np.array_equal(q, k)
        assert not np.array_equal(j, k)
    for rank in (11, 12, 13):  # four different suits
        looks = [faces[(rank, s)].tobytes() for s in "CDHS"]
        assert len(set(looks)) == 4, rank
    no_art(app)
    for (rank, suit), face in faces.items():
        plain = region(app, grab(app, lambda r=rank, s=suit: draw_card(app, 0, 0, r, s)), box)
        assert (plain != face).mean() > 0.25, (rank, suit)  # the face is not the letter
    plain_joker = grab(app, lambda: draw_joker(app, 0, 0, 1))
    assert (plain_joker != jokers[1]).mean() > 0.15


@pytest.mark.parametrize("key", ["hercules", "cga", "ega", "vga", "svga800"])
def test_a_darkened_court_is_dotted_over_its_face(key: str) -> None:
    """A darkened (unplayable, or picked to pass) court is greyed like any card: dots
    over the figure too, which still shows whole on every other pixel."""
    app = open_app(PCOptions(mode=key))
    w, h = card_size(app)
    x, y, bw, bh = courts.court_box(app, w, h, app.layout.big_cards)
    plain = grab(app, lambda: draw_card(app, 0, 0, 12, "D"))
    dark = grab(app, lambda: draw_card(app, 0, 0, 12, "D", dark=True))
    yy, xx = np.mgrid[y:y + bh, x:x + bw]
    face, greyed = plain[y:y + bh, x:x + bw], dark[y:y + bh, x:x + bw]
    undotted = (xx + yy) % 2 == 1
    assert np.array_equal(face[undotted], greyed[undotted])  # the figure, every other pixel
    assert (face[~undotted] != greyed[~undotted]).mean() > 0.3  # dots over it


@pytest.mark.parametrize(("key", "small", "face"), [
    ("vga", (21, 30), True), ("svga800", (26, 36), True), ("ega", (17, 18), True),
    ("hercules", (19, 18), True), ("cga", (10, 12), False)])
def test_point_cards_show_a_head_where_there_is_room(key: str, small: tuple[int, int],
                                                     face: bool,
                                                     no_art: Callable[[App], None]) -> None:
    app = open_app(PCOptions(mode=key))
    app.cache.clear()
    sw, sh = small
    with_face = grab(app, lambda: draw_small_card(app, 0, 0, sw, sh, 12, "S", True), small)
    no_art(app)
    without = grab(app, lambda: draw_small_card(app, 0, 0, sw, sh, 12, "S", True), small)
    assert (not np.array_equal(with_face, without)) is face
    assert np.array_equal(with_face[:, :app.font.cell_w + 1], without[:, :app.font.cell_w + 1])


def test_a_missing_face_file_is_said_once_and_the_letter_stays(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        no_art: Callable[[App], None]) -> None:
    from retrohearts.datafiles import DataFileError
    from retrohearts.ui import facefile

    app = open_app(PCOptions(mode="vga"))
    no_art(app)
    plain = grab(app, lambda: draw_card(app, 0, 0, 13, "S"))
    monkeypatch.undo()

    def gone(name: str) -> None:
        raise DataFileError(name, "test")

    monkeypatch.setattr(facefile, "data_dir", gone)
    monkeypatch.setattr(courts, "_reported", set())
    load_face.cache_clear()
    app.cache.clear()
    try:
        first = grab(app, lambda: draw_card(app, 0, 0, 13, "S"))
        app.cache.clear()
        grab(app, lambda: draw_card(app, 0, 0, 13, "H"))
    finally:
        load_face.cache_clear()
    assert np.array_equal(first, plain)
    said = capsys.readouterr().out.splitlines()
    assert said == ["Cannot find 'cardfaces/king.txt' data in 'HEARTS.DAT'"]


def test_a_court_is_rendered_once_then_blitted() -> None:
    app = open_app(PCOptions(mode="svga800"))
    app.cache.clear()
    grab(app, lambda: draw_card(app, 0, 0, 13, "D"))
    entries = len(app.cache)
    for _ in range(3):
        grab(app, lambda: draw_card(app, 0, 0, 13, "D"))
    assert len(app.cache) == entries
    grab(app, lambda: draw_card(app, 0, 0, 13, "D", dark=True))
    assert len(app.cache) == entries + 1  # a new card image, the same figure
