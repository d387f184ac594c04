"""The Screen base class: what the run loop calls, and the cursor plumbing.

A screen answers ``update(app)`` and ``draw(app)``. This base class gives the common
behaviour of the original program: its ``targets(app)`` take the halo, ENTER/left
button call ``select`` (with the target's sound, the menu-select blip by default),
ESC/right button call ``escape`` (with the menu-back blip; default: leave the screen),
F1 calls ``help`` (default: a window with ``help_text``). Screens that are windows over
another screen set ``opaque = False`` so the one beneath is drawn first.
"""

from __future__ import annotations

import contextlib
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from retrohearts.pc.cursor import Cursor, CursorEvent, Target

if TYPE_CHECKING:
    from retrohearts.pc.app import App


def play_effect(app: App, name: str) -> None:
    """A sound effect on the PC's speaker, if one is attached (``app.services["sound"]``);
    a missing clip or sound card never stops a screen."""
    sound = app.services.get("sound")
    if sound is None or not name:
        return
    with contextlib.suppress(Exception):
        sound.effect(name)


class Screen:
    """Base class for every screen of both games."""

    opaque: bool = True  # False: draw the screen beneath first (windows, dialogs)
    show_halo: bool = True  # the run loop draws the halo around the focused target
    hide_pointer: bool = False  # True: no mouse pointer over this screen (a text screen)
    help_title: str = ""
    help_text: str = ""

    @property
    def cursor(self) -> Cursor:
        cursor: Cursor | None = self.__dict__.get("_cursor")
        if cursor is None:
            cursor = self.__dict__["_cursor"] = Cursor()
        return cursor

    def targets(self, app: App) -> Sequence[Target]:
        """The selectable items this frame (their order is the default focus order)."""
        return ()

    def focused(self, app: App) -> Target | None:
        return self.cursor.focused(self.targets(app))

    def focus(self, target_id: Hashable) -> None:
        self.cursor.focus = target_id

    def text_entry(self) -> str | None:
        """The text being typed, when this screen takes typed text (else None). A web
        page on a touch screen offers its own field for it, which the phone's keyboard
        can open; what is typed there arrives as typed text, BACKSPACE and ENTER."""
        return None

    def page_facts(self) -> dict[str, object]:
        """What a web page's tests may read of this screen beside its click targets (only
        when the page sets ``expose``: web/pagelink.py); none by default."""
        return {}

    def hover_text(self, app: App) -> str:
        target = self.focused(app)
        return target.hover if target else ""

    def update(self, app: App) -> None:
        event = self.cursor.update(self.targets(app), app.input)
        if event is not None:
            self.handle(app, event)

    def handle(self, app: App, event: CursorEvent) -> None:
        if event.kind == "select" and event.target is not None:
            play_effect(app, event.target.sound)
            self.select(app, event.target.id)
        elif event.kind == "refused" and event.target is not None:
            self.refused(app, event.target.id)
        elif event.kind == "escape":
            play_effect(app, "menu-back")
            self.escape(app)
        elif event.kind == "help":
            self.help(app)
        elif event.kind == "click" and event.pos is not None:
            self.click(app, event.pos)

    def select(self, app: App, target_id: Hashable) -> None:
        """ENTER or a left click on a target."""

    def refused(self, app: App, target_id: Hashable) -> None:
        """Selecting a disabled target (e.g. a darkened card)."""

    def click(self, app: App, pos: tuple[int, int]) -> None:
        """A left click on no target."""

    def escape(self, app: App) -> None:
        """ESC or the right button: leave the screen."""
        app.pop()

    def help(self, app: App) -> None:
        """F1: help for this screen."""
        if self.help_text:
            app.show_help(self.help_title or "Help", self.help_text)

    def on_enter(self, app: App) -> None:
        """Called when the screen becomes the top of the stack."""

    def draw(self, app: App) -> None:
        """Draw the whole native frame (the run loop has cleared it to ``ink.bg``)."""
