"""One frame of input, whether from the keyboard and mouse or from a script.

Screens read ``app.input`` (an :class:`InputFrame`): named keys pressed this frame,
typed text, the mouse position in native frame pixels and its buttons. Live frames
come from pyxel (:func:`poll_pyxel`); headless runs build them from
:mod:`retrohearts.pc.script`. Screens never call ``pyxel.btnp`` themselves, so a
scripted run and a played one go through exactly the same code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

# Key names used by screens and by the script syntax.
KEY_NAMES = (
    "UP", "DOWN", "LEFT", "RIGHT", "ENTER", "ESC", "SPACE", "TAB", "BACKSPACE", "DELETE",
    "HOME", "END", "PGUP", "PGDN", "INSERT",
    "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12",
    *"ABCDEFGHIJKLMNOPQRSTUVWXYZ", *"0123456789",
)
KEY_ALIASES = {"RETURN": "ENTER", "ESCAPE": "ESC", "PAGEUP": "PGUP", "PAGEDOWN": "PGDN",
               "BKSP": "BACKSPACE", "DEL": "DELETE", "INS": "INSERT"}
MODIFIERS = ("CTRL", "SHIFT", "ALT")


def canonical_key(name: str) -> str:
    """'ctrl+c' -> 'CTRL+C', 'return' -> 'ENTER'; raise ValueError for unknown keys."""
    parts = [p.strip().upper() for p in name.split("+")]
    *mods, key = parts
    key = KEY_ALIASES.get(key, key)
    if key not in KEY_NAMES or any(m not in MODIFIERS for m in mods):
        raise ValueError(f"unknown key '{name}'")
    ordered = [m for m in MODIFIERS if m in mods]
    return "+".join([*ordered, key])


@dataclass(frozen=True)
class InputFrame:
    """Everything the user did in one frame."""

    keys: frozenset[str] = frozenset()  # canonical names pressed this frame ("CTRL+C", "UP")
    text: str = ""  # characters typed this frame
    mouse: tuple[int, int] | None = None  # native pixels; None = no mouse seen yet
    mouse_moved: bool = False
    click: bool = False  # left button went down
    rclick: bool = False  # right button went down
    wheel: int = 0
    mclick: bool = False  # middle button went down (or both buttons at once: a chord)

    def pressed(self, *names: str) -> bool:
        return any(n in self.keys for n in names)

    @property
    def anything(self) -> bool:
        """A key or a button was pressed (the title screen's 'any key or click')."""
        return bool(self.keys or self.click or self.rclick)


def _pyxel_keys() -> dict[str, int]:
    import pyxel

    table = {"UP": pyxel.KEY_UP, "DOWN": pyxel.KEY_DOWN, "LEFT": pyxel.KEY_LEFT,
             "RIGHT": pyxel.KEY_RIGHT, "ENTER": pyxel.KEY_RETURN, "ESC": pyxel.KEY_ESCAPE,
             "SPACE": pyxel.KEY_SPACE, "TAB": pyxel.KEY_TAB, "BACKSPACE": pyxel.KEY_BACKSPACE,
             "DELETE": pyxel.KEY_DELETE, "HOME": pyxel.KEY_HOME, "END": pyxel.KEY_END,
             "PGUP": pyxel.KEY_PAGEUP, "PGDN": pyxel.KEY_PAGEDOWN, "INSERT": pyxel.KEY_INSERT}
    for i in range(1, 13):
        table[f"F{i}"] = getattr(pyxel, f"KEY_F{i}")
    for ch in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        table[ch] = getattr(pyxel, f"KEY_{ch}")
    for ch in "0123456789":
        table[ch] = getattr(pyxel, f"KEY_{ch}")
    table["KP_ENTER"] = pyxel.KEY_KP_ENTER
    return table


# The browser's virtual gamepad (and a real one): the cursor keys, Enter and ESC.
_GAMEPAD = {"DPAD_UP": "UP", "DPAD_DOWN": "DOWN", "DPAD_LEFT": "LEFT", "DPAD_RIGHT": "RIGHT",
            "A": "ENTER", "B": "ESC", "X": "SPACE", "Y": "TAB", "START": "ENTER"}


def _gamepad_buttons() -> dict[int, str]:
    import pyxel

    return {getattr(pyxel, f"GAMEPAD1_BUTTON_{button}"): key for button, key in _GAMEPAD.items()}


_REPEATING = {"UP", "DOWN", "LEFT", "RIGHT", "BACKSPACE", "DELETE", "PGUP", "PGDN"}


class PyxelPoller:
    """Reads pyxel's keyboard and mouse into InputFrames (windowed runs)."""

    def __init__(self) -> None:
        self._keys = _pyxel_keys()
        self._buttons = _gamepad_buttons()
        self._last_mouse: tuple[int, int] | None = None

    def poll(self, to_native: Callable[[int, int], tuple[int, int]]) -> InputFrame:
        import pyxel

        sides = {"CTRL": (pyxel.KEY_CTRL, pyxel.KEY_LCTRL, pyxel.KEY_RCTRL),
                 "SHIFT": (pyxel.KEY_SHIFT, pyxel.KEY_LSHIFT, pyxel.KEY_RSHIFT),
                 "ALT": (pyxel.KEY_ALT, pyxel.KEY_LALT, pyxel.KEY_RALT)}
        mods = [m for m, keys in sides.items() if any(pyxel.btn(k) for k in keys)]
        pressed: set[str] = set()
        for name, code in self._keys.items():
            hit = (pyxel.btnp(code, hold=18, repeat=3) if name in _REPEATING
                   else pyxel.btnp(code))
            if hit:
                base = "ENTER" if name == "KP_ENTER" else name
                shown = [m for m in mods if m != "SHIFT" or len(base) > 1]
                pressed.add("+".join([*shown, base]) if shown else base)
        for code, name in self._buttons.items():
            if pyxel.btnp(code, hold=18, repeat=3) if name in _REPEATING else pyxel.btnp(code):
                pressed.add(name)
        pos = to_native(pyxel.mouse_x, pyxel.mouse_y)
        moved = pos != self._last_mouse
        self._last_mouse = pos
        text = "" if "CTRL" in mods or "ALT" in mods else pyxel.input_text
        return InputFrame(keys=frozenset(pressed), text=text, mouse=pos, mouse_moved=moved,
                          click=pyxel.btnp(pyxel.MOUSE_BUTTON_LEFT),
                          rclick=pyxel.btnp(pyxel.MOUSE_BUTTON_RIGHT),
                          wheel=pyxel.mouse_wheel,
                          mclick=pyxel.btnp(pyxel.MOUSE_BUTTON_MIDDLE))
