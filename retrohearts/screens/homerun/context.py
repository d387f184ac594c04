"""What every HomeRun screen shares: texts, HOMERUN.INI, sound effects, the run's options.

One :class:`HomeRunContext` is made when HomeRun starts (``program.py``) and handed to
each screen. It knows the hot-key names of the display (Psion-N on the LCD, Alt+N on
a PC's screen), saves HOMERUN.INI when asked, and turns the engine's players and
scores into the words of the current language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from retrohearts.screens.homerun.inifile import DEFAULT_NAMES, HomeRunIni, save
from retrohearts.screens.homerun.lang import Texts
from retrohearts.screens.homerun.sounds import Effects

if TYPE_CHECKING:
    from retrohearts.pc.app import App


@dataclass(frozen=True)
class RunOptions:
    """What the command line asked of this run of HomeRun."""

    deal: int | None = None
    seed: int | None = None
    lang: str | None = None
    skip_info: bool = False  # straight to the game (tests that do not look at the info screen)
    silent: bool = False  # SILENT / QUIET: start with the sound effects off


@dataclass
class HomeRunContext:
    texts: Texts
    ini: HomeRunIni
    ini_path: Path | None  # None: do not write (e.g. a read-only run)
    effects: Effects
    run: RunOptions = field(default_factory=RunOptions)
    notices: list[str] = field(default_factory=list)  # one-line problems to show at start
    seed: int = 0
    #: SILENT / QUIET: the effects stay off, whatever HOMERUN.INI says, until the player
    #: turns them on in Options (HOMERUN.INI keeps its own setting)
    silenced: bool = False

    def shown(self, name: str) -> str:
        """A player's name as the screens show it: the default names ("Player 1") in the
        words of the language in use, any other as it was typed. A language is a way of
        showing things: HOMERUN.INI, the high scores and the statistics keep "Player 1"."""
        if name in DEFAULT_NAMES:
            return self.t("setup.default_name", n=DEFAULT_NAMES.index(name) + 1)
        return name

    def kept(self, shown: str, slot: int) -> str:
        """The name to keep for what the Setup dialog shows in player ``slot``'s (0, 1)
        place: its default name in this language's words is the default name itself."""
        if shown == self.t("setup.default_name", n=slot + 1):
            return DEFAULT_NAMES[slot]
        return shown

    def sound_on(self) -> bool:
        """Whether the sound effects play now."""
        return self.ini.options.sound and not self.silenced

    def t(self, key: str, /, **fields: object) -> str:
        return self.texts.get(key, **fields)

    def hotkey_prefix(self, app: App) -> str:
        return self.t("key.psion_prefix") if app.mode.adapter == "lcd" else self.t(
            "key.alt_prefix")

    def save(self) -> str:
        """Write HOMERUN.INI; "" or a line saying it could not be written."""
        if self.ini_path is None:
            return ""
        why = save(self.ini, self.ini_path)
        return self.t("msg.ini_unwritable", why=why) if why else ""


def number(n: int) -> str:
    """A score with thousands separators (1,234)."""
    return f"{n:,}"
