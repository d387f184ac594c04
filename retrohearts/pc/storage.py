"""Where the program keeps the player's files, and where it finds HEARTS.CLI.

The user data folder is the one ``pyxel.user_data_dir(VENDOR, app)`` would give
(``~/.pyxel/<vendor>/<app>/``, names lower-cased, spaces made underscores, other
punctuation dropped), but computed here so it works before (or without)
``pyxel.init``, which pyxel's own function needs. Looking a folder up never
creates it; only :func:`ensure_user_data_dir` does. The environment variable
``RETROHEARTS_DATA_DIR`` replaces the folder entirely (tests, portable installs); a
relative one is taken from the folder the program started in (:func:`pin_data_dir`).
Saved files are found whatever their case (:func:`existing_name`).

HEARTS.CLI is looked for in the current folder first (the DOS program looked
beside HEARTS.EXE), then in the user data folder. On case-sensitive file systems
``hearts.cli`` or ``Hearts.Cli`` count too, as they did on DOS.
"""

from __future__ import annotations

import os
from pathlib import Path

VENDOR = "RetroHearts"
HEARTS_APP = "Hearts"
CLI_FILE_NAME = "HEARTS.CLI"
DATA_DIR_ENV = "RETROHEARTS_DATA_DIR"


def _pyxel_slug(name: str) -> str:
    """pyxel's folder-name rule: lower case, spaces to '_', keep letters, digits, '-', '_'."""
    kept = []
    for ch in name.lower():
        if ch == " ":
            kept.append("_")
        elif ch.isalnum() or ch in "-_":
            kept.append(ch)
    return "".join(kept)


def user_data_dir(app: str = HEARTS_APP) -> Path:
    """The folder for ``app``'s saved games, scores and settings (not created)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return _absolute(override)
    try:
        home = Path.home()
    except (RuntimeError, KeyError, OSError):  # no home directory known: the current folder
        home = Path.cwd()
    return home / ".pyxel" / _pyxel_slug(VENDOR) / _pyxel_slug(app)


def _absolute(text: str) -> Path:
    try:
        path = Path(text).expanduser()
    except RuntimeError:  # "~someone" who does not exist: take the name as it is
        path = Path(text)
    return path.absolute()


def pin_data_dir() -> None:
    """Make a relative ``RETROHEARTS_DATA_DIR`` absolute, against the folder the program
    was started in, before anything (pyxel's start-up) changes the working folder."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        os.environ[DATA_DIR_ENV] = str(_absolute(override))


def ensure_user_data_dir(app: str = HEARTS_APP) -> Path:
    """Like :func:`user_data_dir`, creating the folder if it is missing."""
    folder = user_data_dir(app)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _file_in(folder: Path, name: str) -> Path | None:
    """``folder/name`` if it exists, matching the name without regard to case."""
    exact = folder / name
    try:
        if exact.is_file():
            return exact
        entries = sorted(folder.iterdir())
        for entry in entries:
            if entry.name.upper() == name.upper() and entry.is_file():
                return entry
    except OSError:  # a folder that cannot be read, a name too long...: nothing found
        return None
    return None


def existing_name(folder: Path, name: str) -> Path:
    """Where ``name`` lives in ``folder``: the exact name if anything has it, else a file
    whose name differs only in case (``hearts.sav`` for HEARTS.SAV, as DOS did not care),
    else the exact name (for a new file)."""
    exact = folder / name
    try:
        if exact.exists() or exact.is_symlink():
            return exact
    except OSError:
        return exact
    return _file_in(folder, name) or exact


def cli_file_candidates(
    cwd: Path | None = None, data_dir: Path | None = None, name: str = CLI_FILE_NAME
) -> tuple[Path, Path]:
    """The two places an options file is looked for, in order."""
    return (
        (cwd if cwd is not None else Path.cwd()) / name,
        (data_dir if data_dir is not None else user_data_dir()) / name,
    )


def find_cli_file(
    cwd: Path | None = None, data_dir: Path | None = None, name: str = CLI_FILE_NAME
) -> Path | None:
    """The options file to read: the current folder's, else the user data folder's."""
    for candidate in cli_file_candidates(cwd, data_dir, name):
        found = _file_in(candidate.parent, candidate.name)
        if found is not None:
            return found
    return None
