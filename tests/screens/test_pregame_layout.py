"""Options, Players, Rules and the Ad screen in every mode: every item on the screen with
room for its halo, no halo reaching another item, every label, value and explanation
whole in its box, the mode's palette kept. A screenshot of each is saved to
/tmp/retrohearts-shots/pregame/ for a person to look at."""

from __future__ import annotations

from pathlib import Path

import pytest
from screen_driver import make_app
from table_driver import ALL_MODES, palette_check

from retrohearts.hearts.players import OPPONENTS
from retrohearts.pc.app import App
from retrohearts.pc.cursor import Target
from retrohearts.pc.input import InputFrame
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.pregame.adscreen import AdScreen
from retrohearts.screens.hearts.pregame.menuframe import HALO, window_fits, wrapped
from retrohearts.screens.hearts.pregame.options import (
    ICON_TEXT,
    NewGame,
    OptionsScreen,
    options_frame,
    summary_lines,
    summary_plan,
)
from retrohearts.screens.hearts.pregame.players import (
    PlayersScreen,
    player_text,
    players_frame,
    portrait_cells,
)
from retrohearts.screens.hearts.pregame.rulecontrols import Setup
from retrohearts.screens.hearts.pregame.rulescreen import ICON_TEXT as RULE_ICON_TEXT
from retrohearts.screens.hearts.pregame.rulescreen import (
    RulesScreen,
    cell_words,
    control_cells,
    grid_font,
    rules_frame,
)
from retrohearts.screens.hearts.shared.layout import Rect

SHOTS = Path("/tmp/retrohearts-shots/pregame")
#: The Rules screen's controls the 1993 manual names, in its words.
MANUAL_LABELS = ("Sound Board", "Music", "Sounds", "Your Portrait", "Play Speed", "Auto Advice",
                 "Between Tricks", "Back design", "2C must lead", "Must Play QS", "End Game")


def _rect(t: Target) -> Rect:
    return Rect(t.x, t.y, t.w, t.h)


def _clear(a: Rect, b: Rect, reach: int = HALO) -> bool:
    """b lies outside a's halo."""
    return (a.x + a.w + reach <= b.x or b.x + b.w + reach <= a.x
            or a.y + a.h + reach <= b.y or b.y + b.h + reach <= a.y)


def _check_targets(app: App, targets: list[Target]) -> None:
    for t in targets:
        assert t.x >= HALO and t.y >= HALO, t
        assert t.x + t.w + HALO <= app.width and t.y + t.h + HALO <= app.height, t
    for a in targets:
        for b in targets:
            if a is not b:  # a's halo (as far as it may reach) never covers b
                assert _clear(_rect(a), _rect(b), min(HALO, a.halo)), (a, b)


def _shoot(app: App, screen: Screen, name: str, mode: str, monitor: str) -> None:
    app.push(screen)
    app.update(InputFrame())
    app.draw()
    assert palette_check(app) == set()
    SHOTS.mkdir(parents=True, exist_ok=True)
    app.screenshot(SHOTS / f"{name}-{mode}-{monitor}.png")


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_rules_screen_layout(mode: str, monitor: str) -> None:
    app = make_app(mode, monitor)
    screen = RulesScreen(Setup())
    app.push(screen)
    targets = list(screen.targets(app))
    _check_targets(app, targets)
    frame = rules_frame(app)
    assert frame.window is not None and frame.window.bottom <= app.height
    icons_top = min(t.y for t in targets if t.id in RULE_ICON_TEXT)
    font = grid_font(app)
    for control, cell in control_cells(app, frame):
        assert cell.bottom + HALO <= icons_top
        setup = Setup()
        label, _value = cell_words(app, control, setup, cell.w)
        if control.label in MANUAL_LABELS:  # the manual's words, whole, in every mode
            assert label == control.label, (mode, label)
        assert font.text_width(label) <= cell.w - 6, (mode, label)  # 3 pixels each side
        assert font.cell_h * 2 + 2 <= cell.h, mode  # label and value clear of the border
        for value in control.values:
            shown = control.put(setup, value)
            words = cell_words(app, control, shown, cell.w)[1]
            assert font.text_width(words) <= cell.w - 6, (mode, control.key, value)
            screen.setup = shown
            screen.focus(control.key)
            heading, text = screen.window_text(app)
            assert heading == screen.heading(app, control)
            assert control.label in heading
            assert window_fits(frame, text, heading, screen.window_font(app)), \
                (mode, control.key, value)
            assert text.endswith(control.explain(value))  # what this value means, at least
    for label, text in RULE_ICON_TEXT.items():
        assert window_fits(frame, text, label, screen.window_font(app)), label
    app.pop()
    screen.setup = Setup()
    screen.focus("board")
    _shoot(app, screen, "rules", mode, monitor)


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_players_screen_layout(mode: str, monitor: str) -> None:
    app = make_app(mode, monitor)
    screen = PlayersScreen(("Jeffrey", "Lindsay", "Michael"), lambda _a, _t: None)
    targets = list(screen.targets(app))
    _check_targets(app, targets)
    frame = players_frame(app)
    cells = portrait_cells(app, frame)
    labels = [label for _n, _p, label in cells]
    # one line of names (small print on 40 columns; the QA pass saw two staggered lines),
    # a blank row between the halo's reach and the names
    assert len({label.y for label in labels}) == 1, (mode, labels)
    for _n, port, label in cells:
        assert label.y >= port.bottom + HALO + 1, (mode, port, label)
        assert port.x <= label.x and label.right <= port.right, (mode, port, label)
    for i, label in enumerate(labels):
        assert frame.content.x <= label.x and label.right <= frame.content.right
        assert label.bottom <= frame.content.bottom
        for t in targets:  # a name is never under a halo
            assert _clear(_rect(t), label), (mode, t.id, i)
        for j, other in enumerate(labels):
            if i != j:
                assert _clear(label, other, 0), (mode, i, j)
    for name in OPPONENTS:
        short = app.width // frame.cw < 60
        assert len(wrapped(frame.window_cols, player_text(name, short), name)) <= \
            frame.window_lines
    assert min(port.h for _n, port, _l in cells) >= frame.ch * 4  # faces, not stamps
    _shoot(app, screen, "players", mode, monitor)


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_options_screen_layout(mode: str, monitor: str) -> None:
    app = make_app(mode, monitor)
    from retrohearts.hearts.rules import HouseRules
    from retrohearts.pc.sound import SoundSettings
    from retrohearts.pc.sound.settings import Board, MusicMode, SoundsMode

    longest = Setup(HouseRules(end_score=500, must_play_queen=True),
                    sound=SoundSettings(Board.SOUND_BLASTER, MusicMode.BACKGROUND,
                                        SoundsMode.EFFECTS))
    game = NewGame("Alexandra Xu", ("Jeffrey", "Lindsay", "Michael"), longest)
    screen = OptionsScreen(game, lambda _a: None, open_join=lambda _a: None)
    targets = list(screen.targets(app))
    from retrohearts.screens.hearts.pregame.options import join_available

    assert ("JOIN" in [t.id for t in targets]) == join_available()
    # PLAY at the far right, as the manual says, whatever this edition adds
    assert max(targets, key=lambda t: t.x).id == "PLAY", [t.id for t in targets]
    _check_targets(app, targets)
    frame = options_frame(app)
    assert frame.content.bottom + HALO <= min(t.y for t in targets)
    for label, text in ICON_TEXT.items():
        assert len(wrapped(frame.window_cols, text, label)) <= frame.window_lines, label
    plan = summary_plan(app, frame, game)
    assert len(plan.portraits) == 3  # the opponents' faces, in every mode
    boxes = [r for _n, port, label in plan.portraits for r in (port, label)]
    short = app.width // frame.cw < 60
    for (label, value, x, vx, y), (_l, full) in zip(plan.lines, summary_lines(game, short),
                                                    strict=True):
        assert value == full, (mode, label)  # nothing cut
        boxes.append(Rect(x, y, vx - x + len(value) * frame.cw + 1, frame.ch))
    for i, box in enumerate(boxes):
        assert frame.content.x <= box.x and box.right <= frame.content.right, (mode, box)
        assert frame.content.y < box.y and box.bottom <= frame.content.bottom, (mode, box)
        for other in boxes[i + 1:]:
            assert _clear(box, other, 0), (mode, box, other)
    _shoot(app, screen, "options", mode, monitor)


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
@pytest.mark.parametrize("homerun", [False, True])
def test_ad_screen_layout(mode: str, monitor: str, homerun: bool) -> None:
    app = make_app(mode, monitor)
    screen = AdScreen((lambda app: Screen()) if homerun else None)
    _check_targets(app, list(screen.targets(app)))
    _shoot(app, screen, "ad-homerun" if homerun else "ad", mode, monitor)


@pytest.mark.parametrize("monitor", ["color", "mono"])
def test_cga_rules_values_are_not_smeared_bold(monitor: str) -> None:
    """On CGA the grid is in small print, and a value is drawn once: no doubled strokes
    filling the dotted zero of "100" ("1●●")."""
    from screen_driver import drawn_text

    app = make_app("cga", monitor)
    screen = RulesScreen(Setup())
    app.push(screen)
    app.update(InputFrame())
    shown = drawn_text(app)
    assert shown.count("100") == 1
    assert "Between Tricks" in shown and "Your Portrait" in shown
    assert "Sound Blaster" in shown  # the value in the manual's words, not "SoundBlaster"
