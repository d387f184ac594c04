"""What a page says about its flags: the desktop's options, as the page's address takes them.

A page has no command line: its flags are the words of its address after ``?``, joined by
``&`` (urlflags.py): a bare word is the legacy word (``?cga&mono``), ``name=value`` the long
option ``--name value`` (``?deal=42``), ``join=HOST:PORT`` the legacy ``join HOST:PORT``.
The desktop's HELP and its list after an illegal option name options a player cannot use
there (``--headless``, ``--screenshot``, ``--keys-file``, ``--render``...) and end with a
desktop example, so the page shows its own: `help_lines` and `flags_list`, built from the
same tables (pc/config.py, and homerun_main.py for what HomeRun honours), in the page's
spelling. Every option of the desktop is either a page's flag (`WORD_FLAGS`, `VALUE_FLAGS`)
or said here to be of no use in a page (`NOT_ON_A_PAGE`), so a new option has to be placed
(a test checks it). What a message says last is how to go on playing (`continue_line`).
"""

from __future__ import annotations

import re

from retrohearts import homerun_main
from retrohearts.pc import config

GAMES = ("hearts", "homerun")
# A synonym is listed on its word's line: synonym -> that word.
SYNONYMS = {"HGC": "HERCULES", "QUIET": "SILENT"}
# Legacy words a page cannot use, per game: Hearts' SETUP is a desktop program (a page's
# settings are its address); HomeRun's SETUP runs in the page and writes HOMERUN.INI there.
DESKTOP_WORDS = {"hearts": ("SETUP",), "homerun": ()}
# Long options a page takes as name=VALUE (in the order HELP lists them).
VALUE_FLAGS = ("--mode", "--cga-palette", "--phosphor", "--aspect", "--board", "--music",
               "--sounds", "--deal", "--seed", "--work", "--screen")
# The desktop's long options that mean nothing to a player in a page, and why.
NOT_ON_A_PAGE = {
    "--help": "HELP says it",
    "--version": "a desktop command's answer",
    "--headless": "scripted test runs", "--frames": "scripted test runs",
    "--screenshot": "scripted test runs", "--screenshot-at": "scripted test runs",
    "--keys": "scripted test runs", "--keys-file": "scripted test runs",
    "--realtime": "scripted test runs",
    "--square": "aspect=square says it",
    "--look": "the page scales the picture itself",
    "--log": "the file would stay in the page's memory",
    "--render": "a desktop tool", "--device": "a desktop tool", "--seconds": "a desktop tool",
    "--out": "a desktop tool",
}
# Flags of one game only, with their value and summary: HomeRun's own, and Hearts' JOIN.
OWN_FLAGS: dict[str, tuple[tuple[str, str], ...]] = {
    "hearts": (("join=HOST:PORT", "a table on a Hearts server (wss:// from an https page)"),),
    "homerun": (("lang=CODE", "the language of the texts (en, de)"),),
}
OWN_WORDS: dict[str, tuple[tuple[str, str], ...]] = {
    "hearts": (),
    "homerun": (("PSION", "the Psion Series 3a LCD, 480x160 in three shades (the default)"),),
}
# A choice's placeholder (``white|green|amber``) is too long for HELP's column: its name.
CHOICE_NAMES = {"--cga-palette": "SET", "--phosphor": "TINT", "--aspect": "SHAPE",
                "--music": "MODE", "--sounds": "MODE"}
# Summaries worded shorter for one line of 80 columns.
PAGE_SUMMARIES = {"--board": "the Sound Board at the start (adlib, soundblaster...)",
                  "--aspect": "the monitor's shape or square pixels",
                  "--screen": "open one screen first (title, options, rules, ad...)"}
HELP_FLAG = "index.html?help"
WORD_COLUMN = 14  # where a word's summary starts
VALUE_COLUMN = 20  # where a name=VALUE's summary starts


_BAD_VALUE = re.compile(r"^\?Bad value for --([\w-]+): '(.*?)' \((.*)\)(.*)$")


def page_message(message: str) -> str:
    """A desktop option's message in the page's spelling: ``deal=abc`` where the desktop
    says ``--deal: 'abc'``, ``lang`` where it says ``--lang``, ``join=HOST:PORT`` where it
    says ``join HOST[:PORT]``."""
    bad = _BAD_VALUE.match(message)
    if bad:
        name, value, what, rest = bad.groups()
        return f"?Bad value: {name}={value} ({what}){rest}"
    message = message.replace("join HOST[:PORT]", "join=HOST:PORT")
    return re.sub(r"--([a-z][\w-]*)", r"\1", message)


def _words(game: str) -> list[str]:
    """The legacy words ``game`` honours, as the desktop lists them."""
    honoured = list(config.LEGACY_OPTIONS) if game == "hearts" else list(homerun_main.WORDS)
    return [w for w in honoured if w in config.LEGACY_OPTIONS]


def _longs(game: str) -> list[str]:
    return list(config.LONG_OPTIONS) if game == "hearts" else list(homerun_main.LONGS)


def _summary(game: str, name: str) -> tuple[str, str]:
    """(placeholder, summary) of a word or long option, as ``game``'s HELP words it."""
    own = homerun_main.SUMMARIES if game == "homerun" else {}
    if name in own:
        return own[name]
    if name in config.LEGACY_OPTIONS:
        return "", config.LEGACY_OPTIONS[name]
    return config.LONG_OPTIONS[name]


def word_flags(game: str) -> list[str]:
    """The legacy words a page of ``game`` takes (synonyms included), in the desktop's order."""
    return [w for w in _words(game) if w not in DESKTOP_WORDS[game]]


def value_flags(game: str) -> list[str]:
    """The long options a page of ``game`` takes as name=VALUE, in HELP's order."""
    honoured = set(_longs(game))
    return [name for name in VALUE_FLAGS if name in honoured]


def flags_list(game: str) -> list[str]:
    """What follows an illegal option: the flags a page takes (the desktop lists its
    options), and where they are described."""
    words = [*word_flags(game), *(w for w, _ in OWN_WORDS[game])]
    values = [f"{name[2:]}=" for name in value_flags(game)]
    values += [spec.partition("=")[0] + "=" for spec, _ in OWN_FLAGS[game]]
    return [f"Recognized flags: {' '.join(words)}",
            f"  and: {' '.join(values)}",
            f"{HELP_FLAG} describes them."]


def _row(term: str, summary: str, column: int) -> str:
    return f"  {term:<{column - 2}}{summary}"


def help_lines(game: str) -> list[str]:
    """HELP on a page: the flags its address takes, no more, in the page's spelling (one
    screen of 80 columns: textscreen.py)."""
    lines = ["Flags follow the page's address, joined by &: index.html?cga&mono&deal=42", ""]
    words = word_flags(game)
    for word in words:
        if word in SYNONYMS and SYNONYMS[word] in words:
            continue  # on its word's line
        summary = "show this summary" if word == "HELP" else _summary(game, word)[1]
        also = [s for s, w in SYNONYMS.items() if w == word and s in words]
        if also:
            summary += f" (also {', '.join(also)})"
        lines.append(_row(word, summary, WORD_COLUMN))
    lines += [_row(word, summary, WORD_COLUMN) for word, summary in OWN_WORDS[game]]
    lines.append("")
    for name in value_flags(game):
        placeholder, summary = _summary(game, name)
        summary = PAGE_SUMMARIES.get(name, summary)
        if "|" in placeholder:  # the choices go after the summary, under a short name
            summary += ": " + " ".join(placeholder.split("|"))
            placeholder = CHOICE_NAMES[name]
        lines.append(_row(f"{name[2:]}={placeholder}", summary, VALUE_COLUMN))
    lines += [_row(spec, summary, VALUE_COLUMN) for spec, summary in OWN_FLAGS[game]]
    return lines


def continue_line(error: bool) -> str:
    """A message's last line: how to go on (ENTER or a click loads the page without its
    flags: textscreen.py)."""
    if error:
        return "Press ENTER or click to play without the flags, or mend the address and reload."
    return "Press ENTER or click to play (the page without its flags)."
