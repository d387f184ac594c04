"""The files: the player's, the on-line document, and the check of the program's data at start.

``saving.py`` (HEARTS.SAV and HEARTS.TBL: save at the table, offer it back),
``keptsave.py`` (the old save kept aside while a new game is played over it),
``defaults.py`` (HEARTS.DEF: rules, controls, sound and opponents), ``folders.py`` (where
they go), ``onlinedoc.py`` (HEARTS.DOC found, or DISABLED), ``datacheck.py`` (fonts and the
on-line document, before the first frame).
"""
