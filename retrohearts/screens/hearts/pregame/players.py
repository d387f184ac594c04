"""The Players screen: choose the three computer opponents for the game.

The six portraits across the top, the chosen ones carrying a check mark (on entry: the
saved default selection). The halo on a portrait shows that player's biography and
measured style in the window at the bottom (for Julia also her strength at the two
thinking budgets a game may give her, a desktop's and a browser's); selecting a portrait
checks or unchecks it. DONE (ESC, right button) leaves only with exactly three checked, otherwise a
warning says so and you stay. SAVE makes the selection the default (HEARTS.DEF), LOAD
brings the saved default back. The chosen three sit West, North and East in the order
shown.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import pyxel

from retrohearts.hearts.players import BIOGRAPHIES, OPPONENTS, TENDENCIES
from retrohearts.pc.cursor import Target
from retrohearts.pc.font import DosFont, load_font
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.files.defaults import load_defaults, save_defaults
from retrohearts.screens.hearts.pregame.menuframe import (
    GAP,
    HALO,
    MenuFrame,
    draw_content_panel,
    draw_hover,
    draw_icons,
    draw_window,
    icon_targets,
    menu_frame,
    wrapped,
)
from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.shared.drawing import bold
from retrohearts.screens.hearts.shared.layout import Rect
from retrohearts.screens.hearts.shared.portraits import draw_portrait
from retrohearts.ui.fontstyle import printing_in

if TYPE_CHECKING:
    from retrohearts.pc.app import App

Opponents = tuple[str, str, str]
ICONS = (
    ("DOCS", "Click now to read the on-line document"),
    ("HELP", "Click now for help on this screen"),
    ("SAVE", "Click now to make this selection the default"),
    ("LOAD", "Click now to go back to the saved selection"),
    ("DONE", "Click now to play against the three checked"),
)
WARNING = ("Select exactly three", "opponents, then DONE.")


MEASURED = Path(__file__).with_name("measured.txt")


@cache
def measured() -> dict[str, dict[str, float]]:
    """What scripts/measure_players.py measured, by player (and by ``player.pace`` for a
    searching player's strength at a thinking budget, see :data:`PACES`); {} when the file
    is missing or damaged (the window then shows the biography and the style alone)."""
    out: dict[str, dict[str, float]] = {}
    try:
        text = MEASURED.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return out
    for line in text.splitlines():
        name, *fields = line.split()
        if line.startswith("#") or name.partition(".")[0] not in OPPONENTS:
            continue
        try:
            out[name] = {k: float(v) for k, v in (f.split("=", 1) for f in fields)}
        except ValueError:
            continue
    return out


def measured_line(name: str) -> str:
    """One player's figures in words, or ""."""
    figures = measured().get(name)
    if not figures or not {"points_per_hand", "wins", "moons"} <= set(figures):
        return ""
    return (f"Measured: {figures['points_per_hand']:.1f} points a hand, wins "
            f"{figures['wins']:.0f}% of games, shoots the moon in {figures['moons']:.1f}% "
            f"of hands.")


#: The thinking budgets (``players/budget.py``) at which a searching player's strength is
#: measured: the desktop's, and the one a browser gives her on the test machine.
PACES = ("desktop", "browser")
_STRENGTH = {"work", "duckers", "duckers_ci", "ismcts", "ismcts_ci"}


def _paces(name: str) -> list[tuple[str, dict[str, float]]]:
    paces = [(pace, measured().get(f"{name}.{pace}", {})) for pace in PACES]
    return [(pace, f) for pace, f in paces if set(f) >= _STRENGTH]


def strength_line(name: str, short: bool = False) -> str:
    """A searching player's strength at each pace, in points a hand gained on the others on
    the same deals (with the 95% margin on a wide screen), or "" when not measured.  On a
    40-column screen it shares a line with the other figures (:func:`player_text`)."""
    paces = _paces(name)
    if not paces:
        return ""
    (pace, first), rest = paces[0], paces[1:]
    if short:
        line = f"Gains {first['duckers']:+.1f} a hand v duckers, {first['ismcts']:+.1f} v IS-MCTS"
        extra = ", ".join(f"{p} {f['duckers']:+.1f}, {f['ismcts']:+.1f}" for p, f in rest)
        return line + (f" ({extra})." if extra else ".")

    def pm(f: dict[str, float], field: str) -> str:
        return f"{f[field]:+.1f}\u00b1{f[field + '_ci']:.1f}"

    clauses = [f"{pace} pace ({first['work']:,.0f} steps a card) {pm(first, 'duckers')} v "
               f"duckers, {pm(first, 'ismcts')} v IS-MCTS"]
    clauses += [f"{p} ({f['work']:,.0f}) {pm(f, 'duckers')}, {pm(f, 'ismcts')}" for p, f in rest]
    return "Gains a hand on the same deals: " + "; ".join(clauses) + "."


def player_text(name: str, short: bool = False) -> str:
    """The window's text: the biography, the style in a line (not on a 40-column screen,
    where the biography says it already), the measured figures and the strength at each
    thinking budget (on 40 columns in a few words, on the line of the other figures)."""
    parts = [BIOGRAPHIES[name]]
    if not short:
        parts.append(f"Style: {TENDENCIES[name]}")
    figures = measured().get(name, {})
    if short and _paces(name) and {"points_per_hand", "wins", "moons"} <= set(figures):
        parts.append(f"Measured: {figures['points_per_hand']:.1f} a hand, wins "
                     f"{figures['wins']:.0f}%, moon {figures['moons']:.1f}%. "
                     + strength_line(name, short))
        return "\n".join(parts)
    for line in (measured_line(name), strength_line(name, short)):
        if line:
            parts.append(line)
    return "\n".join(parts)


def _short(app: App) -> bool:
    return app.width // app.font.cell_w < 60


def players_frame(app: App) -> MenuFrame:
    """A window tall enough for the longest biography; the portraits get the rest."""
    key = ("players-frame", app.mode.key, app.width, app.height)
    frame: MenuFrame | None = app.cache.get(key)
    if frame is None:
        cols = menu_frame(app, window_lines=1).window_cols
        lines = max(len(wrapped(cols, player_text(name, _short(app)), name))
                    for name in OPPONENTS)
        frame = app.cache[key] = menu_frame(app, window_lines=lines)
    return frame


TITLE = "Select your three opponents"


NAME_FONT_40 = "cga6x8"  # 40 columns: the names in small print, so they fit under the faces


def _inner_and_cell(frame: MenuFrame) -> tuple[int, int]:
    """The width the six portraits share inside the halo's reach, and each one's width."""
    count = len(OPPONENTS)
    inner = frame.content.w - (frame.pad + HALO) * 2
    return inner, (inner - GAP * (count - 1)) // count


def name_font(app: App, frame: MenuFrame) -> DosFont:
    """The font of the names under the portraits: the screen's own, or small print where
    the longest name is wider than a portrait (CGA's 40 columns)."""
    _inner, cell_w = _inner_and_cell(frame)
    longest = max(len(n) for n in OPPONENTS)
    if longest * frame.cw <= cell_w:
        return app.font
    small = load_font(NAME_FONT_40)
    return small if longest * small.cell_w <= cell_w else app.font


def portrait_cells(app: App, frame: MenuFrame) -> list[tuple[str, Rect, Rect]]:
    """(name, portrait rect, name-label rect) of the six, left to right. The portrait is
    the halo's target; the names sit one row below the halo's reach, in small print on a
    40-column screen (the screen's font would not fit them under the faces); where even
    that does not fit they take two staggered lines so long ones never touch."""
    content = frame.content
    count = len(OPPONENTS)
    inner, cell_w = _inner_and_cell(frame)
    font = name_font(app, frame)
    fw, fh = font.cell_w, font.cell_h
    stagger = max(len(n) for n in OPPONENTS) * fw > cell_w
    name_h = fh * (2 if stagger else 1) + HALO + 2
    title_h = 0 if _short(app) else frame.ch + frame.pad * 2  # 40 columns: faces first
    room = content.h - frame.pad * 2 - HALO * 2 - name_h - title_h
    port_h = max(frame.ch * 2, min(room, round(cell_w * 1.2 / app.layout.pixel_aspect)))
    top = content.y + title_h + HALO + (room - port_h) // 3
    x0 = content.x + frame.pad + HALO + (inner - count * cell_w - GAP * (count - 1)) // 2
    out = []
    for i, name in enumerate(OPPONENTS):
        x = x0 + i * (cell_w + GAP)
        ny = top + port_h + HALO + 2 + (fh if stagger and i % 2 else 0)
        tw = len(name) * fw
        out.append((name, Rect(x, top, cell_w, port_h),
                    Rect(x + (cell_w - tw) // 2, ny, tw, fh)))
    return out


class PlayersScreen(Screen):
    """Choose three opponents out of six."""

    help_title, help_text = helptext.HELP["players"]

    def __init__(self, selected: Sequence[str], done: Callable[[App, Opponents], None],
                 *, folder: Path | None = None) -> None:
        self.checked = [name for name in OPPONENTS if name in selected]
        self._done = done
        self.folder = folder
        self.message = ""
        self._message_focus: Hashable | None = None
        if self.checked:
            self.focus(self.checked[0])

    @property
    def selection(self) -> tuple[str, ...]:
        """The checked players, in the order they are shown."""
        return tuple(name for name in OPPONENTS if name in self.checked)

    # ----------------------------------------------------------------- layout
    def targets(self, app: App) -> Sequence[Target]:
        frame = players_frame(app)
        out = []
        for name, port, _label in portrait_cells(app, frame):
            checked = name in self.checked
            hover = f"Click now to {'uncheck' if checked else 'check'} {name}"
            out.append(Target(name, port.x, port.y, port.w, port.h, hover))
        return out + icon_targets(app, frame, ICONS)

    # ------------------------------------------------------------------ input
    def select(self, app: App, target_id: Hashable) -> None:
        self.message = ""
        if target_id in OPPONENTS:
            name = str(target_id)
            if name in self.checked:
                self.checked.remove(name)
            else:
                self.checked.append(name)
        elif target_id == "DONE":
            self.escape(app)
        elif target_id == "HELP":
            self.help(app)
        elif target_id == "DOCS":
            from retrohearts.screens.hearts.pages.docscreen import open_docs

            open_docs(app, "The Players screen")
        elif target_id == "SAVE":
            self._save(app)
        elif target_id == "LOAD":
            saved, error = load_defaults(self.folder)
            self.checked = list(saved.opponents)
            self._say(error or "The saved selection is back")

    def click(self, app: App, pos: tuple[int, int]) -> None:
        """A click on a name under a portrait counts as a click on the portrait."""
        for name, _port, label in portrait_cells(app, players_frame(app)):
            if label.contains(*pos):
                self.focus(name)
                self.select(app, name)

    def escape(self, app: App) -> None:
        """DONE, ESC or the right button: only with exactly three checked."""
        chosen = self.selection
        if len(chosen) != 3:
            self._warn(app)
            return
        app.pop()
        self._done(app, (chosen[0], chosen[1], chosen[2]))

    def _warn(self, app: App) -> None:
        from retrohearts.screens.hearts.shared.windows import Dialog

        count = len(self.checked)
        lines = [*WARNING, f"({count} checked now)"]
        app.push(Dialog("Warning", lines, ["OK"], lambda _app, _answer: None))

    def _save(self, app: App) -> None:
        chosen = self.selection
        if len(chosen) != 3:
            self._warn(app)
            return
        if self.folder is None:
            self._say("There is no folder to keep the defaults in")
            return
        saved, _error = load_defaults(self.folder)
        error = save_defaults(self.folder, replace(saved, opponents=(chosen[0], chosen[1],
                                                                     chosen[2])))
        self._say(error or "These three are now the default")

    def _say(self, message: str) -> None:
        self.message = message
        self._message_focus = self.cursor.focus

    # ------------------------------------------------------------------- draw
    def draw(self, app: App) -> None:
        ink = app.ink
        frame = players_frame(app)
        draw_content_panel(app, frame, "" if _short(app) else TITLE)
        screen = (0, 0, app.width, app.height)
        cells = portrait_cells(app, frame)
        font = name_font(app, frame)
        for name, port, label in cells:
            draw_portrait(port.x, port.y, port.w, port.h, name, ink, screen=screen)
            if name in self.checked:
                _check_mark(app, port)
            with printing_in(app, font):
                app.text(label.x, label.y, name, ink.panel_text)
        self._draw_count(app, frame, max(label.bottom for _n, _p, label in cells))
        draw_icons(app, [t for t in self.targets(app) if t.id not in OPPONENTS])
        focus = self.cursor.focus
        if focus in OPPONENTS:
            draw_window(app, frame, player_text(str(focus), _short(app)), str(focus))
        else:
            draw_window(app, frame, f"{self.count_line()}. Checked now: "
                        f"{', '.join(self.selection) or 'nobody'}.", "Your opponents")
        hover = app.hover_text
        if self.message and focus == self._message_focus:
            hover = self.message
        else:
            self.message = ""
        draw_hover(app, frame, hover)


    def count_line(self) -> str:
        """What the row of check marks adds up to, in words."""
        count = len(self.checked)
        if count == 3:
            return "Three checked: ready to play"
        if count < 3:
            return f"{count} checked: check {3 - count} more"
        return f"{count} checked: uncheck {count - 3}"

    def _draw_count(self, app: App, frame: MenuFrame, below: int) -> None:
        y = below + frame.ch
        if y + frame.ch > frame.content.bottom - frame.pad:
            return  # no room (40 columns): the window says it when the halo is on an icon
        line = self.count_line()
        bold(app, (app.width - app.text_width(line)) // 2, y, line, app.ink.panel_text)


def _check_mark(app: App, port: Rect) -> None:
    """A bold check mark in the portrait's top right corner, outlined so it shows on any
    face in any mode."""
    ink = app.ink
    size = max(7, port.w // 4)
    x0, y0 = port.right - size - 2, port.y + 2
    h = round(size / app.layout.pixel_aspect)
    pts = ((x0, y0 + h // 2), (x0 + size // 3, y0 + h - 1), (x0 + size - 1, y0))
    # not the halo's colour: a check mark and the halo must never be confused
    mark = ink.text_bright
    dark = ink.shadow if ink.shadow != mark else ink.bg
    pyxel.rect(x0 - 1, y0 - 1, size + 2, h + 2, dark)
    for (ax, ay), (bx, by) in zip(pts, pts[1:], strict=False):
        for d in (0, 1):
            pyxel.line(ax + d, ay, bx + d, by, mark)
