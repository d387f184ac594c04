"""The Hearts program from the title to the table, and out through the Ad screen.

`run(options, headless, game)` is what the `hearts` command calls: the title screen,
then (unless this is a DEMO) the offer to resume a saved game (No begins a new one, the
old save kept aside until the new one is written), the name
prompt and the Options screen (THEM, RULES), then the main playing screen. Leaving the
table shows the Ad screen on the way out. DEMO is the attract mode: the computer plays
your seat too, and every Continue presses itself. `--log PATH` writes the game's events
as JSON lines (eventlog.py), with the players and rules of every hand and every change
made on the Rules screen, and (``computers``) the computers' seed and thinking budget: with
the deal numbers, what a replay needs. `--screen NAME` opens one screen directly (screenshots,
tests): see SCREENS.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from retrohearts.eventlog import EventLog
from retrohearts.hearts.match import Match
from retrohearts.hearts.rules import HouseRules
from retrohearts.pc.options import HeadlessRun, PCOptions
from retrohearts.pc.screen import Screen
from retrohearts.pc.sound import SoundSettings
from retrohearts.screens.hearts.files import saving
from retrohearts.screens.hearts.files.defaults import Defaults, load_defaults
from retrohearts.screens.hearts.files.folders import data_folder, save_folder
from retrohearts.screens.hearts.files.keptsave import drop_kept, keep_aside, restore_kept
from retrohearts.screens.hearts.pregame.options import NewGame, OptionsScreen
from retrohearts.screens.hearts.pregame.rulecontrols import Control, Setup
from retrohearts.screens.hearts.table.controller import TableController
from retrohearts.screens.hearts.table.controls import Controls
from retrohearts.screens.hearts.table.matchport import MatchPort
from retrohearts.screens.hearts.table.seats import DEFAULT_OPPONENTS, Player, make_opponent

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.screens.hearts.table.table import TableScreen


@dataclass(frozen=True)
class GameOptions:
    """What the command line asks of the game (beyond the emulated PC)."""

    demo: bool = False  # DEMO: the computer plays your seat too (attract mode)
    log: Path | None = None  # --log PATH: JSON-lines record of the game's events
    deal: int | None = None  # first deal number (replay a deal)
    seed: int | None = None  # seed for the first deal number and the opponents
    work: int | None = None  # --work N: the computers' thinking budget (players/budget.py)
    calibrate: bool = False  # no --work: time this machine for it (a game in a window)
    rules: HouseRules | None = None  # None: the saved defaults (HEARTS.DEF)
    controls: Controls | None = None  # None: the saved defaults
    opponents: tuple[str, str, str] | None = None  # West, North, East; None: the saved defaults
    demo_player: str = "Julia"  # who plays your seat in DEMO
    name: str | None = None  # your name; None asks for it (not in DEMO)
    title: bool = True  # show the title screen first
    save_folder: Path | None = None  # where HEARTS.SAV lives; None: the user data folder
    screen: str | None = None  # --screen NAME: open this screen directly (SCREENS)


#: What `--screen NAME` opens (odds and table on a seeded deal).
SCREENS = ("title", "options", "players", "rules", "docs", "help", "odds1", "odds2", "odds3",
           "ad", "table")


def run(options: PCOptions, headless: HeadlessRun | None, game: GameOptions) -> int:
    """Run Hearts on the emulated PC; return the exit status."""
    from retrohearts.pc.app import launch
    from retrohearts.screens.hearts.files.datacheck import startup_checks

    saving.clear_temporaries(game.save_folder or data_folder())
    defaults, error = load_defaults(game.save_folder or data_folder())
    if not startup_checks():  # fonts, the on-line document
        return 2
    game = with_defaults(game, defaults)
    if headless is None:  # in a window: the computers think as long as this machine allows
        game = replace(game, calibrate=True)

    def first(app: App) -> Screen:
        from retrohearts.ui.windows import help_window

        app.help_factory = help_window
        attach_sound(app, options, defaults.sound)
        if error:
            saving.notify(app, error)
        if game.screen is not None:
            from retrohearts.screens.hearts.direct import direct_screen

            return direct_screen(app, game.screen, game, defaults.sound)
        return Start(game, defaults.sound)

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
    with contextlib.suppress(Exception):  # music or sound asked for, and no board: one line
        if not app.headless and sound.settings.audible and not sound.report.available:
            from retrohearts.pc.sound.detect import SOUND_DISABLED

            print(SOUND_DISABLED)
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
                folder: Path | None = None, log: EventLog | None = None,
                defaults_folder: Path | None = None) -> TableScreen:
    """The main playing screen for a new (or resumed) game. fps is the frame rate the
    timers count in (the emulated PC's, unless a test wants shorter waits); folder is
    where the game is saved, defaults_folder where the Rules screen keeps HEARTS.DEF."""
    from retrohearts.pc.app import FPS
    from retrohearts.screens.hearts.table.table import TableScreen

    opponents = list(game.opponents or DEFAULT_OPPONENTS)
    seat_names = names or [game.name or ("DEMO" if game.demo else "You"), *opponents]
    ctl_controls = controls or game.controls or Controls()
    rules = game.rules or HouseRules()
    # No seed asked for: a fresh one, so each session deals anew (the deal number shown
    # on the felt still replays any hand).
    seed = game.seed if game.seed is not None else int.from_bytes(os.urandom(4), "little")
    port = MatchPort(rules, seat_names, seed=seed, first_deal=game.deal, match=match)
    work = game_work(game, port.match)
    port.match.work = work  # kept in the save and written in the log
    you = make_opponent(game.demo_player, seed * 4 + 7, work) if game.demo else None
    players: list[Player | None] = [you]
    players += [make_opponent(n, seed * 4 + i + 1, work) for i, n in enumerate(seat_names[1:])]
    if log is None:
        log = EventLog(game.log) if game.log is not None else EventLog()
    # What a replay needs beyond the deal numbers: the computers' seed and thinking budget.
    log.write("computers", players=seat_names[0 if game.demo else 1:], seed=seed, work=work)
    ctl = TableController(port, players, ctl_controls, fps=fps or FPS, demo=game.demo, log=log)

    base_save, base_forget = saving.save_hooks(folder, game.demo)

    def save(table: TableScreen) -> bool:
        saved = base_save(table)
        if saved and folder is not None and not game.demo:
            drop_kept(folder)  # the new game is safe: the one kept aside can go
        return saved

    def forget() -> None:
        base_forget()
        if folder is not None and not game.demo:
            restore_kept(folder)  # the new game was not saved: the old one comes back

    def open_screen(app: App, name: str, table: TableScreen) -> None:
        open_icon_screen(app, name, table, defaults_folder or folder)

    return TableScreen(ctl, seat_names, ctl_controls, save=save, forget_save=forget,
                       open_screen=open_screen, folder=folder, leave=leave_program)


def game_work(game: GameOptions, match: Match) -> int:
    """The computers' thinking budget for a game: ``--work``, else the one a resumed game was
    saved with, else, in a window, what this machine can afford (a short timing, about 20
    ms; the browser's targets under WebAssembly), else (a headless run, whose cards must not
    depend on the machine's speed, or an old save in one) the desktop's."""
    from retrohearts.hearts.players.budget import DESKTOP_WORK, calibrate

    if game.work is not None:
        return game.work
    if match.work is not None:
        return match.work
    return calibrate() if game.calibrate else DESKTOP_WORK


def docs_screen(subject: str | None = None) -> Screen:
    """The on-line document, at its index or at the section titled ``subject``."""
    from retrohearts.screens.hearts.pages.docscreen import DocsScreen

    return DocsScreen(start=subject)


def open_docs(app: App, subject: str | None = None) -> None:
    """DOCS, from any screen: the on-line document (at a section, when one is named)."""
    app.push(docs_screen(subject))


def open_icon_screen(app: App, name: str, table: TableScreen,
                     folder: Path | None = None) -> None:
    """DOCS, ODDS and RULES from the table's icons."""
    if name == "DOCS":
        open_docs(app)
    elif name == "ODDS":
        from retrohearts.screens.hearts.pages.oddscreen import OddsScreen

        app.push(OddsScreen(table.ctl.view(), table.names))
    elif name == "RULES":
        from retrohearts.screens.hearts.pregame.rulescreen import RulesScreen

        setup = Setup(table.ctl.port.rules, table.controls, sound_settings(app))
        server = not isinstance(table.ctl.port.match, Match)  # a network table

        def changed(app: App, new: Setup, control: Control | None) -> None:
            apply_setup(app, new, control, table.ctl.log)
            table.ctl.change_rules(new.rules)
            table.set_controls(new.controls)

        app.push(RulesScreen(setup, changed, folder=folder, back_to="the table",
                             house_rules_fixed=server))


def sound_settings(app: App) -> SoundSettings:
    """The Sound Board, Music and Sounds controls in force."""
    sound = app.services.get("sound")
    settings = getattr(sound, "settings", None)
    return settings if isinstance(settings, SoundSettings) else SoundSettings()


def apply_setup(app: App, setup: Setup, control: Control | None, log: EventLog) -> None:
    """The sound follows a Rules screen change at once (even after SILENT: choosing a
    Music or Sounds value is the way back), and the log records it."""
    sound = app.services.get("sound")
    if sound is not None and getattr(sound, "settings", None) != setup.sound:
        with contextlib.suppress(Exception):  # sound never stops a game
            sound.configure(setup.sound)
    if control is None:
        from retrohearts.screens.hearts.pregame.rulecontrols import setup_words

        log.write("settings_loaded", settings=setup_words(setup))
    else:
        log.write("rule_change" if control.kind == "house" else "control_change",
                  control=control.label, value=control.text(setup))


def leave_program(app: App) -> None:
    """The way out: the Ad screen (which may start HomeRun), then the end."""
    from retrohearts.games import start_screen
    from retrohearts.screens.hearts.pregame.adscreen import AdScreen

    sound = app.services.get("sound")
    if sound is not None:
        with contextlib.suppress(Exception):
            sound.stop_music()
    app.on_interrupt = None
    del app.stack[:]
    app.push(AdScreen(start_screen("homerun")))


def start_screen(app: App) -> Screen:
    """Hearts started from another game on an App already running (retrohearts.games)."""
    game = with_defaults(GameOptions(), load_defaults(data_folder())[0])
    attach_sound(app, app.options)
    return Start(game)


def _resume_dialog(answer: Callable[[App, str], None]) -> Screen:
    """Resume the saved game? Yes or No; ESC is not an answer (no game is lost by a slip
    of the finger)."""
    from retrohearts.screens.hearts.shared.windows import Dialog

    class Offer(Dialog):
        def escape(self, app: App) -> None:
            self.focus("Yes")

    return Offer("Saved game", ["Resume the game", "you saved?"], ["Yes", "No"], answer)


class Start(Screen):
    """Title -> resume offer -> name prompt -> Options -> table, one step each time it
    is on top (the screens it opens pop back to it)."""

    show_halo = False

    def __init__(self, game: GameOptions, sound: SoundSettings | None = None, *,
                 first_step: str = "title", fps: int | None = None) -> None:
        self.game = game
        self.step = first_step
        self.folder: Path | None = None
        self.name = game.name
        self.sound = sound
        self.fps = fps
        self.log = EventLog(game.log) if game.log is not None else EventLog()
        self.resumed: tuple[Match, list[str] | None, Controls | None] | None = None
        self.new_game: NewGame | None = None

    def on_enter(self, app: App) -> None:
        self._advance(app)

    def update(self, app: App) -> None:
        self._advance(app)

    def _advance(self, app: App) -> None:
        while app.top is self and self._step(app):
            pass

    def _step(self, app: App) -> bool:
        """Do the step in hand; True to go straight on to the next one."""
        game, step = self.game, self.step
        if step == "title":
            self.step = "saved"
            if game.title and not game.demo:
                from retrohearts.screens.hearts.pregame.title import TitleScreen

                app.push(TitleScreen())
                return False
        elif step == "saved":
            self.step = "name"
            if not game.demo:
                self.folder = game.save_folder or save_folder()
                if self.folder is not None:
                    restore_kept(self.folder)  # a new game that died unsaved
                    if saving.has_saved_game(self.folder):
                        self.step = "offer"
        elif step == "offer":
            self.step = "offered"
            app.push(_resume_dialog(self._offer_answered))
            return False
        elif step == "resume":
            self.step = "name" if not self._resume(app) else "options"
        elif step == "name":
            self.step = "options"
            if not game.demo and self.name is None:
                from retrohearts.screens.hearts.shared.windows import NamePrompt

                app.push(NamePrompt("", self._named))
                return False
        elif step == "options":
            self.step = "table"
            self.new_game = self._new_game(app)
            if not game.demo:
                app.push(self._options_screen())
                return False
        elif step == "table":
            self.step = "playing"
            self._start_table(app)
            return False
        else:
            return False
        return True

    # ------------------------------------------------------------- answers
    def _offer_answered(self, app: App, choice: str) -> None:
        """Yes resumes the saved game; No begins a new one at once (one question, as the
        original asked): the old save is kept aside until the new game is saved, and comes
        back if it never is."""
        if choice == "Yes":
            self.step = "resume"
            return
        if self.folder is not None:
            keep_aside(self.folder)
        self.step = "name"

    def _named(self, app: App, name: str) -> None:
        self.name = name
        app.pop()

    def _resume(self, app: App) -> bool:
        """Load the saved game; True when there is one to play. The file stays until a
        newer save replaces it, the player quits without saving, or the game ends."""
        if self.folder is None:
            return False
        match, names, controls, error = saving.load_game(self.folder)  # kept until replaced
        if error:  # damaged: set aside and said; a damaged HEARTS.TBL still resumes the game
            saving.notify(app, error)
        if match is None:
            return False
        self.resumed = (match, names, controls)
        if names:
            self.name = names[0]
        return True

    # -------------------------------------------------------------- options
    def _new_game(self, app: App) -> NewGame:
        game = self.game
        opponents = tuple(game.opponents or DEFAULT_OPPONENTS)
        rules = game.rules or HouseRules()
        controls = game.controls or Controls()
        if self.resumed is not None:
            match, names, saved_controls = self.resumed
            rules = match.rules
            controls = saved_controls or controls
            if names:
                opponents = tuple(names[1:4])
        name = self.name or ("DEMO" if game.demo else "You")
        resumed = ""
        if self.resumed is not None:
            match = self.resumed[0]
            resumed = f"saved game, hand {match.hand_number + 1}, you have {match.scores[0]}"
        return NewGame(name, (opponents[0], opponents[1], opponents[2]),
                       Setup(rules, controls, sound_settings(app)), resumed)

    def _options_screen(self) -> OptionsScreen:
        new = self.new_game
        assert new is not None

        def play(app: App) -> None:
            if app.top is not self:
                app.pop()

        def players(app: App) -> None:
            from retrohearts.screens.hearts.pregame.players import PlayersScreen

            def chosen(app: App, three: tuple[str, str, str]) -> None:
                new.opponents = three
                self.log.write("players_change", players=list(three))

            app.push(PlayersScreen(new.opponents, chosen, folder=self._defaults_folder()))

        def rules(app: App) -> None:
            from retrohearts.screens.hearts.pregame.rulescreen import RulesScreen

            def changed(app: App, setup: Setup, control: Control | None) -> None:
                new.setup = setup
                apply_setup(app, setup, control, self.log)

            app.push(RulesScreen(new.setup, changed, folder=self._defaults_folder(),
                                 back_to="the Options screen"))

        def join(app: App) -> None:
            from importlib import import_module

            join_screen = import_module("retrohearts.screens.hearts.table.join").JoinScreen
            app.push(join_screen(replace(self.game, name=new.name, opponents=new.opponents,
                                         rules=new.setup.rules, controls=new.setup.controls)))

        return OptionsScreen(new, play, open_players=players, open_rules=rules,
                             open_join=join)

    def _defaults_folder(self) -> Path | None:
        return self.game.save_folder or data_folder()

    # ---------------------------------------------------------------- table
    def _start_table(self, app: App) -> None:
        game = self.game
        new = self.new_game or self._new_game(app)
        names = [new.name, *new.opponents]
        game = replace(game, rules=new.setup.rules, controls=new.setup.controls,
                       opponents=new.opponents)
        match = None
        if self.resumed is not None:
            match = self.resumed[0]
            match.change_rules(new.setup.rules)  # RULES at the Options screen
        table = build_table(game, match=match, names=names, controls=new.setup.controls,
                            folder=self.folder, log=self.log, fps=self.fps,
                            defaults_folder=self._defaults_folder())
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
