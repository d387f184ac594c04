"""The Rules screen: every house rule and program control, changeable at any time.

Eighteen controls in three columns (rulecontrols.py says what each one is). The halo
on a control puts its explanation in the window at the bottom; selecting it steps it
to its next value, and the change takes effect at once, through ``changed`` (at the
table: in the middle of a hand). Icons: DOCS, HELP, SAVE (these settings become the
defaults in HEARTS.DEF), LOAD (back to the saved defaults), DONE (ESC, right button:
back to the previous screen).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pyxel

from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.files.defaults import load_defaults, save_defaults
from retrohearts.screens.hearts.pregame.menuframe import (
    GAP,
    HALO,
    MenuFrame,
    draw_content_panel,
    draw_icons,
    draw_window,
    icon_targets,
    menu_frame,
    wrapped,
)
from retrohearts.screens.hearts.pregame.rulecontrols import BY_KEY, CONTROLS, Control, Setup
from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.shared.drawing import bold
from retrohearts.screens.hearts.shared.layout import Rect

if TYPE_CHECKING:
    from retrohearts.pc.app import App

COLUMNS = 3
ICONS = (
    ("DOCS", "Click now to read the on-line document"),
    ("HELP", "Click now for help on this screen"),
    ("SAVE", "Click now to make these settings the defaults"),
    ("LOAD", "Click now to go back to the saved defaults"),
    ("DONE", "Click now to leave the Rules screen"),
)
ICON_TEXT = {
    "DOCS": "The on-line document: the rules of Hearts, every screen and every control.",
    "HELP": "A short note on using this screen.",
    "SAVE": "Keeps every setting shown here in HEARTS.DEF: each new game starts with them.",
    "LOAD": "Sets every control back to the defaults saved with SAVE (or the factory "
            "settings if nothing was saved).",
    "DONE": "Back to the previous screen; the settings shown stay in force. ESC or the right "
            "button does the same.",
}

Changed = Callable[["App", Setup, "Control | None"], None]


def rules_frame(app: App) -> MenuFrame:
    """The frame with the largest explanation window that leaves the grid its room."""
    key = ("rules-frame", app.mode.key, app.width, app.height)
    cached: MenuFrame | None = app.cache.get(key)
    if cached is not None:
        return cached
    frame = menu_frame(app, window_lines=3, hover=False)
    for lines in range(8, 2, -1):
        frame = menu_frame(app, window_lines=lines, hover=False)
        if frame.content.h >= grid_height(app, frame):
            break
    app.cache[key] = frame
    return frame


def _cell_h(frame: MenuFrame) -> int:
    return frame.ch * 2 + (2 if frame.ch > 8 else 0)


def grid_height(app: App, frame: MenuFrame) -> int:
    rows = -(-len(CONTROLS) // COLUMNS)
    return rows * (_cell_h(frame) + GAP) - GAP + frame.pad * 2


TITLE = "House rules and program controls: select one to change it, at any time"


def title_height(frame: MenuFrame, app: App) -> int:
    """Room for the title line above the grid, when the screen has it to spare."""
    need = frame.ch + frame.pad * 2
    fits = frame.content.h - grid_height(app, frame) >= need + frame.ch
    return need if fits and len(TITLE) * frame.cw < frame.content.w - frame.cw * 2 else 0


def control_cells(app: App, frame: MenuFrame) -> list[tuple[Control, Rect]]:
    """Each control's rectangle: three columns, top to bottom, program controls first."""
    rows = -(-len(CONTROLS) // COLUMNS)
    title_h = title_height(frame, app)
    content = Rect(frame.content.x, frame.content.y + title_h, frame.content.w,
                   frame.content.h - title_h)
    inner_x = content.x + frame.pad + HALO - 2
    col_w = (content.w - (inner_x - content.x) * 2 - GAP * (COLUMNS - 1)) // COLUMNS
    cell_h = _cell_h(frame)
    # spare height goes to the gaps (up to two lines a row) and a little to the cells
    avail = (content.h - frame.pad * 2 + GAP) // rows
    pitch = max(cell_h + GAP, min(avail, cell_h + GAP + frame.ch * 2))
    cell_h += min(frame.ch // 2, (pitch - cell_h - GAP) // 2)
    top = content.y + frame.pad + max(0, (content.h - frame.pad * 2 - (rows - 1) * pitch
                                          - cell_h) // 2)
    out = []
    for i, control in enumerate(CONTROLS):
        col, row = divmod(i, rows)
        out.append((control, Rect(inner_x + col * (col_w + GAP), top + row * pitch, col_w,
                                  cell_h)))
    return out


class RulesScreen(Screen):
    """House rules and program controls; every change is effective at once."""

    help_title, help_text = helptext.HELP["rules"]

    def __init__(self, setup: Setup, changed: Changed | None = None, *,
                 folder: Path | None = None, back_to: str = "the previous screen",
                 house_rules_fixed: bool = False) -> None:
        self.setup = setup
        self.house_rules_fixed = house_rules_fixed  # at a network table the server decides
        self._changed = changed
        self.folder = folder
        self.back_to = back_to
        self.message = ""  # SAVE / LOAD outcome, shown until the halo moves
        self._message_focus: Hashable | None = None

    # ----------------------------------------------------------------- layout
    def targets(self, app: App) -> Sequence[Target]:
        frame = rules_frame(app)
        out = [Target(c.key, r.x, r.y, r.w, r.h, f"{self._label(app, c)}: click now to change it")
               for c, r in control_cells(app, frame)]
        icons = [(label, hover if label != "DONE" else f"Click now to go back to "
                  f"{self.back_to}") for label, hover in ICONS]
        return out + icon_targets(app, frame, icons)

    # ------------------------------------------------------------------ input
    def select(self, app: App, target_id: Hashable) -> None:
        self.message = ""
        if target_id in BY_KEY:
            control = BY_KEY[str(target_id)]
            if control.kind == "house" and self.house_rules_fixed:
                self._say("The server's table decides the house rules")
                return
            self.apply(app, control.step(self.setup), control)
        elif target_id == "DONE":
            app.pop()
        elif target_id == "HELP":
            self.help(app)
        elif target_id == "DOCS":
            from retrohearts.screens.hearts.program import open_docs

            open_docs(app, self.docs_subject())
        elif target_id == "SAVE":
            self._say(self._save())
        elif target_id == "LOAD":
            self._load(app)

    @staticmethod
    def docs_subject() -> str:
        """DOCS opens the document at this screen's section; every control's own section
        follows it, under the control's name."""
        return "The Rules screen"

    def apply(self, app: App, setup: Setup, control: Control | None) -> None:
        """Put a new setup in force (the table follows at once)."""
        self.setup = setup
        if self._changed is not None:
            self._changed(app, setup, control)

    def _say(self, message: str) -> None:
        self.message = message
        self._message_focus = self.cursor.focus

    def _save(self) -> str:
        if self.folder is None:
            return "There is no folder to keep the defaults in"
        saved, _error = load_defaults(self.folder)  # keeps the saved opponents
        s = self.setup
        error = save_defaults(self.folder, replace(saved, rules=s.rules, controls=s.controls,
                                                   sound=s.sound))
        return error or "These settings are now the defaults"

    def _load(self, app: App) -> None:
        saved, error = load_defaults(self.folder)
        rules = self.setup.rules if self.house_rules_fixed else saved.rules
        self.apply(app, Setup(rules, saved.controls, saved.sound), None)
        self._say(error or "The saved defaults are back in force")

    # ------------------------------------------------------------------- draw
    def window_text(self, app: App) -> tuple[str, str]:
        """(heading, text) of the bottom window for the focused item."""
        focus = self.cursor.focus
        if self.message and focus == self._message_focus:
            heading = self.message
        else:
            self.message = ""
            heading = app.hover_text
        if focus in BY_KEY:
            return heading, self.explanation(app, BY_KEY[str(focus)])
        return heading, ICON_TEXT.get(str(focus), "")

    def explanation(self, app: App, control: Control) -> str:
        """The control's explanation; on a small screen that cannot hold all of it, what
        its present value means."""
        frame = rules_frame(app)
        heading = f"{self._label(app, control)}: click now to change it"
        full = control.explanation(self.setup)
        if len(wrapped(frame.window_cols, full, heading)) <= frame.window_lines:
            return full
        return control.explain(control.value(self.setup))

    @staticmethod
    def _label(app: App, control: Control) -> str:
        return control.short if app.width // app.font.cell_w < 60 else control.label

    def draw(self, app: App) -> None:
        ink = app.ink
        frame = rules_frame(app)
        draw_content_panel(app, frame, TITLE if title_height(frame, app) else "")
        short = app.width // frame.cw < 60
        for control, r in control_cells(app, frame):
            label = control.short if short else control.label
            value = control.text(self.setup, short=short)
            pyxel.rectb(r.x, r.y, r.w, r.h, ink.panel_dark)
            cols = max(1, (r.w - 2) // frame.cw)
            ty = r.y + max(1, (r.h - frame.ch * 2) // 2)
            app.text(r.x + 2, ty, label[:cols], ink.panel_text)
            vx = r.x + 2 + (frame.cw if len(value) < cols else 0)
            bold(app, vx, ty + frame.ch, value[:cols], ink.panel_text)
        draw_icons(app, [t for t in self.targets(app) if t.id not in BY_KEY])
        heading, text = self.window_text(app)
        draw_window(app, frame, text, heading)
