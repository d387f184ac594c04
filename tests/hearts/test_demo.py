"""The engine's text demonstration runs, and refuses bad options in one line."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from retrohearts import hearts_demo
from retrohearts.hearts import PRESETS


def run(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    code = hearts_demo.main(list(args), out=out)
    return code, out.getvalue()


@pytest.mark.parametrize("rules", sorted(PRESETS))
def test_a_deal_is_printed(rules: str) -> None:
    code, text = run("--deal", "1234", "--rules", rules)
    assert code == 0
    assert text.startswith(f"Deal 1234, {rules} rules")
    assert sum(1 for line in text.splitlines() if "Trick" in line) == 13
    assert "Points:" in text
    assert run("--deal", "1234", "--rules", rules)[1] == text  # same deal, same game


def test_no_pass_and_other_dealers() -> None:
    code, text = run("--deal", "5", "--pass", "none", "--dealer", "0")
    assert code == 0 and "No passing" in text and "South deals" in text


def test_a_whole_game() -> None:
    code, text = run("--game", "--deal", "77", "--rules", "windows")
    assert code == 0 and "Game over:" in text and "Hand 1: deal 77" in text


@pytest.mark.parametrize("args", [["--rules", "bridge"], ["--deal", "0"], ["--pass", "up"],
                                  ["--dealer", "9"]])
def test_bad_options(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert run(*args)[0] == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("???") and "\n" not in err


def test_runs_as_a_module() -> None:
    result = subprocess.run([sys.executable, "-m", "retrohearts.hearts_demo", "--deal", "3"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and "Trick 13" in result.stdout
