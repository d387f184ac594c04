"""HomeRun's program flow: start-up, the information screen, the game; and its entry points.

``run(pc_options, headless, run_options)`` is what the ``homerun`` command calls: it
reads HOMERUN.INI (a damaged one is kept aside and reported), picks the language,
attaches the sound effects, shows the program information screen and then the game.
``start_screen(app)`` is the same start on an App that is already running (Hearts'
Ad screen starts HomeRun this way, in the video mode Hearts is in).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from retrohearts.pc.options import HeadlessRun, PCOptions
from retrohearts.pc.screen import Screen
from retrohearts.pc.storage import user_data_dir
from retrohearts.screens.homerun import inifile, lang
from retrohearts.screens.homerun.context import HomeRunContext, RunOptions
from retrohearts.screens.homerun.flow import HomeRunFlow
from retrohearts.screens.homerun.infoscreen import InfoScreen
from retrohearts.screens.homerun.sounds import Effects

if TYPE_CHECKING:
    from retrohearts.pc.app import App

PSION_MODE = "psion3a"


def make_context(app: App | None, run: RunOptions) -> HomeRunContext:
    """Read HOMERUN.INI and the language; make the shared context."""
    folder = user_data_dir(inifile.APP)
    path = inifile.ini_path(folder)
    ini, damage = inifile.load(path)
    texts = lang.load(run.lang, user_dir=folder, setting=ini.options.language or None)
    notices: list[str] = []
    if damage is not None:
        why = damage.reason(texts)
        notices.append(texts.get("msg.ini_damaged", why=why, kept=damage.kept)
                       if damage.kept else texts.get("msg.ini_damaged_kept_nowhere", why=why))
    if texts.problem:
        notices.append(texts.problem)
    # the default names in another language's words (saved so by older versions) are the
    # default names: one player, one line of statistics (kept so at the next save)
    inifile.unify_names(ini, lang.default_name_aliases(inifile.DEFAULT_NAMES, folder))
    sound = _sound(app, ini.machine.board) if app is not None else None
    effects = Effects(sound)
    seed = run.seed if run.seed is not None else (run.deal or 0)
    silent = run.silent or bool(app is not None and getattr(app.options, "silent", False))
    ctx = HomeRunContext(texts, ini, path, effects, run, notices, seed, silenced=silent)
    effects.enabled = ctx.sound_on()
    for line in notices:
        print(line, file=sys.stderr)
    return ctx


def _sound(app: App, board: str = "soundblaster") -> Any:
    """The PC's sound service (made here if the App has none yet, on the sound board
    HOMERUN.INI names); None if it cannot start."""
    if "sound" in app.services:
        return app.services["sound"]
    try:
        from retrohearts.pc.sound import Board, Sound, SoundSettings

        sound = Sound(SoundSettings(Board.parse(board)), options=app.options)
    except Exception:  # no sound layer, or it cannot start: play on in silence
        sound = None
    app.services["sound"] = sound
    if sound is not None:
        app.frame_hooks.append(lambda _app: sound.update())
    return sound


def start_screen(app: App, run: RunOptions | None = None) -> Screen:
    """HomeRun's first screen on a running App (the information screen, then the game)."""
    from retrohearts.homerun.solver import use_work_clock
    from retrohearts.ui.boss import homerun_boss

    # headless, the solver counts work, not seconds, so the run replays exactly (issue 27)
    use_work_clock(app.headless)
    ctx = make_context(app, run or RunOptions())
    flow = HomeRunFlow(ctx)
    app.boss_factory = homerun_boss  # F9: a DOS prompt (the Agenda on the Psion's LCD)
    app.services["homerun"] = flow
    if not app.headless:
        try:
            import pyxel

            pyxel.title("HomeRun")
        except Exception:  # an old pyxel without title(): the window keeps its name
            pass
    if ctx.run.skip_info:
        return flow.screen
    return InfoScreen(ctx, lambda _app: flow.screen)


def run(options: PCOptions, headless: HeadlessRun | None = None,
        run_options: RunOptions | None = None) -> int:
    """Start HomeRun on the emulated PC; return the exit status."""
    from retrohearts.pc.app import launch

    return launch(options, lambda app: start_screen(app, run_options), headless)
