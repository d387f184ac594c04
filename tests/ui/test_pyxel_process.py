"""Run the tests that open a pyxel screen in child processes of their own.

pyxel can be initialised once per process and never closed, and other tests of the
suite (sound) need a process where it never was. So every test file that opens a
screen is named ``check_*.py`` and run here by a child pytest, one file per child
(their pyxel screen is resized from mode to mode inside that child).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHECKS = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests").rglob("check_*.py"))


@pytest.mark.parametrize("path", CHECKS)
def test_pyxel_checks_in_their_own_process(path: str) -> None:
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "SDL_VIDEODRIVER": "dummy"}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider",
         "-o", "python_files=check_*.py", path],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
