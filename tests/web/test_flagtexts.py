"""What a page says about its flags (retrohearts/web/flagtexts.py, web/startup.py's
page_answer): only what the page's address can do, in its spelling, readable on one screen,
ending with how to go on; and every flag it lists is one the game takes from an address."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts import homerun_main
from retrohearts.pc import config
from retrohearts.web import flagtexts
from retrohearts.web.flagtexts import GAMES, NOT_ON_A_PAGE, VALUE_FLAGS, page_message
from retrohearts.web.startup import _load, page_answer
from retrohearts.web.textscreen import COLUMNS, ROWS, wrap
from retrohearts.web.urlflags import words_from_query

DESKTOP_ONLY = ("--headless", "--frames", "--screenshot", "--keys", "--keys-file",
                "--realtime", "--render", "--log", "Example:", "HEARTS.CLI file")
SAMPLES = {"--mode": "vga", "--cga-palette": "1-high", "--phosphor": "green",
           "--aspect": "square", "--board": "adlib", "--music": "none", "--sounds": "none",
           "--deal": "42", "--seed": "7", "--work": "40000", "--screen": "title"}
OWN_SAMPLES = {"join": "127.0.0.1:7101", "lang": "de"}


@pytest.fixture(autouse=True)
def no_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No HEARTS.CLI or HOMERUN.INI of the checkout's or the user's in the way."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))


def shown(lines: list[str], error: bool) -> list[str]:
    """The rows of the text screen, as startup.py hands it the lines."""
    return wrap([*lines, "", flagtexts.continue_line(error)])


def test_every_desktop_option_is_a_pages_flag_or_said_to_be_of_no_use_there() -> None:
    for name in config.LONG_OPTIONS:
        assert (name in VALUE_FLAGS) != (name in NOT_ON_A_PAGE), name
    for game in GAMES:
        for word in config.LEGACY_OPTIONS:
            honoured = game == "hearts" or word in homerun_main.WORDS
            if honoured:
                assert (word in flagtexts.word_flags(game)) != (
                    word in flagtexts.DESKTOP_WORDS[game]), (game, word)


@pytest.mark.parametrize("game", GAMES)
def test_every_listed_flag_works_from_an_address(game: str) -> None:
    for word in [*flagtexts.word_flags(game), *(w for w, _ in flagtexts.OWN_WORDS[game])]:
        _load(game, words_from_query(f"?{word.lower()}"))
    for name in flagtexts.value_flags(game):
        _load(game, words_from_query(f"?{name[2:]}={SAMPLES[name]}"))
    for spec, _ in flagtexts.OWN_FLAGS[game]:
        key = spec.partition("=")[0]
        _load(game, words_from_query(f"?{key}={OWN_SAMPLES[key]}"))


@pytest.mark.parametrize("game", GAMES)
def test_help_lists_the_pages_flags_on_one_screen(game: str) -> None:
    answer = page_answer(game, words_from_query("?help"))
    assert answer is not None
    lines, error = answer
    assert not error and lines == flagtexts.help_lines(game)
    text = "\n".join(lines)
    assert not [bad for bad in DESKTOP_ONLY if bad in text], text
    assert "--" not in text and "deal=N" in text and "index.html?cga&mono" in text
    if game == "hearts":
        assert "join=HOST:PORT" in text and "SETUP" not in text
    else:
        assert "lang=CODE" in text and "PSION" in text and "DEMO" not in text
    rows = shown(lines, error)
    assert len(rows) <= ROWS and max(len(r) for r in rows) <= COLUMNS
    assert rows[-1].startswith("Press ENTER or click to play")


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_flag_lists_the_pages_flags(game: str) -> None:
    answer = page_answer(game, words_from_query("?cga&bogus"))
    assert answer is not None
    lines, error = answer
    assert error and lines[0] == "???Illegal option: 'bogus'"
    text = "\n".join(lines)
    assert "Recognized flags: MONO COLOR" in text and "deal=" in text
    assert "index.html?help" in text and not [b for b in DESKTOP_ONLY if b in text], text
    rows = shown(lines, error)
    assert len(rows) <= ROWS and max(len(r) for r in rows) <= COLUMNS
    assert "without the flags" in rows[-1] and "reload" in rows[-1]


def test_a_bad_value_says_so_and_where_the_flags_are() -> None:
    answer = page_answer("hearts", words_from_query("?deal=abc"))
    assert answer == (["?Bad value: deal=abc (a deal number, 1 to 999,999,999)",
                       "index.html?help lists the flags."], True)
    lines, error = page_answer("homerun", words_from_query("?mode=13")) or ([], False)
    assert error and lines[0].startswith("?Bad value: mode=13 (")


@pytest.mark.parametrize(("query", "game", "said"), [
    ("?lang=xx", "hearts", "???Illegal option: 'lang'"),
    ("?join=", "hearts", "???Illegal option: 'join'"),
    ("?lang=", "homerun", "?Option lang needs a value (a language code: en, de)"),
    ("?seed=-1&deal=2", "hearts", "?Bad value: seed=-1 (a whole number, 0 or more)"),
])
def test_a_page_names_its_flags_as_its_address_spells_them(query: str, game: str,
                                                           said: str) -> None:
    """The desktop's messages say ``--deal: 'abc'``; a page says what its address holds."""
    lines, error = page_answer(game, words_from_query(query)) or ([], False)
    assert error and lines[0] == said and "--" not in lines[0]


def test_a_screen_the_game_does_not_know_is_named_as_the_address_spells_it(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Hearts' own main refuses ``--screen bogus`` (only the game knows its screens): in a
    page the message reads ``screen=bogus`` too, and is shown as an error."""
    from retrohearts.web import startup, textscreen

    shown: list[tuple[list[str], dict[str, object]]] = []
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("RETROHEARTS_BROWSER_STORAGE", str(tmp_path / "storage"))
    monkeypatch.setenv("RETROHEARTS_PAGE_QUERY", "?vga&screen=bogus")
    monkeypatch.setattr(textscreen, "show_text",
                        lambda lines, **how: shown.append((lines, how)))
    # (a page's process opens no screen before the game's main; this one may have)
    monkeypatch.setattr(startup, "_screen_opened", lambda: False)
    startup.start("hearts")
    (lines, _), = shown
    assert lines[0].startswith("?Bad value: screen=bogus (title, options, ")
    assert lines[-1] == flagtexts.continue_line(True)
    assert not any("--" in line for line in lines)


def test_the_page_spelling_of_the_desktop_messages() -> None:
    assert page_message("?JOIN needs a server: join HOST[:PORT]") == (
        "?JOIN needs a server: join=HOST:PORT")
    assert page_message("?Bad value for --look: 'x' (crisp) in HEARTS.CLI file.") == (
        "?Bad value: look=x (crisp) in HEARTS.CLI file.")
    assert page_message("?Option --headless needs --frames N") == (
        "?Option headless needs frames N")


def test_what_the_game_runs_is_left_to_it() -> None:
    for query in ("", "?cga&mono", "?sysinfo", "?deal=42", "?setup"):
        assert page_answer("hearts", words_from_query(query)) is None, query
    for query in ("", "?psion", "?sysinfo", "?setup", "?lang=de"):
        assert page_answer("homerun", words_from_query(query)) is None, query


def test_continue_lines_fit_a_row() -> None:
    for error in (True, False):
        assert len(flagtexts.continue_line(error)) <= COLUMNS
