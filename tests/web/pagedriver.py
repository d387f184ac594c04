"""Driving a game page in Chromium: start it, read what the game says, press and point.

The game tells its page its state (retrohearts/web/pagelink.py): the picture's size, the
top screen's name, the text being typed, and, since the tests set ``expose``, the top
screen's click targets in native pixels. A `GamePage` turns those into real mouse clicks
and finger taps at the right place of the canvas, and real key presses, so the browser's
own events reach the game the way a player's do.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from chromium import Browser, Tab

START_TIMEOUT_S = 120.0
SHOTS_ENV = "RETROHEARTS_WEB_SHOTS"  # a folder to keep the tests' screenshots in


@dataclass
class GamePage:
    """One page running a game."""

    tab: Tab
    touch: bool = False

    @property
    def page(self) -> Any:
        return self.tab.page

    def state(self) -> dict[str, Any]:
        return dict(self.page.evaluate("window.retrohearts.state") or {})

    def wait(self, predicate: Any, what: str, timeout_s: float = 30.0) -> dict[str, Any]:
        """Wait until ``predicate(state)`` holds; return that state."""
        deadline = time.monotonic() + timeout_s
        state: dict[str, Any] = {}
        while time.monotonic() < deadline:
            state = self.state()
            if state and predicate(state):
                return state
            self.page.wait_for_timeout(50)
        raise AssertionError(f"waited {timeout_s:.0f} s for {what}; the game says {state}; "
                             f"page errors: {self.tab.errors}")

    def settle(self, quiet_ms: int = 600, timeout_s: float = 30.0) -> dict[str, Any]:
        """Wait until the game's state has not changed for ``quiet_ms`` (a deal dealt, a
        trick taken); return it."""
        deadline = time.monotonic() + timeout_s
        last, since = self.state(), time.monotonic()
        while time.monotonic() < deadline:
            self.page.wait_for_timeout(100)
            now = self.state()
            if now != last:
                last, since = now, time.monotonic()
            elif (time.monotonic() - since) * 1000 >= quiet_ms:
                return now
        raise AssertionError(f"the game never settled; it says {last}")

    def wait_screen(self, *names: str, timeout_s: float = 30.0) -> dict[str, Any]:
        return self.wait(lambda s: s.get("screen") in names, f"screen {names}", timeout_s)

    def targets(self, enabled_only: bool = False) -> dict[str, list[int]]:
        """The top screen's click targets: id -> [x, y, w, h, enabled] in native pixels."""
        return {t[0]: t[1:] for t in self.state().get("targets", [])
                if t[5] or not enabled_only}

    def where(self, native_x: float, native_y: float) -> tuple[float, float]:
        """The page coordinates of a native pixel of the picture."""
        box = self.page.locator("canvas#canvas").bounding_box()
        nw, nh = self.state()["native"]
        return (box["x"] + native_x * box["width"] / nw,
                box["y"] + native_y * box["height"] / nh)

    def choose(self, target: str, timeout_s: float = 30.0) -> None:
        """Click (or tap) the middle of the top screen's target ``target``."""
        state = self.wait(lambda s: any(t[0] == target for t in s.get("targets", [])),
                          f"target {target!r}", timeout_s)
        x, y, w, h = next(t[1:5] for t in state["targets"] if t[0] == target)
        self.point(x + w / 2, y + h / 2)

    def tap(self, x: float, y: float, hold_ms: int = 120) -> None:
        """A finger on the page at (x, y) for ``hold_ms``, as a person taps (Playwright's
        own tap lifts the finger at once, quicker than a frame: pyxel's pad would miss it)."""
        cdp = self.page.context.new_cdp_session(self.page)
        cdp.send("Input.dispatchTouchEvent",
                 {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        self.page.wait_for_timeout(hold_ms)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        cdp.detach()

    def point(self, native_x: float, native_y: float) -> None:
        px, py = self.where(native_x, native_y)
        if self.touch:
            self.tap(px, py)
        else:
            self.page.mouse.move(px, py)
            self.page.wait_for_timeout(60)  # the game sees the pointer arrive, then the press
            self.page.mouse.down()
            self.page.wait_for_timeout(60)
            self.page.mouse.up()
        self.page.wait_for_timeout(80)

    def frame(self) -> int:
        """pyxel's frame count in the page."""
        return int(self.page.evaluate(
            "window.pyxelContext.pyodide.runPython('import pyxel; pyxel.frame_count')"))

    def wait_frames(self, count: int, timeout_s: float = 60.0) -> None:
        """Wait until the game has drawn ``count`` more frames (however slow the machine)."""
        goal = self.frame() + count
        deadline = time.monotonic() + timeout_s
        while self.frame() < goal:
            assert time.monotonic() < deadline, f"the game did not draw {count} frames"
            self.page.wait_for_timeout(20)

    def key(self, name: str, times: int = 1) -> None:
        """Press ``name`` (``"Enter"``, ``"Alt+x"``) ``times`` times, each held for two of the
        game's frames: a quick press on a loaded machine can fall between two slow frames, and
        a modifier let go in the same frame as its letter is not seen with it."""
        for _ in range(times):
            self.hold(name)

    def hold(self, name: str, frames: int = 2) -> None:
        parts = name.split("+")
        for part in parts:
            self.page.keyboard.down(part)
        self.wait_frames(frames)
        for part in reversed(parts):
            self.page.keyboard.up(part)
        self.page.wait_for_timeout(30)

    def shot(self, name: str) -> Path | None:
        """A screenshot of the whole viewport, kept in ``$RETROHEARTS_WEB_SHOTS`` if set."""
        folder = os.environ.get(SHOTS_ENV)
        if not folder:
            return None
        path = Path(folder) / f"{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(path))
        return path

    def box(self, selector: str = "canvas#canvas") -> dict[str, float]:
        return dict(self.page.locator(selector).bounding_box())

    def read_file(self, path: str) -> str:
        """A file of the game's in-memory file system ('' when it is not there)."""
        return str(self.page.evaluate(
            "(path) => { const fs = window.pyxelContext.pyodide.FS;"
            " return fs.analyzePath(path).exists ? fs.readFile(path, {encoding: 'utf8'}) : ''; }",
            path))

    def events(self, path: str) -> list[dict[str, Any]]:
        return [json.loads(line) for line in self.read_file(path).splitlines() if line]

    def scroll(self) -> tuple[float, float]:
        x, y = self.page.evaluate("[window.scrollX, window.scrollY]")
        return float(x), float(y)


def open_game(browser: Browser, url: str, *, viewport: tuple[int, int] = (1024, 768),
              touch: bool = False, scale: float = 1.0) -> GamePage:
    """Open ``url``, start the game as a player does (a click or a tap on "click to
    start") and wait for its first frame."""
    tab = browser.tab(viewport, touch=touch, scale=scale)
    game = GamePage(tab, touch)
    tab.page.add_init_script("window.addEventListener('DOMContentLoaded', () => {"
                             " if (window.retrohearts) window.retrohearts.expose = true; });")
    tab.page.goto(url)
    start(game)
    return game


def start(game: GamePage) -> None:
    """Click (tap) "click to start" on a freshly loaded page; wait for the first frame."""
    page = game.page
    page.wait_for_selector("#pyxel-prompt", state="attached", timeout=START_TIMEOUT_S * 1000)
    box = page.locator("div#pyxel-screen").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 100)
    if game.touch:
        game.tap(x, y)
    else:
        page.mouse.click(x, y)
    game.wait(lambda s: bool(s.get("screen")), "the game's first frame", START_TIMEOUT_S)
