"""The network floor never reaches for presentation: no pyxel, pc/, ui/ or screens/."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

PKG = Path(__file__).resolve().parents[2] / "retrohearts"
_PRESENTATION = re.compile(r"^\s*(import pyxel|from pyxel|from retrohearts\.(pc|ui|screens)"
                           r"|import retrohearts\.(pc|ui|screens))", re.M)


def test_net_and_the_shared_log_import_no_presentation() -> None:
    files = [*(PKG / "net").rglob("*.py"), PKG / "eventlog.py", PKG / "hearts" / "events.py"]
    offenders = [str(p) for p in files if _PRESENTATION.search(p.read_text())]
    assert offenders == []


def test_the_server_and_terminal_load_without_pyxel() -> None:
    code = ("import sys; import retrohearts.net.server, retrohearts.net.term, "
            "retrohearts.net.mirror, retrohearts.net.session; "
            "bad = [m for m in sys.modules if m == 'pyxel' or m.startswith("
            "('retrohearts.pc', 'retrohearts.ui', 'retrohearts.screens'))]; print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=PKG.parent, check=True).stdout.strip()
    assert out == "[]"
