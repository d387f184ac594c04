"""Options, Players and Rules driven by keys alone and by mouse alone in CGA, EGA, VGA,
Hercules and mono modes: what the player sees (checks, warnings, values, the window's
text) and what the table then gets; a rule changed in the middle of a hand changes the
legal cards at once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from screen_driver import DRIVE_MODES, Driver, Keys, Mouse, make_app, shows
from table_driver import FAST

from retrohearts.cards import Card
from retrohearts.hearts.match import Match
from retrohearts.hearts.rules import HouseRules
from retrohearts.pc.input import InputFrame
from retrohearts.screens.hearts.files.defaults import DEFAULTS_NAME, load_defaults
from retrohearts.screens.hearts.flow import GameOptions, Start, build_table
from retrohearts.screens.hearts.pregame.options import OptionsScreen
from retrohearts.screens.hearts.pregame.players import PlayersScreen, player_text
from retrohearts.screens.hearts.pregame.rulecontrols import BY_KEY, Setup
from retrohearts.screens.hearts.pregame.rulescreen import RulesScreen
from retrohearts.screens.hearts.shared.windows import Dialog
from retrohearts.screens.hearts.table.seats import SimplePlayer
from retrohearts.screens.hearts.table.table import TableScreen


def _driver(how: str, mode: str, monitor: str) -> Driver:
    app = make_app(mode, monitor)
    return Keys(app) if how == "keys" else Mouse(app)


@pytest.mark.parametrize("how", ["keys", "mouse"])
@pytest.mark.parametrize(("mode", "monitor"), DRIVE_MODES)
def test_options_players_rules_then_the_table(tmp_path: Path, how: str, mode: str,
                                              monitor: str) -> None:
    d = _driver(how, mode, monitor)
    app = d.app
    app.push(Start(GameOptions(name="Ada", title=False, save_folder=tmp_path, controls=FAST,
                               seed=5)))
    d.frame()
    assert isinstance(app.top, OptionsScreen)
    assert app.top.focused(app).id == "PLAY"  # type: ignore[union-attr]
    d.choose("THEM")
    players = app.top
    assert isinstance(players, PlayersScreen)
    assert players.selection == ("Jeffrey", "Lindsay", "Michael")  # the saved default
    d.focus_on("Ellen")
    assert app.hover_text == "Click now to check Ellen"
    assert shows(app, "Click now to check Ellen") and shows(app, "Ellen")
    assert shows(app, "chess teacher")  # her biography, in the window
    d.choose("Jeffrey")
    assert players.selection == ("Lindsay", "Michael")
    assert app.hover_text == "Click now to check Jeffrey"
    d.choose("DONE")  # two checked: a warning, and the screen stays
    warning = app.top
    assert isinstance(warning, Dialog) and warning.title == "Warning"
    assert "three" in " ".join(warning.lines) and "(2 checked now)" in warning.lines
    assert shows(app, "Warning") and shows(app, "Select exactly three")
    d.choose("OK")
    assert app.top is players
    d.choose("Ellen")
    d.choose("Julia")
    d.leave()  # four checked: ESC / the right button warns too
    assert isinstance(app.top, Dialog)
    d.choose("OK")
    d.choose("Julia")
    d.leave()
    options = app.top
    assert isinstance(options, OptionsScreen)
    assert options.game.opponents == ("Lindsay", "Michael", "Ellen")
    d.choose("RULES")
    rules = app.top
    assert isinstance(rules, RulesScreen)
    d.focus_on("end_score")
    heading, text = rules.window_text(app)
    assert heading.startswith("End Game") and "100 points" in text
    assert shows(app, "100")
    d.choose("end_score")
    assert BY_KEY["end_score"].text(rules.setup) == "200"
    assert shows(app, "200") and not shows(app, "100 points")
    assert "200 points" in rules.window_text(app)[1]  # the explanation follows the value
    d.choose("two_clubs")
    assert BY_KEY["two_clubs"].text(rules.setup) == "Yes"
    assert BY_KEY["rule_set"].text(rules.setup) == "Custom"
    d.leave()
    assert app.top is options
    d.choose("PLAY")
    table = app.top
    assert isinstance(table, TableScreen)
    assert table.names == ["Ada", "Lindsay", "Michael", "Ellen"]
    assert table.ctl.port.rules.end_score == 200
    assert table.ctl.port.rules.first_lead == "two_of_clubs"


@pytest.mark.parametrize("how", ["keys", "mouse"])
def test_rule_set_presets_and_custom(how: str) -> None:
    d = _driver(how, "ega", "color")
    app = d.app
    app.push(RulesScreen(Setup()))
    d.frame()
    screen = app.top
    assert isinstance(screen, RulesScreen)
    seen = []
    for _ in range(4):
        d.choose("rule_set")
        seen.append(BY_KEY["rule_set"].text(screen.setup))
    assert seen == ["Windows", "xhearts", "Omnibus", "Villa Crespo"]
    d.choose("rule_set")  # Windows
    assert screen.setup.rules == HouseRules.preset("windows")
    assert BY_KEY["first_trick"].text(screen.setup) == "No points"
    d.choose("jack")
    assert BY_KEY["rule_set"].text(screen.setup) == "Custom"
    d.choose("rule_set")  # custom -> the first named set
    assert screen.setup.rules == HouseRules.preset("villa_crespo")


def _two_clubs_lead_match() -> Match:
    """A first hand, passed, where South leads to trick 1 (dealer's left) holding the 2C."""
    stand_in = SimplePlayer("stand-in")
    for deal in range(1, 400):
        match = Match(HouseRules(), first_deal=deal, first_dealer=3)
        hand = match.hand
        for seat in range(4):
            hand.pass_cards(seat, stand_in.choose_pass(hand.view(seat)))
        if hand.to_play == 0 and Card.parse("2C") in hand.cards(0) and any(
                c.suit.letter == "H" for c in hand.cards(0)):
            return match
    raise AssertionError("no such deal")


@pytest.mark.parametrize("how", ["keys", "mouse"])
@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("vga", "mono"),
                                               ("hercules", "mono")])
def test_a_rule_changed_mid_hand_changes_the_legal_cards_at_once(how: str, mode: str,
                                                                 monitor: str) -> None:
    d = _driver(how, mode, monitor)
    app = d.app
    table = build_table(GameOptions(name="Ada", controls=FAST, seed=2),
                        match=_two_clubs_lead_match(), fps=12)
    app.push(table)
    for _ in range(50):
        d.frame(draw=False)
        if table.ctl.waiting_for == "play":
            break
    assert table.ctl.waiting_for == "play"
    dark = {c for c, _r, is_dark, _s in table.hand_layout(app) if is_dark}
    assert dark == {c for c in table.ctl.view().hand if c.suit.letter == "H"}
    d.choose(("icon", "RULES"))
    rules = app.top
    assert isinstance(rules, RulesScreen)
    d.choose("two_clubs")
    d.leave()
    assert app.top is table
    d.frame()
    lit = [c for c, _r, is_dark, _s in table.hand_layout(app) if not is_dark]
    assert lit == [Card.parse("2C")]  # every other card is darkened now
    assert table.ctl.view().legal == (Card.parse("2C"),)
    card = next(c for c in table.ctl.view().hand if c != Card.parse("2C"))
    assert not table.ctl.play(card)  # refused under the new rule
    table.show_advice()
    for _ in range(3000):
        d.frame(draw=False)
        if table.advised:
            break
    assert table.advised == frozenset({Card.parse("2C")})  # the tutor follows the rule


@pytest.mark.parametrize("how", ["keys", "mouse"])
def test_save_and_load_defaults_from_rules_and_players(tmp_path: Path, how: str) -> None:
    d = _driver(how, "vga", "color")
    app = d.app
    app.push(Start(GameOptions(name="Ada", title=False, save_folder=tmp_path, controls=FAST)))
    d.frame()
    d.choose("RULES")
    rules = app.top
    assert isinstance(rules, RulesScreen)
    d.choose("must_play_queen")
    d.choose("play_speed")
    d.choose("SAVE")
    assert rules.window_text(app)[0] == "These settings are now the defaults"
    saved, error = load_defaults(tmp_path)
    assert error is None and saved.rules.must_play_queen
    assert saved.controls.play_speed == FAST.play_speed % 10 + 1
    d.choose("must_play_queen")  # back to No, not saved
    d.choose("LOAD")
    assert rules.setup.rules.must_play_queen  # the saved defaults are back
    d.leave()
    d.choose("THEM")
    d.choose("Michael")
    d.choose("Julia")
    d.choose("SAVE")
    players = app.top
    assert isinstance(players, PlayersScreen)
    saved, _ = load_defaults(tmp_path)
    assert saved.opponents == ("Jeffrey", "Lindsay", "Julia")
    assert saved.rules.must_play_queen  # the Rules screen's SAVE is kept
    d.choose("Julia")
    d.choose("David")
    d.choose("LOAD")
    assert players.selection == ("Jeffrey", "Lindsay", "Julia")
    data = json.loads((tmp_path / DEFAULTS_NAME).read_text())
    assert data["opponents"] == ["Jeffrey", "Lindsay", "Julia"]


def test_the_players_window_shows_biography_and_style() -> None:
    d = Keys(make_app("cga"))
    app = d.app
    chosen: list[tuple[str, str, str]] = []
    app.push(PlayersScreen(("David", "Ellen", "Julia"), lambda _a, three: chosen.append(three)))
    d.frame()
    d.focus_on("Julia")
    assert app.hover_text == "Click now to uncheck Julia"
    assert "Style: Strongest" in player_text("Julia")
    from retrohearts.screens.hearts.pregame.players import players_frame, portrait_cells

    screen = app.top
    assert isinstance(screen, PlayersScreen)
    name_label = next(label for n, _p, label in portrait_cells(app, players_frame(app))
                      if n == "Michael")
    app.update(InputFrame(mouse=(name_label.x + 2, name_label.y + 2), click=True))
    assert "Michael" in screen.checked  # a click on the name checks the player too
    app.update(InputFrame(mouse=(name_label.x + 2, name_label.y + 2), click=True))
    assert "Michael" not in screen.checked
    d.leave()
    assert chosen == [("Ellen", "David", "Julia")]


class _Sound:
    """Stands in for the PC's sound: remembers the settings it was given."""

    def __init__(self) -> None:
        from retrohearts.pc.sound import SoundSettings

        self.settings = SoundSettings().silenced()  # as after SILENT
        self.configured: list[object] = []

    def configure(self, settings: object) -> None:
        self.settings = settings  # type: ignore[assignment]
        self.configured.append(settings)

    def play_music(self, kind: str) -> None:
        pass

    def stop_music(self) -> None:
        pass

    def update(self) -> None:
        pass


def test_sound_controls_take_effect_at_once_even_after_silent(tmp_path: Path) -> None:
    from retrohearts.pc.sound.settings import Board, MusicMode, SoundsMode

    d = Keys(make_app("ega"))
    app = d.app
    sound = _Sound()
    app.services["sound"] = sound
    app.push(Start(GameOptions(name="Ada", title=False, save_folder=tmp_path, controls=FAST)))
    d.frame()
    d.choose("RULES")
    rules = app.top
    assert isinstance(rules, RulesScreen)
    assert BY_KEY["sounds"].text(rules.setup) == "None"
    d.choose("sounds")  # None -> Full: the way back after SILENT
    d.choose("music")  # None -> Full
    d.choose("board")  # Sound Blaster -> Sound Master
    assert sound.settings.sounds is SoundsMode.FULL  # type: ignore[attr-defined]
    assert sound.settings.music is MusicMode.FULL  # type: ignore[attr-defined]
    assert sound.settings.board is Board.SOUND_MASTER  # type: ignore[attr-defined]
    assert len(sound.configured) == 3


def test_rule_and_control_changes_and_each_hand_go_to_the_log(tmp_path: Path) -> None:
    from retrohearts.eventlog import read_log

    log = tmp_path / "game.jsonl"
    d = Keys(make_app("vga"))
    app = d.app
    app.push(Start(GameOptions(name="Ada", title=False, save_folder=tmp_path, controls=FAST,
                               log=log, seed=3)))
    d.frame()
    d.choose("RULES")
    d.choose("end_score")
    d.leave()
    d.choose("PLAY")
    table = app.top
    assert isinstance(table, TableScreen)
    for _ in range(5):
        d.frame(draw=False)
    d.choose(("icon", "RULES"))
    d.choose("must_play_queen")
    d.choose("play_speed")
    d.leave()
    events = read_log(log)
    changes = [e for e in events if e["event"] in ("rule_change", "control_change")]
    assert changes == [
        {"event": "rule_change", "control": "End Game", "value": "200"},
        {"event": "rule_change", "control": "Must Play QS", "value": "Yes"},
        {"event": "control_change", "control": "Play Speed", "value": "1"},
    ]
    deal = next(e for e in events if e["event"] == "deal")
    assert deal["players"] == ["Ada", "Jeffrey", "Lindsay", "Michael"]
    assert deal["rules"]["end_score"] == 200 and deal["rule_set"] == "custom"


@pytest.mark.parametrize("how", ["keys", "mouse"])
def test_help_and_docs_from_every_new_screen(tmp_path: Path, how: str) -> None:
    from retrohearts.screens.hearts.pages.docscreen import DocsScreen
    from retrohearts.ui.windows import TextWindow, help_window

    d = _driver(how, "hercules", "mono")
    app = d.app
    app.help_factory = help_window
    app.push(Start(GameOptions(name="Ada", title=False, save_folder=tmp_path)))
    d.frame()
    for opener in (None, "THEM", "RULES"):
        if opener is not None:
            d.choose(opener)
        screen = app.top
        assert screen is not None
        d.choose("HELP")
        assert isinstance(app.top, TextWindow) and app.top.title == screen.help_title
        d.leave()
        d.frame(InputFrame(keys=frozenset({"F1"})))
        assert isinstance(app.top, TextWindow) and app.top.title == screen.help_title
        d.leave()
        d.choose("DOCS")
        assert isinstance(app.top, DocsScreen)
        d.leave()
        assert app.top is screen
        if opener is not None:
            d.leave()
    assert isinstance(app.top, OptionsScreen)


def test_measured_figures_are_read_and_a_bad_file_is_no_harm(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from retrohearts.screens.hearts.pregame import players

    good = tmp_path / "measured.txt"
    good.write_text("# comment\nJeffrey points_per_hand=6.4 wins=38 moons=0.5 hands=10\n"
                    "Lindsay points_per_hand=oops\nNobody wins=1\n", encoding="utf-8")
    monkeypatch.setattr(players, "MEASURED", good)
    players.measured.cache_clear()
    try:
        assert set(players.measured()) == {"Jeffrey"}
        assert players.measured_line("Jeffrey") == (
            "Measured: 6.4 points a hand, wins 38% of games, shoots the moon in 0.5% of hands.")
        assert players.measured_line("Lindsay") == ""
        assert players.player_text("Lindsay").endswith("strong hands.")
        monkeypatch.setattr(players, "MEASURED", tmp_path / "missing.txt")
        players.measured.cache_clear()
        assert players.measured() == {}
        assert "Style:" in players.player_text("Jeffrey")
        assert "Style:" not in players.player_text("Jeffrey", short=True)
    finally:
        players.measured.cache_clear()


def test_julias_strength_at_each_thinking_budget_is_shown(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from retrohearts.screens.hearts.pregame import players

    good = tmp_path / "measured.txt"
    good.write_text(
        "Julia points_per_hand=3.3 wins=92 moons=21.5 hands=700\n"
        "Julia.desktop work=60000 duckers=8.2 duckers_ci=0.8 ismcts=3.0 ismcts_ci=0.6\n"
        "Julia.browser work=32000 duckers=7.9 duckers_ci=0.9 ismcts=2.6 ismcts_ci=0.7\n"
        "Julia.phone work=oops\nNobody.desktop work=1\n", encoding="utf-8")
    monkeypatch.setattr(players, "MEASURED", good)
    players.measured.cache_clear()
    try:
        assert set(players.measured()) == {"Julia", "Julia.desktop", "Julia.browser"}
        wide = players.player_text("Julia")
        assert wide.endswith("Gains a hand on the same deals: desktop pace (60,000 steps a "
                             "card) +8.2\u00b10.8 v duckers, +3.0\u00b10.6 v IS-MCTS; browser "
                             "(32,000) +7.9\u00b10.9, +2.6\u00b10.7.")
        assert "Measured: 3.3 points a hand" in wide
        short = players.player_text("Julia", short=True)
        assert short.endswith("Measured: 3.3 a hand, wins 92%, moon 21.5%. Gains +8.2 a hand "
                              "v duckers, +3.0 v IS-MCTS (browser +7.9, +2.6).")
        assert players.strength_line("David") == ""
        good.write_text("Julia.desktop work=60000 duckers=8.2\n", encoding="utf-8")
        players.measured.cache_clear()
        assert players.strength_line("Julia") == ""  # half a line of figures: none shown
    finally:
        players.measured.cache_clear()


def test_the_shipped_figures_give_julias_strength_at_both_budgets() -> None:
    from retrohearts.screens.hearts.pregame.players import measured, strength_line

    measured.cache_clear()
    line = strength_line("Julia")
    assert line.startswith("Gains a hand on the same deals: desktop pace (60,000 steps")
    assert "; browser (" in line


def test_every_opponent_has_measured_figures() -> None:
    from retrohearts.hearts.players import OPPONENTS
    from retrohearts.screens.hearts.pregame.players import measured_line

    assert all(measured_line(name).startswith("Measured: ") for name in OPPONENTS)


def test_docs_opens_at_the_screens_own_section() -> None:
    from retrohearts.screens.hearts.pages.docscreen import DocsScreen, load_shipped
    from retrohearts.screens.hearts.pregame.rulecontrols import CONTROLS

    document, error = load_shipped()
    assert document is not None, error
    for title in ("The Rules screen", "The Players screen", "The Options screen",
                  "The Ad screen", *(c.label for c in CONTROLS)):
        assert document.find(title) is not None, title  # every control has its section
    d = Keys(make_app("ega"))
    app = d.app
    app.push(RulesScreen(Setup()))
    d.frame()
    d.focus_on("moon")
    d.choose("DOCS")
    docs = app.top
    assert isinstance(docs, DocsScreen) and docs.document is not None
    assert docs.subject == docs.document.find("The Rules screen")
    d.leave()
    app.push(PlayersScreen(("Jeffrey", "Lindsay", "Michael"), lambda _a, _t: None))
    d.frame()
    d.choose("DOCS")
    docs = app.top
    assert isinstance(docs, DocsScreen) and docs.document is not None
    assert docs.subject == docs.document.find("The Players screen")


def test_at_a_network_table_the_house_rules_are_the_servers() -> None:
    d = Keys(make_app("vga"))
    app = d.app
    changed: list[object] = []
    screen = RulesScreen(Setup(), lambda _a, setup, control: changed.append(control),
                         house_rules_fixed=True)
    app.push(screen)
    d.frame()
    d.choose("must_play_queen")
    assert screen.setup.rules == HouseRules() and changed == []
    assert screen.window_text(app)[0] == "The server's table decides the house rules"
    d.choose("play_speed")  # the program controls are still the player's own
    assert changed == [BY_KEY["play_speed"]]
