"""A headless run replays exactly: the same command line gives the same frames, byte for byte,
however fast the machine is at the moment.

The computers' thinking is sliced by the clock in a window, by work units in a headless run
(``seats.think_slice``), and a game's work budget is fixed (``--work``, else the desktop's) and
written in the log with their seed.  The second run here shares its process with a busy thread
that takes the interpreter for itself half the time, inside every slice: with clock slices its
computers got half the thinking a frame and their cards landed frames later, so the screenshots
differed (and over a few thousand frames the cards played too).
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

if sys.argv[1] == "busy":  # switching often: the spinner takes its half inside every slice
    sys.setswitchinterval(0.0002)
    threading.Thread(target=spin, daemon=True).start()
status = main(sys.argv[2:])
stop.set()
sys.exit(status)
"""

def _defaults(folder: Path, advice: bool) -> None:
    """Julia opposite Julia (DEMO plays your seat with her) at Play Speed 10: thinking, not
    the play delay, sets the pace; ``advice``: Auto Advice on (the tutor thinks for you)."""
    from retrohearts.hearts.rules import HouseRules
    from retrohearts.screens.hearts.files.defaults import Defaults
    from retrohearts.screens.hearts.shared.controls import Controls

    folder.mkdir()
    controls = Controls(play_speed=10, between_tricks=1, auto_advice=advice)
    chosen = Defaults(rules=HouseRules(), controls=controls, opponents=("David", "Julia", "Ellen"))
    (folder / "HEARTS.DEF").write_text(json.dumps(chosen.to_dict()))


def _run(tmp: Path, tag: str, busy: bool, argv: list[str], shots: tuple[int, ...],
         advice: bool = False) -> tuple[bytes, list[bytes]]:
    data = tmp / f"data-{tag}"
    _defaults(data, advice)
    log = tmp / f"{tag}.jsonl"
    argv = [*argv, "--log", str(log)]
    for frame in shots:
        argv += ["--screenshot-at", f"{frame}:{tmp / f'{tag}-{frame}.png'}"]
    env = dict(os.environ, RETROHEARTS_DATA_DIR=str(data), SDL_AUDIODRIVER="dummy",
               PYTHONPATH=os.pathsep.join([str(PACKAGE.parent),
                                           os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-c", CHILD, "busy" if busy else "calm", *argv],
                          env=env, cwd=tmp, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return log.read_bytes(), [(tmp / f"{tag}-{frame}.png").read_bytes() for frame in shots]


def test_the_same_command_line_gives_the_same_frames_under_load(tmp_path: Path) -> None:
    argv = ["--headless", "--frames", "900", "demo", "--seed", "11"]
    shots = (300, 600, 900)
    calm_log, calm_shots = _run(tmp_path, "calm", False, argv, shots)
    busy_log, busy_shots = _run(tmp_path, "busy", True, argv, shots)
    events = [json.loads(line) for line in calm_log.splitlines()]
    assert sum(e["event"] == "play" for e in events) >= 20  # the computers played for real
    computers = next(e for e in events if e["event"] == "computers")
    assert computers["seed"] == 11 and computers["work"] > 0  # what a replay elsewhere needs
    assert busy_log == calm_log
    for frame, calm, busy in zip(shots, calm_shots, busy_shots, strict=True):
        assert busy == calm, f"frame {frame} differs"


def test_the_tutors_advice_lands_on_the_same_frame_under_load(tmp_path: Path) -> None:
    """Auto Advice at the pass: the box says "thinking..." until the tutor is done."""
    keys = 'wait 3; key SPACE; wait 3; text "Ada"; key ENTER; wait 3; key ESC; wait 200'
    argv = ["--headless", "--frames", "150", "--seed", "5", "--keys", keys]
    shots = tuple(range(28, 101, 4))  # "thinking..." from frame 28, the advice near 64
    calm_log, calm_shots = _run(tmp_path, "calm", False, argv, shots, advice=True)
    busy_log, busy_shots = _run(tmp_path, "busy", True, argv, shots, advice=True)
    assert calm_shots[0] != calm_shots[-1]  # the advice came while we watched
    assert busy_log == calm_log
    for frame, calm, busy in zip(shots, calm_shots, busy_shots, strict=True):
        assert busy == calm, f"frame {frame} differs"
