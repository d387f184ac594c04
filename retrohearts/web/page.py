"""The itch.io page: pyxel's own launcher in a page that fits any screen.

`index_html(game, title, pyxel_js)` writes the upload's index.html: a title line, the
game's box (``div#pyxel-screen``, where pyxel's runtime draws), how to play and the
flags below it, then pyxel's launcher script (``pyxel_js``: the same CDN address
pyxel's own ``app2html`` writes) and our page script (page.js, with page.css inlined
in the head). The page carries no copy of the game: page.js fetches ``<game>.pyxapp``,
which sits beside index.html in the zip, while pyxel loads Pyodide, and hands it to
``launchPyxel``. page.js also scales the picture to the window (whole-number scales
where they fit), keeps the game's keys from scrolling the page, says when the game
does not have the keys, and gives phones a text field for names.
"""

from __future__ import annotations

import html
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
# The picture's size before the game says it: each game's default display.
DEFAULT_SIZE = {"hearts": (640, 480), "homerun": (480, 160)}

HOW_TO_PLAY = {
    "hearts": [
        "Click the picture to start (browsers let a page make sound only after a click).",
        "Move the halo with the mouse or the arrow keys; click, Enter or Space selects.",
        "Pass three cards, then play: follow suit when you can, avoid hearts and the "
        "queen of spades, or take every one of them to shoot the moon.",
        "F1 shows help for the screen you are on; the DOCS icon opens the whole guide.",
        "Your game and your defaults are kept in this browser: QUIT and come back later.",
        "JOIN (on the Options screen) sits you at a table on a Hearts server with people "
        "on other browsers, terminals and desktops; index.html?join=HOST:PORT goes there "
        "straight away. This page being https, the server must take wss:// connections "
        "(behind a TLS proxy: see the project's docs/network.md).",
    ],
    "homerun": [
        "Click the picture to start.",
        "Play a rank's front card onto the layout card when it is one higher or lower; "
        "long runs up or down earn a bonus; jokers take any card.",
        "Left and Right pick a rank, Space plays it, Enter turns the pack; Alt or Ctrl "
        "with a letter works as the Psion's hot-keys. On a touch screen, the pad beside "
        "the picture: its cross picks, A is Enter, B is Esc.",
        "High scores and statistics are kept in this browser.",
    ],
}
COMMON = [
    "While the game has the keys, they are the game's: the arrows, Page Up and Down, Home, "
    "End, Space, Tab and F1 to F10 do not move this page. Click anywhere outside the "
    "picture and the keys are the page's again (a yellow note says so); click the picture "
    "to give them back.",
    "On a phone or tablet a tap is a click; when the game asks for a name, a text field "
    "opens under the picture for the phone's keyboard.",
    "When you leave the game, it offers to play again, or the package's other game.",
]

FLAGS = [
    ("hercules, cga, ega, ega64k, vga, svga, novesa", "choose the video adapter"),
    ("mono, color", "monochrome or colour monitor"),
    ("silent (or quiet)", "start with no sound"),
    ("demo", "the computer plays every seat (Hearts)"),
    ("deal=N, seed=N", "replay a deal number; seed the opponents"),
    ("join=HOST:PORT", "join a network table on a Hearts server (Hearts)"),
]


def _list(items: list[str]) -> str:
    return "\n".join(f"    <li>{html.escape(item)}</li>" for item in items)


def index_html(name: str, title: str, pyxel_js: str, gamepad: str) -> str:
    """The upload's index.html for game ``name``; ``pyxel_js`` is the launcher's address."""
    config = {"game": name, "package": f"{name}.pyxapp", "gamepad": gamepad,
              "size": list(DEFAULT_SIZE.get(name, (640, 480)))}
    css = (HERE / "page.css").read_text(encoding="utf-8")
    script = (HERE / "page.js").read_text(encoding="utf-8")
    flags = "\n".join(
        f"    <tr><td><code>{html.escape(words)}</code></td><td>{html.escape(what)}</td></tr>"
        for words, what in FLAGS)
    example = "index.html?cga&amp;mono"
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<style>
{css}</style>
</head>
<body>
<header><h1>{html.escape(title)}</h1></header>
<main id="rh-game" tabindex="-1">
  <div id="pyxel-screen"></div>
  <div id="rh-failed" role="alert" hidden>
    <p>The game could not be loaded.</p>
    <p id="rh-failed-why"></p>
    <p>Reload the page to try again.</p>
    <p><button type="button" id="rh-reload">Reload</button></p>
  </div>
  <p id="rh-focus" hidden>Click the game to play: the keys are the page's now</p>
  <form id="rh-entry" hidden>
    <input id="rh-entry-text" aria-label="Type here" autocomplete="off" spellcheck="false"
      enterkeyhint="done" maxlength="60">
    <button type="submit">OK</button>
  </form>
</main>
<article>
  <h2>How to play</h2>
  <ul>
{_list(HOW_TO_PLAY.get(name, []))}
{_list(COMMON)}
  </ul>
  <h2>Flags</h2>
  <p>Add the old command-line words to the page address, joined by &amp;: <code>{example}</code>.
  Later words win over earlier ones.</p>
  <table>
{flags}
  </table>
</article>
<script src="{html.escape(pyxel_js)}"></script>
<script>
const RETROHEARTS = {json.dumps(config)};
{script}</script>
</body>
</html>
"""
