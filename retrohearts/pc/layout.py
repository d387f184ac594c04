"""Sizes that depend on the video mode: cards, buttons, margins, text cells.

Screens place things with ``app.layout`` (a :class:`Layout`) instead of pixel numbers,
so one screen works at 320x200, 640x350, 720x348, 640x480 and 800x600. Card heights
are chosen so cards look like cards (about 5:7) on the 4:3 monitor, whose pixels are
tall in the 200-, 348- and 350-line modes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Layout:
    """Mode-dependent sizes, in native pixels."""

    width: int
    height: int
    cell_w: int  # font cell
    cell_h: int
    card_w: int
    card_h: int
    card_step: int  # horizontal step between cards of a fanned hand (index stays visible)
    card_raise: int  # how far a selected card is lifted
    margin: int  # distance from the screen edge
    gap: int  # space between widgets
    pad: int  # inner padding of windows and buttons
    button_h: int
    line_h: int  # text line pitch in windows
    pixel_aspect: float  # displayed height of one native pixel, relative to its width
    big_cards: bool  # room for full pip layouts and corner indices at both ends

    def button_w(self, label: str) -> int:
        """Width of an icon button: pictogram, space, label, padding."""
        return (max(len(label), 4) + 2) * self.cell_w + 2 * self.pad + 2

    def text_w(self, text: str) -> int:
        return len(text) * self.cell_w

    def hand_width(self, count: int) -> int:
        return 0 if count <= 0 else (count - 1) * self.card_step + self.card_w

    def columns(self) -> int:
        return self.width // self.cell_w

    def rows(self) -> int:
        return self.height // self.cell_h


_BY_SIZE = {  # (w, h): card_w, card_h, step, raise, margin, gap, pad
    (320, 200): (26, 32, 18, 4, 4, 3, 2),
    (480, 160): (34, 44, 20, 4, 6, 4, 3),  # the Psion 3a LCD: square pixels, 160 lines
    (640, 350): (44, 46, 26, 6, 8, 4, 3),
    (720, 348): (48, 46, 28, 6, 9, 5, 3),
    (640, 480): (54, 76, 30, 8, 8, 5, 4),
    (800, 600): (66, 92, 36, 10, 10, 6, 5),
}


def make_layout(width: int, height: int, cell_w: int, cell_h: int,
                display_height: int) -> Layout:
    """The layout of a ``width`` x ``height`` mode with a ``cell_w`` x ``cell_h`` font."""
    card_w, card_h, step, lift, margin, gap, pad = _BY_SIZE.get(
        (width, height), _scaled(width, height, display_height))
    return Layout(width, height, cell_w, cell_h, card_w, card_h, step, lift, margin, gap, pad,
                  button_h=cell_h + 2 * pad + 2, line_h=cell_h + max(1, cell_h // 8),
                  pixel_aspect=display_height / height, big_cards=card_h >= 60)


def _scaled(width: int, height: int, display_height: int) -> tuple[int, ...]:
    aspect = display_height / height
    card_w = max(24, width // 13)
    card_h = round(card_w * 1.4 / aspect)
    return (card_w, card_h, card_w * 3 // 5, card_h // 8, width // 80, width // 120 + 1,
            width // 160 + 1)


def layout_for(app: Any) -> Layout:
    """The (cached) layout of an App's mode."""
    key = ("layout", app.mode.key)
    cached = app.cache.get(key)
    if cached is None:
        mode = app.mode
        cached = app.cache[key] = make_layout(
            mode.width, mode.height, app.font.cell_w, app.font.cell_h,
            mode.display_height if not app.video.square else mode.height)
    return cached  # type: ignore[no-any-return]
