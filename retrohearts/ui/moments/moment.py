"""The moment: a screen over the game for a few seconds, with music, a voice and pictures.

``Moment(animation, headline, ...)`` plays its fanfare when it opens (on the music board,
through ``app.services["sound"].play_fanfare``; if none plays, its ``fallback`` sound
instead), says its voice line after ``voice.at``
frames, draws the screens beneath (it is not opaque), then its animation, then the
headline in big letters and a small line under it. It ends after ``frames`` frames, or
at any key or click once ``GRACE`` frames have passed (so the key that ended the game does
not end its moment too), and then calls ``done``. It counts its own frames, so it runs the
same headless, in a window and at any speed, and never waits for anything.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from retrohearts.pc.screen import Screen
from retrohearts.ui.bigtext import big_text_size, draw_big_text
from retrohearts.ui.text import wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App

GRACE = 8  # frames before a key or click may end a moment
FPS = 60


class Animation(Protocol):
    """What a moment shows: drawn once a frame, from the moment's frame count."""

    def draw(self, app: App, frame: int) -> None:
        """Draw frame ``frame`` (0, 1, 2...) over what is already on screen."""


@dataclass(frozen=True)
class Voice:
    """A line said during the moment: a phrase (music/voices), who says it, and when."""

    name: str
    speaker: str | None = None  # None: the narrator
    at: int = 20  # frames after the moment opens


class Moment(Screen):
    """A few seconds worth remembering (see the module docstring)."""

    opaque = False
    show_halo = False
    hide_pointer = True

    def __init__(self, animation: Animation | None, headline: Sequence[str], *,
                 line: str = "", frames: int = 6 * FPS, fanfare: str | None = None,
                 voice: Voice | None = None, fallback: Callable[[], object] | None = None,
                 done: Callable[[App], None] | None = None,
                 headline_at: int = 20, headline_y: float = 0.4) -> None:
        self.animation = animation
        self.headline = [h for h in headline if h]
        self.line = line
        self.frames = frames
        self.fanfare = fanfare
        self.voice = voice
        self.fallback = fallback  # what sounds instead when the fanfare cannot play
        self.done = done
        self.headline_at = headline_at
        self.headline_y = headline_y  # where the headline's middle sits (share of height)
        self.frame = 0
        self.opened = False
        self.finished = False
        self.played: list[str] = []  # what it asked the sound for (tests listen here)

    # -- the run -----------------------------------------------------------------------
    def on_enter(self, app: App) -> None:
        if self.opened:
            return
        self.opened = True
        if self.fanfare and self._sound(app, "play_fanfare", self.fanfare):
            self.played.append(f"fanfare:{self.fanfare}")
        elif self.fallback is not None:  # no music (or none allowed): the game's own sound
            self.fallback()
            self.played.append("fallback")

    def update(self, app: App) -> None:
        self.frame += 1
        voice = self.voice
        if voice is not None and self.frame == voice.at and self._sound(
                app, "voice", voice.name, voice.speaker):
            self.played.append(f"voice:{voice.name}")
        skipped = self.frame > GRACE and (app.input.anything or app.input.text)
        if skipped or self.frame >= self.frames:
            self.finish(app)

    def finish(self, app: App) -> None:
        """End the moment now (once): off the screen, then ``done``."""
        if self.finished:
            return
        self.finished = True
        if self in app.stack:
            app.stack.remove(self)  # the screen beneath carries on as it was
        if self.done is not None:
            self.done(app)

    @staticmethod
    def _sound(app: App, call: str, *args: str | None) -> bool:
        sound = app.services.get("sound")
        method = getattr(sound, call, None)
        if method is None:
            return False
        try:
            return bool(method(*args))
        except Exception:  # a sound never stops a moment
            return False

    # -- drawing -----------------------------------------------------------------------
    def draw(self, app: App) -> None:
        if self.animation is not None:
            self.animation.draw(app, self.frame)
        if self.frame >= self.headline_at:
            draw_headline(app, self.headline, self.line, self.headline_y)


def big_scale(app: App, text: str, lines: int = 1, share: float = 0.86,
              tall: float = 0.3) -> tuple[int, int]:
    """The largest letter scale (sx, sy) at which ``text`` fills at most ``share`` of the
    screen's width and ``lines`` such lines at most ``tall`` of its height, with letters
    that look square on the 4:3 monitor."""
    aspect = app.layout.pixel_aspect
    sx = max(1, min(6, int(app.width * share) // max(1, len(text) * 8)))
    while sx > 1 and lines * 9 * max(1, round(sx / aspect)) > app.height * tall:
        sx -= 1
    return sx, max(1, round(sx / aspect))


def small_lines(app: App, small: str) -> list[str]:
    """The small line as drawn: whole if it fits, else broken first at its " - " (what it
    says, then "any key to go on") and each part wrapped to the screen."""
    room = app.width - 12
    if not small:
        return []
    if app.text_width(small) <= room:
        return [small]
    return [line for part in small.split(" - ") for line in wrap(part, room, app.text_width)]


def draw_headline(app: App, lines: Sequence[str], small: str = "", at: float = 0.4) -> None:
    """The headline in big letters on a framed banner across the screen (its middle at
    ``at`` of the height, but never within a tenth of the height of the screen's top or
    foot: on the Psion's short screen a low banner would sit on the edge), and a small line
    beneath it."""
    import pyxel

    if not lines and not small:
        return
    from retrohearts.ui.moments.colours import night_colours

    night = night_colours(app)
    sx, sy = min((big_scale(app, t, len(lines)) for t in lines), default=(1, 1))
    sizes = [big_text_size(t, sx, sy) for t in lines]
    gap = max(2, sy * 2)
    ch = app.font.cell_h
    total = sum(h for _, h in sizes) + gap * max(0, len(lines) - 1)
    smalls = small_lines(app, small)
    if smalls:
        total += gap + ch * len(smalls)
    width = max([w for w, _ in sizes] + [app.text_width(t) for t in smalls])
    pad_y = max(3, sy * 3)
    pad_x = min(max(4, sx * 4), max(2, (app.width - width) // 2 - 1))
    edge = max(1, app.height // 10)  # the banner keeps off the screen's top and foot
    y = max(pad_y + edge, round(app.height * at) - total // 2)
    y = max(pad_y + 1, min(y, app.height - total - pad_y - edge))  # the whole banner shown
    x0 = max(0, (app.width - width) // 2 - pad_x)
    w = min(app.width - 2 * x0, width + 2 * pad_x)
    pyxel.rect(x0, y - pad_y, w, total + 2 * pad_y, night.sky)
    pyxel.rectb(x0 + 1, y - pad_y + 1, w - 2, total + 2 * pad_y - 2, night.light)
    for text, (w, h) in zip(lines, sizes, strict=True):
        draw_big_text(app, (app.width - w) // 2, y, text, sx, sy, night.light,
                      shadow=night.shade if night.has_shade else None)
        y += h + gap
    for line in smalls:
        app.text((app.width - app.text_width(line)) // 2, y, line, night.light)
        y += ch
