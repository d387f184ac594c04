"""Which games this installation holds, and how one starts another.

``start_screen("homerun")`` returns the function that starts HomeRun on an App that is
already running (``retrohearts.screens.homerun.program.start_screen``), or None when
that game is not installed. The import happens only when asked, so the Hearts program
never loads another game's screens unless the player chooses it (the Ad screen does).
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.screen import Screen

__all__ = ["GAMES", "start_screen"]

#: Every game the package may hold (the folder under retrohearts/screens/).
GAMES: tuple[str, ...] = ("hearts", "homerun")


def start_screen(game: str) -> Callable[[App], Screen] | None:
    """The ``start_screen(app)`` function of ``retrohearts.screens.<game>.program``, or
    None if that module (or the function) does not exist."""
    if game not in GAMES:
        return None
    name = f"retrohearts.screens.{game}.program"
    try:
        if importlib.util.find_spec(name) is None:
            return None
        module = importlib.import_module(name)
    except ImportError:
        return None
    found = getattr(module, "start_screen", None)
    return found if callable(found) else None
