"""The ``hearts`` console command: dispatch, exit codes, messages (retrohearts/hearts_main.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from retrohearts import __version__
from retrohearts.hearts_main import main
from retrohearts.pc.config import LEGACY_OPTIONS, LONG_OPTIONS
from retrohearts.pc.options import PCOptions

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def elsewhere(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """Run each test in an empty folder with an empty user data folder (no HEARTS.CLI)."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    return tmp_path


@pytest.fixture
def no_pyxel_init(monkeypatch: pytest.MonkeyPatch) -> None:
    import pyxel

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("pyxel.init must not be called here")

    monkeypatch.setattr(pyxel, "init", refuse)


@pytest.mark.usefixtures("no_pyxel_init")
@pytest.mark.parametrize("argv", [["help"], ["/HELP"], ["--help"], ["-?"], ["cga", "help"]])
def test_help_lists_every_option(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 0
    out = capsys.readouterr().out
    for option in [*LEGACY_OPTIONS, *LONG_OPTIONS]:
        assert option in out


@pytest.mark.usefixtures("no_pyxel_init")
def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"hearts (RetroHearts) {__version__}"


@pytest.mark.usefixtures("no_pyxel_init")
def test_unknown_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cga", "xyzzy"]) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert lines[0] == "???Illegal option: 'xyzzy'"
    assert "HERCULES" in captured.err and "--headless" in captured.err
    assert captured.out == ""


@pytest.mark.usefixtures("no_pyxel_init")
def test_unknown_option_in_the_file(elsewhere: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (elsewhere / "HEARTS.CLI").write_text("ega Plugh\n")
    assert main(["vga"]) == 2
    assert capsys.readouterr().err.splitlines()[0] == (
        "???Illegal option: 'Plugh' in HEARTS.CLI file.")


@pytest.mark.usefixtures("no_pyxel_init")
def test_the_data_folder_file_is_read(elsewhere: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (elsewhere / "data").mkdir()
    (elsewhere / "data" / "HEARTS.CLI").write_text("bogus\n")
    assert main([]) == 2
    assert "in HEARTS.CLI file." in capsys.readouterr().err
    (elsewhere / "HEARTS.CLI").write_text("cga\n")  # the current folder's comes first
    assert main(["--version"]) == 0


@pytest.mark.usefixtures("no_pyxel_init")
def test_bad_value(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--frames", "abc"]) == 2
    err = capsys.readouterr().err
    assert err.splitlines() == ["?Bad value for --frames: 'abc' (a whole number of frames, "
                                "1 or more)"]


@pytest.mark.usefixtures("no_pyxel_init")
def test_sysinfo(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sysinfo", "vga"]) == 0
    out = capsys.readouterr().out
    assert "System Information" in out and "VGA" in out


def _fake_module(monkeypatch: pytest.MonkeyPatch, name: str, **attrs: Any) -> None:
    module = types.ModuleType(name)
    for key, value in attrs.items():
        setattr(module, key, value)
    monkeypatch.setitem(sys.modules, name, module)


@pytest.mark.usefixtures("no_pyxel_init")
def test_render_hands_over_to_the_sound_layer(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[object, ...]] = []

    def render_command(name: str, device: str, seconds: float, out: Path) -> int:
        calls.append((name, device, seconds, out))
        return 0

    _fake_module(monkeypatch, "retrohearts.pc.sound.render", render_command=render_command)
    assert main(["--render", "theme", "--device", "AdLib", "--seconds", "3", "t.wav"]) == 0
    assert calls == [("theme", "adlib", 3.0, Path.cwd() / "t.wav")]  # from where we started


@pytest.mark.usefixtures("no_pyxel_init")
def test_render_missing_is_one_line(monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "retrohearts.pc.sound.render", None)  # import fails
    assert main(["--render", "theme", "t.wav"]) == 1
    assert len(capsys.readouterr().err.splitlines()) == 1


def test_the_game_gets_every_value(monkeypatch: pytest.MonkeyPatch, elsewhere: Path) -> None:
    seen: dict[str, Any] = {}

    class GameOptions:
        def __init__(self, **values: Any) -> None:
            self.values = values

    def run(options: PCOptions, headless: Any, game: GameOptions) -> int:
        seen.update(options=options, headless=headless, game=game.values)
        return 7

    _fake_module(monkeypatch, "retrohearts.screens.hearts.flow", GameOptions=GameOptions)
    _fake_module(monkeypatch, "retrohearts.screens.hearts.program", run=run)
    (elsewhere / "HEARTS.CLI").write_text("ega quiet\n")
    status = main(["demo", "mono", "--deal", "42", "--seed", "9", "--log", "g.log",
                   "--work", "5000", "--headless", "--frames", "3"])
    assert status == 7
    assert seen["options"] == PCOptions(adapter="ega", monitor="mono", silent=True)
    assert seen["headless"].frames == 3
    assert seen["game"] == {"demo": True, "log": Path.cwd() / "g.log", "deal": 42, "seed": 9,
                            "work": 5000}


def _run(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_AUDIODRIVER": "dummy",
           "SDL_VIDEODRIVER": "dummy", "RETROHEARTS_DATA_DIR": str(cwd / "data")}
    return subprocess.run([sys.executable, "-m", "retrohearts", *argv], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def test_python_dash_m_end_to_end(elsewhere: Path) -> None:
    done = _run("--VERSION", cwd=elsewhere)
    assert (done.returncode, done.stdout.strip()) == (0, f"hearts (RetroHearts) {__version__}")
    done = _run("/cga", "-Mono", "/Bogus", cwd=elsewhere)
    assert done.returncode == 2
    assert done.stderr.splitlines()[0] == "???Illegal option: '/Bogus'"
    assert "Traceback" not in done.stderr
    done = _run("help", cwd=elsewhere)
    assert done.returncode == 0 and "NOVESA" in done.stdout


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


@pytest.mark.parametrize(("words", "size"), [
    (["cga"], (320, 240)),  # 320x200 shown with a 4:3 monitor's shape
    (["cga", "--square"], (320, 200)),
    (["--mode", "ega64k", "mono"], (640, 480)),
])
def test_headless_run_saves_screenshots(elsewhere: Path, words: list[str],
                                        size: tuple[int, int]) -> None:
    last, early = elsewhere / "x.png", elsewhere / "early.png"
    done = _run("--headless", "--frames", "30", "--screenshot", str(last),
                "--screenshot-at", f"5:{early}", *words, cwd=elsewhere)
    assert done.returncode == 0, done.stderr
    assert _png_size(last) == size
    assert _png_size(early) == size


def test_render_end_to_end(elsewhere: Path) -> None:
    pytest.importorskip("retrohearts.pc.sound.render")
    out = elsewhere / "theme.wav"
    done = _run("--render", "theme", "--device", "adlib", "--seconds", "1", str(out),
                cwd=elsewhere)
    assert done.returncode == 0, done.stdout + done.stderr
    assert out.read_bytes()[:4] == b"RIFF"
    bad = _run("--render", "theme", "--device", "gravis", str(out), cwd=elsewhere)
    assert bad.returncode == 2
    assert "Traceback" not in bad.stderr
