"""HOMERUN.INI: the setup, the options, the high-score table and the players' statistics.

One small INI file in the user data folder (``pc/storage.py``'s folder for the app
"HomeRun"), as the Psion program kept one in its \\HOMERUN\\ directory. It is written
atomically (temporary file and rename). A file that cannot be read or holds a value
out of range is *damaged*: :func:`load` renames it to ``HOMERUN.INI.BAD`` (never
overwriting an older one: then ``atomicfile.set_aside`` picks a free name), returns
the defaults and one line saying so, in the program's voice. Unknown keys are skipped
so a later version's file still loads.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from retrohearts.atomicfile import set_aside, write_text_atomic
from retrohearts.homerun.records import (
    MAX_NAME,
    HighScores,
    PlayerStats,
    StatsBook,
    check_name,
)
from retrohearts.pc.storage import user_data_dir
from retrohearts.screens.homerun import lang

APP = "HomeRun"
INI_NAME = "HOMERUN.INI"
TABLE_SIZE = 10
NAME_MAX = MAX_NAME
GAMES_MAX = 9
_STAT_KEYS = ("games", "hands", "clears", "best_hand", "best_game", "total_score",
              "jokers_won", "gambles_won", "gambles_lost", "most_clears")


class IniDamaged(ValueError):
    """A HOMERUN.INI that cannot be used: ``key`` names the reason's text in the language
    files (``ini.*``) and ``fields`` fill it in; ``str()`` is the English text."""

    def __init__(self, key: str, **fields: object) -> None:
        self.key = key
        self.fields = tuple((k, _short(str(v))) for k, v in fields.items())
        super().__init__(english_reason(key, self.fields))


def _short(text: str, most: int = 24) -> str:
    """A value quoted in a reason stays short (a damaged line can be megabytes long)."""
    return text if len(text) <= most else text[: most - 3] + "..."


def english_reason(key: str, fields: tuple[tuple[str, str], ...]) -> str:
    """The reason in English (the language files' built-in English)."""
    return lang.Texts(lang.DEFAULT, {}, _english()).get(key, **dict(fields))


_ENGLISH: dict[str, str] = {}


def _english() -> dict[str, str]:
    if not _ENGLISH:
        _ENGLISH.update(lang.english())
    return _ENGLISH


#: The players' names until they choose their own (shown in the player's language).
DEFAULT_NAMES = ("Player 1", "Player 2")


@dataclass
class Setup:
    players: int = 1
    names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES))
    games: int = 1  # games each in a two-player competition


@dataclass
class Options:
    animation: bool = True
    sound: bool = True
    odds: bool = True  # the gamble's odds beside its dialog
    solvable: bool = False  # deal only hands the solver can clear
    language: str = ""  # "" = the locale's


#: The [Machine] section's choices (written by ``homerun setup``): the display, its monitor,
#: the sound board, and whether the moments play their fanfares.
DISPLAYS = ("psion", "hercules", "cga", "ega", "ega64k", "vga", "svga", "svga-novesa")
MONITORS = ("color", "mono-white", "mono-green", "mono-amber")
BOARDS = ("adlib", "soundblaster", "soundmaster", "speechthing", "voicemaster", "pcspeaker")


@dataclass
class Machine:
    display: str = "psion"  # HomeRun's own display unless SETUP chose a PC's
    monitor: str = "color"
    board: str = "soundblaster"
    fanfares: bool = True


@dataclass
class HomeRunIni:
    setup: Setup = field(default_factory=Setup)
    options: Options = field(default_factory=Options)
    machine: Machine = field(default_factory=Machine)
    scores: HighScores = field(default_factory=HighScores)
    stats: StatsBook = field(default_factory=StatsBook)


def unify_names(ini: HomeRunIni, aliases: Mapping[str, str]) -> bool:
    """Rename every player called by an alias (another language's words for a default name)
    to the name it stands for, in the setup, the high scores and the statistics (whose
    games are added up); True when anything changed."""
    changed = False
    for i, name in enumerate(ini.setup.names):
        if name in aliases:
            ini.setup.names[i], changed = aliases[name], True
    entries = ini.scores.entries
    for i, e in enumerate(entries):
        if e.name in aliases:
            entries[i], changed = replace(e, name=aliases[e.name]), True
    players = ini.stats.players
    for alias in [n for n in players if n in aliases]:
        stats = replace(players.pop(alias), name=aliases[alias])
        other = players.get(stats.name)
        players[stats.name] = stats if other is None else _added(other, stats)
        changed = True
    return changed


def _added(a: PlayerStats, b: PlayerStats) -> PlayerStats:
    """One player's statistics kept under two names, joined."""
    return replace(a, games=a.games + b.games, hands=a.hands + b.hands,
                   clears=a.clears + b.clears, best_hand=max(a.best_hand, b.best_hand),
                   best_game=max(a.best_game, b.best_game),
                   total_score=a.total_score + b.total_score,
                   jokers_won=a.jokers_won + b.jokers_won,
                   gambles_won=a.gambles_won + b.gambles_won,
                   gambles_lost=a.gambles_lost + b.gambles_lost,
                   most_clears=max(a.most_clears, b.most_clears))


def ini_path(folder: Path | None = None) -> Path:
    return (folder if folder is not None else user_data_dir(APP)) / INI_NAME


def _bool(value: str, where: int) -> bool:
    v = value.strip().lower()
    if v in ("on", "yes", "1", "true"):
        return True
    if v in ("off", "no", "0", "false"):
        return False
    raise IniDamaged("ini.not_on_off", n=where, value=value.strip())


def _int(value: str, where: int, low: int, high: int) -> int:
    try:
        n = int(value.strip(), 10)
    except ValueError:
        raise IniDamaged("ini.not_number", n=where, value=value.strip()) from None
    if not low <= n <= high:
        raise IniDamaged("ini.out_of_range", n=where, value=n, low=low, high=high)
    return n


def _name(value: str, where: int) -> str:
    try:
        return check_name(value)
    except ValueError:
        raise IniDamaged("ini.not_name", n=where, value=value.strip()) from None


def parse(text: str) -> HomeRunIni:
    """Read the file's text; IniDamaged with the place of the first bad line."""
    ini = HomeRunIni()
    raw_scores: list[dict[str, object]] = []
    raw_stats: dict[str, dict[str, object]] = {}
    section = ""
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith((";", "#")):
            continue
        where = lineno
        if line.startswith("["):
            if not line.endswith("]") or len(line) < 3:
                raise IniDamaged("ini.not_section", n=where, value=line)
            section = line[1:-1].strip()
            if section.lower().startswith("player "):
                name = _name(section[7:], where)
                if name in raw_stats:
                    raise IniDamaged("ini.two_players", n=where, value=name)
                raw_stats[name] = {"name": name}
            continue
        key, eq, value = line.partition("=")
        key = key.strip().lower()
        if not eq or not section:
            raise IniDamaged("ini.not_key_value", n=where, value=line)
        low = section.lower()
        if low == "highscores":
            raw_scores.append(_score_line(key, value, where))
        elif low.startswith("player "):
            if key in _STAT_KEYS:
                raw_stats[check_name(section[7:])][key] = value.strip()
        else:
            _apply(ini, section, key, value, where)
    try:
        ini.scores = HighScores.from_dict({"size": TABLE_SIZE, "entries": raw_scores})
        ini.stats = StatsBook.from_dict({"players": list(raw_stats.values())})
    except ValueError as err:      # the engine's words: they do not add up
        raise IniDamaged("ini.records", why=str(err)) from None
    return ini


def _score_line(key: str, value: str, where: int) -> dict[str, object]:
    _int(key, where, 1, TABLE_SIZE)
    parts = [p.strip() for p in value.split(",")]
    if len(parts) != 4:
        raise IniDamaged("ini.not_score_line", n=where, value=value.strip())
    return {"score": parts[0], "name": _name(parts[1], where), "clears": parts[2],
            "date": parts[3]}


def _apply(ini: HomeRunIni, section: str, key: str, value: str, where: int) -> None:
    low = section.lower()
    if low == "setup":
        if key == "players":
            ini.setup.players = _int(value, where, 1, 2)
        elif key in ("name1", "name2"):
            ini.setup.names[int(key[-1]) - 1] = _name(value, where)
        elif key == "games":
            ini.setup.games = _int(value, where, 1, GAMES_MAX)
    elif low == "machine":
        choices = {"display": DISPLAYS, "monitor": MONITORS, "board": BOARDS}.get(key)
        if choices is not None:
            chosen = value.strip().lower()
            if chosen not in choices:
                raise IniDamaged("ini.not_choice", n=where, value=value.strip(),
                                 choices=", ".join(choices))
            setattr(ini.machine, key, chosen)
        elif key == "fanfares":
            ini.machine.fanfares = _bool(value, where)
    elif low == "options":
        if key in ("animation", "sound", "odds", "solvable"):
            setattr(ini.options, key, _bool(value, where))
        elif key == "language":
            code = value.strip().lower()
            if code and not (code.isalpha() and 2 <= len(code) <= 3):
                raise IniDamaged("ini.not_language", n=where, value=value.strip())
            ini.options.language = code


def render(ini: HomeRunIni) -> str:
    """The file's text (``parse(render(x))`` gives ``x`` back)."""
    yes = {True: "on", False: "off"}
    s, o = ini.setup, ini.options
    lines = ["; HomeRun (RetroHearts): setup, options, high scores and statistics.",
             "; Written by the program; a damaged file is renamed HOMERUN.INI.BAD.", "",
             "[Setup]", f"players = {s.players}", f"name1 = {s.names[0]}",
             f"name2 = {s.names[1]}", f"games = {s.games}", "", "[Options]",
             f"animation = {yes[o.animation]}", f"sound = {yes[o.sound]}",
             f"odds = {yes[o.odds]}", f"solvable = {yes[o.solvable]}",
             f"language = {o.language}", "", "[Machine]",
             f"display = {ini.machine.display}", f"monitor = {ini.machine.monitor}",
             f"board = {ini.machine.board}", f"fanfares = {yes[ini.machine.fanfares]}", "",
             "[HighScores]"]
    lines += [f"{i} = {e.score}, {e.name}, {e.clears}, {e.date}"
              for i, e in enumerate(ini.scores.entries, 1)]
    for stats in ini.stats.players.values():
        lines += ["", f"[Player {stats.name}]"]
        lines += [f"{k} = {getattr(stats, k)}" for k in _STAT_KEYS]
    return "\n".join(lines) + "\n"


def stats_of(ini: HomeRunIni, name: str) -> PlayerStats:
    return ini.stats.get(name)


def _set_aside(path: Path) -> Path:
    bad = path.with_name(path.name + ".BAD")
    if not bad.exists():
        try:
            os.rename(path, bad)
            return bad
        except OSError:
            pass
    return set_aside(path)


WHY_MAX = 60  # characters of the reason a damaged file is shown with


@dataclass(frozen=True)
class Damage:
    """Why HOMERUN.INI could not be used (in English; ``key`` and ``fields`` say it in any
    language, see :meth:`reason`), and the name it was kept under ("" = not moved)."""

    why: str
    kept: str
    key: str = ""
    fields: tuple[tuple[str, str], ...] = ()

    def reason(self, texts: lang.Texts) -> str:
        """The reason in the player's language."""
        if not self.key:
            return self.why
        why = texts.get(self.key, **dict(self.fields))
        return why if len(why) <= WHY_MAX else why[: WHY_MAX - 3] + "..."


def load(path: Path) -> tuple[HomeRunIni, Damage | None]:
    """The settings in ``path`` (defaults if there is none), and the damage if any."""
    if not path.is_file():
        return HomeRunIni(), None
    try:
        return parse(path.read_bytes().decode("utf-8")), None
    except (OSError, UnicodeDecodeError, IniDamaged) as err:
        key, fields = (err.key, err.fields) if isinstance(err, IniDamaged) else (
            "ini.unreadable", ())
        why = english_reason(key, fields)
        if len(why) > WHY_MAX:  # a damaged line can be megabytes long: the message stays short
            why = why[: WHY_MAX - 3] + "..."
        try:
            kept = _set_aside(path).name
        except OSError:
            kept = ""
        return HomeRunIni(), Damage(why, kept, key, fields)


def save(ini: HomeRunIni, path: Path) -> str:
    """Write the file atomically; "" when done, else why not (the OS's words)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, render(ini))
    except OSError as err:
        return str(err.strerror or err)
    return ""
