"""Saving the game at the table for later, and offering it back at the next start.

The game itself (rules, deals, every pass and play) is the engine's saved game,
HEARTS.SAV (`retrohearts.hearts.savegame`). Who sat at the table and under which
controls goes beside it in HEARTS.TBL, a small JSON file; if that one is missing or
damaged the game still resumes, with the default opponents and controls (a damaged
HEARTS.TBL is set aside as HEARTS.TBL.BAD and reported like the others).

The save outlives the resume: it stays until a newer save replaces it, the player
quits without saving, or the game ends (:func:`watch_game_end`), so a crash, a kill or a
power cut after resuming loses nothing. A save that cannot be written says
``?Error writing 'HEARTS.SAV' file`` on the terminal and in a window, and the caller
keeps the player in the game. Files are found whatever their case (``hearts.sav``).
"""

from __future__ import annotations

import contextlib
import json
import weakref
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retrohearts.atomicfile import (
    kept_as,
    read_regular,
    remove_stale_temps,
    set_aside,
    write_text_atomic,
)
from retrohearts.hearts.match import Match
from retrohearts.hearts.savegame import restore_match, save_match
from retrohearts.pc.storage import existing_name
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.validate import clean_text

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.screens.hearts.table.table import TableScreen

SAVE_NAME = "HEARTS.SAV"
TABLE_NAME = "HEARTS.TBL"
TABLE_FORMAT = "retrohearts-hearts-table"
MAX_NAME = 12
_MAX_TABLE_BYTES = 16 * 1024
_NOTICES = "notices"  # app.services key: messages waiting for a window


def save_game(folder: Path, match: Match, names: list[str], controls: Controls) -> str | None:
    """Write HEARTS.SAV and HEARTS.TBL; return None, or a one-line error."""
    try:
        save_match(match, existing_name(folder, SAVE_NAME))
        table = {"format": TABLE_FORMAT, "version": 1, "names": names,
                 "controls": asdict(controls)}
        write_text_atomic(existing_name(folder, TABLE_NAME),
                          json.dumps(table, indent=1, ensure_ascii=True))
    except (OSError, ValueError):  # ValueError: a name that cannot be written as text
        return f"?Error writing '{SAVE_NAME}' file"
    return None


def has_saved_game(folder: Path) -> bool:
    try:
        return existing_name(folder, SAVE_NAME).is_file()
    except OSError:
        return False


def forget_game(folder: Path) -> None:
    """Remove the saved game (the player declined to save it, or the game ended). Only
    regular files go: a folder or anything else under the name is left alone."""
    for name in (SAVE_NAME, TABLE_NAME):
        path = existing_name(folder, name)
        with contextlib.suppress(OSError):
            if path.is_file() or path.is_symlink():
                path.unlink()


def clear_temporaries(folder: Path | None) -> None:
    """At start: remove the temporaries a killed save left (never a live writer's)."""
    if folder is not None:
        remove_stale_temps(folder)


def load_game(folder: Path) -> tuple[Match | None, list[str] | None, Controls | None,
                                     str | None]:
    """(match, names, controls, error line). A damaged HEARTS.SAV is set aside by the
    engine and reported by the error line; a damaged HEARTS.TBL gives Nones, is set aside
    and reported too (the game resumes with the default opponents and controls)."""
    match, error = restore_match(existing_name(folder, SAVE_NAME))
    names: list[str] | None = None
    controls: Controls | None = None
    path = existing_name(folder, TABLE_NAME)
    try:
        names, controls = read_table(path)
    except FileNotFoundError:
        pass
    except Exception:  # noqa: BLE001 - anything at all in a hand-edited file is damage
        aside = None
        with contextlib.suppress(OSError):
            aside = set_aside(path)
        error = error or f"?'{TABLE_NAME}' file corrupt\n{kept_as(path, aside)}"
    return match, names, controls, error


def read_table(path: Path) -> tuple[list[str], Controls]:
    """HEARTS.TBL's names and controls; FileNotFoundError, or any other exception when
    it is damaged (every field is checked: four printable names of at most 12
    characters, controls of the right kind and range)."""
    raw = read_regular(path, _MAX_TABLE_BYTES)
    if len(raw) > _MAX_TABLE_BYTES:
        raise ValueError("file too large")
    data: Any = json.loads(raw.decode("utf-8").removeprefix("\ufeff"),
                           parse_constant=_no_constant)
    if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT \
            or type(data.get("version")) is not int or data.get("version") != 1 \
            or set(data) != {"format", "version", "names", "controls"}:
        raise ValueError("not a table file of this version")
    got = data["names"]
    if not isinstance(got, list) or len(got) != 4:
        raise ValueError("names must be four")
    names = [clean_text(n, "name", MAX_NAME) for n in got]
    raw_controls = data["controls"]
    if not isinstance(raw_controls, dict) or not all(isinstance(k, str) for k in raw_controls):
        raise ValueError("controls must be a table")
    return names, Controls(**raw_controls)


def _no_constant(name: str) -> object:
    raise ValueError(f"not JSON: {name}")


# -- messages a player must see -----------------------------------------------------------
def notify(app: App, message: str, *more: str) -> None:
    """Print ``message`` and show it (with the lines ``more``) in a window over whatever
    is on screen, as soon as the screen on top lets it (one window at a time, in order)."""
    print(message)
    pending: list[list[str]] = app.services.setdefault(_NOTICES, [])
    pending.append([message, *more])
    if len(pending) == 1:
        app.frame_hooks.append(_show_notices)
    if app.stack:
        _show_notices(app)  # at once, if no other window is open


def _show_notices(app: App) -> None:
    from retrohearts.screens.hearts.shared.windows import Dialog

    pending: list[list[str]] = app.services.get(_NOTICES, [])
    if any(isinstance(s, Dialog) for s in app.stack):
        return  # one window at a time: wait until the current one is answered
    if not pending:
        with contextlib.suppress(ValueError):
            app.frame_hooks.remove(_show_notices)
        return
    lines = [line for text in pending.pop(0) for part in text.splitlines()
             for line in _message_lines(part)]
    app.push(Dialog("Message", lines, ["OK"], lambda _app, _ok: None))


def _message_lines(message: str, width: int = 32) -> list[str]:
    from retrohearts.ui.text import wrap

    return wrap(message, width)


# The App each table runs in, for the messages its saves give (tables come and go).
_APPS: weakref.WeakKeyDictionary[TableScreen, App] = weakref.WeakKeyDictionary()


def save_hooks(folder: Path | None, demo: bool) -> tuple[Callable[[TableScreen], bool],
                                                          Callable[[], None]]:
    """The table's ``save`` and ``forget_save`` callbacks for a game kept in ``folder``
    (None, or a DEMO: nothing is saved, and that is no failure). A failed save is shown
    and returns False, so the table keeps the player in the game."""

    def save(table: TableScreen) -> bool:
        if folder is None or demo:
            return True
        error = save_game(folder, table.ctl.port.match, table.names, table.controls)
        if error:
            app = _APPS.get(table)
            if app is not None:
                notify(app, error, "The game goes on: make room", "on the disk, then try again.")
            else:
                print(error)
        return error is None

    def forget() -> None:
        if folder is not None and not demo:
            forget_game(folder)

    return save, forget


def watch_game_end(app: App, table: TableScreen, folder: Path | None) -> None:
    """Remember the App for the table's messages, and forget the saved game each time a
    game at this table is over (a finished game is nothing to resume)."""
    _APPS[table] = app
    if folder is None or table.ctl.demo:
        return
    seen = {"over": False}

    def check(_app: App) -> None:
        over = table.ctl.port.is_over
        if over and not seen["over"]:
            forget_game(folder)
        seen["over"] = over

    app.frame_hooks.append(check)
