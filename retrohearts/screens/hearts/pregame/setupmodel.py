"""Hearts' SETUP: the display and the sound, tested and written to HEARTS.CLI.

The settings are those of HEARTS.CLI's first line (``pc/clifile.py``): the video adapter,
the monitor, the Sound Board, Music and Sounds (or, for those three, "as saved": the Rules
screen's saved defaults), and whether the program starts silent. A video choice is tested
with a test picture in that mode; a sound choice with a sound on that board (a fanfare on
its music device and a voice on its digitizer; the theme or the background music; an
effect and a voice). Saving writes HEARTS.CLI, keeping its comments and its other options.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from retrohearts.pc.clifile import CliFile, CliSettings, pc_options, write_cli_file
from retrohearts.pc.sound import Board
from retrohearts.ui.setup.items import Choice, Item, Saved
from retrohearts.ui.setup.soundtrial import SoundTrial

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.options import PCOptions

SAVED = "saved"  # a sound control left to HEARTS.DEF (the Rules screen's SAVE)

ADAPTER_CHOICES = [
    Choice("detect", "Find the best", "No adapter named: the program looks at the computer and "
           "picks the best mode it shows well (Super VGA on most)."),
    Choice("hercules", "Hercules", "720 x 348 dots in two colours on a monochrome monitor."),
    Choice("cga", "CGA", "320 x 200 dots in four colours: coarse, and the fastest."),
    Choice("ega", "EGA", "640 x 350 dots in 16 colours chosen from 64."),
    Choice("ega64k", "EGA with 64K", "The first EGA board, without its memory expansion: "
           "640 x 350 in four colours."),
    Choice("vga", "VGA", "640 x 480 dots in 16 colours."),
    Choice("svga", "Super VGA (VESA)", "256 colours at 800 x 600 where the screen shows it "
           "well, else 640 x 480, through the VESA driver."),
    Choice("svga-novesa", "Super VGA (chip set)", "Super VGA through the chip set's own "
           "driver instead of VESA (the NOVESA option)."),
]
MONITOR_CHOICES = [
    Choice("detect", "As found", "No monitor named: colour, unless the adapter is "
           "monochrome only (Hercules)."),
    Choice("color", "Colour", "A colour monitor."),
    Choice("mono-white", "Monochrome, white", "Grey shades on a white phosphor monitor."),
    Choice("mono-green", "Monochrome, green", "Shades of green, as on a green phosphor "
           "monitor."),
    Choice("mono-amber", "Monochrome, amber", "Shades of amber, as on an amber monitor."),
]
_AS_SAVED = Choice(SAVED, "As saved (RULES)", "Not named in HEARTS.CLI: the game starts with "
                   "what the Rules screen saved (SAVE there).")


def _board_choices() -> list[Choice]:
    notes = {
        Board.ADLIB: "Music on the FM chip, voices and effects on the PC speaker.",
        Board.SOUND_BLASTER: "Music on the FM chip, voices and effects on its 8-bit DAC.",
        Board.SOUND_MASTER: "Music on three square-wave voices, voices on its DAC.",
        Board.SPEECH_THING: "Music on the PC speaker, voices on the printer-port DAC.",
        Board.VOICE_MASTER: "Music on the PC speaker, voices on the Voice Master.",
        Board.PC_SPEAKER: "Everything on the one square wave of the PC's own speaker.",
    }
    return [_AS_SAVED, *(Choice(b.value, b.label, notes[b]) for b in Board)]


MUSIC_CHOICES = [_AS_SAVED,
                 Choice("full", "Full", "The theme on the title screen, then background music."),
                 Choice("theme", "Theme", "The theme on the title screen only."),
                 Choice("background", "Background", "Background music after the title only."),
                 Choice("none", "None", "No music (and no fanfares).")]
SOUNDS_CHOICES = [_AS_SAVED,
                  Choice("full", "Full", "Sound effects and digitized voices."),
                  Choice("effects", "Effects", "Sound effects only."),
                  Choice("voice", "Voice", "Digitized voices only."),
                  Choice("none", "None", "No effects and no voices.")]
START_CHOICES = [Choice("on", "On", "Music and sound as the controls above say."),
                 Choice("silent", "Off (SILENT)", "Start silently; the Rules screen's Music "
                        "and Sounds controls bring the sound back.")]


class HeartsSetup:
    """The settings of HEARTS.CLI for the setup program (``ui/setup``)."""

    title = "Hearts Setup"
    file_name = "HEARTS.CLI"

    def __init__(self, cli: CliFile, base: PCOptions) -> None:
        self.cli = cli
        self.base = base  # the options the program runs with (look, aspect, CGA palette...)
        s = cli.settings
        self.items = [
            Item("adapter", "Video adapter", ADAPTER_CHOICES, s.adapter, "picture",
                 "The graphics adapter the game draws on. T shows a test picture in that "
                 "mode: the circle should be round and the frame at the screen's edge."),
            Item("monitor", "Monitor", MONITOR_CHOICES, s.monitor, "picture",
                 "A colour or a monochrome monitor, and the colour of a monochrome one's "
                 "phosphor. T shows the test picture on it."),
            Item("board", "Sound board", _board_choices(), s.board or SAVED, "sound",
                 "The sound hardware. Music and voices go where the board sends them; T "
                 "plays a fanfare on its music device and a voice on its digitizer."),
            Item("music", "Music", MUSIC_CHOICES, s.music or SAVED, "sound",
                 "Which music plays. T plays what the choice plays."),
            Item("sounds", "Sounds", SOUNDS_CHOICES, s.sounds or SAVED, "sound",
                 "Voices and sound effects. T plays what the choice plays."),
            Item("start", "Sound at start", START_CHOICES, "silent" if s.silent else "on",
                 "sound", "Whether the game starts with its sound on, or silent."),
        ]
        self.notices = self._notices()
        self._trial = SoundTrial()
        self.at_once = False  # from the Options screen: the new settings count at once

    def _notices(self) -> list[str]:
        cli = self.cli
        lines: list[str] = []
        if cli.damaged:
            lines += [cli.damaged, "SETUP will write a new file; the old one will be kept as "
                      f"{self.file_name}.BAD."]
        elif cli.dropped:
            lines += [f"{self.file_name} has options the program does not take:",
                      *cli.dropped[:4], "Saving leaves them out; the old file will be kept as "
                      f"{self.file_name}.BAD."]
        return lines

    # -- what is chosen --------------------------------------------------------------------
    def value(self, key: str) -> str:
        return next(i.value for i in self.items if i.key == key)

    def settings(self) -> CliSettings:
        def named(key: str) -> str | None:
            v = self.value(key)
            return None if v == SAVED else v

        return CliSettings(self.value("adapter"), self.value("monitor"), named("board"),
                           named("music"), named("sounds"), self.value("start") == "silent")

    def options(self) -> PCOptions:
        """The options the program runs with, with what SETUP chose."""
        return pc_options(self.settings(), self.base)

    # -- tests ------------------------------------------------------------------------------
    def picture(self, item: Item, choice: Choice) -> PCOptions:
        settings = self.settings()
        if item.key == "adapter":
            settings = replace(settings, adapter=choice.key)
        elif item.key == "monitor":
            settings = replace(settings, monitor=choice.key)
        return pc_options(settings, self.base)

    def play(self, app: App, item: Item, choice: Choice) -> str:
        def board(saved: Board) -> Board:
            if item.key == "board":
                return saved if choice.key == SAVED else Board.parse(choice.key)
            value = self.value("board")
            return saved if value == SAVED else Board.parse(value)

        return self._trial.run(app, board, lambda sound, tested: self._play(
            sound, item.key, choice.key, tested))

    @staticmethod
    def _play(sound: Any, key: str, value: str, board: Board) -> str:
        if key == "board":
            sound.play_fanfare("fanfare-clear")
            sound.voice("you-win")
            return (f"{board.label}: music on the {board.music_device.label}, "
                    f"voices on the {board.digitized_device.label}")
        if key == "music":
            if value == "none":
                return "None: no music"
            sound.play_music("background" if value == "background" else "theme")
            return f"Playing the {'background music' if value == 'background' else 'theme'}"
        if key == "sounds":
            if value in ("full", "effects", SAVED):
                sound.effect("hearts-broken")
            if value in ("full", "voice", SAVED):
                sound.voice("hearts-broken")
            return "None: no effects, no voices" if value == "none" else (
                f"{value.title() if value != SAVED else 'As saved'}: hearts are broken")
        if value == "silent":
            return "Off: the game starts silent"
        sound.effect("shuffle")
        return "On: the game starts with its sound"

    def stop(self, app: App) -> None:
        self._trial.stop(app)

    # -- saving ------------------------------------------------------------------------------
    def save(self, app: App) -> Saved:
        error, aside = write_cli_file(self.cli, self.settings())
        if error:
            return Saved([error, "Nothing was changed. Free some room on the disk, or "
                          "check the folder can be written, and save again."], ok=False)
        lines = [f"Saved in {self.cli.path}:", self.cli.first_line() or "(no options)"]
        if aside is not None:
            lines.append(f"The old file is kept as {aside.name}.")
        lines.append("The settings count now, and at every start." if self.at_once else
                     "The settings count from the next start of the program.")
        return Saved(lines)
