"""The ``homerun`` command: the PC's words and options, PSION, --lang, HELP, SYSINFO."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts import homerun_main
from retrohearts.pc.config import OptionError
from retrohearts.pc.png import read_png


def test_psion_is_the_default_and_dos_words_still_work() -> None:
    cfg, code = homerun_main.load([])
    assert cfg.pc.mode == "psion3a" and code is None
    cfg, _ = homerun_main.load(["cga"])
    assert cfg.pc.adapter == "cga" and cfg.pc.mode is None
    cfg, _ = homerun_main.load(["HERCULES", "mono"])
    assert cfg.pc.adapter == "hercules"
    cfg, _ = homerun_main.load(["svga", "/psion"])
    assert cfg.pc.mode == "psion3a"
    cfg, code = homerun_main.load(["--lang", "DE", "--deal", "12", "--seed", "3"])
    assert code == "de" and cfg.deal == 12 and cfg.seed == 3


@pytest.mark.parametrize("args", [["--lang"], ["--lang", "deutsch!"], ["--bogus"], ["tandy"]])
def test_bad_options_are_one_line(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    if args[0] == "--lang":
        with pytest.raises(OptionError):
            homerun_main.load(args)
    assert homerun_main.main(args) == 2
    err = capsys.readouterr().err.splitlines()
    assert err and err[0].startswith("?")


def test_help_and_sysinfo(capsys: pytest.CaptureFixture[str]) -> None:
    assert homerun_main.main(["help"]) == 0
    out = capsys.readouterr().out
    assert "Usage: homerun" in out and "PSION" in out and "--lang" in out
    assert "HEARTS.CLI" not in out
    assert homerun_main.main(["sysinfo"]) == 0
    out = capsys.readouterr().out
    assert "Psion Series 3a LCD" in out


def test_headless_screenshot(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path / "data"))
    shot = tmp_path / "shot.png"
    code = homerun_main.main(["--headless", "--frames", "120", "--deal", "5", "--keys",
                              "wait 2; key ENTER; wait 100; key SPACE", "--screenshot",
                              str(shot)])
    assert code == 0
    img = read_png(shot)
    assert img.shape == (160, 480, 3)
    assert len({tuple(p) for p in img.reshape(-1, 3)}) <= 3


def _listed(text: str) -> list[tuple[str, str]]:
    """(option, placeholder) for every option HELP lists."""
    out = []
    for line in text.splitlines():
        parts = line.split()
        if line.startswith("  ") and parts and (parts[0].isupper() or
                                                 parts[0].startswith("--")):
            placeholder = parts[1] if len(parts) > 1 and parts[0].startswith("--") and (
                parts[1].isupper() or "|" in parts[1]) else ""
            out.append((parts[0], placeholder))
    return out


#: a value for each placeholder HELP shows, and a display the option goes with
_VALUES = {"N": "7", "PATH": "shot.png", "FRAME:PATH": "1:early.png", "SCRIPT": "wait 1",
           "KEY": "psion3a", "4:3|square": "square", "crisp|smooth|retro": "smooth",
           "white|green|amber": "amber", "1-high|1-low|0-high|0-low|5-high|5-low": "0-low",
           "CODE": "de"}
_STOPS = {"SYSINFO", "HELP", "--help", "--version"}  # these print and stop


def test_help_lists_only_what_homerun_honours(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """Every option HELP lists works (status 0, a screenshot for a run), and Hearts' own
    (--render, --screen, --log ...) are not listed (they were, and failed or did nothing)."""
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    assert homerun_main.main(["help"]) == 0
    listed = _listed(capsys.readouterr().out)
    names = {name for name, _ in listed}
    assert {"PSION", "--lang", "--deal", "--seed", "--keys", "CGA", "SILENT"} <= names
    assert not names & {"--render", "--screen", "--log", "--device", "--seconds", "--out",
                        "DEMO", "JOIN"}
    for name, placeholder in listed:
        args = [name] + ([_VALUES[placeholder]] if placeholder else [])
        if name == "--keys-file":
            (tmp_path / "keys.txt").write_text("wait 1\n", encoding="utf-8")
            args = [name, "keys.txt"]
        shot = tmp_path / "shot.png"
        shot.unlink(missing_ok=True)
        run = [] if name in _STOPS else ["--headless", "--frames", "3", "--screenshot",
                                         str(shot)]
        code = homerun_main.main(args + run)
        err = capsys.readouterr().err
        assert code == 0, (args, err)
        assert name in _STOPS or shot.exists(), args


@pytest.mark.parametrize("args", [["--screen", "bogus"], ["--screen", "table"],
                                  ["--log", "x.log"], ["--render", "theme", "x.wav"],
                                  ["--device", "adlib"], ["x.wav"], ["demo"], ["/DEMO"],
                                  ["join", "localhost"], ["--seconds=3"]])
def test_hearts_options_are_refused_with_one_line(args: list[str],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """``homerun --screen bogus`` ran silently with status 0: now one line, status 2."""
    assert homerun_main.main(args) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("?") and "hearts" in err[0] and "homerun" in err[0], err
    assert err[1].startswith("Recognized options:")
    assert not {"--screen", "--log", "--render", "DEMO"} & set(" ".join(err[1:]).split())


def test_silent_starts_homerun_with_its_sounds_off(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from retrohearts.screens.homerun.context import RunOptions
    from retrohearts.screens.homerun.program import make_context

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path / "data"))
    assert make_context(None, RunOptions()).effects.enabled
    ctx = make_context(None, RunOptions(silent=True))
    assert not ctx.effects.enabled and ctx.ini.options.sound   # HOMERUN.INI keeps "on"
    cfg, _ = homerun_main.load(["quiet"])
    assert cfg.pc.silent
