"""``homerun setup``: HomeRun's SETUP program, writing HOMERUN.INI.

It runs in the text mode of the display HomeRun is set to (VGA text for the Psion's LCD,
which a PC's setup program could not show), on HOMERUN.INI in the user data folder; a
damaged file is kept aside as HOMERUN.INI.BAD, said so, and SETUP starts from the defaults.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from retrohearts.pc.modes import text_mode_for
from retrohearts.pc.storage import user_data_dir
from retrohearts.screens.homerun import inifile, lang
from retrohearts.screens.homerun.setupmodel import HomeRunSetup
from retrohearts.ui.setup.program import SetupProgram

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.config import Config
    from retrohearts.pc.screen import Screen


def run_setup(cfg: Config, code: str | None = None) -> int:
    """Run HomeRun's setup program; the exit status."""
    from retrohearts.pc.app import launch
    from retrohearts.pc.sound import Board, Sound, SoundSettings
    from retrohearts.pc.video import select_mode
    from retrohearts.ui.boss import homerun_boss

    folder = user_data_dir(inifile.APP)
    path = inifile.ini_path(folder)
    ini, damage = inifile.load(path)
    notices: list[str] = []
    if damage is not None:
        texts = lang.load(code, user_dir=folder, setting=None)
        why = damage.reason(texts)
        notices.append(texts.get("msg.ini_damaged", why=why, kept=damage.kept)
                       if damage.kept else texts.get("msg.ini_damaged_kept_nowhere", why=why))
    model = HomeRunSetup(ini, path, cfg.pc, notices)
    shown = select_mode(cfg.pc, headless=cfg.headless is not None).mode
    if shown.adapter == "lcd":
        options = replace(cfg.pc, mode="text-vga", monitor="color")
    else:
        options = replace(cfg.pc, mode=text_mode_for(shown.adapter, shown.monitor),
                          monitor=shown.monitor)

    def leave(app: App, saved: bool) -> None:
        print(f"{path}: {'saved' if saved else 'not changed'}")
        app.quit(0)

    def first(app: App) -> Screen:
        app.boss_factory = homerun_boss
        try:
            sound = Sound(SoundSettings(Board.parse(ini.machine.board)), options=cfg.pc)
        except Exception:  # no sound layer: SETUP says so when a sound is tested
            sound = None
        if sound is not None:
            app.services["sound"] = sound
            app.frame_hooks.append(lambda _app: sound.update())
        return SetupProgram(model, options, leave)

    return launch(options, first, cfg.headless)
