"""The ``homerun`` console command (also ``python -m retrohearts.homerun_main``).

HomeRun takes Hearts' words and options (``homerun cga``, ``homerun hercules mono``,
``--headless --frames N --keys ... --screenshot``, ``--deal N``, ``--seed N``, HELP,
SYSINFO), read by the PC's own parser, plus two words of its own that are taken off
the command line first: ``PSION`` (the Psion 3a LCD, also HomeRun's display when no
adapter is named) and ``--lang CODE`` (the language of the texts). HEARTS.CLI is
Hearts' file and is not read here.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import replace

from retrohearts import __version__
from retrohearts.pc import config
from retrohearts.pc.config import Config, OptionError
from retrohearts.pc.console import reader_gone

PROGRAM = "homerun"
PSION_WORDS = ("PSION", "PSION3A")
EXIT_OK = 0


def _is_psion(word: str) -> bool:
    w = word.lstrip("/-").upper()
    return w in PSION_WORDS


def split_own(args: Sequence[str]) -> tuple[list[str], bool, str | None]:
    """Take HomeRun's own words off the command line: (the rest, PSION asked, --lang code)."""
    rest: list[str] = []
    psion = False
    code: str | None = None
    i = 0
    while i < len(args):
        word = args[i]
        i += 1
        if _is_psion(word):
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
    if psion or (cfg.pc.adapter is None and cfg.pc.mode is None):
        cfg = replace(cfg, pc=replace(cfg.pc, mode="psion3a", adapter=None),
                      reasons={**cfg.reasons, "adapter": "PSION: HomeRun's own display"
                               if psion else "HomeRun's own display, the Psion 3a LCD"})
    return cfg, code


def help_text() -> str:
    base = config.help_text(PROGRAM).splitlines()
    base = [ln for ln in base if "HEARTS.CLI" not in ln and "DEMO" not in ln
            and "first line of a" not in ln and "as if typed" not in ln]
    extra = ["",
             "HomeRun's own:",
             "  PSION     the Psion Series 3a LCD, 480x160 in three shades (the default)",
             "  --lang CODE                  the language of the texts (en, de)",
             "",
             "Keys: Left/Right pick, Home the pack, End the last rank, Space plays,",
             "Enter turns the pack (Home + Space), F10 menu, F1 help;",
             "the Psion key is Alt (or Ctrl): Alt+N new game, Alt+X exit."]
    return "\n".join(base + extra)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``homerun [options]`` and return the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        cfg, code = load(args)
    except OptionError as error:
        print(error.message, file=sys.stderr)
        if error.list_options:
            print(config.options_list() + "\n  and: PSION --lang", file=sys.stderr)
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
        if cfg.action == "render":
            print("?--render belongs to hearts", file=sys.stderr)
            return config.EXIT_BAD_OPTION
        from retrohearts.screens.homerun.context import RunOptions
        from retrohearts.screens.homerun.program import run

        return int(run(cfg.pc, cfg.headless, RunOptions(deal=cfg.deal, seed=cfg.seed,
                                                        lang=code)))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return reader_gone()  # the reader of our output went away: not an error


if __name__ == "__main__":
    raise SystemExit(main())
