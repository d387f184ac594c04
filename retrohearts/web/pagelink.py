"""The game's side of the web page: what the game and the page's script tell each other.

The page's script (page.js) keeps one object, ``window.retrohearts``. In a browser,
startup.py installs `PageLink` as a start hook of every App (pc/app.py), and each frame:

- the game tells the page, as one JSON text through ``update(text)`` and only when it
  changed: the game, the picture's size (the pyxel screen, already in its monitor's
  shape: 4:3 for the PC's modes, square pixels for the Psion's LCD), the native size, the
  top screen's name, and the text being typed when the screen takes typed text (the page
  then offers its own field, which a phone's keyboard can open); when the page has set
  ``expose`` (the browser tests do), also the top screen's click targets and what it
  says of itself for them (``page_facts``: HomeRun's hand, its moves);
- the page's queued input (``pending`` set, ``takeInput()`` gives a JSON list) goes into
  the game one item a frame: ``{"text": "Ann"}`` as typed text, ``{"key": "ENTER"}`` as a
  key press.

When the program ends, the page has no process to end: the App's ``on_exit`` puts up
the NextGame screen (nextgame.py) instead of letting pyxel freeze the picture, and
`PageLink.start_game` starts the game chosen there on the same PC: the page's own game
as its page asked (flags, display), the other game the way Hearts' Ad screen starts
HomeRun, on the display in use (but Hearts, which has no Psion version, on the PC's
monitor: the picture is then resized, `App.change_mode`).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from retrohearts import games
from retrohearts.pc.modes import LCD_MODE_KEYS
from retrohearts.pc.options import PCOptions
from retrohearts.web.nextgame import NextGame, labels

if TYPE_CHECKING:
    from retrohearts.pc.app import App


def browser_page() -> Any:
    """The page's ``window.retrohearts`` object, or None outside a page that has one."""
    try:
        import js  # Pyodide's bridge to the page
    except ImportError:
        return None
    try:
        page = getattr(js, "retrohearts", None)
        return page if page is not None and hasattr(page, "update") else None
    except Exception:  # noqa: BLE001 - a worker, a test runner: no page
        return None


class PageLink:
    """One game's link to its page (see the module docstring)."""

    def __init__(self, game: str, page: Any) -> None:
        self.game = game  # the page's game
        self.playing = game  # the game on the PC now
        self.page = page
        self.queue: list[dict[str, str]] = []
        self.last = ""
        self.home_options = PCOptions()
        self.home_start: Any = None

    def __call__(self, app: App) -> None:
        """The start hook: follow this App."""
        self.home_options, self.home_start = app.options, app.first_screen
        app.on_exit = self.on_exit
        app.frame_hooks.append(self.frame)

    def on_exit(self, app: App) -> bool:
        """The program is done: offer the next game instead (the run goes on)."""
        app.exit_code = None
        del app.stack[:]
        others = [g for g in games.GAMES if g != self.playing
                  and (g == self.game or games.start_screen(g) is not None)]
        app.push(NextGame(labels(self.playing, others), self.start_game))
        return True

    def start_game(self, app: App, game: str) -> None:
        """Start ``game`` on the running PC (see the module docstring)."""
        if game == self.game:
            options, start = self.home_options, self.home_start
        else:
            options, start = app.options, games.start_screen(game)
            if game == "hearts" and options.mode in LCD_MODE_KEYS:
                options = replace(options, mode=None, adapter=None)
        if start is None:
            return
        if options != app.options:
            app.change_mode(options)
        del app.stack[:]
        self.playing = game
        app.push(start(app))

    def frame(self, app: App) -> None:
        self.take_input(app)
        text = json.dumps(self.state(app), separators=(",", ":"))
        if text != self.last:
            self.last = text
            self.page.update(text)

    def take_input(self, app: App) -> None:
        if self.page.pending:
            try:
                items = json.loads(str(self.page.takeInput()) or "[]")
            except ValueError:
                items = []
            self.queue += [item for item in items if isinstance(item, dict)]
        if not self.queue:
            return
        item = self.queue.pop(0)
        inp = app.input
        text = str(item.get("text", ""))
        key = str(item.get("key", ""))
        app.input = replace(inp, text=inp.text + text,
                            keys=inp.keys | {key} if key else inp.keys)

    def state(self, app: App) -> dict[str, Any]:
        top = app.top
        state: dict[str, Any] = {
            "game": self.game, "playing": self.playing,
            "width": app.video.out_width, "height": app.video.out_height,
            "native": [app.width, app.height], "lcd": app.mode.adapter == "lcd",
            "screen": type(top).__name__ if top is not None else "",
            "entry": top.text_entry() if top is not None else None,
        }
        if top is not None and getattr(self.page, "expose", False):
            state["targets"] = [[str(t.id), t.x, t.y, t.w, t.h, int(t.enabled)]
                                for t in top.targets(app)]
            state.update(top.page_facts())
        return state
