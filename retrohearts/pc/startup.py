"""Starting pyxel safely: the working folder kept, no invisible windows, no library noise.

* ``pyxel.init`` changes the working folder (to the folder of the code that called it);
  :func:`init_pyxel` puts it back, so a relative path the user gave still means the folder
  they started in.
* A window needs a display. :func:`display_missing` says, before pyxel starts, when there is
  none (Linux and the BSDs: no ``DISPLAY`` or ``WAYLAND_DISPLAY``; anywhere:
  ``SDL_VIDEODRIVER=dummy``/``offscreen``). When a display is named, SDL is asked for that
  display's own driver (unless the user chose one), so an unreachable display fails
  instead of SDL quietly falling back to drawing nowhere; pyxel's failure (a Rust panic)
  becomes :class:`NoDisplayError`, which the run loop turns into the original's words,
  ``Couldn't find VGA, EGA, CGA or Hercules graphics adapter.``, and exit status 1.
* With no sound card, the sound libraries (ALSA and friends) list every card they did not
  find, and pyxel says ``Failed to initialize audio device`` on standard output; what the
  libraries print during the start (both streams) is held back and passed on without that
  noise, with a window or without. Whether sound was asked for and cannot be heard is the
  game's to say, in one line (SYSINFO reports the missing sound board too).
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Iterator
from typing import IO

EXIT_NO_DISPLAY = 1
NO_ADAPTER = "Couldn't find VGA, EGA, CGA or Hercules graphics adapter."
NO_ADAPTER_HINT = ("(No display to open a window on. To run without one, add "
                   "--headless --frames N; SYSINFO describes this machine.)")

_NOISE = ("ALSA lib ", "ALSA: ", "Cannot connect to server socket", "jack server",
          "pulseaudio", "Home directory not accessible", "XDG_RUNTIME_DIR",
          "Failed to initialize audio device")
_PANIC = ("thread '", "panicked at", "stack backtrace:", "note: ", "Failed to initialize")


class NoDisplayError(RuntimeError):
    """pyxel could not open its window (SDL found no video device)."""


def _x11_like() -> bool:
    return sys.platform.startswith("linux") or "bsd" in sys.platform


def display_missing() -> bool:
    """True when a window cannot open here (a guess made without opening one)."""
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in ("dummy", "offscreen"):
        return True
    if _x11_like():
        return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return False


def _pin_video_driver() -> None:
    """Ask SDL for the named display's driver, so it fails rather than draw nowhere."""
    if not _x11_like() or os.environ.get("SDL_VIDEODRIVER"):
        return
    if os.environ.get("DISPLAY"):
        os.environ["SDL_VIDEODRIVER"] = "x11"
    elif os.environ.get("WAYLAND_DISPLAY"):
        os.environ["SDL_VIDEODRIVER"] = "wayland"


def init_pyxel(width: int, height: int, *, title: str, fps: int,
               display_scale: int | None, headless: bool) -> None:
    """``pyxel.init`` for our screen, keeping the working folder; NoDisplayError when a
    window cannot open."""
    import pyxel

    if not headless:
        _pin_video_driver()
    folder = os.getcwd()
    failure: BaseException | None = None
    try:
        with quiet_library_noise(enabled=True) as held:
            try:
                pyxel.init(width, height, title=title, fps=fps, quit_key=pyxel.KEY_NONE,
                           display_scale=display_scale, capture_scale=1, headless=headless)
                _probe_sound_quietly()  # headless too: a sound driver the user named
            except (KeyboardInterrupt, SystemExit):
                raise
            except BaseException as error:  # noqa: BLE001 - pyxel's panic is a BaseException
                failure = error
                held.append("panic")
    finally:
        with contextlib.suppress(OSError):
            os.chdir(folder)  # pyxel moved it into its caller's folder: the user's paths
    if failure is not None:
        if headless:
            raise failure
        raise NoDisplayError(str(failure).strip() or type(failure).__name__) from None


def _probe_sound_quietly() -> None:
    """Ask the sound layer's (cached) probe now, while the libraries' noise is held back,
    so a later question does not make the sound libraries speak up again."""
    try:
        from retrohearts.pc.sound.detect import detect_audio

        detect_audio()
    except Exception:  # noqa: BLE001 - no sound layer, no sound: the game plays on
        return


def _held_file(name: str) -> IO[bytes]:
    """Somewhere to hold a stream's output for a moment: a file in memory where the system
    has them (no path written anywhere), else an anonymous temporary file."""
    memfd = getattr(os, "memfd_create", None)
    if memfd is not None:
        try:
            return os.fdopen(memfd(f"retrohearts-{name}"), "w+b")
        except OSError:
            pass
    return tempfile.TemporaryFile()


@contextlib.contextmanager
def quiet_library_noise(enabled: bool) -> Iterator[list[str]]:
    """Hold back what C libraries print on the terminal (file descriptors 1 and 2) inside
    the block, then pass it on, each line to the stream it was written to, without the
    sound libraries' complaints (and without a panic's report, if the block appended
    "panic" to the list it was given)."""
    flags: list[str] = []
    if not enabled:
        yield flags
        return
    with _held_file("stdout") as out, _held_file("stderr") as err:
        saved: list[tuple[int, int]] = []
        try:
            for fd, held, stream in ((1, out, sys.stdout), (2, err, sys.stderr)):
                stream.flush()
                saved.append((fd, os.dup(fd)))
                os.dup2(held.fileno(), fd)
        except (OSError, ValueError):
            for fd, copy in saved:
                os.dup2(copy, fd)
                os.close(copy)
            yield flags
            return
        try:
            yield flags
        finally:
            for fd, copy in saved:
                os.dup2(copy, fd)
                os.close(copy)
            panic = "panic" in flags
            for held, stream in ((out, sys.stdout), (err, sys.stderr)):
                held.seek(0)
                for line in held.read(1 << 16).decode("utf-8", "replace").splitlines():
                    if not line.strip() or any(noise in line for noise in _NOISE):
                        continue
                    if panic and (line.startswith(_PANIC) or line.lstrip()[:1].isdigit()
                                  or line.lstrip().startswith("at ")):
                        continue
                    print(line, file=stream)
