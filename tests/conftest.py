"""Test-wide settings: no audio device, no window, ever, and no test writes into the
home folder of whoever runs the suite (the user data folder is a fresh temporary one;
tests that need their own set RETROHEARTS_DATA_DIR themselves), nor into the repository's
own HEARTS.CLI."""

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("RETROHEARTS_DATA_DIR",
                      tempfile.mkdtemp(prefix="retrohearts-test-data-"))

#: The repository's own HEARTS.CLI: the suite runs in the repository, where the game looks
#: for HEARTS.CLI first, so a test reaching SETUP from the current folder would rewrite it.
REPO_CLI = Path(__file__).resolve().parent.parent / "HEARTS.CLI"


@pytest.fixture(autouse=True)
def _repo_hearts_cli_untouched() -> Iterator[None]:
    """No test may write the repository's HEARTS.CLI (tests use a scratch folder): a test
    that did fails, and the file is put back."""
    before = REPO_CLI.read_bytes() if REPO_CLI.exists() else None
    yield
    after = REPO_CLI.read_bytes() if REPO_CLI.exists() else None
    if after != before:
        if before is None:
            REPO_CLI.unlink()
        else:
            REPO_CLI.write_bytes(before)
        pytest.fail(f"this test wrote the repository's {REPO_CLI.name} (put back): "
                    "run it in a scratch folder", pytrace=False)


@pytest.fixture(autouse=True)
def _solver_on_wall_time() -> Iterator[None]:
    """A headless HomeRun switches its solver to counting work (so a run replays exactly);
    tests after it measure time limits in seconds again."""
    yield
    from retrohearts.homerun.solver import use_work_clock

    use_work_clock(False)
