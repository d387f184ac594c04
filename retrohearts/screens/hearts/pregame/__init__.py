"""The screens around the game: Title, Options, Players, Rules, and the Ad on the way out.

``title.py``, ``options.py``, ``players.py`` (with ``measured.txt``, the opponents' measured
styles), ``rulescreen.py`` over ``rulecontrols.py`` (the Rules screen's controls as data),
``adscreen.py``; ``menuframe.py`` is the frame Options, Players, Rules and the Ad share.
"""
