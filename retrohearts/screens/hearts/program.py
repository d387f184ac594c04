"""The Hearts program from the title to the table.

`run(options, headless, game)` is what the `hearts` command calls: the title screen,
then (unless this is a DEMO) the offer to resume a saved game and the name prompt,
then the main playing screen. DEMO is the attract mode: the computer plays your seat
too, and every Continue presses itself. `--log PATH` writes the game's events as
JSON lines (eventlog.py).
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from retrohearts.hearts.match import Match
from retrohearts.hearts.rules import HouseRules
from retrohearts.pc.options import HeadlessRun, PCOptions
from retrohearts.pc.screen import Screen
from retrohearts.pc.sound import SoundSettings
from retrohearts.screens.hearts import saving
from retrohearts.screens.hearts.controller import TableController
from retrohearts.screens.hearts.controls import Controls
from retrohearts.screens.hearts.defaults import Defaults, load_defaults
from retrohearts.screens.hearts.eventlog import EventLog
from retrohearts.screens.hearts.matchport import MatchPort
from retrohearts.screens.hearts.seats import DEFAULT_OPPONENTS, Player, make_opponent

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.screens.hearts.table import TableScreen


@dataclass(frozen=True)
class GameOptions:
    """What the command line asks of the game (beyond the emulated PC)."""

    demo: bool = False  # DEMO: the computer plays your seat too (attract mode)
    log: Path | None = None  # --log PATH: JSON-lines record of the game's events
    deal: int | None = None  # first deal number (replay a deal)
    seed: int | None = None  # seed for the first deal number and the opponents
    rules: HouseRules | None = None  # None: the saved defaults (HEARTS.DEF)
    controls: Controls | None = None  # None: the saved defaults
    opponents: tuple[str, str, str] | None = None  # West, North, East; None: the saved defaults
    demo_player: str = "Julia"  # who plays your seat in DEMO
    name: str | None = None  # your name; None asks for it (not in DEMO)
    title: bool = True  # show the title screen first
    save_folder: Path | None = None  # where HEARTS.SAV lives; None: the user data folder


def run(options: PCOptions, headless: HeadlessRun | None, game: GameOptions) -> int:
    """Run Hearts on the emulated PC; return the exit status."""
    from retrohearts.pc.app import launch
    from retrohearts.screens.hearts.datacheck import startup_checks

    saving.clear_temporaries(game.save_folder or _defaults_folder())
    defaults, error = load_defaults(game.save_folder or _defaults_folder())
    if not startup_checks():  # fonts, the on-line document
        return 2
    game = with_defaults(game, defaults)

    def first(app: App) -> Screen:
        from retrohearts.ui.windows import help_window

        app.help_factory = help_window
        attach_sound(app, options, defaults.sound)
        if error:
            saving.notify(app, error)
        return Start(game)

    return launch(options, first, headless)


def with_defaults(game: GameOptions, defaults: Defaults) -> GameOptions:
    """The game's options with every choice the command line left open taken from the
    saved defaults."""
    return replace(
        game,
        rules=game.rules or defaults.rules,
        controls=game.controls or defaults.controls,
        opponents=game.opponents or defaults.opponents,
    )


def attach_sound(app: App, options: PCOptions, settings: SoundSettings | None = None) -> None:
    """Give the PC its speaker (unless something already did): the screens find it in
    app.services["sound"], and it is updated once a frame. Never fatal. SILENT/QUIET in
    the options silence it whatever the settings say."""
    if "sound" in app.services:
        return
    try:
        from retrohearts.pc.sound import Sound

        sound = Sound(settings, options=options)
    except Exception:  # no sound layer, or it cannot start: play on in silence
        return
    app.services["sound"] = sound
    with contextlib.suppress(Exception):  # clips ready now: no hitch at the first card
        sound.preload()
    told: set[str] = set()

    def tell() -> None:  # a missing or damaged tune or voice: said once, play goes on
        if sound.last_error and sound.last_error not in told:
            told.add(sound.last_error)
            print(sound.last_error)

    tell()

    def tick(_app: App) -> None:
        sound.update()
        tell()

    app.frame_hooks.append(tick)


def build_table(game: GameOptions, *, match: Match | None = None, names: list[str] | None = None,
                controls: Controls | None = None, fps: int | None = None,
                folder: Path | None = None) -> TableScreen:
    """The main playing screen for a new (or resumed) game. fps is the frame rate the
    timers count in (the emulated PC's, unless a test wants shorter waits)."""
    from retrohearts.pc.app import FPS
    from retrohearts.screens.hearts.table import TableScreen

    opponents = list(game.opponents or DEFAULT_OPPONENTS)
    seat_names = names or [game.name or ("DEMO" if game.demo else "You"), *opponents]
    ctl_controls = controls or game.controls or Controls()
    rules = game.rules or HouseRules()
    # No seed asked for: a fresh one, so each session deals anew (the deal number shown
    # on the felt still replays any hand).
    seed = game.seed if game.seed is not None else int.from_bytes(os.urandom(4), "little")
    port = MatchPort(rules, seat_names, seed=seed, first_deal=game.deal, match=match)
    you = make_opponent(game.demo_player, seed * 4 + 7) if game.demo else None
    players: list[Player | None] = [you]
    players += [make_opponent(n, seed * 4 + i + 1) for i, n in enumerate(seat_names[1:])]
    log = EventLog(game.log) if game.log is not None else EventLog()
    ctl = TableController(port, players, ctl_controls, fps=fps or FPS, demo=game.demo, log=log)

    save, forget = saving.save_hooks(folder, game.demo)
    return TableScreen(ctl, seat_names, ctl_controls, save=save, forget_save=forget,
                       open_screen=open_icon_screen, folder=folder)


def open_icon_screen(app: App, name: str, table: TableScreen) -> None:
    """DOCS, ODDS and RULES from the table's icons."""
    if name == "DOCS":
        from retrohearts.screens.hearts.docscreen import open_docs

        open_docs(app)
    elif name == "ODDS":
        from retrohearts.screens.hearts.oddscreen import OddsScreen

        app.push(OddsScreen(table.ctl.view(), table.names))
    elif name == "RULES":
        from retrohearts.screens.hearts.rulescreen import RulesScreen

        app.push(RulesScreen(table.ctl.port.rules, table.controls, table.set_controls))


class Start(Screen):
    """Title -> resume offer -> name prompt -> table, one step each time it is on top."""

    show_halo = False

    def __init__(self, game: GameOptions) -> None:
        self.game = game
        self.step = 0
        self.folder: Path | None = None
        self.name = game.name
        self.resume: str | None = None  # the answer to the resume offer

    def on_enter(self, app: App) -> None:
        self._advance(app)

    def update(self, app: App) -> None:
        self._advance(app)

    def _advance(self, app: App) -> None:
        game = self.game
        if app.top is not self:
            return
        if self.step == 0:
            self.step = 1
            if game.title and not game.demo:
                from retrohearts.screens.hearts.title import TitleScreen

                app.push(TitleScreen())
                return
        if self.step == 1:
            self.step = 2
            if not game.demo:
                self.folder = game.save_folder or _safe_folder()
                if self.folder is not None and saving.has_saved_game(self.folder):
                    self.step = 2
                    self._offer_resume(app)
                    return
        if self.step == 2 and self.resume is not None:
            resumed = self._resume(app, self.resume)
            self.resume = None
            if resumed:
                return
        if self.step == 2:
            self.step = 3
            if not game.demo and self.name is None:
                from retrohearts.screens.hearts.windows import NamePrompt

                app.push(NamePrompt("", self._named))
                return
        if self.step == 3:
            self.step = 4
            self._start_table(app)

    def _named(self, app: App, name: str) -> None:
        self.name = name
        app.pop()

    def _offer_resume(self, app: App) -> None:
        from retrohearts.screens.hearts.windows import Dialog

        def answer(app: App, choice: str) -> None:
            self.resume = choice

        app.push(Dialog("Saved game", ["Resume the game", "you saved?"], ["Yes", "No"], answer))

    def _resume(self, app: App, choice: str) -> bool:
        """Load the saved game (Yes) or throw it away (No); True when the table started."""
        if self.folder is None:
            return False
        if choice != "Yes":
            saving.forget_game(self.folder)
            return False
        match, names, controls, error = saving.load_game(self.folder)  # kept until replaced
        if match is None:
            if error:
                saving.notify(app, error)
            return app.top is not self  # a message shows: go on once it is closed
        self.step = 4
        table = build_table(self.game, match=match, names=names, controls=controls,
                            folder=self.folder)
        _install(app, table, self.folder)
        app.replace(table)
        if error:  # HEARTS.TBL was damaged: the game resumes, the message shows over it
            saving.notify(app, error)
        return True

    def _start_table(self, app: App) -> None:
        game = self.game
        names = [self.name or ("DEMO" if game.demo else "You"),
                 *(game.opponents or DEFAULT_OPPONENTS)]
        table = build_table(game, names=names, folder=self.folder)
        _install(app, table, self.folder)
        app.replace(table)

    def draw(self, app: App) -> None:
        pass


def _install(app: App, table: TableScreen, folder: Path | None) -> None:
    """Ctrl-C saves the game at the table; the background music starts."""
    app.on_interrupt = table.interrupt
    saving.watch_game_end(app, table, folder)
    sound = app.services.get("sound")
    if sound is not None:
        with contextlib.suppress(Exception):  # music never stops a game
            sound.play_music("background")


def _defaults_folder() -> Path | None:
    """The user's data folder, looked at without creating it."""
    try:
        from retrohearts.pc.storage import user_data_dir

        return user_data_dir()
    except OSError:
        return None


def _safe_folder() -> Path | None:
    try:
        return saving.default_folder()
    except OSError:
        return None
