"""Drive the real main playing screen headless, by keyboard alone or by mouse alone.

The keyboard driver reaches a target only through arrow keys and ENTER, planning
its route with the same nearest-target rule the halo uses; the mouse driver only
moves the pointer and clicks. Both choose their moves with a simple player, so a
whole game is played through the screen's own input handling.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any

import numpy as np
from screen_driver import key_route

from retrohearts.cards import Card
from retrohearts.hearts.claim import claim
from retrohearts.hearts.match import Match
from retrohearts.hearts.rules import HouseRules
from retrohearts.pc.app import App, open_app
from retrohearts.pc.cursor import Target
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import PCOptions
from retrohearts.screens.hearts.flow import GameOptions, build_table
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.table.seats import SimplePlayer
from retrohearts.screens.hearts.table.table import TableScreen
from retrohearts.ui.moments.moment import GRACE, Moment
from retrohearts.ui.windows import help_window

# Every mode the emulated PC offers: (mode key, monitor).
ALL_MODES = (
    ("hercules", "mono"), ("cga", "color"), ("cga", "mono"), ("ega", "color"),
    ("ega64k", "color"), ("ega", "mono"), ("vga", "color"), ("vga", "mono"),
    ("svga640", "color"), ("svga800", "color"), ("svga800", "mono"),
)
FAST = Controls(play_speed=10, between_tricks=1)


def start(mode: str, monitor: str = "color", *, demo: bool = False, seed: int = 1,
          end_score: int = 50, controls: Controls = FAST, fps: int = 12,
          opponents: tuple[str, str, str] = ("Jeffrey", "Lindsay", "Michael"),
          log: Path | None = None, cga_palette: str = "1-high") -> tuple[App, TableScreen]:
    """An App in this mode with a fresh table on top."""
    app = open_app(PCOptions(mode=mode, monitor=monitor, cga_palette=cga_palette),  # type: ignore[arg-type]
                   headless=True, display=None)
    app.help_factory = help_window  # as the Hearts program installs it
    game = GameOptions(demo=demo, seed=seed, name="Tester", rules=HouseRules(end_score=end_score),
                       controls=controls, opponents=opponents, demo_player="David", log=log)
    table = build_table(game, fps=fps)
    app.push(table)
    return app, table


class Driver:
    """Feeds InputFrames to the app; draws every `draw_every` frames."""

    def __init__(self, app: App, table: TableScreen, draw_every: int = 8) -> None:
        self.app = app
        self.table = table
        self.draw_every = draw_every
        self.frames = 0
        self.mouse: tuple[int, int] | None = None
        self.me = SimplePlayer("me")

    def frame(self, inp: InputFrame | None = None) -> None:
        self.app.update(inp or InputFrame(mouse=self.mouse))
        self.frames += 1
        if self.frames % self.draw_every == 0:
            self.app.draw()

    def shot(self, path: Path) -> None:
        self.app.draw()
        self.app.screenshot(path)

    # -------------------------------------------------------------- targets
    def targets(self) -> list[Target]:
        return list(self.table.targets(self.app))

    def target(self, target_id: Hashable) -> Target | None:
        return next((t for t in self.targets() if t.id == target_id), None)

    def choose(self, target_id: Hashable) -> bool:
        raise NotImplementedError

    # ---------------------------------------------------------------- moves
    def want(self) -> Hashable | None:
        """The target a simple player would select now, if any."""
        ctl = self.table.ctl
        wait = ctl.waiting_for
        if wait == "continue":
            return "continue"
        view = ctl.view()
        if wait == "pass":
            todo = [c for c in self.me.choose_pass(view) if c not in ctl.state.pass_selected]
            return ("card", todo[0].index) if todo else None
        if wait == "play":
            return ("card", self.me.choose_play(view).index)
        return None

    def until(self, ready: Callable[[], bool], limit: int = 200_000) -> None:
        """Play the simple player's moves through the screen until ``ready()``."""
        ctl = self.table.ctl
        for _ in range(limit):
            if ready():
                return
            target = self.want()
            if target is not None:
                self.choose(target)
            self.frame()
        raise AssertionError(f"stuck: {ctl.phase} {ctl.waiting_for}")

    def skip_input(self) -> InputFrame:
        """What this driver presses to end a moment early."""
        return InputFrame(keys=frozenset({"SPACE"}), mouse=self.mouse)

    def past_moment(self) -> None:
        """A moment on top (a won game, a moon) is ended the way a player ends it."""
        for _ in range(GRACE + 2):
            if not isinstance(self.app.top, Moment):
                return
            self.frame(self.skip_input())
        raise AssertionError("the moment did not end")

    def play_games(self, games: int = 1, limit: int = 200_000) -> None:
        ctl = self.table.ctl
        goal = ctl.games_finished + games
        self.until(lambda: ctl.games_finished >= goal, limit)


class KeyboardDriver(Driver):
    """Arrow keys and ENTER only."""

    def route(self, goal: Hashable) -> list[str]:
        focus = self.table.focused(self.app)
        return [] if focus is None else key_route(self.targets(), focus, goal)

    def choose(self, target_id: Hashable) -> bool:
        if self.target(target_id) is None:
            return False
        if self.table.focused(self.app) is None:
            self.frame(InputFrame(keys=frozenset({"RIGHT"})))
        for key in self.route(target_id):
            self.frame(InputFrame(keys=frozenset({key})))
        focus = self.table.focused(self.app)
        assert focus is not None and focus.id == target_id, (focus, target_id)
        self.frame(InputFrame(keys=frozenset({"ENTER"})))
        return True


class MouseDriver(Driver):
    """Pointer moves and left clicks only."""

    def skip_input(self) -> InputFrame:
        return InputFrame(mouse=self.mouse, click=True)

    def choose(self, target_id: Hashable) -> bool:
        t = self.target(target_id)
        if t is None:
            return False
        self.mouse = (t.x + min(t.w - 1, 3), t.y + t.h // 2)
        self.frame(InputFrame(mouse=self.mouse, mouse_moved=True))
        self.frame(InputFrame(mouse=self.mouse, click=True))
        return True


def palette_check(app: App) -> set[int]:
    """Colours on the presented screen that are not in the mode's palette (want: empty)."""
    import pyxel

    w, h = app.video.out_width, app.video.out_height
    idx = np.ctypeslib.as_array(pyxel.screen.data_ptr(), shape=(w * h,))
    lut = np.array(app.video.palette.expand_256(), dtype=np.int64)
    used = set(np.unique(lut[idx]).tolist())
    return used - set(app.video.palette.colors)


def replay_scores(events: list[dict[str, Any]], rules: HouseRules) -> list[list[int]]:
    """Recompute each hand's running totals from the log through a fresh engine Match."""
    totals: list[list[int]] = []
    match: Match | None = None
    for e in events:
        kind = e["event"]
        if kind == "game_start":
            match = None
        elif kind == "deal":
            if match is None:
                match = Match(rules, first_deal=e["deal_number"], first_dealer=e["dealer"])
            else:
                match.next_hand()
            assert match.hand.deal_number == e["deal_number"]
        elif kind == "pass":
            assert match is not None
            match.hand.pass_cards(e["seat"], [Card.parse(c) for c in e["cards"]])
        elif kind == "play":
            assert match is not None
            match.hand.play(Card.parse(e["card"]))
        elif kind == "claim":  # the engine makes the same claim and must give the same tricks
            assert match is not None
            before = len(match.hand.tricks)
            claim(match.hand, e["seat"])
            assert [[[s, str(c)] for s, c in t.plays] for t in match.hand.tricks[before:]] == \
                [t["plays"] for t in e["tricks"]]
        elif kind == "undo":
            assert match is not None
            assert [str(c) for c in match.take_back(e["seat"])] == e["cards"]
        elif kind == "hand_end":
            assert match is not None
            totals.append(list(match.scores))
    return totals
