"""The pure floors under real WebAssembly: Pyodide in Node.js plays a hand with Julia.

Needs ``node`` and the npm package ``pyodide`` (bench/bench_wasm.py installs it into
~/.cache/retrohearts/pyodide; .ci/run does the same when npm is there). Skipped,
saying why, when either is missing: nothing here downloads.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import bench_wasm  # noqa: E402


def test_julia_plays_a_hand_under_webassembly() -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the WebAssembly check needs Node.js")
    if not (bench_wasm.CACHE / "node_modules" / "pyodide" / "pyodide.asm.wasm").is_file():
        pytest.skip(f"pyodide is not installed in {bench_wasm.CACHE} (python bench/bench_wasm.py)")
    figures = bench_wasm.wasm(1)
    assert str(figures["python"]).startswith("3.")
    assert figures["plays"] == 13
    assert isinstance(figures["julia_play_p50_ms"], float)
