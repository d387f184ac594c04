"""One web build per test session, shared by the web tests; and, for the real-browser tests,
the built pages served on 127.0.0.1 with a pyxel runtime, and headless Chromium (one per
module).

The browser fixtures skip, saying why, when Playwright, Chromium or the runtime folder
(``RETROHEARTS_WEB_RUNTIME``, made by scripts/fetch_web_runtime.py) is missing.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from chromium import Browser, chromium, missing, runtime_path
from webserve import Server, serve

from retrohearts.web.build import build, games_present

BRIDGE = Path(__file__).resolve().parent / "bridge_pyxel262.py"
# The Hearts page in a frame on a page taller than the window, as itch.io shows a game.
FRAMED = """<!doctype html>
<html><body style="margin:0; background:#333; color:#fff">
<p style="height:40px; margin:0">The page around the game</p>
<iframe id="game" src="hearts/index.html" width="700" height="560" allow="autoplay"></iframe>
<div style="height:2000px">Comments</div>
</body></html>
"""


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    build(out)
    return out


@pytest.fixture(scope="session")
def pages(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Each game's upload unzipped under /<game>/, the runtime under /runtime/, and
    /framed.html: the Hearts page in a frame."""
    why = missing()
    if why is not None:
        pytest.skip(why)
    site = tmp_path_factory.mktemp("site")
    for game in games_present():
        with zipfile.ZipFile(dist / f"{game.name}-web.zip") as zf:
            zf.extractall(site / game.name)
    (site / "framed.html").write_text(FRAMED, encoding="utf-8")
    server = serve(site, runtime_path(), BRIDGE.read_text("utf-8"))
    yield server
    server.close()


@pytest.fixture(scope="module")
def browser(pages: Server) -> Iterator[Browser]:
    """One Chromium per test module: Playwright's sync API keeps an asyncio loop running
    in this thread while it is open, so a later module's ``asyncio.run`` (test_websession)
    must find it closed."""
    with chromium() as running:
        yield running
