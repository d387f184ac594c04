"""The program in a real window: `hearts` opens a window of the mode's 4:3 size and runs.

Headless runs cover everything else; this one proves the windowed path (pyxel with
OpenGL) starts. It needs an X server with software OpenGL (Debian's xvfb, x11-utils and
libgl1-mesa-dri, which .ci/run installs when it can) and is skipped without them.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xwininfo")),
    reason="needs Xvfb and xwininfo (Debian: xvfb x11-utils libgl1-mesa-dri)",
)


def _hearts_windows(display: str) -> list[tuple[int, int]]:
    out = subprocess.run(["xwininfo", "-root", "-tree"], env={**os.environ, "DISPLAY": display},
                         capture_output=True, text=True).stdout
    return [(int(w), int(h)) for w, h in re.findall(r'"Hearts": .*?(\d+)x(\d+)\+', out)]


def test_hearts_opens_a_window(tmp_path: Path) -> None:
    display = f":{50 + os.getpid() % 200}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = {**os.environ, "DISPLAY": display, "SDL_AUDIODRIVER": "dummy",
           "RETROHEARTS_DATA_DIR": str(tmp_path)}
    env.pop("SDL_VIDEODRIVER", None)
    game = None
    try:
        game = subprocess.Popen([sys.executable, "-m", "retrohearts", "ega"], env=env,
                                cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True)
        windows: list[tuple[int, int]] = []
        for _ in range(300):  # poll until the window shows (or the program ends)
            windows = _hearts_windows(display)
            if windows or game.poll() is not None:
                break
            time.sleep(0.1)
        still_running = game.poll() is None
    finally:
        if game is not None:
            game.terminate()
            _, err = game.communicate(timeout=30)
        xvfb.terminate()
        xvfb.wait(timeout=30)
    assert "Traceback" not in err, err
    assert still_running, err
    # EGA 640x350 is shown 4:3 as 640x480; on a 1280x1024 screen it opens at scale 1
    assert windows == [(640, 480)]
