"""The legacy command line and HEARTS.CLI: every option, precedence, errors (pc/config.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.pc.config import (
    LEGACY_OPTIONS,
    LONG_OPTIONS,
    Config,
    OptionError,
    help_text,
    options_list,
    parse,
    read_cli_line,
    split_words,
)
from retrohearts.pc.options import HeadlessRun, PCOptions

# What each legacy word alone gives: (PCOptions changes, demo, action).
ALONE: dict[str, tuple[dict[str, object], bool, str]] = {
    "MONO": ({"monitor": "mono"}, False, "run"),
    "COLOR": ({"monitor": "color"}, False, "run"),
    "HERCULES": ({"adapter": "hercules"}, False, "run"),
    "HGC": ({"adapter": "hercules"}, False, "run"),
    "CGA": ({"adapter": "cga"}, False, "run"),
    "EGA": ({"adapter": "ega"}, False, "run"),
    "EGA64K": ({"adapter": "ega", "ega64k": True}, False, "run"),
    "VGA": ({"adapter": "vga"}, False, "run"),
    "SVGA": ({"adapter": "svga"}, False, "run"),
    "NOVESA": ({"novesa": True}, False, "run"),
    "SILENT": ({"silent": True}, False, "run"),
    "QUIET": ({"silent": True}, False, "run"),
    "DEMO": ({}, True, "run"),
    "SYSINFO": ({}, False, "sysinfo"),
    "HELP": ({}, False, "help"),
    "SETUP": ({}, False, "setup"),
}


def test_the_table_covers_every_legacy_word() -> None:
    assert set(ALONE) == set(LEGACY_OPTIONS)


@pytest.mark.parametrize("word", sorted(ALONE))
def test_each_legacy_word_alone(word: str) -> None:
    changes, demo, action = ALONE[word]
    cfg = parse([word])
    assert cfg.pc == PCOptions(**changes)  # type: ignore[arg-type]
    assert cfg.demo is demo
    assert cfg.action == action
    assert cfg.headless is None


@pytest.mark.parametrize("word", sorted(ALONE))
@pytest.mark.parametrize("form", ["{}", "{lower}", "{title}", "/{}", "/{lower}", "-{}",
                                  "-{lower}", "--{lower}"])
def test_any_case_and_slash_or_dash(word: str, form: str) -> None:
    typed = form.format(word, lower=word.lower(), title=word.title())
    assert parse([typed]) == parse([word])


def test_help_aliases() -> None:
    for typed in ("?", "/?", "-h", "/H", "--help"):
        assert parse([typed]).action == "help"


def test_words_combine() -> None:
    cfg = parse(["cga", "/MONO", "-silent", "novesa", "Demo"])
    assert cfg.pc == PCOptions(adapter="cga", monitor="mono", novesa=True, silent=True)
    assert cfg.demo
    assert cfg.action == "run"
    assert cfg.reasons["adapter"] == "CGA on the command line"
    assert cfg.reasons["monitor"] == "MONO on the command line"


@pytest.mark.parametrize(("words", "adapter", "ega64k"), [
    (["cga", "vga"], "vga", False),
    (["vga", "cga"], "cga", False),
    (["hercules", "svga"], "svga", False),
    (["svga", "hgc"], "hercules", False),
    (["ega64k", "vga"], "vga", False),
    (["vga", "ega64k"], "ega", True),
    (["ega64k", "ega"], "ega", False),
    (["ega", "ega64k"], "ega", True),
])
def test_last_adapter_wins(words: list[str], adapter: str, ega64k: bool) -> None:
    cfg = parse(words)
    assert (cfg.pc.adapter, cfg.pc.ega64k) == (adapter, ega64k)


def test_last_monitor_wins() -> None:
    assert parse(["mono", "color"]).pc.monitor == "color"
    assert parse(["color", "mono"]).pc.monitor == "mono"


_ADAPTER_OF = {"HERCULES": "hercules", "HGC": "hercules", "CGA": "cga", "EGA": "ega",
               "EGA64K": "ega", "VGA": "vga", "SVGA": "svga"}
_RUN_WORDS = [w for w in LEGACY_OPTIONS if w not in ("HELP", "SYSINFO")]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_RUN_WORDS), max_size=8),
       st.lists(st.sampled_from(_RUN_WORDS), max_size=8))
def test_model_of_precedence(file_words: list[str], typed: list[str]) -> None:
    """HEARTS.CLI first, then the command line; for each setting the last word counts."""
    cfg = parse(typed, " ".join(file_words))
    words = file_words + typed
    adapters = [w for w in words if w in _ADAPTER_OF]
    monitors = [w for w in words if w in ("MONO", "COLOR")]
    assert cfg.pc.adapter == (_ADAPTER_OF[adapters[-1]] if adapters else None)
    assert cfg.pc.ega64k == (bool(adapters) and adapters[-1] == "EGA64K")
    assert cfg.pc.monitor == ({"MONO": "mono", "COLOR": "color"}[monitors[-1]]
                              if monitors else None)
    assert cfg.pc.novesa == ("NOVESA" in words)
    assert cfg.pc.silent == ("SILENT" in words or "QUIET" in words)
    assert cfg.demo == ("DEMO" in words)
    if adapters:
        origin = "the command line" if any(w in _ADAPTER_OF for w in typed) else "HEARTS.CLI"
        assert cfg.reasons["adapter"].endswith(origin)


def test_command_line_wins_over_the_file() -> None:
    cfg = parse(["vga", "color"], "ega mono silent")
    assert cfg.pc == PCOptions(adapter="vga", monitor="color", silent=True)
    assert cfg.reasons["adapter"] == "VGA on the command line"
    assert cfg.reasons["silent"] == "SILENT in HEARTS.CLI"


def test_unknown_word_on_the_command_line() -> None:
    with pytest.raises(OptionError) as caught:
        parse(["cga", "Turbo"])
    assert caught.value.message == "???Illegal option: 'Turbo'"
    assert caught.value.list_options


def test_unknown_word_in_the_file() -> None:
    with pytest.raises(OptionError) as caught:
        parse(["cga"], "vga /fast")
    assert caught.value.message == "???Illegal option: '/fast' in HEARTS.CLI file."
    assert caught.value.list_options


@pytest.mark.parametrize("typed", ["--turbo", "-", "--", "/", "cga,mono", "--cga=1", "x.png"])
def test_other_unknowns(typed: str) -> None:
    with pytest.raises(OptionError) as caught:
        parse([typed])
    assert caught.value.message.startswith("???Illegal option: '")


def test_headless_run_options() -> None:
    cfg = parse(["--headless", "--frames", "30", "--screenshot", "out.png", "--keys",
                 "key ENTER", "--screenshot-at", "10:a.png", "--screenshot-at=20:b.png",
                 "--realtime", "cga"])
    assert cfg.headless == HeadlessRun(
        frames=30, screenshot=Path("out.png"), keys="key ENTER",
        screenshots_at={10: Path("a.png"), 20: Path("b.png")}, realtime=True,
    )
    assert cfg.pc.adapter == "cga"


def test_frames_alone_means_headless_and_equals_form() -> None:
    cfg = parse(["--FRAMES=5"])
    assert cfg.headless == HeadlessRun(frames=5)


def test_screenshot_at_same_frame_last_wins_and_windows_paths() -> None:
    cfg = parse(["--frames", "9", "--screenshot-at", "3:a.png", "--screenshot-at",
                 r"3:C:\shots\b.png"])
    assert cfg.headless is not None
    assert cfg.headless.screenshots_at == {3: Path(r"C:\shots\b.png")}


def test_keys_and_keys_file_last_wins(tmp_path: Path) -> None:
    script = tmp_path / "keys.txt"
    script.write_text("key DOWN*2\nkey ENTER\n")
    from_file = parse(["--frames", "2", "--keys", "key UP", "--keys-file", str(script)])
    from_text = parse(["--frames", "2", "--keys-file", str(script), "--keys", "key UP"])
    assert from_file.headless is not None and from_text.headless is not None
    assert from_file.headless.keys == "key DOWN*2\nkey ENTER\n"
    assert from_text.headless.keys == "key UP"


def test_a_bad_key_script_is_one_line(tmp_path: Path) -> None:
    pytest.importorskip("retrohearts.pc.script")
    with pytest.raises(OptionError) as caught:
        parse(["--frames", "2", "--keys", "key NOPE"])
    assert caught.value.message.startswith("?") and caught.value.message.endswith("(--keys)")
    script = tmp_path / "k.txt"
    script.write_text("wibble\n")
    with pytest.raises(OptionError, match="--keys-file"):
        parse(["--frames", "2", "--keys-file", str(script)])


def test_look_aspect_and_game_values() -> None:
    cfg = parse(["--look", "SMOOTH", "--square", "--log", "game.log", "--deal", "1234",
                 "--seed", "7"])
    assert cfg.pc.look == "smooth" and cfg.pc.aspect == "square"
    assert (cfg.log, cfg.deal, cfg.seed) == (Path("game.log"), 1234, 7)
    assert parse(["--square", "--aspect", "4:3"]).pc.aspect == "4:3"
    assert parse(["--aspect=Square"]).pc.aspect == "square"
    for look in ("crisp", "smooth", "retro"):
        assert parse(["--look", look]).pc.look == look
    assert parse(["--look", "retro", "--look", "crisp"]).pc.look == "crisp"


@pytest.mark.parametrize(("argv", "start"), [
    (["--frames", "abc"], "?Bad value for --frames: 'abc'"),
    (["--frames", "0"], "?Bad value for --frames: '0'"),
    (["--frames", "-3"], "?Bad value for --frames: '-3'"),
    (["--deal", "-1"], "?Bad value for --deal: '-1'"),
    (["--deal", "0"], "?Bad value for --deal: '0'"),
    (["--deal", "1000000000"], "?Bad value for --deal: '1000000000'"),
    (["--seed", "x"], "?Bad value for --seed: 'x'"),
    (["--look", "blurry"], "?Bad value for --look: 'blurry'"),
    (["--aspect", "5:4"], "?Bad value for --aspect: '5:4'"),
    (["--frames", "5", "--screenshot-at", "a.png"], "?Bad value for --screenshot-at"),
    (["--frames", "5", "--screenshot-at", "x:a.png"], "?Bad value for --screenshot-at"),
    (["--frames", "5", "--screenshot-at", "9:a.png"], "?--screenshot-at frame 9 comes after"),
    (["--frames"], "?Option --frames needs a value"),
    (["--version=2"], "?Option --version takes no value"),
    (["--screenshot", "a.png"], "?Option '--screenshot' only works with --headless"),
    (["--realtime"], "?Option '--realtime' only works with --headless"),
    (["--headless"], "?Option --headless needs --frames N"),
    (["--frames", "5", "--keys-file", "/no/such/keys.txt"], "?Cannot read key script"),
    (["--render", "title"], "?Option --render needs an output file"),
    (["--device", "adlib"], "?Option '--device' only works with --render"),
    (["out.wav"], "?Option 'out.wav' only works with --render"),
    (["--render", "t", "--seconds", "0", "o.wav"], "?Bad value for --seconds: '0'"),
])
def test_bad_values_are_one_clear_line(argv: list[str], start: str) -> None:
    with pytest.raises(OptionError) as caught:
        parse(argv)
    assert caught.value.message.startswith(start)
    assert "\n" not in caught.value.message
    assert not caught.value.list_options


def test_deal_numbers_match_the_engine() -> None:
    from retrohearts.hearts.deal import DEAL_MAX, DEAL_MIN
    from retrohearts.pc.config import DEAL_RANGE

    assert DEAL_RANGE == (DEAL_MIN, DEAL_MAX)
    assert parse(["--deal", str(DEAL_MAX)]).deal == DEAL_MAX


def test_a_value_is_never_taken_from_the_other_source() -> None:
    # "30" on the command line is not the value of HEARTS.CLI's --frames: one of the two
    # mistakes is reported (the command line's first, as it cannot be overridden)
    with pytest.raises(OptionError, match="needs a value|Illegal option: '30'"):
        parse(["30"], "--frames")


def test_render_request() -> None:
    cfg = parse(["--render", "title", "--device", "SoundBlaster", "--seconds", "2.5", "t.WAV"])
    assert cfg.action == "render"
    assert cfg.render is not None
    assert (cfg.render.name, cfg.render.device, cfg.render.seconds, cfg.render.out) == (
        "title", "soundblaster", 2.5, Path("t.WAV"))
    defaults = parse(["--render", "title", "--out", "x.wav"])
    assert defaults.render is not None and defaults.render.seconds > 0
    assert defaults.render.device


@pytest.mark.parametrize(("argv", "action"), [
    (["sysinfo", "help"], "help"),
    (["help", "sysinfo"], "help"),
    (["--version", "sysinfo"], "version"),
    (["sysinfo", "--render", "t", "o.wav"], "sysinfo"),
    (["--version", "--help"], "help"),
    ([], "run"),
])
def test_which_action(argv: list[str], action: str) -> None:
    assert parse(argv).action == action


def test_help_lists_every_option() -> None:
    text = help_text()
    for word in LEGACY_OPTIONS:
        assert f"  {word} " in text
    for name in LONG_OPTIONS:
        assert name in text
    assert max(len(line) for line in text.splitlines()) <= 100


def test_the_recognised_list_names_every_option() -> None:
    listed = options_list().split()
    for option in [*LEGACY_OPTIONS, *LONG_OPTIONS]:
        assert option in listed


def test_split_words_keeps_quoted_spaces() -> None:
    assert split_words('  cga  --log "my game.log"\tmono ') == [
        "cga", "--log", "my game.log", "mono"]
    assert split_words("") == []


def test_only_the_first_line_of_the_file_counts(tmp_path: Path) -> None:
    path = tmp_path / "HEARTS.CLI"
    path.write_bytes(b"\xef\xbb\xbfega mono\r\nsvga color\r\n")
    assert read_cli_line(path) == "ega mono"
    path.write_bytes(b"")
    assert read_cli_line(path) == ""
    path.write_bytes(b"cga \xe9\x1a")
    assert read_cli_line(path) == "cga \u0398"  # code page 437; ^Z ends a DOS file
    path.write_bytes(b"\n\nvga")
    assert read_cli_line(path) == ""


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(min_size=1, max_size=12), max_size=6), st.text(max_size=30))
def test_anything_gives_a_config_or_one_option_error(argv: list[str], line: str) -> None:
    try:
        cfg = parse(argv, line)
    except OptionError as error:
        assert error.message.startswith("?")
    else:
        assert isinstance(cfg, Config)


def test_phosphor_cga_palette_and_exact_mode() -> None:
    cfg = parse(["--phosphor", "Amber", "--cga-palette", "0-LOW", "--mode", "SVGA640"])
    assert (cfg.pc.phosphor, cfg.pc.cga_palette, cfg.pc.mode) == ("amber", "0-low", "svga640")
    assert cfg.pc.adapter == "svga"
    assert parse(["--mode", "ega64k"]).pc == PCOptions(adapter="ega", ega64k=True, mode="ega64k")
    later_word = parse(["--mode", "svga800", "cga"]).pc
    assert (later_word.adapter, later_word.mode) == ("cga", None)
    later_mode = parse(["cga", "--mode", "vga"]).pc
    assert (later_mode.adapter, later_mode.mode) == ("vga", "vga")


@pytest.mark.parametrize(("argv", "start"), [
    (["--phosphor", "blue"], "?Bad value for --phosphor: 'blue'"),
    (["--cga-palette", "2-high"], "?Bad value for --cga-palette: '2-high'"),
    (["--mode", "xga"], "?Bad value for --mode: 'xga'"),
    (["--frames", "5", "--screenshot-at", "0:a.png"], "?Bad value for --screenshot-at: '0'"),
])
def test_bad_video_values(argv: list[str], start: str) -> None:
    with pytest.raises(OptionError) as caught:
        parse(argv)
    assert caught.value.message.startswith(start)


def test_keys_may_name_a_script_file(tmp_path: Path) -> None:
    pytest.importorskip("retrohearts.pc.script")
    script = tmp_path / "k.txt"
    script.write_text("key ENTER\n")
    cfg = parse(["--frames", "2", "--keys", f"@{script}"])
    assert cfg.headless is not None and cfg.headless.keys == f"@{script}"


@pytest.mark.parametrize("after", ["--help", "help", "/?", "?", "--version"])
def test_join_then_help_prints_help(after: str) -> None:
    """``hearts join --help`` opened a window (the JOIN word took "--help" for its server):
    an option after JOIN is an option, and asking for help needs no server."""
    cfg = parse(["join", after])
    assert cfg.action in ("help", "version") and cfg.join is None


@pytest.mark.parametrize("argv", [["join"], ["join", "--headless", "--frames", "2"],
                                  ["join", "vga"]])
def test_join_without_a_server_is_one_line(argv: list[str]) -> None:
    with pytest.raises(OptionError, match=r"^\?JOIN needs a server"):
        parse(argv)


def test_join_takes_its_server() -> None:
    assert parse(["join", "example.org:7777", "vga"]).join == "example.org:7777"


def test_hearts_join_help_prints_and_opens_no_window(capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from retrohearts import hearts_main

    def no_window(*_args: object) -> int:
        raise AssertionError("a window was opened")

    monkeypatch.setattr("retrohearts.screens.hearts.table.join.run_join", no_window)
    assert hearts_main.main(["join", "--help"]) == 0
    assert capsys.readouterr().out.startswith("Usage: hearts")
