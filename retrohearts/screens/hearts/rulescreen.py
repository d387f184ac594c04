"""RULES from the table: the house rules in force, and the program controls to change.

The house rules are shown (they are fixed for a game in progress here); each program
control (Play Speed, Between Tricks, Auto Advice, Your Portrait, Back design) is a
halo target that steps to its next value when selected, and the table follows at
once. DONE, ESC or the right button go back.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from retrohearts.hearts.rules import HouseRules
from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.controls import Controls
from retrohearts.screens.hearts.infopages import rules_pages
from retrohearts.screens.hearts.layout import Rect
from retrohearts.screens.hearts.tabledraw import bevel, bold, button
from retrohearts.ui.text import fit_line

if TYPE_CHECKING:
    from retrohearts.pc.app import App

CONTROLS = ("play_speed", "between_tricks", "auto_advice", "portrait", "back_design")
LABELS = {"play_speed": "Play Speed", "between_tricks": "Between Tricks",
          "auto_advice": "Auto Advice", "portrait": "Your Portrait",
          "back_design": "Back design"}
HOVERS = {
    "play_speed": "How fast the computers play: 1 slow .. 10 fast",
    "between_tricks": "Pause after each trick: 1-5 seconds, or a Continue prompt",
    "auto_advice": "Show the tutor's advice by itself on your turn",
    "portrait": "Your figure at the table: male or female",
    "back_design": "Card backs: Standard or Alternate",
}
SHORT_HOVERS = {  # for 40-column screens (CGA)
    "play_speed": "Speed of play: 1 slow, 10 fast",
    "between_tricks": "After a trick: 1-5 s or prompt",
    "auto_advice": "Tutor's advice by itself",
    "portrait": "Your figure: male or female",
    "back_design": "Standard or Alternate backs",
}


def next_value(controls: Controls, name: str) -> Controls:
    """The controls with one control stepped to its next value (wrapping)."""
    if name == "play_speed":
        return replace(controls, play_speed=controls.play_speed % 10 + 1)
    if name == "between_tricks":
        return replace(controls, between_tricks=(controls.between_tricks + 1) % 6)
    if name == "auto_advice":
        return replace(controls, auto_advice=not controls.auto_advice)
    if name == "portrait":
        return replace(controls, portrait="female" if controls.portrait == "male" else "male")
    if name == "back_design":
        if controls.back_design == "standard":
            return replace(controls, back_design="alternate")
        return replace(controls, back_design="standard")
    raise ValueError(f"unknown control {name!r}")


def value_text(controls: Controls, name: str) -> str:
    if name == "between_tricks":
        return controls.between_tricks_label()
    value = getattr(controls, name)
    if isinstance(value, bool):
        return "Yes" if value else "No"
    return str(value).capitalize()


class RulesScreen(Screen):
    """House rules (shown) and program controls (changed here)."""

    help_title = "Rules and controls"
    help_text = ("Select a control to step it to its next value. The house rules of a game "
                 "in progress are shown for reference. DONE or ESC goes back to the table.")

    def __init__(self, rules: HouseRules, controls: Controls,
                 changed: Callable[[Controls], None]) -> None:
        self.rules = rules
        self.controls = controls
        self._changed = changed

    def _house_lines(self) -> list[str]:
        text = rules_pages(self.rules, self.controls)[0][1]
        lines = text.split("\n")
        start = lines.index("HOUSE RULES")
        end = lines.index("PROGRAM CONTROLS")
        return lines[start:end - 1]

    def targets(self, app: App) -> Sequence[Target]:
        cw, ch = app.font.cell_w, app.font.cell_h
        pad = max(2, cw // 2)
        top = pad * 3 + ch * (len(self._house_lines()) + 2)
        out = []
        width = min(app.width - pad * 6, cw * 32)
        # the halo reaches four pixels outside a row: on a 200-line screen rows are
        # thinner and the gap between them takes the halo, so it never covers a neighbour
        height, pitch = (ch + 1, ch + 6) if app.height <= 200 else (ch + pad, ch + pad * 2)
        room = (app.width - pad * 3 - cw * 7) // cw - 1
        for i, name in enumerate(CONTROLS):
            hover = HOVERS[name] if len(HOVERS[name]) <= room else SHORT_HOVERS[name]
            out.append(Target(name, pad * 3, top + i * pitch, width, height, hover))
        out.append(Target("DONE", pad * 3, app.height - ch - pad * 5, cw * 6, ch + pad * 2,
                          "Click now to go back to the table"))
        return out

    def select(self, app: App, target_id: Hashable) -> None:
        if target_id == "DONE":
            app.pop()
            return
        self.controls = next_value(self.controls, str(target_id))
        self._changed(self.controls)

    def draw(self, app: App) -> None:
        ink = app.ink
        cw, ch = app.font.cell_w, app.font.cell_h
        pad = max(2, cw // 2)
        bevel(app, Rect(pad, pad, app.width - pad * 2, app.height - pad * 2), ink.panel)
        y = pad * 2
        for i, line in enumerate(self._house_lines()):
            if i == 0:
                bold(app, pad * 3, y, line, ink.panel_text)
            else:
                app.text(pad * 3, y, line[: app.width // cw - 4], ink.panel_text)
            y += ch
        bold(app, pad * 3, y + ch // 2, "PROGRAM CONTROLS", ink.panel_text)
        for t in self.targets(app):
            if t.id == "DONE":
                button(app, Rect(t.x, t.y, t.w, t.h), "DONE")
                continue
            name = str(t.id)
            label = f"{LABELS[name]:16s}{value_text(self.controls, name)}"
            app.text(t.x + pad, t.y + (t.h - ch + 1) // 2, label[: t.w // cw], ink.panel_text)
        x = pad * 3 + cw * 7
        hover = fit_line(app.hover_text, (app.width - x) // cw - 1)
        app.text(x, app.height - ch - pad * 4, hover, ink.panel_text)
