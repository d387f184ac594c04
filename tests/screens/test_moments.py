"""A win worth remembering (issue 31): a won game, a moon you shot and a lost game each get
their moment over the real table, in every mode, by keys and by mouse; DEMO never waits on
one; HomeRun's cleared deck and new high score get theirs. Several frames of each are saved
under /tmp/retrohearts-shots/moments/ to be looked at."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

import numpy as np
import pytest
from table_driver import ALL_MODES, Driver, KeyboardDriver, MouseDriver, start

from retrohearts.pc.app import App
from retrohearts.pc.input import InputFrame
from retrohearts.screens.hearts.table.controller import HUMAN, Phase
from retrohearts.screens.hearts.table.moments import sympathy_lines
from retrohearts.ui.moments.cascade import CardCascade
from retrohearts.ui.moments.colours import night_colours
from retrohearts.ui.moments.fireworks import Fireworks
from retrohearts.ui.moments.kinds import Consolation, Layers
from retrohearts.ui.moments.moment import GRACE, Moment
from retrohearts.ui.moments.moon import MoonRise

SHOTS = Path("/tmp/retrohearts-shots/moments")
HUMAN_WINS = 1  # seeds of a keyboard game to 50 (the plain player in your seat)
HUMAN_WINS_AND_MOONS = 2
HUMAN_LOSES = 3
DEMO_MOON = 3  # a DEMO game to 50 in which Lindsay shoots the moon


class Listener:
    """The sound service, as far as moments go: what was asked of it."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def play_fanfare(self, name: str) -> bool:
        self.asked.append(f"fanfare:{name}")
        return True

    def voice(self, name: str, speaker: str | None = None) -> bool:
        self.asked.append(f"voice:{name}:{speaker or 'narrator'}")
        return True

    def effect(self, name: str) -> bool:
        self.asked.append(f"effect:{name}")
        return True


def screen(app: App) -> np.ndarray:
    import pyxel

    app.draw()
    w, h = app.video.out_width, app.video.out_height
    return np.ctypeslib.as_array(pyxel.screen.data_ptr(), shape=(w * h,)).copy()


def until_moment(driver: Driver, limit: int = 200_000) -> Moment:
    """Play the simple player's moves until a moment opens."""
    ctl = driver.table.ctl
    for _ in range(limit):
        top = driver.app.top
        if isinstance(top, Moment):
            return top
        target = driver.want()
        if target is not None:
            driver.choose(target)
        driver.frame()
    raise AssertionError(f"no moment: {ctl.phase}")


def watch(app: App, moment: Moment, name: str, frames: tuple[int, ...]) -> list[np.ndarray]:
    """Run the moment to its end with no input, saving the frames asked for."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    seen = []
    while app.top is moment:
        app.update(InputFrame())
        if moment.frame in frames:
            seen.append(screen(app))
            app.screenshot(SHOTS / f"{name}-{moment.frame:03d}.png")
        assert moment.frame <= moment.frames
    return seen


def test_your_win_and_your_moon_by_keys() -> None:
    app, table = start("vga", seed=HUMAN_WINS_AND_MOONS)
    sound = Listener()
    app.services["sound"] = sound
    driver = KeyboardDriver(app, table)
    moon = until_moment(driver)
    assert table.ctl.phase is Phase.HAND_END and table.ctl.hand.shooter() == HUMAN
    assert isinstance(moon.animation, MoonRise) and moon.headline == ["YOU SHOT", "THE MOON!"]
    assert "fanfare:fanfare-moon" in sound.asked
    frames = watch(app, moon, "moon-vga-color", (5, 60, 150, 240, 330))
    assert all((a != b).any() for a, b in pairwise(frames))  # it moves
    assert "voice:you-shot-the-moon:narrator" in sound.asked
    assert not any(a.startswith("effect:shoot-the-moon") for a in sound.asked)  # no clash
    win = until_moment(driver)
    assert table.ctl.phase is Phase.GAME_END and table.ctl.state.winners == (HUMAN,)
    assert isinstance(win.animation, Layers) and win.headline == ["YOU WIN!"]
    assert "fanfare:fanfare-win" in sound.asked and "effect:game-won" not in sound.asked
    frames = watch(app, win, "win-vga-color", (5, 90, 200, 260, 330, 420))
    assert all((a != b).mean() > 0.002 for a, b in pairwise(frames))
    assert "voice:you-win:narrator" in sound.asked
    assert app.top is table  # then the final scores, on the table
    assert table.prompt() == "You win the game!"


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_a_won_game_in_every_mode_by_mouse(mode: str, monitor: str) -> None:
    app, table = start(mode, monitor, seed=HUMAN_WINS)
    driver = MouseDriver(app, table)
    win = until_moment(driver)
    assert win.headline == ["YOU WIN!"]
    before = screen(app)
    name = f"win-{mode}-{monitor}"
    frames = watch(app, win, name, (30, 150, 300, 400)) if mode in ("cga", "hercules", "ega",
                                                                     "svga800") else []
    if not frames:  # the other modes: a few frames in, then the click that ends it
        for _ in range(GRACE + 30):
            driver.frame()
        SHOTS.mkdir(parents=True, exist_ok=True)
        app.draw()
        app.screenshot(SHOTS / f"{name}-038.png")
        assert (screen(app) != before).mean() > 0.01
        driver.frame(InputFrame(mouse=driver.mouse, click=True))
    assert app.top is table and table.ctl.phase is Phase.GAME_END


def test_a_lost_game_gets_the_narrators_sympathy() -> None:
    app, table = start("ega", seed=HUMAN_LOSES)
    sound = Listener()
    app.services["sound"] = sound
    driver = KeyboardDriver(app, table)
    moment = until_moment(driver)
    assert table.ctl.phase is Phase.GAME_END and HUMAN not in table.ctl.state.winners
    assert isinstance(moment.animation, Consolation)
    winner = table.names[table.ctl.state.winners[0]]
    assert moment.animation.lines == sympathy_lines("Tester", [winner])
    assert any(a.startswith("voice:gloat") for a in sound.asked)  # the winner's word first
    watch(app, moment, "sympathy-ega-color", (20, 150))
    assert sound.asked.index("voice:sympathy:narrator") > next(
        i for i, a in enumerate(sound.asked) if a.startswith("voice:gloat"))
    assert not any(a.startswith("fanfare") for a in sound.asked)


@pytest.mark.parametrize("how", ["key", "click", "typed"])
def test_a_moment_ends_at_a_key_or_a_click_but_not_at_once(how: str) -> None:
    app, table = start("cga", seed=HUMAN_WINS)
    driver = KeyboardDriver(app, table)
    win = until_moment(driver)
    press = {"key": InputFrame(keys=frozenset({"ENTER"})),
             "click": InputFrame(mouse=(5, 5), click=True),
             "typed": InputFrame(text="x")}[how]
    app.update(press)  # the key that ended the game must not end its moment too
    assert app.top is win
    for _ in range(GRACE):
        app.update(InputFrame())
    app.update(press)
    assert app.top is table and win.finished
    assert table.ctl.phase is Phase.GAME_END  # the press ended the moment, nothing else


def test_demo_shows_every_moment_and_never_waits_on_one() -> None:
    app, table = start("cga", demo=True, seed=DEMO_MOON)
    driver = Driver(app, table, draw_every=3)
    moments: list[Moment] = []
    while table.ctl.games_finished < 1 or isinstance(app.top, Moment):
        top = app.top
        if isinstance(top, Moment) and (not moments or moments[-1] is not top):
            moments.append(top)
            if isinstance(top.animation, MoonRise):
                watch(app, top, "demo-moon-cga-color", (40, 140, 250, 330))
        driver.frame()
        assert driver.frames < 60_000
    assert [type(m.animation) for m in moments] == [MoonRise, Layers]
    assert moments[0].headline == ["LINDSAY", "SHOT THE MOON!"]
    assert moments[1].headline[1] == "WINS!"
    assert all(m.finished and m.frame == m.frames for m in moments)  # ran out by themselves


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("cga", "mono"),
                                               ("hercules", "mono"), ("ega", "mono"),
                                               ("svga800", "color")])
def test_the_moon_and_the_fireworks_in_the_modes_few_colours(mode: str, monitor: str) -> None:
    """Palette cycling needs three registers; the mode's sky is its darkest colour (a
    monochrome monitor's black), and the pictures change from frame to frame."""
    app, table = start(mode, monitor)
    night = night_colours(app)
    assert len(night.cycle) >= 3 and night.sky not in night.cycle[:1]
    for name, show in (("moon", MoonRise(7)), ("fireworks", Fireworks(7, count=6, gap=10)),
                       ("cascade", CardCascade(7))):
        moment = Moment(show, ["HEADLINE"], frames=200)
        app.push(moment)
        frames = watch(app, moment, f"{name}-{mode}-{monitor}", (30, 60, 90, 120))
        assert all((a != b).mean() > 0.0005 for a, b in pairwise(frames)), name
        assert app.top is table


def test_homerun_clear_and_high_score_moments(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "homerun"))
    from hr_screen_driver import play_game
    from hr_screen_driver import start as hr_start

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    for mode in ("psion3a", "vga", "cga", "hercules"):
        app = hr_start(mode, data=tmp_path / mode, deal=11, skip_info=True)  # a clearing deal
        seen: list[Moment] = []

        def note(app: App, seen: list[Moment] = seen, mode: str = mode) -> bool:
            top = app.top
            if isinstance(top, Moment) and top not in seen:
                seen.append(top)
                kind = "clear" if isinstance(top.animation, Layers) else "hiscore"
                watch(app, top, f"homerun-{kind}-{mode}", (12, 40, 90, 180))
            return False

        play_game(app, "keys", until=note)
        assert any(m.headline == ["CLEARED!"] for m in seen), mode
        assert any(m.headline == ["NEW HIGH", "SCORE!"] for m in seen), mode
        assert all(m.finished for m in seen)


def test_the_lost_games_words_fit_cga() -> None:
    lines = sympathy_lines("Christopher", ["Lindsay", "Michael"])
    assert max(len(line) for line in lines) <= 36


def test_the_table_asks_for_a_moment_once_per_phase(monkeypatch: pytest.MonkeyPatch) -> None:
    from retrohearts.screens.hearts.table import moments

    app, table = start("vga", demo=True, seed=DEMO_MOON)
    asked: list[Phase] = []
    real: Callable[..., Moment | None] = moments.moment_for

    def spy(t: object, phase: Phase) -> Moment | None:
        asked.append(phase)
        return real(t, phase)

    monkeypatch.setattr(moments, "moment_for", spy)
    changes, last = [], table.ctl.phase
    for _ in range(900):
        app.update(InputFrame())
        if table.ctl.phase is not last:
            last = table.ctl.phase
            changes.append(last)
    assert len(changes) > 5 and asked == changes


@pytest.mark.parametrize("mode", ["psion3a", "cga", "hercules"])
def test_a_long_small_line_is_wrapped_to_the_screen(mode: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """A high score's line with a long name is wider than CGA's 40 columns (a longer one
    than the Psion's or Hercules' screen): it wraps, every word of it on the screen."""
    from retrohearts.pc.app import open_app
    from retrohearts.pc.options import PCOptions
    from retrohearts.ui.moments.moment import draw_headline

    app = open_app(PCOptions(mode=mode), headless=True, display=None)  # type: ignore[arg-type]
    line = "Maximilian Fitzgerald: 12,345, place 1 - any key to go on"
    while app.text_width(line) <= app.width:  # the Psion's and Hercules' wider screens
        line = "Maximilian " + line
    assert app.text_width(line) > app.width
    drawn: list[tuple[int, str]] = []
    real = app.text

    def text(x: int, y: int, s: str, col: int) -> None:
        drawn.append((x, s))
        real(x, y, s, col)

    monkeypatch.setattr(app, "text", text)
    draw_headline(app, ["NEW HIGH", "SCORE!"], line)
    words = line.replace(" - ", " ").split()
    assert len(drawn) >= 2 and " ".join(s for _, s in drawn).split() == words
    assert drawn[-1][1] == "any key to go on"  # broken at its dash, not one word alone
    for x, s in drawn:
        assert x >= 0 and x + app.text_width(s) <= app.width, (x, s)


@pytest.mark.parametrize(("mode", "monitor"), [("vga", "color"), ("cga", "color"),
                                               ("hercules", "mono")])
def test_the_moons_face_is_dark_over_its_craters(mode: str, monitor: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Risen, the moon smiles: two eyes and nine dots of a smile in the sky's colour, not
    the craters' shade (where they would melt into the craters)."""
    import pyxel

    app, _table = start(mode, monitor)
    night = night_colours(app)
    drawn: list[int] = []
    real = pyxel.elli

    def elli(x: int, y: int, w: int, h: int, col: int) -> None:
        drawn.append(col)
        real(x, y, w, h, col)

    monkeypatch.setattr(pyxel, "elli", elli)
    MoonRise(7).draw(app, 10)  # still rising: no face yet
    assert night.light in drawn and drawn.count(night.sky) == (0 if night.has_shade else 4)
    drawn.clear()
    MoonRise(7).draw(app, 200)
    assert drawn[0] == night.light and drawn[-11:] == [night.sky] * 11


@pytest.mark.parametrize("mode", ["psion3a", "cga", "hercules", "vga"])
def test_homeruns_banners_keep_a_margin_from_the_screens_edges(
        mode: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cleared deck's banner sits low (its middle at 0.72 of the height): on the Psion's
    160 lines it touched the screen's foot. It and the high score's keep at least a
    twelfth of the height from the top and the foot, as they do from CGA to VGA."""
    import pyxel

    from retrohearts.pc.app import open_app
    from retrohearts.pc.options import PCOptions
    from retrohearts.ui.moments.kinds import clear_moment, hiscore_moment
    from retrohearts.ui.moments.moment import draw_headline

    app = open_app(PCOptions(mode=mode), headless=True, display=None)  # type: ignore[arg-type]
    boxes: list[tuple[int, int, int, int]] = []
    real = pyxel.rect

    def rect(x: int, y: int, w: int, h: int, col: int) -> None:
        boxes.append((x, y, w, h))
        real(x, y, w, h, col)

    monkeypatch.setattr(pyxel, "rect", rect)
    for moment in (clear_moment(["CLEARED!"], "Bonus: 1,234"),
                   hiscore_moment(["NEW HIGH", "SCORE!"], "Maximilian: 12,345, place 1")):
        boxes.clear()
        draw_headline(app, moment.headline, moment.line, moment.headline_y)
        _x, top, _w, height = boxes[0]  # the banner, drawn first
        assert top >= app.height // 12, (moment.headline, top)
        assert app.height - (top + height) >= app.height // 12, (moment.headline, top, height)


@pytest.mark.parametrize(("mode", "monitor", "seed", "demo"), [
    ("cga", "color", HUMAN_WINS, False), ("vga", "color", HUMAN_WINS, False),
    ("hercules", "mono", HUMAN_WINS, False), ("ega", "color", HUMAN_LOSES, False),
    ("cga", "color", DEMO_MOON, True)])
def test_the_final_scores_come_after_the_moment(mode: str, monitor: str, seed: int,
                                                demo: bool,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """A won game (a lost one, a DEMO game): its moment plays over the table first, and
    the final scores' window appears only once the moment is over (ended by itself or by
    a key), not beneath the falling cards."""
    from retrohearts.screens.hearts.table import table as table_module

    app, table = start(mode, monitor, seed=seed, demo=demo)
    drawn: list[object] = []
    real = table_module.draw_standings

    def spy(*args: object, **kwargs: object) -> None:
        drawn.append(app.top)
        real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(table_module, "draw_standings", spy)
    driver = Driver(app, table, draw_every=50) if demo else KeyboardDriver(app, table)
    ctl = table.ctl
    moment = until_moment(driver)
    while ctl.phase is not Phase.GAME_END:  # a moon on the way: ended as a player would
        driver.past_moment()
        moment = until_moment(driver)
    assert not drawn  # the scores never showed before the game ended
    kind = "win" if HUMAN in ctl.state.winners or demo else "lost"
    name = f"scores-after-{kind}{'-demo' if demo else ''}-{mode}-{monitor}"
    shots = watch(app, moment, name, (20, 60, 200))
    assert len(shots) == 3 and not drawn  # the whole moment, no scores beneath it
    assert app.top is table and moment.finished
    app.draw()
    app.screenshot(SHOTS / f"{name}-after.png")
    assert drawn == [table]  # then the final scores, on the table
    assert (screen(app) != shots[-1]).any()
