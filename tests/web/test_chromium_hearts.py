"""Hearts in a real browser: the built page in headless Chromium, played as a player would.

One page load plays the title, the keys that must not move the page (and the page's keys
when the game has lost them), the name, a pass, a trick with the computers answering,
QUIT with a save, the Ad screen, the screen offering the next game and a new game
without reloading; a reload then offers to resume the saved game. Any uncaught error in
the page's console, any request off 127.0.0.1 and any request the server cannot answer
fails the test. (The runtime is pyxel 2.6.2's wheel with bridged calls: see the README.)
"""

from __future__ import annotations

from typing import Any

from chromium import Browser
from pagedriver import GamePage, open_game, start
from webserve import Server

LOG = "/home/pyodide/retrohearts/hearts/game.jsonl"
PAGE_KEYS = ["PageDown", "End", "ArrowDown", "Space", "Tab", "PageUp", "Home", "ArrowUp"]


def events(game: GamePage, kind: str) -> list[dict[str, Any]]:
    return [e for e in game.events(LOG) if e["event"] == kind]


def clean(game: GamePage, pages: Server) -> None:
    assert game.tab.errors == [], game.tab.errors
    assert game.tab.blocked == [], game.tab.blocked
    assert pages.failed() == [], pages.failed()


def keys_stay_in_the_game(game: GamePage) -> None:
    """On the name prompt: the page can scroll, yet the game's keys do not scroll it; a
    click outside gives the page its keys (and says so), a click on the game takes them
    back without also pressing what it lands on."""
    page = game.page
    assert page.evaluate("document.documentElement.scrollHeight > innerHeight + 100")
    name = game.state()["entry"]
    for key in PAGE_KEYS:
        game.key(key)
        assert game.scroll() == (0, 0), f"{key} moved the page"
    game.key("Backspace")  # the space typed above
    assert game.state()["entry"] == name
    assert page.locator("#rh-focus").is_hidden()
    page.mouse.click(20, page.locator("article h2").first.bounding_box()["y"] + 5)
    page.wait_for_timeout(100)
    assert page.locator("#rh-focus").is_visible()
    game.shot("hearts-keys-with-the-page")
    game.key("PageDown")
    assert game.scroll()[1] > 0, "with the page's keys, PageDown scrolls the page"
    game.key("Backspace")
    page.keyboard.type("Zed")
    assert game.state()["entry"] == name, "the game took keys it did not have"
    page.evaluate("window.scrollTo(0, 0)")
    game.choose("OK")  # this click only gives the keys back
    page.wait_for_timeout(200)
    assert page.locator("#rh-focus").is_hidden()
    assert game.state()["screen"] == "NamePrompt"


def pass_and_play_a_trick(game: GamePage) -> None:
    game.wait_screen("TableScreen")
    state = game.settle()
    cards = [t[0] for t in state["targets"] if t[0].startswith("('card'")]
    assert len(cards) == 13
    for card in cards[-3:]:
        game.choose(card)
    game.wait(lambda s: any(t[0] == "continue" for t in s["targets"]), "the pass shown")
    passes = events(game, "pass")
    assert sorted(e["seat"] for e in passes) == [0, 1, 2, 3]
    game.shot("hearts-passed")
    game.choose("continue")
    for _ in range(120):
        if events(game, "trick"):
            break
        legal = [t[0] for t in game.state()["targets"] if t[0].startswith("('card'") and t[5]]
        if legal:
            game.choose(legal[0])
        game.page.wait_for_timeout(250)
    plays = events(game, "play")
    assert events(game, "trick"), "no trick was taken"
    assert {e["seat"] for e in plays[:4]} == {0, 1, 2, 3}  # the computers answered
    game.shot("hearts-a-trick")


def test_hearts_title_keys_pass_trick_quit_again_and_resume(browser: Browser,
                                                             pages: Server) -> None:
    game = open_game(browser, pages.url + "hearts/index.html?deal=4242&seed=7&log=game.jsonl")
    page = game.page
    state = game.wait_screen("TitleScreen")
    assert (state["width"], state["height"]) == (640, 480)
    box = game.box()
    assert (box["width"], box["height"]) == (640, 480)  # 1024x768: the whole scale 1
    game.shot("hearts-title")
    page.evaluate("window.rhSameDocument = 'yes'")

    game.key("Enter")
    game.wait_screen("NamePrompt")
    keys_stay_in_the_game(game)
    page.keyboard.type("Ann", delay=60)
    game.wait(lambda s: s["entry"] == "Ann", "the name typed")
    game.choose("OK")
    game.wait_screen("OptionsScreen")
    game.choose("PLAY")
    pass_and_play_a_trick(game)
    assert events(game, "game_start")[0]["players"][0] == "Ann"

    game.choose("('icon', 'QUIT')")
    game.wait_screen("QuitDialog")
    game.choose("Yes")  # save the game
    game.wait_screen("AdScreen")  # the way out still shows the Ad
    game.shot("hearts-ad")
    game.key("Space")
    state = game.wait_screen("NextGame")
    assert [t[0] for t in state["targets"]] == ["hearts", "homerun"]
    game.shot("hearts-next-game")
    game.choose("hearts")
    game.wait_screen("TitleScreen")
    assert page.evaluate("window.rhSameDocument") == "yes"  # played again, no reload
    assert page.evaluate("performance.getEntriesByType('navigation').length") == 1

    page.reload()
    start(game)
    game.wait_screen("TitleScreen")
    game.key("Enter")
    state = game.wait_screen("Offer")  # the saved game, from the browser's storage
    assert [t[0] for t in state["targets"]] == ["Yes", "No"]
    game.choose("Yes")
    if game.wait_screen("TableScreen", "OptionsScreen")["screen"] == "OptionsScreen":
        game.choose("PLAY")  # the resumed game's options, then its table
    game.wait_screen("TableScreen")
    state = game.settle()
    cards = [t for t in state["targets"] if t[0].startswith("('card'")]
    assert len(cards) == 12  # the hand as it was saved, one trick in
    game.shot("hearts-resumed")
    assert page.evaluate("window.rhSameDocument") is None  # a real reload
    clean(game, pages)
