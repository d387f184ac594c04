"""Build the itch.io uploads: stage a game, package it with pyxel's own tool, add our page.

For each game that exists (Hearts always; HomeRun once its screens are in the
package) this writes into the output folder:

- ``<game>.pyxapp``: made by ``pyxel.cli.package_pyxel_app`` from a staged folder
  holding only what the game runs on (the ``retrohearts`` package without caches or
  build tools, its data files, the digitized sounds prepared for every sound device,
  and a three-line startup script);
- ``<game>-web.zip``: the upload: ``index.html`` (page.py: our page around pyxel's
  launcher, which loads pyxel.js from the CDN address pyxel's own ``app2html`` uses)
  and the ``.pyxapp`` beside it, the one copy of the game, which the page fetches.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import os
import shutil
import stat
import tempfile
import time
import tomllib
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pyxel
import pyxel.cli

from retrohearts.web.page import index_html

PACKAGE_DIR = Path(__file__).resolve().parent.parent  # .../retrohearts
# Parts of the package a page never runs: this builder, the page it writes around the
# game, and the native stand-in for a browser (profile.py; its tests use the source's copy).
SKIP_FILES = {"build.py", "__main__.py", "page.py", "page.js", "page.css", "profile.py"}
PYXEL_JS = f"https://cdn.jsdelivr.net/gh/kitao/pyxel@{pyxel.VERSION}/wasm/pyxel.js"
SKIP_DIRS = {"__pycache__"}
UPLOAD_MODE = 0o644  # every file of an upload zip


@dataclass(frozen=True)
class WebGame:
    """One game's web build: its name, the screens module that must exist, its title, and
    whether pyxel's virtual pad is offered on touch screens."""

    name: str
    module: str
    title: str
    gamepad: str


# Hearts is played by pointing at cards: on a touch screen a tap is a click, and the
# virtual pad would only take room. HomeRun's rank-by-rank keys suit the pad.
GAMES = (
    WebGame("hearts", "retrohearts.screens.hearts.program", "RetroHearts: Hearts", "disabled"),
    WebGame("homerun", "retrohearts.screens.homerun.program", "RetroHearts: HomeRun",
            "enabled"),
)

STARTUP = '''"""Start {name} in the browser (written by retrohearts.web.build)."""
import sys

# pyxel's restart in a page forgets the modules it loaded from the package, but keeps the
# package's namespace packages (no __file__), which name the folder it deleted: forget them.
for _name in [n for n in sys.modules if n.partition(".")[0] == "retrohearts"]:
    del sys.modules[_name]
# pyxel's page looks at every import for a file to fetch from the server beside the page;
# this package is whole, so its imports skip that look (and ask the server for nothing).
sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != "ImportHook"]

from retrohearts.web.startup import start  # noqa: E402

start("{name}")
'''


def games_present() -> list[WebGame]:
    """The games whose screens this package holds."""
    present = []
    for game in GAMES:
        try:
            found = importlib.util.find_spec(game.module) is not None
        except ModuleNotFoundError:
            found = False
        if found:
            present.append(game)
    return present


def data_folders() -> dict[str, Path]:
    """The data folders the wheel carries as ``retrohearts/_data/<name>``.

    An installed package has them under ``_data`` already; a source checkout lists
    them in pyproject.toml's force-include table, which is read so this never drifts.
    """
    if (PACKAGE_DIR / "_data").is_dir():
        return {}
    pyproject = PACKAGE_DIR.parent / "pyproject.toml"
    table = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    include = table["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    folders = {}
    for source, target in include.items():
        prefix = "retrohearts/_data/"
        if target.startswith(prefix):
            folders[target[len(prefix):]] = PACKAGE_DIR.parent / source
    return folders


def _copy_package(dest: Path) -> None:
    def ignore(folder: str, names: list[str]) -> set[str]:
        skipped = {n for n in names if n in SKIP_DIRS or n.endswith((".pyc", ".pyo"))}
        if Path(folder).resolve() == Path(__file__).resolve().parent:
            skipped |= SKIP_FILES & set(names)
        return skipped

    shutil.copytree(PACKAGE_DIR, dest / "retrohearts", ignore=ignore)
    for name, source in data_folders().items():
        target = dest / "retrohearts" / "_data" / name
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
        elif source.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)


def stage(game: WebGame, root: Path) -> Path:
    """Lay out the folder pyxel packages: ``root/<game>/`` with the package and startup."""
    app_dir = root / game.name
    app_dir.mkdir(parents=True)
    _copy_package(app_dir)
    # The page has no numpy to digitize sounds with: ship them prepared (pc/sound/prepared.py).
    from retrohearts.pc.sound.prepared import FOLDER, prepare_all

    prepare_all(app_dir / "retrohearts" / "_data" / FOLDER)
    (app_dir / f"{game.name}_web.py").write_text(STARTUP.format(name=game.name),
                                                 encoding="utf-8")
    return app_dir


@contextlib.contextmanager
def _working_in(folder: Path) -> Iterator[None]:
    """pyxel's tools write into the current folder; run them in ``folder``."""
    before = Path.cwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(before)


def build_game(game: WebGame, out: Path) -> Path:
    """Build one game's files in ``out``; return the path of its upload zip."""
    with tempfile.TemporaryDirectory(prefix="retrohearts-web-") as tmp:
        app_dir = stage(game, Path(tmp))
        with _working_in(out), contextlib.redirect_stdout(io.StringIO()):
            pyxel.cli.package_pyxel_app(str(app_dir), str(app_dir / f"{game.name}_web.py"))
    pyxapp = out / f"{game.name}{pyxel.APP_FILE_EXTENSION}"
    upload = out / f"{game.name}-web.zip"
    page = index_html(game.name, game.title, PYXEL_JS, game.gamepad)
    tmp_zip = upload.with_name(upload.name + ".tmp")
    with zipfile.ZipFile(tmp_zip, "w") as zf:
        zf.writestr(_entry("index.html", zipfile.ZIP_DEFLATED), page)
        # the package is a zip already: stored as it is
        zf.writestr(_entry(pyxapp.name, zipfile.ZIP_STORED), pyxapp.read_bytes())
    os.replace(tmp_zip, upload)
    return upload


def _entry(name: str, compress_type: int) -> zipfile.ZipInfo:
    """A file of the upload, readable by all (rw-r--r--): ``writestr`` gives a name alone
    mode 0600, and a server that keeps the zip's modes would then refuse the page."""
    info = zipfile.ZipInfo(name, date_time=time.localtime()[:6])
    info.compress_type = compress_type
    info.create_system = 3  # Unix: the mode below is read
    info.external_attr = (stat.S_IFREG | UPLOAD_MODE) << 16
    return info


def build(out: Path) -> list[Path]:
    """Build every game present; return the upload zips written."""
    out.mkdir(parents=True, exist_ok=True)
    return [build_game(game, out) for game in games_present()]
