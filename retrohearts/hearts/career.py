"""Career statistics per player name, kept in HEARTS.STA in the user data folder.

For each name that has sat at the table (you, and the computer players too): games
finished, games won, hands played, points taken in those hands (for the average per hand),
moons shot and queens of spades taken; and of those games, how many were played with an undo
(a card or a pass taken back, which shows cards the player would not have seen) and how many
of those were won. The file is JSON text, written atomically (temporary
file, rename). Reading validates everything: the shape, each field's type and range, and
the names (printable, at most ``NAME_LIMIT`` characters). A file that fails is renamed
``HEARTS.STA.BAD`` (never deleted, never overwritten: ``.BAD1``, ``.BAD2``... if that name is
taken), the statistics start again, and the caller shows ``?'HEARTS.STA' file corrupt``.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from retrohearts.atomicfile import write_text_atomic

__all__ = ["STATS_NAME", "Career", "CareerBook", "load_stats", "record_game", "record_hand",
           "save_stats"]

STATS_NAME = "HEARTS.STA"
VERSION = 1
NAME_LIMIT = 20
MAX_PLAYERS = 500
LIMIT = 10**9  # no count ever gets near this: a bigger one is damage


@dataclass(frozen=True)
class Career:
    """One player's record."""

    games: int = 0
    wins: int = 0
    hands: int = 0
    points: int = 0  # points taken, over all hands
    moons: int = 0
    queens: int = 0  # times the queen of spades was taken
    undo_games: int = 0  # games finished in which a card or a pass was taken back
    undo_wins: int = 0  # of those, the games won

    @property
    def average(self) -> float:
        """Points per hand (0.0 before the first hand)."""
        return self.points / self.hands if self.hands else 0.0

    def check(self) -> None:
        """ValueError unless every field is a sensible whole number."""
        for f in fields(self):
            value = getattr(self, f.name)
            if type(value) is not int or not 0 <= value < LIMIT:
                raise ValueError(f"bad {f.name}: {value!r}")
        if self.wins > self.games or self.moons > self.hands or self.queens > self.hands \
                or self.undo_games > self.games or self.undo_wins > self.undo_games \
                or self.undo_wins > self.wins:
            raise ValueError("counts do not add up")
        if self.points > self.hands * 26 + self.hands * 10:  # jack of diamonds may go -10
            raise ValueError("too many points")


CareerBook = dict[str, Career]


def valid_name(name: object) -> bool:
    """A name as the table shows it: printable characters, 1 to NAME_LIMIT of them."""
    return (isinstance(name, str) and 0 < len(name) <= NAME_LIMIT and name == name.strip()
            and all(ch.isprintable() for ch in name))


def _from_json(data: Any) -> CareerBook:
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError("not a statistics file")
    players = data.get("players")
    if not isinstance(players, dict) or len(players) > MAX_PLAYERS:
        raise ValueError("no players")
    book: CareerBook = {}
    known = {f.name for f in fields(Career)}
    newer = {"undo_games", "undo_wins"}  # a file written before they were kept lacks them
    for name, record in players.items():
        if not valid_name(name) or not isinstance(record, dict) \
                or not known - newer <= set(record) <= known:
            raise ValueError(f"bad record for {name!r}")
        career = Career(**record)
        career.check()
        book[name] = career
    return book


def load_stats(folder: Path | None) -> tuple[CareerBook, str | None]:
    """(statistics, error line). No file: empty and no error. A damaged file: empty, the
    file kept aside as HEARTS.STA.BAD, and ``?'HEARTS.STA' file corrupt``."""
    if folder is None:
        return {}, None
    path = folder / STATS_NAME
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}, None
    except (OSError, UnicodeDecodeError):
        return _corrupt(path)
    try:
        return _from_json(json.loads(text)), None
    except (ValueError, TypeError, RecursionError):
        return _corrupt(path)


def keep_aside(path: Path) -> Path | None:
    """Rename a damaged file to NAME.BAD (NAME.BAD1, NAME.BAD2... if taken), never
    overwriting anything; None if it could not be moved."""
    for n in range(0, 1000):
        target = path.with_name(f"{path.name}.BAD{n if n else ''}")
        if target.exists() or target.is_symlink():
            continue
        try:
            os.link(path, target)  # fails if the name was taken meanwhile
        except FileExistsError:
            continue
        except OSError:
            try:
                os.rename(path, target)
            except OSError:
                return None
            return target
        with contextlib.suppress(OSError):
            path.unlink()
        return target
    return None


def _corrupt(path: Path) -> tuple[CareerBook, str]:
    keep_aside(path)
    return {}, f"?'{STATS_NAME}' file corrupt"


def save_stats(folder: Path, book: CareerBook) -> str | None:
    """Write HEARTS.STA atomically; None, or the one-line error to show."""
    data = {"version": VERSION,
            "players": {name: asdict(c) for name, c in sorted(book.items())}}
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_text_atomic(folder / STATS_NAME, json.dumps(data, indent=1))
    except OSError:
        return f"?Error writing '{STATS_NAME}' file"
    return None


def _name(name: str) -> str:
    cleaned = "".join(ch for ch in name if ch.isprintable()).strip()[:NAME_LIMIT]
    return cleaned or "?"


def record_hand(book: CareerBook, names: Sequence[str], points: Sequence[int],
                queen_taker: int | None, shooter: int | None) -> CareerBook:
    """The book after one hand: points per seat, who took the queen, who shot the moon."""
    out = dict(book)
    for seat, raw in enumerate(names):
        name = _name(raw)
        c = out.get(name, Career())
        out[name] = replace(c, hands=c.hands + 1, points=c.points + max(0, int(points[seat])),
                            queens=c.queens + (queen_taker == seat),
                            moons=c.moons + (shooter == seat))
    return out


def record_game(book: CareerBook, names: Sequence[str], winners: Iterable[int], *,
                undone: bool = False) -> CareerBook:
    """The book after a finished game (``undone``: a card or a pass was taken back in it;
    the game counts for everyone at the table, and is marked for everyone too)."""
    out = dict(book)
    won = set(winners)
    for seat, raw in enumerate(names):
        name = _name(raw)
        c = out.get(name, Career())
        out[name] = replace(c, games=c.games + 1, wins=c.wins + (seat in won),
                            undo_games=c.undo_games + undone,
                            undo_wins=c.undo_wins + (undone and seat in won))
    return out
