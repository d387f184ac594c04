"""The screens of the Hearts program: a hallway of four modules and five rooms.

- ``program.py``: what ``hearts`` runs (``run``: the PC, the data checked, the first
  screen) and the way in from another game (``start_screen``).
- ``flow.py``: the way through the program (title, resume offer, name prompt, Options, the
  table) and ``GameOptions``; ``build_table`` makes the main playing screen for a game.
- ``places.py``: where a name leads: the screens the table's icons ask for by name (DOCS,
  ODDS, RULES), the way out (the Ad screen), what a Rules change does beyond its screen.
- ``direct.py``: ``hearts --screen NAME``, one screen opened directly.
- ``table/``: the main playing screen and its machinery (state machine, the door to the
  engine's match or to a network game, the seats, the drawing, the JOIN screen).
- ``pregame/``: the screens around the game: Title, Options, Players, Rules, the Ad screen.
- ``pages/``: the page screens: DOCS, ODDS, the last hand, the post-mortem, statistics.
- ``files/``: the player's files (saved game, the save kept aside, defaults) and the check of
  the data at start.
- ``shared/``: what screens of several rooms use: the table's layout plan, the drawing
  strokes, portraits, dialog windows, help texts, program controls, the on-line document
  as found, the thinking slice, the speaker.

Imports run one way: program over direct, direct over flow, flow over places, all of them
over the rooms; the rooms in the order pregame, table, pages, files, shared (the network
table's ``join.py`` alone reaches up, to ``places.py``, for its icons). No screen imports the
program, nor the screen that opened it; tests/test_import_graph.py fails on any cycle.
"""
