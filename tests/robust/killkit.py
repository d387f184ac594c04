"""SIGKILL at random moments while a child process saves the game in a loop.

The child (``python killkit.py child FOLDER``) does what the program does: at start it clears
the temporaries a killed save left (``saving.clear_temporaries``), then it plays a game card
by card and saves HEARTS.SAV and HEARTS.TBL after every card through the real
``saving.save_game`` (temporary file, fsync, rename). The parent kills it with SIGKILL after a
random delay, then checks what a player starting the program again would get: the saved game
loads (``saving.load_game``: every card replayed and checked), and temporaries do not pile up.
Used by tests/robust/test_kill_save.py (a few dozen kills) and bench/bench_fuzz_kills.py.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class KillReport:
    """What a series of kills found."""

    kills: int = 0
    loaded: int = 0  # times the save loaded after a kill
    failures: list[str] = field(default_factory=list)
    most_temps: int = 0  # the most temporaries ever seen in the folder after a kill
    mid_write: int = 0  # kills that left a temporary (landed in the middle of a write)
    temps_left: int = 0  # temporaries left after the last run's start-up cleanup


def _temps(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.endswith(".tmp")]


def kill_series(folder: Path, kills: int, seed: int = 1, max_delay: float = 0.05) -> KillReport:
    """Start the saving child ``kills`` times, SIGKILL it at a random moment each time, and
    check the folder after every kill."""
    from retrohearts.screens.hearts.files.saving import clear_temporaries, load_game

    rng = random.Random(seed)
    report = KillReport()
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    for k in range(kills):
        child = subprocess.Popen(
            [sys.executable, __file__, "child", str(folder), str(seed * 1000 + k)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        assert child.stdout is not None
        child.stdout.readline()  # "ready": the first save of this run is on disk
        time.sleep(rng.uniform(0.0, max_delay))
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        if child.stderr is not None:
            errors = child.stderr.read().decode("utf-8", "replace")
            child.stderr.close()
            if errors.strip():
                report.failures.append(f"kill {k}: the child said {errors.strip()[:300]}")
        report.kills += 1
        left = len(_temps(folder))
        report.most_temps = max(report.most_temps, left)
        report.mid_write += left > 0
        match, _names, _controls, error = load_game(folder)
        if match is None or error is not None:
            report.failures.append(f"kill {k}: the save did not load ({error})")
        else:
            report.loaded += 1
    clear_temporaries(folder)  # what the next start of the program does
    report.temps_left = len(_temps(folder))
    return report


def _child(folder: Path, seed: int) -> None:
    from retrohearts.hearts.match import Match
    from retrohearts.hearts.rules import HouseRules
    from retrohearts.screens.hearts.files.saving import clear_temporaries, save_game
    from retrohearts.screens.hearts.shared.controls import Controls

    clear_temporaries(folder)
    rng = random.Random(seed)
    names = ["Kim", "Jeffrey", "Lindsay", "Michael"]
    ready = False
    while True:
        match = Match(HouseRules(), first_deal=rng.randint(1, 999_999_999), first_dealer=0)
        while not match.is_over:
            hand = match.hand
            if hand.phase == "pass":
                for seat in range(4):
                    hand.pass_cards(seat, list(hand.cards(seat))[:3])
            elif hand.phase == "play":
                hand.play(rng.choice(list(hand.legal_plays())))
            else:
                match.next_hand()
            error = save_game(folder, match, names, Controls())
            if error:
                print(error, file=sys.stderr, flush=True)
            if not ready:
                print("ready", flush=True)
                ready = True


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "child":
        _child(Path(sys.argv[2]), int(sys.argv[3]))
