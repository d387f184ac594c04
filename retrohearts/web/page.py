"""The itch.io page: pyxel's own launcher, framed with a title, how to play and the flags.

`index_html` keeps the two script elements pyxel's `app2html` wrote (the runtime's
loader and the `launchPyxel` call carrying the package) exactly as they are, and puts
a `div#pyxel-screen` of a fixed size before them: pyxel's runtime draws into that
element when it exists, so the picture sits at a whole-number scale of the mode's
4:3 picture (640x480, the VGA screen at 1x and CGA's 320x200 at 2x) instead of
filling the window.
"""

from __future__ import annotations

import html
import re

SCREEN_W, SCREEN_H = 640, 480  # 4:3, a whole-number scale of every mode's picture

HOW_TO_PLAY = {
    "hearts": [
        "Click the picture to start (browsers let a page make sound only after a click).",
        "Move the halo with the mouse or the arrow keys; click, Enter or Space selects.",
        "Pass three cards, then play: follow suit when you can, avoid hearts and the "
        "queen of spades, or take every one of them to shoot the moon.",
        "F1 shows help for the screen you are on; the DOCS icon opens the whole guide.",
        "Your game and your defaults are kept in this browser: QUIT and come back later.",
    ],
    "homerun": [
        "Click the picture to start.",
        "Play a rank's front card onto the layout card when it is one higher or lower; "
        "long runs up or down earn a bonus; jokers take any card.",
        "Left and Right pick a rank, Space plays it, Enter turns the pack; Alt or Ctrl "
        "with a letter works as the Psion's hot-keys.",
        "High scores and statistics are kept in this browser.",
    ],
}

FLAGS = [
    ("hercules, cga, ega, ega64k, vga, svga, novesa", "choose the video adapter"),
    ("mono, color", "monochrome or colour monitor"),
    ("silent (or quiet)", "start with no sound"),
    ("demo", "the computer plays every seat (Hearts)"),
    ("deal=N, seed=N", "replay a deal number; seed the opponents"),
]

_SCRIPT = re.compile(r"<script\b.*?</script>", re.DOTALL | re.IGNORECASE)


def launcher_scripts(bare_html: str) -> list[str]:
    """The script elements of pyxel's page, unchanged."""
    scripts = _SCRIPT.findall(bare_html)
    if len(scripts) < 2 or "launchPyxel" not in bare_html:
        raise ValueError("pyxel's app2html page has no launchPyxel call")
    return scripts


# Hearts is played by pointing at cards: on a touch screen a tap is a click, and the
# virtual pad would only cover the table. HomeRun's rank-by-rank keys suit the pad.
GAMEPAD = {"hearts": "disabled", "homerun": "enabled"}


def index_html(name: str, title: str, bare_html: str) -> str:
    """The upload's index.html for game ``name``."""
    scripts = "\n".join(launcher_scripts(bare_html))
    scripts = scripts.replace('gamepad: "enabled"', f'gamepad: "{GAMEPAD.get(name, "enabled")}"')
    steps = "\n".join(f"    <li>{html.escape(step)}</li>" for step in HOW_TO_PLAY.get(name, []))
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
  body {{ margin: 0; background: #000; color: #aaa; font: 15px/1.4 monospace; }}
  main {{ width: {SCREEN_W}px; margin: 0 auto; padding: 8px 0 24px; }}
  h1 {{ font-size: 18px; color: #fff; margin: 4px 0 8px; }}
  div#pyxel-screen {{ position: relative !important; left: auto !important; top: auto !important;
    width: {SCREEN_W}px !important; height: {SCREEN_H}px !important; }}
  canvas {{ image-rendering: pixelated; }}
  td {{ padding: 0 12px 0 0; vertical-align: top; }}
  code {{ color: #fff; }}
</style>
</head>
<body>
<main>
  <h1>{html.escape(title)}</h1>
  <div id="pyxel-screen"></div>
  <h2>How to play</h2>
  <ul>
{steps}
  </ul>
  <h2>Flags</h2>
  <p>Add the old command-line words to the page address, joined by &amp;: <code>{example}</code>.
  Later words win over earlier ones.</p>
  <table>
{flags}
  </table>
</main>
{scripts}
</body>
</html>
"""
