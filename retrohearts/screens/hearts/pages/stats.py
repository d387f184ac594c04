"""Career statistics: every name that has played, from HEARTS.STA in the user data folder.

A page with one line per player (games, wins, points per hand, moons, queens taken, and the
games played with an undo), most games first, the players at the table marked. The table
shows it at the end of each game (its STATS button); the Options screen may open it too:
``StatsScreen()`` reads the file itself. A damaged file was set aside when read, and the
page says ``?'HEARTS.STA' file corrupt``. DONE, ESC or the right button go back.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from retrohearts.hearts.career import CareerBook, load_stats
from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.files.folders import data_folder
from retrohearts.screens.hearts.pages.pagescreen import button_row, draw_button_row, draw_page
from retrohearts.screens.hearts.shared.drawing import bold
from retrohearts.ui.text import first_fitting

if TYPE_CHECKING:
    from retrohearts.pc.app import App


#: What the short headings of 40 columns mean, the shortest wording last.
LEGENDS = ("Gms games, Mn moons, QS queens, Un undo", "Gms=games Mn=moons QS=queens Un=undo")


def legend(cols: int) -> str:
    """The legend under the narrow table, in the first wording that fits ``cols``."""
    return first_fitting(LEGENDS, lambda text: len(text) <= cols)[:cols]


class StatsScreen(Screen):
    """The career statistics page."""

    help_title = "Career statistics"
    help_text = ("One line for every name that has played a game at this computer: games "
                 "finished, games won, the average points taken per hand (lower is better), "
                 "the moons shot, the times the queen of spades was taken and the games "
                 "played with an undo (Undo, or Un: a card taken back). The players of "
                 "the game in progress are marked. DONE goes back.")

    def __init__(self, folder: Path | None = None, *, book: CareerBook | None = None,
                 players: Sequence[str] = (), message: str | None = None) -> None:
        self.message = message
        if book is None:
            book, error = load_stats(folder if folder is not None else data_folder())
            self.message = error or message
        self.book = book
        self.players = set(players)

    def targets(self, app: App) -> Sequence[Target]:
        return button_row(app, (("DONE", "Click now to go back"),))

    def select(self, app: App, target_id: Hashable) -> None:
        app.pop()

    def rows(self, wide: bool = True) -> list[tuple[str, str]]:
        """(name, figures) for each player, most games first, then by name."""
        order = sorted(self.book.items(), key=lambda kv: (-kv[1].games, -kv[1].hands, kv[0]))
        out = []
        for name, c in order:
            if wide:
                figures = (f"{c.games:5d} {c.wins:5d} {c.average:6.1f} {c.moons:5d} "
                           f"{c.queens:6d} {c.undo_games:4d}")
            else:  # 40 columns
                figures = (f"{min(c.games, 999):3d} {min(c.wins, 999):3d} "
                           f"{min(c.average, 99.9):4.1f} {min(c.moons, 99):2d} "
                           f"{min(c.queens, 99):2d} {min(c.undo_games, 99):2d}")
            out.append((name, figures))
        return out

    def draw(self, app: App) -> None:
        f = draw_page(app)
        ink = app.ink
        cw, ch = f.cw, f.ch
        bold(app, *f.title, "Career statistics", ink.panel_text)
        r = f.text
        cols = r.w // cw
        wide = cols >= 60
        heads = "Games  Wins  Avg/h Moons Queens Undo" if wide else "Gms Won  Avg Mn QS Un"
        name_cols = max(6, min(20, cols - 3 - len(heads)))
        y = r.y
        if self.message:
            app.text(r.x, y, self.message[:cols], ink.panel_text)
            y += ch * 2
        app.text(r.x, y, f"  {'Name':{name_cols}s} {heads}"[:cols], ink.panel_text)
        y += ch + 2
        rows = self.rows(wide)
        room = max(0, (r.bottom - y) // ch - 1)
        if not rows:
            app.text(r.x, y, "No game has been finished yet."[:cols], ink.panel_text)
        for name, figures in rows[:room]:
            mark = "*" if name in self.players else " "
            line = f"{mark} {name[:name_cols]:{name_cols}s} {figures}"
            app.text(r.x, y, line[:cols], ink.panel_text)
            y += ch
        if len(rows) > room:
            app.text(r.x, y, f"... and {len(rows) - room} more", ink.panel_text)
        if not wide:
            app.text(r.x, r.bottom - ch, legend(cols), ink.panel_text)
        draw_button_row(app, list(self.targets(app)))
