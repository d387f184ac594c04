"""The frame DOCS and ODDS share: one raised panel filling the screen, a row of
buttons under it and the hover line beside them.

Both screens used to build this by hand; here it is measured once from the font, so
the panel, the buttons' targets and the drawing always agree.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from retrohearts.pc.cursor import Target
from retrohearts.screens.hearts.shared.drawing import bevel, button
from retrohearts.screens.hearts.shared.layout import Rect
from retrohearts.ui.text import fit_lines

if TYPE_CHECKING:
    from retrohearts.pc.app import App


@dataclass(frozen=True)
class PageFrame:
    """Where a full-screen page puts things, for the app's mode and font."""

    cw: int
    ch: int
    pad: int
    body: Rect  # the raised panel
    buttons_y: int  # top of the button row under the panel

    @property
    def text(self) -> Rect:
        """The panel's inside, under a title line, with a margin of one character."""
        top = self.body.y + self.pad * 2 + self.ch
        return Rect(self.body.x + self.cw, top, self.body.w - self.cw * 2,
                    self.body.bottom - self.pad - top)

    @property
    def title(self) -> tuple[int, int]:
        return (self.body.x + self.cw, self.body.y + self.pad)


def page_frame(app: App) -> PageFrame:
    """The frame for the app's screen size and font."""
    cw, ch = app.font.cell_w, app.font.cell_h
    pad = max(2, cw // 2)
    body = Rect(pad, pad, app.width - pad * 2, app.height - ch - pad * 7)
    return PageFrame(cw, ch, pad, body, app.height - ch - pad * 4)


def button_row(app: App, buttons: Sequence[tuple[str, str]],
               disabled: Mapping[str, str] | None = None) -> list[Target]:
    """Targets for (label, hover) buttons in a row under the panel, from the left.
    ``disabled`` maps a button that can do nothing now (NEXT on the last page) to what
    its hover line says instead: it is drawn darkened and refuses selection."""
    f = page_frame(app)
    off = disabled or {}
    out: list[Target] = []
    x = f.pad * 2
    margin = f.cw // 2 if app.width // f.cw <= 40 else f.cw  # 40 columns: room to say more
    for label, hover in buttons:
        w = len(label) * f.cw + margin * 2
        out.append(Target(label, x, f.buttons_y, w, f.ch + f.pad * 2, off.get(label, hover),
                          enabled=label not in off))
        x += w + f.pad * 2
    return out


def draw_page(app: App) -> PageFrame:
    """The raised panel; returns the frame to draw in."""
    f = page_frame(app)
    bevel(app, f.body, app.ink.panel)
    return f


def draw_button_row(app: App, buttons: Sequence[Target], idle_hover: str = "") -> None:
    """The buttons, then the hover line to their right (idle_hover when nothing is
    under the halo), a character short of the screen's edge: shortened, or on two lines
    beside the buttons, when it is too long for one (CGA's 40 columns)."""
    f = page_frame(app)
    for t in buttons:
        button(app, Rect(t.x, t.y, t.w, t.h), str(t.id), enabled=t.enabled)
    if not buttons:
        return
    last = buttons[-1]
    x = last.x + last.w + f.pad * 3
    hover = app.hover_text or idle_hover
    rows = 2 if f.ch * 2 <= app.height - f.body.bottom - f.pad else 1
    lines = fit_lines(hover, (app.width - x) // f.cw - 1, rows)
    y = app.height - f.ch - f.pad * 3 if len(lines) == 1 else app.height - f.ch * 2 - f.pad
    for i, line in enumerate(lines):
        app.text(x, y + i * f.ch, line, app.ink.text)
