"""The Options screen: the last stop before the table.

Above the icons, what the game about to begin will be: your name, the three opponents
(their portraits), the house rules and the sound. The icons across the middle: DOCS,
HELP, THEM (the Players screen), RULES (the Rules screen), SETUP (the setup program, on
the desktop), JOIN (a game on a server, when the network client is installed) and, at the
far right as in the manual, PLAY
(ESC: begin the game). Below them a window says what the icon under the halo does.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.pregame.menuframe import (
    GAP,
    MenuFrame,
    draw_content_panel,
    draw_hover,
    draw_icons,
    draw_window,
    icon_targets,
    menu_frame,
    wrapped,
)
from retrohearts.screens.hearts.pregame.rulecontrols import BY_KEY, Setup
from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.shared.drawing import bold
from retrohearts.screens.hearts.shared.layout import Rect
from retrohearts.screens.hearts.shared.portraits import draw_portrait

if TYPE_CHECKING:
    from retrohearts.pc.app import App

JOIN_MODULE = "retrohearts.screens.hearts.table.join"
ICONS = (
    ("DOCS", "Click now to read the on-line document"),
    ("HELP", "Click now for help on this screen"),
    ("THEM", "Click now to choose your opponents"),
    ("RULES", "Click now for the rules and controls"),
    ("PLAY", "Click now to begin the game"),
)
JOIN_ICON = ("JOIN", "Click now to join a game on a server")
SETUP_ICON = ("SETUP", "Click now to set up the screen and the sound")
ICON_TEXT = {
    "DOCS": "The on-line document: the rules, every screen, every control, and answers to "
            "common questions.",
    "HELP": "A short note on using this screen.",
    "THEM": "The Players screen: check the three of the six opponents you want to play "
            "against.",
    "RULES": "The Rules screen: house rules such as 2C must lead or End Game, and controls "
             "such as sound and speed.",
    "PLAY": "Begin the game with the opponents and rules shown above. ESC does the same.",
    "JOIN": "Play at a table on a network server, against people and computers.",
    "SETUP": "The SETUP program: the video adapter, the monitor, the sound board, music "
             "and sounds, each with a test picture or sound; it writes HEARTS.CLI.",
}


@dataclass
class NewGame:
    """The game the Options screen is setting up (changed in place by its screens)."""

    name: str
    opponents: tuple[str, str, str]
    setup: Setup
    resumed: str = ""  # a saved game picked up again: where it stands ("" for a new game)


def join_available() -> bool:
    """Whether the network client (JOIN) is installed."""
    try:
        return importlib.util.find_spec(JOIN_MODULE) is not None
    except (ImportError, ValueError):
        return False


ICONS_AT = 0.56  # the icons' row, as a fraction of the screen's height


def options_frame(app: App) -> MenuFrame:
    """Icons across the middle; the window fills the room between them and the hover
    line (the icon's explanation, then the house rules in force)."""
    probe = menu_frame(app, window_lines=1, icons_at=ICONS_AT)
    free = probe.hover_y - probe.pad - (probe.icons_y + probe.icon_h + GAP)
    lines = max(4, (free - probe.pad * 2 - 2) // probe.ch)
    return menu_frame(app, window_lines=lines, icons_at=ICONS_AT)


def window_text(frame: MenuFrame, heading: str, text: str, setup: Setup) -> str:
    """The icon's explanation, then as many of the house rules in force as the window
    holds whole ("label: value" each; the rest are on the Rules screen)."""
    from retrohearts.screens.hearts.pregame.rulecontrols import CONTROLS

    parts = [f"{c.label}: {c.text(setup)}" for c in CONTROLS if c.kind == "house"]
    for count in range(len(parts), 0, -1):
        more = "." if count == len(parts) else "; more under RULES."
        full = f"{text}\n\nHouse rules in force: {'; '.join(parts[:count])}{more}"
        if len(wrapped(frame.window_cols, full, heading)) <= frame.window_lines:
            return full
    return text


def summary_lines(game: NewGame, short: bool) -> list[tuple[str, str]]:
    """(label, value) lines of the game about to begin."""
    setup = game.setup
    rule_set = BY_KEY["rule_set"].text(setup)
    end = BY_KEY["end_score"].text(setup)
    rules = f"{rule_set}, game to {end}" if end != "No limit" else f"{rule_set}, no end score"
    sound = setup.sound
    them = ", ".join(game.opponents)
    resumed = [("Game", game.resumed)] if game.resumed else []
    if short:
        return [("Name", game.name), *resumed, ("Rules", rules), ("Sound", sound.board.label)]
    return [("Your name", game.name), *resumed, ("Opponents", them), ("House rules", rules),
            ("Sound", f"{sound.board.label}; music {sound.music.value}, "
                      f"sounds {sound.sounds.value}")]


class OptionsScreen(Screen):
    """DOCS, HELP, THEM, RULES, PLAY (and JOIN); ESC plays."""

    help_title, help_text = helptext.HELP["options"]

    def __init__(self, game: NewGame, play: Callable[[App], None], *,
                 open_players: Callable[[App], None] | None = None,
                 open_rules: Callable[[App], None] | None = None,
                 open_join: Callable[[App], None] | None = None,
                 open_setup: Callable[[App], None] | None = None) -> None:
        self.game = game
        self._play = play
        self._open_players = open_players
        self._open_rules = open_rules
        self._open_join = open_join
        self._open_setup = open_setup  # SETUP (a desktop program: not in a web page)
        self.focus("PLAY")

    def icons(self) -> list[tuple[str, str]]:
        # the manual puts PLAY at the far right: this edition's icons go before it
        extra = []
        if self._open_setup is not None and sys.platform != "emscripten":
            extra.append(SETUP_ICON)
        if self._open_join is not None and join_available():
            extra.append(JOIN_ICON)
        return [*ICONS[:-1], *extra, ICONS[-1]]

    def targets(self, app: App) -> Sequence[Target]:
        return icon_targets(app, options_frame(app), self.icons())

    def select(self, app: App, target_id: Hashable) -> None:
        if target_id == "PLAY":
            self._play(app)
        elif target_id == "HELP":
            self.help(app)
        elif target_id == "DOCS":
            from retrohearts.screens.hearts.pages.docscreen import open_docs

            open_docs(app)
        elif target_id == "THEM" and self._open_players is not None:
            self._open_players(app)
        elif target_id == "RULES" and self._open_rules is not None:
            self._open_rules(app)
        elif target_id == "JOIN" and self._open_join is not None:
            self._open_join(app)
        elif target_id == "SETUP" and self._open_setup is not None:
            self._open_setup(app)

    def escape(self, app: App) -> None:
        """ESC or the right button: PLAY."""
        self._play(app)

    def draw(self, app: App) -> None:
        ink = app.ink
        frame = options_frame(app)
        draw_content_panel(app, frame, TITLE)
        plan = summary_plan(app, frame, self.game)
        screen = (0, 0, app.width, app.height)
        for name, port, plate in plan.portraits:
            draw_portrait(port.x, port.y, port.w, port.h, name, ink, screen=screen)
            app.text(plate.x, plate.y, name, ink.panel_text)
        for label, value, x, vx, y in plan.lines:
            app.text(x, y, f"{label}:", ink.panel_text)
            bold(app, vx, y, value, ink.panel_text)
        draw_icons(app, self.targets(app))
        focus = str(self.cursor.focus)
        text = window_text(frame, focus, ICON_TEXT.get(focus, ""), self.game.setup)
        draw_window(app, frame, text, focus)
        draw_hover(app, frame, app.hover_text)


TITLE = "Options: the game about to begin"


@dataclass(frozen=True)
class SummaryPlan:
    """Where the Options panel puts the opponents' portraits and the summary lines."""

    portraits: list[tuple[str, Rect, Rect]]  # name, portrait, name label
    lines: list[tuple[str, str, int, int, int]]  # label, value, x, value x, y


def summary_plan(app: App, frame: MenuFrame, game: NewGame) -> SummaryPlan:
    """The portraits (as large as the panel allows beside the lines) and the lines."""
    content = frame.content
    short = app.width // frame.cw < 60
    lines = summary_lines(game, short)
    y = content.y + frame.pad * 2 + frame.ch
    line_h = frame.ch + 1
    free = content.bottom - frame.pad - y - line_h * len(lines) - frame.ch - frame.pad * 2
    aspect = app.layout.pixel_aspect
    h = min(free, round(content.w / 9 / aspect * 1.2))
    portraits = []
    if h >= frame.ch * 2:
        names = game.opponents
        w = round(h * aspect / 1.2)
        step = max(w + GAP, max(len(n) for n in names) * frame.cw + GAP * 2)
        x0 = content.x + (content.w - step * (len(names) - 1) - w) // 2
        for i, name in enumerate(names):
            x = x0 + i * step
            tw = len(name) * frame.cw
            portraits.append((name, Rect(x, y, w, h),
                              Rect(x + (w - tw) // 2, y + h + 1, tw, frame.ch)))
        y += h + frame.ch + frame.pad * 2
    width = max(len(label) for label, _ in lines) + 2
    x = content.x + frame.cw * 2
    cols = (content.right - x) // frame.cw - 1 - width
    placed = []
    for label, value in lines:
        placed.append((label, value[:cols], x, x + width * frame.cw, y))
        y += line_h
    return SummaryPlan(portraits, placed)
