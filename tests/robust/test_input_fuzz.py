"""Random keys, text, mouse moves (also off screen), clicks and right clicks over every screen
reachable today (fuzzkit.SCREENS) in several video modes: nothing may crash.

A bounded number of frames per screen and mode here; ``python bench/bench_fuzz.py`` runs the
long version (a million frames) and prints frames run and crashes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fuzzkit import MODES, SCREENS, fuzz

FRAMES = 150


@pytest.mark.parametrize("mode,monitor", MODES)
@pytest.mark.parametrize("entry", sorted(SCREENS))
def test_random_input_never_crashes(entry: str, mode: str, monitor: str,
                                    tmp_path: Path) -> None:
    result = fuzz(entry, mode, monitor, FRAMES, seed=len(entry) * 7 + len(mode), folder=tmp_path)
    assert result.crash is None, result.crash
    assert result.frames == FRAMES
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []  # saves made on the way left no temporary behind


def test_the_fuzzer_reaches_the_screens_it_names(tmp_path: Path) -> None:
    """The fuzz is only worth something if the input gets somewhere: the program entry
    leaves the title and reaches the table within a few hundred random frames."""
    from retrohearts.pc.app import open_app
    from retrohearts.pc.options import PCOptions
    from retrohearts.screens.hearts.table import TableScreen

    app = open_app(PCOptions(mode="vga"), headless=True, display=None)
    SCREENS["table"](app, tmp_path, 3)
    app.update(__import__("retrohearts.pc.input", fromlist=["InputFrame"]).InputFrame())
    assert any(isinstance(s, TableScreen) for s in app.stack)
