"""What every boss screen shares: it covers everything, shows no pointer, keeps its own
clock, and takes every key and click (only the boss key itself leaves it, in the App).

The clock starts at 9:41 on Monday 13 December 1993 and runs with the screen's own frames,
so a screenshot of it is the same on every run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from retrohearts.pc.screen import Screen

if TYPE_CHECKING:
    from retrohearts.pc.app import App

FPS = 60
START_MINUTE = 9 * 60 + 41
DATE_SHORT = "13-Dec-93"
DATE_DOS = "12-13-93"
DATE_LONG = "Mon 13 December 1993"


class BossScreen(Screen):
    """Base of the boss screens: opaque, no halo, no pointer, its own frame count."""

    opaque = True
    show_halo = False
    hide_pointer = True

    def __init__(self) -> None:
        self.frames = 0

    def update(self, app: App) -> None:
        self.frames += 1
        self.react(app)

    def react(self, app: App) -> None:
        """This frame's keys and clicks (``app.input``), as the program on screen would."""

    def escape(self, app: App) -> None:
        """ESC never uncovers the game (only the boss key does)."""

    def minutes(self) -> int:
        """Minutes past midnight on the screen's clock."""
        return START_MINUTE + self.frames // (FPS * 60)

    def clock(self, dos: bool = False) -> str:
        """'09:41 AM' (``dos``: '9:41a', as DIR writes times)."""
        hour, minute = divmod(self.minutes() % (24 * 60), 60)
        half = "a" if hour < 12 else "p"
        twelve = hour % 12 or 12
        if dos:
            return f"{twelve}:{minute:02d}{half}"
        return f"{twelve:02d}:{minute:02d} {half.upper()}M"

    def blink(self) -> bool:
        """The text cursor's blink: on for 16 frames, off for 16, as the BIOS blinks it."""
        return (self.frames // 16) % 2 == 0
