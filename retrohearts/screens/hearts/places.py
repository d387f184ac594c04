"""Where a name leads: the one map from the names screens ask for to the screens they get.

Screens never import the program that opened them. The table asks for its icons' screens by
name (DOCS, ODDS, RULES) through the ``open_screen`` it is handed, and leaves through the
``leave`` it is handed (the Ad screen on the way out); ``flow.build_table`` hands it these,
and the network table (``table/join.py``) takes the same. A screen that opens one below
it (the menu screens' DOCS, the table's last hand or post-mortem) builds it itself.
``apply_setup`` is what a change on the Rules screen does beyond the screen: the sound
follows it and the event log records it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from retrohearts.eventlog import EventLog
from retrohearts.hearts.match import Match
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.pregame.rulecontrols import Control, Setup
from retrohearts.screens.hearts.shared.speaker import sound_settings

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.screens.hearts.table.table import TableScreen


def docs(app: App, table: TableScreen, folder: Path | None) -> Screen:
    """DOCS: the on-line document, at its index."""
    from retrohearts.screens.hearts.pages.docscreen import DocsScreen

    return DocsScreen()


def odds(app: App, table: TableScreen, folder: Path | None) -> Screen:
    """ODDS: the three Odds screens for the hand in progress."""
    from retrohearts.screens.hearts.pages.oddscreen import OddsScreen
    from retrohearts.screens.hearts.table.tabledraw import scores_hidden

    # the estimates hide (Scores: Hidden) until the game ends, as the totals do
    return OddsScreen(table.ctl.view(), table.names, hidden=scores_hidden(table.ctl))


def rules(app: App, table: TableScreen, folder: Path | None) -> Screen:
    """RULES at the table: every change takes effect at once, in the middle of a hand too
    (a network table's house rules are the server's)."""
    from retrohearts.screens.hearts.pregame.rulescreen import RulesScreen

    setup = Setup(table.ctl.port.rules, table.controls, sound_settings(app))
    server = not isinstance(table.ctl.port.match, Match)  # a network table

    def changed(app: App, new: Setup, control: Control | None) -> None:
        apply_setup(app, new, control, table.ctl.log)
        table.ctl.change_rules(new.rules)
        table.set_controls(new.controls)

    return RulesScreen(setup, changed, folder=folder, back_to="the table",
                       house_rules_fixed=server)


#: The screens the table's icons open, by the icon's name.
AT_THE_TABLE: dict[str, Callable[[App, TableScreen, Path | None], Screen]] = {
    "DOCS": docs, "ODDS": odds, "RULES": rules,
}


def open_icon_screen(app: App, name: str, table: TableScreen,
                     folder: Path | None = None) -> None:
    """DOCS, ODDS and RULES from the table's icons (folder: where RULES keeps HEARTS.DEF)."""
    make = AT_THE_TABLE.get(name)
    if make is not None:
        app.push(make(app, table, folder))


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

