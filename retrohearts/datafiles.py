"""Where the project's data folders (``palettes/``, ``music/``, ``onlinedoc/``,
``portraits/``) live, and the one message for data that is missing or damaged.

A wheel carries them inside the package as ``retrohearts/_data/<name>``; a source
checkout (or an editable install) keeps them at the top of the repository. This
module finds whichever is present, so readers never guess paths themselves.

The 1993 program kept all its data in one file, HEARTS.DAT, and said
``Cannot find 'xxxx' data in 'HEARTS.DAT'`` when a piece was missing or did not
belong to that version. Our data are many small files; every loader (palettes,
fonts, music, voices) raises :class:`DataFileError` with that same line, naming the
piece (``palettes/ega.gpl``, ``voice:hearts-broken``), whether the file is missing
or damaged.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["DATA_FILE", "DataFileError", "data_dir", "missing_data"]

_PACKAGE_DIR = Path(__file__).resolve().parent

#: The name the original program gave its data file; the messages still say it.
DATA_FILE = "HEARTS.DAT"


def missing_data(what: str) -> str:
    """The original's message for a piece of data it cannot use."""
    return f"Cannot find '{what}' data in '{DATA_FILE}'"


class DataFileError(ValueError):
    """A data file of the package is missing or damaged; ``str()`` is the message to show."""

    def __init__(self, what: str, detail: str = "") -> None:
        super().__init__(missing_data(what))
        self.what = what
        self.detail = detail  # what exactly is wrong, for logs and tests (never shown alone)


def data_dir(name: str) -> Path:
    """Return the folder holding the data set ``name`` ("palettes", "music", "onlinedoc",
    "portraits").

    Raises DataFileError (``Cannot find 'music' data in 'HEARTS.DAT'``) when neither place
    has it; ``detail`` names both places looked in.
    """
    candidates = (_PACKAGE_DIR / "_data" / name, _PACKAGE_DIR.parent / name)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise DataFileError(name, "looked in " + ", ".join(str(c) for c in candidates))
