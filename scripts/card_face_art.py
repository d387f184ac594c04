"""The court figures as text sprites, for scripts/make_card_faces.py (see its docstring).

A :class:`Canvas` is a grid of role characters; sprites are lists of strings pasted on it
('.' leaves what is below), robes are filled shapes, and :meth:`Canvas.outline` rings a
shape with ``o`` where it meets the card, the black line of a printed court card.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Grid:
    width: int
    height: int
    mirror: bool
    rows: tuple[str, ...]
    pip: tuple[int, int, int] | None
    note: str
    use: str = "card"


@dataclass(frozen=True)
class Figure:
    title: str
    words: str
    legend: tuple[tuple[str, str, str], ...]  # (char[:suit], role, colours per family)
    grids: tuple[Grid, ...]


class Canvas:
    """A grid of role characters, '.' where the card shows."""

    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        self.px = [["."] * w for _ in range(h)]

    def get(self, x: int, y: int) -> str:
        return self.px[y][x] if 0 <= x < self.w and 0 <= y < self.h else "."

    def set(self, x: int, y: int, ch: str) -> None:
        if 0 <= x < self.w and 0 <= y < self.h:
            self.px[y][x] = ch

    def put(self, x: int, y: int, sprite: list[str] | tuple[str, ...]) -> None:
        width = len(sprite[0])
        for dy, row in enumerate(sprite):
            if len(row) != width:
                raise ValueError(f"sprite row {dy} is {len(row)} wide, not {width}: {row!r}")
            for dx, ch in enumerate(row):
                if ch != ".":
                    self.set(x + dx, y + dy, ch)

    def span(self, y: int, x0: int, x1: int, ch: str | Callable[[int, int], str]) -> None:
        """Fill row y from x0 to x1 inclusive."""
        for x in range(x0, x1 + 1):
            self.set(x, y, ch(x, y) if callable(ch) else ch)

    def outline(self, inside: str, ch: str = "o") -> None:
        """Ring the pixels of roles ``inside`` with ``ch`` where they touch the card."""
        ring = [(x, y) for y in range(self.h) for x in range(self.w)
                if self.px[y][x] == "." and any(
                    self.get(x + dx, y + dy) in inside
                    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))]
        for x, y in ring:
            self.px[y][x] = ch

    def frame(self, ch: str = "f", bottom: bool = False) -> None:
        for x in range(self.w):
            self.px[0][x] = ch
            if bottom:
                self.px[self.h - 1][x] = ch
        for y in range(self.h):
            self.px[y][0] = ch
            self.px[y][self.w - 1] = ch

    def rows(self) -> tuple[str, ...]:
        return tuple("".join(r) for r in self.px)


# -- the legend ---------------------------------------------------------------------------
# families: svga svga-mono vga vga-mono ega ega-mono ega64k cga cga-mono hercules lcd
COMMON = (
    ("o", "outline", "0 16 0 0 0 0 0 0 0 0 2"),
    ("s", "skin", "90 30 15 15 15 2 3 3 3 1 0"),
    ("S", "skin-shadow", "65 26 7 7 7 1 3 1 2 1 1"),
    ("c", "cheek", "64 25 12 12 12 1 2 2 2 1 0"),
    ("e", "eye", "1 16 1 0 1 0 1 0 0 0 2"),
    ("m", "lips", "4 21 4 4 4 1 2 2 1 0 1"),
    ("g", "gold", "43 28 14 10 14 1 2 2 2 1 1"),
    ("G", "gold-shadow", "6 22 6 8 6 0 2+0 2+0 1 0 2"),
    ("j", "jewel", "4 18 4 0 4 0 1 1 0 0 2"),
    ("w", "ermine", "15 31 15 15 15 2 3 3 3 1 0"),
    ("p", "steel", "7 27 7 7 7 1 3 1 2 1 1"),
    ("P", "steel-shadow", "8 22 8 8 8 0 1 0 1 0 2"),
    # the frame and the robes in each suit's colours; in mono each suit its own tone
    ("f:S", "frame", "1 19 1 0 1 0 1 1 0 0 2"),
    ("f:H", "frame", "4 19 4 0 4 0 2 2 0 0 2"),
    ("f:D", "frame", "6 19 6 0 6 0 2 2 0 0 2"),
    ("f:C", "frame", "2 19 2 0 2 0 1 1 0 0 2"),
    ("r:S", "robe", "1 17 1 0 1 0 1 1 0 0 2"),
    ("r:H", "robe", "4 21 4 8 4 1 2 2 1 1^0 1"),
    ("r:D", "robe", "42 27 14 7 14 2 2+3 2+3 2 1 0"),
    ("r:C", "robe", "2 24 2 0+7 2 0+1 1+0 1+0 1^0 0^1 1+2"),
    ("R:S", "robe-shadow", "104 16 0 0 0 0 0 0 0 0 2"),
    ("R:H", "robe-shadow", "112 19 0 0 0 0 0 0 0 0 2"),
    ("R:D", "robe-shadow", "6 23 6 8 6 1 2 2 1 0 1"),
    ("R:C", "robe-shadow", "120 20 0 0 0 0 0 0 0 0 2"),
    ("q:S", "robe-light", "32 20 9 0 9 0 1 1 0 0 2"),
    ("q:H", "robe-light", "40 24 12 8 12 1 2 2 1 1^0 1"),
    ("q:D", "robe-light", "44 30 15 15 15 2 3 3 3 1 0"),
    ("q:C", "robe-light", "48 27 10 7 10 1 1 1 2 1 1"),
    ("t:S", "trim", "43 28 14 15 14 2 3 3 3 1 0"),
    ("t:H", "trim", "43 28 14 15 14 2 3 3 3 0 0"),
    ("t:D", "trim", "4 18 4 0 4 0 1 1 0 0 2"),
    ("t:C", "trim", "43 28 14 15 14 2 3 2 3 1 0"),
)


def legend(*extra: tuple[str, str, str]) -> tuple[tuple[str, str, str], ...]:
    return COMMON + tuple(extra)


# -- the small two-headed cards (EGA, Hercules, the Psion LCD, CGA) --------------------------
def small_court(rank: str, w: int, h: int, head: list[str], head_y: int, shoulder: int,
                pip: tuple[int, int, int] | None, item: bool, note: str) -> Grid:
    """A half of a small two-headed card: robe from ``shoulder`` down, the belt at the
    waist, the head centred (right of the pip, if any), the sceptre, rose or halberd on
    the right when ``item``."""
    c = Canvas(w, h)
    hw = len(head[0])
    left = 2 if pip is None else pip[0] + pip[2] + 1
    right = w - 3 - (3 if item else 0)
    hx = left + max(0, (right - left + 1 - hw) // 2)
    mid = hx + hw // 2
    for y in range(shoulder, h):
        inset = max(0, 2 - (y - shoulder)) * 2
        x0, x1 = max(2, 2 + inset), min(w - 3, w - 3 - inset)
        c.span(y, x0, x1, "r")
    # each rank's front: the king's ermine, the queen's necklace, the jack's ruff and sash
    if rank == "K":
        c.span(shoulder, mid - 5, mid + 5, lambda x, yy: ermine(x, yy + 1))
        c.span(shoulder + 1, mid - 6, mid + 6, ermine)
        for y in range(shoulder + 2, h - 1):
            c.set(mid - 1, y, "t")
            c.set(mid + 1, y, "t")
    elif rank == "Q":
        for y in range(shoulder + 2, h - 1):
            c.span(y, mid - 3, mid + 3, lambda x, yy: "t" if (x + yy) % 3 == 0 else "r")
    else:
        c.span(shoulder, mid - 4, mid + 4, lambda x, yy: "o" if x % 2 else "w")
        for y in range(shoulder + 1, h - 1):
            c.set(mid - 3 + (y - shoulder), y, "t")
    c.span(h - 1, 2, w - 3, "g")
    c.outline("rRwtgG")
    c.put(hx, head_y, head)
    if rank == "Q" and shoulder + 1 < h:
        c.span(shoulder + 1, mid - 2, mid + 2, lambda x, yy: "j" if x % 2 == mid % 2 else "g")
    if item:
        x = w - 5
        top = {"K": 1, "Q": 5, "J": 1}[rank]
        for y in range(top, h):
            c.set(x - 1, y, "o")
            c.set(x, y, {"K": "G", "Q": "l", "J": "G"}[rank])
            c.set(x + 1, y, "o")
        tip = {"K": [".o.", "ogo", "ojo", "ogo"], "Q": [".o.", "oco", "cmc", "oco", ".o."],
               "J": [".o.", "opo", "opP", "opo"]}[rank]
        c.put(x - 1, max(0, top - 1), tip)
    c.frame()
    return Grid(w, h, True, c.rows(), pip, note)


KING_HEAD_11 = [  # EGA, Hercules and the Psion: 11 wide
    "..o..o..o..",
    ".ogoogoogo.",
    ".oggjgjggo.",
    ".oGGGGGGGo.",
    "ohhhhhhhhho",
    "ohsssssssho",
    "ohsesssesho",
    "ohcssSsscho",
    "ohhhhmhhhho",
    ".ohhhhhhho.",
    "..ohhhhho..",
    "...ohhho...",
    "....ooo....",
]
QUEEN_HEAD_11 = [
    "...o.o.o...",
    "..ogogogo..",
    "..oGGGGGo..",
    ".ohhhhhhho.",
    "ohhssssshho",
    "ohhesssehho",
    "ohhcsSschho",
    "ohhssmsshho",
    "ohhhsssHhho",
    "ohhhosohhho",
    "ohhho.ohhho",
    ".ohho.ohho.",
    "..oo...oo..",
]
JACK_HEAD_11 = [
    ".......oo..",
    "..ooooowwo.",
    ".orrrrrroo.",
    "ogggjgggggo",
    "ohhhhhhhhho",
    "ohsssssssho",
    "ohsesssesho",
    "ohcssSsscho",
    "ohssmmmssho",
    ".ohsssssho.",
    "...ossso...",
]
KING_HEAD_10 = [  # CGA: 10 wide
    ".o..oo..o.",
    "ogoogjoogo",
    "oGGGGGGGGo",
    "ohsssssSho",
    "ohesssesho",
    "ohhhmmhhho",
    ".ohhhhhho.",
    "..ohhhho..",
    "...oooo...",
]
QUEEN_HEAD_10 = [
    "..o.oo.o..",
    "..ogjjgo..",
    ".ohhhhhho.",
    "ohhssssHho",
    "ohhesseHho",
    "ohhsmmsHho",
    "ohhossoHho",
    ".oo.oo.oo.",
]
JACK_HEAD_10 = [
    "......oo..",
    ".oooooowo.",
    "orrrrrrroo",
    "oggggggggo",
    "ohsssssSho",
    "ohesssesho",
    "ohssmmssho",
    ".oossssoo.",
    "...oooo...",
]
SMALL_HEADS = {"K": (KING_HEAD_11, KING_HEAD_10), "Q": (QUEEN_HEAD_11, QUEEN_HEAD_10),
               "J": (JACK_HEAD_11, JACK_HEAD_10)}


def small_courts(rank: str) -> tuple[Grid, ...]:
    big, tiny = SMALL_HEADS[rank]
    shoulder = {"K": 9, "Q": 10, "J": 10}[rank]
    return (
        small_court(rank, 33, 20, big, 1, shoulder, (2, 2, 5), True,
                    "Hercules 720x348: 48x46 cards (pixels 1.55 times as tall as wide)"),
        small_court(rank, 29, 20, big, 1, shoulder, (2, 2, 5), True,
                    "EGA 640x350: 44x46 cards (pixels 1.37 times as tall as wide)"),
        small_court(rank, 21, 20, big, 1, shoulder, None, True,
                    "the Psion 3a's LCD 480x160: 34x44 cards (square pixels)"),
        small_court(rank, 14, 14, tiny, 1, {"K": 6, "Q": 6, "J": 7}[rank], None, False,
                    "CGA 320x200: 26x32 cards (pixels 1.2 times as tall as wide)"),
    )


# -- the king -------------------------------------------------------------------------------
KING_HEAD_30 = [  # crown, face and long beard, 14 wide
    "..o...oo...o..",
    ".ogo.oggo.ogo.",
    ".ogoogjjgoogo.",
    ".oggggjjggggo.",
    ".oGgjggggjgGo.",
    ".oGGGGGGGGGGo.",
    ".oooooooooooo.",
    ".ohssssssssho.",
    ".ohsoossoosho.",
    ".ohsessssesho.",
    ".ohsssSSsssho.",
    ".ohcssSssscho.",
    "ohhhhhsshhhhho",
    "ohhhhmmmmhhhho",
    "ohHhhhhhhhhHho",
    ".ohHhhhhhhHho.",
    "..ohHhhhhHho..",
    "...ohHhhHho...",
    "....ohHHho....",
    ".....oooo.....",
]
SCEPTRE_30 = [  # a gold sceptre with a fleur, 5 wide
    "..o..",
    ".ogo.",
    "ogjgo",
    ".ogo.",
    ".oGo.",
]
HAND_30 = [
    ".ooo.",
    "ossso",
    "oSsSo",
    ".ooo.",
]


def ermine(x: int, y: int) -> str:
    return "o" if (x % 4 == 1 and y % 3 == 0) or (x % 4 == 3 and y % 3 == 2) else "w"


def lattice(x: int, y: int) -> str:
    return "t" if (x + y) % 4 == 0 or (x - y) % 4 == 0 else "r"





# -- the queen ------------------------------------------------------------------------------
QUEEN_HEAD_30 = [  # a coronet, long hair, 14 wide
    "...o..oo..o...",
    "..ogo.oo.ogo..",
    "..ogooggoogo..",
    "..oggggjgggo..",
    "..oGGGGGGGGo..",
    ".ohhhhhhhhhho.",
    "ohhssssssssHho",
    "ohhsossssosHho",
    "ohhsessssesHho",
    "ohhssssSssshHo",
    "ohhcsssssschHo",
    "ohhsssmmssshHo",
    "ohhhssssssHhHo",
    "ohhhhossoHhhHo",
    "ohhhhossohhhHo",
    "ohhhh.oo.hhhho",
    "ohhho....ohhho",
    ".ohho....ohho.",
    "..oo......oo..",
]
ROSE_30 = [  # a rose on its stem, 5 wide
    ".ooo.",
    "occco",
    "ocmco",
    "occco",
    ".olo.",
    "olllo",
    ".olo.",
]


def dots(x: int, y: int) -> str:
    return "t" if x % 3 == 1 and y % 3 == 1 else "r"





# -- the jack -------------------------------------------------------------------------------
JACK_HEAD_30 = [  # a feathered cap, short curls, 14 wide
    "..........oo..",
    ".........owwo.",
    "...ooooooowo..",
    "..orrrrrrrro..",
    ".orrrrrrrrrro.",
    "ogggjgggjggggo",
    "oGGGGGGGGGGGGo",
    "ohhhhhhhhhhhho",
    "ohsssssssssho.",
    "ohsoosssoosho.",
    "ohsesssssesho.",
    "ohsssssSsssho.",
    "ohcssssSsscho.",
    "ohhssmmmmsshho",
    "ohhhssssssshho",
    ".ohhhossohhho.",
    "..oooossoooo..",
]
HALBERD_30 = [  # a halberd's head, 6 wide
    "..o...",
    ".opo..",
    ".opoo.",
    "oppppo",
    "opPppo",
    "oppPPo",
    ".opoo.",
    ".oGo..",
]


def sash(x: int, y: int) -> str:
    return "t" if 0 <= (x - y) % 9 <= 1 else "r"


# -- the big two-headed cards (VGA, Super VGA) -----------------------------------------------
KING_HEAD_42 = [  # crown, face and long beard, 18 wide
    "...o....oo....o...",
    "..ogo..oggo..ogo..",
    "..ogo..ojjo..ogo..",
    "..oggooggggooggo..",
    "..oggggggggggggo..",
    "..oGgjggjjggjgGo..",
    "..oGGGGGGGGGGGGo..",
    "..oooooooooooooo..",
    ".ohhhhhhhhhhhhhho.",
    ".ohhsssssssssshho.",
    ".ohssssssssssssho.",
    ".ohsoooossoooosho.",
    ".ohsweessssweesho.",
    ".ohsssssSSsssssho.",
    ".ohccssssSsssccho.",
    "ohhhhhhhsshhhhhhho",
    "ohhhhhhmmmmhhhhhho",
    "ohHhhhhhmmhhhhhHho",
    "ohHhhhhhhhhhhhhHho",
    ".ohHhhhhhhhhhhHho.",
    "..ohHhhhhhhhhHho..",
    "...ohHhhhhhhHho...",
    "....ohHhhhhHho....",
    ".....ohHhhHho.....",
    "......ohHHho......",
    ".......oooo.......",
]
QUEEN_HEAD_42 = [  # a coronet, long hair, 18 wide
    "....o..o..o..o....",
    "...ogoogoogoogo...",
    "...oggggjjggggo...",
    "...oGGGGGGGGGGo...",
    "..ohhhhhhhhhhhho..",
    ".ohhhhhhhhhhhhhho.",
    "ohhhsssssssssshHho",
    "ohhhsoossssooshHho",
    "ohhhsweesseewshHho",
    "ohhhsssssSsssshHho",
    "ohhhcssssSssschHho",
    "ohhhssssmmsssshHho",
    "ohhhhsssssssshHhho",
    "ohhhhhossssohHhhho",
    "ohhhhhossssohHhhho",
    "ohhhho......oHhhho",
    "ohhhho......oHhhho",
    "ohhho........oHhho",
    ".ohho........ohho.",
    "..oo..........oo..",
]
JACK_HEAD_42 = [  # a feathered cap, short curls, 18 wide
    "............ooo...",
    "...........owwwo..",
    "..........owwwo...",
    "....oooooowwwo....",
    "...orrrrrrrrro....",
    "..orrrrrrrrrrro...",
    ".orrrrrrrrrrrrro..",
    "ogggjgggggggjgggo.",
    "oGGGGGGGGGGGGGGGo.",
    "ohhhhhhhhhhhhhhhho",
    "ohhssssssssssssHho",
    "ohhsoooossoooosHho",
    "ohhsweesssseewsHho",
    "ohhssssssSsssssHho",
    "ohhcssssSSsssscHho",
    "ohhssssmmmmssssHho",
    ".ohhssssssssssHho.",
    "..ohhossssssohho..",
    "......oossoo......",
]
#: (rank, panel width) -> the head, its top row and the shoulders' row
BIG_HEADS = {("K", 30): (KING_HEAD_30, 2, 18), ("Q", 30): (QUEEN_HEAD_30, 1, 17),
             ("J", 30): (JACK_HEAD_30, 2, 18), ("K", 42): (KING_HEAD_42, 2, 21),
             ("Q", 42): (QUEEN_HEAD_42, 1, 17), ("J", 42): (JACK_HEAD_42, 2, 20)}


def big_court(rank: str, w: int, h: int, note: str) -> Grid:
    """A half of a big two-headed card: the head left of the sceptre, rose or halberd, the
    robe from the shoulders to the belt at the waist, each rank's collar and front."""
    c = Canvas(w, h)
    head, head_y, s = BIG_HEADS[(rank, w)]
    hw = len(head[0])
    shaft = w - 5
    hx = (9 + shaft - 2 - hw) // 2  # between the pip and the sceptre, rose or halberd
    mid = hx + hw // 2
    edges = {s: (hx - 2, hx + hw + 1), s + 1: (4, w - 5)}
    for y in range(s, h):
        x0, x1 = edges.get(y, (3, w - 4))
        c.span(y, x0, x1, lambda x, yy, a=x0: "R" if x == a else "r")
    lo, hi = hx + 2, hx + hw - 3  # the front between the sleeves
    for y in range(s + 2, h - 2):  # folds in the sleeves: a lit crease, a shaded one
        for x in (lo - 4, hi + 3) if w < 40 else (lo - 4, lo - 8, hi + 3, hi + 7):
            if c.get(x, y) == "r":
                c.set(x, y, "q")
            if c.get(x + 1, y) == "r":
                c.set(x + 1, y, "R")
    if rank == "K":
        for y in range(s + 4, h - 2):
            c.span(y, lo, hi, lattice)
            c.set(lo - 1, y, "t")
            c.set(hi + 1, y, "t")
        for y in range(s, s + 4):  # the ermine collar round the shoulders
            x0, x1 = edges.get(y, (3, w - 4))
            c.span(y, x0, x1, ermine)
        for y in (h - 6, h - 5):  # an ermine cuff
            c.span(y, 3, lo - 2, ermine)
    elif rank == "Q":
        for y in range(s + 3, h - 2):
            c.span(y, lo, hi, dots)
        for y in range(s, s + 3):  # the lace of the neckline
            c.span(y, lo - 1, hi + 1, lambda x, yy: "w" if (x + yy) % 2 == 0 or yy == s else "o")
        c.span(s + 3, lo - 1, hi + 1, "g")
    else:
        for y in range(s + 3, h - 2):  # the doublet, laced down the middle
            c.span(y, lo, hi, sash)
            c.set(mid - 1, y, "g" if y % 2 else "o")
            c.set(mid, y, "o" if y % 2 else "g")
        for y in range(s, s + 3):  # a ruff collar
            x0, x1 = edges.get(y, (3, w - 4))
            c.span(y, max(x0, hx), min(x1, hx + hw - 1),
                   lambda x, yy: "o" if (x + 2 * yy) % 4 == 0 else "w")
    if h >= 40:  # room for a jewelled hem above the belt
        c.span(h - 4, 3, w - 4, lambda x, yy: "j" if x % 4 == 1 else "t")
    c.span(h - 2, 3, w - 4, "g")
    c.span(h - 1, 3, w - 4, "G")
    c.outline("rRqwtgGj")
    c.put(hx, head_y, head)
    if rank == "Q":
        c.span(s + 2, mid - 3, mid + 2, lambda x, yy: "g" if x % 2 else "j")  # the necklace
    top, sprite, sx, hand = {"K": (6, SCEPTRE_30, shaft - 2, h - 7),
                             "Q": (16, ROSE_30, shaft - 2, h - 9),
                             "J": (9, HALBERD_30, shaft - 3, h - 8)}[rank]
    for y in range(top, h - 2 if rank != "Q" else h - 8):
        c.set(shaft - 1, y, "o")
        c.set(shaft, y, "l" if rank == "Q" else "G")
        c.set(shaft + 1, y, "o")
    c.put(sx, {"K": 1, "Q": 10, "J": 1}[rank], sprite)
    c.put(shaft - 2, hand, HAND_30)
    c.frame()
    return Grid(w, h, True, c.rows(), (2, 2, 7), note)


def big_courts(rank: str) -> tuple[Grid, ...]:
    return (big_court(rank, 42, 42, "Super VGA 800x600: 66x92 cards"),
            big_court(rank, 30, 34, "VGA and Super VGA 640x480: 54x76 cards"))


# -- the point cards in front of the Hearts players: a head and shoulders ---------------------
MICRO_HEADS = {  # EGA and Hercules: 6 wide
    "K": ["o.oo.o", "gggggg", "osssso", "oesseo", "hhmmhh", ".hhhh.", "..hh.."],
    "Q": [".gjjg.", "hhhhhh", "hssssh", "hesseh", "hsmmsh", "hossoh", "h.oo.h"],
    "J": ["....ow", ".orrro", "gggggg", "hssssh", "hesseh", "osmmso", ".oooo."],
}


def point_card(head: list[str], w: int, shoulders: int, note: str) -> Grid:
    """A head with ``shoulders`` rows of robe under it, ``w`` wide."""
    hw = len(head[0])
    c = Canvas(w, len(head) + shoulders)
    for y in range(len(head) - 1, c.h):
        c.span(y, 0, w - 1, "r")
    if shoulders > 2:
        c.span(c.h - 1, 0, w - 1, "g")
    c.put((w - hw) // 2, 0, head)
    return Grid(w, c.h, False, c.rows(), None, note, "point")


def point_cards(rank: str) -> tuple[Grid, ...]:
    return (
        point_card(BIG_HEADS[(rank, 30)][0], 14, 4, "Super VGA 800x600: 26x36 point cards"),
        point_card(SMALL_HEADS[rank][1], 10, 4, "VGA and Super VGA 640x480: 21x30 point cards"),
        point_card(MICRO_HEADS[rank], 6, 2,
                   "EGA and Hercules: 17x18 and 19x18 point cards (no room at CGA's 10x12)"),
    )


KING = Figure(
    "King", "a bearded king in a pointed crown, an ermine collar and a sceptre",
    legend(("h", "beard", "7 28 7 7 7 1 3 3 2 1 1"),
           ("H", "beard-shadow", "8 24 8 8 8 0 1 1 1 0 2")),
    (*big_courts("K"), *small_courts("K"), *point_cards("K")))

QUEEN = Figure(
    "Queen", "a queen in a coronet, with long golden hair, a lace neckline and a rose",
    legend(("h", "hair", "43 29 14 14 14 1 3 2 2 0 2"),
           ("H", "hair-shadow", "6 24 6 8 6 0 2 2+0 1 0 2"),
           ("l", "leaf", "2 22 2 8 2 1 1 1 1 0 1")),
    (*big_courts("Q"), *small_courts("Q"), *point_cards("Q")))

JACK = Figure(
    "Jack", "a young jack in a feathered cap, with a ruff collar and a halberd",
    legend(("h", "hair", "114 22 6 8 6 1 2 0 1 0 2"),
           ("H", "hair-shadow", "186 19 0 0 0 0 0 0 0 0 2")),
    (*big_courts("J"), *small_courts("J"), *point_cards("J")))

FIGURES = {"jack": JACK, "queen": QUEEN, "king": KING}


# -- the joker: a jester in motley, cap and bells, with his bauble ---------------------------
def disc(c: Canvas, cx: float, cy: float, rx: float, ry: float, ch: str) -> None:
    for y in range(c.h):
        for x in range(c.w):
            if ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1.0:
                c.set(x, y, ch)


def thick_line(c: Canvas, x0: float, y0: float, x1: float, y1: float, r: float,
               ch: str | Callable[[int, int], str]) -> None:
    steps = int(max(abs(x1 - x0), abs(y1 - y0)) * 2) + 1
    for i in range(steps + 1):
        t = i / steps
        px, py = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        for y in range(int(py - r) - 1, int(py + r) + 2):
            for x in range(int(px - r) - 1, int(px + r) + 2):
                if (x - px) ** 2 + (y - py) ** 2 <= r * r:
                    c.set(x, y, ch(x, y) if callable(ch) else ch)


def harlequin(a: float, b: float) -> Callable[[int, int], str]:
    """Motley: diamonds 2a wide and 2b tall in the two colours."""
    def pick(x: int, y: int) -> str:
        u, v = math.floor(x / a + y / b), math.floor(x / a - y / b)
        return "r" if (u + v) % 2 else "t"
    return pick


def seam(c: Canvas, inner: str, outer: str) -> None:
    """Draw an outline on the ``outer`` pixels that touch ``inner`` ones."""
    marks = [(x, y) for y in range(c.h) for x in range(c.w)
             if c.px[y][x] in outer and any(c.get(x + dx, y + dy) in inner
                                            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))]
    for x, y in marks:
        c.px[y][x] = "o"


def jester(w: int, h: int, note: str) -> Grid:
    """A jester, as much of him as the card has room for: cap and bells, a grin, a ruff,
    motley; on a tall card his legs and pointed shoes too."""
    c = Canvas(w, h)
    s = min(w / 38, h / 40)  # scale: 1 for a 38-wide picture
    cx = (w - 1) / 2 - 2 * s
    head_r = max(2.5, 6 * s)
    face_y = 4 + 11 * s
    # the body in motley: a tunic to the waist, legs below when the card is tall
    tall = h >= 1.6 * w
    waist = h - 1 if not tall else int(face_y + head_r + 22 * s)
    half = lambda x, y: "r" if x < cx else "t"  # noqa: E731
    for y in range(int(face_y + head_r * 0.6), waist + 1):
        k = min(1.0, (y - face_y) / (head_r * 2.2))
        span = head_r * 0.9 + (w * 0.42 - head_r * 0.9) * k
        c.span(y, int(cx - span), int(cx + span), harlequin(max(3.0, 4 * s), max(3.0, 5 * s)))
    if tall:
        for y in range(waist + 1, h - max(2, round(3 * s))):
            c.span(y, int(cx - 7 * s), int(cx - 1 * s), "r")
            c.span(y, int(cx + 1 * s), int(cx + 7 * s), "t")
        foot = h - max(2, round(3 * s))
        thick_line(c, cx - 4 * s, foot, cx - 12 * s, foot - 2 * s, max(1.0, 1.5 * s), "r")
        thick_line(c, cx + 4 * s, foot, cx + 12 * s, foot - 2 * s, max(1.0, 1.5 * s), "t")
        disc(c, cx - 12 * s, foot - 3 * s, max(1.0, 1.3 * s), max(1.0, 1.3 * s), "g")
        disc(c, cx + 12 * s, foot - 3 * s, max(1.0, 1.3 * s), max(1.0, 1.3 * s), "g")
        c.span(waist, int(cx - 8 * s), int(cx + 8 * s), "g")
    # the ruff: a ring of white points under the chin
    ruff_y = face_y + head_r * 0.9
    disc(c, cx, ruff_y, head_r * 1.5, max(1.5, head_r * 0.45), "w")
    seam(c, "w", "rt")
    # the cap: three horns in the two colours, each with a bell
    band_y = face_y - head_r * 0.7
    tips = ((cx - 12 * s, band_y - 3 * s), (cx, band_y - 10 * s), (cx + 12 * s, band_y - 3 * s))
    for tx, ty in tips:
        thick_line(c, cx + (tx - cx) * 0.25, band_y - 1.5 * s, tx, ty, max(1.0, 2.6 * s), half)
    disc(c, cx, face_y, head_r, head_r * 1.05, "s")
    c.span(round(band_y), round(cx - head_r), round(cx + head_r), "g")
    c.outline("rtwgsGj")
    for tx, ty in tips:
        disc(c, tx, ty - 1, max(1.0, 1.6 * s), max(1.0, 1.6 * s), "g")
    c.outline("g")
    # the face
    ex = max(1, round(head_r * 0.45))
    ey = round(face_y - head_r * 0.15)
    c.set(round(cx) - ex, ey, "e")
    c.set(round(cx) + ex, ey, "e")
    mouth = round(face_y + head_r * 0.45)
    for dx in range(-ex, ex + 1):
        c.set(round(cx) + dx, mouth - (1 if abs(dx) == ex and head_r > 4 else 0), "m")
    if head_r > 4:
        c.set(round(cx), ey + 1, "c")
        c.set(round(cx) - ex - 1, mouth - 1, "c")
        c.set(round(cx) + ex + 1, mouth - 1, "c")
    # the bauble on its stick, in his right hand
    bx = w - 1 - max(3, round(4 * s))
    if w >= 18:
        top = round(band_y)
        for y in range(top + 2, min(h - 2, waist + round(6 * s))):
            c.set(bx, y, "G")
        disc(c, bx, top, max(1.0, 2 * s), max(1.0, 2 * s), "s")
        c.set(bx, top + round(2 * s), "g")
        c.outline("sG")
    return Grid(w, h, False, c.rows(), None, note)


JOKER = Figure(
    "Joker", "a grinning jester in motley, cap and bells, holding his bauble",
    legend(("h", "hair", "114 22 6 8 6 1 2 2 1 0 2")),
    (jester(50, 82, "Super VGA 800x600: 66x92 cards"),
     jester(38, 66, "VGA and Super VGA 640x480: 54x76 cards"),
     jester(33, 40, "Hercules 720x348: 48x46 cards"),
     jester(29, 40, "EGA 640x350: 44x46 cards"),
     jester(21, 40, "the Psion 3a's LCD 480x160: 34x44 cards"),
     jester(14, 28, "CGA 320x200: 26x32 cards")))

FIGURES["joker"] = JOKER
