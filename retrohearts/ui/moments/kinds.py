"""The moments the games open: a won game, a shot moon, a lost game's consolation, a cleared
deck and a new high score. Each returns a :class:`~.moment.Moment`; the words come from the
caller (HomeRun's are in its language files), the pictures and the music from here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from retrohearts.ui.moments.cascade import CardCascade
from retrohearts.ui.moments.fireworks import Fireworks
from retrohearts.ui.moments.moment import FPS, Animation, Moment, Voice
from retrohearts.ui.moments.moon import MoonRise
from retrohearts.ui.moments.nightfall import Nightfall

if TYPE_CHECKING:
    from retrohearts.pc.app import App

Done = Callable[["App"], None] | None
SKIP = "Any key or click to go on"


class Layers:
    """Animations drawn one over the other."""

    def __init__(self, *layers: Animation) -> None:
        self.layers = layers

    def draw(self, app: App, frame: int) -> None:
        for layer in self.layers:
            layer.draw(app, frame)


class Consolation:
    """A quiet window on the screen with the narrator's words (a lost game), and a dim
    line at its foot saying how to go on."""

    def __init__(self, lines: Sequence[str], footer: str = "") -> None:
        self.lines = list(lines)
        self.footer = footer

    def draw(self, app: App, frame: int) -> None:
        import pyxel

        ink = app.ink
        cw, ch = app.font.cell_w, app.font.cell_h
        shown = [*self.lines, "", self.footer] if self.footer else self.lines
        width = max(app.text_width(line) for line in shown) + cw * 4
        height = ch * (len(shown) + 2) + ch // 2
        x = (app.width - width) // 2
        y = app.height * 2 // 5 - height // 2
        pyxel.rect(x + 3, y + 3, width, height, ink.shadow)
        pyxel.rect(x, y, width, height, ink.panel)
        pyxel.rectb(x, y, width, height, ink.panel_text)
        pyxel.rectb(x + 2, y + 2, width - 4, height - 4, ink.panel_dark)
        for i, line in enumerate(shown):
            w = app.text_width(line)
            col = ink.panel_text if i < len(self.lines) else ink.panel_dark
            if col == ink.panel:  # a mode without a dimmer ink: the words' own
                col = ink.panel_text
            app.text(x + (width - w) // 2, y + ch + i * ch + ch // 4, line, col)


def win_moment(headline: Sequence[str], *, seed: int = 1993, voice: Voice | None = None,
               line: str = SKIP, done: Done = None) -> Moment:
    """A won game: the cards cascade, then fireworks; the victory fanfare."""
    show = Layers(CardCascade(seed), Nightfall(4 * FPS), Fireworks(seed, start=4 * FPS + 10,
                                                                    count=10, gap=13))
    return Moment(show, headline, line=line, frames=8 * FPS, fanfare="fanfare-win",
                  voice=voice or Voice("you-win", at=30), done=done, headline_at=45,
                  headline_y=0.72)


def moon_moment(headline: Sequence[str], *, seed: int = 26, voice: Voice | None = None,
                line: str = SKIP, done: Done = None) -> Moment:
    """The moon shot: night falls, the moon rises and smiles; the moon fanfare."""
    return Moment(MoonRise(seed), headline, line=line, frames=int(6.6 * FPS),
                  fanfare="fanfare-moon", voice=voice or Voice("you-shot-the-moon", at=24),
                  done=done, headline_at=150, headline_y=0.72)


def sympathy_moment(lines: Sequence[str], *, line: str = SKIP, done: Done = None,
                    voice_at: int = 100) -> Moment:
    """A lost game: the narrator's sympathy in a window, and in his voice (after the
    winner's own word, which the table says first)."""
    return Moment(Consolation(lines, line), (), frames=int(5.8 * FPS),
                  voice=Voice("sympathy", at=voice_at), done=done, headline_at=0)


def clear_moment(headline: Sequence[str], line: str, *, seed: int = 35,
                 fanfare: bool = True, fallback: Callable[[], object] | None = None,
                 done: Done = None) -> Moment:
    """HomeRun's cleared deck: a short burst of fireworks; the clear fanfare."""
    show = Layers(Nightfall(0, 20), Fireworks(seed, start=4, count=7, gap=9))
    return Moment(show, headline, line=line, frames=int(3.5 * FPS),
                  fanfare="fanfare-clear" if fanfare else None, fallback=fallback, done=done,
                  headline_at=10, headline_y=0.72)


def hiscore_moment(headline: Sequence[str], line: str, *, seed: int = 240,
                   fanfare: bool = True, fallback: Callable[[], object] | None = None,
                   done: Done = None) -> Moment:
    """HomeRun's new high score: the cards (and jokers) cascade; its own fanfare."""
    return Moment(CardCascade(seed, jokers=True), headline, line=line, frames=7 * FPS,
                  fanfare="fanfare-hiscore" if fanfare else None, fallback=fallback,
                  done=done, headline_at=30)
