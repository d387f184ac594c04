"""Where the project's data folders (``palettes/``, ``music/``, ``portraits/``) live.

A wheel carries them inside the package as ``retrohearts/_data/<name>``; a source
checkout (or an editable install) keeps them at the top of the repository. This
module finds whichever is present, so readers never guess paths themselves.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """Return the folder holding the data set ``name`` ("palettes", "music", "portraits").

    Raises FileNotFoundError naming both places looked in when neither exists.
    """
    candidates = (_PACKAGE_DIR / "_data" / name, _PACKAGE_DIR.parent / name)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    looked = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"?Cannot find '{name}' data (looked in {looked})")
