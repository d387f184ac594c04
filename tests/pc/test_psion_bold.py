"""The Psion bold face keeps every letter itself: doubling a stroke must not close a gap.

The bold face is the regular one with every stroke doubled to its right, except the glyphs
drawn by hand (``fonts/src/psion_sans_bold.txt``). Doubling closes a one-pixel gap: the
G's bar row ``#.###`` became ``#####`` and "Game" read "6ame". A closed gap shows as a
change in the glyph's enclosed counters (the G gained the 6's loop), so each bold glyph
must have as many holes as the regular one, and no two characters may look the same.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.pc.font import FONT_DIR

Bitmap = list[list[bool]]


def read_bdf(path: Path) -> dict[str, Bitmap]:
    """Every glyph of a BDF file as rows of ink (True) and paper."""
    glyphs: dict[str, Bitmap] = {}
    ch, width, rows = "", 0, -1
    bitmap: Bitmap = []
    for line in path.read_text(encoding="ascii").splitlines():
        word, _, rest = line.partition(" ")
        if rows >= 0 and word != "ENDCHAR":
            bits = bin(int(line, 16))[2:].zfill(len(line) * 4)
            bitmap.append([b == "1" for b in bits[:width]])
        elif word == "ENCODING":
            ch = chr(int(rest))
        elif word == "BBX":
            width = int(rest.split()[0])
        elif word == "BITMAP":
            rows, bitmap = 0, []
        elif word == "ENDCHAR":
            glyphs[ch], rows = bitmap, -1
    return glyphs


def holes(bmp: Bitmap) -> int:
    """Paper regions (4-connected) that do not reach the glyph's edge."""
    h, w = len(bmp) + 2, len(bmp[0]) + 2
    ink = [[False] * w] + [[False, *row, False] for row in bmp] + [[False] * w]
    seen = [[False] * w for _ in range(h)]
    regions = 0
    for y in range(h):
        for x in range(w):
            if ink[y][x] or seen[y][x]:
                continue
            regions += 1
            todo = [(y, x)]
            seen[y][x] = True
            while todo:
                cy, cx = todo.pop()
                for ny, nx in ((cy + 1, cx), (cy - 1, cx), (cy, cx + 1), (cy, cx - 1)):
                    if 0 <= ny < h and 0 <= nx < w and not ink[ny][nx] and not seen[ny][nx]:
                        seen[ny][nx] = True
                        todo.append((ny, nx))
    return regions - 1   # the paper around the glyph


REGULAR = read_bdf(FONT_DIR / "psion-sans11.bdf")
BOLD = read_bdf(FONT_DIR / "psion-sans11b.bdf")


def test_the_bold_face_has_every_glyph() -> None:
    assert set(BOLD) == set(REGULAR)


@pytest.mark.parametrize("ch", sorted(REGULAR))
def test_bold_keeps_the_counters(ch: str) -> None:
    assert holes(BOLD[ch]) == holes(REGULAR[ch]), f"bold {ch!r} gained or lost a loop"


def test_bold_glyphs_differ_where_the_regular_ones_do() -> None:
    shapes: dict[tuple[tuple[bool, ...], ...], str] = {}
    for ch, bmp in BOLD.items():
        key = tuple(tuple(row) for row in bmp)
        other = shapes.setdefault(key, ch)
        assert other == ch or REGULAR[other] == REGULAR[ch], (
            f"bold {ch!r} looks like bold {other!r}")


def test_bold_g_keeps_its_open_bar() -> None:
    """The row of the G's bar has a gap between the stem and the bar, as the regular G."""
    bar = next(i for i, row in enumerate(REGULAR["G"]) if "".join(
        "#" if b else "." for b in row).startswith("#.#"))
    row = "".join("#" if b else "." for b in BOLD["G"][bar])
    assert "#." in row and row.rstrip(".").count(".") >= 1, row
    assert BOLD["G"] != BOLD["6"]


def test_the_committed_faces_are_what_make_fonts_builds() -> None:
    import importlib.util

    script = Path(__file__).resolve().parents[2] / "scripts" / "make_fonts.py"
    spec = importlib.util.spec_from_file_location("make_fonts", script)
    assert spec is not None and spec.loader is not None
    make_fonts = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_fonts)
    sans = make_fonts.parse_source(make_fonts.SRC / "psion_sans.txt", None,
                                   make_fonts.PSION_HEIGHT)
    for name, glyphs in (("psion-sans11", sans), ("psion-sans11b", make_fonts.bold_face(sans))):
        built = make_fonts.bdf_text(name, make_fonts.PSION_HEIGHT, make_fonts.PSION_DESCENT,
                                    glyphs, proportional=True)
        assert (FONT_DIR / f"{name}.bdf").read_text(encoding="ascii") == built, name
