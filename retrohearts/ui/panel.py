"""Window frames in the style of the period: a filled panel, bevel, double-line title bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from retrohearts.pc.app import App


def draw_panel(app: App, x: int, y: int, w: int, h: int, title: str = "") -> int:
    """Draw a window; return the y where its body starts (below the title bar)."""
    import pyxel

    ink = app.ink
    lay = app.layout
    if ink.shadow not in (ink.panel,) and ink.shadow != ink.bg:
        pyxel.rect(x + 3, y + 3, w, h, ink.shadow)
    pyxel.rect(x, y, w, h, ink.panel)
    pyxel.rectb(x, y, w, h, ink.panel_dark if ink.panel_dark != ink.panel else ink.panel_text)
    pyxel.line(x + 1, y + 1, x + w - 2, y + 1, ink.panel_light)
    pyxel.line(x + 1, y + 1, x + 1, y + h - 2, ink.panel_light)
    pyxel.line(x + 1, y + h - 2, x + w - 2, y + h - 2, ink.panel_dark)
    pyxel.line(x + w - 2, y + 1, x + w - 2, y + h - 2, ink.panel_dark)
    body = y + lay.pad + 2
    if title:
        bar_h = lay.cell_h + 2 * lay.pad
        bar = ink.panel_text
        pyxel.rect(x + 3, y + 3, w - 6, bar_h, bar)
        label = f" {title} "
        app.text(x + (w - app.text_width(label)) // 2, y + 3 + lay.pad, label, ink.panel)
        body = y + 3 + bar_h + lay.pad + 1
    return body
