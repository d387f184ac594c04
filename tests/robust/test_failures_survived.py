"""The defects of issue 10 one by one: saves that fail, files that cannot be read, stale
temporaries, no display, sound-library noise, runaway key scripts, HEARTS.CLI mistakes,
SYSINFO's Hercules reason, and the run loop knowing no widgets."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from retrohearts import atomicfile
from retrohearts.hearts.rules import HouseRules
from retrohearts.hearts_main import main
from retrohearts.pc import config
from retrohearts.pc.app import App, open_app
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import PCOptions
from retrohearts.pc.script import MAX_SCRIPT_BYTES, ScriptError, load_script, parse_script
from retrohearts.screens.hearts.files import saving
from retrohearts.screens.hearts.flow import GameOptions, Start
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.shared.windows import Dialog
from retrohearts.screens.hearts.table.quitdialog import QuitDialog
from retrohearts.screens.hearts.table.table import TableScreen

FAST = Controls(play_speed=10, between_tricks=1)
PLAY = 'wait 3; key SPACE; wait 3; text "Ada"; key ENTER; wait 3; key ESC; wait 30'


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(folder))
    monkeypatch.chdir(tmp_path)
    return folder


def _frames(app: App, n: int = 1, **inp: object) -> None:
    for _ in range(n):
        app.update(InputFrame(**inp))  # type: ignore[arg-type]
        app.draw()


def _table_app(folder: Path, **changes: object) -> tuple[App, TableScreen]:
    app = open_app(PCOptions(mode="vga"), headless=True, display=None)
    game = GameOptions(name="Ada", title=False, save_folder=folder, controls=FAST, seed=5,
                       **changes)  # type: ignore[arg-type]
    app.push(Start(game))
    _frames(app, 2)
    _frames(app, keys=frozenset({"ESC"}))  # the Options screen: ESC is PLAY
    _frames(app, 2)
    assert isinstance(app.top, TableScreen)
    return app, app.top


# -- saves that fail ----------------------------------------------------------------------
def test_ctrl_c_with_a_folder_named_hearts_sav_says_so_and_exits_non_zero(
        data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (data / "HEARTS.SAV").mkdir()
    status = main(["--headless", "--frames", "200", "--keys", PLAY + "; key CTRL+C"])
    out = capsys.readouterr().out
    assert status == 1
    assert "?Error writing 'HEARTS.SAV' file" in out.splitlines()
    assert (data / "HEARTS.SAV").is_dir()


def test_quit_and_save_that_fails_keeps_the_player_in_the_game(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    app, table = _table_app(folder)
    (folder / "HEARTS.SAV").mkdir()  # the disk "fills up" during the game
    app.push(QuitDialog(table))
    _frames(app)
    _frames(app, keys=frozenset({"ENTER"}))  # Yes, save
    _frames(app, 2)
    assert app.exit_code is None  # still playing
    assert isinstance(app.top, Dialog) and "?Error writing 'HEARTS.SAV' file" in app.top.lines
    _frames(app, keys=frozenset({"ENTER"}))  # OK
    _frames(app)
    assert app.top is table
    (folder / "HEARTS.SAV").rmdir()  # room again: QUIT, Yes works now
    app.push(QuitDialog(table))
    _frames(app)
    _frames(app, keys=frozenset({"ENTER"}))
    assert saving.has_saved_game(folder)
    _frames(app, 2)
    _frames(app, keys=frozenset({"SPACE"}))  # the Ad screen on the way out: any key
    _frames(app)
    assert app.exit_code == 0


def test_a_finished_game_takes_its_save_away(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[1] / "screens"))
    from table_driver import KeyboardDriver

    app, table = _table_app(tmp_path, rules=HouseRules(hands_per_game=1, end_score=None))
    assert saving.save_game(tmp_path, table.ctl.port.match, table.names, table.controls) is None
    KeyboardDriver(app, table).play_games(1)
    assert not saving.has_saved_game(tmp_path)


# -- files that cannot be read ------------------------------------------------------------
def test_an_unreadable_save_is_reported_and_kept(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from retrohearts.hearts import savegame

    path = tmp_path / "HEARTS.SAV"
    path.write_text("a saved game this user may not read")

    def denied(_path: object, _limit: int) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(savegame, "read_regular", denied)
    match, names, controls, error = saving.load_game(tmp_path)
    assert match is None and error is not None
    assert error.splitlines()[0] == "?'HEARTS.SAV' Permission denied"
    assert (tmp_path / "HEARTS.SAV.BAD").read_text() == "a saved game this user may not read"
    saving.forget_game(tmp_path)  # what declining used to do: the kept copy stays
    assert (tmp_path / "HEARTS.SAV.BAD").exists()


def test_set_aside_names_keep_the_file_name(tmp_path: Path) -> None:
    names = []
    for k in range(3):
        (tmp_path / "HEARTS.DEF").write_text(str(k))
        names.append(atomicfile.set_aside(tmp_path / "HEARTS.DEF").name)
    assert names == ["HEARTS.DEF.BAD", "HEARTS.DEF.BAD2", "HEARTS.DEF.BAD3"]
    assert (tmp_path / "HEARTS.DEF.BAD2").read_text() == "1"


# -- stale temporaries --------------------------------------------------------------------
def test_only_stale_temporaries_are_removed(tmp_path: Path) -> None:
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        dead = subprocess.Popen([sys.executable, "-c", "pass"])
        dead.wait()
        stale = atomicfile.temp_name(tmp_path / "HEARTS.SAV", dead.pid)
        live = atomicfile.temp_name(tmp_path / "HEARTS.SAV", sleeper.pid)
        other = tmp_path / ".notes.txt.tmp"
        for path in (stale, live, other):
            path.write_text("x")
        assert atomicfile.remove_stale_temps(tmp_path) == [stale]
        assert live.exists() and other.exists() and not stale.exists()
    finally:
        sleeper.kill()
        sleeper.wait()


def test_the_program_clears_stale_temporaries_at_start(data: Path) -> None:
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    stale = atomicfile.temp_name(data / "HEARTS.SAV", dead.pid)
    stale.write_text("half a save")
    assert main(["--headless", "--frames", "3"]) == 0
    assert not stale.exists()


# -- no display, no sound card ------------------------------------------------------------
@pytest.mark.parametrize("display", ["", ":4711"])  # none named; one named but not there
def test_no_display_says_so_in_the_originals_words_and_exits_non_zero(
        tmp_path: Path, display: str) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["RETROHEARTS_DATA_DIR"] = str(tmp_path)
    if not sys.platform.startswith("linux"):  # elsewhere the display cannot be taken away
        env["SDL_VIDEODRIVER"] = "dummy"
    elif display:
        if Path("/tmp/.X11-unix/X4711").exists():
            pytest.skip("an X server answers on :4711 here")
        env["DISPLAY"] = display
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "retrohearts"], env=env, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert lines[0] == "Couldn't find VGA, EGA, CGA or Hercules graphics adapter."
    assert "--headless" in lines[1]
    assert time.monotonic() - start < 60


def test_sound_library_noise_is_held_back(capfd: pytest.CaptureFixture[str]) -> None:
    from retrohearts.pc.startup import quiet_library_noise

    with quiet_library_noise(enabled=True):
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        os.write(2, b"something that matters\n")
    err = capfd.readouterr().err
    assert "ALSA" not in err and "something that matters" in err


# -- key scripts --------------------------------------------------------------------------
def test_a_long_wait_is_a_counter_not_a_list() -> None:
    script = parse_script("wait 1000000000; key A*300000000")
    assert script.length == 1_000_000_000 + 600_000_000
    assert not script.next_frame().input.keys
    with pytest.raises(ScriptError, match="Count too large"):
        parse_script("wait 99999999999")
    with pytest.raises(ScriptError, match="too large"):
        parse_script("wait 1;" * (MAX_SCRIPT_BYTES // 7 + 1))


def test_keys_file_dev_zero_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    if not Path("/dev/zero").exists():
        pytest.skip("no /dev/zero here")
    assert main(["--headless", "--frames", "2", "--keys-file", "/dev/zero"]) == 2
    err = capsys.readouterr().err
    assert err.splitlines() == [
        f"?Key script file '/dev/zero' too large (at most {MAX_SCRIPT_BYTES:,} bytes)"]
    with pytest.raises(ScriptError):
        load_script("@/dev/zero")


# -- HEARTS.CLI ---------------------------------------------------------------------------
def test_a_bad_value_in_hearts_cli_names_the_file_and_the_command_line_wins(
        data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (data.parent / "HEARTS.CLI").write_text("--look FOO vga\n")
    assert main(["--headless", "--frames", "2"]) == 2
    assert capsys.readouterr().err.splitlines() == [
        "?Bad value for --look: 'FOO' (crisp, smooth or retro) in HEARTS.CLI file."]
    assert main(["--headless", "--frames", "2", "--look", "smooth"]) == 0
    cfg = config.load(["--look", "retro"])
    assert cfg.pc.look == "retro" and cfg.pc.adapter == "vga" and cfg.problems == ()


@pytest.mark.parametrize("cli", ["--look FOO", "/turbo", "--frames", "--deal 0"])
@pytest.mark.parametrize("argv", [["HELP"], ["--help"], ["--version"]])
def test_help_and_version_always_work_and_show_what_is_wrong(
        data: Path, capsys: pytest.CaptureFixture[str], cli: str, argv: list[str]) -> None:
    (data.parent / "HEARTS.CLI").write_text(cli + "\n")
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert out.strip()
    assert "HEARTS.CLI" in err


def test_sysinfo_works_with_a_bad_hearts_cli_and_shows_it(data: Path) -> None:
    from retrohearts.pc.sysinfo import options_file_report

    (data.parent / "HEARTS.CLI").write_text("--look FOO /turbo\n")
    cfg = config.load(["SYSINFO"])
    assert cfg.action == "sysinfo"
    report = options_file_report(cfg)
    assert "?Bad value for --look: 'FOO'" in report and "'/turbo'" in report


def test_an_unreadable_hearts_cli_does_not_block_help(data: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    (data.parent / "hearts.cli").write_bytes(b"vga")  # any case, as on DOS

    def denied(_path: object, _limit: int) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(config, "read_regular", denied)
    cfg = config.load(["--help"])
    assert cfg.action == "help"
    assert cfg.problems == ("?Cannot read 'HEARTS.CLI' file (Permission denied)",)
    with pytest.raises(config.OptionError, match="Cannot read 'HEARTS.CLI' file"):
        config.load(["--headless", "--frames", "2"])


# -- SYSINFO ------------------------------------------------------------------------------
def test_sysinfo_hercules_color_gives_the_real_reason() -> None:
    from retrohearts.pc.sysinfo import video_choice

    choice = video_choice(config.parse(["hercules", "color", "SYSINFO"]))
    assert choice.monitor == "Monochrome"
    assert choice.monitor_why.startswith("Hercules cards drive monochrome monitors only")
    assert "COLOR on the command line has no effect" in choice.monitor_why


# -- floors -------------------------------------------------------------------------------
def test_the_run_loop_imports_no_widgets() -> None:
    source = Path(__file__).resolve().parents[2] / "retrohearts" / "pc" / "app.py"
    text = source.read_text()
    assert "retrohearts.ui" not in text
    app = open_app(PCOptions(mode="cga"), headless=True, display=None)
    app.show_help("Help", "text")  # no factory installed: nothing happens, nothing breaks
    assert app.stack == []


@pytest.mark.parametrize("folder", ["a-file", "x" * 5000, "a-file/below"])
def test_a_data_folder_that_cannot_be_used_fails_saves_aloud(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        folder: str) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a-file").write_text("not a folder")
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", folder)
    status = main(["--headless", "--frames", "100", "--keys", PLAY + "; key CTRL+C"])
    out = capsys.readouterr().out
    assert status == 1 and "?Error writing 'HEARTS.SAV' file" in out
    assert (tmp_path / "a-file").read_text() == "not a folder"


def test_a_screenshot_that_cannot_be_written_is_one_line(
        data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (data.parent / "taken").mkdir()
    status = main(["demo", "--headless", "--frames", "5", "--screenshot", "taken",
                   "--keys", 'wait 2; shot "taken"'])
    err = capsys.readouterr().err
    assert status == 1
    line = f"?Error writing '{data.parent / 'taken'}' file (Is a directory)"
    assert err.splitlines() == [line, line]


def test_a_damaged_table_file_still_resumes_the_game_and_says_so(tmp_path: Path) -> None:
    app, table = _table_app(tmp_path)
    assert saving.save_game(tmp_path, table.ctl.port.match, table.names, table.controls) is None
    (tmp_path / "HEARTS.TBL").write_text('{"names": 5}')
    app2 = open_app(PCOptions(mode="ega"), headless=True, display=None)
    app2.push(Start(GameOptions(title=False, save_folder=tmp_path, controls=FAST)))
    _frames(app2, 2)
    _frames(app2, keys=frozenset({"ENTER"}))  # Yes, resume
    assert isinstance(app2.top, Dialog) and "?'HEARTS.TBL' file corrupt" in app2.top.lines
    _frames(app2, keys=frozenset({"ENTER"}))  # OK
    _frames(app2, 2)
    _frames(app2, keys=frozenset({"ESC"}))  # the Options screen: ESC is PLAY
    _frames(app2, 2)
    assert isinstance(app2.top, TableScreen)
    assert app2.top.ctl.port.deal_number == table.ctl.port.deal_number
    assert (tmp_path / "HEARTS.TBL.BAD").read_text() == '{"names": 5}'


def test_defaults_that_cannot_be_written_say_so(tmp_path: Path) -> None:
    from retrohearts.screens.hearts.files.defaults import Defaults, load_defaults, save_defaults

    (tmp_path / "HEARTS.DEF").mkdir()
    assert save_defaults(tmp_path, Defaults()) == "?Error writing 'HEARTS.DEF' file"
    assert [p.name for p in tmp_path.iterdir()] == ["HEARTS.DEF"]  # no temporary left
    (tmp_path / "HEARTS.DEF").rmdir()
    (tmp_path / "hearts.def").write_text("{}")  # a damaged one, in lower case
    defaults, error = load_defaults(tmp_path)
    assert defaults == Defaults() and error is not None
    assert error.splitlines() == ["?'HEARTS.DEF' file corrupt",
                                  "(The file is kept as hearts.def.BAD.)"]
