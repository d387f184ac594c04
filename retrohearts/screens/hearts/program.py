"""What the ``hearts`` command runs: the emulated PC, the data checked, and the first screen.

``run(options, headless, game)``: the user data folder tidied (a killed save's temporary
cleared), the saved defaults (HEARTS.DEF) read, the fonts and the on-line document checked,
the speaker attached, then the way through the program (``flow.Start``: the title, the
resume offer, the name prompt, Options, the table; the Ad screen on the way out) or, with
``--screen NAME``, that one screen (``direct.py``; SCREENS are the names). ``start_screen``
is the way in from another game on a PC already running (``retrohearts.games``).
``--log PATH`` writes the game's events as JSON lines (``retrohearts.eventlog``), with the
players and rules of every hand, every change made on the Rules screen, and (``computers``)
the computers' seed and thinking budget: with the deal numbers, what a replay needs. In a
window the budget is timed on this machine; a headless run keeps the desktop's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from retrohearts.pc.options import HeadlessRun, PCOptions
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.files import saving
from retrohearts.screens.hearts.files.defaults import load_defaults
from retrohearts.screens.hearts.files.folders import data_folder
from retrohearts.screens.hearts.flow import GameOptions, Start, with_defaults
from retrohearts.screens.hearts.shared.speaker import attach_sound

if TYPE_CHECKING:
    from retrohearts.pc.app import App


#: What `--screen NAME` opens (odds and table on a seeded deal).
SCREENS = ("title", "options", "players", "rules", "docs", "help", "odds1", "odds2", "odds3",
           "ad", "table")


def run(options: PCOptions, headless: HeadlessRun | None, game: GameOptions) -> int:
    """Run Hearts on the emulated PC; return the exit status."""
    from retrohearts.pc.app import launch
    from retrohearts.screens.hearts.files.datacheck import memory_check, startup_checks

    if not memory_check():  # "Not enough memory for this program to run - Sorry."
        return 1
    saving.clear_temporaries(game.save_folder or data_folder())
    defaults, error = load_defaults(game.save_folder or data_folder())
    if not startup_checks():  # fonts, the on-line document
        return 2
    game = with_defaults(game, defaults)
    if headless is None:  # in a window: the computers think as long as this machine allows
        game = replace(game, calibrate=True)

    def first(app: App) -> Screen:
        from retrohearts.ui.boss import hearts_boss
        from retrohearts.ui.windows import help_window

        app.help_factory = help_window
        app.boss_factory = hearts_boss
        attach_sound(app, options, defaults.sound)
        if error:
            saving.notify(app, error)
        if game.screen is not None:
            from retrohearts.screens.hearts.direct import direct_screen

            return direct_screen(app, game.screen, game, defaults.sound)
        return Start(game, defaults.sound)

    return launch(options, first, headless)


def start_screen(app: App) -> Screen:
    """Hearts started from another game on an App already running (retrohearts.games)."""
    from retrohearts.ui.boss import hearts_boss

    game = with_defaults(GameOptions(), load_defaults(data_folder())[0])
    attach_sound(app, app.options)
    app.boss_factory = hearts_boss
    return Start(game)

