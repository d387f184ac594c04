"""Drive HomeRun's real screens headless, by keys alone or by mouse alone.

``start(mode)`` opens the PC in a mode with HomeRun on it (HOMERUN.INI in a test
folder). ``play_game(app, by="keys"|"mouse")`` plays until the game (or competition) is
over, choosing moves with a plain player: the first rank card that fits, else the pack,
else a joker. Keys reach a card only with LEFT/RIGHT and play it with SPACE (ENTER for
the pack); the mouse only moves and clicks. Dialogs are answered the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np

from retrohearts.pc.app import App, open_app
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import PCOptions
from retrohearts.pc.png import read_png
from retrohearts.screens.homerun.context import RunOptions
from retrohearts.screens.homerun.flow import HomeRunFlow
from retrohearts.screens.homerun.game import GameScreen
from retrohearts.screens.homerun.infoscreen import InfoScreen
from retrohearts.screens.homerun.program import start_screen
from retrohearts.screens.homerun.tablelayout import geometry
from retrohearts.ui.boxdialog import BoxDialog
from retrohearts.ui.moments.moment import Moment

MODES = (("psion3a", "color"), ("cga", "color"), ("vga", "color"), ("hercules", "mono"))


def start(mode: str = "psion3a", monitor: str = "color", *, deal: int = 7, seed: int = 3,
          animation: bool = False, ini_text: str | None = None, data: Path,
          skip_info: bool = False, lang: str | None = None) -> App:
    """The App in ``mode`` with HomeRun's first screen pushed (RETROHEARTS_DATA_DIR=data)."""
    folder = data
    folder.mkdir(parents=True, exist_ok=True)
    ini = folder / "HOMERUN.INI"
    if ini_text is not None:
        ini.write_text(ini_text, encoding="utf-8")
    elif not ini.exists():
        ini.write_text(f"[Options]\nanimation = {'on' if animation else 'off'}\n",
                       encoding="utf-8")
    app = open_app(PCOptions(mode=mode, monitor=monitor), headless=True)  # type: ignore[arg-type]
    app.push(start_screen(app, RunOptions(deal=deal, seed=seed, skip_info=skip_info,
                                          lang=lang)))
    return app


def step(app: App, *keys: str, mouse: tuple[int, int] | None = None, click: bool = False,
         rclick: bool = False, moved: bool = False, text: str = "") -> None:
    app.update(InputFrame(keys=frozenset(keys), mouse=mouse, click=click, rclick=rclick,
                          mouse_moved=moved, text=text))
    app.draw()


def past_moment(app: App) -> None:
    """A clear's or a high score's moment on top ends now, with no frame spent (what it
    shows is tested in tests/screens/test_moments.py; these tests look at what follows)."""
    top = app.top
    if isinstance(top, Moment):
        top.finish(app)


def flow(app: App) -> HomeRunFlow:
    f = app.services["homerun"]
    assert isinstance(f, HomeRunFlow)
    return f


def choose(game: GameScreen) -> str:
    legal = game.session.hand.legal_moves()
    ranks = [m for m in legal if m.startswith("R")]
    return ranks[0] if ranks else ("P" if "P" in legal else legal[0])


def _center(box: tuple[int, int, int, int]) -> tuple[int, int]:
    x, y, w, h = box
    return (x + w // 2, y + h - 4)


def _answer_dialog(app: App, dlg: BoxDialog, by: str, gamble_bets: list[int]) -> None:
    keys = [b.key for b in dlg.buttons]
    want = "ok" if "ok" in keys else keys[0]
    if "high" in keys:  # bet while the bonus is small, then collect
        now = flow(app).session.gamble
        want = "collect"
        if now is not None and now.bonus < 200 and len(gamble_bets) < 6:
            shown = now.shown.rank if now.shown.rank != 14 else 1
            want = "high" if shown <= 7 else "low"
            gamble_bets.append(now.bonus)
    if "yes" in keys:
        want = "yes"
    if by == "keys":
        button = next(b for b in dlg.buttons if b.key == want)
        step(app, button.hotkey.upper() if button.hotkey else "ENTER")
    else:
        box = next(bx for b, bx in zip(dlg.buttons, dlg.button_boxes(app), strict=True)
                   if b.key == want)
        pos = (box.x + box.w // 2, box.y + box.h // 2)
        step(app, mouse=pos, moved=True)
        step(app, mouse=pos, click=True)


def play_game(app: App, by: str = "keys", max_frames: int = 20000,
              titles: list[str] | None = None,
              until: Callable[[App], bool] | None = None) -> int:
    """Play until nothing is left to play (or ``until(app)`` holds); return the frames
    used. ``titles`` collects the title of every dialog answered, in order."""
    gamble_bets: list[int] = []
    for frame in range(max_frames):
        if until is not None and until(app):
            return frame
        top = app.top
        if isinstance(top, InfoScreen):
            if by == "keys":
                step(app, "ENTER")
            else:
                step(app, mouse=(10, 10), click=True)
            continue
        if isinstance(top, Moment):  # a clear's or a high score's moment: skip it
            if by == "keys":
                step(app, "SPACE")
            else:
                step(app, mouse=(10, 10), click=True)
            continue
        if isinstance(top, BoxDialog):
            if titles is not None and (not titles or titles[-1] != top.title or
                                       top.title == "Bonus gamble"):
                titles.append(top.title if top.title != "Game over"
                              else f"Game over:{flow(app).session.current}")
            _answer_dialog(app, top, by, gamble_bets)
            continue
        assert isinstance(top, GameScreen), top
        if top.idle:
            return frame
        if top.busy or top.session.phase != "playing":
            step(app)
            continue
        move = choose(top)
        if by == "keys":
            if move == "P":
                step(app, "ENTER")
            elif top.stop != move:
                here, there = top.stop, move
                order = ("P", "J", "R1", "R2", "R3", "R4", "R5", "R6", "R7")
                step(app, "RIGHT" if order.index(there) > order.index(here) else "LEFT")
            else:
                step(app, "SPACE")
        else:
            geo = geometry(app)
            counts = top.counts()
            box = geo.stop_box(move, max(1, counts[move]))
            pos = _center(box)
            step(app, mouse=pos, moved=True)
            step(app, mouse=pos, click=True)
    raise AssertionError("the game did not end")


def drawn_text(app: App) -> list[tuple[int, int, str]]:
    """Every string drawn in one frame, with where: (x, y, text)."""
    return [(x, y, s) for x, y, s, _ in drawn_text_boxes(app)]


def drawn_text_boxes(app: App) -> list[tuple[int, int, str, int]]:
    """Every string drawn in one frame: (x, y, text, width in pixels)."""
    import pyxel

    seen: list[tuple[int, int, str, int]] = []
    original = pyxel.text

    def record(x: float, y: float, s: str, col: int, font: object = None) -> None:
        w = font.text_width(s) if font is not None else 4 * len(s)  # type: ignore[attr-defined]
        seen.append((int(x), int(y), s, w))
        original(x, y, s, col, font)

    pyxel.text = record
    try:
        app.draw()
    finally:
        pyxel.text = original
    return seen


def screenshot_colours(app: App, path: Path) -> set[tuple[int, int, int]]:
    app.screenshot(path)
    img = read_png(path)
    return {tuple(int(v) for v in p) for p in np.unique(img.reshape(-1, 3), axis=0)}


def palette_colours(app: App) -> set[tuple[int, int, int]]:
    return {((c >> 16) & 255, (c >> 8) & 255, c & 255) for c in app.video.palette.colors}
