"""The legacy command line and HEARTS.CLI: words in, one :class:`Config` out.

The 1993 program took single words (``HEARTS CGA MONO``), in any case, bare or
after ``/`` or ``-``. We take those words (and ``--word``), plus long options of
our own (headless runs, screenshots, logging, sound rendering). The first line
of HEARTS.CLI counts as if typed before the command line, so the command line
wins; between conflicting options the last one wins. Anything unknown or
malformed raises :class:`OptionError`, which the console command turns into one
line in the original's style and exit status 2.

A mistake in HEARTS.CLI names the file (``?Bad value for --look: 'FOO' in HEARTS.CLI
file.``) and is forgiven when the command line sets the same option. It never stops
HELP, ``--help``, ``--version`` or SYSINFO: those run and show it
(:attr:`Config.problems`). Paths the user gives (screenshots, the log, key script
files, WAV output) are made absolute against the folder the program was started in
(:func:`load`), before pyxel's start-up changes the working folder.

Nothing here touches pyxel: parsing must work with no display and no sound.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Literal

from retrohearts.atomicfile import read_regular
from retrohearts.pc.modes import CGA_VARIANTS, MODE_KEYS
from retrohearts.pc.options import Adapter, HeadlessRun, Look, Monitor, PCOptions, Phosphor
from retrohearts.pc.script import ScriptError, load_script, read_script_file
from retrohearts.pc.storage import CLI_FILE_NAME, find_cli_file, pin_data_dir

Action = Literal["run", "help", "version", "sysinfo", "setup", "render"]
Origin = Literal["command line", "HEARTS.CLI"]

EXIT_BAD_OPTION = 2

# The legacy words, as the original spelled them, with our one-line summaries.
LEGACY_OPTIONS: dict[str, str] = {
    "MONO": "grey shades, as on a monochrome monitor",
    "COLOR": "color, if detection wrongly chose monochrome",
    "HERCULES": "Hercules graphics, 720x348 in two colors",
    "HGC": "the same as HERCULES",
    "CGA": "CGA graphics, 320x200 in four colors (fast, coarse)",
    "EGA": "EGA graphics, 640x350 in 16 colors",
    "EGA64K": "the first 64K EGA board: 640x350 in only four colors",
    "VGA": "VGA graphics, 640x480 in 16 colors",
    "SVGA": "Super VGA through VESA: 256 colors at the best size",
    "NOVESA": "bypass the VESA driver and drive the Super VGA chip set itself",
    "SILENT": "start with music and sound turned off",
    "QUIET": "the same as SILENT",
    "DEMO": "the computer plays your seat as well; sit back and watch",
    "SYSINFO": "describe this computer's abilities, then stop",
    "SETUP": "choose the screen and the sound in a setup program, which writes HEARTS.CLI",
    "HELP": "show this summary, then stop (also ? and --help)",
}
_ALIASES = {"?": "HELP", "H": "HELP", "COLOUR": "COLOR"}

# Long options of our own: name -> (value placeholder or "", summary).
LONG_OPTIONS: dict[str, tuple[str, str]] = {
    "--help": ("", "show this summary, then stop"),
    "--version": ("", "print the program's version, then stop"),
    "--headless": ("", "run with no window (needs --frames)"),
    "--frames": ("N", "headless: run N frames, then stop"),
    "--screenshot": ("PATH", "headless: save a PNG of the screen after the last frame"),
    "--screenshot-at": ("FRAME:PATH", "headless: save a PNG after frame FRAME (repeatable)"),
    "--keys": ("SCRIPT", "headless: scripted keys and mouse events"),
    "--keys-file": ("PATH", "headless: read the key script from a file"),
    "--realtime": ("", "headless: pace frames by the clock, not flat out"),
    "--square": ("", "square pixels instead of the monitor's 4:3 shape"),
    "--aspect": ("4:3|square", "the monitor's 4:3 shape (default) or square pixels"),
    "--look": ("crisp|smooth|retro", "how the window draws its pixels"),
    "--phosphor": ("white|green|amber", "the tint of a monochrome monitor"),
    "--cga-palette": ("1-high|1-low|0-high|0-low|5-high|5-low", "which CGA color set"),
    "--mode": ("KEY", "an exact mode: hercules cga ega ega64k vga svga640 svga800"),
    "--board": ("BOARD", "the Sound Board at the start (adlib, soundblaster, pcspeaker...)"),
    "--music": ("full|theme|background|none", "the Music control at the start"),
    "--sounds": ("full|effects|voice|none", "the Sounds control at the start"),
    "--log": ("PATH", "write a record of the game (deals and plays) to PATH"),
    "--deal": ("N", "start with deal number N"),
    "--seed": ("N", "seed for the computer players and anything random"),
    "--work": ("N", "the computers' thinking a card (default: timed at the start)"),
    "--screen": ("NAME", "open one screen directly (title, options, rules, odds1, ad...)"),
    "--render": ("NAME", "render the tune NAME to a WAV file, then stop"),
    "--device": ("DEVICE", "with --render: the sound board to imitate"),
    "--seconds": ("N", "with --render: how many seconds to render"),
    "--out": ("OUT.wav", "with --render: the file to write (or give OUT.wav alone)"),
}

_ADAPTERS: dict[str, Adapter] = {
    "HERCULES": "hercules", "HGC": "hercules", "CGA": "cga", "EGA": "ega",
    "VGA": "vga", "SVGA": "svga",
}
_LOOKS: dict[str, Look] = {"crisp": "crisp", "smooth": "smooth", "retro": "retro"}
_PHOSPHORS: dict[str, Phosphor] = {"white": "white", "green": "green", "amber": "amber"}
_MODE_ADAPTERS: dict[str, Adapter] = {
    "hercules": "hercules", "cga": "cga", "ega": "ega", "ega64k": "ega", "vga": "vga",
    "svga640": "svga", "svga800": "svga",
}
_HEADLESS_ONLY = ("--screenshot", "--screenshot-at", "--keys", "--keys-file", "--realtime")
_RENDER_ONLY = ("--device", "--seconds", "--out")
# The Sound Board, Music and Sounds controls' values (pc/sound/settings.py; a test keeps
# them in step, and the parser stays free of the sound layer's imports).
BOARDS = ("adlib", "soundblaster", "soundmaster", "speechthing", "voicemaster", "pcspeaker")
MUSIC_MODES = ("full", "theme", "background", "none")
SOUNDS_MODES = ("full", "effects", "voice", "none")
# Deal numbers run 1 to 999,999,999 (hearts/deal.py; pc/ may not import the game, a test
# keeps the two in step).
DEAL_RANGE = (1, 999_999_999)
# The computers' work budgets a game may have (hearts/players/budget.py; a test keeps the two
# in step).
WORK_RANGE = (1_000, 1_000_000)
DEFAULT_RENDER_DEVICE = "adlib"
DEFAULT_RENDER_SECONDS = 10.0
#: Only the first line of HEARTS.CLI counts; nothing sensible is longer than this.
MAX_CLI_BYTES = 64 * 1024


_LONG_QUOTE = re.compile(r"'([^']{40})[^']{4,}'")


class OptionError(Exception):
    """A bad option or value: ``message`` is the one line to print.

    ``list_options`` asks the caller to print the recognised options after it
    (the original did so for an unknown word).
    """

    def __init__(self, message: str, list_options: bool = False) -> None:
        message = _LONG_QUOTE.sub(r"'\1...'", message)  # a 5,000-digit value: its start
        super().__init__(message)
        self.message = message
        self.list_options = list_options


class _Keyed(OptionError):
    """An OptionError raised while applying the option ``key`` (so a later one clears it)."""

    def __init__(self, error: OptionError, key: str, next_index: int) -> None:
        super().__init__(error.message, error.list_options)
        self.key = key
        self.next_index = next_index


@dataclass(frozen=True)
class RenderRequest:
    """``--render NAME --device DEVICE --seconds N OUT.wav``."""

    name: str
    device: str
    seconds: float
    out: Path


@dataclass(frozen=True)
class Config:
    """Everything the command line (and HEARTS.CLI) asked for."""

    action: Action = "run"
    pc: PCOptions = field(default_factory=PCOptions)
    headless: HeadlessRun | None = None
    demo: bool = False
    log: Path | None = None
    deal: int | None = None
    seed: int | None = None
    work: int | None = None  # --work N: the computers' thinking budget (replays)
    screen: str | None = None  # --screen NAME (the game checks the name)
    render: RenderRequest | None = None
    join: str | None = None  # `join HOST[:PORT]`: a network table (screens/hearts/table/join.py)
    cli_file: Path | None = None  # the HEARTS.CLI that was read, if any
    cli_line: str = ""  # its first line, as read
    # Why a setting has its value, e.g. {"adapter": "CGA on the command line"}.
    reasons: dict[str, str] = field(default_factory=dict)
    # Mistakes in HEARTS.CLI that did not stop HELP / --version / SYSINFO (one line each).
    problems: tuple[str, ...] = ()


@dataclass
class _Token:
    text: str
    origin: Origin


@dataclass
class _Builder:
    """Mutable state while the words are read in order."""

    pc: PCOptions = field(default_factory=PCOptions)
    actions: list[Action] = field(default_factory=list)
    headless: bool = False
    frames: int | None = None
    screenshot: Path | None = None
    screenshots_at: dict[int, Path] = field(default_factory=dict)
    keys: str | None = None
    keys_file: Path | None = None
    keys_from_file_last: bool = False
    realtime: bool = False
    demo: bool = False
    log: Path | None = None
    deal: int | None = None
    seed: int | None = None
    work: int | None = None
    screen: str | None = None
    render: str | None = None
    device: str | None = None
    seconds: float | None = None
    out: Path | None = None
    join: str | None = None
    join_missing: bool = False  # JOIN without a server after it
    reasons: dict[str, str] = field(default_factory=dict)
    seen: dict[str, str] = field(default_factory=dict)  # long option -> as typed
    # HEARTS.CLI mistakes so far: option (or word) -> the error; the command line setting
    # the same option clears its entry.
    cli_problems: dict[str, OptionError] = field(default_factory=dict)


def _where(origin: Origin) -> str:
    return "in HEARTS.CLI" if origin == "HEARTS.CLI" else "on the command line"


def _illegal(token: _Token) -> OptionError:
    suffix = " in HEARTS.CLI file." if token.origin == "HEARTS.CLI" else ""
    return OptionError(f"???Illegal option: '{token.text}'{suffix}", list_options=True)


def _looks_like_option(text: str) -> bool:
    """``text`` is an option, not a server name (``hearts join --help``): a long option,
    or one of the words (HELP, ?, /vga ...)."""
    return text.startswith("--") or _legacy_word(text) is not None


def _legacy_word(text: str) -> str | None:
    """The canonical legacy word for ``text`` (any case, optional / or -), or None."""
    word = text
    if word[:1] in "/-":
        word = word[1:]
    word = word.upper()
    word = _ALIASES.get(word, word)
    return word if word in LEGACY_OPTIONS else None


def _apply_legacy(b: _Builder, word: str, origin: Origin) -> None:
    why = f"{word} {_where(origin)}"
    if word in _ADAPTERS:
        b.pc = replace(b.pc, adapter=_ADAPTERS[word], ega64k=False, mode=None)
        b.reasons["adapter"] = why
    elif word == "EGA64K":
        b.pc = replace(b.pc, adapter="ega", ega64k=True, mode=None)
        b.reasons["adapter"] = why
    elif word in ("MONO", "COLOR"):
        monitor: Monitor = "mono" if word == "MONO" else "color"
        b.pc = replace(b.pc, monitor=monitor)
        b.reasons["monitor"] = why
    elif word == "NOVESA":
        b.pc = replace(b.pc, novesa=True)
        b.reasons["novesa"] = why
    elif word in ("SILENT", "QUIET"):
        b.pc = replace(b.pc, silent=True)
        b.reasons["silent"] = why
    elif word == "DEMO":
        b.demo = True
    elif word == "SYSINFO":
        b.actions.append("sysinfo")
    elif word == "SETUP":
        b.actions.append("setup")
    elif word == "HELP":
        b.actions.append("help")


def _int_value(option: str, value: str, minimum: int, what: str,
               maximum: int | None = None) -> int:
    try:
        number = int(value, 10)
    except ValueError:
        number = minimum - 1
    if number < minimum or (maximum is not None and number > maximum):
        raise OptionError(f"?Bad value for {option}: '{value}' ({what})")
    return number


def _seconds_value(value: str) -> float:
    try:
        seconds = float(value)
    except ValueError:
        seconds = -1.0
    if not 0 < seconds <= 3600:
        raise OptionError(f"?Bad value for --seconds: '{value}' (more than 0, at most 3600)")
    return seconds


def _path_value(option: str, value: str) -> Path:
    if not value.strip():
        raise OptionError(f"?Bad value for {option}: '' (a file name)")
    return Path(value)


def _screenshot_at(value: str) -> tuple[int, Path]:
    frame_text, sep, path_text = value.partition(":")
    if not sep or not path_text:
        raise OptionError(f"?Bad value for --screenshot-at: '{value}' (FRAME:PATH)")
    frame = _int_value("--screenshot-at", frame_text, 1, "FRAME:PATH, frames count from 1")
    return frame, Path(path_text)


def _apply_long(b: _Builder, name: str, value: str, origin: Origin) -> None:
    """Apply one long option whose value (if it takes one) is ``value``."""
    why = f"{name} {_where(origin)}"
    if name in ("--help", "--version"):
        b.actions.append("help" if name == "--help" else "version")
    elif name == "--headless":
        b.headless = True
    elif name == "--frames":
        b.frames = _int_value(name, value, 1, "a whole number of frames, 1 or more")
    elif name == "--screenshot":
        b.screenshot = _path_value(name, value)
    elif name == "--screenshot-at":
        frame, path = _screenshot_at(value)
        b.screenshots_at[frame] = path
    elif name == "--keys":
        b.keys, b.keys_from_file_last = value, False
    elif name == "--keys-file":
        b.keys_file, b.keys_from_file_last = _path_value(name, value), True
    elif name == "--realtime":
        b.realtime = True
    elif name in ("--square", "--aspect"):
        aspect = "square" if name == "--square" else value.lower()
        if aspect == "4:3":
            b.pc = replace(b.pc, aspect="4:3")
        elif aspect == "square":
            b.pc = replace(b.pc, aspect="square")
        else:
            raise OptionError(f"?Bad value for --aspect: '{value}' (4:3 or square)")
        b.reasons["aspect"] = why
    elif name == "--look":
        if value.lower() not in _LOOKS:
            raise OptionError(f"?Bad value for --look: '{value}' (crisp, smooth or retro)")
        b.pc = replace(b.pc, look=_LOOKS[value.lower()])
    elif name == "--phosphor":
        if value.lower() not in _PHOSPHORS:
            raise OptionError(f"?Bad value for --phosphor: '{value}' (white, green or amber)")
        b.pc = replace(b.pc, phosphor=_PHOSPHORS[value.lower()])
    elif name == "--cga-palette":
        if value.lower() not in CGA_VARIANTS:
            raise OptionError(f"?Bad value for --cga-palette: '{value}' "
                              f"({', '.join(CGA_VARIANTS)})")
        b.pc = replace(b.pc, cga_palette=value.lower())
    elif name == "--mode":
        key = value.lower()
        if key not in MODE_KEYS:
            raise OptionError(f"?Bad value for --mode: '{value}' ({', '.join(MODE_KEYS)})")
        b.pc = replace(b.pc, mode=key, adapter=_MODE_ADAPTERS[key], ega64k=key == "ega64k")
        b.reasons["adapter"] = why
    elif name in ("--board", "--music", "--sounds"):
        key = value.lower().replace(" ", "").replace("-", "").replace("_", "")
        allowed = {"--board": BOARDS, "--music": MUSIC_MODES, "--sounds": SOUNDS_MODES}[name]
        if key not in allowed:
            raise OptionError(f"?Bad value for {name}: '{value}' ({', '.join(allowed)})")
        if name == "--board":
            b.pc = replace(b.pc, sound_board=key)
        elif name == "--music":
            b.pc = replace(b.pc, music=key)
        else:
            b.pc = replace(b.pc, sounds=key)
        b.reasons[name[2:]] = why
    elif name == "--log":
        b.log = _path_value(name, value)
    elif name == "--deal":
        b.deal = _int_value(name, value, DEAL_RANGE[0],
                            f"a deal number, {DEAL_RANGE[0]} to {DEAL_RANGE[1]:,}", DEAL_RANGE[1])
    elif name == "--seed":
        b.seed = _int_value(name, value, 0, "a whole number, 0 or more")
    elif name == "--work":
        b.work = _int_value(name, value, WORK_RANGE[0],
                            f"{WORK_RANGE[0]:,} to {WORK_RANGE[1]:,}", WORK_RANGE[1])
    elif name == "--screen":
        b.screen = value.strip().lower()
    elif name == "--render":
        if not value.strip():
            raise OptionError("?Bad value for --render: '' (the name of a tune)")
        b.render = value
        b.actions.append("render")
    elif name == "--device":
        b.device = value.lower()
    elif name == "--seconds":
        b.seconds = _seconds_value(value)
    elif name == "--out":
        b.out = _path_value(name, value)


def _read(b: _Builder, tokens: Sequence[_Token]) -> None:
    """Apply the tokens in order (HEARTS.CLI's first, then the command line's). A
    mistake on the command line raises at once; one in HEARTS.CLI is kept in
    ``b.cli_problems`` until the command line sets the same option."""
    i = 0
    while i < len(tokens):
        token = tokens[i]
        i += 1
        key = token.text
        try:
            i, key = _read_one(b, tokens, token, i)
        except OptionError as error:
            if isinstance(error, _Keyed):  # its value is used up too
                key, i = error.key, error.next_index
            if token.origin != "HEARTS.CLI":
                raise
            if not error.message.endswith(" in HEARTS.CLI file."):
                error = OptionError(f"{error.message} in HEARTS.CLI file.", error.list_options)
            b.cli_problems[key] = error
            continue
        if token.origin == "command line":
            b.cli_problems.pop(key, None)


def _read_one(b: _Builder, tokens: Sequence[_Token], token: _Token, i: int) -> tuple[int, str]:
    """Apply ``token`` (and its value, the next token, if it takes one); return the index
    of the next token and what the token set (a long option's name, else its text)."""
    text = token.text
    if text.startswith("--") and len(text) > 2:
        name, eq, inline = text.partition("=")
        name = name.lower()
        if name in LONG_OPTIONS:
            placeholder = LONG_OPTIONS[name][0]
            if placeholder and eq:
                value = inline
            elif placeholder:
                if i >= len(tokens) or tokens[i].origin != token.origin:
                    raise OptionError(f"?Option {name} needs a value ({placeholder})")
                value = tokens[i].text
                i += 1
            elif eq:
                raise OptionError(f"?Option {name} takes no value")
            else:
                value = ""
            b.seen[name] = text
            try:
                _apply_long(b, name, value, token.origin)
            except OptionError as error:
                # a bad value in HEARTS.CLI is keyed by its option, so the command line
                # can override it
                raise _Keyed(error, name, i) from None
            return i, name
        word = None if eq else _legacy_word(text[2:])
    elif text.lower() == "join":  # `join HOST[:PORT]`: the one word that takes a value
        if (i >= len(tokens) or tokens[i].origin != token.origin
                or _looks_like_option(tokens[i].text)):
            b.join_missing = True   # an error unless the command line asks for HELP
            return i, "join"
        b.join = tokens[i].text
        return i + 1, "join"
    else:
        word = _legacy_word(text)
    if word is not None:
        _apply_legacy(b, word, token.origin)
    elif text.lower().endswith(".wav"):
        b.out = Path(text)
        b.seen["--out"] = text
        return i, "--out"
    else:
        raise _illegal(token)
    return i, text


def _finish(b: _Builder, cli_file: Path | None, cli_line: str) -> Config:
    """Check the combinations and freeze the result."""
    action: Action = "run"
    for candidate in ("help", "version", "sysinfo", "setup", "render"):
        if candidate in b.actions:
            action = candidate
            break
    problems = tuple(error.message for error in b.cli_problems.values())
    # SETUP is how a damaged HEARTS.CLI gets mended: like HELP and SYSINFO it runs anyway
    if b.cli_problems and action not in ("help", "version", "sysinfo", "setup"):
        raise next(iter(b.cli_problems.values()))
    if b.join_missing and action not in ("help", "version", "sysinfo", "setup"):
        raise OptionError("?JOIN needs a server: join HOST[:PORT]")
    headless: HeadlessRun | None = None
    if action in ("run", "setup"):
        headless = _headless_run(b)
    render: RenderRequest | None = None
    if action == "render":
        render = _render_request(b)
    elif action == "run":
        stray = [b.seen[name] for name in _RENDER_ONLY if name in b.seen]
        if stray:
            raise OptionError(f"?Option '{stray[0]}' only works with --render")
    return Config(
        action=action, pc=b.pc, headless=headless, demo=b.demo, log=b.log, deal=b.deal,
        seed=b.seed, work=b.work, screen=b.screen, render=render, join=b.join, cli_file=cli_file,
        cli_line=cli_line.strip(), reasons=dict(b.reasons), problems=problems,
    )


def _headless_run(b: _Builder) -> HeadlessRun | None:
    if not b.headless and b.frames is None:
        stray = [b.seen[name] for name in _HEADLESS_ONLY if name in b.seen]
        if stray:
            raise OptionError(f"?Option '{stray[0]}' only works with --headless --frames N")
        return None
    if b.frames is None:
        raise OptionError("?Option --headless needs --frames N")
    late = sorted(frame for frame in b.screenshots_at if frame > b.frames)
    if late:
        raise OptionError(
            f"?--screenshot-at frame {late[0]} comes after the last frame ({b.frames})"
        )
    keys, source = b.keys or "", "--keys"
    if b.keys_from_file_last and b.keys_file is not None:
        try:
            keys = read_script_file(b.keys_file)
        except ScriptError as error:
            raise OptionError(str(error)) from None
        source = f"--keys-file {b.keys_file}"
    _check_script(keys, source)
    return HeadlessRun(
        frames=b.frames, screenshot=b.screenshot, keys=keys,
        screenshots_at=dict(sorted(b.screenshots_at.items())), realtime=b.realtime,
    )


def _check_script(keys: str, source: str) -> None:
    """Compile the key script now, so a mistake is one line before any window opens."""
    if not keys.strip():
        return
    try:
        load_script(keys)  # as the run loop will read it ("@file" included)
    except ScriptError as error:
        message = str(error)
        raise OptionError(f"{message if message.startswith('?') else '?' + message} "
                          f"({source})") from None


def _render_request(b: _Builder) -> RenderRequest:
    assert b.render is not None
    if b.out is None:
        raise OptionError("?Option --render needs an output file (OUT.wav)")
    return RenderRequest(
        name=b.render,
        device=b.device or DEFAULT_RENDER_DEVICE,
        seconds=b.seconds if b.seconds is not None else DEFAULT_RENDER_SECONDS,
        out=b.out,
    )


_WORD = re.compile(r'"([^"]*)"|(\S+)')


def split_words(line: str) -> list[str]:
    """Split one line into words on white space; double quotes keep spaces in a word."""
    return [quoted if quoted or not bare else bare for quoted, bare in _WORD.findall(line)]


def read_cli_line(path: Path) -> str:
    """The first line of an options file, as DOS text (code page 437), or ""."""
    try:
        data = read_regular(path, MAX_CLI_BYTES)
    except OSError as error:
        raise OptionError(f"?Cannot read '{path.name.upper()}' file "
                          f"({error.strerror or 'unreadable'})") from None
    data = data.removeprefix(b"\xef\xbb\xbf")
    first = data.splitlines()[0] if data.strip() else b""
    return first.decode("cp437").replace("\x1a", "")  # ^Z: DOS end of file


def parse(argv: Iterable[str], cli_line: str = "", cli_file: Path | None = None,
          cli_error: OptionError | None = None) -> Config:
    """Read the HEARTS.CLI line (``cli_line``) and then ``argv``; raise OptionError.
    ``cli_error``: HEARTS.CLI could not be read (reported like a mistake in it)."""
    tokens = [_Token(word, "HEARTS.CLI") for word in split_words(cli_line)]
    tokens += [_Token(word, "command line") for word in argv if word != ""]
    builder = _Builder()
    if cli_error is not None:
        builder.cli_problems[CLI_FILE_NAME] = cli_error
    _read(builder, tokens)
    return _finish(builder, cli_file, cli_line)


def load(
    argv: Iterable[str], cwd: Path | None = None, data_dir: Path | None = None
) -> Config:
    """Find and read HEARTS.CLI (current folder, then user data folder), then ``argv``;
    every path in the result is absolute, taken from ``cwd`` (the current folder)."""
    pin_data_dir()  # a relative RETROHEARTS_DATA_DIR: the folder we started in (every game)
    base = (cwd if cwd is not None else Path.cwd()).absolute()
    cli_file = find_cli_file(base, data_dir, CLI_FILE_NAME)
    cli_line, cli_error = "", None
    if cli_file is not None:
        try:
            cli_line = read_cli_line(cli_file)
        except OptionError as error:
            cli_error = error
    return resolve_paths(parse(argv, cli_line, cli_file, cli_error), base)


def _absolute(path: Path, base: Path) -> Path:
    return (base / path.expanduser()).absolute()


def resolve_paths(cfg: Config, base: Path) -> Config:
    """``cfg`` with every path the user gave made absolute against ``base``, the folder
    they started in (pyxel's start-up changes the working folder; relative names must not
    land inside the installed package)."""
    headless = cfg.headless
    if headless is not None:
        headless = replace(
            headless,
            screenshot=None if headless.screenshot is None
            else _absolute(headless.screenshot, base),
            screenshots_at={n: _absolute(p, base) for n, p in headless.screenshots_at.items()},
            keys=_absolute_script_file(headless.keys, base),
        )
    render = cfg.render
    if render is not None:
        render = replace(render, out=_absolute(render.out, base))
    log = None if cfg.log is None else _absolute(cfg.log, base)
    return replace(cfg, headless=headless, render=render, log=log)


def _absolute_script_file(keys: str, base: Path) -> str:
    """``@file`` scripts name their file absolutely (inline text is left alone)."""
    if keys.startswith("@") and keys[1:].strip():
        return "@" + str(_absolute(Path(keys[1:]), base))
    return keys


def options_list(words: Iterable[str] | None = None, longs: Iterable[str] | None = None,
                 extra: Iterable[str] = ()) -> str:
    """The recognised options, as printed after an illegal one (``words`` and ``longs``:
    those a program honours, default all; ``extra``: its own, listed after them)."""
    word_list = " ".join([*(LEGACY_OPTIONS if words is None else words), *(
        e for e in extra if not e.startswith("--"))])
    long_list = " ".join([*(LONG_OPTIONS if longs is None else longs), *(
        e for e in extra if e.startswith("--"))])
    return f"Recognized options: {word_list}\n  and: {long_list}"


def help_text(program: str = "hearts", *, words: Iterable[str] | None = None,
              longs: Iterable[str] | None = None,
              summaries: dict[str, tuple[str, str]] | None = None,
              reads_cli_file: bool = True, example: str | None = None,
              keys: Sequence[str] = ()) -> str:
    """HELP: a short summary of every option, in our own words.  A program that honours
    only some of them (HomeRun) names them in ``words`` and ``longs``, may word some
    summaries its own way (``summaries``: name -> (placeholder, text)), and says whether it
    reads HEARTS.CLI."""
    told = {**LONG_OPTIONS, **(summaries or {})}
    lines = [
        f"Usage: {program} [options]",
        "",
        "Options are words, in any case, alone or after / or - (CGA, /cga, -Cga).",
    ]
    if reads_cli_file:
        lines += [
            "When two options disagree, the later one counts. The first line of a",
            f"{CLI_FILE_NAME} file (in this folder or the user data folder) is read",
            "as if typed before the command line, so the command line wins.",
        ]
    else:
        lines.append("When two options disagree, the later one counts.")
    lines.append("")
    lines += [f"  {word:<10}{(summaries or {}).get(word, ('', text))[1]}"
              for word, text in LEGACY_OPTIONS.items() if words is None or word in words]
    lines += ["", "Options of this edition:"]
    for name in (LONG_OPTIONS if longs is None else longs):
        placeholder, text = told[name]
        spec = f"{name} {placeholder}".strip()
        if len(spec) > 27:
            lines.append(f"  {spec}")
            spec = ""
        lines.append(f"  {spec:<29}{text}")
    lines += [
        "",
        "Example: " + (example or f"{program} --headless --frames 60 --screenshot title.png "
                                  "vga mono"),
    ]
    if keys:
        lines += ["", *keys]
    return "\n".join(lines)
