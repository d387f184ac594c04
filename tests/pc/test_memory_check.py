"""The original's "Not enough memory" (issue 29, point 12): said, with status 1 and no
window, when the emulated PC as SYSINFO reports it has less free memory than the program
needs; SYSINFO says whether there is enough."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.hearts_main import main
from retrohearts.pc import sysinfo
from retrohearts.pc.config import parse
from retrohearts.pc.sysinfo import NEEDED_EXTENDED_K, NOT_ENOUGH_MEMORY, Probes


def test_the_need_and_the_verdict() -> None:
    assert sysinfo.enough_memory(None)  # cannot be told: taken to be enough
    assert sysinfo.enough_memory(NEEDED_EXTENDED_K)
    assert not sysinfo.enough_memory(NEEDED_EXTENDED_K - 1)
    assert sysinfo.CONVENTIONAL_FREE_K >= sysinfo.NEEDED_CONVENTIONAL_K == 400
    short = sysinfo.report(parse([]), Probes(speed=lambda: 1.0, memory=lambda: 4096))
    assert "4,096K extended free: NOT enough to run" in short
    plenty = sysinfo.report(parse([]), Probes(speed=lambda: 1.0, memory=lambda: 1 << 22))
    assert "enough to run" in plenty and "NOT" not in plenty


@pytest.mark.parametrize("free_k", [4096, NEEDED_EXTENDED_K - 1])
def test_a_short_pc_says_so_and_stops(free_k: int, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(sysinfo, "free_memory_k", lambda: free_k)
    assert main(["--headless", "--frames", "2"]) == 1
    captured = capsys.readouterr()
    assert captured.err.splitlines() == [NOT_ENOUGH_MEMORY]
    assert not list(tmp_path.iterdir())  # nothing written, no game started


def test_enough_memory_starts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(sysinfo, "free_memory_k", lambda: NEEDED_EXTENDED_K)
    assert main(["--headless", "--frames", "2"]) == 0
