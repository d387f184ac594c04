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
