"""What a web package runs first: the page's flags, the browser's storage, then the game.

`start(game)` reads the command-line words from the page's query string (or from
``RETROHEARTS_PAGE_QUERY`` when a native test plays the package), points the user data
folder at a folder that is mirrored into the browser's storage (browser_storage.py),
works in that folder (so the game's look for HEARTS.CLI beside it stays there: pyxel's
page turns a missing file in its own working folder into a request to the server), links
the page to the game when there is a page (pagelink.py) and runs the game's own ``main``
with those words, so flags, precedence and messages are the desktop's. What the desktop
prints on a terminal (a bad flag, HELP, SYSINFO) is shown on screen instead
(textscreen.py), since a page has no terminal, in the page's terms: after an illegal
option and for HELP, the flags a page's address takes (flagtexts.py) instead of the
desktop's options (`page_answer` reads the words with the game's own parser first, so it
refuses exactly what the game would); and every message ends with how to go on playing.
"""

from __future__ import annotations

import contextlib
import io
import os
from pathlib import Path

from retrohearts.pc.config import Config, OptionError
from retrohearts.web import flagtexts
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
    answer = page_answer(game, words)
    if answer is not None:
        lines, error = answer
        print("\n".join(lines))
    else:
        main = _game_main(game)
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            status = main(words)
        text = out.getvalue().strip()
        if text:
            print(text)
        if not text or _screen_opened():
            return
        lines, error = text.splitlines(), status != 0
        if error:   # (a bad --screen: the game's main names it)
            lines = [flagtexts.page_message(line) for line in lines]
    from retrohearts.web.textscreen import show_text

    show_text([*lines, "", flagtexts.continue_line(error)], headless="--headless" in words,
              page=page, game=game)


def page_answer(game: str, words: list[str]) -> tuple[list[str], bool] | None:
    """What a page shows instead of running ``game`` with ``words``, and whether it is an
    error: a bad word (the parser's line, then the page's flags when the desktop would list
    its options) or HELP (the page's flags). None: the game's own main runs (and may still
    print: SYSINFO, SETUP refused, a bad --screen)."""
    try:
        cfg = _load(game, words)
    except OptionError as error:
        more = (flagtexts.flags_list(game) if error.list_options
                else [f"{flagtexts.HELP_FLAG} lists the flags."])
        return [flagtexts.page_message(error.message), *more], True
    if cfg.action == "help":
        return [*flagtexts.help_lines(game), *cfg.problems], False
    return None


def _load(game: str, words: list[str]) -> Config:
    """The game's reading of its words, as its own main reads them (OptionError)."""
    if game == "homerun":
        from retrohearts.homerun_main import load

        return load(words)[0]
    from retrohearts.pc import config

    return config.load(words)


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
