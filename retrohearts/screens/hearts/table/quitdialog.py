"""The table's QUIT question: save the game to resume it later?

A dialog (shared/windows.py) inside the felt's clearing the table gives it, so the play
menu's prompt and every name plate stay in view; the answer goes back to the table's
``quit_game``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.shared.windows import Dialog

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.screens.hearts.table.table import TableScreen


class QuitDialog(Dialog):
    """QUIT: save the game to resume later?"""

    help_title, help_text = helptext.HELP["quit"]

    def __init__(self, table: TableScreen) -> None:
        self.table = table
        super().__init__("Quit", ["Save this game to", "resume it later?"],
                         ["Yes", "No", "Cancel"], self._answered, area=table.clearing)

    def _answered(self, app: App, answer: str) -> None:
        if answer == "Yes":
            self.table.quit_game(app, save=True)
        elif answer == "No":
            self.table.quit_game(app, save=False)
