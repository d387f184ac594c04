"""How a pixel-art data file names a colour: one palette entry or a 1993-style dither of two.

The portraits (``portraits/*.txt``) and the court-card faces (``cardfaces/*.txt``) are
drawn as text, one character per pixel, with a legend giving each character a colour per
adapter family. A colour there is written ``7`` (palette entry 7), ``7+12`` (a checkerboard
of 7 and 12) or ``1^0`` (1 with every fourth pixel 0): the ordered dithers an artist of the
time used for the tones a mode lacks. This module parses that notation; it draws nothing.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Colour:
    """How one role shows in one family: a, or a dither of a with b."""

    a: int
    b: int
    kind: str  # "solid", "checker" (50% b), "quarter" (25% b)

    def at(self, x: int, y: int) -> int:
        if self.kind == "checker":
            return self.b if (x + y) % 2 else self.a
        if self.kind == "quarter":
            return self.b if x % 2 == 0 and y % 2 == 0 else self.a
        return self.a

    def indices(self) -> set[int]:
        return {self.a} if self.kind == "solid" else {self.a, self.b}


def parse_colour(spec: str) -> Colour:
    """'7' -> solid 7; '7+12' -> checker; '1^0' -> 1 with every fourth pixel 0.

    Raises ValueError for anything else (an index outside 0..255 included)."""
    for sep, kind in (("+", "checker"), ("^", "quarter")):
        if sep in spec:
            a, _, b = spec.partition(sep)
            return Colour(_index(a), _index(b), kind)
    return Colour(_index(spec), _index(spec), "solid")


def _index(text: str) -> int:
    value = int(text)
    if not 0 <= value <= 255:
        raise ValueError(text)
    return value
