"""The screens of the Hearts program.

``program.run`` is the entry point (title, resume offer, name prompt, then the main
playing screen in ``table.py``). The table's game flow is ``controller.py`` (a
frame-stepped state machine over the engine's Match, see ``matchport.py``); drawing
is ``tabledraw.py`` on the plan in ``layout.py``. The icons open ``docscreen.py``,
``oddscreen.py`` and ``rulescreen.py``; ``windows.py`` holds the small dialogs.
"""
