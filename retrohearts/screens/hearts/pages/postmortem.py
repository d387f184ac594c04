"""The post-mortem page after a hand: every trick, the points, your costliest decision.

The tricks are the Odds 1 grid (one row per player, the taker of each trick framed), the
points each player scored follow, and then Julia's verdict on your decisions
(``retrohearts.hearts.postmortem``), worked out a few milliseconds per frame while the page
is open, so nothing stalls. TRICKS opens the trick-by-trick review, SAVE writes the page as
a text file (in the folder the program was started from, else in the user data folder,
atomically), DONE (ESC, right button) goes back to the table.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retrohearts.atomicfile import write_text_atomic
from retrohearts.hearts.postmortem import Judge, Verdict, report_text, verdict_text
from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.files.folders import data_folder
from retrohearts.screens.hearts.pages.pagescreen import button_row, draw_button_row, draw_page
from retrohearts.screens.hearts.pages.tricks import draw_tricks
from retrohearts.screens.hearts.shared.drawing import bold
from retrohearts.screens.hearts.shared.thinking import think_slice
from retrohearts.ui.text import wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App

JUDGE_BUDGET_MS = 8.0  # Julia's thinking per frame (a frame is 16.7 ms at 60 fps)


def report_name(finished: Any) -> str:
    """The text file's name: the deal number replays the hand, so it names the file."""
    deal = finished.history.deal_number
    return f"DEAL{deal}.TXT" if deal is not None else f"HAND{finished.number}.TXT"


def save_report(text: str, name: str, folders: Sequence[Path | None]) -> tuple[Path | None, str]:
    """Write the report into the first folder that takes it: (path or None, message)."""
    for folder in folders:
        if folder is None:
            continue
        path = folder / name
        try:
            folder.mkdir(parents=True, exist_ok=True)
            write_text_atomic(path, text)
        except OSError:
            continue
        return path, f"Saved as {path}"
    return None, f"?Error writing '{name}' file"


def _default_folders() -> list[Path | None]:
    try:
        here: Path | None = Path.cwd()
    except OSError:
        here = None
    return [here, data_folder()]


class PostMortemScreen(Screen):
    """After a hand: the tricks, the points and Julia's verdict."""

    help_title = "After the hand"
    help_text = ("The grid shows every trick of the hand: one row per player, the card that "
                 "took each trick framed. Below it, the points each player scored, and the "
                 "decision of yours that cost you most, as the strongest player judges it "
                 "from what you knew at the time. TRICKS shows the hand trick by trick; "
                 "SAVE writes this page to a text file; DONE goes back.")

    def __init__(self, finished: Any, names: Sequence[str], you: int = 0, *,
                 folders: Callable[[], list[Path | None]] | None = None,
                 open_tricks: Callable[[App], None] | None = None) -> None:
        self.finished = finished
        self.names = list(names)
        self.you = you
        self.judge = Judge(finished.history, finished.rules, you)
        self.verdict: Verdict | None = None
        self.message = ""
        self._folders = folders or _default_folders
        self._open_tricks = open_tricks
        self.focus("DONE")

    @property
    def judged(self) -> bool:
        return self.judge.done

    def shown_names(self) -> list[str]:
        return ["You" if s == self.you else n for s, n in enumerate(self.names)]

    def targets(self, app: App) -> Sequence[Target]:
        return button_row(app, (("TRICKS", "Click now to see the hand trick by trick"),
                                ("SAVE", "Click now to save this page as a text file"),
                                ("DONE", "Click now to go back to the table")))

    def update(self, app: App) -> None:
        if not self.judge.done:
            self.verdict = think_slice(self.judge, JUDGE_BUDGET_MS, app.headless)
        super().update(app)

    def select(self, app: App, target_id: Hashable) -> None:
        if target_id == "TRICKS":
            if self._open_tricks is not None:
                self._open_tricks(app)
            else:
                from retrohearts.screens.hearts.pages.lasthand import LastHandScreen

                app.push(LastHandScreen(self.finished, self.names))
        elif target_id == "SAVE":
            self.save()
        else:
            app.pop()

    def text(self) -> str:
        """The page as plain text (Julia's verdict finished first)."""
        self.verdict = self.judge.run()
        return report_text(self.finished.history, self.shown_names(), self.finished.points,
                           self.verdict, f"Hearts: hand {self.finished.number}, the post-mortem")

    def save(self) -> Path | None:
        path, self.message = save_report(self.text(), report_name(self.finished),
                                         self._folders())
        return path

    # ----------------------------------------------------------------- draw
    def draw(self, app: App) -> None:
        f = draw_page(app)
        ink = app.ink
        cw, ch = f.cw, f.ch
        cols = f.body.w // cw - 2
        title = f"Hand {self.finished.number}: the post-mortem"
        bold(app, *f.title, title[:cols], ink.panel_text)
        r = f.text
        names = self.shown_names()
        y = draw_tricks(app, r, [t.plays for t in self.finished.history.tricks], self.names,
                        self.you, points=True) + ch // 2
        points = ", ".join(f"{names[s]} {p}" for s, p in enumerate(self.finished.points))
        for line in wrap(f"Points: {points}", r.w // cw):
            app.text(r.x, y, line, ink.panel_text)
            y += ch
        y += ch // 2
        if not self.judge.done:
            lines = [f"Julia is weighing your decisions... {round(self.judge.progress * 100)}%"]
        else:
            lines = verdict_text(self.verdict)
        for para in lines:
            for line in wrap(para, r.w // cw):
                if y + ch > r.bottom - ch:
                    break
                app.text(r.x, y, line, ink.panel_text)
                y += ch
        if self.message:
            foot = f.body.bottom - f.pad - f.ch
            shown = self.message
            if len(shown) > r.w // cw:  # a long path: its end says the most
                shown = "..." + shown[-(r.w // cw - 3):]
            app.text(r.x, foot, shown, ink.panel_text)
        draw_button_row(app, list(self.targets(app)))
