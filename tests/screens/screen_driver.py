"""Drive whatever screen is on top, by keys alone or by mouse alone.

``Keys(app).choose(id)`` reaches a target only with the arrow keys (planned with the halo's
own nearest-target rule) and presses ENTER; ``Mouse(app).choose(id)`` moves the pointer
onto it and clicks. ``leave()`` is ESC or the right button.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable

from retrohearts.pc.app import App, open_app
from retrohearts.pc.cursor import Target, nearest
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import PCOptions

# The modes every new screen is driven in: CGA, EGA, VGA, Hercules and two mono ones.
DRIVE_MODES = (("cga", "color"), ("ega", "color"), ("vga", "color"), ("hercules", "mono"),
               ("vga", "mono"), ("cga", "mono"))


def make_app(mode: str, monitor: str = "color") -> App:
    return open_app(PCOptions(mode=mode, monitor=monitor), headless=True,  # type: ignore[arg-type]
                    display=None)


def key_route(targets: list[Target], focus: Target, goal: Hashable) -> list[str]:
    """The arrow keys that take the halo from ``focus`` to ``goal`` (fewest presses, with
    the halo's own nearest-target rule)."""
    by_id = {t.id: t for t in targets}
    seen = {focus.id}
    queue: deque[tuple[Target, list[str]]] = deque([(focus, [])])
    while queue:
        here, path = queue.popleft()
        if here.id == goal:
            return path
        for key in ("LEFT", "RIGHT", "UP", "DOWN"):
            step = nearest(targets, here, key)
            if step is not None and step.id not in seen:
                seen.add(step.id)
                queue.append((by_id[step.id], [*path, key]))
    raise AssertionError(f"{goal} cannot be reached by arrow keys from {focus.id}")


class Driver:
    """Input for the screen on top of the app's stack."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.mouse: tuple[int, int] | None = None

    def frame(self, inp: InputFrame | None = None, draw: bool = True) -> None:
        self.app.update(inp or InputFrame(mouse=self.mouse))
        if draw:
            self.app.draw()

    def targets(self) -> list[Target]:
        top = self.app.top
        return list(top.targets(self.app)) if top is not None else []

    def target(self, target_id: Hashable) -> Target:
        found = next((t for t in self.targets() if t.id == target_id), None)
        assert found is not None, (target_id, [t.id for t in self.targets()])
        return found

    def choose(self, target_id: Hashable) -> None:
        raise NotImplementedError

    def leave(self) -> None:
        raise NotImplementedError

    def focus_on(self, target_id: Hashable) -> None:
        raise NotImplementedError


class Keys(Driver):
    """Arrow keys, ENTER and ESC only."""

    def key(self, name: str) -> None:
        self.frame(InputFrame(keys=frozenset({name})))

    def route(self, goal: Hashable) -> list[str]:
        top = self.app.top
        assert top is not None
        focus = top.focused(self.app)
        if focus is None:
            self.key("RIGHT")  # the first target takes the halo
            focus = top.focused(self.app)
        assert focus is not None
        return key_route(self.targets(), focus, goal)

    def focus_on(self, target_id: Hashable) -> None:
        for key in self.route(target_id):
            self.key(key)
        top = self.app.top
        assert top is not None
        focus = top.focused(self.app)
        assert focus is not None and focus.id == target_id, (focus, target_id)

    def choose(self, target_id: Hashable) -> None:
        self.focus_on(target_id)
        self.key("ENTER")

    def leave(self) -> None:
        self.key("ESC")


class Mouse(Driver):
    """Pointer moves, left and right clicks only."""

    def focus_on(self, target_id: Hashable) -> None:
        t = self.target(target_id)
        self.mouse = (t.x + t.w // 2, t.y + t.h // 2)
        self.frame(InputFrame(mouse=self.mouse, mouse_moved=True))

    def choose(self, target_id: Hashable) -> None:
        self.focus_on(target_id)
        self.frame(InputFrame(mouse=self.mouse, click=True))

    def leave(self) -> None:
        self.frame(InputFrame(mouse=self.mouse, rclick=True))


def drawn_text(app: App) -> list[str]:
    """Every string the screens draw in one frame (what a player can read now)."""
    seen: list[str] = []
    original = app.text

    def spy(x: int, y: int, s: str, col: int) -> None:
        seen.append(s)
        original(x, y, s, col)

    app.text = spy  # type: ignore[method-assign]
    try:
        app.draw()
    finally:
        del app.text  # back to the class's method
    return seen


def shows(app: App, text: str) -> bool:
    """Whether ``text`` is drawn this frame (within one line)."""
    return any(text in line for line in drawn_text(app))
