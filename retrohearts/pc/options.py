"""What the command line (and HEARTS.CLI) asks of the emulated PC.

A small, frozen record shared by the option parser (``pc/config.py``), the video
mode selection (``pc/video.py``), the sound layer and the run loop (``pc/app.py``).
``None`` means "not forced: auto-detect".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

Adapter = Literal["hercules", "cga", "ega", "vga", "svga"]
Monitor = Literal["color", "mono"]
Aspect = Literal["4:3", "square"]
Look = Literal["crisp", "smooth", "retro"]
Phosphor = Literal["white", "green", "amber"]


@dataclass(frozen=True)
class PCOptions:
    """The emulated PC's configuration as the user asked for it."""

    adapter: Adapter | None = None  # HERCULES/HGC, CGA, EGA, VGA, SVGA; None = detect
    monitor: Monitor | None = None  # COLOR / MONO; None = detect
    ega64k: bool = False  # EGA64K: the original 64K EGA board, 4 colours
    novesa: bool = False  # NOVESA: ignore the VESA driver, talk to the chip set
    silent: bool = False  # SILENT / QUIET: start with no music and no sound
    aspect: Aspect = "4:3"  # the monitor's shape, or square pixels
    look: Look = "crisp"  # pyxel's screen look (windowed only)
    phosphor: Phosphor | None = None  # mono tint; None = the monitor's usual (5151 green...)
    cga_palette: str = "1-high"  # CGA palette variant: 1-high (BIOS default), 1-low, 0-high,
    # 0-low, 5-high, 5-low
    mode: str | None = None  # exact mode key (pc/modes.py MODE_KEYS): tests, bench, demos
    # --board / --music / --sounds (HEARTS.CLI, written by SETUP): the sound controls at the
    # start, over the saved defaults; None = the defaults' (pc/sound/settings.py values)
    sound_board: str | None = None
    music: str | None = None
    sounds: str | None = None


@dataclass(frozen=True)
class HeadlessRun:
    """A run with no window: N frames of scripted input, then screenshots."""

    frames: int
    screenshot: Path | None = None  # saved after the last frame
    keys: str = ""  # scripted keys and mouse events (syntax in pc/script.py)
    screenshots_at: dict[int, Path] = field(default_factory=dict)  # frame -> PNG path
    realtime: bool = False  # pace frames by the clock (normally as fast as the CPU allows)
