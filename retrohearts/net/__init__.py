"""Network play: a Hearts server for up to four people a table, and its clients.

Never imports pyxel, ``pc/``, ``ui/`` or ``screens/``: the server runs the logic floors
(``retrohearts.hearts`` and its players) and speaks versioned JSON over websockets.

Modules: ``protocol`` (messages, validation, cleaning of names and chat), ``seatview`` (what
one seat may be told, built from the engine's PlayerView), ``table`` (four seats around one
engine match: the referee), ``computer`` (computer seats thinking off the event loop),
``lobby`` (tables, free seats, seat tokens), ``limits`` (rate limits and strikes),
``server`` (the websockets server and ``hearts-server``), ``client`` (an asyncio client the
tests, the bench and the terminal use), ``term`` (``hearts-term``, the curses client).
The protocol is documented in ``docs/protocol.md``.
"""
