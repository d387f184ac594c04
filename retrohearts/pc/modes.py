"""The video modes the emulated PC can show: geometry, colours, font, palette file.

A :class:`VideoMode` is plain data. ``modes.build(key, monitor, ...)`` makes one from a
mode key ("hercules", "cga", "ega", "ega64k", "vga", "svga640", "svga800") plus the
monitor and the palette variants; :mod:`retrohearts.pc.video` decides which to use.

The text modes a DOS program of the time switched to for its menus (a SETUP program), one
per adapter family, are in ``TEXT_MODE_KEYS``: ``text-mda`` (80x25 in 9x14 cells on the
monochrome monitor: Hercules, EGA on a 5151), ``text-cga`` (640x200, 8x8 cells),
``text-ega`` (640x350, 8x14) and ``text-vga`` (640x400, 8x16; VGA and Super VGA), in the
16 attribute colours (grey-summed on a monochrome monitor). ``text_mode_for`` picks the one
an adapter and monitor would show.

Besides the DOS adapters the PC offers one hand-held display, ``"psion3a"``: the
Psion Series 3a's 480x160 LCD in three shades (paper, grey, black), square pixels and
a proportional sans font. It is in ``LCD_MODE_KEYS``, not ``MODE_KEYS``, because it is
no DOS adapter: the legacy words and ``--mode`` never pick it, a program asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Monitor = Literal["color", "mono"]
Phosphor = Literal["white", "green", "amber"]

MODE_KEYS = ("hercules", "cga", "ega", "ega64k", "vga", "svga640", "svga800")
LCD_MODE_KEYS = ("psion3a",)
TEXT_MODE_KEYS = ("text-mda", "text-cga", "text-ega", "text-vga")
CGA_VARIANTS = ("1-high", "1-low", "0-high", "0-low", "5-high", "5-low")
CHIPSET = "Tseng Labs ET4000"


@dataclass(frozen=True)
class VideoMode:
    """One screen mode of one adapter on one monitor."""

    key: str  # a MODE_KEYS entry
    adapter: str  # "hercules" | "cga" | "ega" | "vga" | "svga" | "lcd"
    name: str  # what SYSINFO and the title screen call it
    bios_mode: str  # "04h", "10h", "101h", "HGC graphics"...
    width: int  # the DOS frame, in native pixels
    height: int
    colors: int  # how many colours the mode can show at once
    monitor: Monitor
    palette_name: str  # file in palettes/ (without .gpl)
    font_name: str  # file in retrohearts/pc/fonts/ (without .bdf)
    inks: str  # which logical-colour map applies (see pc/inks.py)
    display_height: int  # the frame's height on a 4:3 monitor, at this width
    driver: str = "BIOS"  # who sets the mode: "BIOS", "VESA BIOS", or a chip set driver

    @property
    def mono(self) -> bool:
        return self.monitor == "mono"

    @property
    def has_pointer(self) -> bool:
        """Whether a mouse pointer is drawn: a PC's screen shows one, the Psion's LCD
        (a machine without a mouse) never does; clicks still work there."""
        return self.adapter != "lcd"

    def output_size(self, square: bool) -> tuple[int, int]:
        """The pyxel screen size: 4:3 shape (row-replicated) or the native frame."""
        return (self.width, self.height if square else self.display_height)

    def describe(self) -> str:
        """One line for SYSINFO: '<name>, mode <bios> (<driver>), <monitor> monitor'."""
        return (f"{self.name}, mode {self.bios_mode} via {self.driver}, "
                f"{'monochrome' if self.mono else 'color'} monitor")


def build(key: str, monitor: Monitor = "color", *, phosphor: Phosphor | None = None,
          cga_palette: str = "1-high", novesa: bool = False) -> VideoMode:
    """Make the mode ``key`` for ``monitor``; raise ValueError for an unknown key."""
    mono = monitor == "mono"
    if key == "psion3a":  # an LCD is what it is, whatever the monitor
        return VideoMode(key, "lcd", "Psion Series 3a LCD 480x160 3 shades", "LCD",
                         480, 160, 3, "mono", "psion-3a", "psion-sans11", "lcd3", 160,
                         "Psion ASIC9")
    if key in TEXT_MODE_KEYS:
        return _text_mode(key, monitor, phosphor)
    if key == "hercules":
        tint = phosphor or "green"
        return VideoMode(key, "hercules", f"Hercules 720x348 2 colors ({tint})", "HGC graphics",
                         720, 348, 2, "mono", f"hercules-{tint}", "herc9x14", "hercules", 540)
    if key == "cga":
        if mono:
            tint = phosphor or "white"
            return VideoMode(key, "cga", "CGA 320x200 4 shades (composite mono)", "04h",
                             320, 200, 4, "mono", f"cga-mono-{tint}", "cga8x8", "cga", 240)
        if cga_palette not in CGA_VARIANTS:
            raise ValueError(f"unknown CGA palette {cga_palette!r}")
        pal, level = cga_palette.split("-")
        return VideoMode(key, "cga", f"CGA 320x200 4 colors (palette {pal} {level})",
                         "05h" if pal == "5" else "04h", 320, 200, 4, "color",
                         f"cga-{cga_palette}", "cga8x8", "cga", 240)
    if key in ("ega", "ega64k"):
        if mono:
            tint = phosphor or "green"
            return VideoMode(key, "ega", "EGA 640x350 monochrome (3 attributes)", "0Fh",
                             640, 350, 3, "mono", f"ega-mono-{tint}", "ega8x14", "egamono", 480)
        if key == "ega64k":
            return VideoMode(key, "ega", "EGA 640x350 4 colors (64K board)", "10h",
                             640, 350, 4, "color", "ega64k", "ega8x14", "ega64k", 480)
        return VideoMode(key, "ega", "EGA 640x350 16 colors", "10h", 640, 350, 16, "color",
                         "ega", "ega8x14", "ega16", 480)
    if key == "vga":
        return VideoMode(key, "vga", "VGA 640x480 16 colors", "12h", 640, 480, 16, monitor,
                         "vga-mono" if mono else "vga", "vga8x16", "vga16", 480)
    if key in ("svga640", "svga800"):
        w, h = (640, 480) if key == "svga640" else (800, 600)
        if novesa:
            bios, driver = ("2Eh" if key == "svga640" else "30h"), f"{CHIPSET} driver"
        else:
            bios, driver = ("101h" if key == "svga640" else "103h"), "VESA BIOS"
        return VideoMode(key, "svga", f"Super VGA {w}x{h} 256 colors", bios, w, h, 256, monitor,
                         "svga-mono" if mono else "svga", "vga8x16", "svga", h, driver)
    raise ValueError(f"unknown video mode {key!r}")


def _text_mode(key: str, monitor: Monitor, phosphor: Phosphor | None) -> VideoMode:
    """An 80x25 text mode: its cells drawn in the adapter's own font."""
    if key == "text-mda":
        tint = phosphor or "green"
        return VideoMode(key, "text", "MDA text 80x25 (9x14 cells), monochrome", "07h", 720, 350,
                         3, "mono", f"ega-mono-{tint}", "herc9x14", "egamono", 540)
    palette = "vga-mono" if monitor == "mono" else "vga"
    size = {"text-cga": (640, 200, "cga8x8"), "text-ega": (640, 350, "ega8x14"),
            "text-vga": (640, 400, "vga8x16")}[key]
    w, h, font = size
    cell = {"cga8x8": "8x8", "ega8x14": "8x14", "vga8x16": "8x16"}[font]
    return VideoMode(key, "text", f"{key[5:].upper()} text 80x25 ({cell} cells)", "03h", w, h,
                     16, monitor, palette, font, "vga16", 480)


def text_mode_for(adapter: str, monitor: Monitor) -> str:
    """The text mode key a DOS program would see on this adapter and monitor (a 64K EGA
    board shows its 16 text colours all the same; Super VGA boards start in VGA text)."""
    if adapter == "hercules" or (adapter == "ega" and monitor == "mono"):
        return "text-mda"
    if adapter == "cga":
        return "text-cga"
    if adapter == "ega":
        return "text-ega"
    return "text-vga"
