"""Find the tunes, effects and voices kept in ``music/``.

Every ``*.mml`` file is read (``score.py`` describes the format); tunes are
known by name (``theme``, ``background1``..., the fanfares ``fanfare-win``...), effects
as ``effect:NAME``.
Voices are WAV files in ``music/voices/SPEAKER/NAME.wav``; the narrator's
are the default and an opponent's own recording wins when there is one.
Missing or damaged files raise :class:`~retrohearts.datafiles.DataFileError`.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from retrohearts.datafiles import DataFileError, data_dir

from .score import Score, load_scores

NARRATOR = "narrator"


class UnknownSound(KeyError):
    """A tune, effect or voice name that music/ does not have."""


def music_dir() -> Path:
    """The music data folder."""
    return data_dir("music")


@cache
def scores() -> dict[str, Score]:
    """Every tune and effect, by name (``effect:`` names for effects). A music file that
    cannot be read raises DataFileError (``Cannot find 'music/x.mml' data in 'HEARTS.DAT'``)."""
    found: dict[str, Score] = {}
    for path in sorted(music_dir().glob("*.mml")):
        try:
            loaded = load_scores(path)
        except (OSError, UnicodeDecodeError, ValueError) as err:
            raise DataFileError(f"music/{path.name}", str(err)) from None
        for score in loaded:
            if score.name in found:
                raise ValueError(f"?'{score.name}' defined twice ({path.name})")
            found[score.name] = score
    return found


def tune_names() -> list[str]:
    """Names of the tunes (not effects)."""
    return sorted(n for n in scores() if not n.startswith("effect:"))


FANFARE = "fanfare-"


def fanfare_names() -> list[str]:
    """The fanfares: tunes played once for a moment (a won game, the moon, a high score)."""
    return [n for n in tune_names() if n.startswith(FANFARE)]


def background_names() -> list[str]:
    """The background pieces, in playing order."""
    return [n for n in tune_names() if n.startswith("background")]


def effect_names() -> list[str]:
    """Names of the effects, without the ``effect:`` prefix."""
    return sorted(n.split(":", 1)[1] for n in scores() if n.startswith("effect:"))


def voice_names() -> list[str]:
    """Narrator phrases as ``NAME``, everyone else's as ``speaker/NAME``."""
    root = music_dir() / "voices"
    names = []
    for path in sorted(root.glob("*/*.wav")):
        speaker = path.parent.name
        names.append(path.stem if speaker == NARRATOR else f"{speaker}/{path.stem}")
    return names


def voice_path(name: str, speaker: str | None = None) -> Path | None:
    """The WAV for a phrase, in the speaker's voice if recorded, else the narrator's."""
    root = music_dir() / "voices"
    if "/" in name:
        speaker, name = name.split("/", 1)
    if not name or "/" in name or name.startswith("."):
        return None
    candidates = [root / speaker.lower() / f"{name}.wav"] if speaker else []
    candidates.append(root / NARRATOR / f"{name}.wav")
    return next((p for p in candidates if p.is_file()), None)
