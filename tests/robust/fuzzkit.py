"""Input fuzzing: random keys, text, mouse moves (on and off screen), clicks and right clicks,
fed frame by frame to real screens in real video modes, drawing every frame.

``fuzz(entry, mode, monitor, frames, seed, folder)`` runs one screen for ``frames`` frames
and returns a :class:`FuzzResult`: how many frames ran, how many times the screen was
started again (ESC on the last screen, QUIT or Ctrl-C end a run; the fuzzer then starts the
same screen afresh, as a player starting the program again would), and the first crash (a
traceback as text) or None. The test (tests/robust/test_input_fuzz.py) runs a bounded
number of frames in CI; bench/bench_fuzz.py runs the long version.

How to add a screen
-------------------
:data:`SCREENS` maps a name to a function ``start(app, folder, seed)`` that pushes the
screen (and whatever must sit under it) on a fresh App. Saves go to ``folder`` (a
temporary user data folder, also the current folder while it runs), never to the
player's nor into the repository. Every name ``--screen NAME`` takes
(the program's own list, ``program.SCREENS``) is here, opened as the command line opens
it, plus the whole program, DEMO and the windows the table opens. Every entry is fuzzed
in every mode of :data:`MODES`.
"""

from __future__ import annotations

import os
import random
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from retrohearts.hearts.rules import HouseRules
from retrohearts.pc.app import App, open_app
from retrohearts.pc.input import KEY_NAMES, MODIFIERS, InputFrame
from retrohearts.pc.options import PCOptions
from retrohearts.screens.hearts.flow import GameOptions, Start, build_table
from retrohearts.screens.hearts.places import open_icon_screen
from retrohearts.screens.hearts.program import SCREENS as SCREEN_NAMES
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.table.table import TableScreen
from retrohearts.ui.windows import help_window

StartScreen = Callable[[App, Path, int], None]

#: (mode key, monitor): the adapters' extremes, colour and mono.
MODES: tuple[tuple[str, str], ...] = (
    ("cga", "color"), ("hercules", "mono"), ("ega", "color"), ("vga", "mono"),
    ("svga800", "color"),
)
FAST = Controls(play_speed=10, between_tricks=1)


def _game(folder: Path, seed: int, **changes: object) -> GameOptions:
    base = GameOptions(seed=seed, rules=HouseRules(end_score=50), controls=FAST,
                       save_folder=folder)
    return GameOptions(**{**base.__dict__, **changes})  # type: ignore[arg-type]


def _program(app: App, folder: Path, seed: int) -> None:
    """The whole program from the title: resume offer, name prompt, table, icons."""
    app.push(Start(_game(folder, seed)))


def _table(app: App, folder: Path, seed: int) -> None:
    app.push(Start(_game(folder, seed, title=False, name="Fuzz")))


def _demo(app: App, folder: Path, seed: int) -> None:
    app.push(Start(_game(folder, seed, demo=True)))


def _title(app: App, folder: Path, seed: int) -> None:
    from retrohearts.screens.hearts.pregame.title import TitleScreen

    app.push(TitleScreen())


def _over_table(make: Callable[[App, TableScreen], None]) -> StartScreen:
    """A screen the table opens (DOCS, ODDS, RULES, HELP...), opened straight away."""

    def start(app: App, folder: Path, seed: int) -> None:
        table = build_table(_game(folder, seed, name="Fuzz"), folder=folder)
        app.push(table)
        make(app, table)

    return start


def _icon(name: str) -> Callable[[App, TableScreen], None]:
    """What the table's icon ``name`` opens, as the program opens it."""

    def make(app: App, table: TableScreen) -> None:
        open_icon_screen(app, name, table)

    return make


def _help(app: App, table: TableScreen) -> None:
    app.show_help(table.help_title or "Help", table.help_text or "Help.")


def _quit(app: App, table: TableScreen) -> None:
    from retrohearts.screens.hearts.table.quitdialog import QuitDialog

    app.push(QuitDialog(table))


def _message(app: App, table: TableScreen) -> None:
    from retrohearts.screens.hearts.files.saving import notify

    notify(app, "?'HEARTS.SAV' file corrupt", "(The file is kept as HEARTS.SAV.BAD.)")


def _direct(name: str) -> StartScreen:
    """What ``hearts --screen NAME`` opens, opened the same way."""

    def start(app: App, folder: Path, seed: int) -> None:
        from retrohearts.screens.hearts.direct import direct_screen

        app.push(direct_screen(app, name, _game(folder, seed, name="Fuzz")))

    return start


SCREENS: dict[str, StartScreen] = {
    **{f"--screen {name}": _direct(name) for name in SCREEN_NAMES},
    "program": _program,
    "title": _title,
    "table": _table,
    "demo": _demo,
    "docs": _over_table(_icon("DOCS")),
    "odds": _over_table(_icon("ODDS")),
    "rules": _over_table(_icon("RULES")),
    "help": _over_table(_help),
    "quit": _over_table(_quit),
    "message": _over_table(_message),
}

_COMMON_KEYS = ("ENTER", "ESC", "SPACE", "UP", "DOWN", "LEFT", "RIGHT", "TAB", "F1",
                "BACKSPACE", "PGUP", "PGDN", "HOME", "END", "Y", "N")
_TEXT = ("a", "Z", "7", " ", "é", "ß", "漢", "😀", "\t", "\x00", "\x7f", "~", "A" * 40)


def random_input(rng: random.Random, app: App, mouse: tuple[int, int] | None) -> InputFrame:
    """One frame of random input: idle, a key (with modifiers), typed text, a mouse move
    (sometimes far off screen), a click, a right click or the wheel."""
    roll = rng.random()
    if roll < 0.30:
        return InputFrame(mouse=mouse)
    if roll < 0.62:
        key = rng.choice(_COMMON_KEYS) if rng.random() < 0.7 else rng.choice(KEY_NAMES)
        mods = [m for m in MODIFIERS if rng.random() < 0.08]
        name = "+".join([*mods, key])
        if name == "CTRL+C" and rng.random() < 0.9:
            name = "C"  # Ctrl-C ends a run: rare, so runs go deep
        return InputFrame(keys=frozenset({name}), mouse=mouse)
    if roll < 0.70:
        text = "".join(rng.choice(_TEXT) for _ in range(rng.randint(1, 3)))
        return InputFrame(text=text, mouse=mouse)
    if roll < 0.88:
        if rng.random() < 0.85:
            pos = (rng.randrange(app.width), rng.randrange(app.height))
        else:
            big = rng.choice((app.width * 2, 10**6))
            pos = (rng.randint(-big, big), rng.randint(-big, big))
        return InputFrame(mouse=pos, mouse_moved=True)
    if roll < 0.95:
        return InputFrame(mouse=mouse, click=True)
    if roll < 0.99:
        return InputFrame(mouse=mouse, rclick=True)
    return InputFrame(mouse=mouse, wheel=rng.choice((-1, 1)))


@dataclass
class FuzzResult:
    """What one fuzz run did."""

    frames: int = 0
    restarts: int = 0
    crash: str | None = None
    seen: set[str] = field(default_factory=set)  # the screens that were on top


def _fresh(app: App, start: StartScreen, folder: Path, seed: int) -> None:
    app.stack.clear()
    app.frame_hooks.clear()
    app.services.pop("notices", None)
    app.on_interrupt = None
    app.exit_code = None
    app.help_factory = help_window
    start(app, folder, seed)


def fuzz(entry: str, mode: str, monitor: str, frames: int, seed: int, folder: Path) -> FuzzResult:
    """Fuzz the screen ``entry`` of :data:`SCREENS` for ``frames`` frames (drawn each), in
    ``folder`` as the current folder too: SETUP, which random clicks reach from the Options
    screen, writes the HEARTS.CLI of the current folder (never the repository's)."""
    here = Path.cwd()
    os.chdir(folder)
    try:
        return _fuzz(entry, mode, monitor, frames, seed, folder)
    finally:
        os.chdir(here)


def _fuzz(entry: str, mode: str, monitor: str, frames: int, seed: int, folder: Path) -> FuzzResult:
    rng = random.Random(f"{entry}/{mode}/{monitor}/{seed}")
    result = FuzzResult()
    app = open_app(PCOptions(mode=mode, monitor=monitor), headless=True,  # type: ignore[arg-type]
                   display=None)
    start = SCREENS[entry]
    mouse: tuple[int, int] | None = None
    try:
        _fresh(app, start, folder, seed)
        while result.frames < frames:
            if app.exit_code is not None or not app.stack:
                result.restarts += 1
                _fresh(app, start, folder, seed + result.restarts)
            inp = random_input(rng, app, mouse)
            if inp.mouse is not None:
                mouse = inp.mouse
            app.update(inp)
            app.draw()
            result.frames += 1
            if app.top is not None:
                result.seen.add(type(app.top).__name__)
    except Exception:  # noqa: BLE001 - a crash is the finding: report it, do not hide it
        result.crash = f"{entry} {mode}/{monitor} seed {seed} frame {result.frames}:\n" \
                       + traceback.format_exc()
    return result
