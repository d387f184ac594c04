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
    mclick               middle button (the boss key's button)
    text "Alice"         type text (one frame)
    shot "/tmp/a.png"    save a screenshot after this frame is drawn

Key names: UP DOWN LEFT RIGHT ENTER ESC SPACE TAB BACKSPACE DELETE HOME END PGUP PGDN
INSERT F1..F12 A..Z 0..9, with CTRL+, SHIFT+, ALT+ prefixes. Bad scripts raise
ScriptError naming the statement.

Scripts run lazily: ``wait 1000000`` is a counter, not a million frames in memory. Counts
are bounded (:data:`MAX_COUNT` per statement) and so is a script's size
(:data:`MAX_SCRIPT_BYTES`; a script file is read no further than that, so even
``/dev/zero`` gives one clear line). A relative ``shot`` path is taken from the folder the
program was started in (the script is read before the window opens).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

from retrohearts.pc.input import InputFrame, canonical_key


class ScriptError(ValueError):
    """A statement the script language does not understand (or a script too large)."""


#: The most frames one ``wait`` or ``key X*N`` may ask for (over 190 days at 60 fps).
MAX_COUNT = 1_000_000_000
#: The longest script, inline or in a file.
MAX_SCRIPT_BYTES = 1 << 20


@dataclass(frozen=True)
class ScriptFrame:
    """What one scripted frame does: its input, and an optional screenshot path."""

    input: InputFrame
    shot: Path | None = None


@dataclass(frozen=True)
class _Block:
    """Some frames, played ``repeat`` times in a row."""

    frames: tuple[ScriptFrame, ...]
    repeat: int = 1


@dataclass
class Script:
    """A compiled script, played one frame per call to :meth:`next_frame`."""

    blocks: list[_Block] = field(default_factory=list)
    mouse: tuple[int, int] | None = None
    _block: int = 0
    _round: int = 0
    _frame: int = 0

    def next_frame(self) -> ScriptFrame:
        """The next scripted frame, or an idle one once the script is done."""
        while self._block < len(self.blocks):
            block = self.blocks[self._block]
            if self._round < block.repeat and self._frame < len(block.frames):
                frame = block.frames[self._frame]
                self._frame += 1
                if self._frame == len(block.frames):
                    self._frame, self._round = 0, self._round + 1
                if frame.input.mouse is not None:
                    self.mouse = frame.input.mouse
                return frame
            self._block, self._round, self._frame = self._block + 1, 0, 0
        return ScriptFrame(InputFrame(mouse=self.mouse))

    @property
    def done(self) -> bool:
        while self._block < len(self.blocks) and (
                self._round >= self.blocks[self._block].repeat
                or not self.blocks[self._block].frames):
            self._block, self._round, self._frame = self._block + 1, 0, 0
        return self._block >= len(self.blocks)

    @property
    def length(self) -> int:
        """How many frames the whole script takes (counted, not expanded)."""
        return sum(len(b.frames) * b.repeat for b in self.blocks)

    @property
    def frames(self) -> list[ScriptFrame]:
        """Every frame, expanded (for small scripts and tests; the run loop never asks)."""
        return [f for b in self.blocks for _ in range(b.repeat) for f in b.frames]


_POINT = re.compile(r"^\s*(-?\d{1,6})\s*,\s*(-?\d{1,6})\s*$")
_COUNT = re.compile(r"^\d{1,12}$")


def _point(arg: str, stmt: str) -> tuple[int, int]:
    m = _POINT.match(arg)
    if not m:
        raise ScriptError(f"?Bad position in '{_short(stmt)}' (want X,Y)")
    return (int(m.group(1)), int(m.group(2)))


def _short(stmt: str) -> str:
    return stmt if len(stmt) <= 40 else stmt[:37] + "..."


def _count(text: str, stmt: str, what: str) -> int:
    text = text.strip()
    if not _COUNT.match(text):
        raise ScriptError(f"?Bad {what} in '{_short(stmt)}'")
    n = int(text)
    if n > MAX_COUNT:
        raise ScriptError(f"?Count too large in '{_short(stmt)}' (at most {MAX_COUNT:,})")
    return n


def _split_statements(source: str) -> list[str]:
    out: list[str] = []
    for line in source.splitlines():
        current: list[str] = []
        quote = False
        for ch in line:
            if ch == '"':
                quote = not quote
            if ch == "#" and not quote:
                break
            if ch == ";" and not quote:
                out.append("".join(current))
                current = []
            else:
                current.append(ch)
        out.append("".join(current))
    return [s.strip() for s in out if s.strip()]


def parse_script(source: str, base: Path | None = None) -> Script:
    """Compile script text; raise ScriptError for a bad statement or a script too large.
    Relative ``shot`` paths are taken from ``base`` (the current folder by default)."""
    if len(source) > MAX_SCRIPT_BYTES:
        raise ScriptError(f"?Key script too large (at most {MAX_SCRIPT_BYTES:,} bytes)")
    folder = base if base is not None else Path.cwd()
    blocks: list[_Block] = []
    mouse: tuple[int, int] | None = None
    idle = InputFrame
    for stmt in _split_statements(source):
        word, _, arg = stmt.partition(" ")
        word, arg = word.lower(), arg.strip()
        if word == "wait":
            blocks.append(_Block((ScriptFrame(idle(mouse=mouse)),),
                                 _count(arg, stmt, "frame count")))
        elif word == "key":
            name, star, times = arg.partition("*")
            try:
                key = canonical_key(name)
            except ValueError:
                raise ScriptError(f"?Unknown key in '{_short(stmt)}'") from None
            count = _count(times, stmt, "repeat count") if star else 1
            blocks.append(_Block((ScriptFrame(idle(keys=frozenset({key}), mouse=mouse)),
                                  ScriptFrame(idle(mouse=mouse))), count))
        elif word == "mouse":
            mouse = _point(arg, stmt)
            blocks.append(_Block((ScriptFrame(idle(mouse=mouse, mouse_moved=True)),)))
        elif word in ("click", "rclick", "mclick"):
            frames = []
            if arg:
                mouse = _point(arg, stmt)
                frames.append(ScriptFrame(idle(mouse=mouse, mouse_moved=True)))
            frames.append(ScriptFrame(idle(mouse=mouse, click=word == "click",
                                           rclick=word == "rclick", mclick=word == "mclick")))
            frames.append(ScriptFrame(idle(mouse=mouse)))
            blocks.append(_Block(tuple(frames)))
        elif word in ("text", "shot"):
            try:
                words = shlex.split(arg)
            except ValueError:
                raise ScriptError(f"?Unclosed quote in '{_short(stmt)}'") from None
            if len(words) != 1 or not words[0]:
                raise ScriptError(f"?'{word}' wants one quoted string: '{_short(stmt)}'")
            if word == "text":
                blocks.append(_Block((ScriptFrame(idle(text=words[0], mouse=mouse)),)))
            else:
                shot = (folder / Path(words[0]).expanduser()).absolute()
                blocks.append(_Block((ScriptFrame(idle(mouse=mouse), shot=shot),)))
        else:
            raise ScriptError(f"?Unknown script statement '{_short(stmt)}'")
    return Script(blocks)


def read_script_file(path: Path) -> str:
    """A script file's text, read no further than :data:`MAX_SCRIPT_BYTES` (so a device
    such as /dev/zero, or a huge file, gives ScriptError instead of filling memory)."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_SCRIPT_BYTES + 1)
    except OSError as error:
        raise ScriptError(f"?Cannot read key script '{path}' "
                          f"({error.strerror or 'unreadable'})") from None
    if len(data) > MAX_SCRIPT_BYTES:
        raise ScriptError(f"?Key script file '{path}' too large "
                          f"(at most {MAX_SCRIPT_BYTES:,} bytes)")
    if b"\0" in data:
        raise ScriptError(f"?Key script file '{path}' is not text")
    return data.decode("utf-8", errors="replace").removeprefix("\ufeff")


def load_script(text_or_path: str, base: Path | None = None) -> Script:
    """A script given inline, or ``@path`` to read it from."""
    if text_or_path.startswith("@"):
        folder = base if base is not None else Path.cwd()
        path = folder / Path(text_or_path[1:]).expanduser()
        return parse_script(read_script_file(path), base)
    return parse_script(text_or_path, base)
