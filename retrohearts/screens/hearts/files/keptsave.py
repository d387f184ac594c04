"""A saved game kept aside while a new game is played over it.

Declining the resume offer and starting a new game must never lose the saved game by
accident. So the old HEARTS.SAV (and HEARTS.TBL) are renamed to HEARTS.OLD (and
HEARTS.OTB) when the new game starts; once the new game is saved they are removed; if
the new game ends without being saved (QUIT, "No"), or the program died on the way,
they are put back, and the next start offers the old game again.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from retrohearts.screens.hearts.files.saving import SAVE_NAME, TABLE_NAME

KEPT = {SAVE_NAME: "HEARTS.OLD", TABLE_NAME: "HEARTS.OTB"}


def _move(folder: Path, pairs: dict[str, str]) -> bool:
    """Rename each file that exists; True if the first (the game itself) moved."""
    moved = []
    for source, target in pairs.items():
        with contextlib.suppress(OSError):
            if _is_file(folder / source):
                os.replace(folder / source, folder / target)
                moved.append(source)
    return next(iter(pairs)) in moved


def keep_aside(folder: Path) -> bool:
    """Move the saved game out of the way; True if there was one to move."""
    return _move(folder, KEPT)


def _is_file(path: Path) -> bool:
    """``path.is_file()``, False for a path the system refuses (too long, no access)."""
    try:
        return path.is_file()
    except OSError:
        return False


def has_kept(folder: Path) -> bool:
    return _is_file(folder / KEPT[SAVE_NAME])


def drop_kept(folder: Path) -> None:
    """The new game is saved: the old one is no longer needed."""
    for kept in KEPT.values():
        with contextlib.suppress(OSError):
            (folder / kept).unlink()


def restore_kept(folder: Path) -> bool:
    """Put the kept game back unless a newer save took its place; True if restored."""
    if not has_kept(folder):
        return False
    if _is_file(folder / SAVE_NAME):  # a newer save won; the old one only lingered
        drop_kept(folder)
        return False
    return _move(folder, {kept: live for live, kept in KEPT.items()})
