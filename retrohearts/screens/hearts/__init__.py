"""The screens of the Hearts program, in five rooms and a hallway.

- ``program.py``: the way through the program (title, resume offer, name prompt, Options,
  the table, the Ad screen on the way out) and ``GameOptions``; ``run`` is what ``hearts``
  calls. ``direct.py``: ``hearts --screen NAME``, one screen opened directly.
- ``table/``: the main playing screen and its machinery (state machine, the door to the
  engine's match or to a network game, the seats, the program controls, the drawing).
- ``pregame/``: the screens around the game: Title, Options, Players, Rules, the Ad screen.
- ``pages/``: the page screens: DOCS, ODDS, the last hand, the post-mortem, statistics.
- ``files/``: the player's files (saved game, defaults), the on-line document as found, and
  the check of the data at start.
- ``shared/``: what screens of several rooms use: the table's layout plan, the drawing
  strokes, portraits, dialog windows, the help texts.
"""
