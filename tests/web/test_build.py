"""The itch.io uploads: our page and pyxel's package, one copy of the game, small."""

from __future__ import annotations

import re
import stat
import zipfile
from pathlib import Path

import pyxel

from retrohearts.web.build import games_present

MAX_UPLOAD = 3 * 1024 * 1024  # one game's upload at most 3 MB
MAX_PAGE = 64 * 1024  # index.html carries no game


def test_every_game_present_gets_its_package_and_upload(dist: Path) -> None:
    names = [game.name for game in games_present()]
    assert names == ["hearts", "homerun"]
    for name in names:
        for file in (f"{name}-web.zip", f"{name}.pyxapp"):
            assert (dist / file).is_file(), file


def test_an_upload_is_the_page_and_the_one_package(dist: Path) -> None:
    for game in games_present():
        with zipfile.ZipFile(dist / f"{game.name}-web.zip") as zf:
            assert sorted(zf.namelist()) == sorted(["index.html", f"{game.name}.pyxapp"])
            page = zf.read("index.html").decode("utf-8")
            package = zf.read(f"{game.name}.pyxapp")
        assert package == (dist / f"{game.name}.pyxapp").read_bytes()
        assert len(page.encode("utf-8")) <= MAX_PAGE and "base64" not in page.replace(
            "params.base64", "")  # no embedded copy: the page fetches the package
        assert 'id="pyxel-screen"' in page and "launchPyxel(params)" in page
        assert f'"package": "{game.name}.pyxapp"' in page
        assert "How to play" in page and "?cga&amp;mono" in page


def test_pages_load_the_installed_pyxel_from_its_cdn(dist: Path) -> None:
    for game in games_present():
        with zipfile.ZipFile(dist / f"{game.name}-web.zip") as zf:
            page = zf.read("index.html").decode("utf-8")
        sources = re.findall(r'<script src="([^"]+)"', page)
        assert sources == [f"https://cdn.jsdelivr.net/gh/kitao/pyxel@{pyxel.VERSION}/wasm/pyxel.js"]


def test_uploads_stay_small(dist: Path) -> None:
    for game in games_present():
        assert (dist / f"{game.name}-web.zip").stat().st_size <= MAX_UPLOAD


def test_package_holds_the_game_and_nothing_else(dist: Path) -> None:
    for game in games_present():
        with zipfile.ZipFile(dist / f"{game.name}.pyxapp") as zf:
            names = zf.namelist()
        top = {name.split("/")[0] for name in names}
        assert top == {game.name}
        inner = [name.split("/", 1)[1] for name in names]
        assert f"{game.name}_web.py" in inner
        assert any(name.startswith("retrohearts/_data/palettes/") for name in inner)
        assert any(name.startswith("retrohearts/_data/music/") for name in inner)
        assert any(name.startswith("retrohearts/_data/prepared/soundblaster/voice/")
                   for name in inner)
        assert not [n for n in inner if "__pycache__" in n or n.endswith(".pyc")]
        assert not [n for n in inner if n.split("/")[0] in {"tests", "bench", "scripts"}]
        for build_only in ("build.py", "page.py", "page.js", "page.css", "profile.py"):
            assert f"retrohearts/web/{build_only}" not in inner
        assert "retrohearts/web/pagelink.py" in inner


def test_every_file_of_an_upload_is_readable_by_all(dist: Path) -> None:
    """rw-r--r-- (zipinfo showed index.html as ?rw-------: zipfile's default for writestr)."""
    for game in games_present():
        with zipfile.ZipFile(dist / f"{game.name}-web.zip") as zf:
            for info in zf.infolist():
                assert info.create_system == 3, info.filename  # Unix: the mode is read
                assert info.external_attr >> 16 == stat.S_IFREG | 0o644, (
                    info.filename, oct(info.external_attr >> 16))
                assert info.compress_type == (zipfile.ZIP_STORED if info.filename.endswith(
                    ".pyxapp") else zipfile.ZIP_DEFLATED)
