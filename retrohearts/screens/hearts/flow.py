"""The way through the Hearts program: title, resume offer, name, Options, then the table.

``Start`` takes a game there one step each time it is on top (the title screen, the offer to
resume a saved game, where No begins a new one and keeps the old save aside until the new
one is written, the name prompt, the Options screen with THEM, RULES and JOIN), then puts
the main playing screen in its place. ``build_table`` makes that screen for a new or resumed
game, wired to the save, to the event log and, for its icons and its way out, to
``places.py``; ``game_work`` chooses the computers' thinking budget. ``GameOptions`` is what
the command line asks of the game. DEMO is the attract mode: the computer plays your seat
too, and every Continue presses itself.
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
from retrohearts.pc.screen import Screen
from retrohearts.pc.sound import SoundSettings
from retrohearts.screens.hearts.files import saving
from retrohearts.screens.hearts.files.defaults import DEFAULT_OPPONENTS, Defaults
from retrohearts.screens.hearts.files.folders import data_folder, save_folder
from retrohearts.screens.hearts.files.keptsave import drop_kept, keep_aside, restore_kept
from retrohearts.screens.hearts.places import apply_setup, leave_program, open_icon_screen
from retrohearts.screens.hearts.pregame.options import NewGame, OptionsScreen
from retrohearts.screens.hearts.pregame.rulecontrols import Control, Setup
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.shared.speaker import sound_settings
from retrohearts.screens.hearts.table.controller import TableController
from retrohearts.screens.hearts.table.matchport import MatchPort
from retrohearts.screens.hearts.table.seats import Player, make_opponent

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


def with_defaults(game: GameOptions, defaults: Defaults) -> GameOptions:
    """The game's options with every choice the command line left open taken from the
    saved defaults."""
    return replace(
        game,
        rules=game.rules or defaults.rules,
        controls=game.controls or defaults.controls,
        opponents=game.opponents or defaults.opponents,
    )


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
        self.portrait: str | None = None  # chosen on the title with F5 (None: as saved)

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

                app.push(TitleScreen(portrait=self._portrait(),
                                     on_portrait=self._portrait_chosen))
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
    def _portrait(self) -> str:
        return self.portrait or (self.game.controls or Controls()).portrait

    def _portrait_chosen(self, portrait: str) -> None:
        """F5 on the title: your portrait for the game about to begin (a resumed one too)."""
        self.portrait = portrait

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
        if self.portrait in ("male", "female"):
            controls = replace(controls, portrait="female" if self.portrait == "female"
                               else "male")
        name = self.name or ("DEMO" if game.demo else "You")
        resumed = ""
        if self.resumed is not None:
            match = self.resumed[0]
            resumed = f"saved game, hand {match.hand_number + 1}"
            if not controls.hide_scores:
                resumed += f", you have {match.scores[0]}"
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

        def setup(app: App) -> None:
            from retrohearts.screens.hearts.pregame.setup import open_setup

            def done(app: App, saved: bool) -> None:
                if saved:  # the sound the game begins with, as SETUP chose it
                    new.setup = replace(new.setup, sound=sound_settings(app))

            open_setup(app, done)

        return OptionsScreen(new, play, open_players=players, open_rules=rules,
                             open_join=join, open_setup=setup)

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

