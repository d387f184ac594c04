"""SYSINFO: the short report on this computer that the 1993 program printed.

It must work with no display and no sound card, and never crash: every probe
below catches its own failures and reports "unknown" instead. Nothing here calls
``pyxel.init``. The sound layer's audio probe (pc/sound/detect.py) runs in a child
process with a time limit, so a driver that hangs or crashes cannot take SYSINFO
down; the mode and its reason come from pc/video.py's ``select_mode``.

Speed is measured now: a small fixed integer loop is timed (best of a few short
runs) and compared with :data:`PC_LOOPS_PER_SECOND`, our estimate of how fast a
4.77 MHz IBM PC would run the same loop written in 8088 assembly (about 60 clock
cycles per pass: a shift-and-add, an AND, an XOR and the loop jump, with the
8088's four-cycles-per-instruction-byte fetch as the bottleneck). The result is
a rough "times an IBM PC" figure in the spirit of the utilities of the time.
"""

from __future__ import annotations

import importlib
import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from retrohearts import __version__
from retrohearts.pc.config import Config
from retrohearts.pc.modes import LCD_MODE_KEYS
from retrohearts.pc.options import PCOptions

PC_CLOCK_MHZ = 4.77
PC_CYCLES_PER_LOOP = 60
PC_LOOPS_PER_SECOND = PC_CLOCK_MHZ * 1_000_000 / PC_CYCLES_PER_LOOP  # about 79,500
SPEED_LOOPS = 50_000
CONVENTIONAL_K = 640
CONVENTIONAL_FREE_K = 579  # what DOS 5 with HIMEM, a mouse driver and SMARTDRV left free
#: What the program needs of the emulated PC's memory: the 400K of conventional memory the
#: 1993 manual asks for, and, since the emulated PC's extended memory is the host's free
#: memory, what this edition takes of it at most (about 28 MB measured in a Super VGA
#: game, rounded up).
NEEDED_CONVENTIONAL_K = 400
NEEDED_EXTENDED_K = 32 * 1024
NOT_ENOUGH_MEMORY = "Not enough memory for this program to run - Sorry."
AUDIO_PROBE_TIMEOUT = 5.0


def _speed_loop(n: int) -> int:
    a, b = 0, 1
    for i in range(n):
        a = (a + i * 3) & 0xFFFF
        b ^= a
    return b


def measure_speed(loops: int = SPEED_LOOPS, runs: int = 3) -> float:
    """This computer's speed as a multiple of a 4.77 MHz IBM PC (measured now)."""
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        _speed_loop(loops)
        best = min(best, time.perf_counter() - start)
    best = max(best, 1e-9)
    return (loops / best) / PC_LOOPS_PER_SECOND


def dos_version() -> str:
    """The "DOS" version: Python's major.minor, with the host system beside it."""
    py = platform.python_version()
    major, minor = sys.version_info[:2]
    system = platform.system() or "unknown system"
    release = platform.release()
    machine = platform.machine()
    host = " ".join(part for part in (system, release, machine) if part)
    return f"{major}.{minor:02d}  (Python {py} on {host})"


@dataclass(frozen=True)
class VideoChoice:
    """The adapter and mode these options give, and why."""

    adapter: str  # "Super VGA (VESA)"
    mode: str  # "800x600, 256 colors (VESA mode 103h)"
    why: str
    chipset: str  # what NOVESA found, or how the card is driven
    monitor: str  # "Color" / "Monochrome"
    monitor_why: str


_ADAPTER_NAMES = {
    "hercules": "Hercules Graphics Card",
    "cga": "CGA (Color Graphics Adapter)",
    "ega": "EGA (Enhanced Graphics Adapter)",
    "vga": "VGA (Video Graphics Array)",
    "svga": "Super VGA",
    "lcd": "Liquid crystal display (Psion Series 3a)",
}
_MODES = {
    "hercules": "720x348, 2 colors (Hercules graphics page)",
    "cga": "320x200, 4 colors (BIOS mode 04h)",
    "ega": "640x350, 16 colors (BIOS mode 10h)",
    "ega64k": "640x350, 4 colors (BIOS mode 10h on a 64K board)",
    "vga": "640x480, 16 colors (BIOS mode 12h)",
    "svga": "800x600, 256 colors (VESA mode 103h)",
    "svga-novesa": "800x600, 256 colors (chip set's own mode, no VESA)",
}
FALLBACK_CHIPSET = "Tseng Labs ET4000"  # what pc/modes.py's NOVESA path talks to


def _chipset_line(chipset: str | None, adapter: str, offered: tuple[str, ...]) -> str:
    modes = f"; modes: {', '.join(offered)}" if offered else ""
    if chipset and adapter == "svga":
        return f"{chipset} found; driving it directly, VESA ignored (NOVESA){modes}"
    if chipset:
        return f"{chipset} found, unused: NOVESA only matters for Super VGA"
    if adapter == "svga":
        return f"not probed: the VESA BIOS extension drives the card{modes}"
    return "not needed in this mode"


def _monitor_why(pc: PCOptions, reasons: dict[str, str], adapter: str) -> str:
    if adapter == "hercules":
        why = "Hercules cards drive monochrome monitors only"
        if pc.monitor == "color":
            why += f"; {reasons.get('monitor', 'COLOR')} has no effect"
        return why
    if pc.monitor is not None:
        return reasons.get("monitor", "")
    return "assumed: displays of today show color"


def _fallback_video(pc: PCOptions, reasons: dict[str, str]) -> VideoChoice:
    """Mode choice from the options alone (when pc.video cannot be asked)."""
    adapter = pc.adapter or "svga"
    why = reasons.get("adapter", "nothing forced: the best mode available")
    if adapter == "ega" and pc.ega64k:
        mode_key = "ega64k"
    elif adapter == "svga" and pc.novesa:
        mode_key = "svga-novesa"
    else:
        mode_key = adapter
    name = _ADAPTER_NAMES[adapter] + (" (VESA)" if adapter == "svga" and not pc.novesa else "")
    chipset = FALLBACK_CHIPSET if pc.novesa else None
    mono = pc.monitor == "mono" or adapter == "hercules"
    return VideoChoice(
        adapter=name, mode=_MODES[mode_key], why=why,
        chipset=_chipset_line(chipset, adapter, ()),
        monitor="Monochrome" if mono else "Color",
        monitor_why=_monitor_why(pc, reasons, adapter),
    )


def _from_video_layer(config: Config) -> VideoChoice:
    """Ask pc/video.py's ``select_mode`` what these options give on this host."""
    video: Any = importlib.import_module("retrohearts.pc.video")
    choice = video.select_mode(config.pc, "detect", headless=config.headless is not None)
    mode = choice.mode
    adapter = _ADAPTER_NAMES.get(mode.adapter, mode.adapter)
    if mode.adapter == "svga":
        adapter += f" ({choice.chipset})" if choice.chipset else " (VESA)"
    return VideoChoice(
        adapter=adapter,
        mode=f"{mode.name}, mode {mode.bios_mode} via {mode.driver}",
        why=str(choice.reason),
        chipset=_chipset_line(choice.chipset, mode.adapter, tuple(choice.offered)),
        monitor="Monochrome" if mode.mono else "Color",
        monitor_why=_monitor_why(config.pc, config.reasons, mode.adapter),
    )


def video_choice(config: Config) -> VideoChoice:
    """Adapter, mode and monitor these options will use, with the reasons."""
    try:
        return _from_video_layer(config)
    except Exception:  # noqa: BLE001 - SYSINFO must report, not crash
        return _fallback_video(config.pc, config.reasons)


def display_available() -> bool:
    """Whether a window could open here (a guess made without opening one)."""
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in ("dummy", "offscreen"):
        return False
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


@dataclass(frozen=True)
class SoundProbe:
    """What the audio probe found: an open device, or why not."""

    opened: bool
    driver: str  # SDL's audio driver name, or ""
    detail: str  # the device name, or the reason it failed
    description: str = ""  # the sound layer's own SYSINFO line, when it gave one


def probe_audio(timeout: float = AUDIO_PROBE_TIMEOUT) -> SoundProbe:
    """Whether an audio device opens, asked in a child process that may fail safely."""
    if os.environ.get("SDL_AUDIODRIVER", "").lower() == "dummy":
        return SoundProbe(False, "dummy", "SDL_AUDIODRIVER=dummy")
    try:
        done = subprocess.run(
            [sys.executable, "-m", "retrohearts.pc.sysinfo", "--probe-audio"],
            capture_output=True, text=True, timeout=timeout, check=False,
        )
        lines = done.stdout.strip().splitlines()
        if not lines:
            return SoundProbe(False, "", f"the audio probe failed (status {done.returncode})")
        found = json.loads(lines[-1])
        return SoundProbe(bool(found["opened"]), str(found["driver"]), str(found["detail"]),
                          str(found.get("description", "")))
    except subprocess.TimeoutExpired:
        return SoundProbe(False, "", f"the audio device did not answer in {timeout:g} s")
    except (OSError, ValueError, KeyError, TypeError) as error:
        return SoundProbe(False, "", f"the audio probe failed ({error})")


def sound_report(probe: SoundProbe, silent: bool) -> str:
    """The sound line: the boards we imitate when a device opens, else silence."""
    if probe.description:
        text = probe.description
    elif probe.opened:
        text = (f"AdLib, Sound Blaster 2.0 and PC speaker (host audio: {probe.driver}, "
                f"{probe.detail})")
    elif probe.driver == "dummy":
        text = "no sound board found (SDL_AUDIODRIVER=dummy): silence"
    else:
        text = f"no sound board found ({probe.detail or 'no audio device'}): silence"
    if silent:
        text += "; SILENT: music and sound start turned off"
    return text


def mouse_report(display: bool) -> str:
    """The mouse line: the host pointer stands in for a Microsoft mouse."""
    if display:
        return "Microsoft compatible, 2 buttons (the host's pointer)"
    return "no mouse driver: no display to point at (the keyboard does everything)"


def free_memory_k() -> int | None:
    """The host's free memory in K (1024 bytes), or None when it cannot be told."""
    try:
        with open("/proc/meminfo", encoding="ascii") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    try:
        pages = os.sysconf("SC_AVPHYS_PAGES")
        size = os.sysconf("SC_PAGE_SIZE")
        if pages > 0 and size > 0:
            return pages * size // 1024
    except (AttributeError, ValueError, OSError):
        pass
    return _windows_free_k()


def _windows_free_k() -> int | None:
    if sys.platform != "win32":
        return None
    try:
        import ctypes

        class MemoryStatus(ctypes.Structure):
            _fields_ = [("length", ctypes.c_uint32), ("load", ctypes.c_uint32)] + [
                (name, ctypes.c_uint64)
                for name in ("total", "avail", "page_total", "page_avail", "virt_total",
                             "virt_avail", "ext_avail")
            ]

        status = MemoryStatus()
        status.length = ctypes.sizeof(MemoryStatus)
        if ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status)):
            return int(status.avail) // 1024
    except (OSError, AttributeError):
        pass
    return None


def enough_memory(free_k: int | None) -> bool:
    """Whether the emulated PC, as SYSINFO reports it, has the memory to run the program
    (an extended memory that cannot be told is taken to be enough)."""
    if CONVENTIONAL_FREE_K < NEEDED_CONVENTIONAL_K:
        return False
    return free_k is None or free_k >= NEEDED_EXTENDED_K


def memory_report(free_k: int | None) -> str:
    """Free memory in period style: conventional first, then extended, then whether it is
    enough to run."""
    conventional = f"{CONVENTIONAL_K}K conventional ({CONVENTIONAL_FREE_K}K free)"
    if free_k is None:
        return f"{conventional}, extended memory unknown"
    verdict = "enough to run" if enough_memory(free_k) else (
        f"NOT enough to run ({NEEDED_EXTENDED_K:,}K extended needed)")
    return f"{conventional}, {free_k:,}K extended free: {verdict}"


def options_file_report(config: Config) -> str:
    problems = "".join(f"; {line}" for line in config.problems)
    if config.cli_file is None:
        return "no HEARTS.CLI found (current folder, then user data folder)" + problems
    line = config.cli_line or "(first line empty)"
    return f"{config.cli_file}: {line}{problems}"


@dataclass(frozen=True)
class Probes:
    """The measuring functions, replaceable in tests."""

    speed: Callable[[], float] = measure_speed
    audio: Callable[[], SoundProbe] = probe_audio
    display: Callable[[], bool] = display_available
    memory: Callable[[], int | None] = free_memory_k


def sections(config: Config, probes: Probes | None = None) -> list[tuple[str, str]]:
    """The report as (label, text) rows, in order."""
    p = probes or Probes()
    video = video_choice(config)
    monitor = video.monitor + (f" ({video.monitor_why})" if video.monitor_why else "")
    shape = "square pixels" if config.pc.aspect == "square" else "4:3, as a monitor of the time"
    if config.pc.mode in LCD_MODE_KEYS:
        shape = "square pixels, as the LCD has them"
    return [
        ("Computer speed", f"{p.speed():.1f} times an IBM PC (4.77 MHz 8088)"),
        ("DOS version", dos_version()),
        ("Graphics adapter", video.adapter),
        ("Graphics mode", video.mode),
        ("Mode chosen by", video.why),
        ("Options used", ", ".join(config.reasons.values()) or "none: everything detected"),
        ("Chip set", video.chipset),
        ("Monitor", monitor),
        ("Screen shape", shape),
        ("Sound hardware", sound_report(p.audio(), config.pc.silent)),
        ("Mouse", mouse_report(p.display())),
        ("Free memory", memory_report(p.memory())),
        ("Options file", options_file_report(config)),
    ]


def report(config: Config, probes: Probes | None = None) -> str:
    """The whole SYSINFO text."""
    rows = sections(config, probes)
    title = f"RetroHearts {__version__}  -  System Information"
    lines = [title, "=" * len(title)]
    for label, text in rows:
        lines.append(f"{label} ".ljust(19, ".") + f" {text}")
    return "\n".join(lines)


def _probe_with_sound_layer() -> SoundProbe:
    """Ask the sound layer's detector (pc/sound/detect.py); runs in the child process."""
    from retrohearts.pc.sound.detect import detect_audio

    found = detect_audio()
    return SoundProbe(found.available, found.driver, found.description, found.description)


def _main(argv: list[str]) -> int:
    if argv == ["--probe-audio"]:
        probe = _probe_with_sound_layer()
        print(json.dumps({"opened": probe.opened, "driver": probe.driver,
                          "detail": probe.detail, "description": probe.description}))
        return 0
    print("usage: python -m retrohearts.pc.sysinfo --probe-audio", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
