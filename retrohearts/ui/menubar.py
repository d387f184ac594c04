"""A Psion-style menu bar: the names of all menu cards across the top, one card open.

``MenuBar(cards, on_choose)`` is pushed over the current screen. LEFT/RIGHT change
card, UP/DOWN move within it, ENTER chooses, ESC (or the menu key again) closes; a
card's option can also be chosen by its hot-key letter (alone, or with ALT or CTRL, the
PC's stand-ins for the Psion key). The mouse works too: click a card's name to open it,
an option to choose it, anywhere else to close. ``on_choose(app, action)`` is called
after the bar has closed itself. Drawn with the mode's inks, a one-pixel frame and a
shadow, so it looks like the hand-held's bar on the LCD and like a DOS pull-down menu
elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from retrohearts.pc.screen import Screen
from retrohearts.ui.fontstyle import draw_text, text_width
from retrohearts.ui.rect import Rect
from retrohearts.ui.text import dim_on

if TYPE_CHECKING:
    from retrohearts.pc.app import App


@dataclass(frozen=True)
class MenuItem:
    """One option: its label, its hot-key letter ("" = none) and what choosing it means."""

    label: str
    hotkey: str
    action: Hashable
    enabled: bool = True


@dataclass(frozen=True)
class MenuCard:
    """One card of the bar: a title and its options (1 to 8 on the Psion)."""

    title: str
    items: tuple[MenuItem, ...]


def hotkey_pressed(app: App, letter: str) -> bool:
    """Psion-<letter> on a PC keyboard: ALT or CTRL with the letter."""
    return app.input.pressed(f"ALT+{letter.upper()}", f"CTRL+{letter.upper()}")


class MenuBar(Screen):
    """The menu bar over the current screen."""

    opaque = False
    show_halo = False
    close_keys: tuple[str, ...] = ("ESC", "F10")

    def __init__(self, cards: Sequence[MenuCard], on_choose: Callable[[App, Hashable], None],
                 *, hotkey_prefix: str = "Alt+", card: int = 0) -> None:
        if not cards:
            raise ValueError("a menu bar needs at least one card")
        self.cards = list(cards)
        self.on_choose = on_choose
        self.hotkey_prefix = hotkey_prefix
        self.card = max(0, min(card, len(self.cards) - 1))
        self.item = 0
        self.opened_frame: int | None = None

    # -- geometry ---------------------------------------------------------------------
    def _line_h(self, app: App) -> int:
        return app.font.cell_h + 3

    def bar_box(self, app: App) -> Rect:
        return Rect(0, 0, app.width, self._line_h(app) + 3)

    def title_boxes(self, app: App) -> list[Rect]:
        pad = max(4, app.font.cell_w)
        x, out = 2, []
        for card in self.cards:
            w = text_width(app, card.title, bold=True) + 2 * pad
            out.append(Rect(x, 1, w, self._line_h(app) + 1))
            x += w
        return out

    def card_box(self, app: App) -> Rect:
        card = self.cards[self.card]
        gap = max(8, 2 * app.font.cell_w)
        widest = max(text_width(app, it.label) + gap
                     + text_width(app, self._hotkey_text(it)) for it in card.items)
        w = widest + 2 * max(4, app.font.cell_w)
        h = len(card.items) * self._line_h(app) + 4
        title = self.title_boxes(app)[self.card]
        x = min(title.x, app.width - w - 4)
        return Rect(max(0, x), self.bar_box(app).h - 1, w, h)

    def item_boxes(self, app: App) -> list[Rect]:
        box = self.card_box(app)
        lh = self._line_h(app)
        return [Rect(box.x + 2, box.y + 2 + i * lh, box.w - 4, lh)
                for i in range(len(self.cards[self.card].items))]

    def _hotkey_text(self, item: MenuItem) -> str:
        return f"{self.hotkey_prefix}{item.hotkey.upper()}" if item.hotkey else ""

    # -- input ------------------------------------------------------------------------
    def on_enter(self, app: App) -> None:
        if self.opened_frame is None:
            self.opened_frame = app.frame

    def update(self, app: App) -> None:
        inp = app.input
        items = self.cards[self.card].items
        if self.opened_frame == app.frame:
            return  # the key that opened the bar is not also a choice
        if inp.pressed(*self.close_keys) or inp.rclick:
            app.pop()
            return
        if inp.pressed("LEFT"):
            self._open(self.card - 1)
        elif inp.pressed("RIGHT"):
            self._open(self.card + 1)
        elif inp.pressed("UP"):
            self.item = (self.item - 1) % len(items)
        elif inp.pressed("DOWN"):
            self.item = (self.item + 1) % len(items)
        elif inp.pressed("HOME"):
            self.item = 0
        elif inp.pressed("END"):
            self.item = len(items) - 1
        elif inp.pressed("ENTER", "SPACE"):
            self._choose(app, items[self.item])
            return
        for card in self.cards:
            for it in card.items:
                letter = it.hotkey.upper()
                if letter and (inp.pressed(letter) or hotkey_pressed(app, letter)):
                    self._choose(app, it)
                    return
        if inp.mouse is not None:
            self._mouse(app, inp.mouse, inp.click, inp.mouse_moved)

    def _mouse(self, app: App, pos: tuple[int, int], click: bool, moved: bool) -> None:
        for i, box in enumerate(self.title_boxes(app)):
            if box.contains(*pos) and (click or (moved and i != self.card)):
                self._open(i)
                return
        for i, box in enumerate(self.item_boxes(app)):
            if box.contains(*pos):
                if moved:
                    self.item = i
                if click:
                    self._choose(app, self.cards[self.card].items[i])
                return
        if click and not self.bar_box(app).contains(*pos):
            app.pop()

    def _open(self, card: int) -> None:
        self.card = card % len(self.cards)
        self.item = 0

    def _choose(self, app: App, item: MenuItem) -> None:
        if not item.enabled:
            return
        if app.top is self:
            app.pop()
        self.on_choose(app, item.action)

    # -- drawing ----------------------------------------------------------------------
    def draw(self, app: App) -> None:
        import pyxel

        ink = app.ink
        frame = ink.panel_text
        bar = self.bar_box(app)
        pyxel.rect(bar.x, bar.y, bar.w, bar.h, ink.panel)
        pyxel.line(0, bar.h - 1, app.width - 1, bar.h - 1, frame)
        for i, (card, box) in enumerate(zip(self.cards, self.title_boxes(app), strict=False)):
            col = ink.panel_text
            if i == self.card:
                pyxel.rect(box.x, box.y, box.w, box.h, frame)
                col = ink.panel
            draw_text(app, box.x + (box.w - text_width(app, card.title, True)) // 2,
                      box.y + 2, card.title, col, bold=True)
        box = self.card_box(app)
        pyxel.rect(box.x + 3, box.y + 3, box.w, box.h, ink.shadow)
        pyxel.rect(box.x, box.y, box.w, box.h, ink.panel)
        pyxel.rectb(box.x, box.y, box.w, box.h, frame)
        pad = max(4, app.font.cell_w)
        items = self.cards[self.card].items
        for i, (item, ibox) in enumerate(zip(items, self.item_boxes(app), strict=False)):
            col = ink.panel_text if item.enabled else dim_on(app, ink.panel, ink.text_dim,
                                                             ink.panel_text)
            if i == self.item:
                pyxel.rect(ibox.x, ibox.y, ibox.w, ibox.h, frame)
                col = ink.panel
            draw_text(app, box.x + pad, ibox.y + 2, item.label, col)
            key = self._hotkey_text(item)
            draw_text(app, box.x + box.w - pad - text_width(app, key), ibox.y + 2, key, col)
