"""A SETUP program's test sounds: each played on the board it tests, and the game's own
sound put back afterwards.

Both games' setup models (:mod:`retrohearts.screens.hearts.pregame.setupmodel`,
:mod:`retrohearts.screens.homerun.setupmodel`) hold a :class:`SoundTrial`: the first test
remembers how the sound layer was set, each test sets it to the board under test with full
music and sounds, and :meth:`SoundTrial.stop` restores what was there.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from retrohearts.pc.sound import Board, MusicMode, SoundSettings, SoundsMode

if TYPE_CHECKING:
    from retrohearts.pc.app import App

NO_SOUND_LAYER = "No sound layer: nothing to hear."
NO_DEVICE = " (no sound device here: nothing to hear)"


class SoundTrial:
    """The sound tests of one SETUP run."""

    def __init__(self) -> None:
        self._before: tuple[Any, str | None] | None = None

    def run(self, app: App, board: Callable[[Board], Board],
            play: Callable[[Any, Board], str]) -> str:
        """Test on ``board(the board the game had)``: ``play(sound, board)`` plays the sound
        and says what it is; the line says so too when no device can be heard."""
        sound = app.services.get("sound")
        if sound is None or not hasattr(sound, "configure"):
            return NO_SOUND_LAYER
        if self._before is None:
            self._before = (sound.settings, sound.wanted)
        tested = board(self._before[0].board)
        sound.stop()
        sound.configure(SoundSettings(tested, MusicMode.FULL, SoundsMode.FULL))
        line = play(sound, tested)
        if not sound.report.available:
            line += NO_DEVICE
        return line

    def stop(self, app: App) -> None:
        """Put the game's own sound settings and music back (after the last test)."""
        sound = app.services.get("sound")
        if sound is None or self._before is None:
            return
        settings, wanted = self._before
        self._before = None
        with contextlib.suppress(Exception):  # sound never stops SETUP
            sound.stop()
            sound.configure(settings)
            if wanted is not None:
                sound.play_music(wanted)
