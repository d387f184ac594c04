"""HomeRun's language resources: every text the game shows, looked up by key.

English is built in (``lang/en.txt`` in this package); other languages are files of
the same form, ``<code>.txt``: first the user data folder's ``lang/`` (a translator's
own file wins), then this package's ``lang/``. Which language: ``--lang CODE``, else
HOMERUN.INI's ``language``, else the locale (``LANG``/``LC_ALL``/``LC_MESSAGES``), else
English. A key a translation lacks falls back to English, so a half-done file still
works; a file that cannot be read gives one line and English.

File form: ``key = text`` per line, ``#`` comments, ``\\n`` for a line break; texts may
hold ``{name}`` fields that :meth:`Texts.get` fills in.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent / "lang"
DEFAULT = "en"
_CODE = re.compile(r"^[a-z]{2,3}$")


class LanguageError(ValueError):
    """A language file that cannot be read: the message is the one line to show."""


def parse(text: str, name: str = "?") -> dict[str, str]:
    """The key = text pairs of a language file; LanguageError for a malformed line."""
    out: dict[str, str] = {}
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, eq, value = line.partition("=")
        key = key.strip()
        if not eq or not re.fullmatch(r"[a-z0-9_.]+", key):
            raise LanguageError(f"Language file '{name}' line {lineno} is not 'key = text'")
        out[key] = value.strip().replace("\\n", "\n")
    return out


def available(user_dir: Path | None = None) -> list[str]:
    """The language codes there are files for (built in and the user's)."""
    codes = {p.stem for p in PACKAGE_DIR.glob("*.txt")}
    if user_dir is not None and (user_dir / "lang").is_dir():
        codes |= {p.stem for p in (user_dir / "lang").glob("*.txt") if _CODE.match(p.stem)}
    return sorted(codes)


def default_name_aliases(canonical: tuple[str, ...],
                         user_dir: Path | None = None) -> dict[str, str]:
    """Every language's words for the default players' names, to the name HOMERUN.INI
    keeps (``{"Spieler 1": "Player 1", ...}``): older versions saved the words of the
    language in use, so "Player 1" and "Spieler 1" became two players."""
    aliases: dict[str, str] = {}
    for code in available(user_dir):
        texts = load(code, user_dir=user_dir)
        for n, name in enumerate(canonical, start=1):
            alias = texts.get("setup.default_name", n=n)
            if alias != name and alias not in canonical:
                aliases[alias] = name
    return aliases


def locale_code(environ: dict[str, str] | None = None) -> str | None:
    """The two- or three-letter language of the locale ("de_DE.UTF-8" -> "de"), if any."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        code = value.split("_")[0].split(".")[0].lower()
        if value and code not in ("c", "posix") and _CODE.match(code):
            return code
    return None


def _file_for(code: str, user_dir: Path | None) -> Path | None:
    for folder in ([user_dir / "lang"] if user_dir is not None else []) + [PACKAGE_DIR]:
        path = folder / f"{code}.txt"
        if path.is_file():
            return path
    return None


@dataclass
class Texts:
    """The texts of one language, with English underneath for missing keys."""

    code: str = DEFAULT
    table: dict[str, str] = field(default_factory=dict)
    english: dict[str, str] = field(default_factory=dict)
    problem: str = ""  # one line when the wanted language could not be used

    def get(self, key: str, /, **fields: object) -> str:
        """The text for ``key`` with its ``{fields}`` filled in (the key itself if unknown)."""
        text = self.table.get(key) or self.english.get(key) or key
        if fields:
            try:
                return text.format(**fields)
            except (KeyError, IndexError, ValueError):
                return self.english.get(key, key).format(**fields)
        return text

    __call__ = get

    def has(self, key: str) -> bool:
        return key in self.table or key in self.english


def english() -> dict[str, str]:
    return parse((PACKAGE_DIR / "en.txt").read_text(encoding="utf-8"), "en.txt")


def load(wanted: str | None = None, *, user_dir: Path | None = None,
         setting: str | None = None, environ: dict[str, str] | None = None) -> Texts:
    """The texts for ``wanted`` (a --lang code), else the INI ``setting``, else the locale."""
    base = english()
    explicit = wanted or setting
    code = (explicit or locale_code(environ) or DEFAULT).lower()
    if code == DEFAULT:
        return Texts(DEFAULT, base, base)
    path = _file_for(code, user_dir) if _CODE.match(code) else None
    if path is None:
        # only a language asked for by name deserves a complaint; a foreign locale is fine
        problem = base["msg.no_language"].format(code=code) if explicit else ""
        return Texts(DEFAULT, base, base, problem)
    try:
        table = parse(path.read_text(encoding="utf-8"), path.name)
    except (OSError, UnicodeDecodeError, LanguageError) as err:
        line = str(err) if isinstance(err, LanguageError) else f"Cannot read '{path.name}'"
        return Texts(DEFAULT, base, base, line)
    return Texts(code, table, base)
