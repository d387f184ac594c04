"""A one-line text field (the player's name) and a window that asks for one.

:class:`TextField` is the editing logic plus drawing: typed characters insert at the
caret, BACKSPACE/DELETE/LEFT/RIGHT/HOME/END edit, characters the font cannot draw are
refused; a field narrower than its text (``columns``) scrolls to keep the caret in sight.
:class:`TextFieldDialog` wraps it in a window: ENTER (or OK) gives
``on_done(app, text)``, ESC gives ``on_done(app, None)``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.ui.buttons import Button, draw_button, layout_buttons
from retrohearts.ui.panel import draw_panel

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.input import InputFrame


class TextField:
    """Editable text with a caret and a length limit."""

    def __init__(self, text: str = "", max_len: int = 12,
                 allowed: Callable[[str], bool] | None = None,
                 columns: int | None = None) -> None:
        self.max_len = max_len
        #: Characters shown at once (None: max_len); the text scrolls under the caret.
        self.columns = columns
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.text = "".join(ch for ch in text if self.allowed(ch))[:max_len]
        self.caret = len(self.text)

    def feed(self, inp: InputFrame) -> None:
        """Apply one frame of keys and typed text."""
        for ch in inp.text:
            if ch in "\r\n\t" or not self.allowed(ch) or len(self.text) >= self.max_len:
                continue
            self.text = self.text[:self.caret] + ch + self.text[self.caret:]
            self.caret += 1
        if inp.pressed("BACKSPACE") and self.caret > 0:
            self.text = self.text[:self.caret - 1] + self.text[self.caret:]
            self.caret -= 1
        if inp.pressed("DELETE") and self.caret < len(self.text):
            self.text = self.text[:self.caret] + self.text[self.caret + 1:]
        if inp.pressed("LEFT"):
            self.caret = max(0, self.caret - 1)
        if inp.pressed("RIGHT"):
            self.caret = min(len(self.text), self.caret + 1)
        if inp.pressed("HOME"):
            self.caret = 0
        if inp.pressed("END"):
            self.caret = len(self.text)

    def shown(self) -> int:
        """How many characters the field shows at once."""
        return max(1, min(self.max_len, self.columns or self.max_len))

    def size(self, app: App) -> tuple[int, int]:
        lay = app.layout
        return ((self.shown() + 1) * lay.cell_w + 2 * lay.pad + 2, lay.cell_h + 2 * lay.pad + 2)

    def window(self) -> int:
        """The first character shown: the caret stays inside the field."""
        return max(0, self.caret - self.shown())

    def draw(self, app: App, x: int, y: int, frame: int = 0) -> None:
        import pyxel

        ink = app.ink
        lay = app.layout
        w, h = self.size(app)
        pyxel.rect(x, y, w, h, ink.field)
        pyxel.rectb(x, y, w, h, ink.panel_text if ink.panel_text != ink.field else ink.field_text)
        tx, ty = x + lay.pad + 1, y + lay.pad + 1
        first = self.window()
        app.text(tx, ty, self.text[first:first + self.shown()], ink.field_text)
        if (frame // 20) % 2 == 0:
            cx = tx + (self.caret - first) * lay.cell_w
            pyxel.rect(cx, ty + lay.cell_h - 2, lay.cell_w, 2, ink.field_text)


class TextFieldDialog(Screen):
    """A window with a prompt and a text field; ENTER or OK finishes."""

    opaque = False

    def __init__(self, prompt: str, on_done: Callable[[App, str | None], None],
                 text: str = "", max_len: int = 12, title: str = "") -> None:
        self.prompt = prompt
        self.on_done = on_done
        self.title = title
        self.field = TextField(text, max_len)
        self.frames = 0

    def _geometry(self, app: App) -> tuple[int, int, int, int]:
        lay = app.layout
        # never wider than the screen: a long field scrolls instead
        room = (lay.width - 6 * lay.pad - 14 - 2 * lay.pad - 2) // lay.cell_w - 1
        self.field.columns = max(4, room) if room < self.field.max_len else None
        fw, fh = self.field.size(app)
        w = max(fw, app.text_width(self.prompt), app.text_width(self.title) + 4) + 4 * lay.pad + 14
        title_h = lay.cell_h + 2 * lay.pad + 4 if self.title else 0
        h = title_h + lay.line_h + fh + lay.button_h + 6 * lay.pad + 14
        return (lay.width - w) // 2, (lay.height - h) // 2, w, h

    def _ok(self, app: App) -> Button:
        x, y, w, h = self._geometry(app)
        lay = app.layout
        bw = app.layout.button_w("OK")
        return layout_buttons(app, ["OK"], x + (w - bw) // 2,
                              y + h - lay.button_h - lay.pad - 4, size=(bw, lay.button_h))[0]

    def targets(self, app: App) -> Sequence[Target]:
        return [self._ok(app).target()]

    def text_entry(self) -> str | None:
        return self.field.text

    def update(self, app: App) -> None:
        self.frames += 1
        font = app.font
        self.field.allowed = lambda ch: ch == " " or ch in font.glyphs  # nothing invisible
        inp = app.input
        if inp.pressed("ENTER"):
            self.finish(app, self.field.text)
            return
        self.field.feed(inp)
        if inp.pressed("ESC") or inp.rclick:
            self.finish(app, None)
        elif inp.click:
            super().update(app)

    def select(self, app: App, target_id: Hashable) -> None:
        self.finish(app, self.field.text)

    def finish(self, app: App, text: str | None) -> None:
        if app.top is self:
            app.pop()
        self.on_done(app, text)

    def draw(self, app: App) -> None:
        x, y, w, h = self._geometry(app)
        lay = app.layout
        body = draw_panel(app, x, y, w, h, self.title)
        app.text(x + 2 * lay.pad + 6, body + lay.pad, self.prompt, app.ink.panel_text)
        fw, _ = self.field.size(app)
        self.field.draw(app, x + (w - fw) // 2, body + lay.pad + lay.line_h + 2, self.frames)
        draw_button(app, self._ok(app))
