"""HomeRun in a real browser: the Psion's LCD at a whole scale with square pixels, a hand
played to its end by keys, Exit, and the next game offered in the same page; and a DOS
mode's 4:3 picture pixel for pixel. Headless Chromium; see test_chromium_hearts.py."""

from __future__ import annotations

from chromium import Browser
from homerun_keys import greedy_moves
from pagedriver import GamePage, open_game
from pngread import read_png, whole_scale
from webserve import Server

from retrohearts.ui.moments.moment import GRACE

KEYS = {"HOME": "Home", "END": "End", "LEFT": "ArrowLeft", "RIGHT": "ArrowRight",
        "SPACE": "Space", "ENTER": "Enter", "ESC": "Escape"}
INI = "/home/pyodide/retrohearts/homerun/HOMERUN.INI"


def pixels_in(game: GamePage, width: int = 160, height: int = 80) -> object:
    """A screenshot of a piece of the picture (its middle), as pixels."""
    box = game.box()
    clip = {"x": box["x"] + box["width"] / 2 - width / 2,
            "y": box["y"] + box["height"] / 2 - height / 2, "width": width, "height": height}
    return read_png(game.page.screenshot(clip=clip))


def play_moves(game: GamePage, moves: list[tuple[str, list[str]]]) -> None:
    """The moves of tests/web/homerun_keys.py, pressed for real, each key with frames of its
    own (the game reads a frame's keys as a set); after each move the game must say it has
    one more. A move a loaded machine lost (no move made in 60 of the game's frames) is
    pressed again; a different move made is a failure, said at once."""
    for done, (move, keys) in enumerate(moves):
        for _ in range(3):
            for key in keys:
                game.hold(KEYS[key])
                game.wait_frames(1)
            for _ in range(60):
                state = game.state()
                if state.get("moves", 0) > done or state.get("screen") != "GameScreen":
                    break
                game.wait_frames(1)
            if state.get("moves", 0) > done or state.get("screen") != "GameScreen":
                break
        if state.get("screen") == "GameScreen":
            assert (state.get("moves"), state.get("last_move")) == (done + 1, move), (
                f"move {done + 1} should be {move}; the game says {state}")


def test_homerun_on_its_lcd_plays_a_hand_exits_and_plays_again(browser: Browser,
                                                                 pages: Server) -> None:
    game = open_game(browser, pages.url + "homerun/index.html?deal=7&seed=3",
                     viewport=(1280, 800))
    state = game.wait_screen("InfoScreen")
    assert state["lcd"] and (state["width"], state["height"]) == (480, 160)
    box = game.box()
    assert (box["width"], box["height"]) == (960, 320)  # the largest whole scale: 2
    assert whole_scale(pixels_in(game), 2)  # square pixels, each 2x2 on the screen
    game.shot("homerun-psion")
    game.page.evaluate("window.rhSameDocument = 'yes'")

    game.wait_frames(30)
    game.key("Space")                     # past the information screen, then the deal
    game.wait(lambda s: s["screen"] == "GameScreen" and s.get("hand") == "playing",
              "the hand dealt")
    game.wait_frames(200)
    moves, ending = greedy_moves(7)
    play_moves(game, moves)
    game.shot("homerun-hand-played")
    # the hand's end, the high score's moment and the table: Enter on each, counted in the
    # game's frames (a moment takes no key for its first frames, so a loaded machine, whose
    # 800 ms hold fewer frames, needs no more than a player would: another Enter)
    game.wait(lambda s: s["screen"] != "GameScreen", "the end of the hand")
    for _ in range(8):
        if game.state()["screen"] == "GameScreen":
            break
        game.key("Enter")
        game.wait_frames(GRACE + 4)
    ini = game.read_file(INI)
    assert ending == "stuck" and "games = 1" in ini, ini
    game.wait_screen("GameScreen")
    game.key("Alt+x")  # the Psion's Exit
    state = game.wait(lambda s: s["screen"] != "GameScreen", "Exit")
    if state["screen"] != "NextGame":  # a question on the way out: yes
        game.key("Enter")
    state = game.wait_screen("NextGame")
    assert [t[0] for t in state["targets"]] == ["homerun", "hearts"]
    game.shot("homerun-next-game")
    game.choose("homerun")
    game.wait_screen("InfoScreen", "GameScreen")
    assert game.page.evaluate("window.rhSameDocument") == "yes"
    assert game.tab.errors == [] and game.tab.blocked == [] and pages.failed() == []


def test_a_dos_mode_keeps_its_4_3_shape_pixel_for_pixel(browser: Browser,
                                                        pages: Server) -> None:
    game = open_game(browser, pages.url + "homerun/index.html?cga", viewport=(1100, 800))
    state = game.wait(lambda s: s["screen"] in ("InfoScreen", "GameScreen"), "HomeRun")
    assert not state["lcd"] and (state["width"], state["height"]) == (320, 240)
    box = game.box()
    assert (box["width"], box["height"]) == (960, 720)  # CGA's 4:3 picture at 3
    assert whole_scale(pixels_in(game, 150, 90), 3)
    game.shot("homerun-cga")
    assert game.tab.errors == [] and game.tab.blocked == [] and pages.failed() == []
