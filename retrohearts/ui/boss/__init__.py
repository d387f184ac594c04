"""The boss key's screens: what a 1993 office worker could leave on screen.

F9 (or the middle mouse button, or both buttons at once) puts one of these over the game at
once (``pc/app.py`` does the switching, the sound's suspension and the pause): a spreadsheet
(:mod:`.spreadsheet`) or a DOS prompt (:mod:`.dosprompt`) in the PC's own video mode and font,
and on the Psion 3a's LCD the Agenda a Psion user would have open (:mod:`.agenda`). Each
reacts to keys as its program would (the cell pointer moves, the prompt takes commands), so a
glance over the shoulder finds nothing odd. ``screen_for(app, preferred)`` picks the one
this display shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.screen import Screen

Kind = Literal["spreadsheet", "prompt"]


def screen_for(app: App, preferred: Kind) -> Screen:
    """The boss screen for this display: the Psion's Agenda on its LCD, else ``preferred``."""
    if app.mode.adapter == "lcd":
        from retrohearts.ui.boss.agenda import AgendaScreen

        return AgendaScreen()
    if preferred == "prompt":
        from retrohearts.ui.boss.dosprompt import PromptScreen

        return PromptScreen()
    from retrohearts.ui.boss.spreadsheet import SpreadsheetScreen

    return SpreadsheetScreen()


def hearts_boss(app: App) -> Screen:
    """Hearts' boss screen: a budget in a spreadsheet."""
    return screen_for(app, "spreadsheet")


def homerun_boss(app: App) -> Screen:
    """HomeRun's boss screen: a DOS prompt (the Agenda on the Psion's LCD)."""
    return screen_for(app, "prompt")
