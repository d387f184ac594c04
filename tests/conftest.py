"""Test-wide settings: no audio device, no window, ever, and no test writes into the
home folder of whoever runs the suite (the user data folder is a fresh temporary one;
tests that need their own set RETROHEARTS_DATA_DIR themselves)."""

import os
import tempfile

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("RETROHEARTS_DATA_DIR",
                      tempfile.mkdtemp(prefix="retrohearts-test-data-"))
