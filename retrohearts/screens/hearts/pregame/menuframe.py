"""The frame the pre-game screens share (Options, Players, Rules, the Ad screen).

A panel at the top for the screen's own content, a row of icons across the middle,
an optional text window below them (biographies, explanations) and the hover line at
the bottom, all measured once from the mode's font so targets, drawing and the
layout tests agree. Every gap is at least the halo's reach, so a halo never covers a
neighbour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from retrohearts.pc.cursor import Target
from retrohearts.screens.hearts.shared.drawing import HALO, bevel, bold, button
from retrohearts.screens.hearts.shared.layout import Rect
from retrohearts.screens.hearts.shared.onlinedoc import docs_hover
from retrohearts.ui.fontstyle import printing_in
from retrohearts.ui.text import fit_line, wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.font import DosFont

__all__ = ["GAP", "HALO", "MenuFrame", "draw_content_panel", "draw_hover", "draw_icons",
           "draw_window", "icon_targets", "menu_frame", "padding", "window_fits",
           "window_lines", "wrapped"]

GAP = HALO  # between two items: the halo of one reaches the gap, never the other item


@dataclass(frozen=True)
class MenuFrame:
    """Where a pre-game screen puts things in this mode."""

    cw: int
    ch: int
    pad: int
    content: Rect  # the panel for the screen's own items
    icons_y: int
    icon_h: int
    window: Rect | None  # the text window (None: the screen has none)
    hover_y: int  # the hover line

    @property
    def window_lines(self) -> int:
        """How many lines of text the window holds."""
        if self.window is None:
            return 0
        return max(0, (self.window.h - self.pad * 2 - 2) // self.ch)

    @property
    def window_cols(self) -> int:
        if self.window is None:
            return 0
        return max(1, (self.window.w - self.cw * 2) // self.cw)


def padding(app: App) -> int:
    """Inner padding: thinner on a 200-line screen, where every line counts."""
    return 2 if app.height <= 200 else max(2, app.font.cell_w // 2)


def menu_frame(app: App, *, window_lines: int = 0, icons_at: float | None = None,
               hover: bool = True) -> MenuFrame:
    """The frame for this mode: a text window of ``window_lines`` lines (0: none) above the
    hover line (``hover=False``: the window takes the bottom and shows the hover text as
    its heading), the icons just above it, or at ``icons_at`` (a fraction of the height:
    Options puts them across the middle)."""
    cw, ch = app.font.cell_w, app.font.cell_h
    pad = padding(app)
    w, h = app.width, app.height
    hover_y = h - ch - pad if hover else h
    icon_h = ch + pad * 2 + 2
    window = None
    bottom = hover_y - pad if hover else h - HALO
    if window_lines:
        win_h = window_lines * ch + pad * 2 + 2
        window = Rect(HALO, bottom - win_h, w - HALO * 2, win_h)
        bottom = window.y
    icons_y = bottom - GAP - icon_h
    if icons_at is not None:
        icons_y = min(icons_y, round(h * icons_at) - icon_h // 2)
    content = Rect(HALO, HALO, w - HALO * 2, icons_y - GAP - HALO)
    return MenuFrame(cw, ch, pad, content, icons_y, icon_h, window, hover_y)


def icon_targets(app: App, frame: MenuFrame, icons: Sequence[tuple[str, str]]) -> list[Target]:
    """(label, hover) icons in a centred row, one width for all."""
    cw = frame.cw
    longest = max((len(label) for label, _ in icons), default=4)
    bw = (longest + 2) * cw
    gap = max(GAP, cw * 2) if app.width > 400 else GAP + 2
    total = len(icons) * bw + (len(icons) - 1) * gap
    if total > app.width - HALO * 2:  # narrow screen: each icon just wide enough
        widths = [(len(label) + 1) * cw for label, _ in icons]
        gap = max(GAP, min(cw, (app.width - HALO * 2 - sum(widths)) // max(1, len(icons) + 1)))
        total = sum(widths) + (len(icons) - 1) * gap
    else:
        widths = [bw] * len(icons)
    x = (app.width - total) // 2
    out = []
    for (label, hover), iw in zip(icons, widths, strict=True):
        if label == "DOCS":
            hover = docs_hover(hover)
        out.append(Target(label, x, frame.icons_y, iw, frame.icon_h, hover))
        x += iw + gap
    return out


def draw_icons(app: App, icons: Sequence[Target]) -> None:
    for t in icons:
        button(app, Rect(t.x, t.y, t.w, t.h), str(t.id))


def draw_content_panel(app: App, frame: MenuFrame, title: str = "") -> int:
    """The raised panel behind the screen's items; returns the y below its title."""
    r = frame.content
    bevel(app, r, app.ink.panel)
    if not title:
        return r.y + frame.pad
    bold(app, r.x + frame.cw, r.y + frame.pad, title, app.ink.panel_text)
    return r.y + frame.pad * 2 + frame.ch


def draw_window(app: App, frame: MenuFrame, text: str, heading: str = "",
                small: DosFont | None = None) -> None:
    """The text window at the bottom: a heading line (bold) and wrapped text, cut to the
    window's lines; with ``small`` (a narrow font of the same height) the text under the
    heading is in that small print, which holds more words a line."""
    import pyxel

    r = frame.window
    if r is None:
        return
    ink = app.ink
    pyxel.rect(r.x, r.y, r.w, r.h, ink.field)
    pyxel.rectb(r.x, r.y, r.w, r.h, ink.panel_dark if ink.panel_dark != ink.field
                else ink.field_text)
    lines = window_lines(frame, text, heading, small)
    x, y = r.x + frame.cw, r.y + frame.pad + 1
    for i, line in enumerate(lines):
        if i == 0 and heading:
            bold(app, x, y, line, ink.field_text)
        elif small is not None:
            with printing_in(app, small):
                app.text(x, y, line, ink.field_text)
        else:
            app.text(x, y, line, ink.field_text)
        y += frame.ch


def wrapped(cols: int, text: str, heading: str = "") -> list[str]:
    """``text`` (every paragraph) wrapped to ``cols``, under an optional heading line."""
    lines = [heading[:cols]] if heading else []
    for paragraph in text.split("\n"):
        lines += wrap(paragraph, cols)
    return lines


def window_lines(frame: MenuFrame, text: str, heading: str = "",
                 small: DosFont | None = None) -> list[str]:
    """The lines the window shows for ``text`` (in ``small`` print under the heading, if
    given), cut to fit."""
    if small is None:
        return wrapped(frame.window_cols, text, heading)[: frame.window_lines]
    cols = max(1, (frame.window_cols * frame.cw) // small.cell_w)
    lines = [heading[: frame.window_cols]] if heading else []
    return (lines + wrapped(cols, text))[: frame.window_lines]


def window_fits(frame: MenuFrame, text: str, heading: str = "",
                small: DosFont | None = None) -> bool:
    """Whether all of ``text`` shows in the window (the layout tests ask)."""
    if small is None:
        return len(wrapped(frame.window_cols, text, heading)) <= frame.window_lines
    cols = max(1, (frame.window_cols * frame.cw) // small.cell_w)
    return (1 if heading else 0) + len(wrapped(cols, text)) <= frame.window_lines


def draw_hover(app: App, frame: MenuFrame, text: str, col: int | None = None) -> None:
    """The hover line at the bottom of the screen, on the background."""
    app.text(HALO, frame.hover_y, fit_line(text, (app.width - HALO * 2) // frame.cw),
             app.ink.text if col is None else col)
