"""Reproducible strength runs: one game per fresh process, saved game by game, compared in pairs.

OpenSpiel's IS-MCTS bots are seeded, yet two runs of the same game rarely agree: their search
trees live in hash tables whose order follows memory addresses, and those change with every
process (address-space randomisation) and with everything the process did before.  So
``bench_strength.py --fresh`` plays every game (one start, one seat for the player under test)
in a new Python process with address randomisation switched off (Linux ``personality``; where
that is not possible the games still run, only not reproducibly, and the script says so).  The
same code then gives the same games, so a run can be repeated exactly.

Comparing two versions is paired only in part: the tables also follow the layout of the heap,
which a change to any Python code the game runs may shift, and then the bots can answer
differently before the player under test does.  Both runs still share the deals, the seats and
many whole games (a one-line change to the play-out policy left 26 of 240 games identical, and
the paired interval was a third narrower than two unpaired runs would give).

``--save FILE`` writes one JSON line per game; ``--against FILE`` compares with a saved run:
the mean difference per hand over the game starts both runs played, with a 95% interval over
the starts, and how many games came out identical.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import math
import os
import statistics
import subprocess
import sys
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

__all__ = ["compare", "load_games", "no_aslr_supported", "run_fresh"]

_ADDR_NO_RANDOMIZE = 0x0040000
_SCRIPT = Path(__file__).resolve().parent / "bench_strength.py"


def _load_libc() -> Any:
    name = ctypes.util.find_library("c") if sys.platform.startswith("linux") else None
    return ctypes.CDLL(name, use_errno=True) if name else None


_LIBC = _load_libc()


def _personality() -> int:
    """This process's execution domain flags (-1 when they cannot be read)."""
    if _LIBC is None or not hasattr(_LIBC, "personality"):
        return -1
    return int(_LIBC.personality(0xFFFFFFFF))


def no_aslr_supported() -> bool:
    """Whether this system lets a child process run without address randomisation."""
    return _personality() >= 0


def _no_aslr() -> None:
    """Runs in the child between fork and exec: the program exec'd starts unrandomised."""
    current = _personality()
    if current >= 0:
        _LIBC.personality(current | _ADDR_NO_RANDOMIZE)


def _one(args: list[str], start: int, seat: int, randomised: bool) -> dict[str, Any]:
    command = [sys.executable, str(_SCRIPT), *args, "--one", str(start), str(seat)]
    done = subprocess.run(command, capture_output=True, text=True, check=False,
                          preexec_fn=None if randomised else _no_aslr)  # noqa: PLW1509
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        raise RuntimeError(f"game {start}/{seat} failed:\n{done.stderr[-2000:]}")
    game: dict[str, Any] = json.loads(lines[-1])
    return game


def run_fresh(args: list[str], games: Iterable[tuple[int, int]], jobs: int,
              on_game: Callable[[dict[str, Any]], None]) -> bool:
    """Play each (start, seat) game in its own process with ``args`` passed on to the script;
    call ``on_game`` with each game's figures (in the order given).  Returns whether the runs
    were reproducible (address randomisation off)."""
    randomised = not no_aslr_supported()
    with ThreadPoolExecutor(max(1, jobs)) as pool:
        for game in pool.map(lambda g: _one(args, g[0], g[1], randomised), list(games)):
            on_game(game)
    return not randomised


def load_games(path: str | os.PathLike[str]) -> dict[tuple[int, int], dict[str, Any]]:
    """A saved run: (start, seat) -> that game's figures."""
    out: dict[tuple[int, int], dict[str, Any]] = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                game = json.loads(line)
                out[(int(game["start"]), int(game["seat"]))] = game
    return out


def compare(base: dict[tuple[int, int], dict[str, Any]],
            new: dict[tuple[int, int], dict[str, Any]]) -> str:
    """The paired difference (new minus base) in margin per hand, over shared game starts."""
    common = sorted(set(base) & set(new))
    pairs: dict[int, tuple[list[float], list[float]]] = {}
    for key in common:
        a, b = pairs.setdefault(key[0], ([], []))
        a.extend(base[key]["margins"])
        b.extend(new[key]["margins"])
    diffs = [statistics.mean(b) - statistics.mean(a) for a, b in pairs.values() if a and b]
    same = sum(base[key]["margins"] == new[key]["margins"] for key in common)
    if len(diffs) < 2:
        return f"paired: {len(common)} games in common, too few to compare"
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return (f"paired: {statistics.mean(diffs):+.2f} +- {half:.2f} per hand against the saved run "
            f"({len(common)} games, {len(diffs)} starts, {same} games identical)")
