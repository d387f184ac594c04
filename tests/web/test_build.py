"""The itch.io uploads: pyxel's own package and page, index.html at the root, nothing extra."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pyxel

from retrohearts.web.build import games_present

MAX_HTML = 3 * 1024 * 1024  # target: one game's page at most 3 MB


def test_every_game_present_gets_its_three_files(dist: Path) -> None:
    names = [game.name for game in games_present()]
    assert "hearts" in names
    for name in names:
        for file in (f"{name}-web.zip", f"{name}.html", f"{name}.pyxapp"):
            assert (dist / file).is_file(), file


def test_upload_has_index_html_at_its_root(dist: Path) -> None:
    for game in games_present():
        with zipfile.ZipFile(dist / f"{game.name}-web.zip") as zf:
            assert sorted(zf.namelist()) == sorted(
                ["index.html", f"{game.name}.html", f"{game.name}.pyxapp"])
            page = zf.read("index.html").decode("utf-8")
        assert "launchPyxel" in page and 'id="pyxel-screen"' in page
        assert "How to play" in page and "?cga&amp;mono" in page


def test_pages_name_the_installed_pyxel(dist: Path) -> None:
    for game in games_present():
        for page in (dist / f"{game.name}.html",):
            assert f"kitao/pyxel@{pyxel.VERSION}/wasm/pyxel.js" in page.read_text("utf-8")


def test_pages_stay_small(dist: Path) -> None:
    for game in games_present():
        assert (dist / f"{game.name}.html").stat().st_size <= MAX_HTML


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
        assert "retrohearts/web/build.py" not in inner
