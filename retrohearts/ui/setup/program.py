"""The SETUP program's screen: a blue text-mode menu of settings, by keys and by mouse.

The screen is an 80-column text screen in the mode the PC is in (a text mode; see
``pc/modes.py``): a title bar, a few words of introduction, the settings in a double-lined
box with their values, Save and Exit below them, a help box that explains the line under
the bar, and a status line of keys. ENTER (or a click) on a setting opens the list of its
choices; there ENTER or a click chooses, and T (or a click on [Test]) shows the test
picture (SETUP switches to that graphics mode and back) or plays the test sound. F1 opens
help on the line, ESC (or the right button) goes back a step; leaving with changes unsaved
asks first. ``leave(app, saved)`` is called when the program is done.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from retrohearts.pc.screen import Screen
from retrohearts.ui.setup.items import Choice, Item, Saved, SetupModel
from retrohearts.ui.setup.testpicture import TestPicture
from retrohearts.ui.text import clip_lines, wrap
from retrohearts.ui.textgrid import (
    BLACK,
    BLUE,
    CYAN,
    DARK_GREY,
    GREY,
    WHITE,
    YELLOW,
    TextColours,
    TextGrid,
)

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.options import PCOptions

State = Literal["menu", "list", "help", "message", "confirm"]
SAVE, QUIT = "save", "quit"
BOX_COL, BOX_W = 8, 64  # the settings box
LIST_W = 44
KEYS = (("\u2191\u2193", "Move", "UP"), ("ENTER", "Choose", "ENTER"), ("T", "Test", "T"),
        ("F1", "Help", "F1"), ("ESC", "Back", "ESC"))
INTRO = ("Choose the equipment of your computer. The arrow keys move the bar, ENTER",
         "(or a click) opens a setting's choices, T tests a choice, F1 helps.")


@dataclass(frozen=True)
class Spot:
    """Something on screen a click reaches: cells, and what it does."""

    col: int
    row: int
    width: int
    action: str  # "item:N", "save", "quit", "choice:N", "test:N", "key:NAME", "button:NAME"


class SetupProgram(Screen):
    """The setup program (see the module docstring)."""

    show_halo = False
    hide_pointer = True

    def __init__(self, model: SetupModel, text_options: PCOptions,
                 leave: Callable[[App, bool], None]) -> None:
        self.model = model
        self.text_options = text_options  # the text mode SETUP runs in (back from a picture)
        self.leave = leave
        self.state: State = "message" if model.notices else "menu"
        self.bar = 0  # the menu line under the bar
        self.pick = 0  # the list line under the bar
        self.status = ""  # what the last test did
        self.message: list[str] = list(model.notices)
        self.saved = False
        self.changed = False
        self.after_message: Callable[[App], None] | None = None
        self.help_return: State = "menu"  # where F1's help window goes back to
        self.spots: list[Spot] = []
        self._originals = {item.key: item.value for item in model.items}

    # -- the lines of the menu ------------------------------------------------------------
    @property
    def lines(self) -> list[str]:
        """What the menu's lines do: ``item:N``, then ``save`` and ``quit``."""
        return [f"item:{i}" for i in range(len(self.model.items))] + [SAVE, QUIT]

    @property
    def item(self) -> Item | None:
        line = self.lines[self.bar]
        return self.model.items[int(line[5:])] if line.startswith("item:") else None

    # -- input --------------------------------------------------------------------------
    def update(self, app: App) -> None:
        inp = app.input
        grid = TextGrid.of(app)
        spot = None
        if inp.mouse is not None:
            col, row = grid.cell_at(*inp.mouse)
            spot = next((s for s in self.spots if s.row == row
                         and s.col <= col < s.col + s.width), None)
            if inp.mouse_moved and spot is not None:
                self._hover(spot)
        if inp.rclick:
            self._key(app, "ESC")
        elif inp.click and spot is not None:
            self._click(app, spot)
        for name in ("UP", "DOWN", "HOME", "END", "PGUP", "PGDN", "ENTER", "ESC", "F1",
                     "T", "SPACE", "Y", "N", "C", "S"):
            if inp.pressed(name):
                self._key(app, name)

    def _hover(self, spot: Spot) -> None:
        kind, _, arg = spot.action.partition(":")
        if self.state == "menu" and kind in ("item", "save", "quit"):
            self.bar = self.lines.index(spot.action)
        elif self.state == "list" and kind in ("choice", "test"):
            self.pick = int(arg)

    def _click(self, app: App, spot: Spot) -> None:
        kind, _, arg = spot.action.partition(":")
        if kind in ("key", "button"):
            self._key(app, arg)
        elif self.state == "menu" and kind in ("item", "save", "quit"):
            self.bar = self.lines.index(spot.action)
            self._key(app, "ENTER")
        elif self.state == "list" and kind == "choice":
            self.pick = int(arg)
            self._key(app, "ENTER")
        elif self.state == "list" and kind == "test":
            self.pick = int(arg)
            self._key(app, "T")
        elif self.state in ("help", "message"):
            self._key(app, "ENTER")

    def _key(self, app: App, name: str) -> None:
        handler = {"menu": self._menu_key, "list": self._list_key, "help": self._help_key,
                   "message": self._message_key, "confirm": self._confirm_key}[self.state]
        handler(app, name)

    def _menu_key(self, app: App, name: str) -> None:
        count = len(self.lines)
        if name == "UP":
            self.bar = (self.bar - 1) % count
        elif name == "DOWN":
            self.bar = (self.bar + 1) % count
        elif name in ("HOME", "PGUP"):
            self.bar = 0
        elif name in ("END", "PGDN"):
            self.bar = count - 1
        elif name == "F1":
            self.state, self.help_return = "help", "menu"
        elif name == "S":
            self._save(app)
        elif name == "T" and self.item is not None:
            self._test(app, self.item, self.item.chosen)
        elif name in ("ENTER", "SPACE"):
            line = self.lines[self.bar]
            if line == SAVE:
                self._save(app)
            elif line == QUIT:
                self._quit(app)
            elif self.item is not None:
                self.pick = self.item.index()
                self.state = "list"
        elif name == "ESC":
            self._quit(app)

    def _list_key(self, app: App, name: str) -> None:
        item = self.item
        assert item is not None
        count = len(item.choices)
        if name == "UP":
            self.pick = (self.pick - 1) % count
        elif name == "DOWN":
            self.pick = (self.pick + 1) % count
        elif name in ("HOME", "PGUP"):
            self.pick = 0
        elif name in ("END", "PGDN"):
            self.pick = count - 1
        elif name == "T":
            self._test(app, item, item.choices[self.pick])
        elif name == "F1":
            self.state, self.help_return = "help", "list"
        elif name in ("ENTER", "SPACE"):
            item.value = item.choices[self.pick].key
            self.changed = any(i.value != self._originals[i.key] for i in self.model.items)
            self._close_list(app)
        elif name == "ESC":
            self._close_list(app)

    def _close_list(self, app: App) -> None:
        self.model.stop(app)
        self.state = "menu"

    def _help_key(self, app: App, name: str) -> None:
        self.state = self.help_return

    def _message_key(self, app: App, name: str) -> None:
        if name in ("ENTER", "ESC", "SPACE"):
            self.state = "menu"
            then, self.after_message = self.after_message, None
            if then is not None:
                then(app)

    def _confirm_key(self, app: App, name: str) -> None:
        if name in ("Y", "S"):
            self.state = "menu"
            self._save(app)
        elif name == "N":
            self._done(app, saved=False)
        elif name in ("C", "ESC"):
            self.state = "menu"

    # -- doing ----------------------------------------------------------------------------
    def _test(self, app: App, item: Item, choice: Choice) -> None:
        self.model.stop(app)
        if item.test == "sound":
            self.status = self.model.play(app, item, choice)
            return
        options = self.model.picture(item, choice)
        app.change_mode(options)

        def back(app: App) -> None:
            app.change_mode(self.text_options)
            if app.top is picture:
                app.pop()

        picture = TestPicture(back, f"{self.model.title}: {item.label}, {choice.label}")
        app.push(picture)
        self.status = f"Test picture: {choice.label}"

    def _save(self, app: App) -> None:
        self.model.stop(app)
        result: Saved = self.model.save(app)
        self.message = result.lines
        self.state = "message"
        if result.ok:
            self.saved = True
            self.changed = False
            self._originals = {item.key: item.value for item in self.model.items}
            self.after_message = lambda app: self._done(app, saved=True)

    def _quit(self, app: App) -> None:
        self.model.stop(app)
        if self.changed:
            self.state = "confirm"
        else:
            self._done(app, saved=self.saved)

    def _done(self, app: App, saved: bool) -> None:
        self.model.stop(app)
        self.leave(app, saved)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, app: App) -> None:
        grid = TextGrid.of(app)
        tc = TextColours(app)
        self.spots = []
        body = tc.pair(GREY, BLUE)
        grid.clear(body[1])
        grid.fill(0, 0, grid.cols, grid.rows, body[1])
        self._title(grid, tc)
        for i, line in enumerate(INTRO):
            grid.put(2, 2 + i, line[: grid.cols - 4], *body)
        self._menu(grid, tc)
        self._help_box(grid, tc)
        self._status_line(grid, tc)
        if self.state != "menu":  # a list or a window over the menu: only it takes clicks
            self.spots = [s for s in self.spots if s.action.startswith("key:")]
        if self.state == "list":
            self._list(grid, tc)
        elif self.state == "help":
            self._window(grid, tc, "Help", self._help_lines(), ["OK"])
        elif self.state == "message":
            self._window(grid, tc, self.model.title, self.message, ["OK"])
        elif self.state == "confirm":
            self._window(grid, tc, "Leave SETUP",
                         ["The settings have changed.", "Save them before leaving?"],
                         ["Yes", "No", "Cancel"])
        mouse = app.input.mouse
        if mouse is not None and app.mode.has_pointer:
            grid.invert(*grid.cell_at(*mouse), tc)

    def _title(self, grid: TextGrid, tc: TextColours) -> None:
        bar = tc.pair(BLACK, CYAN)
        grid.fill(0, 0, grid.cols, 1, bar[1])
        grid.put(1, 0, self.model.title.upper(), *bar)
        right = "RetroHearts 1993"
        grid.put(grid.cols - len(right) - 1, 0, right, *bar)

    def _menu(self, grid: TextGrid, tc: TextColours) -> None:
        body = tc.pair(GREY, BLUE)
        frame = tc.pair(WHITE, BLUE)
        value_colours = tc.pair(YELLOW, BLUE)
        bar = tc.pair(BLACK, GREY)
        items = self.model.items
        top = 5
        height = len(items) + 5
        grid.box(BOX_COL, top, BOX_W, height, frame[0], frame[1], double=True)
        grid.put(BOX_COL + 2, top, f" {self.model.file_name} ", *frame)
        rows = {f"item:{i}": top + 1 + i for i in range(len(items))}
        rows[SAVE], rows[QUIT] = top + len(items) + 2, top + len(items) + 3
        for n, line in enumerate(self.lines):
            row = rows[line]
            lit = n == self.bar and self.state in ("menu", "list")
            col, width = BOX_COL + 2, BOX_W - 4
            if lit:
                grid.fill(col, row, width, 1, bar[1])
            fg = bar[0] if lit else body[0]
            if line.startswith("item:"):
                item = items[int(line[5:])]
                label = f"{item.label} ".ljust(26, ".")
                grid.put(col + 1, row, label, fg)
                changed = "*" if item.value != self._originals[item.key] else " "
                grid.put(col + 28, row, f"{changed}{item.chosen.label}"[: width - 29],
                         bar[0] if lit else value_colours[0])
            else:
                text = ("Save the settings and leave SETUP" if line == SAVE
                        else "Leave SETUP without saving")
                grid.put(col + 1, row, text, fg)
            self.spots.append(Spot(col, row, width, line))

    def _help_lines(self) -> list[str]:
        item = self.item
        if item is None:
            line = self.lines[self.bar]
            text = (f"Writes the settings to {self.model.file_name} and leaves SETUP."
                    if line == SAVE else "Leaves SETUP; nothing is written.")
            return wrap(text, 56)
        return wrap(item.help, 56)

    def _help_box(self, grid: TextGrid, tc: TextColours) -> None:
        colours = tc.pair(GREY, BLUE)
        frame = tc.pair(WHITE, BLUE)
        top = 5 + len(self.model.items) + 6
        height = max(3, grid.rows - 1 - top - 1)
        grid.box(BOX_COL, top, BOX_W, height, frame[0], frame[1])
        item = self.item
        if self.state == "list" and item is not None:
            text = item.choices[self.pick].note or item.help
        else:
            text = " ".join(self._help_lines())
        lines = wrap(text, BOX_W - 4)
        # what the last test did, at the box's foot (wrapped: a board's test with no sound
        # device here says so after what it played, wider than the box)
        status = wrap(self.status, BOX_W - 4)[: height - 3] if self.status else []
        room = height - 2 - len(status)
        for i, line in enumerate(clip_lines(lines, room, BOX_W - 4)):
            grid.put(BOX_COL + 2, top + 1 + i, line, colours[0])
        for i, line in enumerate(status):
            grid.put(BOX_COL + 2, top + height - 1 - len(status) + i, line,
                     tc.pair(YELLOW, BLUE)[0])

    def _status_line(self, grid: TextGrid, tc: TextColours) -> None:
        bar = tc.pair(BLACK, CYAN)
        key = tc.pair(WHITE, CYAN) if not tc.mono else bar
        row = grid.rows - 1
        grid.fill(0, row, grid.cols, 1, bar[1])
        col = 1
        for label, words, name in KEYS:
            grid.put(col, row, label, key[0])
            grid.put(col + len(label) + 1, row, words, bar[0])
            width = len(label) + 1 + len(words)
            self.spots.append(Spot(col, row, width, f"key:{name}"))
            col += width + 3

    def _list(self, grid: TextGrid, tc: TextColours) -> None:
        item = self.item
        assert item is not None
        frame = tc.pair(BLACK, GREY)
        lit = tc.pair(WHITE, BLUE)
        test = tc.pair(BLUE, GREY)
        shadow = tc[DARK_GREY] if not tc.mono else tc[BLACK]
        height = len(item.choices) + 2
        top = min(6 + self.bar, grid.rows - height - 2)
        col = BOX_COL + 16
        grid.fill(col + 2, top + 1, LIST_W, height, shadow)
        grid.box(col, top, LIST_W, height, frame[0], frame[1])
        grid.put(col + 2, top, f" {item.label} ", *frame)
        for i, choice in enumerate(item.choices):
            row = top + 1 + i
            on = i == self.pick
            colours = lit if on else frame
            if on:
                grid.fill(col + 1, row, LIST_W - 2, 1, colours[1])
            mark = "(*)" if choice.key == item.value else "( )"
            grid.put(col + 2, row, f"{mark} {choice.label}"[: LIST_W - 12], colours[0])
            grid.put(col + LIST_W - 8, row, "[Test]", colours[0] if on else test[0])
            self.spots.append(Spot(col + 1, row, LIST_W - 10, f"choice:{i}"))
            self.spots.append(Spot(col + LIST_W - 8, row, 6, f"test:{i}"))

    def _window(self, grid: TextGrid, tc: TextColours, title: str, lines: list[str],
                buttons: list[str]) -> None:
        frame = tc.pair(BLACK, GREY)
        button = tc.pair(WHITE, BLUE)
        shadow = tc[DARK_GREY] if not tc.mono else tc[BLACK]
        shown = [piece for line in lines for piece in (wrap(line, 56) or [""])]
        width = max([len(line) for line in shown] + [len(title) + 4, 30]) + 6
        height = len(shown) + 5
        col = (grid.cols - width) // 2
        top = max(2, (grid.rows - height) // 2)
        grid.fill(col + 2, top + 1, width, height, shadow)
        grid.box(col, top, width, height, frame[0], frame[1], double=True)
        grid.put(col + 2, top, f" {title} ", *frame)
        for i, line in enumerate(shown):
            grid.put(col + 3, top + 2 + i, line, frame[0])
        total = sum(len(b) + 4 for b in buttons) + 2 * (len(buttons) - 1)
        x = col + (width - total) // 2
        row = top + height - 2
        for name in buttons:
            text = f"< {name} >"
            grid.put(x, row, text, *button)
            key = {"OK": "ENTER", "Yes": "Y", "No": "N", "Cancel": "C"}[name]
            self.spots.append(Spot(x, row, len(text), f"button:{key}"))
            x += len(text) + 2
