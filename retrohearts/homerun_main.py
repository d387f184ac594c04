"""The ``homerun`` console command (also ``python -m retrohearts.homerun_main``).

HomeRun takes the emulated PC's words and options (``homerun cga``, ``homerun hercules
mono``, ``--headless --frames N --keys ... --screenshot``, ``--deal N``, ``--seed N``,
HELP, SYSINFO), read by the PC's own parser, plus two words of its own that are taken off
the command line first: ``PSION`` (the Psion 3a LCD, also HomeRun's display when no
adapter is named; ``--mode psion3a`` says the same) and ``--lang CODE`` (the language of
the texts). Hearts' own options (``--log``, ``--screen``, ``--render`` and its kin,
``DEMO``, ``JOIN``) are refused with one line and status 2, and HELP lists only what
HomeRun honours. HEARTS.CLI is Hearts' file and is not read here.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import replace

from retrohearts import __version__
from retrohearts.pc import config
from retrohearts.pc.config import Config, OptionError
from retrohearts.pc.console import reader_gone
from retrohearts.pc.options import PCOptions

PROGRAM = "homerun"
PSION_WORDS = ("PSION", "PSION3A")
EXIT_OK = 0
#: The PC's words and long options HomeRun honours (HELP lists these and no others).
WORDS = ("MONO", "COLOR", "HERCULES", "HGC", "CGA", "EGA", "EGA64K", "VGA", "SVGA", "NOVESA",
         "SILENT", "QUIET", "SYSINFO", "SETUP", "HELP")
LONGS = ("--help", "--version", "--headless", "--frames", "--screenshot", "--screenshot-at",
         "--keys", "--keys-file", "--realtime", "--square", "--aspect", "--look", "--phosphor",
         "--cga-palette", "--mode", "--deal", "--seed")
#: Hearts' own: refused here, with a line that says whose they are.
HEARTS_WORDS = ("DEMO", "JOIN")
HEARTS_LONGS = ("--log", "--screen", "--render", "--device", "--seconds", "--out")
SUMMARIES = {
    "--mode": ("KEY", "an exact mode: psion3a hercules cga ega ega64k vga svga640 svga800"),
    "--deal": ("N", "start with deal number N (1 to 999,999,999)"),
    "--seed": ("N", "seed for the deals and the gamble's cards"),
    "SILENT": ("", "start with the sound effects turned off"),
    "SETUP": ("", "choose the display and the sound in a setup program (HOMERUN.INI)"),
}
OWN = ("PSION", "--lang")


def _is_psion(word: str) -> bool:
    w = word.lstrip("/-").upper()
    return w in PSION_WORDS


def _hearts_only(word: str) -> str | None:
    """The line refusing ``word`` when it is one of Hearts' own options, else None."""
    name = word.partition("=")[0].lower()
    if name in HEARTS_LONGS:
        return f"?{name} is an option of hearts, not of homerun"
    bare = word[2:] if word.startswith("--") else word.lstrip("/-")
    if bare.upper() in HEARTS_WORDS:
        return f"?{bare.upper()} is an option of hearts, not of homerun"
    if word.lower().endswith(".wav"):
        return f"?'{word}': hearts --render writes WAV files, homerun does not"
    return None


def split_own(args: Sequence[str]) -> tuple[list[str], bool, str | None]:
    """Take HomeRun's own words off the command line: (the rest, PSION asked, --lang code).
    Hearts' own options raise OptionError."""
    rest: list[str] = []
    psion = False
    code: str | None = None
    i = 0
    while i < len(args):
        word = args[i]
        i += 1
        refused = _hearts_only(word)
        if refused is not None:
            raise OptionError(refused, list_options=True)
        if _is_psion(word):
            psion = True
        elif word.lower() == "--mode" and i < len(args) and _is_psion(args[i]):
            psion = True
            i += 1
        elif word.lower().startswith("--mode=") and _is_psion(word.partition("=")[2]):
            psion = True
        elif word.lower() == "--lang":
            if i >= len(args):
                raise OptionError("?Option --lang needs a value (a language code: en, de)")
            code = args[i]
            i += 1
        elif word.lower().startswith("--lang="):
            code = word.partition("=")[2]
        else:
            rest.append(word)
    if code is not None:
        code = code.strip().lower()
        if not (code.isalpha() and 2 <= len(code) <= 3):
            raise OptionError(f"?Bad value for --lang: '{code}' (a language code: en, de)")
    return rest, psion, code


def load(args: Sequence[str]) -> tuple[Config, str | None]:
    rest, psion, code = split_own(args)
    cfg = config.parse(rest)
    if not psion and cfg.pc.adapter is None and cfg.pc.mode is None:
        chosen = _setup_display(cfg.pc)  # HOMERUN.INI's [Machine], as SETUP wrote it
        if chosen is not None:
            return replace(cfg, pc=chosen, reasons={**cfg.reasons,
                                                    "adapter": "HOMERUN.INI (SETUP)"}), code
    if psion or (cfg.pc.adapter is None and cfg.pc.mode is None):
        cfg = replace(cfg, pc=replace(cfg.pc, mode="psion3a", adapter=None),
                      reasons={**cfg.reasons, "adapter": "PSION: HomeRun's own display"
                               if psion else "HomeRun's own display, the Psion 3a LCD"})
    return cfg, code


def _setup_display(pc: PCOptions) -> PCOptions | None:
    """The PC display HOMERUN.INI names (None: the Psion's own, or no usable file). The
    file is only read here; a damaged one is dealt with when the game starts."""
    from retrohearts.screens.homerun import inifile
    from retrohearts.screens.homerun.setupmodel import machine_options

    path = inifile.ini_path()
    try:
        ini = inifile.parse(path.read_bytes().decode("utf-8")) if path.is_file() else None
    except (OSError, UnicodeDecodeError, ValueError):
        return None
    if ini is None or ini.machine.display == "psion":
        return None
    return machine_options(ini.machine, pc)


def help_text() -> str:
    """HELP: what HomeRun honours, no more."""
    base = config.help_text(PROGRAM, words=WORDS, longs=LONGS, summaries=SUMMARIES,
                            reads_cli_file=False,
                            example="homerun vga --headless --frames 300 --deal 42 "
                                    "--screenshot table.png")
    return "\n".join([
        base,
        "",
        "HomeRun's own:",
        "  PSION     the Psion Series 3a LCD, 480x160 in three shades (the default)",
        "  --lang CODE                  the language of the texts (en, de)",
        "",
        "Keys: Left/Right pick, Home the pack, End the last rank, Space plays,",
        "Enter turns the pack (Home + Space), F10 menu, F1 help;",
        "the Psion key is Alt (or Ctrl): Alt+N new game, Alt+X exit;",
        "F9 (or the middle mouse button) is the boss key: a DOS prompt (the Agenda on the",
        "Psion) hides the game, which stops and goes silent until F9 again (or EXIT)."])


def options_list() -> str:
    return config.options_list(WORDS, LONGS, OWN)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``homerun [options]`` and return the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        cfg, code = load(args)
    except OptionError as error:
        print(error.message, file=sys.stderr)
        if error.list_options:
            print(options_list(), file=sys.stderr)
        return config.EXIT_BAD_OPTION
    try:
        if cfg.action == "help":
            print(help_text())
            return EXIT_OK
        if cfg.action == "version":
            print(f"{PROGRAM} (RetroHearts) {__version__}")
            return EXIT_OK
        if cfg.action == "sysinfo":
            from retrohearts.pc.sysinfo import report

            print(report(cfg))
            return EXIT_OK
        if cfg.action == "setup":
            from retrohearts.screens.homerun.setup import run_setup

            return int(run_setup(cfg, code))
        from retrohearts.screens.homerun.context import RunOptions
        from retrohearts.screens.homerun.program import run

        return int(run(cfg.pc, cfg.headless, RunOptions(deal=cfg.deal, seed=cfg.seed,
                                                        lang=code, silent=cfg.pc.silent)))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return reader_gone()  # the reader of our output went away: not an error


if __name__ == "__main__":
    raise SystemExit(main())
