"""Write the palette data files in ``palettes/`` from the documented hardware rules.

Each palette is a GIMP ``.gpl`` file whose header comments say where its values come
from (the rules and tables of ``dos-hardware.md`` and the sources it cites). Run
``python scripts/make_palettes.py`` after changing a rule here; the files are committed,
and the game only ever reads them (``retrohearts/pc/palette.py``).
"""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "palettes"


def c8(c6: int) -> int:
    """6-bit DAC level -> 8-bit, rounding (DOSBox Staging's rgb6_to_8)."""
    return round(c6 * 255 / 63)


def rgbi(i: int) -> tuple[int, int, int]:
    """The 16 CGA/EGA default colours, with the IBM 5153 brown fix for colour 6."""
    if i == 6:
        return (0xAA, 0x55, 0x00)
    hi = 0x55 if i & 8 else 0
    return tuple(hi + (0xAA if i & bit else 0) for bit in (4, 2, 1))  # type: ignore[return-value]


def ega64(v: int) -> tuple[int, int, int]:
    """An EGA palette-register value rgbRGB -> RGB (primary 2/3, secondary 1/3)."""
    def ch(p: int, s: int) -> int:
        return (0xAA if v & p else 0) + (0x55 if v & s else 0)
    return (ch(4, 32), ch(2, 16), ch(1, 8))


def vga256() -> list[tuple[int, int, int]]:
    """The VGA mode 13h / VESA power-on DAC (dos-hardware.md 2.9)."""
    out = [rgbi(i) for i in range(16)]
    greys = (0, 5, 8, 11, 14, 17, 20, 24, 28, 32, 36, 40, 45, 50, 56, 63)
    out += [(c8(g),) * 3 for g in greys]  # type: ignore[misc]
    ramps = [(0, 16, 31, 47, 63), (31, 39, 47, 55, 63), (45, 49, 54, 58, 63),
             (0, 7, 14, 21, 28), (14, 17, 21, 24, 28), (20, 22, 24, 26, 28),
             (0, 4, 8, 12, 16), (8, 10, 12, 14, 16), (11, 12, 13, 15, 16)]
    for ramp in ramps:
        lo, hi = ramp[0], ramp[4]
        r, g, b = lo, lo, hi
        block = []
        # walk blue->magenta->red->yellow->green->cyan->(blue), 4 steps each
        for channel, direction in (("r", 1), ("b", -1), ("g", 1), ("r", -1), ("b", 1), ("g", -1)):
            for _step in range(4):
                block.append((c8(r), c8(g), c8(b)))
                idx = ramp.index({"r": r, "g": g, "b": b}[channel]) + direction
                value = ramp[idx]
                if channel == "r":
                    r = value
                elif channel == "g":
                    g = value
                else:
                    b = value
        out += block
    out += [(0, 0, 0)] * 8
    assert len(out) == 256, len(out)
    return out


def grey_sum(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """IBM VGA BIOS colour summing (INT 10h AX=101Bh fixed-point form)."""
    r6, g6, b6 = (round(c * 63 / 255) for c in rgb)
    g = min(63, (77 * r6 + 151 * g6 + 28 * b6 + 128) >> 8)
    return (c8(g),) * 3  # type: ignore[return-value]


def hexes(text: str) -> list[tuple[int, int, int]]:
    return [tuple(int(h[i:i + 2], 16) for i in (0, 2, 4)) for h in text.split()]  # type: ignore[misc]


PHOSPHOR = {  # DOSBox Staging hercules_palettes [S11], normal / bright
    "white": ((0xAA, 0xAA, 0xAA), (0xFF, 0xFF, 0xFF)),
    "green": ((0x00, 0x9A, 0x00), (0x00, 0xFF, 0x00)),
    "amber": ((0xD2, 0x82, 0x00), (0xFF, 0xD2, 0x00)),
}
MONO_CGA = {  # DOSBox Staging mono_cga_graphics_palettes [S11], RGBI index order
    "white": hexes("000000 353535 555555 616161 929292 9E9E9E CECECE DFDFDF "
                   "202020 414141 717171 828282 B2B2B2 BEBEBE EFEFEF FFFFFF"),
    "green": hexes("000000 00350C 045D14 046918 08A224 08B228 0CE735 0CF339 "
                   "001C04 044D10 047D1C 048E20 08C62D 08D731 14FF45 35FF5D"),
    "amber": hexes("000000 551400 822D00 923500 CE6100 DF6D00 FF9A04 FFAE18 "
                   "2D0800 6D2000 A64500 BA5100 EF7900 FB8600 FFCA28 FFE335"),
}
CGA_SETS = {  # RGBI indices of colours 1-3 (dos-hardware.md 2.3)
    "1-high": (11, 13, 15), "1-low": (3, 5, 7), "0-high": (10, 12, 14),
    "0-low": (2, 4, 6), "5-high": (11, 12, 15), "5-low": (3, 4, 7),
}
NAMES16 = ("black", "blue", "green", "cyan", "red", "magenta", "brown", "light grey",
           "dark grey", "light blue", "light green", "light cyan", "light red",
           "light magenta", "yellow", "white")

SRC = "Source: /work/shared/reference/dos-hardware.md (RetroHearts fact sheet)"


def write(name: str, title: str, notes: list[str], colours: list[tuple[int, int, int]],
          labels: list[str] | None = None) -> None:
    lines = ["GIMP Palette", f"Name: {title}", "Columns: 8", "#"]
    lines += [f"# {n}" for n in notes]
    lines.append("#")
    for i, (r, g, b) in enumerate(colours):
        label = labels[i] if labels else f"{i}"
        lines.append(f"{r:3d} {g:3d} {b:3d}\t{label}")
    (OUT / f"{name}.gpl").write_text("\n".join(lines) + "\n")


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for tint, (normal, bright) in PHOSPHOR.items():
        write(f"hercules-{tint}", f"Hercules graphics 720x348, {tint} phosphor",
              ["Two colours: beam off, beam on (the phosphor at full brightness).",
               "Phosphor values: DOSBox Staging src/hardware/video/vga_other.cpp",
               "hercules_palettes, 6-bit levels converted with round(c*255/63).", SRC + " 2.11"],
              [(0, 0, 0), bright], ["off", f"{tint} phosphor"])
        write(f"ega-mono-{tint}", f"EGA mode 0Fh 640x350 on an IBM 5151, {tint} phosphor",
              ["Mode 0Fh attributes (IBM EGA Technical Reference): black, video,",
               "intensified video (blinking video shows as video). Normal is 2/3",
               "of bright, the DOSBox pair for this tint.", SRC + " 2.7, 2.11"],
              [(0, 0, 0), normal, bright], ["black", "video", "intensified video"])
        base = MONO_CGA[tint]
        for variant, (a, b, c) in CGA_SETS.items():
            if variant != "1-high":
                continue
            write(f"cga-mono-{tint}", f"CGA 320x200 on a composite mono monitor, {tint}",
                  ["CGA palette 1 high intensity (BIOS default) as a composite",
                   "monochrome monitor shows it: DOSBox Staging",
                   "mono_cga_graphics_palettes, entries 0, 11, 13, 15.", SRC + " 2.11"],
                  [base[0], base[a], base[b], base[c]],
                  ["black", "light cyan", "light magenta", "white"])
    for variant, idx in CGA_SETS.items():
        pal, intensity = variant.split("-")
        cols = [rgbi(0)] + [rgbi(i) for i in idx]
        write(f"cga-{variant}", f"CGA 320x200 palette {pal}, {intensity} intensity",
              [f"Mode {'05h (B/W bit)' if pal == '5' else '04h'}: background black,"
               f" colours 1-3 = RGBI {idx}.",
               "BIOS default is palette 1 high intensity (3D9h = 30h).",
               "RGBI values: 2/3 per primary bit, 1/3 for intensity, brown fix.",
               SRC + " 2.2, 2.3 (DOSBox Staging int10_modes.cpp, VGADOC CGA.TXT)"],
              cols, ["black"] + [NAMES16[i] for i in idx])
    regs = (0x00, 0x01, 0x02, 0x03, 0x04, 0x10, 0x14, 0x07,
            0x38, 0x39, 0x3A, 0x3B, 0x3C, 0x3D, 0x3E, 0x3F)
    names = list(NAMES16)
    names[5] = "dark green"
    write("ega", "EGA mode 10h 640x350, 16 of 64",
          ["BIOS palette registers 00 01 02 03 04 05 14 07 38-3F through the",
           "64-colour rgbRGB table (primary AA, secondary 55), with register 5",
           "reprogrammed from 05h (magenta) to 10h (dark green) for the felt's",
           "shadows, as the game programs it.", SRC + " 2.5 (IBM EGA TechRef)"],
          [ega64(v) for v in regs],
          [f"{n} (reg {v:02X}h)" for n, v in zip(names, regs, strict=True)])
    write("ega64k", "EGA with 64 KB, mode 10h 640x350, 4 colours",
          ["Planes C0 and C2 only: pixel values 0, 1, 4, 5 through palette",
           "registers 00h, 01h, 04h, 07h (IBM EGA Technical Reference,",
           "Color Mapping table).", SRC + " 2.6"],
          [ega64(0x00), ega64(0x01), ega64(0x04), ega64(0x07)],
          ["black (pixel 0)", "blue (pixel 1)", "red (pixel 4)", "white (pixel 5)"])
    vga16 = [rgbi(i) for i in range(16)]
    write("vga", "VGA mode 12h 640x480, 16 colours",
          ["Attribute registers 00-05 14 07 38-3F into the default DAC: the",
           "16 CGA colours with brown.", SRC + " 2.8"], vga16, list(NAMES16))
    write("vga-mono", "VGA mode 12h on a monochrome monitor",
          ["The 16 colours of vga.gpl after IBM BIOS grey-scale summing:",
           "grey6 = min(63, (77 R6 + 151 G6 + 28 B6 + 128) >> 8) (INT 10h 101Bh).",
           SRC + " 2.11"], [grey_sum(c) for c in vga16], [f"{n} summed" for n in NAMES16])
    dac = vga256()
    write("svga", "Super VGA 256 colours: the VGA/VESA power-on DAC",
          ["Default DAC of mode 13h and VESA 101h/103h: 16 CGA colours, a",
           "16-step grey ramp, 9 blocks of 24 hues, 8 blacks.", SRC + " 2.9, 2.10"], dac)
    write("svga-mono", "Super VGA 256 colours on a monochrome monitor",
          ["svga.gpl after IBM BIOS grey-scale summing (INT 10h 101Bh).", SRC + " 2.11"],
          [grey_sum(c) for c in dac])
    write("psion-3a", "Psion Series 3a LCD 480x160, 3 shades",
          ["The 3a's display has a black plane and a grey plane over a reflective",
           "greenish panel with no backlight (MAME psion_asic9.cpp: 3 pens).",
           "MAME's own pens are (190,220,190), (190,210,180), (130,130,110); its grey",
           "hardly differs from the panel, so ours are a design choice: the panel",
           "tone, a mid grey halfway to a deep black, the black of a contrasty LCD.",
           "Source: /work/shared/reference/psion-3a.md (RetroHearts fact sheet)"],
          [(184, 202, 170), (120, 134, 110), (36, 44, 34)], ["paper", "grey", "black"])


if __name__ == "__main__":
    main()
