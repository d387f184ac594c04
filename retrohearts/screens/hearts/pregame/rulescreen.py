"""The Rules screen: every house rule and program control, changeable at any time.

Twenty controls in three columns (rulecontrols.py says what each one is). The halo
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
from retrohearts.pc.font import DosFont, load_font
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
    padding,
    window_fits,
)
from retrohearts.screens.hearts.pregame.rulecontrols import BY_KEY, CONTROLS, Control, Setup
from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.shared.drawing import bold
from retrohearts.screens.hearts.shared.layout import Rect
from retrohearts.ui.fontstyle import printing_in
from retrohearts.ui.text import luminance

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
    build = _tight_frame if app.height <= 200 else _frame
    frame = build(app, 3)
    for lines in range(8, 2, -1):
        frame = build(app, lines)
        if frame.content.h >= grid_height(app, frame):
            break
    app.cache[key] = frame
    return frame


def _frame(app: App, lines: int) -> MenuFrame:
    return menu_frame(app, window_lines=lines, hover=False)


def _tight_frame(app: App, lines: int) -> MenuFrame:
    """On a 200-line screen seven rows of controls need every line: the window reaches the
    bottom edge (it is no target: no halo needs room below it), the icons are one text line
    high and the panel starts just above the first row's halo."""
    ch, pad = app.font.cell_h, padding(app)
    win_h = lines * ch + pad * 2 + 2
    window = Rect(HALO, app.height - win_h, app.width - HALO * 2, win_h)
    icon_h = ch + pad * 2
    icons_y = window.y - GAP - icon_h
    margin = 1 if narrow(app) else pad  # as _margin: the panel's edge to the boxes
    top = HALO - margin  # the first row then starts at HALO: its halo stays on the screen
    # the last row's halo may reach the icons' halo, never an icon (both are gaps)
    content = Rect(HALO, top, app.width - HALO * 2, icons_y - GAP + margin - top)
    return MenuFrame(app.font.cell_w, ch, pad, content, icons_y, icon_h, window, app.height)


NARROW_FONT = "cga6x8"  # CGA's 40 columns: the grid in small print, so the labels fit whole
NARROW_GAP = 2  # between the small-print boxes (the halo fills it, up to the neighbour)


def narrow(app: App) -> bool:
    """Whether the grid is in small print (a 40-column screen)."""
    return app.width // app.font.cell_w < 60


def grid_font(app: App) -> DosFont:
    """The font the grid's labels and values are drawn in."""
    return load_font(NARROW_FONT) if narrow(app) else app.font


def _cell_h(frame: MenuFrame, app: App) -> int:
    if narrow(app):  # a blank row, the label, the value (its descenders), a blank row
        return grid_font(app).cell_h * 2 + 2
    return frame.ch * 2 + (2 if frame.ch > 8 else 0)


def _gap(app: App) -> int:
    return NARROW_GAP if narrow(app) else GAP


def _margin(app: App, frame: MenuFrame) -> int:
    """Between the panel's edge and the boxes, above and below."""
    return 1 if narrow(app) else frame.pad


def grid_height(app: App, frame: MenuFrame) -> int:
    rows = -(-len(CONTROLS) // COLUMNS)
    return rows * (_cell_h(frame, app) + _gap(app)) - _gap(app) + _margin(app, frame) * 2


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
    gap = _gap(app)
    col_w = (content.w - (inner_x - content.x) * 2 - gap * (COLUMNS - 1)) // COLUMNS
    cell_h = _cell_h(frame, app)
    # spare height goes to the gaps (up to two lines a row) and a little to the cells
    margin = _margin(app, frame)
    avail = (content.h - margin * 2 + gap) // rows
    pitch = max(cell_h + gap, min(avail, cell_h + gap + frame.ch * 2))
    cell_h += min(frame.ch // 2, (pitch - cell_h - gap) // 2)
    top = content.y + margin + max(0, (content.h - margin * 2 - (rows - 1) * pitch
                                       - cell_h) // 2)
    out = []
    for i, control in enumerate(CONTROLS):
        col, row = divmod(i, rows)
        out.append((control, Rect(inner_x + col * (col_w + gap), top + row * pitch, col_w,
                                  cell_h)))
    return out


def cell_words(app: App, control: Control, setup: Setup, width: int) -> tuple[str, str]:
    """(label, value) as a box ``width`` pixels wide shows them: the full label (the
    manual's, "Between Tricks") and value ("Sound Blaster") wherever they fit, the short
    ones only where they do not (a margin of two pixels each side)."""
    font = grid_font(app)
    room = width - 6
    label = control.label if font.text_width(control.label) <= room else control.short
    value = control.text(setup)
    if font.text_width(value) > room:
        value = control.text(setup, short=True)
    return label, value


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
        reach = NARROW_GAP if narrow(app) else HALO  # small print: a ring as wide as the gap
        out = [Target(c.key, r.x, r.y, r.w, r.h, self.heading(app, c), halo=reach)
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
            from retrohearts.screens.hearts.pages.docscreen import open_docs

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
        heading = self.heading(app, control)
        full = control.explanation(self.setup)
        if window_fits(frame, full, heading, self.window_font(app)):
            return full
        return control.explain(control.value(self.setup))

    @staticmethod
    def window_font(app: App) -> DosFont | None:
        """The small print of the window's text under its heading (40 columns), or None."""
        return grid_font(app) if narrow(app) else None

    @staticmethod
    def heading(app: App, control: Control) -> str:
        """What the hover line and the window's heading say about a control: its full
        label (on 40 columns, "click to change it", so "Jack of diamonds" fits)."""
        if narrow(app):
            return f"{control.label}: click to change it"
        return f"{control.label}: click now to change it"

    def draw(self, app: App) -> None:
        ink = app.ink
        frame = rules_frame(app)
        draw_content_panel(app, frame, TITLE if title_height(frame, app) else "")
        font = grid_font(app)
        small = narrow(app)
        # small print has no room for bold (its strokes would run together): the value
        # is set apart by colour where the mode has one for it, and by its indent
        value_ink = ink.panel_text
        if small and ink.red_suit not in (ink.panel, ink.panel_text) and abs(
                luminance(app, ink.red_suit) - luminance(app, ink.panel)) >= 80:
            value_ink = ink.red_suit  # not where it is dim on the panel (brown, red)
        for control, r in control_cells(app, frame):
            label, value = cell_words(app, control, self.setup, r.w)
            pyxel.rectb(r.x, r.y, r.w, r.h, ink.panel_dark)
            ty = r.y + max(1, (r.h - font.cell_h * 2) // 2)
            indent = font.cell_w if font.text_width(value) + font.cell_w <= r.w - 6 else 0
            if small:
                with printing_in(app, font):
                    app.text(r.x + 3, ty, label, ink.panel_text)
                    app.text(r.x + 3 + indent, ty + font.cell_h, value, value_ink)
            else:
                app.text(r.x + 3, ty, label, ink.panel_text)
                bold(app, r.x + 3 + indent, ty + frame.ch, value, ink.panel_text)
        draw_icons(app, [t for t in self.targets(app) if t.id not in BY_KEY])
        heading, text = self.window_text(app)
        draw_window(app, frame, text, heading, self.window_font(app))
