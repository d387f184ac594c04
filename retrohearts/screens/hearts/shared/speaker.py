"""The PC's speaker for the Hearts program: attached once, and the settings it plays by.

``attach_sound`` gives a running App its ``Sound`` (``app.services["sound"]``, updated once a
frame); whatever starts Hearts calls it (the program, ``hearts join``, a start from HomeRun).
``sound_settings`` says which board, music and sounds are in force, for the Rules screen.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from retrohearts.pc.sound import SoundSettings

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.options import PCOptions


def attach_sound(app: App, options: PCOptions, settings: SoundSettings | None = None) -> None:
    """Give the PC its speaker (unless something already did): the screens find it in
    app.services["sound"], and it is updated once a frame. Never fatal. SILENT/QUIET in
    the options silence it whatever the settings say."""
    if "sound" in app.services:
        return
    try:
        from retrohearts.pc.sound import Sound

        sound = Sound(settings, options=options)
    except Exception:  # no sound layer, or it cannot start: play on in silence
        return
    app.services["sound"] = sound
    with contextlib.suppress(Exception):  # clips ready now: no hitch at the first card
        sound.preload()
    with contextlib.suppress(Exception):  # music or sound asked for, and no board: one line
        if not app.headless and sound.settings.audible and not sound.report.available:
            from retrohearts.pc.sound.detect import SOUND_DISABLED

            print(SOUND_DISABLED)
    told: set[str] = set()

    def tell() -> None:  # a missing or damaged tune or voice: said once, play goes on
        if sound.last_error and sound.last_error not in told:
            told.add(sound.last_error)
            print(sound.last_error)

    tell()

    def tick(_app: App) -> None:
        sound.update()
        tell()

    app.frame_hooks.append(tick)


def sound_settings(app: App) -> SoundSettings:
    """The Sound Board, Music and Sounds controls in force."""
    sound = app.services.get("sound")
    settings = getattr(sound, "settings", None)
    return settings if isinstance(settings, SoundSettings) else SoundSettings()

