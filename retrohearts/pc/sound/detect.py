"""Is there a sound card?  Probe the host's audio output the way SDL will see it.

The original program looked for AdLib and Sound Blaster boards at start-up. Our
stand-in asks SDL (the copy pyxel loads) whether an audio device opens: if one
does, the emulated PC has a Sound Blaster; if none does, nothing plays and the
SYSINFO report says so. The probe never raises: any failure means "no device".
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .settings import Board

#: What a program says at start, once, when sound was asked for and nothing can play it
#: (in the style of the original's "On-line documentation is DISABLED").
SOUND_DISABLED = "Sound is DISABLED: no sound board found"

_SDL_INIT_AUDIO = 0x10
_SILENT_DRIVERS = ("dummy", "disk")


@dataclass(frozen=True)
class AudioReport:
    """What the probe found: a board to use, or None when nothing can play."""

    available: bool
    driver: str  # SDL's audio driver name, "" when unknown
    board: Board | None
    description: str  # one line for SYSINFO

    def __str__(self) -> str:
        return self.description


class _AudioSpec(ctypes.Structure):
    _fields_ = [
        ("freq", ctypes.c_int),
        ("format", ctypes.c_uint16),
        ("channels", ctypes.c_uint8),
        ("silence", ctypes.c_uint8),
        ("samples", ctypes.c_uint16),
        ("padding", ctypes.c_uint16),
        ("size", ctypes.c_uint32),
        ("callback", ctypes.c_void_p),
        ("userdata", ctypes.c_void_p),
    ]


def _load_sdl() -> ctypes.CDLL | None:
    names = ["libSDL2-2.0.so.0", "SDL2.dll", "libSDL2-2.0.0.dylib", "libSDL2.dylib"]
    found = ctypes.util.find_library("SDL2")
    if found:
        names.append(found)
    try:
        import pyxel

        libs = Path(pyxel.__file__).resolve().parent / "libs"
        names += [str(p) for p in sorted(libs.glob("*SDL2*"))]
    except ImportError:  # pragma: no cover - pyxel is a dependency
        pass
    for name in names:
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    return None


def _no_device(driver: str, why: str) -> AudioReport:
    return AudioReport(False, driver, None, f"No sound board ({why}): music and sound are off")


def _probe() -> AudioReport:
    forced = os.environ.get("SDL_AUDIODRIVER", "").strip().lower()
    if forced in _SILENT_DRIVERS:
        return _no_device(forced, f"SDL audio driver '{forced}'")
    sdl = _load_sdl()
    if sdl is None:
        return _no_device("", "audio library not found")
    sdl.SDL_GetCurrentAudioDriver.restype = ctypes.c_char_p
    sdl.SDL_OpenAudioDevice.restype = ctypes.c_uint32
    if sdl.SDL_WasInit(_SDL_INIT_AUDIO):
        # pyxel is running: do not open a second device (some drivers are exclusive),
        # look for the one it holds open instead.
        raw = sdl.SDL_GetCurrentAudioDriver()
        driver = raw.decode("ascii", "replace") if raw else ""
        held = any(sdl.SDL_GetAudioDeviceStatus(ctypes.c_uint32(i)) for i in range(1, 17))
        if held and driver not in _SILENT_DRIVERS:
            return AudioReport(True, driver, Board.SOUND_BLASTER,
                               f"Sound Blaster compatible (audio device on '{driver}')")
        if driver in _SILENT_DRIVERS:
            return _no_device(driver, f"SDL audio driver '{driver}'")
    if sdl.SDL_InitSubSystem(_SDL_INIT_AUDIO) != 0:
        return _no_device("", "no audio driver")
    try:
        raw = sdl.SDL_GetCurrentAudioDriver()
        driver = raw.decode("ascii", "replace") if raw else ""
        if driver in _SILENT_DRIVERS or not driver:
            return _no_device(driver, f"SDL audio driver '{driver or 'none'}'")
        want = _AudioSpec(freq=22050, format=0x8010, channels=1, samples=512)
        got = _AudioSpec()
        device = sdl.SDL_OpenAudioDevice(None, 0, ctypes.byref(want), ctypes.byref(got), 0)
        if not device:
            return _no_device(driver, "no audio device opens")
        sdl.SDL_CloseAudioDevice(ctypes.c_uint32(device))
        return AudioReport(
            True, driver, Board.SOUND_BLASTER,
            f"Sound Blaster compatible (audio device on '{driver}', {got.freq} Hz)",
        )
    finally:
        sdl.SDL_QuitSubSystem(_SDL_INIT_AUDIO)


@lru_cache(maxsize=1)
def detect_audio() -> AudioReport:
    """Probe once per process; never raises. Cached, since opening devices is slow."""
    # Browsers always have audio; a native stand-in for the page (web/profile.py) says so.
    if sys.platform == "emscripten" or os.environ.get("RETROHEARTS_BROWSER_AUDIO") == "1":
        return AudioReport(True, "web", Board.SOUND_BLASTER, "Sound Blaster compatible (web audio)")
    try:
        return _probe()
    except Exception as exc:  # a probe must never take the program down
        return _no_device("", f"probe failed: {type(exc).__name__}")
