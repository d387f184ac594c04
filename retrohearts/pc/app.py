"""The run loop: one pyxel screen per process, a stack of screens, headless runs.

``launch(options, first_screen, headless)`` picks the video mode, opens pyxel (once per
process; later launches in the same process resize the screen instead), pushes the
first screen and runs: in a window paced by pyxel, or headless for N frames as fast as
the CPU allows, fed by a script (:mod:`retrohearts.pc.script`), saving PNG screenshots
of the 4:3 output. Every frame: input -> top screen's ``update`` -> every visible
screen's ``draw`` -> halo and mouse pointer -> row replication to the 4:3 shape.

pyxel's start-up and its failures are handled in :mod:`retrohearts.pc.startup`: the working
folder is kept, a window with no display is refused in the original's words (exit status 1)
instead of running invisibly, and sound-library noise stays off the terminal. F1 opens
whatever help window the game installed (``App.help_factory``): this floor knows no widgets.

The boss key (F9, the middle mouse button, or both buttons at once) puts the game's boss
screen (``App.boss_factory``: a spreadsheet, a DOS prompt, a Psion's Agenda) over everything
at once, suspends the sound and stops the game: only the top screen is updated, so nothing
beneath it thinks or counts. The same key takes it away without waking the screens beneath
(no ``on_enter``): they come back exactly as they were.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retrohearts.datafiles import DataFileError
from retrohearts.pc.font import DosFont, load_font
from retrohearts.pc.halo import draw_halo, draw_pointer
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import HeadlessRun, PCOptions
from retrohearts.pc.palette import PaletteError
from retrohearts.pc.screen import Screen
from retrohearts.pc.script import Script, ScriptError, load_script
from retrohearts.pc.startup import (
    EXIT_NO_DISPLAY,
    NO_ADAPTER,
    NO_ADAPTER_HINT,
    NoDisplayError,
    display_missing,
    init_pyxel,
)
from retrohearts.pc.video import ModeChoice, Video, select_mode

if TYPE_CHECKING:
    from retrohearts.pc.layout import Layout

FPS = 60
TITLE = "Hearts"
BOSS_KEY = "F9"  # free in both games and their manuals, and a key the web page passes on

_pyxel_state: dict[str, bool] = {"ready": False, "headless": False}

#: Called with each App that `launch` starts, once its first screen is pushed. The browser
#: build links the page to the game here (retrohearts/web/pagelink.py); nothing else uses it.
START_HOOKS: list[Callable[[App], None]] = []


def open_screen(width: int, height: int, headless: bool,
                display: tuple[int, int] | None = None) -> None:
    """pyxel.init the first time in this process, pyxel.resize after that.

    In a window, the scale is the largest whole number that leaves some of the host's
    display free (pyxel's own default leaves a 640x480 mode tiny on a large monitor).
    """
    import pyxel

    if _pyxel_state["ready"] or pyxel.width > 0:  # opened already (by us or a test)
        _pyxel_state["ready"] = True
        pyxel.resize(width, height)
        return
    if headless:
        # A headless run never makes sound; the dummy driver keeps SDL from probing the
        # host's sound card and printing its complaints when there is none.
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    scale = None
    if display is not None and not headless:
        scale = max(1, int(min(display[0] / width, display[1] / height) * 0.95))
    if sys.platform == "emscripten":
        scale = 1  # a web page: the page scales the picture to its window (web/page.js)
    init_pyxel(width, height, title=TITLE, fps=FPS, display_scale=scale, headless=headless)
    _pyxel_state.update(ready=True, headless=headless)


class App:
    """The running program: mode, inks, font, the screen stack and this frame's input."""

    def __init__(self, options: PCOptions, choice: ModeChoice, headless: bool = False) -> None:
        self.options = options
        self.choice = choice
        self.mode = choice.mode
        self.video = Video(self.mode, square=options.aspect == "square")
        self.ink = self.video.ink
        self.width, self.height = self.mode.width, self.mode.height
        self.font: DosFont = load_font(self.mode.font_name)
        self.headless = headless
        self.stack: list[Screen] = []
        self.input = InputFrame()
        self.frame = 0
        self.exit_code: int | None = None
        self.on_interrupt: Callable[[App], None] | None = None  # Ctrl-C: the game saves
        self.help_factory: Callable[[str, str], Screen] | None = None
        self.boss_factory: Callable[[App], Screen] | None = None  # the boss key's screen
        self._boss: Screen | None = None  # the boss screen while it is up
        self.frame_hooks: list[Callable[[App], None]] = []  # run each frame (sound...)
        self.services: dict[str, Any] = {}  # shared objects other layers attach (sound)
        self.cache: dict[Any, Any] = {}  # widget caches (rendered cards, layouts)
        self.pointer_visible = not headless
        # Asked when the program is done; True means it took over and the run goes on (a
        # web page, which has no process to end, offers the next game instead).
        self.on_exit: Callable[[App], bool] | None = None
        self.first_screen: Callable[[App], Screen] | None = None  # what `launch` began with
        self._interrupted = False

    def change_mode(self, options: PCOptions) -> None:
        """Switch this running PC to the mode ``options`` ask for (a web page's next game
        on another display): the picture is resized, palette, inks and font follow, caches
        are dropped."""
        choice = select_mode(options, self.choice.display, headless=self.headless)
        self.options, self.choice, self.mode = options, choice, choice.mode
        self.video = Video(self.mode, square=options.aspect == "square")
        self.ink = self.video.ink
        self.width, self.height = self.mode.width, self.mode.height
        self.font = load_font(self.mode.font_name)
        self.cache.clear()
        self.start()

    # -- screen stack -------------------------------------------------------------------
    @property
    def top(self) -> Screen | None:
        return self.stack[-1] if self.stack else None

    def push(self, screen: Screen) -> None:
        self.stack.append(screen)
        screen.on_enter(self)

    def pop(self) -> Screen | None:
        """Leave the top screen; leaving the last one ends the program."""
        screen = self.stack.pop() if self.stack else None
        if not self.stack:
            self.quit(0)
        elif self.top is not None:
            self.top.on_enter(self)
        return screen

    def replace(self, screen: Screen) -> None:
        if self.stack:
            self.stack.pop()
        self.push(screen)

    def quit(self, code: int = 0) -> None:
        if self.exit_code is None:
            self.exit_code = code

    def finished(self) -> bool:
        """Whether the run ends now: the program quit and no `on_exit` took over."""
        if self.exit_code is None:
            return False
        return self.on_exit is None or not self.on_exit(self)

    def show_help(self, title: str, text: str) -> None:
        """Open the game's help window (F1) over the current screen (none installed: F1
        does nothing)."""
        if self.help_factory is not None:
            self.push(self.help_factory(title, text))

    @property
    def layout(self) -> Layout:
        """Sizes for this mode (a ``retrohearts.pc.layout.Layout``)."""
        from retrohearts.pc.layout import layout_for

        return layout_for(self)

    @property
    def hover_text(self) -> str:
        return self.top.hover_text(self) if self.top else ""

    # -- drawing helpers ----------------------------------------------------------------
    def text(self, x: int, y: int, s: str, col: int) -> None:
        import pyxel

        pyxel.text(x, y, s, col, self.font.pyxel_font)

    def text_width(self, s: str) -> int:
        return self.font.text_width(s)

    # -- one frame ----------------------------------------------------------------------
    def start(self) -> None:
        """Open (or resize) the pyxel screen for this mode and load its palette."""
        open_screen(self.video.out_width, self.video.out_height, self.headless,
                    self.choice.display)
        self.video.apply_palette()
        if not self.headless:
            import pyxel

            pyxel.mouse(False)
            pyxel.screen_mode({"crisp": 0, "smooth": 1, "retro": 2}[self.options.look])

    def update(self, inp: InputFrame) -> None:
        self.input = inp
        if inp.mouse is not None and (inp.mouse_moved or not self.headless):
            self.pointer_visible = True
        if "CTRL+C" in inp.keys or self._interrupted:
            self._interrupted = False
            self.interrupt()
            return
        for hook in tuple(self.frame_hooks):     # a hook may take itself off
            hook(self)
        if self._boss_key(inp):
            return
        paused = self.boss_active  # the game's clock (blinks, flights) stops with the game
        top = self.top
        if top is not None and self.exit_code is None:
            top.update(self)
        if not paused:
            self.frame += 1

    # -- the boss key ---------------------------------------------------------------------
    @property
    def boss_active(self) -> bool:
        """Whether the boss screen is up (the game beneath is stopped)."""
        return self._boss is not None and self._boss in self.stack

    def _boss_key(self, inp: InputFrame) -> bool:
        """The boss key this frame: True when it was pressed (and the frame is spent)."""
        if self.boss_active and self.top is not self._boss:
            assert self._boss is not None  # something opened over it: it stays on top
            self.stack.remove(self._boss)
            self.stack.append(self._boss)
        chord = inp.click and inp.rclick
        if self.boss_factory is None or not (inp.pressed(BOSS_KEY) or inp.mclick or chord):
            return False
        self.toggle_boss()
        return True

    def toggle_boss(self) -> None:
        """Put the boss screen up (sound suspended, the game stopped), or take it away
        (the screens beneath as they were, the sound where it stopped)."""
        sound = self.services.get("sound")
        if self.boss_active:
            assert self._boss is not None
            self.stack.remove(self._boss)  # no on_enter: nothing beneath notices
            self._boss = None
            if sound is not None and hasattr(sound, "resume"):
                sound.resume()
            return
        if self.boss_factory is None:
            return
        if sound is not None and hasattr(sound, "suspend"):
            sound.suspend()
        self._boss = self.boss_factory(self)
        self.push(self._boss)

    def interrupt(self) -> None:
        """Ctrl-C: the game's save-and-exit hook, or just leave."""
        if self.on_interrupt is not None:
            self.on_interrupt(self)
        if self.exit_code is None:
            self.quit(0)

    def draw(self) -> None:
        import pyxel

        pyxel.clip()
        pyxel.camera()
        pyxel.pal()
        pyxel.dither(1.0)
        pyxel.cls(self.ink.bg)
        pyxel.clip(0, 0, self.width, self.height)
        first = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                first = i
                break
        for screen in self.stack[first:]:
            screen.draw(self)
            pyxel.clip(0, 0, self.width, self.height)
            pyxel.camera()
            pyxel.pal()
            pyxel.dither(1.0)
        top = self.top
        if top is not None and top.show_halo:
            target = top.focused(self)
            if target is not None:
                draw_halo(self, target.x, target.y, target.w, target.h, target.halo)
        if (self.pointer_visible and self.input.mouse is not None and self.mode.has_pointer
                and not (top is not None and top.hide_pointer)):
            self._draw_pointer(*self.input.mouse)
        pyxel.clip()
        self.video.present()

    def _draw_pointer(self, x: int, y: int) -> None:
        draw_pointer(self, x, y)

    def screenshot(self, path: Path) -> None:
        """Save the 4:3 output frame (as last presented) as a PNG at scale 1."""
        import numpy as np  # only here: the browser build takes no screenshots
        import pyxel

        from retrohearts.pc.png import write_png

        w, h = self.video.out_width, self.video.out_height
        idx = np.ctypeslib.as_array(pyxel.screen.data_ptr(), shape=(w * h,)).reshape(h, w)
        lut = np.array([[(c >> 16) & 255, (c >> 8) & 255, c & 255]
                        for c in self.video.palette.expand_256()], dtype=np.uint8)
        write_png(path, lut[idx])

    # -- runs -----------------------------------------------------------------------
    def run_headless(self, run: HeadlessRun, script: Script | None = None) -> int:
        """N frames of scripted input, unpaced unless ``run.realtime``; then screenshots."""
        if script is None:
            script = load_script(run.keys) if run.keys else Script()
        period = 1.0 / FPS
        next_time = time.perf_counter()
        failed = False  # a screenshot could not be written (said once each, run goes on)
        for n in range(1, run.frames + 1):
            step = script.next_frame()
            self.update(step.input)
            self.draw()
            if step.shot is not None:
                failed |= not self._shot(step.shot)
            if n in run.screenshots_at:
                failed |= not self._shot(run.screenshots_at[n])
            if self.finished():
                break
            if run.realtime:
                next_time += period
                time.sleep(max(0.0, next_time - time.perf_counter()))
        if run.screenshot is not None:
            failed |= not self._shot(run.screenshot)
        return self.exit_code or (1 if failed else 0)

    def _shot(self, path: Path) -> bool:
        """A screenshot the user asked for; False (and one line) if it cannot be written."""
        try:
            self.screenshot(path)
        except OSError as error:
            print(f"?Error writing '{path}' file ({error.strerror or 'unwritable'})",
                  file=sys.stderr)
            return False
        return True

    def run_window(self) -> int:
        import pyxel

        from retrohearts.pc.input import PyxelPoller

        poller = PyxelPoller()

        def on_sigint(_sig: int, _frame: object) -> None:
            self._interrupted = True

        previous = signal.signal(signal.SIGINT, on_sigint)

        def update() -> None:
            self.update(poller.poll(self.video.to_native))
            if self.finished():
                # pyxel.quit ends the process itself (with status 0): keep another status
                sys.stdout.flush()
                sys.stderr.flush()
                if self.exit_code:
                    os._exit(self.exit_code)
                pyxel.quit()

        try:
            pyxel.run(update, self.draw)
        finally:
            signal.signal(signal.SIGINT, previous)
        return self.exit_code or 0


def open_app(options: PCOptions, headless: bool = True,
             display: tuple[int, int] | None | str = "detect") -> App:
    """Make and start an App without running it (tests, benchmarks, demos)."""
    choice = select_mode(options, display, headless=headless)
    app = App(options, choice, headless=headless)
    app.start()
    return app


def launch(options: PCOptions, first_screen: Callable[[App], Screen],
           headless: HeadlessRun | None = None) -> int:
    """Run the program from ``first_screen``; return the exit code.

    A bad key script or a missing or damaged data file (palette, font) prints one line
    and returns 2; no display for a window prints the original's words and returns 1.
    """
    if headless is None and display_missing() and not _pyxel_state["ready"]:
        print(NO_ADAPTER, file=sys.stderr)
        print(NO_ADAPTER_HINT, file=sys.stderr)
        return EXIT_NO_DISPLAY
    try:
        script = load_script(headless.keys) if headless is not None and headless.keys else None
        app = open_app(options, headless=headless is not None)
    except (ScriptError, PaletteError, DataFileError) as err:
        print(err, file=sys.stderr)
        return 2
    except NoDisplayError as err:  # SDL could not open a window after all
        print(NO_ADAPTER, file=sys.stderr)
        print(f"{NO_ADAPTER_HINT} [{err}]", file=sys.stderr)
        return EXIT_NO_DISPLAY
    app.first_screen = first_screen
    app.push(first_screen(app))
    for hook in START_HOOKS:
        hook(app)
    if headless is not None:
        return app.run_headless(headless, script)
    return app.run_window()
