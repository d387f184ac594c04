"""ruff and mypy stay clean, and the floors keep to their rules."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "retrohearts"


def test_ruff_clean() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "retrohearts", "tests", "bench"],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_clean() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


_PRESENTATION = re.compile(r"^\s*(import pyxel|from pyxel|from retrohearts\.(pc|ui|screens)"
                           r"|import retrohearts\.(pc|ui|screens))", re.M)
_GAME = re.compile(r"^\s*(from retrohearts\.(hearts|homerun)|import retrohearts\.(hearts|homerun))",
                   re.M)


def test_logic_never_imports_presentation() -> None:
    logic = [PKG / "cards.py", *(PKG / "hearts").rglob("*.py"), *(PKG / "homerun").rglob("*.py")]
    offenders = [str(p) for p in logic if _PRESENTATION.search(p.read_text())]
    assert offenders == []


def test_pc_never_imports_a_game() -> None:
    floor = [*(PKG / "pc").rglob("*.py"), *(PKG / "ui").rglob("*.py")]
    offenders = [str(p) for p in floor if _GAME.search(p.read_text())]
    assert offenders == []


_UPPER_FLOOR = re.compile(r"^\s*(from|import) retrohearts\.(ui|screens|net|web)\b", re.M)


def test_pc_never_imports_the_floors_above_it() -> None:
    """The emulated PC is the bottom floor: widgets (ui), screens, the server and the web build
    sit on it, never under it."""
    offenders = [str(p) for p in (PKG / "pc").rglob("*.py") if _UPPER_FLOOR.search(p.read_text())]
    assert offenders == []
