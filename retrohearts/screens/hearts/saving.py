"""Saving the game at the table for later, and offering it back at the next start.

The game itself (rules, deals, every pass and play) is the engine's saved game,
HEARTS.SAV (`retrohearts.hearts.savegame`). Who sat at the table and under which
controls goes beside it in HEARTS.TBL, a small JSON file; if that one is missing or
damaged the game still resumes, with the default opponents and controls.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

from retrohearts.atomicfile import write_text_atomic
from retrohearts.hearts.match import Match
from retrohearts.hearts.savegame import restore_match, save_match
from retrohearts.screens.hearts.controls import Controls

SAVE_NAME = "HEARTS.SAV"
TABLE_NAME = "HEARTS.TBL"


def default_folder() -> Path:
    """The user's data folder (where HEARTS.CLI and the saved game live)."""
    from retrohearts.pc.storage import ensure_user_data_dir

    return ensure_user_data_dir()


def save_game(folder: Path, match: Match, names: list[str], controls: Controls) -> str | None:
    """Write HEARTS.SAV and HEARTS.TBL; return None, or a one-line error."""
    try:
        save_match(match, folder / SAVE_NAME)
        table = {"format": "retrohearts-hearts-table", "version": 1, "names": names,
                 "controls": asdict(controls)}
        write_text_atomic(folder / TABLE_NAME, json.dumps(table, indent=1))
    except OSError:
        return f"?Error writing '{SAVE_NAME}' file"
    return None


def has_saved_game(folder: Path) -> bool:
    return (folder / SAVE_NAME).is_file()


def forget_game(folder: Path) -> None:
    """Remove the saved game (after it was resumed, or the player declined to save)."""
    for name in (SAVE_NAME, TABLE_NAME):
        with contextlib.suppress(OSError):
            (folder / name).unlink()


def load_game(folder: Path) -> tuple[Match | None, list[str] | None, Controls | None,
                                     str | None]:
    """(match, names, controls, error line). A damaged HEARTS.SAV is set aside by the
    engine and reported by the error line; a damaged HEARTS.TBL just gives Nones."""
    match, error = restore_match(folder / SAVE_NAME)
    names: list[str] | None = None
    controls: Controls | None = None
    try:
        data: Any = json.loads((folder / TABLE_NAME).read_text(encoding="utf-8"))
        got = data.get("names")
        if isinstance(got, list) and len(got) == 4 and all(isinstance(n, str) for n in got):
            names = [n[:12] for n in got]
        raw = data.get("controls")
        if isinstance(raw, dict):
            controls = Controls(**raw)
    except (OSError, ValueError, TypeError, AttributeError):
        pass
    return match, names, controls, error
