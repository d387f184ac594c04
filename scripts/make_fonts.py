"""Build the DOS bitmap fonts (``retrohearts/pc/fonts/*.bdf``) from hand-drawn sources.

Sources (``retrohearts/pc/fonts/src/``):
* ``font8x8.txt``  - the 8x8 CGA glyphs, drawn by hand;
* ``font8x12.txt`` - the tall glyph bodies (8 wide, 12 high: caps, x-height and
  descenders) used for the 8x14 EGA, 9x14 Hercules and 8x16 VGA cells, which add
  blank rows above and below (1+1 for 14 rows, 2+2 for 16 rows);
* ``font6x8.txt``  - a narrow 6x8 face, small print for the CGA screens that must say
  more than 40 columns hold (the Rules grid); its shapes follow the public-domain X11
  misc-fixed 6x9 font;
* ``psion_sans.txt`` - a proportional sans face, 11 rows high with one-pixel strokes,
  for the Psion 3a LCD mode: each glyph is as wide as its rows, the BDF adds one
  column of spacing, and the bold face is derived by doubling every stroke sideways,
  except the glyphs ``psion_sans_bold.txt`` draws by hand (where doubling would close a
  gap and turn one letter into another: a bold "G" must not read "6").
Each glyph is ``=<char>`` or ``=U+XXXX`` followed by its rows ('#' ink, '.' paper).

Box drawing, block and shade characters are geometric, so they are generated here for
each cell size: they must touch the cell's edges to join up. On the 9-dot Hercules
cell the ninth column is blank except for these, which extend into it, as on the MDA.

Run ``python scripts/make_fonts.py``; the BDF files are committed.
"""

from __future__ import annotations

from pathlib import Path

FONTS = Path(__file__).resolve().parent.parent / "retrohearts" / "pc" / "fonts"
SRC = FONTS / "src"

Bitmap = list[list[bool]]


def parse_source(path: Path, width: int | None, height: int) -> dict[str, Bitmap]:
    """Glyphs of a source file; ``width`` None = proportional (each glyph its own width)."""
    glyphs: dict[str, Bitmap] = {}
    name: str | None = None
    rows: list[str] = []

    def flush() -> None:
        if name is None:
            return
        want = len(rows[0]) if width is None and rows else width
        if len(rows) != height or any(len(r) != want for r in rows):
            raise SystemExit(f"{path.name}: glyph {name!r} is not {width}x{height}: {rows}")
        glyphs[name] = [[c == "#" for c in r] for r in rows]

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.rstrip()
        if not line or (line.startswith("#") and name is None):
            continue
        if line.startswith("=") and len(line) >= 2:
            flush()
            key = line[1:]
            name = chr(int(key[2:], 16)) if key.startswith("U+") and len(key) > 2 else key
            rows = []
        else:
            rows.append(line)
    flush()
    return glyphs


# --- geometric glyphs -------------------------------------------------------------
# (up, down, left, right) arm weights: 1 single, 2 double
BOX = {
    "─": (0, 0, 1, 1), "│": (1, 1, 0, 0), "┌": (0, 1, 0, 1), "┐": (0, 1, 1, 0),
    "└": (1, 0, 0, 1), "┘": (1, 0, 1, 0), "├": (1, 1, 0, 1), "┤": (1, 1, 1, 0),
    "┬": (0, 1, 1, 1), "┴": (1, 0, 1, 1), "┼": (1, 1, 1, 1),
    "═": (0, 0, 2, 2), "║": (2, 2, 0, 0), "╔": (0, 2, 0, 2), "╗": (0, 2, 2, 0),
    "╚": (2, 0, 0, 2), "╝": (2, 0, 2, 0), "╠": (2, 2, 0, 2), "╣": (2, 2, 2, 0),
    "╦": (0, 2, 2, 2), "╩": (2, 0, 2, 2), "╬": (2, 2, 2, 2),
}


def box_glyph(arms: tuple[int, int, int, int], w: int, h: int) -> Bitmap:
    up, down, left, right = arms
    cx, cy = (w - 1) // 2 if w == 8 else w // 2, (h - 1) // 2
    g = [[False] * w for _ in range(h)]

    def hline(y: int, x0: int, x1: int) -> None:
        for x in range(max(0, x0), min(w - 1, x1) + 1):
            g[y][x] = True

    def vline(x: int, y0: int, y1: int) -> None:
        for y in range(max(0, y0), min(h - 1, y1) + 1):
            g[y][x] = True

    if max(arms) == 1:
        if left:
            hline(cy, 0, cx)
        if right:
            hline(cy, cx, w - 1)
        if up:
            vline(cx, 0, cy)
        if down:
            vline(cx, cy, h - 1)
        return g
    # double lines at +-1 from the centre; each line stops where it meets the
    # perpendicular arm on its side, or runs to the far line when there is none
    if right:
        hline(cy - 1, cx + 1 if up else cx - 1, w - 1)
        hline(cy + 1, cx + 1 if down else cx - 1, w - 1)
    if left:
        hline(cy - 1, 0, cx - 1 if up else cx + 1)
        hline(cy + 1, 0, cx - 1 if down else cx + 1)
    if down:
        vline(cx - 1, cy + 1 if left else cy - 1, h - 1)
        vline(cx + 1, cy + 1 if right else cy - 1, h - 1)
    if up:
        vline(cx - 1, 0, cy - 1 if left else cy + 1)
        vline(cx + 1, 0, cy - 1 if right else cy + 1)
    return g


def block_glyph(ch: str, w: int, h: int) -> Bitmap:
    def cell(x: int, y: int) -> bool:
        if ch == "█":
            return True
        if ch == "▀":
            return y < h // 2
        if ch == "▄":
            return y >= h // 2
        if ch == "▌":
            return x < w // 2
        if ch == "▐":
            return x >= w // 2
        if ch == "░":
            return (x % 4 == 0 and y % 2 == 0) or (x % 4 == 2 and y % 2 == 1)
        if ch == "▒":
            return (x + y) % 2 == 0
        if ch == "▓":
            return not ((x % 4 == 1 and y % 2 == 0) or (x % 4 == 3 and y % 2 == 1))
        raise KeyError(ch)

    return [[cell(x, y) for x in range(w)] for y in range(h)]


BLOCKS = "█▀▄▌▐░▒▓"


def place(body: Bitmap, w: int, h: int, top: int) -> Bitmap:
    out = [[False] * w for _ in range(h)]
    for y, row in enumerate(body):
        if 0 <= y + top < h:
            for x, bit in enumerate(row[:w]):
                out[y + top][x] = bit
    return out


def derive_tall(small: Bitmap) -> Bitmap:
    """Stand-in 8x12 body from an 8x8 glyph (rows doubled, descender kept)."""
    rows = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 6, 7]
    return [list(small[r]) for r in rows][:12]


def build(name: str, w: int, h: int) -> dict[str, Bitmap]:
    glyphs: dict[str, Bitmap] = {}
    if h == 8:
        for ch, bmp in parse_source(SRC / "font8x8.txt", 8, 8).items():
            glyphs[ch] = place(bmp, w, h, 0)
    else:
        tall_src = SRC / "font8x12.txt"
        tall = parse_source(tall_src, 8, 12) if tall_src.exists() else {}
        small = parse_source(SRC / "font8x8.txt", 8, 8)
        top = (h - 12) // 2
        for ch, bmp in small.items():
            glyphs[ch] = place(tall.get(ch) or derive_tall(bmp), w, h, top)
        for ch, bmp in tall.items():
            glyphs.setdefault(ch, place(bmp, w, h, top))
    for ch, arms in BOX.items():
        glyphs[ch] = box_glyph(arms, w, h)
    for ch in BLOCKS:
        glyphs[ch] = block_glyph(ch, w, h)
    return glyphs


def bdf_text(name: str, h: int, descent: int, glyphs: dict[str, Bitmap],
             proportional: bool = False) -> str:
    """A BDF file: fixed cells (each glyph its cell, advanced by its width) or proportional
    (each glyph as wide as its bitmap, advanced by one column more)."""
    widest = max(len(b[0]) for b in glyphs.values())
    spacing, extra = ("P", 1) if proportional else ("C", 0)
    avg = 60 if proportional else widest * 10
    out = ["STARTFONT 2.1",
           f"FONT -RetroHearts-{name}-Medium-R-Normal--{h}-{h * 10}-75-75-{spacing}-{avg}"
           "-ISO10646-1",
           f"SIZE {h} 75 75", f"FONTBOUNDINGBOX {widest + extra} {h} 0 {-descent}",
           "COMMENT Drawn for RetroHearts; built by scripts/make_fonts.py",
           "STARTPROPERTIES 3", f"FONT_ASCENT {h - descent}", f"FONT_DESCENT {descent}",
           "DEFAULT_CHAR 32", "ENDPROPERTIES", f"CHARS {len(glyphs)}"]
    for ch in sorted(glyphs):
        bmp = glyphs[ch]
        w = len(bmp[0])
        nbytes = (w + 7) // 8
        out += [f"STARTCHAR U+{ord(ch):04X}", f"ENCODING {ord(ch)}",
                f"SWIDTH {round((w + extra) * 1000 / h)} 0", f"DWIDTH {w + extra} 0",
                f"BBX {w} {h} 0 {-descent}", "BITMAP"]
        for row in bmp:
            bits = "".join("1" if b else "0" for b in row).ljust(nbytes * 8, "0")
            out.append(f"{int(bits, 2):0{nbytes * 2}X}")
        out.append("ENDCHAR")
    out.append("ENDFONT")
    return "\n".join(out) + "\n"


def write_bdf(name: str, w: int, h: int, glyphs: dict[str, Bitmap]) -> None:
    descent = {8: 1, 14: 3, 16: 4}[h]
    (FONTS / f"{name}.bdf").write_text(bdf_text(name, h, descent, glyphs), encoding="ascii")


PSION_HEIGHT, PSION_DESCENT = 11, 2


def embolden(bmp: Bitmap) -> Bitmap:
    """The bold face of a glyph: every ink pixel doubled to its right (one column wider)."""
    return [[(x < len(row) and row[x]) or (x > 0 and row[x - 1]) for x in range(len(row) + 1)]
            for row in bmp]


def bold_face(sans: dict[str, Bitmap]) -> dict[str, Bitmap]:
    """The Psion bold face: every glyph emboldened, except those drawn by hand."""
    drawn = parse_source(SRC / "psion_sans_bold.txt", None, PSION_HEIGHT)
    return {ch: drawn.get(ch) or (bmp if ch == " " else embolden(bmp))
            for ch, bmp in sans.items()}


def write_proportional_bdf(name: str, glyphs: dict[str, Bitmap]) -> None:
    (FONTS / f"{name}.bdf").write_text(
        bdf_text(name, PSION_HEIGHT, PSION_DESCENT, glyphs, proportional=True),
        encoding="ascii")


def main() -> None:
    for name, (w, h) in {"cga8x8": (8, 8), "ega8x14": (8, 14), "herc9x14": (9, 14),
                         "vga8x16": (8, 16)}.items():
        write_bdf(name, w, h, build(name, w, h))
    write_bdf("cga6x8", 6, 8, parse_source(SRC / "font6x8.txt", 6, 8))
    sans = parse_source(SRC / "psion_sans.txt", None, PSION_HEIGHT)
    write_proportional_bdf("psion-sans11", sans)
    write_proportional_bdf("psion-sans11b", bold_face(sans))


if __name__ == "__main__":
    main()
