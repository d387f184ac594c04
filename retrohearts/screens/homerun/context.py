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

from retrohearts.screens.homerun.inifile import HomeRunIni, save
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
