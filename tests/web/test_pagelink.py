"""The game's side of the web page, natively: what it tells the page, what it takes from it,
and the screen a page ends on instead of a frozen picture (retrohearts/web/pagelink.py,
nextgame.py), driven through the real App with a stand-in for the page's object."""

from __future__ import annotations

import json
from typing import Any

from retrohearts.pc.app import App, open_app
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import PCOptions
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.shared.windows import NamePrompt
from retrohearts.ui.textfield import TextFieldDialog
from retrohearts.web.nextgame import NextGame
from retrohearts.web.pagelink import PageLink


class FakePage:
    """window.retrohearts as page.js keeps it."""

    def __init__(self, expose: bool = True) -> None:
        self.expose = expose
        self.said: list[dict[str, Any]] = []
        self.pending = False
        self.queue: list[dict[str, str]] = []

    def update(self, text: str) -> None:
        self.said.append(json.loads(text))

    def give(self, items: list[dict[str, str]]) -> None:
        self.queue += items
        self.pending = True

    def takeInput(self) -> str:  # noqa: N802 - the page's JavaScript name
        items, self.queue, self.pending = self.queue, [], False
        return json.dumps(items)


class Marker(Screen):
    """A first screen that says which game started it."""

    def __init__(self, name: str) -> None:
        self.name = name


def linked_app(game: str, mode: str) -> tuple[App, FakePage, PageLink]:
    app = open_app(PCOptions(mode=mode), headless=True, display=None)
    app.first_screen = lambda _app: Marker(game)
    app.push(app.first_screen(app))
    page = FakePage()
    link = PageLink(game, page)
    link(app)
    return app, page, link


def frame(app: App, inp: InputFrame | None = None) -> None:
    app.update(inp or InputFrame())
    app.draw()


def choose(app: App, target: str) -> None:
    """Click the middle of the top screen's target."""
    found = next(t for t in app.top.targets(app) if t.id == target)  # type: ignore[union-attr]
    pos = (found.x + found.w // 2, found.y + found.h // 2)
    frame(app, InputFrame(mouse=pos, mouse_moved=True))
    frame(app, InputFrame(mouse=pos, click=True))


def test_the_page_hears_the_picture_size_and_the_screen_once_each_change() -> None:
    app, page, _ = linked_app("hearts", "cga")
    frame(app)
    frame(app)
    assert len(page.said) == 1  # nothing changed on the second frame: nothing said
    said = page.said[0]
    assert (said["width"], said["height"], said["native"]) == (320, 240, [320, 200])
    assert said["screen"] == "Marker" and said["entry"] is None and said["lcd"] is False
    assert said["targets"] == []


def test_leaving_the_game_ends_on_a_choice_not_a_dead_page() -> None:
    app, page, _ = linked_app("hearts", "vga")
    app.quit(0)
    assert not app.finished()  # the run goes on
    assert isinstance(app.top, NextGame) and len(app.stack) == 1
    frame(app)
    assert page.said[-1]["screen"] == "NextGame"
    assert [t[0] for t in page.said[-1]["targets"]] == ["hearts", "homerun"]
    choose(app, "hearts")
    assert isinstance(app.top, Marker) and app.top.name == "hearts" and app.exit_code is None


def test_the_other_game_starts_on_the_same_pc_and_comes_back_to_the_choice() -> None:
    app, page, link = linked_app("hearts", "vga")
    app.quit(0)
    app.finished()
    choose(app, "homerun")
    assert link.playing == "homerun" and app.mode.key == "vga"  # the Ad screen's way
    assert type(app.top).__module__.startswith("retrohearts.screens.homerun")
    app.quit(0)
    assert not app.finished()
    frame(app)
    assert [t[0] for t in page.said[-1]["targets"]] == ["homerun", "hearts"]
    choose(app, "hearts")
    assert isinstance(app.top, Marker) and link.playing == "hearts"


def test_hearts_from_the_psion_page_moves_to_a_pc_monitor_and_back() -> None:
    app, page, link = linked_app("homerun", "psion3a")
    app.quit(0)
    app.finished()
    frame(app)
    assert page.said[-1]["lcd"] is True
    choose(app, "hearts")
    assert link.playing == "hearts" and app.mode.adapter != "lcd"
    frame(app)
    assert page.said[-1]["lcd"] is False and page.said[-1]["width"] == app.video.out_width
    app.quit(0)
    app.finished()
    choose(app, "homerun")
    assert app.mode.key == "psion3a" and isinstance(app.top, Marker)
    frame(app)
    assert (page.said[-1]["width"], page.said[-1]["height"]) == (480, 160)


def test_escape_stays_on_the_choice() -> None:
    app, _, _ = linked_app("hearts", "ega")
    app.quit(0)
    app.finished()
    frame(app, InputFrame(keys=frozenset({"ESC"})))
    assert isinstance(app.top, NextGame)


def test_text_typed_in_the_page_replaces_the_name_and_enters_it() -> None:
    app, page, _ = linked_app("hearts", "vga")
    names: list[str] = []
    app.push(NamePrompt("You", lambda _app, name: names.append(name)))
    frame(app)
    assert page.said[-1]["entry"] == "You"
    page.give([{"key": "BACKSPACE"}] * 3 + [{"text": "Ann"}, {"key": "ENTER"}])
    for _ in range(6):
        frame(app)
    assert names == ["Ann"]


def test_a_text_field_window_says_what_is_being_typed() -> None:
    app, page, _ = linked_app("hearts", "vga")
    app.push(TextFieldDialog("Your name:", lambda _app, text: None, text="Bo", max_len=16))
    frame(app, InputFrame(text="b"))
    frame(app)
    assert page.said[-1]["entry"] == "Bob"


def test_without_expose_no_targets_are_listed() -> None:
    app = open_app(PCOptions(mode="vga"), headless=True, display=None)
    app.push(Marker("hearts"))
    page = FakePage(expose=False)
    PageLink("hearts", page)(app)
    frame(app)
    assert "targets" not in page.said[-1]
