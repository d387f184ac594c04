"""The SETUP program both games share: a blue text-mode setup of the kind that came on the
disk in 1993.

:class:`~.program.SetupProgram` shows a game's :class:`~.items.SetupModel` (what can be
chosen, how to test each choice, how to save) in the text mode of the PC's adapter: a menu
of settings with their values, a list of choices for each, a test picture
(:mod:`.testpicture`, drawn in the graphics mode the choice names) and a test sound for
each choice, help on every line, and Save or leave. Keys and mouse both work throughout;
the text-mode mouse cursor is the character cell under the mouse, its colours swapped.
Test sounds go through :mod:`.soundtrial`, which puts the game's own sound back after.
The games write their own files (``screens/hearts/pregame/setupmodel.py``: HEARTS.CLI;
``screens/homerun/setupmodel.py``: HOMERUN.INI).
"""
