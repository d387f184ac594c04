"""HomeRun's SETUP: the display, the monitor and the sound, tested and written to HOMERUN.INI.

The settings are HOMERUN.INI's ``[Machine]`` section (the display, the Psion's LCD or a PC
adapter; the monitor; the sound board; the fanfares of a clear and a high score) and the
sound effects switch of its ``[Options]``. A display or monitor is tested with the test
picture in its mode (the Psion's LCD too); a sound choice with a fanfare on that board and
one of HomeRun's own sounds. Saving rewrites HOMERUN.INI whole (the setup, the options,
the high scores and the statistics as they were), atomically.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retrohearts.pc.clifile import CliSettings, pc_options
from retrohearts.pc.sound import Board
from retrohearts.screens.homerun import inifile
from retrohearts.screens.homerun.sounds import sample_clip, tone_clip
from retrohearts.ui.setup.items import Choice, Item, Saved
from retrohearts.ui.setup.soundtrial import SoundTrial

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.options import PCOptions

DISPLAY_CHOICES = [
    Choice("psion", "Psion 3a LCD", "HomeRun's own display: the Psion Series 3a's 480 x 160 "
           "screen in three shades."),
    Choice("hercules", "Hercules", "720 x 348 dots in two colours on a monochrome monitor."),
    Choice("cga", "CGA", "320 x 200 dots in four colours."),
    Choice("ega", "EGA", "640 x 350 dots in 16 colours."),
    Choice("ega64k", "EGA with 64K", "640 x 350 in four colours."),
    Choice("vga", "VGA", "640 x 480 dots in 16 colours."),
    Choice("svga", "Super VGA (VESA)", "256 colours, 800 x 600 or 640 x 480."),
    Choice("svga-novesa", "Super VGA (chip set)", "Super VGA through the chip set's driver."),
]
MONITOR_CHOICES = [
    Choice("color", "Colour", "A colour monitor (the Psion's LCD is what it is)."),
    Choice("mono-white", "Monochrome, white", "Grey shades on a white phosphor monitor."),
    Choice("mono-green", "Monochrome, green", "Shades of green."),
    Choice("mono-amber", "Monochrome, amber", "Shades of amber."),
]
ON_OFF = [Choice("on", "On"), Choice("off", "Off")]


def machine_options(machine: inifile.Machine, base: PCOptions) -> PCOptions:
    """``base`` with the display HOMERUN.INI's [Machine] names (a monitor the command line
    named stays)."""
    if machine.display == "psion":
        return replace(base, mode="psion3a", adapter=None)
    chosen = pc_options(CliSettings(machine.display, machine.monitor), base)
    if base.monitor is not None:
        chosen = replace(chosen, monitor=base.monitor, phosphor=base.phosphor)
    return replace(chosen, silent=base.silent, sound_board=base.sound_board,
                   music=base.music, sounds=base.sounds)


class HomeRunSetup:
    """HOMERUN.INI's machine settings for the setup program (``ui/setup``)."""

    title = "HomeRun Setup"
    file_name = "HOMERUN.INI"

    def __init__(self, ini: inifile.HomeRunIni, path: Path, base: PCOptions,
                 notices: list[str] | None = None) -> None:
        self.ini = ini
        self.path = path
        self.base = base
        m = ini.machine
        self.items = [
            Item("display", "Display", DISPLAY_CHOICES, m.display, "picture",
                 "Where HomeRun is shown: the Psion's own LCD, or a PC's graphics adapter. "
                 "T shows a test picture there."),
            Item("monitor", "Monitor", MONITOR_CHOICES, m.monitor, "picture",
                 "A PC's colour or monochrome monitor (the Psion's LCD keeps its shades). "
                 "T shows the test picture on it."),
            Item("board", "Sound board", [Choice(b.value, b.label) for b in Board], m.board,
                 "sound", "The sound hardware the PC has. T plays a fanfare and one of "
                 "HomeRun's sounds on it."),
            Item("fanfares", "Fanfares", ON_OFF, "on" if m.fanfares else "off", "sound",
                 "Music for a cleared deck and a new high score. Off: the Psion's own short "
                 "sound instead."),
            Item("effects", "Sound effects", ON_OFF, "on" if ini.options.sound else "off",
                 "sound", "HomeRun's sounds as cards are played (the Options dialog's "
                 "switch)."),
        ]
        self.notices = list(notices or [])
        self._trial = SoundTrial()

    def value(self, key: str) -> str:
        return next(i.value for i in self.items if i.key == key)

    def machine(self) -> inifile.Machine:
        return inifile.Machine(self.value("display"), self.value("monitor"),
                               self.value("board"), self.value("fanfares") == "on")

    # -- tests ----------------------------------------------------------------------------
    def picture(self, item: Item, choice: Choice) -> PCOptions:
        machine = self.machine()
        if item.key == "display":
            machine = replace(machine, display=choice.key)
        elif item.key == "monitor":
            machine = replace(machine, monitor=choice.key)
        return machine_options(machine, self.base)

    def play(self, app: App, item: Item, choice: Choice) -> str:
        chosen = Board.parse(choice.key if item.key == "board" else self.value("board"))
        return self._trial.run(app, lambda _saved: chosen, lambda sound, tested: self._play(
            sound, item.key, choice.key, tested))

    @staticmethod
    def _play(sound: Any, key: str, value: str, board: Board) -> str:
        def effect(name: str) -> None:
            sound.play_clip(sample_clip(name) or tone_clip(name))

        if key == "board":
            sound.play_fanfare("fanfare-clear")
            effect("run")
            return f"{board.label}: a fanfare and a run of cards"
        if key == "fanfares":
            if value == "on":
                sound.play_fanfare("fanfare-hiscore")
                return "On: the high score's fanfare"
            effect("hiscore")
            return "Off: the Psion's own high score sound"
        if value == "on":
            effect("card")
            return "On: a card is played"
        return "Off: no sound effects"

    def stop(self, app: App) -> None:
        self._trial.stop(app)

    # -- saving ---------------------------------------------------------------------------
    def save(self, app: App) -> Saved:
        self.ini.machine = self.machine()
        self.ini.options.sound = self.value("effects") == "on"
        why = inifile.save(self.ini, self.path)
        if why:
            return Saved([f"?Error writing '{self.path.name}' file ({why})",
                          "Nothing was changed."], ok=False)
        return Saved([f"Saved in {self.path}.",
                      "The display and the sound count from the next start of HomeRun."])
