"""HomeRun's screens: competitions, the clear and the gamble, dialogs, options, HOMERUN.INI,
languages and sounds, through the real screens and keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from hr_screen_driver import drawn_text, flow, past_moment, play_game, start, step
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.homerun import Deal, Hand
from retrohearts.screens.homerun import inifile, lang
from retrohearts.screens.homerun.game import GameScreen
from retrohearts.screens.homerun.infoscreen import InfoScreen
from retrohearts.screens.homerun.sounds import NAMES, SOUND_DIR, Effects, sample_clip
from retrohearts.ui.boxdialog import BoxDialog
from retrohearts.ui.menubar import MenuBar

CLEARING_DEAL = 11  # the plain first-fit player clears this deal with 4 jokers


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(folder))
    return folder


def test_two_player_competition_alternates_and_names_a_winner(data: Path) -> None:
    app = start("psion3a", data=data, skip_info=True)
    step(app)
    step(app, "ALT+S")
    setup = app.top
    assert isinstance(setup, BoxDialog) and setup.title == "Setup new game"
    step(app, "RIGHT")  # players: 2
    step(app, "DOWN")
    step(app, "DOWN")
    step(app, "DOWN")  # games each
    step(app, "RIGHT")  # 2 games each
    step(app, "ENTER")
    f = flow(app)
    assert f.session.names == ("Player 1", "Player 2") and f.session.games == 2
    titles: list[str] = []
    play_game(app, "keys", titles=titles)
    overs = [t for t in titles if t.startswith("Game over")]
    assert overs == ["Game over:0", "Game over:1", "Game over:0", "Game over:1"]
    assert titles[-1] == "Competition over"
    totals = f.session.totals()
    assert totals == [sum(g.total for g in f.session.comp.games[i]) for i in (0, 1)]
    assert "Game over" in f.screen.status
    ini = inifile.parse((data / "HOMERUN.INI").read_text())
    assert ini.stats.get("Player 1").games == 2 and ini.stats.get("Player 2").games == 2


@pytest.mark.parametrize("games", [1, 2])
def test_the_waiting_players_total_stays_on_screen(games: int, data: Path) -> None:
    """While Player 2 plays, Player 1's total is still shown beside the name (not 0)."""
    text = f"[Setup]\nplayers = 2\ngames = {games}\n[Options]\nanimation = off\n"
    app = start("psion3a", data=data, skip_info=True, ini_text=text)
    f = flow(app)
    play_game(app, "keys", until=lambda a: f.session.current == 1 and a.top is f.screen)
    first = f.session.comp.games[0][0].total
    assert first > 0
    shown = drawn_text(app)
    row = next(y for _, y, s in shown if s == "Player 1")
    on_row = [s for _, y, s in shown if y == row]
    assert f"{first:,}" in on_row, on_row


def test_a_clear_the_gamble_and_the_next_hand(data: Path) -> None:
    app = start("vga", data=data, deal=CLEARING_DEAL)
    titles: list[str] = []
    play_game(app, "keys", titles=titles)
    f = flow(app)
    first = f.session.game.results[0]
    assert first.cleared and first.deal_number == CLEARING_DEAL
    assert titles[:2] == ["Ranks cleared!", "Bonus gamble"]
    assert first.jokers == 4 and f.session.game.results[1].jokers in (3, 4)
    assert f.session.game.total == sum(r.score for r in f.session.game.results)


def test_gamble_dialog_offers_and_odds(data: Path) -> None:
    app = start("psion3a", data=data, deal=CLEARING_DEAL, skip_info=True)
    f = flow(app)
    step(app)
    hand = f.session.hand
    while hand.status == "playing":
        legal = hand.legal_moves()
        ranks = [m for m in legal if m.startswith("R")]
        f.screen.play(app, ranks[0] if ranks else ("P" if "P" in legal else legal[0]))
    step(app)
    past_moment(app)
    assert isinstance(app.top, BoxDialog) and app.top.title == "Ranks cleared!"
    step(app, "ENTER")
    dlg = app.top
    assert isinstance(dlg, BoxDialog) and dlg.title == "Bonus gamble"
    g = f.session.gamble
    assert g is not None
    now, offer = g.offer()
    shown = [ln.cells for ln in dlg.lines[:2]]
    assert shown == [(f"{now:,}",), (f"{offer:,}",)]
    assert dlg.aside and dlg.aside[0].startswith("Higher")
    step(app, "C")  # collect
    assert f.session.phase == "playing" and f.session.game.results[0].gamble_bonus == now


def test_odds_can_be_switched_off(data: Path) -> None:
    app = start("psion3a", data=data, skip_info=True)
    step(app)
    step(app, "ALT+O")
    opts = app.top
    assert isinstance(opts, BoxDialog)
    step(app, "DOWN")
    step(app, "DOWN")  # gamble odds
    step(app, "LEFT")
    step(app, "ENTER")
    f = flow(app)
    assert f.ctx.ini.options.odds is False
    assert "odds = off" in (data / "HOMERUN.INI").read_text()


def test_menu_bar_by_keys_and_by_mouse(data: Path) -> None:
    app = start("cga", data=data, skip_info=True)
    step(app)
    step(app, "F10")
    bar = app.top
    assert isinstance(bar, MenuBar)
    step(app)
    step(app, "RIGHT")
    step(app, "RIGHT")  # Scores
    step(app, "ENTER")  # Highscores
    assert isinstance(app.top, BoxDialog) and app.top.title == "Highscores"
    step(app, "ENTER")
    step(app, mouse=(5, 5), rclick=True)
    bar = app.top
    assert isinstance(bar, MenuBar)
    step(app, mouse=(5, 5))
    box = bar.title_boxes(app)[3]
    step(app, mouse=(box.x + 2, box.y + 2), click=True, moved=True)
    item = bar.item_boxes(app)[1]  # About
    step(app, mouse=(item.x + 3, item.y + 3), moved=True)
    step(app, mouse=(item.x + 3, item.y + 3), click=True)
    assert isinstance(app.top, BoxDialog) and app.top.title == "About HomeRun"


def test_clear_high_scores_asks_first(data: Path) -> None:
    (data).mkdir(parents=True, exist_ok=True)
    (data / "HOMERUN.INI").write_text(
        "[Options]\nanimation = off\n[HighScores]\n1 = 500, Ann, 1, 2026-12-01\n")
    app = start("psion3a", data=data, skip_info=True)
    step(app)
    f = flow(app)
    assert len(f.ctx.ini.scores.entries) == 1
    step(app, "ALT+C")
    step(app, "N")
    assert len(f.ctx.ini.scores.entries) == 1
    step(app, "ALT+C")
    step(app, "Y")
    assert f.ctx.ini.scores.entries == []
    assert "[HighScores]\n" in (data / "HOMERUN.INI").read_text()


def test_hint_picks_the_solvers_move(data: Path) -> None:
    app = start("psion3a", data=data, skip_info=True)
    step(app)
    f = flow(app)
    step(app, "ALT+I")
    assert f.screen.status.startswith("Hint")
    assert f.screen.stop in f.session.hand.legal_moves()
    step(app, "ALT+W")
    assert f.screen.status.startswith(("Winnable", "Not winnable", "Not proven"))


def test_winnable_agrees_with_the_hint(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``homerun --deal 42 --seed 7``, Alt+I then Alt+W: the hint named a clear, then
    "Winnable?" said "Not proven either way": a clear the hint found is the proof, even
    when "Winnable?" itself has no time at all."""
    from retrohearts.screens.homerun import advice

    monkeypatch.setattr(advice, "HINT_SECONDS", 2.0)   # (a busy machine finds it all the same)
    app = start("psion3a", data=data, deal=42, seed=7, skip_info=True)
    step(app)
    f = flow(app)
    step(app, "ALT+I")
    assert "clear worth" in f.screen.status
    monkeypatch.setattr(advice, "WINNABLE_SECONDS", 0.0)
    step(app, "ALT+W")
    assert f.screen.status == f.ctx.t("win.yes")
    step(app, "SPACE")          # the hinted move (the hint put the cursor on it)
    step(app, "ALT+W")
    assert f.screen.status == f.ctx.t("win.yes")


def test_undo_and_refusals(data: Path) -> None:
    app = start("psion3a", data=data, skip_info=True)
    step(app)
    f = flow(app)
    hand = f.session.hand
    illegal = [f"R{i}" for i in range(1, 8) if f"R{i}" not in hand.legal_moves()]
    assert illegal
    f.screen.stop = illegal[0]
    step(app, "SPACE")
    assert hand.moves == () and "does not go on" in f.screen.status
    step(app, "ALT+U")
    assert f.screen.status == "Nothing to undo"


def test_damaged_ini_is_kept_aside_and_defaults_used(data: Path) -> None:
    data.mkdir(parents=True, exist_ok=True)
    (data / "HOMERUN.INI").write_bytes(b"\xff\xfe[Setup]\nplayers = 7\x00\n")
    app = start("psion3a", data=data, ini_text=None)
    f = flow(app)
    assert (data / "HOMERUN.INI.BAD").exists()
    assert not (data / "HOMERUN.INI").exists()
    assert f.ctx.ini.setup.players == 1
    assert len(f.ctx.notices) == 1 and "HOMERUN.INI damaged" in f.ctx.notices[0]
    assert "HOMERUN.INI.BAD" in f.ctx.notices[0]
    assert isinstance(app.top, InfoScreen)
    step(app, "ENTER")
    step(app, "ALT+X")
    assert app.exit_code == 0
    assert inifile.parse((data / "HOMERUN.INI").read_text()).setup.players == 1


@pytest.mark.parametrize("text", [
    "[Setup]\nplayers = 3\n", "players = 1\n", "[Options]\nsound = loud\n",
    "[HighScores]\n1 = lots, Ann, 0, \n", "[Player Ann]\ngames = 2\nhands = 1\n",
    "[Setup\n", "[HighScores]\n1 = 5, Ann, 0, 2026-13-45x\n",
])
def test_bad_values_count_as_damage(text: str, tmp_path: Path) -> None:
    path = tmp_path / "HOMERUN.INI"
    path.write_text(text)
    ini, damage = inifile.load(path)
    assert damage is not None and damage.kept == "HOMERUN.INI.BAD"
    assert ini == inifile.HomeRunIni()
    path.write_text(text)
    _, again = inifile.load(path)  # a second damaged file never overwrites the first
    assert again is not None and again.kept != "HOMERUN.INI.BAD"


def test_ini_round_trip(tmp_path: Path) -> None:
    ini = inifile.HomeRunIni()
    ini.setup.players, ini.setup.names, ini.setup.games = 2, ["Ann", "Bob"], 3
    ini.options.animation, ini.options.language = False, "de"
    from retrohearts.homerun import Game
    from retrohearts.homerun.records import HighScoreEntry

    game = Game(seed=5)
    while not game.over:
        if game.phase == "playing":
            game.play(game.hand.legal_moves()[0])
        elif game.phase == "gamble":
            game.collect()
        else:
            game.next_hand()
    ini.stats.record(game, "Ann")
    ini.scores.insert(HighScoreEntry("Ann", max(1, game.total), 0, "2026-12-01"))
    path = tmp_path / "HOMERUN.INI"
    assert inifile.save(ini, path) == ""
    back, damage = inifile.load(path)
    assert damage is None and back == ini


def test_languages_are_complete_and_drawable() -> None:
    from retrohearts.pc.font import load_font

    english = lang.english()
    for code in lang.available():
        table = lang.parse((lang.PACKAGE_DIR / f"{code}.txt").read_text(encoding="utf-8"))
        assert set(table) == set(english), code
        every = "".join(table.values())
        for font in ("psion-sans11", "psion-sans11b", "cga8x8", "ega8x14", "vga8x16"):
            assert load_font(font).missing(every) == set(), (code, font)
    assert {"en", "de"} <= set(lang.available())


def test_language_choice_flag_ini_locale(tmp_path: Path) -> None:
    assert lang.load("de").code == "de"
    assert lang.load(None, setting="de").code == "de"
    assert lang.load(None, environ={"LANG": "de_DE.UTF-8"}).code == "de"
    assert lang.load(None, environ={"LANG": "C"}).code == "en"
    missing = lang.load("xx")
    assert missing.code == "en" and "xx" in missing.problem
    (tmp_path / "lang").mkdir()
    (tmp_path / "lang" / "fr.txt").write_text("menu.new = Nouvelle partie\n")
    fr = lang.load("fr", user_dir=tmp_path)
    assert fr.get("menu.new") == "Nouvelle partie" and fr.get("menu.exit") == "Exit"
    (tmp_path / "lang" / "es.txt").write_text("this is no language file\n")
    bad = lang.load("es", user_dir=tmp_path)
    assert bad.code == "en" and bad.problem


def test_german_screens(data: Path, tmp_path: Path) -> None:
    app = start("psion3a", data=data, lang="de", skip_info=True)
    step(app)
    step(app, "F10")
    step(app)
    bar = app.top
    assert isinstance(bar, MenuBar) and bar.cards[0].title == "Spiel"
    assert bar.hotkey_prefix == "Psion-"
    # a name not chosen yet is shown in German, and kept as the one default name
    assert flow(app).session.names == ("Player 1",)
    assert any(s == "Spieler 1" for _, _, s in drawn_text(app))


def test_a_language_is_a_way_of_showing_not_a_new_player(data: Path) -> None:
    """``--lang de`` once made the default names "Spieler 1/2" for good, and the high
    scores then split "Player 1" and "Spieler 1": the names kept stay "Player 1" whatever
    the language, and a file saved so by the older version is joined up on reading."""
    data.mkdir(parents=True, exist_ok=True)
    (data / "HOMERUN.INI").write_text(
        "[Setup]\nplayers = 1\nname1 = Spieler 1\nname2 = Spieler 2\n[Options]\n"
        "animation = off\n[HighScores]\n1 = 900, Spieler 1, 2, 2026-11-01\n"
        "2 = 800, Player 1, 1, 2026-10-01\n[Player Spieler 1]\ngames = 2\nhands = 4\n"
        "clears = 2\nbest_hand = 400\nbest_game = 900\ntotal_score = 1500\n"
        "[Player Player 1]\ngames = 1\nhands = 2\nclears = 1\nbest_hand = 500\n"
        "best_game = 800\ntotal_score = 800\n", encoding="utf-8")
    app = start("psion3a", data=data, lang="de", skip_info=True, deal=CLEARING_DEAL)
    f = flow(app)
    ini = f.ctx.ini
    assert ini.setup.names == ["Player 1", "Player 2"]
    assert [e.name for e in ini.scores.entries] == ["Player 1", "Player 1"]
    joined = ini.stats.get("Player 1")
    assert (joined.games, joined.hands, joined.best_hand, joined.total_score) == (
        3, 6, 500, 2300) and set(ini.stats.players) == {"Player 1"}
    play_game(app, "keys")            # a German game: it counts for "Player 1"
    saved = inifile.parse((data / "HOMERUN.INI").read_text(encoding="utf-8"))
    assert saved.setup.names == ["Player 1", "Player 2"]
    assert set(saved.stats.players) == {"Player 1"} and saved.stats.get("Player 1").games == 4
    assert {e.name for e in saved.scores.entries} == {"Player 1"}
    # Setup shows the German words and keeps the default name when they are left alone
    step(app, "ALT+S")
    setup = app.top
    assert isinstance(setup, BoxDialog)
    assert setup.lines[1].shown_value() == "Spieler 1"
    step(app, "ENTER")
    assert f.ctx.ini.setup.names[0] == "Player 1"


def test_sound_files_are_8khz_8bit_and_tones_stand_in(tmp_path: Path) -> None:
    import wave

    for name in NAMES:
        with wave.open(str(SOUND_DIR / f"{name}.wav"), "rb") as w:
            assert (w.getframerate(), w.getsampwidth(), w.getnchannels()) == (8000, 1, 1)
            assert 0 < w.getnframes() / 8000 < 1.5
        assert sample_clip(name) is not None
    fx = Effects(None, folder=tmp_path)  # no sound files here: tones instead
    assert fx.clip("card").mml is not None
    fx.enabled = False
    assert fx.play("card") is False and fx.played == []


def test_play_makes_sounds_and_sound_off_silences(data: Path) -> None:
    app = start("psion3a", data=data, skip_info=True)
    step(app)
    f = flow(app)
    move = f.session.hand.legal_moves()[0]
    f.screen.play(app, move)
    assert f.ctx.effects.played[-1] in ("card", "pack", "joker", "run")
    f.ctx.effects.played.clear()
    step(app, "ALT+O")
    step(app, "DOWN")
    step(app, "LEFT")  # sound effects off
    step(app, "ENTER")
    move = f.session.hand.legal_moves()[0]
    f.screen.play(app, move)
    assert f.ctx.effects.played == []


def test_deal_animates_then_play_starts(data: Path) -> None:
    app = start("psion3a", data=data, animation=True, skip_info=True)
    step(app)
    game = app.top
    assert isinstance(game, GameScreen) and game.busy
    assert game.view(app).selected is None
    for _ in range(100):
        step(app)
    assert not game.busy
    # a key during a flight finishes it at once
    move = game.session.hand.legal_moves()[0]
    game.play(app, move)
    assert game.flight is not None
    step(app, "RIGHT")
    assert game.flight is None


def test_start_screen_on_a_running_app_in_any_mode(data: Path) -> None:
    from retrohearts.pc.app import open_app
    from retrohearts.pc.options import PCOptions
    from retrohearts.screens.homerun.program import start_screen

    app = open_app(PCOptions(mode="ega"), headless=True)
    screen = start_screen(app)
    assert isinstance(screen, InfoScreen)
    app.push(screen)
    step(app, "ENTER")
    assert isinstance(app.top, GameScreen) and app.mode.key == "ega"


def test_session_keeps_deals_reproducible() -> None:
    from retrohearts.screens.homerun.session import Session

    a = Session(["Ann"], seed=9, first_deal=42)
    b = Session(["Ann"], seed=9, first_deal=42)
    assert a.hand.deal == b.hand.deal == Deal.from_number(42)
    assert isinstance(a.hand, Hand)


def test_par_after_a_hand(data: Path) -> None:
    app = start("psion3a", data=data, deal=CLEARING_DEAL)
    titles: list[str] = []
    play_game(app, "keys", titles=titles)
    f = flow(app)
    for _ in range(3000):                 # the last hand's par may still be coming
        if f.after is None or f.after.done:
            break
        step(app)
    assert f.par_line.startswith(("Par ", "You ")) and f.par_line != f.ctx.t("par.working")


def test_solvable_deals_only() -> None:
    from retrohearts.homerun.advice import winnable
    from retrohearts.screens.homerun.session import Session

    s = Session(["Ann"], seed=4, solvable=True)
    assert winnable(s.hand.deal, 4, s.hand.rules, time_limit_s=1.0) is not False


def test_exit_returns_to_the_program_that_started_homerun(data: Path) -> None:
    from retrohearts.pc.app import open_app
    from retrohearts.pc.options import PCOptions
    from retrohearts.pc.screen import Screen
    from retrohearts.screens.homerun.program import start_screen

    app = open_app(PCOptions(mode="vga"), headless=True)
    below = Screen()
    app.push(below)
    app.push(start_screen(app))
    step(app, "ENTER")
    step(app, "ALT+X")
    assert app.top is below and app.exit_code is None
    assert "homerun" not in app.services


@pytest.mark.parametrize(("text", "english", "german"), [
    ("[Setup]\nplayers = 3\n", "line 2: 3 is not 1 to 2",
     "Zeile 2: 3 liegt nicht zwischen 1 und 2"),
    ("[Options]\nsound = loud\n", "line 2: 'loud' is not on or off",
     "Zeile 2: 'loud' ist weder ein noch aus"),
    ("[Setup\n", "line 1: '[Setup' is not a [section]", "Zeile 1: '[Setup' ist kein [Abschnitt]"),
    ("[Player Ann]\ngames = 2\nhands = 1\n", "", "Bestenliste oder Statistik passen nicht"),
    ("x" * 5000 + "\n", "line 1: 'xxxxxxxxxxxxxxxxxxxxx...' is not key = value",
     "Zeile 1: 'xxxxxxxxxxxxxxxxxxxxx...' ist nicht"),
])
def test_a_damaged_ini_says_why_in_the_players_language(text: str, english: str, german: str,
                                                         tmp_path: Path) -> None:
    path = tmp_path / "HOMERUN.INI"
    path.write_text(text)
    _, damage = inifile.load(path)
    assert damage is not None and damage.why.startswith(english)
    assert damage.reason(lang.load("de")).startswith(german)
    assert damage.reason(lang.load("en")) == damage.why
    assert len(damage.reason(lang.load("de"))) <= inifile.WHY_MAX


_INI_BITS = st.sampled_from(["[Setup]", "[Options]", "[HighScores]", "[Player Ann]", "[x",
                             "players = 2", "games = 0", "name1 = Ann", "sound = on",
                             "language = de", "1 = 50, Ann, 0, 2026-01-01", "games = 1",
                             "hands = 1", "clears = 2", "= =", "junk", ""])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(_INI_BITS, st.text(max_size=12)), max_size=14))
def test_any_ini_text_loads_or_is_damaged(lines: list[str]) -> None:
    try:
        ini = inifile.parse("\n".join(lines))
    except inifile.IniDamaged as err:
        assert str(err)
        return
    again = inifile.parse(inifile.render(ini))
    assert again == ini


@pytest.mark.parametrize(("mode", "prefix"), [("psion3a", "Psion-"), ("vga", "Alt+")])
def test_ctrl_works_as_psion_and_menus_name_the_key(mode: str, prefix: str, data: Path) -> None:
    app = start(mode, data=data, skip_info=True)
    step(app)
    step(app, "CTRL+H")
    assert isinstance(app.top, BoxDialog) and app.top.title == "Highscores"
    step(app, "ESC")
    step(app, "F10")
    bar = app.top
    assert isinstance(bar, MenuBar) and bar.hotkey_prefix == prefix


def test_effects_reach_the_pcs_sound_layer(tmp_path: Path) -> None:
    from retrohearts.pc.sound import Sound
    from retrohearts.pc.sound.backend import Recorder
    from retrohearts.pc.sound.player import DAC_CHANNEL, SPEAKER_CHANNEL

    rec = Recorder()
    fx = Effects(Sound(backend=rec))
    assert fx.play("clear")
    event = rec.events[-1]
    assert event.channel == DAC_CHANNEL and event.clip is not None
    assert event.clip.samples is not None and 0.3 < event.clip.seconds < 1.5
    assert abs(rec.mix(1.0)).max() > 0.01
    tones = Effects(Sound(backend=rec), folder=tmp_path)  # no .wav files: a tone instead
    assert tones.play("stuck")
    assert rec.events[-1].channel == SPEAKER_CHANNEL and rec.events[-1].clip.mml
