"""Court-card faces as data (``cardfaces/*.txt``): every file parses, covers every adapter
family, suit and card size the games use, and a missing or hostile file is refused with the
original's one line, ``Cannot find 'cardfaces/king.txt' data in 'HEARTS.DAT'``."""

from __future__ import annotations

import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.datafiles import DataFileError, data_dir
from retrohearts.pc.font import DosFont
from retrohearts.pc.inks import inks_for
from retrohearts.pc.layout import make_layout
from retrohearts.pc.modes import LCD_MODE_KEYS, MODE_KEYS, build
from retrohearts.ui import courts
from retrohearts.ui.facefile import (
    FACE_NAMES,
    FAMILIES,
    SUITS,
    FaceError,
    load_face,
    panel,
    parse_face,
    pip_spots,
)

ROOT = Path(__file__).resolve().parents[2]
NAMES = sorted(FACE_NAMES.values())
MODES = [(key, mon) for key in MODE_KEYS for mon in ("color", "mono")] + [
    (key, "mono") for key in LCD_MODE_KEYS]


def machine(key: str, monitor: str) -> SimpleNamespace:
    """What the face boxes read of an App (its mode, font, inks, card layout), no pyxel."""
    mode = build(key, monitor)  # type: ignore[arg-type]
    font = DosFont(mode.font_name)
    layout = make_layout(mode.width, mode.height, font.cell_w, font.cell_h, mode.display_height)
    return SimpleNamespace(mode=mode, font=font, ink=inks_for(mode.inks, mode.mono),
                           layout=layout)


def small_size(app: SimpleNamespace) -> tuple[int, int]:
    """The Hearts table's point cards (screens/hearts/shared/layout.py)."""
    lay = app.layout
    return max(10, lay.card_w * 2 // 5), max(app.font.cell_h + 4, lay.card_h * 2 // 5)


@pytest.mark.parametrize("name", NAMES)
def test_every_face_file_parses_and_covers_every_family_and_suit(name: str) -> None:
    face = load_face(name)
    for char, by_suit in face.roles.items():
        assert "" in by_suit or set(by_suit) == set(SUITS), char
        for colours in by_suit.values():
            assert set(colours) >= set(FAMILIES), char
    for grid in face.grids:
        for family in FAMILIES:
            for suit in SUITS:
                pixels = panel(face, grid, family, suit)
                assert len(pixels) == grid.panel_height
                assert {len(row) for row in pixels} == {grid.width}


def test_the_files_are_what_the_script_makes() -> None:
    import subprocess
    import sys

    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "make_card_faces.py"),
                           "--check"], capture_output=True, text=True, cwd=ROOT, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize(("key", "monitor"), MODES)
def test_every_card_size_has_its_own_drawing(key: str, monitor: str) -> None:
    """In every mode each figure has a grid drawn for the room its card leaves: it fits,
    and fills most of it (never a small drawing lost in a big card)."""
    app = machine(key, monitor)
    w, h = app.layout.card_w, app.layout.card_h
    for name in NAMES:
        face = load_face(name)
        box = (courts.joker_box(app, w, h) if name == "joker"  # type: ignore[arg-type]
               else courts.court_box(app, w, h, app.layout.big_cards))  # type: ignore[arg-type]
        grid = face.pick(box[2], box[3])
        assert grid is not None, (name, box)
        assert grid.width >= box[2] - 3 and grid.panel_height >= box[3] * 0.8, (name, box, grid)
        assert box[0] + box[2] <= w - 2 and box[1] + box[3] <= h - 2


@pytest.mark.parametrize(("key", "monitor"), [m for m in MODES if m[0] not in LCD_MODE_KEYS])
def test_the_point_cards_show_a_head_where_there_is_room(key: str, monitor: str) -> None:
    app = machine(key, monitor)
    sw, sh = small_size(app)
    box = courts.small_box(app, sw, sh)  # type: ignore[arg-type]
    for name in ("jack", "queen", "king"):
        grid = load_face(name).pick(box[2], box[3], "point")
        if key == "cga":  # 10x12: the letter fills the card
            assert grid is None
            continue
        assert grid is not None, (name, box)
        assert not grid.mirror and grid.width >= box[2] - 2


def test_family_of_every_mode() -> None:
    seen = set()
    for key, monitor in MODES:
        app = machine(key, monitor)
        seen.add(courts.family_of(app))  # type: ignore[arg-type]
    assert seen == set(FAMILIES)


def test_a_two_headed_card_is_the_same_turned_round() -> None:
    face = load_face("king")
    grid = next(g for g in face.grids if g.mirror)
    pixels = panel(face, grid, "vga", "S")  # spades in VGA: no dithers
    h, w = len(pixels), len(pixels[0])
    for y in range(h):
        for x in range(w):
            assert pixels[y][x] == pixels[h - 1 - y][w - 1 - x]
    spots = pip_spots(grid)
    assert len(spots) == 2 and spots[1][3]  # a pip by each head, the second upside down


def test_suits_dress_the_same_figure_differently() -> None:
    face = load_face("queen")
    grid = face.grids[0]
    dresses = {suit: panel(face, grid, "vga", suit) for suit in SUITS}
    assert len(set(dresses.values())) == 4


# -- missing and hostile files --------------------------------------------------------------
@pytest.fixture
def faces(tmp_path: Path) -> Path:
    folder = tmp_path / "cardfaces"
    shutil.copytree(data_dir("cardfaces"), folder)
    return folder


def test_a_missing_face_file(faces: Path) -> None:
    (faces / "king.txt").unlink()
    with pytest.raises(DataFileError) as err:
        load_face("king", faces)
    assert str(err.value) == "Cannot find 'cardfaces/king.txt' data in 'HEARTS.DAT'"


def test_a_missing_face_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    from retrohearts.ui import facefile

    def nowhere(name: str) -> Path:
        raise DataFileError(name, "test")

    monkeypatch.setattr(facefile, "data_dir", nowhere)
    load_face.cache_clear()
    try:
        with pytest.raises(DataFileError) as err:
            load_face("queen")
        assert str(err.value) == "Cannot find 'cardfaces/queen.txt' data in 'HEARTS.DAT'"
    finally:
        load_face.cache_clear()


DAMAGE = {
    "cut": lambda t: t[:len(t) // 2],
    "empty": lambda t: "",
    "garbage": lambda t: "zz zz zz\n" * 5,
    "no legend end": lambda t: t.replace("\nend\n", "\n"),
    "row too wide": lambda t: t.replace("\ngrid 30 34 mirror\npip 2 2\n", "\ngrid 29 34 mirror\n"),
    "unknown character": lambda t: t.replace("ffffffffffffffffffffffffffffff",
                                             "fffffffffffffff#ffffffffffffff", 1),
    "a family missing": lambda t: t.replace(" lcd\n", "\n", 1),
    "a suit missing": lambda t: "\n".join(ln for ln in t.splitlines()
                                          if not ln.startswith("r:H")),
    "bad colour": lambda t: t.replace("\no ", "\no outline 0 16 0 0 0 0 0 0 0 0 999 #", 1),
    "pip outside": lambda t: t.replace("\npip 2 2\n", "\npip 99 2\n", 1),
    "bad grid line": lambda t: t.replace("grid 30 34 mirror", "grid 30 thirty mirror", 1),
}


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_face_file(faces: Path, damage: str) -> None:
    path = faces / "king.txt"
    text = path.read_text(encoding="utf-8")
    damaged = DAMAGE[damage](text)
    assert damaged != text, "the damage did not apply"
    path.write_text(damaged, encoding="utf-8")
    with pytest.raises(DataFileError) as err:
        load_face("king", faces)
    assert str(err.value) == "Cannot find 'cardfaces/king.txt' data in 'HEARTS.DAT'"
    assert err.value.detail.startswith("?Card face 'king'")


def test_a_binary_face_file(faces: Path) -> None:
    (faces / "jack.txt").write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe" * 20)
    with pytest.raises(DataFileError) as err:
        load_face("jack", faces)
    assert str(err.value) == "Cannot find 'cardfaces/jack.txt' data in 'HEARTS.DAT'"


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_any_edit_of_a_face_file_is_read_or_refused_never_a_crash(data: st.DataObject) -> None:
    text = (data_dir("cardfaces") / "joker.txt").read_text(encoding="utf-8")
    lines = text.splitlines()
    i = data.draw(st.integers(0, len(lines) - 1))
    edit = data.draw(st.sampled_from(["drop", "swap", "char", "line"]))
    if edit == "drop":
        del lines[i]
    elif edit == "swap":
        j = data.draw(st.integers(0, len(lines) - 1))
        lines[i], lines[j] = lines[j], lines[i]
    elif edit == "char" and lines[i]:
        k = data.draw(st.integers(0, len(lines[i]) - 1))
        lines[i] = lines[i][:k] + data.draw(st.characters()) + lines[i][k + 1:]
    else:
        lines[i] = data.draw(st.text(max_size=40))
    try:
        face = parse_face("\n".join(lines), "joker")
    except FaceError as err:
        assert str(err).startswith("?Card face 'joker'")
        return
    for grid in face.grids:  # what is read draws
        panel(face, grid, "cga", "H")
