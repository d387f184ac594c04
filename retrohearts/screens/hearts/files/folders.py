"""Where the player's files go, asked without ever stopping a screen.

``data_folder()`` is the user data folder (HEARTS.DEF, HEARTS.STA, a post-mortem's
DEAL<n>.TXT), looked at without creating it; ``save_folder()`` the one the game is saved in,
created if need be. Where there is none (no home folder, a read-only disk) each says None and
the caller goes on without the file.
"""

from __future__ import annotations

from pathlib import Path


def data_folder() -> Path | None:
    """The user data folder (not created), or None where there is none."""
    try:
        from retrohearts.pc.storage import user_data_dir

        return user_data_dir()
    except (OSError, RuntimeError):
        return None


def save_folder() -> Path | None:
    """The folder HEARTS.SAV lives in (created if missing), or None where there is none. If
    it cannot be created the path is still given: saving there then fails with ``?Error
    writing 'HEARTS.SAV' file`` instead of silently not saving."""
    from retrohearts.pc.storage import ensure_user_data_dir, user_data_dir

    try:
        try:
            return ensure_user_data_dir()
        except OSError:
            return user_data_dir()
    except OSError:
        return None
