"""Scripted input for headless runs: a tiny language of keys, mouse moves and clicks.

Statements are separated by ``;`` or new lines; ``#`` starts a comment. Each statement
takes one frame unless it says otherwise::

    wait 10              10 frames with no input
    key ENTER            press a key (one frame), then one idle frame
    key DOWN*3           the same, three times
    key CTRL+C           keys with modifiers
    mouse 120,80         move the mouse to (120, 80) in native frame pixels
    click                left button at the current mouse position
    click 120,80         move there, then click
    rclick               right button (leave the screen)
    text "Alice"         type text (one frame)
    shot "/tmp/a.png"    save a screenshot after this frame is drawn

Key names: UP DOWN LEFT RIGHT ENTER ESC SPACE TAB BACKSPACE DELETE HOME END PGUP PGDN
INSERT F1..F12 A..Z 0..9, with CTRL+, SHIFT+, ALT+ prefixes. Bad scripts raise
ScriptError naming the statement.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

from retrohearts.pc.input import InputFrame, canonical_key


class ScriptError(ValueError):
    """A statement the script language does not understand."""


@dataclass(frozen=True)
class ScriptFrame:
    """What one scripted frame does: its input, and an optional screenshot path."""

    input: InputFrame
    shot: Path | None = None


@dataclass
class Script:
    """The frames a script expands to, played one per call to :meth:`next_frame`."""

    frames: list[ScriptFrame] = field(default_factory=list)
    position: int = 0
    mouse: tuple[int, int] | None = None

    def next_frame(self) -> ScriptFrame:
        """The next scripted frame, or an idle one once the script is done."""
        if self.position < len(self.frames):
            frame = self.frames[self.position]
            self.position += 1
            if frame.input.mouse is not None:
                self.mouse = frame.input.mouse
            return frame
        return ScriptFrame(InputFrame(mouse=self.mouse))

    @property
    def done(self) -> bool:
        return self.position >= len(self.frames)


_POINT = re.compile(r"^\s*(-?\d+)\s*,\s*(-?\d+)\s*$")


def _point(arg: str, stmt: str) -> tuple[int, int]:
    m = _POINT.match(arg)
    if not m:
        raise ScriptError(f"?Bad position in '{stmt}' (want X,Y)")
    return (int(m.group(1)), int(m.group(2)))


def _split_statements(source: str) -> list[str]:
    out: list[str] = []
    for line in source.splitlines():
        current, quote = "", False
        for ch in line:
            if ch == '"':
                quote = not quote
            if ch == "#" and not quote:
                break
            if ch == ";" and not quote:
                out.append(current)
                current = ""
            else:
                current += ch
        out.append(current)
    return [s.strip() for s in out if s.strip()]


def parse_script(source: str) -> Script:
    """Compile script text into frames; raise ScriptError for a bad statement."""
    frames: list[ScriptFrame] = []
    mouse: tuple[int, int] | None = None
    idle = InputFrame
    for stmt in _split_statements(source):
        word, _, arg = stmt.partition(" ")
        word, arg = word.lower(), arg.strip()
        if word == "wait":
            if not arg.isdigit():
                raise ScriptError(f"?Bad frame count in '{stmt}'")
            frames += [ScriptFrame(idle(mouse=mouse))] * int(arg)
        elif word == "key":
            name, _, times = arg.partition("*")
            try:
                key = canonical_key(name)
            except ValueError:
                raise ScriptError(f"?Unknown key in '{stmt}'") from None
            count = int(times) if times.strip().isdigit() else 1
            if times and not times.strip().isdigit():
                raise ScriptError(f"?Bad repeat count in '{stmt}'")
            for _ in range(count):
                frames.append(ScriptFrame(idle(keys=frozenset({key}), mouse=mouse)))
                frames.append(ScriptFrame(idle(mouse=mouse)))
        elif word == "mouse":
            mouse = _point(arg, stmt)
            frames.append(ScriptFrame(idle(mouse=mouse, mouse_moved=True)))
        elif word in ("click", "rclick"):
            if arg:
                mouse = _point(arg, stmt)
                frames.append(ScriptFrame(idle(mouse=mouse, mouse_moved=True)))
            left = word == "click"
            frames.append(ScriptFrame(idle(mouse=mouse, click=left, rclick=not left)))
            frames.append(ScriptFrame(idle(mouse=mouse)))
        elif word in ("text", "shot"):
            try:
                words = shlex.split(arg)
            except ValueError:
                raise ScriptError(f"?Unclosed quote in '{stmt}'") from None
            if len(words) != 1:
                raise ScriptError(f"?'{word}' wants one quoted string: '{stmt}'")
            if word == "text":
                frames.append(ScriptFrame(idle(text=words[0], mouse=mouse)))
            else:
                frames.append(ScriptFrame(idle(mouse=mouse), shot=Path(words[0])))
        else:
            raise ScriptError(f"?Unknown script statement '{stmt}'")
    return Script(frames)


def load_script(text_or_path: str) -> Script:
    """A script given inline, or ``@path`` / an existing file name to read it from."""
    if text_or_path.startswith("@"):
        path = Path(text_or_path[1:])
        try:
            return parse_script(path.read_text(encoding="utf-8"))
        except OSError:
            raise ScriptError(f"?Cannot read script file '{path}'") from None
    return parse_script(text_or_path)
