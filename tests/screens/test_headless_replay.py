"""A headless run replays exactly: the same command line gives the same frames, byte for byte,
however fast the machine is at the moment.

The computers' thinking is sliced by the clock in a window, by work units in a headless run
(``seats.think_slice``), and a game's work budget is fixed (``--work``, else the desktop's) and
written in the log with their seed.  The second run here shares its process with a busy thread
that takes the interpreter for itself half the time: with clock slices its computers got half
the thinking a frame and their cards landed frames later, so the screenshots differed (and over
a few thousand frames the cards played too).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import retrohearts

PACKAGE = Path(retrohearts.__file__).resolve().parent

CHILD = r"""
import sys, threading
from retrohearts.hearts_main import main
stop = threading.Event()

def spin():
    n = 0
    while not stop.is_set():
        n += 1

if sys.argv[1] == "busy":
    threading.Thread(target=spin, daemon=True).start()
status = main(sys.argv[2:])
stop.set()
sys.exit(status)
"""

FRAMES = 900
SHOTS = (300, 600, 900)


def _defaults(folder: Path) -> None:
    """Julia opposite Julia (DEMO plays your seat with her) at Play Speed 10: thinking, not
    the play delay, sets the pace."""
    from retrohearts.hearts.rules import HouseRules
    from retrohearts.screens.hearts.files.defaults import Defaults
    from retrohearts.screens.hearts.table.controls import Controls

    folder.mkdir()
    chosen = Defaults(rules=HouseRules(), controls=Controls(play_speed=10, between_tricks=1),
                      opponents=("David", "Julia", "Ellen"))
    (folder / "HEARTS.DEF").write_text(json.dumps(chosen.to_dict()))


def _run(tmp: Path, tag: str, busy: bool) -> tuple[bytes, list[bytes]]:
    data = tmp / f"data-{tag}"
    _defaults(data)
    log = tmp / f"{tag}.jsonl"
    argv = ["--headless", "--frames", str(FRAMES), "demo", "--seed", "11", "--log", str(log)]
    for frame in SHOTS:
        argv += ["--screenshot-at", f"{frame}:{tmp / f'{tag}-{frame}.png'}"]
    env = dict(os.environ, RETROHEARTS_DATA_DIR=str(data), SDL_AUDIODRIVER="dummy",
               PYTHONPATH=os.pathsep.join([str(PACKAGE.parent),
                                           os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-c", CHILD, "busy" if busy else "calm", *argv],
                          env=env, cwd=tmp, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return log.read_bytes(), [(tmp / f"{tag}-{frame}.png").read_bytes() for frame in SHOTS]


def test_the_same_command_line_gives_the_same_frames_under_load(tmp_path: Path) -> None:
    calm_log, calm_shots = _run(tmp_path, "calm", busy=False)
    busy_log, busy_shots = _run(tmp_path, "busy", busy=True)
    events = [json.loads(line) for line in calm_log.splitlines()]
    assert sum(e["event"] == "play" for e in events) >= 20  # the computers played for real
    computers = next(e for e in events if e["event"] == "computers")
    assert computers["seed"] == 11 and computers["work"] > 0  # what a replay elsewhere needs
    assert busy_log == calm_log
    for frame, calm, busy in zip(SHOTS, calm_shots, busy_shots, strict=True):
        assert busy == calm, f"frame {frame} differs"
