"""Hearts' SETUP program: ``hearts setup`` on its own, or SETUP from the Options screen.

Either way the program runs in the text mode of the adapter in use (``pc/modes.py``), on the
HEARTS.CLI the program reads (the current folder's, else the user data folder's, where a new
one is written). From the Options screen the screen goes back to the game's mode when SETUP
is left, and what was saved counts at once: the new mode, the new sound. SETUP is a desktop
program: a web page takes its settings from its address (README, "In a browser").
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from retrohearts.pc.clifile import cli_target, read_cli_file
from retrohearts.pc.modes import TEXT_MODE_KEYS, text_mode_for
from retrohearts.pc.sound.settings import with_choices
from retrohearts.pc.storage import find_cli_file, user_data_dir
from retrohearts.screens.hearts.pregame.setupmodel import HeartsSetup
from retrohearts.screens.hearts.shared.speaker import attach_sound, sound_settings
from retrohearts.ui.setup.program import SetupProgram

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.config import Config
    from retrohearts.pc.modes import VideoMode
    from retrohearts.pc.options import PCOptions
    from retrohearts.pc.screen import Screen

IN_BROWSER = sys.platform == "emscripten"


def text_options(options: PCOptions, mode: VideoMode) -> PCOptions:
    """The options of the text mode SETUP shows on the adapter of ``mode``."""
    if mode.key in TEXT_MODE_KEYS:
        return options
    adapter = "vga" if mode.adapter == "lcd" else mode.adapter
    monitor = "color" if mode.adapter == "lcd" else mode.monitor
    return replace(options, mode=text_mode_for(adapter, monitor), monitor=monitor)


def run_setup(cfg: Config) -> int:
    """``hearts setup``: the program alone; it writes HEARTS.CLI and ends."""
    from retrohearts.pc.app import launch
    from retrohearts.pc.video import select_mode
    from retrohearts.screens.hearts.files.defaults import load_defaults
    from retrohearts.ui.boss import hearts_boss

    path = cli_target(cfg.cli_file, user_data_dir())
    model = HeartsSetup(read_cli_file(path), cfg.pc)
    shown = select_mode(cfg.pc, headless=cfg.headless is not None).mode
    options = text_options(cfg.pc, shown)

    def leave(app: App, saved: bool) -> None:
        print(f"{path}: {'saved' if saved else 'not changed'}")
        app.quit(0)

    def first(app: App) -> Screen:
        app.boss_factory = hearts_boss
        attach_sound(app, cfg.pc, load_defaults(path.parent)[0].sound)
        return SetupProgram(model, options, leave)

    return launch(options, first, cfg.headless)


def open_setup(app: App, done: Callable[[App, bool], None]) -> None:
    """SETUP from the Options screen, over it; ``done(app, saved)`` when it is left."""
    game_options = app.options
    path = cli_target(find_cli_file(), user_data_dir())
    model = HeartsSetup(read_cli_file(path), game_options)
    model.at_once = True
    options = text_options(game_options, app.mode)

    def leave(app: App, saved: bool) -> None:
        if program in app.stack:
            app.stack.remove(program)
        app.change_mode(model.options() if saved else game_options)
        sound = app.services.get("sound")
        if saved and sound is not None:
            chosen = model.settings()
            sound.configure(with_choices(sound_settings(app), chosen.board, chosen.music,
                                         chosen.sounds))
        done(app, saved)

    program = SetupProgram(model, options, leave)
    app.change_mode(options)
    app.push(program)
