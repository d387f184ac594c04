"""A yes/no dialog: a question in a small window over the current screen.

``YesNoDialog(question, on_answer)`` calls ``on_answer(app, True/False)`` after closing
itself. Y and N answer from the keyboard too; ESC or the right button mean "no".
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.ui.buttons import Button, draw_button, layout_buttons, row_width
from retrohearts.ui.panel import draw_panel
from retrohearts.ui.text import wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App


class YesNoDialog(Screen):
    """Ask a question; answer with YES or NO."""

    opaque = False

    def __init__(self, question: str, on_answer: Callable[[App, bool], None],
                 title: str = "", default: bool = True) -> None:
        self.question = question
        self.on_answer = on_answer
        self.title = title
        if not default:
            self.focus("NO")

    def _geometry(self, app: App) -> tuple[int, int, int, int, list[str]]:
        lay = app.layout
        cols = min(36, lay.columns() - 6)
        lines = wrap(self.question, cols)
        text_w = max(len(line) for line in lines) * lay.cell_w
        w = max(text_w, row_width(app, ["YES", "NO"])) + 4 * lay.pad + 12
        title_h = lay.cell_h + 2 * lay.pad + 4 if self.title else 0
        h = title_h + len(lines) * lay.line_h + lay.button_h + 5 * lay.pad + 12
        return (lay.width - w) // 2, (lay.height - h) // 2, w, h, lines

    def _buttons(self, app: App) -> list[Button]:
        x, y, w, h, _ = self._geometry(app)
        lay = app.layout
        bw = row_width(app, ["YES", "NO"])
        return layout_buttons(app, ["YES", "NO"], x + (w - bw) // 2,
                              y + h - lay.button_h - lay.pad - 4)

    def targets(self, app: App) -> Sequence[Target]:
        return [b.target() for b in self._buttons(app)]

    def update(self, app: App) -> None:
        if app.input.pressed("Y"):
            self.answer(app, True)
        elif app.input.pressed("N"):
            self.answer(app, False)
        else:
            super().update(app)

    def answer(self, app: App, yes: bool) -> None:
        if app.top is self:
            app.pop()
        self.on_answer(app, yes)

    def select(self, app: App, target_id: Hashable) -> None:
        self.answer(app, target_id == "YES")

    def escape(self, app: App) -> None:
        self.answer(app, False)

    def draw(self, app: App) -> None:
        x, y, w, _, lines = self._geometry(app)
        lay = app.layout
        body = draw_panel(app, x, y, w, self._geometry(app)[3], self.title)
        for i, line in enumerate(lines):
            app.text(x + (w - app.text_width(line)) // 2, body + lay.pad + i * lay.line_h, line,
                     app.ink.panel_text)
        for b in self._buttons(app):
            draw_button(app, b)
