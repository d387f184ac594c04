"""HEARTS.CLI as SETUP edits it: the settings its first line holds, and a new first line.

Only the first line of HEARTS.CLI counts (pc/config.py); everything after it is the user's
comments and is written back byte for byte. SETUP owns the words that choose the display
(HERCULES ... SVGA, EGA64K, NOVESA, ``--mode``; MONO, COLOR, ``--phosphor``) and the sound
(SILENT, QUIET, ``--board``, ``--music``, ``--sounds``); every other valid option on the
line stays, in its order, after SETUP's own. A word the parser refuses (an illegal option,
a bad value) is dropped, and so is the whole file when it is no text file at all (NUL
bytes, larger than the parser reads, a folder or a device under the name): then the
original is first kept aside as ``HEARTS.CLI.BAD`` (``.BAD2``...), as every damaged file
of the player's is, and never deleted. The new file is written atomically.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from retrohearts.atomicfile import read_regular, set_aside, write_bytes_atomic
from retrohearts.pc.config import LONG_OPTIONS, MAX_CLI_BYTES, OptionError, parse, split_words
from retrohearts.pc.options import PCOptions
from retrohearts.pc.storage import CLI_FILE_NAME

#: SETUP's display choices: key -> the words that ask for it ("" = detect).
ADAPTERS: dict[str, str] = {
    "detect": "", "hercules": "HERCULES", "cga": "CGA", "ega": "EGA", "ega64k": "EGA64K",
    "vga": "VGA", "svga": "SVGA", "svga-novesa": "SVGA NOVESA",
}
MONITORS: dict[str, str] = {
    "detect": "", "color": "COLOR", "mono-white": "MONO --phosphor white",
    "mono-green": "MONO --phosphor green", "mono-amber": "MONO --phosphor amber",
}
_ADAPTER_WORDS = {"HERCULES", "HGC", "CGA", "EGA", "EGA64K", "VGA", "SVGA", "NOVESA"}
_MONITOR_WORDS = {"MONO", "COLOR", "COLOUR"}
_SOUND_WORDS = {"SILENT", "QUIET"}
_MANAGED_LONGS = {"--mode", "--phosphor", "--board", "--music", "--sounds"}
_MODE_ADAPTER = {"hercules": "hercules", "cga": "cga", "ega": "ega", "ega64k": "ega64k",
                 "vga": "vga", "svga640": "svga", "svga800": "svga"}
NEW_FILE_NOTE = """\

Only the FIRST line above is read: the options on it count as if typed after "hearts"
(the command line wins over them). SETUP ("hearts setup", or SETUP on the Options screen)
wrote it and keeps any other options you put there; it keeps these lines too.
"""


@dataclass(frozen=True)
class CliSettings:
    """What SETUP chooses: the display and the sound (None = not named: the program's own)."""

    adapter: str = "detect"  # an ADAPTERS key
    monitor: str = "detect"  # a MONITORS key
    board: str | None = None  # a Sound Board value (pc/config.BOARDS)
    music: str | None = None
    sounds: str | None = None
    silent: bool = False

    def words(self) -> list[str]:
        """The first line's words for these settings."""
        out = ADAPTERS[self.adapter].split() + MONITORS[self.monitor].split()
        if self.silent:
            out.append("SILENT")
        for name, value in (("--board", self.board), ("--music", self.music),
                            ("--sounds", self.sounds)):
            if value is not None:
                out += [name, value]
        return out


@dataclass
class CliFile:
    """HEARTS.CLI as read for SETUP."""

    path: Path
    exists: bool = False
    settings: CliSettings = field(default_factory=CliSettings)
    kept: list[str] = field(default_factory=list)  # the line's other valid words
    dropped: list[str] = field(default_factory=list)  # one line each: what went, and why
    rest: bytes = NEW_FILE_NOTE.encode("cp437")  # what follows the first line, verbatim
    eol: bytes = b"\n"
    damaged: str = ""  # why the file as a whole cannot be used ("" = it can)

    @property
    def must_keep_aside(self) -> bool:
        """Whether writing would lose something of the user's: then the old file is kept."""
        return self.exists and bool(self.damaged or self.dropped)

    def first_line(self, settings: CliSettings | None = None) -> str:
        words = (settings or self.settings).words() + self.kept
        return " ".join(f'"{w}"' if (" " in w or not w) else w for w in words)


def _groups(words: list[str]) -> list[list[str]]:
    """The line's words as the parser takes them: a long option with its value, ``join``
    with its server, every other word alone."""
    out: list[list[str]] = []
    i = 0
    while i < len(words):
        word = words[i]
        name = word.partition("=")[0].lower()
        takes = (name in LONG_OPTIONS and LONG_OPTIONS[name][0] and "=" not in word) or (
            word.lower() == "join")
        if takes and i + 1 < len(words):
            out.append(words[i:i + 2])
            i += 2
        else:
            out.append([word])
            i += 1
    return out


def _managed(group: list[str]) -> bool:
    word = group[0]
    name = word.partition("=")[0].lower()
    if name in _MANAGED_LONGS:
        return True
    bare = word.lstrip("/-").upper() if not word.startswith("--") else word[2:].upper()
    return bare in _ADAPTER_WORDS | _MONITOR_WORDS | _SOUND_WORDS


def _line_text(group: list[str]) -> str:
    return " ".join(f'"{w}"' if " " in w else w for w in group)


def _problem(group: list[str]) -> str:
    """The parser's line against this option, or "" (only its own mistakes count: what it
    needs from other options, such as --frames for --headless, is the line's business)."""
    try:
        cfg = parse(["--help"], _line_text(group))
    except OptionError as error:
        return error.message
    return cfg.problems[0] if cfg.problems else ""


def settings_of(line: str) -> CliSettings:
    """The SETUP choices a (valid) first line makes."""
    pc = parse(["--help"], line).pc
    if pc.mode in _MODE_ADAPTER:
        adapter = _MODE_ADAPTER[pc.mode]
    elif pc.adapter is None:
        adapter = "ega64k" if pc.ega64k else "detect"
    else:
        adapter = "ega64k" if pc.adapter == "ega" and pc.ega64k else pc.adapter
    if adapter == "svga" and pc.novesa:
        adapter = "svga-novesa"
    monitor = "detect"
    if pc.monitor == "color":
        monitor = "color"
    elif pc.monitor == "mono":
        monitor = f"mono-{pc.phosphor or 'white'}"
    return CliSettings(adapter, monitor, pc.sound_board, pc.music, pc.sounds, pc.silent)


def read_cli_file(path: Path) -> CliFile:
    """HEARTS.CLI at ``path`` for SETUP (a missing file is an empty one; a damaged one says
    why in ``damaged`` and SETUP starts from the program's own choices)."""
    cli = CliFile(path)
    try:
        data = read_regular(path, MAX_CLI_BYTES)
    except FileNotFoundError:
        return cli
    except OSError as error:
        cli.exists = path.exists() or path.is_symlink()
        cli.damaged = f"?Cannot read '{path.name.upper()}' file ({error.strerror or 'unreadable'})"
        return cli
    cli.exists = True
    if len(data) > MAX_CLI_BYTES or b"\0" in data:
        cli.damaged = f"?'{path.name.upper()}' file corrupt (not a text file of options)"
        return cli
    body = data.removeprefix(b"\xef\xbb\xbf")
    end = body.find(b"\n")
    first, cli.rest = (body, b"") if end < 0 else (body[:end + 1], body[end + 1:])
    cli.eol = b"\r\n" if first.endswith(b"\r\n") else b"\n"
    text = first.decode("cp437").replace("\x1a", "").strip()
    valid: list[str] = []
    for group in _groups(split_words(text)):
        why = _problem(group)
        if why:
            why = why.lstrip("?").removesuffix(" in HEARTS.CLI file.").strip()
            cli.dropped.append(f"'{_line_text(group)}': {why}")
            continue
        valid += group
        if not _managed(group):
            cli.kept += group
    cli.settings = settings_of(" ".join(f'"{w}"' if " " in w else w for w in valid))
    return cli


def write_cli_file(cli: CliFile, settings: CliSettings) -> tuple[str, Path | None]:
    """Write HEARTS.CLI with ``settings`` on its first line: ("" or the OS's reason it
    could not be written, where the old file was kept aside if it had to be)."""
    aside: Path | None = None
    rest, eol = cli.rest, cli.eol
    try:
        cli.path.parent.mkdir(parents=True, exist_ok=True)
        if cli.must_keep_aside:
            aside = set_aside(cli.path)
        if cli.damaged:
            rest, eol = NEW_FILE_NOTE.encode("cp437"), b"\n"
        line = cli.first_line(settings).encode("cp437", errors="replace")
        write_bytes_atomic(cli.path, line + eol + rest)
    except OSError as error:
        return f"?Error writing '{cli.path.name.upper()}' file ({error.strerror or error})", aside
    cli.settings = settings
    cli.exists, cli.damaged, cli.dropped = True, "", []
    cli.rest, cli.eol = rest, eol
    return "", aside


def pc_options(settings: CliSettings, base: PCOptions) -> PCOptions:
    """``base`` (the options the program runs with) with SETUP's display and sound."""
    chosen = parse(["--help"], " ".join(settings.words())).pc
    return replace(base, adapter=chosen.adapter, monitor=chosen.monitor, ega64k=chosen.ega64k,
                   novesa=chosen.novesa, phosphor=chosen.phosphor, mode=None,
                   silent=chosen.silent, sound_board=chosen.sound_board, music=chosen.music,
                   sounds=chosen.sounds)


def cli_target(found: Path | None, data_dir: Path) -> Path:
    """The HEARTS.CLI SETUP writes: the one the program read, else the user data folder's."""
    return found if found is not None else data_dir / CLI_FILE_NAME


__all__ = ["ADAPTERS", "MONITORS", "CliFile", "CliSettings", "cli_target", "pc_options",
           "read_cli_file", "settings_of", "write_cli_file"]
