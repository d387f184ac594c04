"""Sound for the emulated PC: the six boards of the 1993 Sound Board control on pyxel.

Public names: ``Sound`` (the runtime the screens use), ``SoundSettings``,
``Board``, ``MusicMode``, ``SoundsMode`` (the three controls), ``detect_audio``
and ``AudioReport`` (for SYSINFO), and ``render.render_command`` (the
``hearts --render`` helper). Music, effects and voices are data in ``music/``.
"""

from .detect import AudioReport, detect_audio
from .player import Sound
from .settings import ROUTING, Board, Device, MusicMode, SoundSettings, SoundsMode

__all__ = [
    "ROUTING",
    "AudioReport",
    "Board",
    "Device",
    "MusicMode",
    "Sound",
    "SoundSettings",
    "SoundsMode",
    "detect_audio",
]
