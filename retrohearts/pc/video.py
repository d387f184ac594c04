"""Video adapters: which mode to use (and why), and showing the frame with its palette.

``select_mode(options)`` turns the command line's wishes plus what the host shows into
a :class:`ModeChoice` whose ``reason`` SYSINFO prints. :class:`Video` applies a mode to
pyxel: the palette (256 entries, every one a colour of the mode), and after each frame
the row replication that gives non-square pixels their 4:3 shape.
"""

from __future__ import annotations

import bisect
import os
import sys
from dataclasses import dataclass, field

from retrohearts.datafiles import DataFileError
from retrohearts.pc.aspect import row_map, row_runs, source_row
from retrohearts.pc.inks import Ink, inks_for
from retrohearts.pc.modes import CHIPSET, LCD_MODE_KEYS, Monitor, VideoMode, build
from retrohearts.pc.options import PCOptions
from retrohearts.pc.palette import Palette, load_palette

DISPLAY_ENV = "RETROHEARTS_DISPLAY"  # "WIDTHxHEIGHT" to tell detection the screen size


@dataclass(frozen=True)
class ModeChoice:
    """The mode picked for a run, and why (for SYSINFO)."""

    mode: VideoMode
    reason: str
    display: tuple[int, int] | None = None  # host display size, if known
    chipset: str | None = None  # chip set "detected" when NOVESA asked for it
    offered: tuple[str, ...] = field(default_factory=tuple)  # modes the driver offers


def detect_display() -> tuple[int, int] | None:
    """The host display's size, or None with no display (headless, SSH, CI)."""
    forced = os.environ.get(DISPLAY_ENV, "")
    if forced:
        try:
            w, h = (int(v) for v in forced.lower().split("x"))
            return (w, h)
        except ValueError:
            return None
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen") or sys.platform == "emscripten":
        return None  # (in a web page the picture is scaled to the window by the page)
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    ):
        return None
    try:
        import tkinter

        root = tkinter.Tk()
        root.withdraw()
        size = (int(root.winfo_screenwidth()), int(root.winfo_screenheight()))
        root.destroy()
        return size
    except Exception:  # no Tk, no display: nothing to learn
        return None


def _svga_offer(novesa: bool) -> tuple[str, ...]:
    if novesa:  # the chip set driver knows the ET4000's own modes, 640x400 included
        return ("640x400x256 (2Fh)", "640x480x256 (2Eh)", "800x600x256 (30h)")
    return ("640x480x256 (101h)", "800x600x256 (103h)")


def _fits(mode_w: int, mode_h: int, display: tuple[int, int]) -> bool:
    return mode_w <= display[0] * 0.9 and mode_h <= display[1] * 0.9


def select_mode(options: PCOptions, display: tuple[int, int] | None | str = "detect",
                *, headless: bool = False) -> ModeChoice:
    """Pick the mode for ``options``. ``display`` is the host size, None, or "detect"."""
    disp = detect_display() if display == "detect" and not headless else (
        None if display == "detect" else display)
    assert disp is None or isinstance(disp, tuple)
    monitor = options.monitor or "color"
    why_mon = "monochrome monitor (MONO)" if options.monitor == "mono" else (
        "color monitor (COLOR)" if options.monitor == "color" else "color monitor assumed")
    chipset = CHIPSET if options.novesa else None
    offered = _svga_offer(options.novesa)

    def choice(key: str, why: str, mon: Monitor = monitor) -> ModeChoice:
        mode = build(key, mon, phosphor=options.phosphor, cga_palette=options.cga_palette,
                     novesa=options.novesa)
        return ModeChoice(mode, why, disp, chipset, offered)

    adapter = options.adapter
    if options.mode in LCD_MODE_KEYS:
        return choice(options.mode, f"LCD {options.mode} asked for (a hand-held's own display, "
                                    "no monitor to choose)", "mono")
    if options.mode:
        return choice(options.mode, f"mode {options.mode} asked for; {why_mon}")
    if adapter == "hercules":
        return choice("hercules", "HERCULES asked for (always monochrome)", "mono")
    if adapter in ("cga", "vga"):
        return choice(adapter, f"{adapter.upper()} asked for; {why_mon}")
    if adapter == "ega" or (adapter is None and options.ega64k):
        what = "EGA64K asked for" if options.ega64k else "EGA asked for"
        return choice("ega64k" if options.ega64k else "ega", f"{what}; {why_mon}")
    driver = f"{CHIPSET} chip set driver (NOVESA)" if options.novesa else "VESA BIOS"
    if adapter == "svga":
        if disp is None or _fits(800, 600, disp):
            where = "no display size known" if disp is None else f"display {disp[0]}x{disp[1]}"
            return choice("svga800", f"SVGA asked for; best mode 800x600 ({where}); {driver}; "
                                     f"{why_mon}")
        return choice("svga640", f"SVGA asked for; display {disp[0]}x{disp[1]} too small for "
                                 f"800x600, so 640x480; {driver}; {why_mon}")
    # Nothing forced: the best mode this host shows well.
    if disp is None:
        key, why = "svga640", "no display found (headless): Super VGA 640x480, a sensible default"
    elif _fits(800, 600, disp):
        key, why = "svga800", f"display {disp[0]}x{disp[1]} shows 800x600 well: the best mode"
    elif _fits(640, 480, disp):
        key, why = "svga640", f"display {disp[0]}x{disp[1]} fits 640x480 but not 800x600"
    else:
        key, why = "cga", f"display {disp[0]}x{disp[1]} is small: CGA 320x200 fits it"
    if key.startswith("svga"):
        why += f"; {driver}"
    return choice(key, f"{why}; {why_mon}")


class Video:
    """A mode applied to pyxel: palette, logical inks, aspect and coordinates."""

    def __init__(self, mode: VideoMode, square: bool = False) -> None:
        self.mode = mode
        self.square = square
        self.palette: Palette = load_palette(mode.palette_name)
        if len(self.palette) != mode.colors:  # a cut or edited file: not our data
            raise DataFileError(f"palettes/{mode.palette_name}.gpl",
                                f"{len(self.palette)} colours, mode {mode.key} shows "
                                f"{mode.colors}")
        self.ink: Ink = inks_for(mode.inks, mode.mono)
        self.width, self.height = mode.width, mode.height
        self.out_width, self.out_height = mode.output_size(square)
        self._rows: list[int] | None = (
            None if self.out_height == self.height else row_map(self.height, self.out_height))
        self._runs = row_runs(self._rows or [])
        self._scratch: object | None = None  # a pyxel.Image the native frame is copied into

    def apply_palette(self) -> None:
        import pyxel

        pyxel.colors[:] = self.palette.expand_256()

    def present(self) -> None:
        """Stretch the native frame (top rows of the pyxel screen) to the 4:3 shape."""
        if self._rows is None:
            return
        import pyxel

        if self._scratch is None:
            self._scratch = pyxel.Image(self.out_width, self.height)
        scratch = self._scratch
        assert isinstance(scratch, pyxel.Image)
        scratch.blt(0, 0, pyxel.screen, 0, 0, self.out_width, self.height)
        for dst, src, n in reversed(self._runs):
            pyxel.blt(0, dst, scratch, 0, src, self.out_width, n)

    def to_native(self, x: int, y: int) -> tuple[int, int]:
        """A pyxel-screen position (e.g. the mouse) in native frame pixels."""
        nx = max(0, min(self.width - 1, x))
        if self._rows is None:
            return (nx, max(0, min(self.height - 1, y)))
        return (nx, source_row(y, self.height, self.out_height))

    def to_output(self, x: int, y: int) -> tuple[int, int]:
        """A native position on the pyxel screen (the first output row showing it)."""
        if self._rows is None:
            return (x, y)
        return (x, bisect.bisect_left(self._rows, y))
