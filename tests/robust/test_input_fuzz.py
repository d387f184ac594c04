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


def test_the_fuzzer_gets_somewhere(tmp_path: Path) -> None:
    """Random input is only worth something if it reaches the screens: from the title, a
    few hundred random frames pass the name prompt, reach the table and open its windows."""
    result = fuzz("program", "vga", "color", 1500, seed=11, folder=tmp_path)
    assert result.crash is None, result.crash
    assert {"TitleScreen", "NamePrompt", "TableScreen"} <= result.seen, result.seen
    assert len(result.seen) >= 5, result.seen  # and some of the table's windows
