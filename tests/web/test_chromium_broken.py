"""A page whose game package is missing or damaged, in a real browser: the page says so in
plain words (no Python traceback), "click to start" starts nothing, and the package is asked
for once; and a click before the package is in waits for it. Headless Chromium; see
test_chromium_hearts.py for what any test here fails on (and how it skips)."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from chromium import Browser, Tab, runtime_path
from conftest import BRIDGE
from pagedriver import START_TIMEOUT_S, GamePage, open_game
from webserve import Server, serve

# Chromium's own console line for an answer of 404 (the page itself only warns).
NOT_FOUND = "Failed to load resource: the server responded with a status of 404"


@pytest.fixture(scope="module")
def broken(dist: Path, pages: Server, tmp_path_factory: pytest.TempPathFactory
           ) -> Iterator[Server]:
    """The Hearts page four times: /missing/ without its package, /cut/ with its first
    half, /wrong/ with a zip that is no game package, /crashes/ with a package whose start
    fails in Python (as a package with damaged files would)."""
    site = tmp_path_factory.mktemp("broken")
    package = (dist / "hearts.pyxapp").read_bytes()
    for name in ("missing", "cut", "wrong", "crashes"):
        with zipfile.ZipFile(dist / "hearts-web.zip") as zf:
            (site / name).mkdir()
            (site / name / "index.html").write_bytes(zf.read("index.html"))
    (site / "cut" / "hearts.pyxapp").write_bytes(package[: len(package) // 2])
    with zipfile.ZipFile(site / "wrong" / "hearts.pyxapp", "w") as zf:
        zf.writestr("hearts/readme.txt", "not a game")
    with zipfile.ZipFile(site / "crashes" / "hearts.pyxapp", "w") as zf:
        zf.writestr("hearts/.pyxapp_startup_script", "hearts_web.py")
        zf.writestr("hearts/hearts_web.py", "raise RuntimeError('damaged')\n")
    server = serve(site, runtime_path(), BRIDGE.read_text("utf-8"))
    yield server
    server.close()


def package_requests(server: Server, folder: str) -> list[tuple[str, int]]:
    return [r for r in server.requests if r[0] == f"/{folder}/hearts.pyxapp"]


def click_to_start(tab: Tab) -> None:
    page = tab.page
    page.wait_for_selector("#pyxel-prompt", state="attached", timeout=START_TIMEOUT_S * 1000)
    box = page.locator("div#pyxel-screen").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + 100)


@pytest.mark.parametrize(("folder", "why"), [
    ("missing", "is not on the server"),
    ("cut", "is cut short or damaged"),
    ("wrong", "is not a game package"),
    ("crashes", "could not be started (it may be damaged)"),
])
def test_a_broken_package_is_said_in_words_not_a_traceback(
        browser: Browser, broken: Server, folder: str, why: str) -> None:
    tab = browser.tab((1024, 768))
    page = tab.page
    page.goto(broken.url + f"{folder}/index.html")
    note = page.locator("#rh-failed")
    if folder == "crashes":  # whole as a zip: it fails only once started
        click_to_start(tab)
    note.wait_for(state="visible", timeout=START_TIMEOUT_S * 1000)
    text = note.inner_text()
    assert "The game could not be loaded" in text and f"hearts.pyxapp {why}" in text
    assert "Reload the page" in text
    if folder != "crashes":
        click_to_start(tab)  # pyxel's prompt is there (hidden): a click starts nothing
    page.wait_for_timeout(3000)
    assert not page.locator("#pyxel-error-overlay").is_visible()  # pyxel's traceback
    assert page.evaluate("window.retrohearts.state") is None
    assert not page.locator("#pyxel-prompt").is_visible()
    assert note.is_visible()
    box, shown = page.locator("div#pyxel-screen").bounding_box(), note.bounding_box()
    assert box["y"] <= shown["y"] and shown["y"] + shown["height"] <= box["y"] + box["height"]
    assert len(package_requests(broken, folder)) == 1  # the page's one fetch, not pyxel's too
    # only Chromium's 404 line, and pyxel's traceback (logged, not shown) for /crashes/
    errors = [e for e in tab.errors if NOT_FOUND not in e]
    assert errors == [] or (folder == "crashes" and all("Traceback" in e for e in errors))
    assert tab.blocked == []
    page.context.close()


def test_a_click_before_the_package_is_in_waits_for_it(browser: Browser,
                                                       pages: Server) -> None:
    tab = browser.tab((1024, 768))
    game = GamePage(tab)
    held: list[Any] = []
    tab.page.route("**/hearts.pyxapp", lambda route: held.append(route))  # held back, pending
    tab.page.goto(pages.url + "hearts/index.html")
    click_to_start(tab)
    tab.page.wait_for_timeout(1500)
    assert held and tab.page.evaluate("window.retrohearts.state") is None
    assert tab.page.locator("#pyxel-error-overlay").count() == 0
    held[0].continue_()  # the package arrives: the game starts on that earlier click
    game.wait_screen("TitleScreen", timeout_s=START_TIMEOUT_S)
    assert len([r for r in pages.requests if r[0] == "/hearts/hearts.pyxapp"]) >= 1
    assert tab.errors == [] and tab.blocked == []
    tab.page.context.close()


def test_a_whole_package_is_fetched_once(browser: Browser, pages: Server) -> None:
    before = len([r for r in pages.requests if r[0] == "/homerun/homerun.pyxapp"])
    game = open_game(browser, pages.url + "homerun/index.html?deal=3")
    game.wait_screen("InfoScreen", "GameScreen")
    start_requests = [r for r in pages.requests if r[0] == "/homerun/homerun.pyxapp"]
    assert len(start_requests) == before + 1 and start_requests[-1][1] == 200
    assert game.tab.errors == [] and pages.failed() == []
    game.page.context.close()
