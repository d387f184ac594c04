"""bench/bench_server.py runs end to end on a tiny load and prints every figure it promises."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_server_bench_runs_and_reports_both_sides() -> None:
    out = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "bench_server.py"), "--tables", "2",
         "--seconds", "1", "--think", "0,0.05", "--clients", "2"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)}).stdout
    assert out.count("tables held all four connections to the end: 2 of 2") == 2, out
    assert "instant: every seat answers at once" in out
    assert "each seat thinks 50 ms" in out
    assert out.count("plays answered; play -> next prompt written, inside the server") == 2
    assert "closed loop" in out and out.count("CPU: server") == 2
    assert "load average" in out


def test_the_cluster_bench_kills_a_process_and_reports_what_came_back() -> None:
    import shutil

    import pytest

    if shutil.which("redis-server") is None:
        pytest.skip("redis-server is not installed: the cluster bench is skipped")
    out = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "bench_cluster.py"), "--processes", "2",
         "--tables", "2", "--seconds", "9", "--think", "0.05", "--clients", "1", "--kill"],
        cwd=ROOT, capture_output=True, text=True, timeout=180,
        env={**os.environ, "PYTHONPATH": str(ROOT)}).stdout
    assert "2 processes: 2/2 tables held" in out, out
    assert "killed one process: 1/1 of its tables came back" in out, out
    assert "cards lost 0, points lost 0" in out and "0 failed" in out, out
