"""High-score table and per-player statistics: plain data with checked round trips.

Both are stored by the screens (in HOMERUN.INI), so :meth:`to_dict` gives JSON-ready data and
:meth:`from_dict` checks every field by type, range and characters, raising ValueError with a
readable message for anything a damaged or hand-edited file could hold.  Numbers may be ints or
strings of digits (as an INI file holds them).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from retrohearts.homerun.game import Game

__all__ = [
    "HighScoreEntry",
    "HighScores",
    "MAX_NAME",
    "MAX_PLAYERS_KEPT",
    "MAX_SCORE",
    "PersonalBests",
    "PlayerStats",
    "StatsBook",
    "check_name",
]

MAX_NAME = 16
MAX_SCORE = 10**12
MAX_PLAYERS_KEPT = 64
MAX_TABLE = 50
_NAME_PUNCT = set(" -_.'&!")
_DATE = re.compile(r"^(\d{4}-\d{2}-\d{2})?$")


def check_name(name: object) -> str:
    """A player's name, trimmed: 1 to 16 letters, digits, spaces or ``- _ . ' & !``."""
    if not isinstance(name, str):
        raise ValueError("A player's name must be text")
    t = name.strip()
    if not 1 <= len(t) <= MAX_NAME:
        raise ValueError(f"A player's name is 1 to {MAX_NAME} characters")
    bad = [ch for ch in t if not (ch.isalnum() or ch in _NAME_PUNCT)]
    if bad:
        raise ValueError(f"A player's name cannot hold {bad[0]!r}")
    return t


def _int(data: Mapping[str, object], key: str, lo: int = 0, hi: int = MAX_SCORE) -> int:
    v = data.get(key, 0)
    if isinstance(v, str) and v.strip().isdigit() and v.strip().isascii():
        v = int(v.strip())
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise ValueError(f"{key} must be a whole number from {lo} to {hi}, not {v!r}")
    return v


def _mapping(data: object, what: str) -> Mapping[str, object]:
    if not isinstance(data, Mapping) or not all(isinstance(k, str) for k in data):
        raise ValueError(f"{what} must be a table of named values")
    return data


@dataclass(frozen=True, slots=True)
class HighScoreEntry:
    """One line of the table: who, what total, how many hands cleared, when (YYYY-MM-DD)."""

    name: str
    score: int
    clears: int = 0
    date: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", check_name(self.name))
        for key in ("score", "clears"):
            _int({key: getattr(self, key)}, key)
        if not isinstance(self.date, str) or not _DATE.match(self.date):
            raise ValueError(f"A high-score date is YYYY-MM-DD, not {self.date!r}")

    def to_dict(self) -> dict[str, object]:
        return {"name": self.name, "score": self.score, "clears": self.clears, "date": self.date}

    @classmethod
    def from_dict(cls, data: object) -> HighScoreEntry:
        d = _mapping(data, "A high-score entry")
        date = d.get("date", "")
        if not isinstance(date, str):
            raise ValueError("A high-score date must be text")
        return cls(check_name(d.get("name")), _int(d, "score"), _int(d, "clears"), date)


@dataclass(slots=True)
class HighScores:
    """The best ``size`` game totals, highest first; equal scores keep their arrival order."""

    size: int = 10
    entries: list[HighScoreEntry] = field(default_factory=list)

    def __post_init__(self) -> None:
        _int({"size": self.size}, "size", 1, MAX_TABLE)
        self.entries = sorted(self.entries, key=lambda e: -e.score)[:self.size]

    def qualifies(self, score: int) -> bool:
        """True if a game total of ``score`` (above 0) would get into the table."""
        if score <= 0:
            return False
        return len(self.entries) < self.size or score > self.entries[-1].score

    def insert(self, entry: HighScoreEntry) -> int | None:
        """Add ``entry`` if it qualifies: its 0-based place, else None."""
        if not self.qualifies(entry.score):
            return None
        place = next((i for i, e in enumerate(self.entries) if entry.score > e.score),
                     len(self.entries))
        self.entries.insert(place, entry)
        del self.entries[self.size:]
        return place

    def best_of(self, name: str) -> HighScoreEntry | None:
        """A player's best entry in the table, if any."""
        return next((e for e in self.entries if e.name == name), None)

    def clear(self) -> None:
        """Empty the table (Psion-C)."""
        self.entries.clear()

    def to_dict(self) -> dict[str, object]:
        return {"size": self.size, "entries": [e.to_dict() for e in self.entries]}

    def to_flat(self) -> dict[str, str]:
        """The table as an INI section: ``size`` and ``1`` .. ``n`` = ``name|score|clears|date``
        (names never hold ``|``)."""
        out = {"size": str(self.size)}
        for i, e in enumerate(self.entries, 1):
            out[str(i)] = f"{e.name}|{e.score}|{e.clears}|{e.date}"
        return out

    @classmethod
    def from_flat(cls, section: Mapping[str, str]) -> HighScores:
        """The table from :meth:`to_flat`'s section; ValueError if anything is off."""
        d = _mapping(section, "The high-score table")
        entries = []
        for key in sorted((k for k in d if k != "size"), key=lambda k: (len(k), k)):
            if not key.isdigit() or not 1 <= int(key) <= MAX_TABLE:
                raise ValueError(f"Unknown high-score line {key!r}")
            raw = d[key]
            parts = raw.split("|") if isinstance(raw, str) else []
            if len(parts) != 4:
                raise ValueError(f"High-score line {key} is not name|score|clears|date")
            name, score, clears, date = parts
            entries.append({"name": name, "score": score, "clears": clears, "date": date})
        return cls.from_dict({"size": d.get("size", "10"), "entries": entries})

    @classmethod
    def from_dict(cls, data: object) -> HighScores:
        d = _mapping(data, "The high-score table")
        size = _int(d, "size", 1, MAX_TABLE) if "size" in d else 10
        raw = d.get("entries", [])
        if not isinstance(raw, list) or len(raw) > MAX_TABLE:
            raise ValueError("The high-score entries must be a list")
        return cls(size, [HighScoreEntry.from_dict(e) for e in raw])


@dataclass(frozen=True, slots=True)
class PersonalBests:
    """Which personal records a game just broke."""

    best_hand: bool
    best_game: bool

    def __bool__(self) -> bool:
        return self.best_hand or self.best_game


_STAT_FIELDS = ("games", "hands", "clears", "best_hand", "best_game", "total_score",
                "jokers_won", "gambles_won", "gambles_lost", "most_clears")


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's record over every game played."""

    name: str
    games: int = 0
    hands: int = 0
    clears: int = 0
    best_hand: int = 0
    best_game: int = 0
    total_score: int = 0
    jokers_won: int = 0
    gambles_won: int = 0
    gambles_lost: int = 0
    most_clears: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", check_name(self.name))
        for key in _STAT_FIELDS:
            _int({key: getattr(self, key)}, key)
        if self.clears > self.hands or self.hands < self.games:
            raise ValueError("The statistics do not add up (clears, hands and games)")

    @property
    def average(self) -> float:
        """Average game total (0 before the first game)."""
        return self.total_score / self.games if self.games else 0.0

    @property
    def clear_rate(self) -> float:
        """Share of hands cleared."""
        return self.clears / self.hands if self.hands else 0.0

    def after_game(self, game: Game) -> tuple[PlayerStats, PersonalBests]:
        """These statistics with a finished game added, and the personal bests it set."""
        results = game.results
        best_hand = max((r.score for r in results), default=0)
        clears = sum(1 for r in results if r.cleared)
        bests = PersonalBests(best_hand=best_hand > self.best_hand,
                              best_game=game.total > self.best_game)
        new = replace(
            self, games=self.games + 1, hands=self.hands + len(results),
            clears=self.clears + clears, best_hand=max(self.best_hand, best_hand),
            best_game=max(self.best_game, game.total), total_score=self.total_score + game.total,
            jokers_won=self.jokers_won + sum(1 for r in results if r.extra_joker),
            gambles_won=self.gambles_won + sum(r.gambles_won for r in results),
            gambles_lost=self.gambles_lost + sum(r.gambles_lost for r in results),
            most_clears=max(self.most_clears, clears))
        return new, bests

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"name": self.name}
        out.update({k: getattr(self, k) for k in _STAT_FIELDS})
        return out

    @classmethod
    def from_dict(cls, data: object) -> PlayerStats:
        d = _mapping(data, "A player's statistics")
        unknown = set(d) - {"name", *_STAT_FIELDS}
        if unknown:
            raise ValueError(f"Unknown statistic {sorted(unknown)[0]!r}")
        values = {k: _int(d, k) for k in _STAT_FIELDS}
        return cls(check_name(d.get("name")), **values)


@dataclass(slots=True)
class StatsBook:
    """Statistics for every player seen, by name (the most recent ``MAX_PLAYERS_KEPT``)."""

    players: dict[str, PlayerStats] = field(default_factory=dict)

    def get(self, name: str) -> PlayerStats:
        """A player's statistics (empty ones for a new name)."""
        name = check_name(name)
        return self.players.get(name) or PlayerStats(name)

    def record(self, game: Game, name: str) -> PersonalBests:
        """Add a finished game to ``name``'s statistics; returns the personal bests it set."""
        if not game.over:
            raise ValueError("Only a finished game goes into the statistics")
        new, bests = self.get(name).after_game(game)
        self.players.pop(new.name, None)
        self.players[new.name] = new
        while len(self.players) > MAX_PLAYERS_KEPT:
            del self.players[next(iter(self.players))]
        return bests

    def to_dict(self) -> dict[str, object]:
        return {"players": [p.to_dict() for p in self.players.values()]}

    def to_flat(self) -> dict[str, str]:
        """The book as an INI section: ``1`` .. ``n`` = ``name|games=3|hands=7|...`` (numbered
        keys, as INI keys lose their case)."""
        return {str(i): "|".join([p.name] + [f"{k}={getattr(p, k)}" for k in _STAT_FIELDS])
                for i, p in enumerate(self.players.values(), 1)}

    @classmethod
    def from_flat(cls, section: Mapping[str, str]) -> StatsBook:
        """The book from :meth:`to_flat`'s section; ValueError if anything is off."""
        d = _mapping(section, "The player statistics")
        players: list[object] = []
        for key in sorted(d, key=lambda k: (len(k), k)):
            raw = d[key]
            if not key.isdigit() or not isinstance(raw, str):
                raise ValueError(f"Unknown statistics line {key!r}")
            name, *fields = raw.split("|")
            entry: dict[str, object] = {"name": name}
            for f in fields:
                k, eq, v = f.partition("=")
                if not eq or k in entry:
                    raise ValueError(f"Statistics line {key} is damaged")
                entry[k] = v
            players.append(entry)
        return cls.from_dict({"players": players})

    @classmethod
    def from_dict(cls, data: object) -> StatsBook:
        d = _mapping(data, "The player statistics")
        raw = d.get("players", [])
        if not isinstance(raw, list) or len(raw) > MAX_PLAYERS_KEPT:
            raise ValueError("The player statistics must be a list")
        book = cls()
        for p in _stats(raw):
            if p.name in book.players:
                raise ValueError(f"{p.name} has two sets of statistics")
            book.players[p.name] = p
        return book


def _stats(raw: Iterable[object]) -> list[PlayerStats]:
    return [PlayerStats.from_dict(p) for p in raw]
