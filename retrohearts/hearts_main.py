"""The ``hearts`` console command (also ``python -m retrohearts``).

Reads HEARTS.CLI and the command line (``pc/config.py``), then does one thing:
print an error, the help, the version or the SYSINFO report, render a tune to a
WAV file, run the SETUP program, or start the game. None of the first five opens a window or calls
``pyxel.init``, so they work on a machine with no display and no sound card.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from retrohearts import __version__
from retrohearts.pc import config
from retrohearts.pc.config import Config, OptionError, RenderRequest
from retrohearts.pc.console import reader_gone
from retrohearts.pc.storage import pin_data_dir

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_INTERRUPTED = 130
PROGRAM = "hearts"
#: The keys of the game itself, after the options in HELP.
KEYS = (
    "Keys: arrows move the halo, ENTER selects, ESC leaves, F1 helps, Ctrl-C saves and exits;",
    "F9 is the boss key: the game gives way to a spreadsheet, stops and goes silent, and F9",
    "again brings it back (the middle mouse button, or both buttons at once, does the same).",
)


def version_text() -> str:
    return f"{PROGRAM} (RetroHearts) {__version__}"


def _render(request: RenderRequest) -> int:
    """``--render``: hand over to the sound layer, imported only now."""
    try:
        from retrohearts.pc.sound.render import render_command
    except ImportError:
        print("?Sound rendering is not available (retrohearts.pc.sound.render is missing)",
              file=sys.stderr)
        return EXIT_FAILED
    return int(render_command(request.name, request.device, request.seconds, request.out))


def _run_game(cfg: Config) -> int:
    """Start Hearts on the emulated PC (screens/hearts/program.py, imported only now)."""
    from retrohearts.screens.hearts.flow import GameOptions
    from retrohearts.screens.hearts.program import run

    extra: dict[str, str] = {}
    if cfg.screen is not None:  # --screen NAME: the game knows its screens' names
        from retrohearts.screens.hearts.program import SCREENS

        if cfg.screen not in SCREENS:
            print(f"?Bad value for --screen: '{cfg.screen}' ({', '.join(SCREENS)})",
                  file=sys.stderr)
            return config.EXIT_BAD_OPTION
        extra["screen"] = cfg.screen
    game = GameOptions(demo=cfg.demo, log=cfg.log, deal=cfg.deal, seed=cfg.seed, work=cfg.work,
                       **extra)  # type: ignore[arg-type]
    if cfg.join is not None:
        from retrohearts.screens.hearts.table.join import run_join

        return int(run_join(cfg.pc, cfg.headless, game, cfg.join))
    return int(run(cfg.pc, cfg.headless, game))


def _setup(cfg: Config) -> int:
    """SETUP: the setup program (a desktop program: a page's settings are its address)."""
    if sys.platform == "emscripten":
        print("?SETUP runs on the desktop; a web page takes its settings from its address "
              "(?cga&mono, ?board=adlib...)", file=sys.stderr)
        return config.EXIT_BAD_OPTION
    from retrohearts.screens.hearts.pregame.setup import run_setup

    return int(run_setup(cfg))


def _problems(cfg: Config) -> None:
    """HEARTS.CLI mistakes that did not stop HELP or --version: one line each, after."""
    for line in cfg.problems:
        print(line, file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``hearts [options]`` and return the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    pin_data_dir()  # a relative RETROHEARTS_DATA_DIR means the folder we started in
    try:
        cfg = config.load(args)
    except OptionError as error:
        print(error.message, file=sys.stderr)
        if error.list_options:
            print(config.options_list(), file=sys.stderr)
        return config.EXIT_BAD_OPTION
    try:
        if cfg.action == "help":
            print(config.help_text(PROGRAM, keys=KEYS))
            _problems(cfg)
            return EXIT_OK
        if cfg.action == "version":
            print(version_text())
            _problems(cfg)
            return EXIT_OK
        if cfg.action == "sysinfo":
            from retrohearts.pc.sysinfo import report

            print(report(cfg))
            return EXIT_OK
        if cfg.action == "setup":
            return _setup(cfg)
        if cfg.action == "render" and cfg.render is not None:
            return _render(cfg.render)
        return _run_game(cfg)
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        return reader_gone()  # the reader of our output went away: not an error


if __name__ == "__main__":
    raise SystemExit(main())
