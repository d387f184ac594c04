"""`hearts --screen NAME`: one screen opened directly, for screenshots and tests.

title, options, players, rules, docs, help (the table's F1 window), odds1-odds3 and
table (both on a seeded deal: --seed and --deal choose it, 1 and deal 1234 otherwise;
the odds screens come after the pass and five tricks, so they have something to show)
and ad. Leaving a screen opened this way ends the program, except that the Options
screen's PLAY goes on to the table as in a real game. A game started this way is saved
like any other (QUIT asks); a saved game already there is kept aside until it is.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from retrohearts.eventlog import EventLog
from retrohearts.hearts.match import Match
from retrohearts.hearts.rules import HouseRules
from retrohearts.pc.screen import Screen
from retrohearts.pc.sound import SoundSettings
from retrohearts.screens.hearts.files.folders import data_folder, save_folder
from retrohearts.screens.hearts.files.keptsave import keep_aside, restore_kept
from retrohearts.screens.hearts.flow import Start, build_table
from retrohearts.screens.hearts.places import apply_setup
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.table.seats import SimplePlayer

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.screens.hearts.flow import GameOptions

SEED = 1
DEAL = 1234
ODDS_TRICKS = 5


def seeded(game: GameOptions) -> GameOptions:
    """The game on a fixed deal unless the command line chose one."""
    return replace(game, seed=SEED if game.seed is None else game.seed,
                   deal=DEAL if game.deal is None else game.deal,
                   name=game.name or "You")


def played_match(game: GameOptions, tricks: int) -> Match:
    """The first hand of a seeded game after the pass and ``tricks`` tricks, played by a
    plain stand-in in every seat."""
    match = Match(game.rules or HouseRules(), first_deal=game.deal, seed=game.seed)
    hand = match.hand
    stand_in = SimplePlayer("stand-in")
    if hand.phase == "pass":
        for seat in range(4):
            hand.pass_cards(seat, stand_in.choose_pass(hand.view(seat)))
    while hand.phase == "play" and len(hand.tricks) < tricks:
        player = hand.to_play
        assert player is not None
        hand.play(stand_in.choose_play(hand.view(player)))
    return match


class _Closing(Screen):
    """Left at the bottom of the stack: when the screen above it leaves, the program
    ends (through the Ad screen, like a real exit)."""

    show_halo = False

    def on_enter(self, app: App) -> None:
        if app.top is self:
            app.quit(0)


def _new_game_folder(game: GameOptions) -> Path | None:
    """Where a game started by ``--screen options`` or ``table`` is saved: the usual folder.
    It is a new game, so a saved one there is kept aside as the title's "No" keeps it, and
    comes back if this game is never saved."""
    from retrohearts.screens.hearts.files import saving

    folder = game.save_folder or save_folder()
    if folder is not None and not game.demo:
        restore_kept(folder)  # a new game that died unsaved gives the old one back first
        if saving.has_saved_game(folder):
            keep_aside(folder)
    return folder


def direct_screen(app: App, name: str, game: GameOptions,
                  sound: SoundSettings | None = None) -> Screen:
    """The first screen for ``--screen NAME`` (SCREENS in program.py)."""
    if name == "title":
        from retrohearts.screens.hearts.pregame.title import TitleScreen

        return TitleScreen()
    if name in ("options", "table"):
        start = Start(seeded(game), sound, first_step=name)
        start.folder = _new_game_folder(game)
        return start
    if name == "ad":
        from retrohearts.games import start_screen
        from retrohearts.screens.hearts.pregame.adscreen import AdScreen

        return AdScreen(start_screen("homerun"))
    base = _Closing()
    app.stack.append(base)  # under the screen pushed below; never entered before it
    if name == "players":
        from retrohearts.screens.hearts.pregame.players import PlayersScreen

        return PlayersScreen(game.opponents or (), lambda _app, _three: None,
                             folder=game.save_folder or data_folder())
    if name == "rules":
        from retrohearts.screens.hearts.pregame.rulecontrols import Setup
        from retrohearts.screens.hearts.pregame.rulescreen import RulesScreen

        setup = Setup(game.rules or HouseRules(), game.controls or Controls(),
                      sound or SoundSettings())
        log = EventLog(game.log) if game.log is not None else EventLog()
        return RulesScreen(setup, lambda app, s, c: apply_setup(app, s, c, log),
                           folder=game.save_folder or data_folder())
    if name == "docs":
        from retrohearts.screens.hearts.pages.docscreen import DocsScreen

        return DocsScreen()
    table_game = seeded(game)
    tricks = ODDS_TRICKS if name.startswith("odds") else 0
    table = build_table(table_game, match=played_match(table_game, tricks))
    app.stack[-1:] = [table]
    if name == "help":
        from retrohearts.ui.windows import help_window

        return help_window(table.help_title, table.help_text)
    from retrohearts.screens.hearts.pages.oddscreen import OddsScreen
    from retrohearts.screens.hearts.table.tabledraw import scores_hidden

    return OddsScreen(table.ctl.view(), table.names, hidden=scores_hidden(table.ctl),
                      page=int(name[-1]) - 1 if name[-1] in "123" else 0)
