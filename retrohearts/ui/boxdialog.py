"""A Psion-style dialog: a titled box with a shadow, prompt lines, choices, edits, buttons.

``BoxDialog(title, lines, buttons, on_close)`` is pushed over the current screen.
Lines are plain text, a choice (LEFT/RIGHT or a click cycles its values) or an edit
(typed text, as :class:`~retrohearts.ui.textfield.TextField` edits it; focusing one
selects its text, so the first key typed replaces it); UP/DOWN move
between the lines that take input. A button is chosen by a click, by its hot-key
letter (alone when no edit line has the focus, or with ALT/CTRL), or ENTER for the
default button; ESC or the right button cancel. ``on_close(app, button_key, values)``
is called after the dialog has closed itself, with ``None`` for a cancel and the
values of the choice and edit lines by their keys. An optional ``aside`` is a second,
smaller box of text beside the dialog (e.g. odds); a ``picture`` (width, height and a
function that draws it) takes the left of the body, e.g. a card; ``keep_above(app)``
names a row the box stays above when it fits there (a game's status window that must
stay readable), else it is centred on the screen. Text lines may carry
``cells``, right-aligned columns (a table of scores), and ``highlight`` (shown
inverted, e.g. a new entry). General: no game in here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from retrohearts.pc.screen import Screen
from retrohearts.ui.fontstyle import draw_text, text_width, wrap_width
from retrohearts.ui.rect import Rect
from retrohearts.ui.textfield import TextField

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.input import InputFrame

LineKind = Literal["text", "choice", "edit"]
SHADOW = 3  # the box's shadow, down and to the right
Values = dict[str, "int | str"]


@dataclass
class DialogLine:
    """One line of a dialog. ``value`` is the choice's index or the edit's text."""

    label: str
    kind: LineKind = "text"
    key: str = ""
    choices: tuple[str, ...] = ()
    value: int | str = 0
    max_len: int = 12
    cells: tuple[str, ...] = ()
    highlight: bool = False
    field: TextField | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if self.kind == "choice":
            if not self.choices:
                raise ValueError("a choice line needs choices")
            self.value = int(self.value) % len(self.choices)
        if self.kind == "edit":
            self.field = TextField(str(self.value), self.max_len)

    @property
    def takes_input(self) -> bool:
        return self.kind != "text"

    def shown_value(self) -> str:
        if self.kind == "choice":
            return self.choices[int(self.value)]
        if self.kind == "edit" and self.field is not None:
            return self.field.text
        return ""


@dataclass(frozen=True)
class DialogButton:
    label: str
    key: Hashable
    hotkey: str = ""


def wrap_without_widow(app: App, text: str, width: int) -> list[str]:
    """``text`` wrapped to ``width`` pixels, never leaving one word alone on its last line
    ("7)."): the lines are narrowed, keeping their number, until the last has two words
    (as it was when no narrowing does it)."""
    lines = wrap_width(app, text, width)
    if len(lines) < 2 or " " in lines[-1].strip():
        return lines
    step = max(1, app.font.cell_w)
    for narrower in range(width - step, width // 2, -step):
        tried = wrap_width(app, text, narrower)
        if len(tried) > len(lines):
            break
        if " " in tried[-1].strip():
            return tried
    return lines


class BoxDialog(Screen):
    """A dialog box over the current screen."""

    opaque = False
    show_halo = False

    def __init__(self, title: str, lines: Sequence[DialogLine | str],
                 buttons: Sequence[DialogButton],
                 on_close: Callable[[App, Hashable | None, Values], None], *,
                 default: Hashable | None = None, aside: Sequence[str] = (),
                 aside_title: str = "", cancel: Hashable | None = None,
                 picture: tuple[int, int, Callable[[App, int, int], None]] | None = None,
                 keep_above: Callable[[App], int] | None = None) -> None:
        self.title = title
        self.keep_above = keep_above
        self.lines = [DialogLine(x) if isinstance(x, str) else x for x in lines]
        self._source = list(self.lines)    # the lines as given, before any wrapping
        self._wrapped_for: int | None = None
        self.buttons = list(buttons)
        self.on_close = on_close
        self.default = default if default is not None else (
            self.buttons[0].key if self.buttons else None)
        self.cancel = cancel
        self.aside = list(aside)
        self.aside_title = aside_title
        self.picture = picture
        self.line = next((i for i, ln in enumerate(self.lines) if ln.takes_input), -1)
        #: the focused edit's text is selected (as on the Psion, focusing an edit selects
        #: it): the first key typed replaces it, BACKSPACE/DELETE clear it, arrows keep it
        self.selected = self._editing() is not None
        self.opened_frame: int | None = None

    # -- geometry ---------------------------------------------------------------------
    def _wrap_long_lines(self, app: App) -> None:
        """Text lines wider than the screen allows are split into several (dialogs with
        input lines keep theirs, so the focus keeps its index)."""
        if self._wrapped_for == app.width:
            return
        self._wrapped_for = app.width
        if any(ln.takes_input for ln in self.lines):
            return
        limit = app.width - 8 - 2 * self._pad(app) - 4 - self._picture_w(app) - (
            self._aside_w(app) + self._pad(app) if self.aside else 0)
        out: list[DialogLine] = []
        for ln in self._source:
            if ln.cells or text_width(app, ln.label) <= limit:
                out.append(ln)
                continue
            out += [DialogLine(part, highlight=ln.highlight)
                    for part in wrap_without_widow(app, ln.label, limit)]
        self.lines = out

    def set_text(self, old: str, new: str) -> bool:
        """Change the text line that reads ``old`` (as given, before wrapping) to ``new``
        (an empty ``new`` takes the line away), e.g. when a result worked out over several
        frames arrives while the dialog is open.  False when no line reads ``old``."""
        for i, ln in enumerate(self._source):
            if ln.label == old and not ln.cells and not ln.takes_input:
                if new:
                    self._source[i] = DialogLine(new, highlight=ln.highlight)
                else:
                    del self._source[i]
                self.lines = list(self._source)
                self._wrapped_for = None
                return True
        return False

    def _lh(self, app: App) -> int:
        """A line's height; with edit boxes on a small font (CGA's 8x8, the Psion's face)
        a pixel or two more, so their frame clears the letters' descenders (y, p) and tops
        (the Psion's face has blank rows above its capitals: its edit text sits higher)."""
        if app.font.cell_h < 12 and any(ln.kind == "edit" for ln in self.lines):
            return app.font.cell_h + (3 if app.font.proportional else 4)
        return app.font.cell_h + (2 if app.font.cell_h < 12 else 3)

    def _pad(self, app: App) -> int:
        return max(4, app.font.cell_w)

    def _gap(self, app: App) -> int:
        """Between an input line's label and its box: the pad and half a letter more, so a
        long label ("Spiele je Spieler") does not run into a choice's arrow."""
        return self._pad(app) + max(2, app.font.cell_w // 2)

    def _label_w(self, app: App) -> int:
        return max((text_width(app, ln.label) for ln in self.lines if ln.takes_input),
                   default=0)

    def _room(self, app: App) -> int:
        """The widest the box's inside may be: the screen less the box's frame and pads."""
        return app.width - 8 - 2 * self._pad(app) - 4

    def _value_w(self, app: App) -> int:
        """The choices' and edit boxes' width: an edit box holds its longest text ("W" times
        its length) where the screen has the room, else as much as it has (it scrolls)."""
        widths = [0]
        arrows = 2 * app.font.cell_w + 6 if any(ln.kind == "choice" for ln in self.lines) else 0
        for ln in self.lines:
            if ln.kind == "choice":
                widths.append(text_width(app, max(ln.choices, key=lambda c: text_width(app, c)))
                              + arrows)
            elif ln.kind == "edit":
                widths.append(text_width(app, "W" * ln.max_len) + 8)
        room = self._room(app) - self._picture_w(app) - self._label_w(app) - self._gap(app)
        return max(0, min(max(widths), room))

    def _cell_w(self, app: App) -> int:
        """A column of cells: as wide as its widest cell, or narrower where the labels and
        the columns would not fit across the screen (then a cell too wide is cut)."""
        natural = max((text_width(app, c) for ln in self.lines for c in ln.cells),
                      default=0) + self._pad(app)
        cells = self._cells()
        if not cells:
            return natural
        labels = max((text_width(app, ln.label) for ln in self.lines if ln.cells), default=0)
        room = (self._room(app) - self._picture_w(app) - labels - self._pad(app)) // cells
        return max(self._pad(app) + 1, min(natural, room))

    def _cells(self) -> int:
        return max((len(ln.cells) for ln in self.lines), default=0)

    def _picture_w(self, app: App) -> int:
        return self.picture[0] + self._pad(app) if self.picture else 0

    def _buttons_w(self, app: App) -> int:
        gap = self._pad(app)
        return sum(self._button_w(app, b) for b in self.buttons) + gap * max(
            0, len(self.buttons) - 1)

    def _button_w(self, app: App, b: DialogButton) -> int:
        return text_width(app, b.label, bold=b.key == self.default) + 2 * self._pad(app) + 2

    def _text_w(self, app: App) -> int:
        return max((text_width(app, ln.label) for ln in self.lines if not ln.takes_input),
                   default=0) + self._cells() * self._cell_w(app)

    def _rows(self, app: App) -> int:
        """Lines per column: a long list of text lines flows into more columns when one
        column would be taller than the screen (a high-score table on a 160-line LCD)."""
        n = len(self.lines)
        if self.picture is not None or any(ln.takes_input for ln in self.lines):
            return max(1, n)
        lh = self._lh(app)
        overhead = lh + 4 + self._pad(app) + (lh + 4 + self._pad(app) if self.buttons else 0)
        fit = max(1, (app.height - 8 - overhead) // lh)
        if n <= fit:
            return max(1, n)
        cols = -(-n // fit)
        return -(-n // cols)  # balanced: 10 lines in two columns of 5

    def _columns(self, app: App) -> int:
        return -(-max(1, len(self.lines)) // self._rows(app))

    def box(self, app: App) -> Rect:
        self._wrap_long_lines(app)
        pad = self._pad(app)
        inputs = self._label_w(app) + self._gap(app) + self._value_w(app) if any(
            ln.takes_input for ln in self.lines) else 0
        cols = self._columns(app)
        texts = cols * self._text_w(app) + (cols - 1) * 3 * pad
        inner = max(inputs, texts) + self._picture_w(app)
        inner = max(inner, self._buttons_w(app), text_width(app, self.title, True))
        w = min(app.width - 8, inner + 2 * pad + 4)
        lh = self._lh(app)
        body = max(self._rows(app) * lh, self.picture[1] + 2 if self.picture else 0)
        h = lh + 4 + body + pad + (lh + 4 + pad if self.buttons else 0) + 2
        aside_w = self._aside_w(app)
        beside = self._aside_beside(app, w)
        total = w + (aside_w + pad if aside_w and beside else 0)
        below = 0 if beside or not self.aside else self._aside_h(app) + pad
        x = max(2, (app.width - total) // 2)
        room = app.height if self.keep_above is None else self.keep_above(app) - SHADOW
        if h + below > room - 4:
            room = app.height
        y = max(2, (room - h - below) // 2)
        return Rect(x, y, w, min(h, app.height - 4))

    def _aside_beside(self, app: App, w: int) -> bool:
        """The aside goes beside the dialog when both fit across, else below it."""
        return w + self._aside_w(app) + self._pad(app) <= app.width - 4

    def _aside_h(self, app: App) -> int:
        lh = self._lh(app)
        return (len(self.aside) + (1 if self.aside_title else 0)) * lh + 2 * self._pad(app)

    def _aside_w(self, app: App) -> int:
        if not self.aside:
            return 0
        lines = [*self.aside, self.aside_title]
        return max(text_width(app, s) for s in lines) + 2 * self._pad(app)

    def aside_box(self, app: App) -> Rect | None:
        if not self.aside:
            return None
        box = self.box(app)
        h = self._aside_h(app)
        if self._aside_beside(app, box.w):
            return Rect(box.x + box.w + self._pad(app), box.y, self._aside_w(app), h)
        return Rect(box.x + box.w - self._aside_w(app), box.y + box.h + self._pad(app),
                    self._aside_w(app), h)

    def line_boxes(self, app: App) -> list[Rect]:
        box = self.box(app)
        lh = self._lh(app)
        top = box.y + lh + 6
        left = box.x + 2 + self._picture_w(app)
        rows, cols = self._rows(app), self._columns(app)
        if cols == 1:
            return [Rect(left, top + i * lh, box.x + box.w - 2 - left, lh)
                    for i in range(len(self.lines))]
        pad = self._pad(app)
        col_w = self._text_w(app) + 2 * pad - 2
        step = (box.w - 4 - col_w) // (cols - 1)
        return [Rect(left + (i // rows) * step, top + (i % rows) * lh, col_w, lh)
                for i in range(len(self.lines))]

    def button_boxes(self, app: App) -> list[Rect]:
        box = self.box(app)
        lh = self._lh(app)
        y = box.y + box.h - lh - 4 - self._pad(app) // 2 - 2
        x = box.x + (box.w - self._buttons_w(app)) // 2
        out = []
        for b in self.buttons:
            w = self._button_w(app, b)
            out.append(Rect(x, y, w, lh + 4))
            x += w + self._pad(app)
        return out

    # -- values -----------------------------------------------------------------------
    def values(self) -> Values:
        out: Values = {}
        for ln in self.lines:
            if ln.kind == "choice":
                out[ln.key] = int(ln.value)
            elif ln.kind == "edit" and ln.field is not None:
                out[ln.key] = ln.field.text
        return out

    # -- input ------------------------------------------------------------------------
    def on_enter(self, app: App) -> None:
        if self.opened_frame is None:
            self.opened_frame = app.frame

    def _editing(self) -> DialogLine | None:
        if 0 <= self.line < len(self.lines) and self.lines[self.line].kind == "edit":
            return self.lines[self.line]
        return None

    def text_entry(self) -> str | None:
        editing = self._editing()
        return editing.field.text if editing is not None and editing.field is not None else None

    def update(self, app: App) -> None:
        inp = app.input
        if self.opened_frame == app.frame:
            return  # the key that opened the dialog does not also answer it
        if inp.pressed("ESC") or inp.rclick:
            self.close(app, self.cancel)
            return
        if inp.pressed("ENTER"):
            self.close(app, self.default)
            return
        inputs = [i for i, ln in enumerate(self.lines) if ln.takes_input]
        if inputs and inp.pressed("UP", "DOWN", "TAB"):
            pos = inputs.index(self.line) if self.line in inputs else 0
            pos += -1 if inp.pressed("UP") else 1
            self._focus(inputs[pos % len(inputs)])
            return
        editing = self._editing()
        for b in self.buttons:
            letter = b.hotkey.upper()
            if letter and (inp.pressed(f"ALT+{letter}", f"CTRL+{letter}")
                           or (editing is None and inp.pressed(letter))):
                self.close(app, b.key)
                return
        if editing is not None and editing.field is not None:
            if self.selected:
                self._replace_selection(editing.field, inp)
            editing.field.feed(inp)
        elif 0 <= self.line < len(self.lines) and self.lines[self.line].kind == "choice":
            if inp.pressed("LEFT"):
                self._cycle(self.lines[self.line], -1)
            elif inp.pressed("RIGHT", "SPACE"):
                self._cycle(self.lines[self.line], 1)
        if inp.click and inp.mouse is not None:
            self._click(app, inp.mouse)

    def _focus(self, index: int) -> None:
        """The focus goes to line ``index``; an edit's text comes selected."""
        self.line = index
        self.selected = self._editing() is not None

    def _replace_selection(self, field: TextField, inp: InputFrame) -> None:
        """Keys on a selected text, before the field edits: typing or BACKSPACE/DELETE
        clear it (the typed letters then go in), an arrow, HOME or END keeps it and puts
        the caret at that end."""
        typed = any(ch.isprintable() and field.allowed(ch) for ch in inp.text)
        if typed or inp.pressed("BACKSPACE", "DELETE"):
            field.text, field.caret = "", 0
            self.selected = False
            return
        if inp.pressed("LEFT", "HOME"):
            field.caret, self.selected = 0, False
            return
        if inp.pressed("RIGHT", "END"):
            field.caret, self.selected = len(field.text), False

    def _cycle(self, line: DialogLine, step: int) -> None:
        line.value = (int(line.value) + step) % len(line.choices)

    def _click(self, app: App, pos: tuple[int, int]) -> None:
        for b, box in zip(self.buttons, self.button_boxes(app), strict=False):
            if box.contains(*pos):
                self.close(app, b.key)
                return
        for i, (ln, box) in enumerate(zip(self.lines, self.line_boxes(app), strict=False)):
            if box.contains(*pos) and ln.takes_input:
                if ln.kind == "choice" and self.line == i:
                    self._cycle(ln, 1)
                if self.line != i:
                    self._focus(i)
                return

    def close(self, app: App, key: Hashable | None) -> None:
        if app.top is self:
            app.pop()
        self.on_close(app, key, self.values())

    # -- drawing ----------------------------------------------------------------------
    def draw(self, app: App) -> None:
        import pyxel

        ink = app.ink
        box = self.box(app)
        pad, lh = self._pad(app), self._lh(app)
        frame = ink.panel_text
        _framed_box(app, box.x, box.y, box.w, box.h)
        draw_text(app, box.x + (box.w - text_width(app, self.title, True)) // 2, box.y + 4,
                  self.title, frame, bold=True)
        pyxel.line(box.x + 3, box.y + lh + 3, box.x + box.w - 4, box.y + lh + 3, frame)
        if self.picture is not None:
            self.picture[2](app, box.x + pad, box.y + lh + 7)
        left = box.x + pad + self._picture_w(app)
        value_x = left + self._label_w(app) + self._gap(app)
        cell_w = self._cell_w(app)
        for i, (ln, lbox) in enumerate(zip(self.lines, self.line_boxes(app), strict=False)):
            ty = lbox.y + 2
            if not ln.takes_input:
                col = ink.panel_text
                if ln.highlight:
                    pyxel.rect(lbox.x, lbox.y, lbox.w, lbox.h, ink.panel_text)
                    col = ink.panel
                draw_text(app, lbox.x + pad - 2, ty, ln.label, col)
                right = lbox.x + lbox.w - pad + 2
                for j, cell in enumerate(reversed(ln.cells)):
                    cell = _cut(app, cell, cell_w - pad)
                    cx = right - j * cell_w - text_width(app, cell)
                    draw_text(app, cx, ty, cell, col)
                continue
            draw_text(app, left, ty, ln.label, ink.panel_text)
            text = ln.shown_value()
            focus = i == self.line
            if ln.kind == "choice":
                self._draw_choice(app, value_x, lbox.y, text, focus)
            else:
                w = self._value_w(app)
                pyxel.rectb(value_x - 2, lbox.y, w, lh, frame)
                caret = ln.field.caret if ln.field is not None else len(text)
                first, last = _edit_window(app, text, caret, w - 5)
                shown = text[first:last]
                if app.font.proportional:
                    ty = lbox.y + 1  # the face's blank top rows: descenders clear the frame
                if focus and self.selected and shown:  # selected: shown inverted
                    pyxel.rect(value_x - 1, lbox.y + 1, text_width(app, shown) + 2, lh - 2,
                               ink.panel_text)
                    draw_text(app, value_x, ty, shown, ink.panel)
                    continue
                draw_text(app, value_x, ty, shown, ink.panel_text)
                if focus and ln.field is not None and (app.frame // 20) % 2 == 0:
                    cx = value_x + text_width(app, text[first:caret])
                    pyxel.line(cx, lbox.y + 2, cx, lbox.y + lh - 3, frame)
        for b, bbox in zip(self.buttons, self.button_boxes(app), strict=False):
            _framed_box(app, bbox.x, bbox.y, bbox.w, bbox.h, shadow=1)
            tx = bbox.x + (bbox.w - text_width(app, b.label)) // 2
            draw_text(app, tx, bbox.y + 3, b.label, frame, bold=b.key == self.default)
            at = b.label.upper().find(b.hotkey.upper()) if b.hotkey else -1
            if at >= 0:  # underline the hot-key letter
                ux = tx + text_width(app, b.label[:at])
                uw = max(1, text_width(app, b.label[at]) - 1)
                pyxel.line(ux, bbox.y + lh, ux + uw - 1, bbox.y + lh, frame)
        aside = self.aside_box(app)
        if aside is not None:
            _framed_box(app, aside.x, aside.y, aside.w, aside.h)
            y = aside.y + pad
            if self.aside_title:
                draw_text(app, aside.x + pad, y, self.aside_title, frame, bold=True)
                y += lh
            for s in self.aside:
                draw_text(app, aside.x + pad, y, s, ink.panel_text)
                y += lh

    def _draw_choice(self, app: App, x: int, y: int, text: str, focus: bool) -> None:
        import pyxel

        ink = app.ink
        lh = self._lh(app)
        w = self._value_w(app)
        if focus:
            pyxel.rect(x - 2, y, w, lh, ink.panel_text)
        col = ink.panel if focus else ink.panel_text
        arrow = app.font.cell_w
        mid = y + lh // 2
        for dx in range(3):  # small triangles: this value can be changed sideways
            pyxel.line(x + dx, mid - dx, x + dx, mid + dx, col)
            pyxel.line(x + w - 5 - dx, mid - dx, x + w - 5 - dx, mid + dx, col)
        draw_text(app, x + arrow + 2 + (w - 2 * arrow - 8 - text_width(app, text)) // 2,
                  y + 2, text, col)


def _cut(app: App, text: str, room: int) -> str:
    """``text`` cut to ``room`` pixels, ending in a dot (a long name in a column)."""
    if text_width(app, text) <= room:
        return text
    while text and text_width(app, text + ".") > room:
        text = text[:-1]
    return text.rstrip(" -") + "."


def _edit_window(app: App, text: str, caret: int, room: int) -> tuple[int, int]:
    """The part of an edit's ``text`` its box shows (first, last index): all of it when it
    fits in ``room`` pixels, else a stretch that keeps the caret in sight."""
    first = 0
    while first < caret and text_width(app, text[first:caret]) > room - 1:
        first += 1
    last = len(text)
    while last > caret and text_width(app, text[first:last]) > room:
        last -= 1
    return first, last


def _framed_box(app: App, x: int, y: int, w: int, h: int, shadow: int = SHADOW) -> None:
    """A panel with a one-pixel frame and a shadow down and to the right."""
    import pyxel

    ink = app.ink
    pyxel.rect(x + shadow, y + shadow, w, h, ink.shadow)
    pyxel.rect(x, y, w, h, ink.panel)
    pyxel.rectb(x, y, w, h, ink.panel_text)


def framed_box(app: App, x: int, y: int, w: int, h: int, shadow: int = SHADOW) -> None:
    """The dialog's box, for screens that draw their own contents in the same style."""
    _framed_box(app, x, y, w, h, shadow)
