"""SETUP (issue 31): the blue text-mode setup program of Hearts (HEARTS.CLI) and HomeRun
(HOMERUN.INI), driven by keys and by mouse in the text mode of every adapter, with a test
picture in each graphics mode and a test sound on each board; HEARTS.CLI keeps its comments
and its other options, is written atomically, and a hostile one never crashes SETUP and is
never lost."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from retrohearts.pc.app import App, open_app
from retrohearts.pc.clifile import CliSettings, read_cli_file, write_cli_file
from retrohearts.pc.config import parse
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import PCOptions
from retrohearts.pc.sound import Board, MusicMode, Sound, SoundSettings, SoundsMode
from retrohearts.pc.sound.backend import Recorder
from retrohearts.pc.sound.detect import AudioReport
from retrohearts.screens.hearts.pregame.setup import text_options
from retrohearts.screens.hearts.pregame.setupmodel import HeartsSetup
from retrohearts.ui.setup.program import SetupProgram
from retrohearts.ui.setup.testpicture import TestPicture
from retrohearts.ui.textgrid import TextGrid

SHOTS = Path("/tmp/retrohearts-shots/setup")
PRESENT = AudioReport(True, "test", Board.SOUND_BLASTER, "Sound Blaster compatible (test)")
# (adapter words, the text mode SETUP shows them in)
MODES = (("hercules", "mono", "text-mda"), ("cga", "color", "text-cga"),
         ("cga", "mono", "text-cga"), ("ega", "color", "text-ega"), ("ega", "mono", "text-mda"),
         ("vga", "color", "text-vga"), ("svga", "color", "text-vga"),
         ("svga", "mono", "text-vga"))
SAMPLE = (b"cga --look smooth\r\n"
          b"My own notes: CGA because the old Compaq is slow.\r\n"
          b"\xb0\xb1\xb2 cp437 art stays too\r\n")


class Driver:
    """Keys or the mouse for the setup program on top (clicks land on its own spots)."""

    def __init__(self, app: App, how: str) -> None:
        self.app = app
        self.how = how
        self.mouse = (1, 1)

    @property
    def program(self) -> SetupProgram:
        top = self.app.top
        assert isinstance(top, SetupProgram), top
        return top

    def frame(self, inp: InputFrame | None = None) -> None:
        self.app.update(inp or InputFrame(mouse=self.mouse))
        self.app.draw()

    def key(self, name: str) -> None:
        self.frame(InputFrame(keys=frozenset({name}), mouse=self.mouse))

    def click(self, action: str) -> None:
        self.app.draw()
        spot = next(s for s in self.program.spots if s.action == action)
        grid = TextGrid.of(self.app)
        x, y = grid.xy(spot.col + spot.width // 2, spot.row)
        self.mouse = (x + 2, y + grid.ch // 2)
        self.frame(InputFrame(mouse=self.mouse, mouse_moved=True))
        self.frame(InputFrame(mouse=self.mouse, click=True))

    def choose_setting(self, key: str, value: str) -> None:
        """Open a setting's list and choose a value, the driver's way."""
        program = self.program
        index = next(i for i, item in enumerate(program.model.items) if item.key == key)
        item = program.model.items[index]
        pick = item.index(value)
        if self.how == "keys":
            while program.bar != index:
                self.key("DOWN")
            self.key("ENTER")
            assert program.state == "list"
            while program.pick != pick:
                self.key("DOWN")
            self.key("ENTER")
        else:
            self.click(f"item:{index}")
            assert program.state == "list"
            self.click(f"choice:{pick}")
        assert program.state == "menu" and item.value == value

    def save(self) -> None:
        if self.how == "keys":
            while self.program.lines[self.program.bar] != "save":
                self.key("DOWN")
            self.key("ENTER")
            assert self.program.state == "message"
            self.key("ENTER")
        else:
            self.click("save")
            assert self.program.state == "message"
            self.click("button:ENTER")


def _setup_app(tmp_path: Path, adapter: str, monitor: str, data: bytes | None = SAMPLE,
               sound: Sound | None = None) -> tuple[App, Path, list[bool]]:
    path = tmp_path / "HEARTS.CLI"
    if data is not None:
        path.write_bytes(data)
    base = PCOptions(adapter=adapter, monitor=monitor)  # type: ignore[arg-type]
    model = HeartsSetup(read_cli_file(path), base)
    app = open_app(PCOptions(adapter=adapter, monitor=monitor),  # type: ignore[arg-type]
                   headless=True, display=None)
    options = text_options(base, app.mode)
    app.change_mode(options)
    if sound is not None:
        app.services["sound"] = sound
    left: list[bool] = []

    def leave(app: App, saved: bool) -> None:
        left.append(saved)
        app.quit(0)

    app.push(SetupProgram(model, options, leave))
    app.draw()
    return app, path, left


@pytest.mark.parametrize("how", ["keys", "mouse"])
@pytest.mark.parametrize(("adapter", "monitor", "text_mode"), MODES)
def test_setup_in_every_text_mode_writes_hearts_cli(tmp_path: Path, how: str, adapter: str,
                                                    monitor: str, text_mode: str) -> None:
    app, path, left = _setup_app(tmp_path, adapter, monitor)
    assert app.mode.key == text_mode and app.mode.adapter == "text"
    d = Driver(app, how)
    assert d.program.model.items[0].value == "cga"  # as HEARTS.CLI says
    d.choose_setting("adapter", "ega64k")
    d.choose_setting("monitor", "mono-amber")
    d.choose_setting("board", "adlib")
    d.choose_setting("music", "background")
    d.choose_setting("start", "silent")
    SHOTS.mkdir(parents=True, exist_ok=True)
    app.screenshot(SHOTS / f"menu-{how}-{adapter}-{monitor}.png")
    d.save()
    assert left == [True]
    data = path.read_bytes()
    first, _, rest = data.partition(b"\r\n")
    assert first == b"EGA64K MONO --phosphor amber SILENT --board adlib --music background " \
                    b"--look smooth"
    assert rest == SAMPLE.partition(b"\r\n")[2]  # the comments, byte for byte
    cfg = parse([], first.decode("cp437"))
    assert (cfg.pc.adapter, cfg.pc.ega64k, cfg.pc.monitor, cfg.pc.phosphor) == (
        "ega", True, "mono", "amber")
    assert (cfg.pc.sound_board, cfg.pc.music, cfg.pc.silent, cfg.pc.look) == (
        "adlib", "background", True, "smooth")
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert not (tmp_path / "HEARTS.CLI.BAD").exists()  # nothing of the user's was dropped


@pytest.mark.parametrize("how", ["keys", "mouse"])
def test_a_test_picture_for_each_adapter_and_back(tmp_path: Path, how: str) -> None:
    app, _path, _left = _setup_app(tmp_path, "vga", "color")
    d = Driver(app, how)
    item = d.program.model.items[0]
    seen = []
    for i, choice in enumerate(item.choices):
        if how == "keys":
            d.key("ENTER")  # the adapter's list (the bar starts there)
            while d.program.pick != i:
                d.key("DOWN")
            d.key("T")
        else:
            d.click("item:0")
            d.click(f"test:{i}")
        picture = app.top
        assert isinstance(picture, TestPicture)
        assert app.mode.adapter not in ("text", "lcd")
        seen.append(app.mode.key)
        app.screenshot(SHOTS / f"picture-{choice.key}.png")
        d.frame()
        d.frame()
        d.frame(InputFrame(keys=frozenset({"SPACE"})) if how == "keys" else
                InputFrame(mouse=d.mouse, click=True))
        assert app.top is d.program and app.mode.key == "text-vga"
        assert d.program.state == "list" and item.value == "cga"  # a test chooses nothing
        d.key("ESC")
    assert seen == ["svga640", "hercules", "cga", "ega", "ega64k", "vga", "svga800", "svga800"]


def test_monitor_pictures_are_monochrome_in_their_phosphor(tmp_path: Path) -> None:
    app, _path, _left = _setup_app(tmp_path, "hercules", "mono")  # HEARTS.CLI says CGA
    d = Driver(app, "keys")
    d.key("DOWN")
    d.key("ENTER")
    wanted = {"detect": "cga-1-high", "color": "cga-1-high", "mono-white": "cga-mono-white",
              "mono-green": "cga-mono-green", "mono-amber": "cga-mono-amber"}
    for i, (key, palette) in enumerate(wanted.items()):
        while d.program.pick != i:
            d.key("DOWN")
        d.key("T")
        assert isinstance(app.top, TestPicture), key
        assert (app.mode.key, app.mode.palette_name) == ("cga", palette)
        app.screenshot(SHOTS / f"picture-cga-{key}.png")
        d.frame()
        d.frame()
        d.key("SPACE")
        assert app.mode.key == "text-mda"


def _recording_sound() -> tuple[Sound, Recorder]:
    recorder = Recorder()
    sound = Sound(SoundSettings(Board.SOUND_BLASTER, MusicMode.FULL, SoundsMode.FULL),
                  report=PRESENT, backend=recorder)
    return sound, recorder


@pytest.mark.parametrize("board", list(Board), ids=lambda b: b.value)
def test_a_test_sound_on_each_board(tmp_path: Path, board: Board) -> None:
    sound, recorder = _recording_sound()
    sound.play_music("theme")
    app, _path, _left = _setup_app(tmp_path, "cga", "color", sound=sound)
    d = Driver(app, "mouse")
    d.click("item:2")  # the sound board
    index = d.program.model.items[2].index(board.value)
    recorder.time = 1.0
    before = len(recorder.events)
    d.click(f"test:{index}")
    assert board.label in d.program.status
    started = [e for e in recorder.events[before:] if e.clip is not None]
    assert started, "nothing played"
    assert sound.settings.board is board  # the test plays on the board tested
    mix = recorder.mix(4.0)[int(1.0 * 22050):]
    assert abs(mix).max() > 0.01
    d.key("ESC")  # leaving the list stops the test and puts the sound back
    assert sound.settings.board is Board.SOUND_BLASTER and sound.wanted == "theme"


def test_a_test_sound_with_no_device_says_so_in_full(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """With no sound device, a board's test says what it played and that there is nothing
    to hear: wider than the box, it wraps inside it instead of being cut."""
    from retrohearts.ui.setup import program as setup_program

    absent = AudioReport(False, "test", Board.PC_SPEAKER, "no sound device (test)")
    sound = Sound(SoundSettings(Board.SOUND_BLASTER, MusicMode.FULL, SoundsMode.FULL),
                  report=absent, backend=Recorder())
    app, _path, _left = _setup_app(tmp_path, "vga", "color", sound=sound)
    d = Driver(app, "keys")
    d.key("DOWN")
    d.key("DOWN")
    d.key("ENTER")  # the sound board's list
    d.key("DOWN")  # AdLib
    d.key("T")
    assert len(d.program.status) > setup_program.BOX_W - 4
    put: list[tuple[int, str]] = []
    real = TextGrid.put

    def spy(grid: TextGrid, col: int, row: int, text: str, fg: int, bg: int | None = None) -> None:
        put.append((col, text))
        real(grid, col, row, text, fg, bg)

    monkeypatch.setattr(TextGrid, "put", spy)
    app.draw()
    shown = " ".join(text for col, text in put if col == setup_program.BOX_COL + 2)
    assert "nothing to hear)" in shown and "AdLib" in shown
    assert all(col + len(text) <= setup_program.BOX_COL + setup_program.BOX_W - 2
               for col, text in put if col == setup_program.BOX_COL + 2)


@pytest.mark.parametrize("mode", ["cga", "vga"])
def test_help_cut_by_a_test_result_ends_in_an_ellipsis(tmp_path: Path, mode: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A test's result at the help box's foot leaves the help less room: what is cut of the
    help ends in "...", never mid-sentence as if whole ('...on its music device and a')."""
    from retrohearts.ui.setup import program as setup_program
    from retrohearts.ui.text import wrap

    absent = AudioReport(False, "test", Board.PC_SPEAKER, "no sound device (test)")
    sound = Sound(SoundSettings(Board.SOUND_BLASTER, MusicMode.FULL, SoundsMode.FULL),
                  report=absent, backend=Recorder())
    app, _path, _left = _setup_app(tmp_path, mode, "color", sound=sound)
    d = Driver(app, "keys")
    d.key("DOWN")
    d.key("DOWN")
    d.key("T")  # the sound board's test from the menu: the box holds the board's help
    assert d.program.status
    put: list[tuple[int, str, int]] = []
    real = TextGrid.put

    def spy(grid: TextGrid, col: int, row: int, text: str, fg: int, bg: int | None = None) -> None:
        put.append((col, text, row))
        real(grid, col, row, text, fg, bg)

    monkeypatch.setattr(TextGrid, "put", spy)
    app.draw()
    status = wrap(d.program.status, setup_program.BOX_W - 4)
    whole = wrap(" ".join(d.program._help_lines()), setup_program.BOX_W - 4)
    inside = [text for col, text, _row in sorted(put, key=lambda p: p[2])
              if col == setup_program.BOX_COL + 2 and text not in status
              and any(w.startswith(text.removesuffix("...")) for w in whole)]
    assert inside == whole or (inside and inside[-1].endswith("...")
                               and len(inside) < len(whole)), (inside, whole)


@pytest.mark.parametrize(("key", "value", "expects"), [
    ("music", "full", "theme"), ("music", "background", "background"), ("music", "none", ""),
    ("sounds", "effects", "effect"), ("sounds", "voice", "voice"), ("sounds", "none", ""),
    ("start", "on", "effect"), ("start", "silent", "")])
def test_music_and_sounds_choices_play_what_they_say(tmp_path: Path, key: str, value: str,
                                                     expects: str) -> None:
    sound, recorder = _recording_sound()
    app, _path, _left = _setup_app(tmp_path, "ega", "color", sound=sound)
    d = Driver(app, "keys")
    program = d.program
    index = next(i for i, item in enumerate(program.model.items) if item.key == key)
    while program.bar != index:
        d.key("DOWN")
    d.key("ENTER")
    while program.pick != program.model.items[index].index(value):
        d.key("DOWN")
    before = len(recorder.events)
    d.key("T")
    keys = [e.clip.key for e in recorder.events[before:] if e.clip is not None]
    if not expects:
        assert keys == [] and program.status
    else:
        assert any(expects in k for k in keys), keys


def test_help_leaving_unsaved_and_the_confirmation(tmp_path: Path) -> None:
    app, path, left = _setup_app(tmp_path, "cga", "mono")
    d = Driver(app, "keys")
    d.key("F1")
    assert d.program.state == "help"
    app.screenshot(SHOTS / "help-cga-mono.png")
    d.key("ENTER")
    d.choose_setting("adapter", "vga")
    d.key("ESC")
    assert d.program.state == "confirm"
    app.screenshot(SHOTS / "confirm-cga-mono.png")
    d.key("C")
    assert d.program.state == "menu" and left == []
    d.key("ESC")
    d.key("N")
    assert left == [False] and path.read_bytes() == SAMPLE  # nothing written


def test_mouse_right_button_and_status_line_keys(tmp_path: Path) -> None:
    app, _path, left = _setup_app(tmp_path, "vga", "color")
    d = Driver(app, "mouse")
    d.click("key:F1")
    assert d.program.state == "help"
    d.click("button:ENTER")
    assert d.program.state == "menu"
    d.click("item:3")
    assert d.program.state == "list"
    d.frame(InputFrame(mouse=d.mouse, rclick=True))
    assert d.program.state == "menu"
    d.click("key:ESC")
    assert left == [False]


# -- hostile HEARTS.CLI -----------------------------------------------------------------------

HOSTILE = {
    "binary": bytes(range(256)) * 4,
    "nul": b"vga\x00mono\nnotes\n",
    "huge": b"vga " + b"x" * 70_000 + b"\n",
    "illegal words": b"frob vga --board gravis --deal 0 --look shiny --music loud\nkeep me\n",
    "unclosed quote": b'vga --log "my game.log\nnotes\n',
    "only comments": b"\n\nsecond line\n",
    "bom and ctrl-z": b"\xef\xbb\xbfEGA MONO\x1a\nnotes\n",
    "long option at the end": b"vga --deal\n",
    "non-ascii": b"VGA \x81\x82\x83 --seed 7\nhe\xefllo\n",
    "mac line ends": b"cga\rnot a second line on a PC\r",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_hearts_cli_is_mended_and_never_lost(tmp_path: Path, name: str) -> None:
    data = HOSTILE[name]
    app, path, left = _setup_app(tmp_path, "cga", "color", data=data)
    d = Driver(app, "keys")
    program = d.program
    model = program.model
    assert isinstance(model, HeartsSetup)
    if model.notices:  # a damaged file or dropped words are said first
        assert program.state == "message"
        app.screenshot(SHOTS / f"hostile-{name.replace(' ', '-')}.png")
        d.key("ENTER")
    d.choose_setting("board", "pcspeaker")
    d.save()
    assert left == [True]
    written = path.read_bytes()
    first = written.split(b"\n")[0].rstrip(b"\r").decode("cp437")
    cfg = parse([], first)  # the line SETUP wrote is one the program takes
    assert cfg.pc.sound_board == "pcspeaker"
    bad = tmp_path / "HEARTS.CLI.BAD"
    if model.cli.must_keep_aside or bad.exists():
        assert bad.read_bytes() == data  # the original, kept whole
    else:
        assert written.endswith(data.split(b"\n", 1)[1] if b"\n" in data else b"")


def test_a_folder_named_hearts_cli_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "HEARTS.CLI").mkdir()
    (tmp_path / "HEARTS.CLI" / "inside.txt").write_text("mine")
    cli = read_cli_file(tmp_path / "HEARTS.CLI")
    assert cli.damaged and cli.must_keep_aside
    error, aside = write_cli_file(cli, CliSettings(adapter="vga"))
    assert error == "" and aside is not None
    assert (aside / "inside.txt").read_text() == "mine"
    assert (tmp_path / "HEARTS.CLI").read_bytes().startswith(b"VGA\n")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=400) | st.text(max_size=200).map(lambda t: t.encode("utf-8")))
def test_any_bytes_read_and_write_without_loss(tmp_path: Path, data: bytes) -> None:
    folder = tmp_path / str(abs(hash(data)))
    folder.mkdir(exist_ok=True)
    path = folder / "HEARTS.CLI"
    path.write_bytes(data)
    cli = read_cli_file(path)
    error, aside = write_cli_file(cli, CliSettings(adapter="cga", board="adlib"))
    assert error == ""
    written = path.read_bytes()
    first = written.split(b"\n")[0].rstrip(b"\r").decode("cp437")
    parse([], first)  # never a line the program refuses
    if aside is not None:
        assert aside.read_bytes() == data
    else:  # nothing dropped: the rest is the user's, byte for byte
        body = data.removeprefix(b"\xef\xbb\xbf")
        assert b"\n" not in body or written.endswith(body.split(b"\n", 1)[1])


def test_hearts_setup_runs_whatever_hearts_cli_says(tmp_path: Path) -> None:
    """`hearts setup` with a damaged HEARTS.CLI: SETUP opens (a mistake in the file does not
    stop it, as it stops the game), and saving mends the file."""
    (tmp_path / "HEARTS.CLI").write_bytes(b"vga frob\nnotes\n")
    env = dict(os.environ, RETROHEARTS_DATA_DIR=str(tmp_path / "data"), SDL_AUDIODRIVER="dummy")
    keys = "wait 3; key ENTER; wait 2; key S; wait 2; key ENTER; wait 5"
    done = subprocess.run([sys.executable, "-m", "retrohearts", "setup", "--headless",
                           "--frames", "60", "--keys", keys, "--screenshot", "end.png"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert (tmp_path / "HEARTS.CLI").read_bytes() == b"VGA\nnotes\n"
    assert (tmp_path / "HEARTS.CLI.BAD").read_bytes() == b"vga frob\nnotes\n"
    game = subprocess.run([sys.executable, "-m", "retrohearts", "sysinfo"], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert "VGA" in game.stdout and "Illegal" not in game.stdout + game.stderr


# -- the options SETUP writes, read back ------------------------------------------------------

def test_the_sound_options_of_hearts_cli() -> None:
    from retrohearts.pc import config
    from retrohearts.pc.config import OptionError

    cfg = parse(["--board", "Sound Blaster", "--music=none", "--sounds", "voice"])
    assert (cfg.pc.sound_board, cfg.pc.music, cfg.pc.sounds) == ("soundblaster", "none", "voice")
    with pytest.raises(OptionError, match=r"\?Bad value for --board: 'gravis'"):
        parse(["--board", "gravis"])
    assert tuple(b.value for b in Board) == config.BOARDS
    assert tuple(m.value for m in MusicMode) == config.MUSIC_MODES
    assert tuple(s.value for s in SoundsMode) == config.SOUNDS_MODES
    sound = Sound(SoundSettings(Board.SOUND_BLASTER, MusicMode.FULL, SoundsMode.FULL),
                  PCOptions(sound_board="adlib", music="theme"), report=PRESENT,
                  backend=Recorder())
    assert (sound.settings.board, sound.settings.music, sound.settings.sounds) == (
        Board.ADLIB, MusicMode.THEME, SoundsMode.FULL)  # over the saved defaults
    quiet = Sound(None, PCOptions(sound_board="adlib", silent=True), report=PRESENT,
                  backend=Recorder())
    assert quiet.settings.board is Board.ADLIB and not quiet.settings.audible


def test_setup_runs_even_when_hearts_cli_has_mistakes() -> None:
    from retrohearts.pc.config import OptionError

    with pytest.raises(OptionError):
        parse([], "vga frob")  # the game stops at a mistake in HEARTS.CLI
    cfg = parse(["setup"], "vga frob")
    assert cfg.action == "setup" and cfg.problems and cfg.pc.adapter == "vga"


# -- HomeRun's SETUP ---------------------------------------------------------------------------

def _homerun_setup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                   sound: Sound | None = None) -> tuple[App, Path, list[bool]]:
    from retrohearts.homerun.records import HighScoreEntry
    from retrohearts.screens.homerun import inifile
    from retrohearts.screens.homerun.setupmodel import HomeRunSetup

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    path = inifile.ini_path()
    ini = inifile.HomeRunIni()
    ini.setup.names[0] = "Ada"
    ini.scores.insert(HighScoreEntry("Ada", 812, 3, "1993-12-18"))
    inifile.save(ini, path)
    loaded, damage = inifile.load(path)
    assert damage is None
    model = HomeRunSetup(loaded, path, PCOptions())
    app = open_app(PCOptions(mode="text-vga"), headless=True, display=None)
    if sound is not None:
        app.services["sound"] = sound
    left: list[bool] = []

    def leave(app: App, saved: bool) -> None:
        left.append(saved)
        app.quit(0)

    app.push(SetupProgram(model, PCOptions(mode="text-vga"), leave))
    app.draw()
    return app, path, left


@pytest.mark.parametrize("how", ["keys", "mouse"])
def test_homerun_setup_writes_homerun_ini(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          how: str) -> None:
    from retrohearts import homerun_main
    from retrohearts.screens.homerun import inifile

    app, path, left = _homerun_setup(tmp_path, monkeypatch)
    d = Driver(app, how)
    d.choose_setting("display", "cga")
    d.choose_setting("monitor", "mono-green")
    d.choose_setting("board", "adlib")
    d.choose_setting("fanfares", "off")
    d.choose_setting("effects", "off")
    SHOTS.mkdir(parents=True, exist_ok=True)
    app.screenshot(SHOTS / f"homerun-menu-{how}.png")
    d.save()
    assert left == [True]
    ini, damage = inifile.load(path)
    assert damage is None
    assert (ini.machine.display, ini.machine.monitor, ini.machine.board) == (
        "cga", "mono-green", "adlib")
    assert not ini.machine.fanfares and not ini.options.sound
    assert ini.setup.names[0] == "Ada" and ini.scores.entries[0].score == 812  # kept
    cfg, _code = homerun_main.load([])  # the next start: on the CGA, green monochrome
    assert (cfg.pc.adapter, cfg.pc.monitor, cfg.pc.phosphor) == ("cga", "mono", "green")
    assert homerun_main.load(["vga"])[0].pc.adapter == "vga"  # the command line wins
    assert homerun_main.load(["psion"])[0].pc.mode == "psion3a"


def test_homerun_setup_shows_the_psions_lcd_and_plays_on_each_board(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sound, recorder = _recording_sound()
    app, _path, _left = _homerun_setup(tmp_path, monkeypatch, sound)
    d = Driver(app, "keys")
    d.key("ENTER")  # the display's list: the Psion first
    d.key("T")
    assert app.mode.key == "psion3a" and isinstance(app.top, TestPicture)
    app.screenshot(SHOTS / "homerun-picture-psion.png")
    d.frame()
    d.frame()
    d.key("SPACE")
    assert app.mode.key == "text-vga"
    d.key("ESC")
    d.key("DOWN")
    d.key("DOWN")
    d.key("ENTER")  # the sound board's list
    for i, board in enumerate(Board):
        while d.program.pick != i:
            d.key("DOWN")
        before = len(recorder.events)
        d.key("T")
        keys = [e.clip.key for e in recorder.events[before:] if e.clip is not None]
        assert any("fanfare-clear" in k for k in keys) and any("homerun" in k for k in keys)
        assert board.label in d.program.status


def test_homerun_setup_with_a_damaged_homerun_ini(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "HOMERUN.INI").write_bytes(b"[Machine]\ndisplay = amiga\n\x00\xff")
    env = dict(os.environ, RETROHEARTS_DATA_DIR=str(data), SDL_AUDIODRIVER="dummy")
    keys = "wait 3; key ENTER; wait 2; key ENTER; key DOWN*5; key ENTER; key S; wait 2; " \
           "key ENTER; wait 5"
    done = subprocess.run([sys.executable, "-m", "retrohearts.homerun_main", "setup",
                           "--headless", "--frames", "60", "--keys", keys],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert (data / "HOMERUN.INI.BAD").read_bytes().startswith(b"[Machine]\ndisplay = amiga")
    text = (data / "HOMERUN.INI").read_text()
    assert "display = vga" in text


class WordsMouse:
    """The mouse as a player holds it: it clicks on the words drawn on the screen (the
    cells ``TextGrid.put`` wrote them in), never on the program's own list of spots, so a
    hit area that is not where its words are shows up."""

    def __init__(self, app: App, monkeypatch: pytest.MonkeyPatch) -> None:
        self.app = app
        self.mouse = (1, 1)
        self.words: list[tuple[int, int, str]] = []
        real = TextGrid.put

        def put(grid: TextGrid, col: int, row: int, text: str, fg: int,
                bg: int | None = None) -> None:
            self.words.append((col, row, text))
            real(grid, col, row, text, fg, bg)

        monkeypatch.setattr(TextGrid, "put", put)

    def frame(self, inp: InputFrame | None = None) -> None:
        self.words = []
        self.app.update(inp or InputFrame(mouse=self.mouse))
        self.app.draw()

    def cell_of(self, words: str, row: int | None = None) -> tuple[int, int]:
        """The middle cell of the last place ``words`` were drawn (on ``row``, if given)."""
        self.frame()
        found = [(col, r, text) for col, r, text in self.words
                 if words in text and (row is None or r == row)]
        whole = [(col, r, text) for col, r, text in found if text.strip() == words]
        hits = [(col + text.index(words) + len(words) // 2, r)
                for col, r, text in whole or found]  # "( ) EGA", not "( ) EGA with 64K"
        assert hits, f"{words!r} is not on the screen"
        return hits[-1]

    def move(self, col: int, row: int) -> None:
        grid = TextGrid.of(self.app)
        x, y = grid.xy(col, row)
        self.mouse = (x + grid.cw // 2, y + grid.ch // 2)
        self.frame(InputFrame(mouse=self.mouse, mouse_moved=True))

    def click(self, words: str, row: int | None = None) -> None:
        self.move(*self.cell_of(words, row))
        self.frame(InputFrame(mouse=self.mouse, click=True))


def _cell_pixels(app: App, col: int, row: int) -> list[int]:
    import pyxel

    grid = TextGrid.of(app)
    x, y = grid.xy(col, row)
    out = app.video.to_output  # the screen as presented: rows stretched for the monitor
    return [pyxel.pget(*out(x + i, y + j)) for j in range(grid.ch) for i in range(grid.cw)]


@pytest.mark.parametrize("adapter", ["cga", "ega", "vga"])
def test_hearts_setup_by_the_mouse_alone_on_the_words_it_shows(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, adapter: str) -> None:
    """In the CGA, EGA and VGA text modes, the mouse alone (clicking on the words on the
    screen): open the adapter's list, click [Test] beside EGA, leave the test picture by a
    click, choose EGA, test and choose the Sound Blaster, save and click OK. The text-mode
    cursor is the cell under the mouse with its colours swapped."""
    sound, _recorder = _recording_sound()
    app, path, left = _setup_app(tmp_path, adapter, "color", data=None, sound=sound)
    text_mode = app.mode.key
    m = WordsMouse(app, monkeypatch)
    program = app.top
    assert isinstance(program, SetupProgram)
    # the cursor: the "V" of "Video adapter" drawn again with its colours swapped
    col, row = m.cell_of("Video adapter")
    m.frame()
    plain = _cell_pixels(app, col, row)
    m.move(col, row)
    cursor = _cell_pixels(app, col, row)
    fg, bg = sorted(set(plain), key=plain.count)  # the letter's few pixels, the cell's many
    assert cursor == [bg if p == fg else fg for p in plain]

    m.click("Video adapter")
    assert program.state == "list"
    ega_row = m.cell_of("( ) EGA")[1]
    m.click("[Test]", row=ega_row)
    assert isinstance(app.top, TestPicture) and app.mode.key == "ega"
    SHOTS.mkdir(parents=True, exist_ok=True)
    app.screenshot(SHOTS / f"mouse-{adapter}-picture.png")
    m.frame()
    m.frame()
    m.frame(InputFrame(mouse=m.mouse, click=True))  # a click leaves the picture
    assert app.top is program and app.mode.key == text_mode and program.state == "list"
    m.click("( ) EGA")
    assert program.state == "menu" and program.model.items[0].value == "ega"

    m.click("Sound board")
    assert program.state == "list"
    blaster_row = m.cell_of("( ) Sound Blaster")[1]
    m.click("[Test]", row=blaster_row)
    assert "Sound Blaster" in program.status and sound.settings.board is Board.SOUND_BLASTER
    m.click("( ) Sound Blaster")
    assert program.state == "menu" and program.model.items[2].value == "soundblaster"
    app.screenshot(SHOTS / f"mouse-{adapter}-menu.png")

    m.click("Save the settings")
    assert program.state == "message"
    app.screenshot(SHOTS / f"mouse-{adapter}-saved.png")
    m.click("< OK >")
    assert left == [True]
    assert path.read_bytes().splitlines()[0] == b"EGA --board soundblaster"


def test_homerun_setup_by_the_mouse_alone(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """HomeRun's SETUP by the mouse alone, on the words it shows: the Psion's test picture
    and back, CGA chosen, the AdLib tested and chosen, saved."""
    from retrohearts.screens.homerun import inifile

    sound, _recorder = _recording_sound()
    app, path, left = _homerun_setup(tmp_path, monkeypatch, sound)
    m = WordsMouse(app, monkeypatch)
    program = app.top
    assert isinstance(program, SetupProgram)
    m.click("Display")
    m.click("[Test]", row=m.cell_of("(*) Psion 3a LCD")[1])
    assert isinstance(app.top, TestPicture) and app.mode.key == "psion3a"
    m.frame()
    m.frame()
    m.frame(InputFrame(mouse=m.mouse, click=True))
    assert app.top is program and app.mode.key == "text-vga"
    m.click("( ) CGA")
    m.click("Sound board")
    m.click("[Test]", row=m.cell_of("( ) AdLib")[1])
    assert "AdLib" in program.status
    m.click("( ) AdLib")
    assert (program.model.items[0].value, program.model.items[2].value) == ("cga", "adlib")
    m.click("Save the settings")
    m.click("< OK >")
    assert left == [True]
    ini, damage = inifile.load(path)
    assert damage is None and (ini.machine.display, ini.machine.board) == ("cga", "adlib")
