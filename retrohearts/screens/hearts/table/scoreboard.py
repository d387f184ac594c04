"""Windows Hearts' scoreboard colours on the name plates: the leader's score in blue after
each hand, the winner's in red when the game ends.

The plates are the scoreboard of this table. Where the mode has a blue and a red that read
on one plate (VGA, EGA, EGA64K, Super VGA: a white plate with blue or red figures, as the
Windows scoreboard; CGA's cyan and magenta on the black room), the lit plate takes them;
a mode without (mono monitors, Hercules, CGA's green, red and brown set) shows the leader's
plate in inverse video and the winner's with " WIN" (or "*") beside the total instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from retrohearts.pc.app import App

MIN_CONTRAST = 70  # brightness apart (0..255) for figures to read on their plate


@dataclass(frozen=True)
class ScoreboardInks:
    """Palette entries of a coloured scoreboard plate."""

    plate: int
    name: int  # the name line
    leader: int  # the leader's score: blue
    winner: int  # the winner's score: red


def _rgb(colour: int) -> tuple[int, int, int]:
    return (colour >> 16) & 255, (colour >> 8) & 255, colour & 255


def _brightness(colour: int) -> float:
    r, g, b = _rgb(colour)
    return 0.299 * r + 0.587 * g + 0.114 * b


def _blueness(colour: int) -> int:
    """How blue a colour is (0: not blue at all): blue well above red, not below green."""
    r, g, b = _rgb(colour)
    if b < 128 or b - r < 80 or g > b:
        return 0
    return b - (r + g) // 2


def scoreboard_inks(app: App) -> ScoreboardInks | None:
    """The coloured plate for this mode, or None where colour cannot say it (cached)."""
    key = ("scoreboard-inks", app.mode.key, app.mode.monitor, app.video.palette.colors)
    if key in app.cache:
        found: ScoreboardInks | None = app.cache[key]
        return found
    app.cache[key] = found = _choose(app)
    return found


def _choose(app: App) -> ScoreboardInks | None:
    ink = app.ink
    if app.mode.mono or ink.hollow_red or ink.red_suit == ink.black_suit:
        return None
    colours = app.video.palette.colors
    red = ink.red_suit  # the mode's own red: the hearts' ink
    candidates = sorted({*range(min(16, len(colours))), *ink.indices()} - {red})
    for plate, name in ((ink.card, ink.black_suit), (ink.bg, ink.text)):
        def apart(i: int, plate: int = plate) -> float:
            return abs(_brightness(colours[i]) - _brightness(colours[plate]))

        blues = [i for i in candidates if i < len(colours) and _blueness(colours[i])
                 and apart(i) >= MIN_CONTRAST]
        if not blues or apart(red) < MIN_CONTRAST or apart(name) < MIN_CONTRAST * 1.5:
            continue
        blue = max(blues, key=lambda i: (_blueness(colours[i]), apart(i)))
        return ScoreboardInks(plate, name, blue, red)
    return None
