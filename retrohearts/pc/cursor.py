"""One cursor for mouse and keys: targets, the halo's focus and arrow-key navigation.

A screen lists its selectable items as :class:`Target` rectangles. The arrow keys move
the focus (the halo) to the nearest target in that direction; the mouse moving over a
target focuses it too. ENTER or the left button selects, ESC or the right button
leaves, F1 asks for help. :meth:`Cursor.update` turns one InputFrame into at most one
:class:`CursorEvent`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Literal

from retrohearts.pc.input import InputFrame

EventKind = Literal["select", "refused", "escape", "help", "click"]


@dataclass(frozen=True)
class Target:
    """A selectable item: an id the screen chooses, its rectangle, its hover line."""

    id: Hashable
    x: int
    y: int
    w: int
    h: int
    hover: str = ""  # what selecting it does: "click now to play the KH"
    enabled: bool = True  # disabled targets take the halo but refuse selection
    halo: int = 4  # how far the halo may reach outside (0: the item in inverse video)
    sound: str = "menu-select"  # the effect selecting it plays ("" none: the game's own)

    def contains(self, px: int, py: int) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)


@dataclass(frozen=True)
class CursorEvent:
    """What the user asked for this frame."""

    kind: EventKind  # "click" = a left click on no target (at ``pos``)
    target: Target | None = None
    pos: tuple[int, int] | None = None


_DIRS = {"LEFT": (-1, 0), "RIGHT": (1, 0), "UP": (0, -1), "DOWN": (0, 1)}


def nearest(targets: Sequence[Target], origin: Target, direction: str) -> Target | None:
    """The target nearest ``origin`` lying in ``direction`` (LEFT/RIGHT/UP/DOWN): one straight
    ahead (its rows or columns overlapping the origin's) when there is one, however far; else
    the nearest, a step aside counting two and a half steps ahead."""
    dx, dy = _DIRS[direction]
    ox, oy = origin.center
    best: tuple[tuple[bool, float], Target] | None = None
    for t in targets:
        if t.id == origin.id:
            continue
        tx, ty = t.center
        along = (tx - ox) * dx + (ty - oy) * dy
        if along <= 0.5:
            continue
        across = abs((tx - ox) * dy) + abs((ty - oy) * dx)
        ahead = bool(dx and t.y < origin.y + origin.h and origin.y < t.y + t.h) or bool(
            dy and t.x < origin.x + origin.w and origin.x < t.x + t.w)
        score = (not ahead, along + (0.0 if ahead else 2.5 * across))
        if best is None or score < best[0]:
            best = (score, t)
    return best[1] if best else None


class Cursor:
    """The halo's position on one screen."""

    def __init__(self) -> None:
        self.focus: Hashable | None = None

    def focused(self, targets: Sequence[Target]) -> Target | None:
        for t in targets:
            if t.id == self.focus:
                return t
        return None

    def update(self, targets: Sequence[Target], inp: InputFrame) -> CursorEvent | None:
        """Move the focus for this frame's input; return what the user asked for."""
        current = self.focused(targets)
        if current is None and targets:
            current = targets[0]
            self.focus = current.id
        under = None
        if inp.mouse is not None:
            under = next((t for t in reversed(targets) if t.contains(*inp.mouse)), None)
            if inp.mouse_moved and under is not None:
                self.focus, current = under.id, under
        for name in _DIRS:
            if inp.pressed(name) and current is not None:
                step = nearest(targets, current, name)
                if step is not None:
                    self.focus, current = step.id, step
        if inp.pressed("F1"):
            return CursorEvent("help")
        if inp.pressed("ESC") or inp.rclick:
            return CursorEvent("escape")
        if inp.click:
            if under is not None:
                self.focus = under.id
                return CursorEvent("select" if under.enabled else "refused", under, inp.mouse)
            return CursorEvent("click", None, inp.mouse)
        if inp.pressed("ENTER") and current is not None:
            return CursorEvent("select" if current.enabled else "refused", current)
        return None
