"""Icon buttons (DOCS, HELP, TUTOR, ODDS, RULES, QUIT, DONE, CONTINUE, PLAY, NEXT, PREV...).

A button is a pictogram from the DOS font plus its label in a bevelled box. Screens lay
out a row or a column with :func:`layout_buttons`, turn them into cursor targets with
:meth:`Button.target` and draw them with :func:`draw_button`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from retrohearts.pc.cursor import Target

if TYPE_CHECKING:
    from retrohearts.pc.app import App

ICONS = {  # pictogram glyph for each standard label
    "DOCS": "≡", "HELP": "?", "TUTOR": "☺", "ODDS": "%", "RULES": "§", "QUIT": "■",
    "DONE": "√", "CONTINUE": "►", "PLAY": "♥", "NEXT": "→", "PREV": "←", "YES": "√",
    "NO": "x", "OK": "√", "THEM": "☺", "CANCEL": "x", "ADVICE": "☺",
}
HOVERS = {
    "DOCS": "Click now to read the on-line docs", "HELP": "Click now for help on this screen",
    "TUTOR": "Click now for advice", "ODDS": "Click now for odds information",
    "RULES": "Click now to see or change the rules", "QUIT": "Click now to stop this game",
    "DONE": "Click now to leave this screen", "CONTINUE": "Click now to continue",
    "PLAY": "Click now to begin the game", "NEXT": "Click now for the next page",
    "PREV": "Click now for the previous page", "YES": "Click now to answer yes",
    "NO": "Click now to answer no", "OK": "Click now to close this window",
    "THEM": "Click now to choose your opponents",
}


@dataclass(frozen=True)
class Button:
    """A labelled icon button."""

    id: Hashable
    label: str
    x: int
    y: int
    w: int
    h: int
    hover: str = ""
    enabled: bool = True

    def target(self) -> Target:
        return Target(self.id, self.x, self.y, self.w, self.h,
                      self.hover or HOVERS.get(self.label.upper(), ""), self.enabled)


def button_size(app: App, labels: Sequence[str]) -> tuple[int, int]:
    """One size that fits every label (with its pictogram)."""
    lay = app.layout
    longest = max((len(label) for label in labels), default=4)
    return ((longest + 2) * lay.cell_w + 2 * lay.pad + 2, lay.button_h)


def layout_buttons(app: App, labels: Sequence[str], x: int, y: int, *, vertical: bool = False,
                   ids: Sequence[Hashable] | None = None, gap: int | None = None,
                   size: tuple[int, int] | None = None) -> list[Button]:
    """Buttons of one size for ``labels``, in a row (or column) from (x, y)."""
    w, h = size or button_size(app, labels)
    step_gap = app.layout.gap if gap is None else gap
    out = []
    for i, label in enumerate(labels):
        bx = x if vertical else x + i * (w + step_gap)
        by = y + i * (h + step_gap) if vertical else y
        out.append(Button(ids[i] if ids else label, label, bx, by, w, h))
    return out


def row_width(app: App, labels: Sequence[str], gap: int | None = None) -> int:
    w, _ = button_size(app, labels)
    g = app.layout.gap if gap is None else gap
    return len(labels) * w + max(0, len(labels) - 1) * g


def draw_button(app: App, button: Button, *, pressed: bool = False) -> None:
    import pyxel

    ink = app.ink
    lay = app.layout
    x, y, w, h = button.x, button.y, button.w, button.h
    face = ink.button
    text = ink.button_text if button.enabled else (
        ink.panel_dark if ink.panel_dark not in (face,) else ink.button_text)
    pyxel.rect(x, y, w, h, face)
    light, dark = ((ink.panel_dark, ink.panel_light) if pressed
                   else (ink.panel_light, ink.panel_dark))
    edge = ink.panel_text if ink.panel_text != face else ink.bg
    pyxel.rectb(x, y, w, h, edge)
    if light != face:
        pyxel.line(x + 1, y + 1, x + w - 2, y + 1, light)
        pyxel.line(x + 1, y + 1, x + 1, y + h - 2, light)
    if dark != face:
        pyxel.line(x + 1, y + h - 2, x + w - 2, y + h - 2, dark)
        pyxel.line(x + w - 2, y + 1, x + w - 2, y + h - 2, dark)
    icon = ICONS.get(button.label.upper(), "•")
    label = f"{icon} {button.label.upper()}"
    tx = x + (w - app.text_width(label)) // 2
    ty = y + (h - lay.cell_h) // 2
    app.text(tx, ty, label, text)
    if not button.enabled and ink.dither_dark:
        pyxel.dither(0.5)
        pyxel.rect(x + 2, y + 2, w - 4, h - 4, face)
        pyxel.dither(1.0)
