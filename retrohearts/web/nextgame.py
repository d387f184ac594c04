"""What a web page shows when the player leaves a game: play it again, or the other one.

On the desktop, leaving the program ends the process. A page has no process to end,
and pyxel's own quit would leave a frozen picture, so in a browser the App's exit is
taken over (pagelink.py) and this screen comes up instead, on the same running PC: one
button plays the game just left again, one the package's other game. Arrow keys or the
mouse pick, ENTER, SPACE or a click (a tap) starts; ESC stays. What a choice does
(which display, which first screen) is the page link's business: ``start(app, game)``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.ui.buttons import Button, draw_button, layout_buttons
from retrohearts.ui.panel import draw_panel
from retrohearts.ui.text import draw_centered

if TYPE_CHECKING:
    from retrohearts.pc.app import App

TITLES = {"hearts": "Hearts", "homerun": "HomeRun"}
HEADING = "Thanks for playing!"


def labels(left: str, others: Sequence[str]) -> list[tuple[str, str]]:
    """(game, button label) for the game just left and the others."""
    def title(game: str) -> str:
        return TITLES.get(game, game).upper()

    return [(left, f"PLAY {title(left)} AGAIN"), *((g, f"PLAY {title(g)}") for g in others)]


class NextGame(Screen):
    """PLAY <game> AGAIN, PLAY <other>: the page's way on after a game ends."""

    def __init__(self, choices: Sequence[tuple[str, str]],
                 start: Callable[[App, str], None]) -> None:
        self.choices = list(choices)
        self.start = start

    def _buttons(self, app: App) -> list[Button]:
        lay = app.layout
        texts = [label for _, label in self.choices]
        w = max(app.text_width(f"• {label}") for label in texts) + 4 * lay.pad + 2
        across = w * len(texts) + lay.gap * (len(texts) - 1)
        vertical = app.height >= 6 * lay.button_h or across > app.width - 8
        x = (app.width - (w if vertical else across)) // 2
        y = app.height // 2 - (0 if vertical else lay.button_h // 2)
        return layout_buttons(app, texts, x, y, vertical=vertical, size=(w, lay.button_h),
                              ids=[game for game, _ in self.choices])

    def targets(self, app: App) -> Sequence[Target]:
        return [b.target() for b in self._buttons(app)]

    def escape(self, app: App) -> None:
        """Nowhere to go back to: ESC stays on this screen."""

    def select(self, app: App, target_id: Hashable) -> None:
        self.start(app, str(target_id))

    def draw(self, app: App) -> None:
        lay = app.layout
        buttons = self._buttons(app)
        top = min(b.y for b in buttons)
        bottom = max(b.y + b.h for b in buttons)
        left = min(b.x for b in buttons)
        right = max(b.x + b.w for b in buttons)
        pad = 2 * lay.pad + 4
        x, w = left - pad, right - left + 2 * pad
        y = max(0, top - 2 * lay.line_h - pad - lay.cell_h)
        body = draw_panel(app, x, y, w, bottom + pad - y, "RetroHearts")
        draw_centered(app, body, HEADING, app.ink.panel_text, x, w)
        for button in buttons:
            draw_button(app, button)
