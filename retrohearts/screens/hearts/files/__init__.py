"""The player's files, and the check of the program's own data at start.

``saving.py`` (HEARTS.SAV and HEARTS.TBL: save at the table, offer it back),
``keptsave.py`` (the old save kept aside while a new game is played over it),
``defaults.py`` (HEARTS.DEF: rules, controls, sound and opponents), ``folders.py`` (where
they go), ``datacheck.py`` (fonts and the on-line document, before the first frame).
"""
