"""The emulated early-90s PC both games run on; the only floor that imports pyxel.

Run a program with ``pc.app.launch(options, first_screen, headless)``; screens derive
from ``pc.screen.Screen``. Video modes and their choice: ``pc.video`` (``select_mode``)
and ``pc.modes``; palettes: ``pc.palette``; logical colours: ``pc.inks``; fonts:
``pc.font``; one cursor for mouse and keys: ``pc.cursor``; scripted input: ``pc.script``.
"""
