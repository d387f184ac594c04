"""RetroHearts: two 1993 card games on an emulated early-90s PC.

Floors (data flows one way, input -> logic -> screen and speaker):
``cards`` and ``hearts`` are pure game logic; ``pc`` is the emulated PC (the only
floor that imports pyxel); ``ui`` holds widgets both games share; ``screens``
holds each game's screens.
"""

__version__ = "0.1.0"
