"""The games on a phone-sized screen in a real browser: a touch screen in portrait, turned
to landscape. The picture fits the screen, a tap is a click, the name is typed in a field
the phone's keyboard opens, and HomeRun's virtual pad is wholly on the screen, beside the
picture. Headless Chromium with touch and a device pixel ratio of 3; see
test_chromium_hearts.py for what any test here fails on."""

from __future__ import annotations

from chromium import Browser
from pagedriver import GamePage, open_game
from webserve import Server

PORTRAIT = (390, 844)
LANDSCAPE = (844, 390)
LOG = "/home/pyodide/retrohearts/hearts/game.jsonl"
PAD = ("#pyxel-gamepad-cross", "#pyxel-gamepad-button", "#pyxel-gamepad-menu")


def on_screen(game: GamePage, box: dict[str, float], size: tuple[int, int]) -> bool:
    return (box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= size[0] + 0.5
            and box["y"] + box["height"] <= size[1] + 0.5)


def overlaps(a: dict[str, float], b: dict[str, float]) -> bool:
    return not (a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"]
                or a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"])


def fits(game: GamePage, size: tuple[int, int]) -> dict[str, float]:
    """The picture is wholly on the screen, as large as it can be: as wide or as tall as
    the screen when smaller than 1:1, else at the largest whole scale that fits."""
    game.page.wait_for_timeout(400)
    box = game.box()
    state = game.state()
    assert on_screen(game, box, size), (box, size)
    scale = box["width"] / state["width"]
    assert abs(box["height"] - state["height"] * scale) <= 1  # the shape kept
    if scale < 1:
        assert box["width"] >= size[0] - 4 or box["height"] >= size[1] - 60, (box, size)
    else:
        assert scale == int(scale)
        bigger = (state["width"] * (scale + 1), state["height"] * (scale + 1))
        assert bigger[0] > size[0] or bigger[1] > size[1], (box, size)
    assert game.page.evaluate("document.documentElement.scrollWidth") <= size[0]
    return box


def test_hearts_on_a_phone_tap_type_a_name_turn_it(browser: Browser, pages: Server) -> None:
    game = open_game(browser, pages.url + "hearts/index.html?log=game.jsonl",
                     viewport=PORTRAIT, touch=True, scale=3)
    game.wait_screen("TitleScreen")
    box = fits(game, PORTRAIT)
    assert box["width"] == PORTRAIT[0]  # 640 wide into 390: scaled down, smoothly
    game.shot("phone-hearts-title")
    game.point(320, 240)  # a tap
    state = game.wait_screen("NamePrompt")
    entry = game.page.locator("#rh-entry")
    assert entry.is_visible() and on_screen(game, entry.bounding_box(), PORTRAIT)
    game.page.locator("#rh-entry-text").fill("Zoe")  # what the phone's keyboard types
    game.shot("phone-hearts-name")
    button = game.page.locator("#rh-entry button").bounding_box()
    game.tap(button["x"] + button["width"] / 2, button["y"] + button["height"] / 2)
    game.wait_screen("OptionsScreen")
    assert entry.is_hidden()
    game.choose("PLAY")
    game.wait_screen("TableScreen")
    state = game.settle()
    start = next(e for e in game.events(LOG) if e["event"] == "game_start")
    assert start["players"][0] == "Zoe", start
    cards = [t[0] for t in state["targets"] if t[0].startswith("('card'")]
    for card in cards[:3]:
        game.choose(card)  # a tap on a card picks it for the pass
    game.wait(lambda s: any(t[0] == "continue" for t in s["targets"]), "the pass made")
    game.shot("phone-hearts-passed")

    game.page.set_viewport_size({"width": LANDSCAPE[0], "height": LANDSCAPE[1]})
    box = fits(game, LANDSCAPE)
    assert box["height"] == LANDSCAPE[1]  # the title line makes way on a low screen
    game.shot("phone-hearts-landscape")
    assert game.tab.errors == [] and game.tab.blocked == [] and pages.failed() == []


def test_homerun_pad_is_wholly_on_screen_beside_the_picture(browser: Browser,
                                                            pages: Server) -> None:
    game = open_game(browser, pages.url + "homerun/index.html", viewport=PORTRAIT,
                     touch=True, scale=3)
    game.wait_screen("InfoScreen")
    for size in (PORTRAIT, LANDSCAPE):
        game.page.set_viewport_size({"width": size[0], "height": size[1]})
        picture = fits(game, size)
        for part in PAD:
            box = game.box(part)
            assert on_screen(game, box, size), (part, box, size)
            assert not overlaps(box, picture), (part, box, picture)
        game.shot(f"phone-homerun-{size[0]}x{size[1]}")
    button = game.box("#pyxel-gamepad-button")  # A: the lower of its four buttons
    game.tap(button["x"] + button["width"] / 2, button["y"] + button["height"] * 0.85)
    game.wait(lambda s: s["screen"] != "InfoScreen", "A (Enter) on the pad")
    assert game.tab.errors == [] and game.tab.blocked == [] and pages.failed() == []
