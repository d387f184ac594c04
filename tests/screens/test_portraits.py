"""Portrait data files: they parse, cover every adapter, use only the mode's colours, and the
six opponents look like six different people, in three expressions each."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

from retrohearts.datafiles import DataFileError, data_dir  # noqa: E402
from retrohearts.hearts.players import OPPONENTS  # noqa: E402
from retrohearts.pc.palette import load_palette  # noqa: E402
from retrohearts.screens.hearts.shared.portraitfile import (  # noqa: E402
    FAMILIES,
    PortraitError,
    load_portrait,
    parse_colour,
    parse_portrait,
    render,
)
from retrohearts.screens.hearts.shared.portraits import ASPECT, EXPRESSIONS  # noqa: E402

PEOPLE = (*OPPONENTS, "male", "female", "person")
#: each family's palette files (every variant a mode may load)
PALETTES = {
    "svga": ("svga",), "svga-mono": ("svga-mono",), "vga": ("vga",), "vga-mono": ("vga-mono",),
    "ega": ("ega",), "ega-mono": ("ega-mono-green", "ega-mono-amber", "ega-mono-white"),
    "ega64k": ("ega64k",),
    "cga": ("cga-1-high", "cga-1-low", "cga-0-high", "cga-0-low", "cga-5-high", "cga-5-low"),
    "cga-mono": ("cga-mono-white", "cga-mono-green", "cga-mono-amber"),
    "hercules": ("hercules-green", "hercules-white", "hercules-amber"),
}
#: the table's portrait boxes: (w, h, pixel aspect)
BOXES = ((80, 100, 1.0), (65, 82, 1.0), (42, 53, 1.37), (42, 53, 1.55), (23, 29, 1.2),
         (126, 151, 1.0), (99, 119, 1.0), (99, 87, 1.37), (112, 87, 1.55), (46, 43, 1.2),
         (88, 106, 1.0), (70, 84, 1.0), (70, 61, 1.37), (79, 61, 1.55), (35, 35, 1.2))


def test_every_file_in_the_folder_is_a_person() -> None:
    names = {p.stem for p in data_dir("portraits").glob("*.txt")}
    assert names == {p.lower() for p in PEOPLE}


@pytest.mark.parametrize("who", PEOPLE)
def test_file_parses_and_maps_every_role_for_every_family(who: str) -> None:
    pf = load_portrait(who)
    assert pf.name == who
    assert set(FAMILIES) <= set(pf.families)
    for role in pf.roles.values():
        assert set(FAMILIES) <= set(role.colours), role.name
    used = {ch for grid in pf.grids for row in grid.rows for ch in row}
    used |= {ch for patch in pf.patches for row in patch.rows for ch in row}
    assert used <= set(pf.roles)
    assert {(g.width, g.height, g.aspect) for g in pf.grids} == set(BOXES)


@pytest.mark.parametrize("who", PEOPLE)
def test_pixels_use_only_the_modes_palette(who: str) -> None:
    pf = load_portrait(who)
    for family in FAMILIES:
        size = min(len(load_palette(p)) for p in PALETTES[family])
        for grid in pf.grids:
            for expr in pf.expressions():
                pixels = render(pf, pf.with_expression(grid, expr), family)
                seen = {i for row in pixels for i in row}
                assert max(seen) < size, (who, family, grid.width, expr)
                if family == "svga":
                    assert max(seen) < 248  # the DAC's unused blacks


@pytest.mark.parametrize("who", OPPONENTS)
def test_each_opponent_has_three_different_faces(who: str) -> None:
    pf = load_portrait(who)
    assert pf.expressions() == set(EXPRESSIONS)
    for grid in pf.grids:
        faces = {pf.with_expression(grid, e).rows for e in EXPRESSIONS}
        assert len(faces) == 3, (who, grid.width)


def _colour_pixels(who: str, family: str, box: tuple[int, int, float]) -> list[list[int]]:
    pf = load_portrait(who)
    return render(pf, pf.pick(*box), family)


@pytest.mark.parametrize("family", FAMILIES)
def test_opponents_are_distinct_from_each_other(family: str) -> None:
    """Every pair of opponents differs in a good share of pixels, at every size."""
    for box in BOXES:
        if abs(ASPECT[family] - box[2]) > 0.01:
            continue
        pictures = {who: _colour_pixels(who, family, box) for who in OPPONENTS}
        for a in OPPONENTS:
            for b in OPPONENTS:
                if a >= b:
                    continue
                pa, pb = pictures[a], pictures[b]
                differ = sum(x != y for ra, rb in zip(pa, pb, strict=True)
                             for x, y in zip(ra, rb, strict=True))
                assert differ > box[0] * box[1] // 5, (family, box, a, b, differ)


def test_each_family_has_grids_for_its_aspect() -> None:
    pf = load_portrait("Julia")
    for family, aspect in ASPECT.items():
        assert abs(pf.pick(10, 10, aspect).aspect - aspect) < 0.01, family


def test_colour_specs() -> None:
    assert parse_colour("7").at(0, 0) == 7
    checker = parse_colour("7+12")
    assert [checker.at(x, 0) for x in range(4)] == [7, 12, 7, 12]
    assert [checker.at(x, 1) for x in range(4)] == [12, 7, 12, 7]
    quarter = parse_colour("1^0")
    assert sum(quarter.at(x, y) == 0 for x in range(4) for y in range(4)) == 4


GOOD = """# a tiny face
portrait Tiny
legend svga cga
. backdrop 1 0
s skin 15 3+2
end
grid 3 2 1.00
.s.
sss
patch moon 3 2 1.00 1 0 1 1
.
"""


def test_parse_and_patch() -> None:
    pf = parse_portrait(GOOD, "tiny")
    grid = pf.grids[0]
    assert pf.with_expression(grid, "moon").rows == ("...", "sss")
    assert pf.with_expression(grid, "neutral").rows == grid.rows
    assert render(pf, grid, "cga") == [[0, 2, 0], [2, 3, 2]]  # the checker of 3 and 2


@pytest.mark.parametrize("bad, why", [
    (GOOD.replace(".s.", ".q."), "not in the legend"),
    (GOOD.replace(".s.", ".s"), "pixels wide"),
    (GOOD.replace("s skin 15 3+2", "s skin 15"), "one colour per family"),
    (GOOD.replace("15 3+2", "15 3+x"), "bad colour"),
    (GOOD.replace("15 3+2", "999 3"), "bad colour"),
    (GOOD.replace("1 0 1 1", "3 0 1 1"), "outside its grid"),
    (GOOD.replace("end\n", ""), "a legend line is"),
    (GOOD + "hello\n", "unexpected"),
    (GOOD.replace("portrait Tiny\n", ""), "no 'portrait'"),
    (GOOD.split("grid")[0], "no grid"),
    ("", "no 'portrait'"),
    ("portrait X\nlegend svga\n. a 1\n", "no 'end'"),
    ("portrait X\nlegend svga\n. a 1\nend\ngrid 3 5 1.0\n...\n", "rows missing"),
])
def test_damaged_files_give_one_clear_line(bad: str, why: str) -> None:
    with pytest.raises(PortraitError, match=why):
        parse_portrait(bad, "tiny")


def test_missing_or_damaged_file_says_so_as_the_original_did(tmp_path: Path) -> None:
    with pytest.raises(DataFileError, match=r"^Cannot find 'portraits/nobody.txt' data in "
                                            r"'HEARTS.DAT'$"):
        load_portrait("Nobody", tmp_path)
    (tmp_path / "broken.txt").write_text(GOOD.replace(".s.", ".q."), encoding="utf-8")
    with pytest.raises(DataFileError, match="portraits/broken.txt") as err:
        load_portrait("Broken", tmp_path)
    assert "not in the legend" in err.value.detail


@pytest.mark.parametrize("who", OPPONENTS)
def test_hercules_faces_read_on_two_levels(who: str) -> None:
    """On Hercules a face reads only where hair, skin and backdrop differ (issue 29,
    point 9: Lindsay's hair merged into the dither): no hair role takes the backdrop's
    pattern or any of the skin's (light, skin, shadow)."""
    pf = load_portrait(who)
    herc = {ch: role.colours["hercules"] for ch, role in pf.roles.items()}
    for hair in ("j", "h"):
        assert herc[hair] != herc["."], (who, hair)
        for skin in ("l", "s", "S"):
            assert herc[hair] != herc[skin], (who, hair, skin)
