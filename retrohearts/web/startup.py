"""What a web package runs first: the page's flags, the browser's storage, then the game.

`start(game)` reads the command-line words from the page's query string (or from
``RETROHEARTS_PAGE_QUERY`` when a native test plays the package), points the user data
folder at a folder that is mirrored into the browser's storage (browser_storage.py),
works in that folder (so the game's look for HEARTS.CLI beside it stays there: pyxel's
page turns a missing file in its own working folder into a request to the server), links
the page to the game when there is a page (pagelink.py) and runs the game's own ``main``
with those words, so flags, precedence and messages are the desktop's. What the desktop
prints on a terminal (a bad flag, HELP, SYSINFO) is shown on screen instead
(textscreen.py), since a page has no terminal.
"""

from __future__ import annotations

import contextlib
import io
import os
from pathlib import Path

from retrohearts.web.browser_storage import MemoryStore, install, page_store
from retrohearts.web.pagelink import PageLink, browser_page
from retrohearts.web.urlflags import page_query, words_from_query

BROWSER_HOME = Path("/home/pyodide/retrohearts")


def storage_folder(game: str) -> Path:
    """Where the game's files live this session (mirrored into the page's storage)."""
    root = os.environ.get("RETROHEARTS_BROWSER_STORAGE")
    return (Path(root) if root else BROWSER_HOME) / game


def start(game: str) -> None:
    """Run ``game`` ("hearts" or "homerun") as the page asks."""
    query = os.environ.get("RETROHEARTS_PAGE_QUERY")
    words = words_from_query(query if query is not None else page_query())
    folder = storage_folder(game)
    store = page_store() if "RETROHEARTS_BROWSER_STORAGE" not in os.environ else MemoryStore()
    install(folder, store, game)
    os.environ["RETROHEARTS_DATA_DIR"] = str(folder)
    os.chdir(folder)
    page = browser_page()
    if page is not None:
        from retrohearts.pc import app

        app.START_HOOKS[:] = [PageLink(game, page)]
    main = _game_main(game)
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        status = main(words)
    text = out.getvalue().strip()
    if text:
        print(text)
    if text and not _screen_opened():
        from retrohearts.web.textscreen import show_text

        show_text(text.splitlines(), error=status != 0, headless="--headless" in words,
                  page=page, game=game)


def _screen_opened() -> bool:
    """Whether the game got as far as opening its screen (pyxel's width is 0 before)."""
    import pyxel

    return bool(pyxel.width)


def _game_main(game: str):  # type: ignore[no-untyped-def]
    if game == "homerun":
        from retrohearts.homerun_main import main as homerun_main

        return homerun_main
    from retrohearts.hearts_main import main as hearts_main

    return hearts_main
