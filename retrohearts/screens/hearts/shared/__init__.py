"""What screens of several rooms use, kept below all of them.

- ``layout.py``: where everything sits on the main playing screen, and the rectangles the
  other screens measure with; ``drawing.py``: bold text, raised panels, buttons, the halo's
  room.
- ``portraits.py`` and ``portraitfile.py``: the players' faces, and the files they are read
  from.
- ``windows.py``: dialogs and the name prompt; ``helptext.py``: every screen's F1 text.
- ``controls.py``: the program controls (Play Speed, Between Tricks, Auto Advice...) the table
  obeys, the Rules screen sets and HEARTS.DEF keeps.
- ``onlinedoc.py``: the on-line document as the program finds it, or DISABLED.
- ``thinking.py``: one frame's thinking, by the clock or by work units in a headless run.
- ``speaker.py``: the PC's sound, attached once, and the settings in force.
"""
