"""Author the portrait data files in ``portraits/`` (run from the repository's top).

    python scripts/make_portraits.py [--check]

Each person is described once in words (``PEOPLE``: hair, clothes, features) and in colours
(``COLOURS``: an RGB target per role, as a 256-colour Super VGA artist would pick them);
``portrait_art.py`` draws the role grids at every box size the table uses, and this script
writes them with a legend that says, for every adapter family, which palette entries (or
which two-entry ordered dither) show each role. Mappings follow the hardware: the 16-colour
modes pick the nearest colour or 50% dither of two, the mono modes the nearest grey level
(with dithers on the 2- and 3-level monitors), and the 4-colour CGA and EGA64K mappings are
chosen by hand (``HAND``), as an artist would, for contrast rather than hue.

The committed files are the source of truth; this script is how they were made. ``--check``
only reports whether the files on disk match what it would write.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from portrait_art import ROLES, Canvas, Look, draw_person  # noqa: E402

from retrohearts.pc.palette import load_palette  # noqa: E402

FAMILIES = ("svga", "svga-mono", "vga", "vga-mono", "ega", "ega-mono", "ega64k", "cga",
            "cga-mono", "hercules")
PALETTE_OF = {"svga": "svga", "svga-mono": "svga-mono", "vga": "vga", "vga-mono": "vga-mono",
              "ega": "ega", "ega-mono": "ega-mono-white", "ega64k": "ega64k",
              "cga": "cga-1-high", "cga-mono": "cga-mono-white", "hercules": "hercules-white"}
#: (native width, native height, pixel aspect): the table's portrait boxes in each mode
SIZES = ((80, 100, 1.0), (65, 82, 1.0), (42, 53, 1.37), (42, 53, 1.55), (23, 29, 1.2),
         # the Players screen's larger ones
         (126, 151, 1.0), (99, 119, 1.0), (99, 87, 1.37), (112, 87, 1.55), (46, 43, 1.2),
         # and the Options screen's
         (88, 106, 1.0), (70, 84, 1.0), (70, 61, 1.37), (79, 61, 1.55), (35, 35, 1.2))
EXPRESSIONS = ("queen", "moon")

RGB = tuple[int, int, int]

SKIN: dict[str, dict[str, RGB]] = {
    "fair": {"l": (255, 228, 205), "s": (242, 192, 162), "S": (204, 138, 112),
             "d": (140, 78, 62)},
    "light": {"l": (255, 214, 178), "s": (236, 176, 134), "S": (190, 120, 86),
              "d": (128, 68, 44)},
    "tan": {"l": (246, 196, 150), "s": (214, 150, 104), "S": (168, 104, 70),
            "d": (108, 58, 34)},
    "brown": {"l": (196, 136, 92), "s": (152, 96, 60), "S": (110, 66, 40), "d": (66, 36, 22)},
}

COMMON: dict[str, RGB] = {
    "w": (238, 238, 238), "o": (24, 16, 16), "t": (246, 246, 236), "M": (88, 18, 24),
}

PEOPLE: dict[str, tuple[str, Look]] = {
    "Jeffrey": ("A retired bank clerk: grey fringe round a bald crown, spectacles, a clipped "
                "moustache, cardigan, shirt and tie. Careful, a little worried.",
                Look("receding", "cardigan", jaw=2.1, glasses="square", moustache=True,
                     wrinkles=True, mouth="frown", brows="worried", lids="open")),
    "Lindsay": ("A rally driver: long wavy copper hair, a red racing suit with a white band "
                "and a black collar, a confident half smile.",
                Look("wavy", "racing", jaw=1.8, head=0.95, mouth="smirk", brows="arched",
                     earrings=True)),
    "Michael": ("A beginner, young and friendly: a mop of sandy hair, freckles, a green "
                "T-shirt and a hopeful grin.",
                Look("messy", "tshirt", jaw=1.9, freckles=True, mouth="smile", brows="raised")),
    "Ellen": ("A chess teacher who forgets nothing: dark hair with a grey streak drawn up in "
              "a bun, a plum blouse and pearls, one eyebrow raised.",
              Look("bun", "blouse", jaw=1.8, head=0.94, mouth="thin", brows="raised-one",
                   lids="narrow", earrings=True)),
    "David": ("An accountant: short black hair with a side parting, a trimmed beard, a navy "
              "suit, white shirt and gold tie. Calm and watchful.",
              Look("parted", "suit", jaw=2.6, head=1.02, beard=True, mouth="flat",
                   brows="heavy")),
    "Julia": ("A mathematician: a sleek black bob with a heavy fringe, round glasses, a teal "
              "turtleneck and the faint smile of someone three moves ahead.",
              Look("bob", "turtleneck", jaw=1.9, head=0.94, glasses="round", mouth="smirk",
                   brows="level")),
    "male": ("Your own seat, a man: a dark head-and-shoulders silhouette.",
             Look("silhouette-male", "plain")),
    "female": ("Your own seat, a woman: a dark head-and-shoulders silhouette with "
               "shoulder-length hair.", Look("silhouette-female", "plain")),
    "person": ("Another person at a network table (the six faces are the computers'): a "
               "grey head-and-shoulders figure on a warm backdrop, lit from the left.",
               Look("silhouette-male", "plain")),
}

COLOURS: dict[str, dict[str, object]] = {
    "Jeffrey": {"skin": "fair", "e": (60, 80, 110), "g": (40, 30, 30), "m": (170, 90, 80),
                "b": (105, 105, 105),
                "j": (238, 238, 238), "h": (190, 190, 190), "H": (128, 128, 128),
                "k": (170, 120, 80), "c": (130, 85, 50), "C": (80, 50, 28),
                "y": (240, 240, 240), "Y": (170, 170, 185), "x": (160, 20, 30),
                "X": (100, 10, 20),
                ".": (150, 170, 200), ",": (110, 130, 170), ";": (70, 85, 130)},
    "Lindsay": {"skin": "light", "e": (40, 110, 50), "g": (0, 0, 0), "m": (200, 30, 40),
                "b": (110, 45, 20),
                "j": (240, 140, 60), "h": (200, 80, 30), "H": (120, 40, 16),
                "k": (255, 90, 80), "c": (210, 20, 20), "C": (120, 0, 10),
                "y": (250, 250, 250), "Y": (170, 170, 170), "x": (255, 210, 60),
                "X": (170, 120, 0),
                ".": (255, 240, 150), ",": (240, 200, 80), ";": (200, 150, 40)},
    "Michael": {"skin": "light", "e": (40, 90, 190), "g": (0, 0, 0), "m": (190, 80, 70),
                "b": (160, 120, 50),
                "j": (235, 200, 110), "h": (190, 140, 60), "H": (120, 80, 30),
                "k": (110, 220, 110), "c": (40, 160, 60), "C": (10, 90, 30),
                "y": (240, 240, 240), "Y": (170, 170, 170), "x": (240, 240, 240),
                "X": (170, 170, 170),
                ".": (190, 225, 255), ",": (130, 190, 250), ";": (80, 140, 220)},
    "Ellen": {"skin": "fair", "e": (50, 40, 40), "g": (0, 0, 0), "m": (160, 60, 80),
              "b": (50, 30, 25),
              "j": (185, 185, 185), "h": (70, 45, 35), "H": (35, 22, 18),
              "k": (170, 80, 170), "c": (120, 30, 110), "C": (70, 10, 60),
              "y": (240, 240, 240), "Y": (170, 170, 170), "x": (250, 250, 245),
              "X": (180, 180, 180),
              ".": (120, 170, 150), ",": (70, 130, 110), ";": (30, 80, 70)},
    "David": {"skin": "brown", "e": (30, 16, 10), "g": (0, 0, 0), "m": (120, 50, 40),
              "b": (12, 10, 10),
              "j": (90, 80, 80), "h": (28, 22, 22), "H": (8, 6, 6),
              "k": (70, 90, 160), "c": (30, 40, 100), "C": (12, 16, 56),
              "y": (245, 245, 245), "Y": (170, 170, 190), "x": (230, 180, 30),
              "X": (150, 100, 0),
              ".": (225, 215, 190), ",": (190, 175, 145), ";": (150, 130, 100)},
    "Julia": {"skin": "light", "e": (50, 30, 20), "g": (190, 20, 40), "m": (190, 80, 90),
              "b": (20, 18, 30),
              "j": (80, 90, 170), "h": (26, 24, 40), "H": (6, 6, 14),
              "k": (80, 210, 200), "c": (0, 140, 140), "C": (0, 80, 85),
              "y": (240, 240, 240), "Y": (170, 170, 170), "x": (240, 240, 240),
              "X": (170, 170, 170),
              ".": (120, 90, 170), ",": (80, 55, 130), ";": (45, 25, 85)},
}
SILHOUETTE: dict[str, RGB] = {
    ".": (150, 160, 180), ",": (120, 130, 155), ";": (90, 100, 130),
    "k": (100, 100, 120), "c": (36, 36, 48), "C": (16, 16, 24),
}
#: the figure of another person at a network table: lighter, on a warm backdrop
FIGURE: dict[str, RGB] = {
    ".": (215, 195, 150), ",": (190, 165, 120), ";": (150, 125, 85),
    "k": (200, 205, 215), "c": (120, 125, 140), "C": (70, 74, 88),
}

#: hand-picked mappings where the nearest colour would lose the picture
HAND: dict[str, dict[str, str]] = {
    # CGA palette 1: 0 black, 1 cyan, 2 magenta, 3 white (the others follow by index)
    "cga": {".": "1", ",": "1", ";": "1+0", "l": "3", "s": "3", "S": "3+2", "d": "2",
            "w": "3", "e": "0", "o": "0", "t": "3", "M": "0", "m": "2", "g": "0", "b": "0",
            "y": "3", "Y": "3+1", "x": "2", "X": "2+0"},
    # EGA with 64K: 0 black, 1 blue, 2 red, 3 light grey
    "ega64k": {".": "1", ",": "1", ";": "1+0", "l": "3", "s": "3", "S": "3+2", "d": "2",
               "w": "3", "e": "0", "o": "0", "t": "3", "M": "0", "m": "2", "g": "0",
               "b": "0", "y": "3", "Y": "3+1", "x": "2", "X": "2+0"},
}
#: skin in the 16-colour modes: pink (white and light red), peach (light red and yellow),
#: brown; the shadow side in light red or brown
SKIN16: dict[str, dict[str, str]] = {
    "fair": {"l": "15", "s": "15+12", "S": "12+7", "d": "6"},
    "light": {"l": "15+12", "s": "12+14", "S": "12+6", "d": "6"},
    "tan": {"l": "12+14", "s": "12+6", "S": "6", "d": "6+8"},
    "brown": {"l": "12+6", "s": "6", "S": "6+8", "d": "8"},
}
#: Super VGA hair and clothes where the nearest default-DAC colour goes grey or olive
SVGA_PEOPLE: dict[str, dict[str, str]] = {
    "Lindsay": {"j": "42", "h": "6", "H": "113", "b": "113"},
    "Michael": {"j": "67", "h": "43", "H": "6", "b": "6"},
    "person": {".": "67", ",": "66", ";": "6", "k": "29", "c": "25", "C": "22"},
}
SKIN256: dict[str, dict[str, str]] = {
    "fair": {"l": "90", "s": "89", "S": "65", "d": "136"},
    "light": {"l": "90", "s": "66", "S": "65", "d": "137"},
    "tan": {"l": "66", "s": "65", "S": "6", "d": "114"},
    "brown": {"l": "65", "s": "6", "S": "114", "d": "186"},
}
_VGA_PEOPLE: dict[str, dict[str, str]] = {
    "Jeffrey": {"j": "15", "h": "7", "H": "8", "b": "7", "k": "6", "c": "6+8", "C": "8",
                "y": "15", "Y": "7", "x": "4", "X": "4+0", "m": "12+6",
                ".": "7", ",": "7+8", ";": "8"},
    "Lindsay": {"j": "12+6", "h": "6+4", "H": "4", "b": "6", "k": "12", "c": "4", "C": "4+0",
                "y": "15", "Y": "7", "x": "14", "X": "6", "m": "4",
                ".": "14+15", ",": "14", ";": "14+6"},
    "Michael": {"j": "14", "h": "14+6", "H": "6", "b": "6", "k": "10", "c": "2", "C": "2+0",
                "y": "15", "Y": "7", "x": "15", "X": "7",
                ".": "11+15", ",": "11", ";": "9"},
    "Ellen": {"j": "7", "h": "6+0", "H": "0", "b": "0", "k": "13", "c": "5", "C": "5+0",
              "x": "15", "X": "7", "m": "12+4", ".": "3+7", ",": "3", ";": "3+0"},
    "David": {"j": "8", "h": "0", "H": "0", "b": "0", "k": "9", "c": "1", "C": "1+0",
              "y": "15", "Y": "7", "x": "14", "X": "6", "m": "4+6",
              ".": "15+7", ",": "7", ";": "7+8"},
    "Julia": {"j": "1+8", "h": "0", "H": "0", "b": "0", "g": "12", "k": "11", "c": "3",
              "C": "3+0", "x": "15", "X": "7", ".": "5+1", ",": "1", ";": "1+0"},
    "male": {".": "7", ",": "7+8", ";": "8", "k": "8", "c": "0", "C": "0"},
    "female": {".": "7", ",": "7+8", ";": "8", "k": "8", "c": "0", "C": "0"},
    "person": {".": "14+6", ",": "6", ";": "6+0", "k": "15", "c": "7", "C": "8"},
}
_EGA_PEOPLE = {person: dict(m) for person, m in _VGA_PEOPLE.items()}
_EGA_PEOPLE["Michael"].update({"C": "5"})  # register 5 is dark green on this EGA
_EGA_PEOPLE["Ellen"].update({"k": "13", "c": "13+0", "C": "4+0"})
_EGA_PEOPLE["Julia"].update({".": "1+4", ",": "1+8", ";": "1"})

#: Hercules: lit, black and the checker between; a quarter dither only for the backdrop.
#: On two levels a face reads only where hair, skin and backdrop differ: no hair role
#: takes the backdrop's pattern or any of the skin's (Lindsay's copper hair
#: is a checker against a lit backdrop, her face unspeckled; Michael's blond hair one
#: checker, without lit highlights that ran into his face).
_HERC_FACE = {"l": "1", "s": "1", "S": "1^0", "d": "0+1", "m": "0", "M": "0", "t": "1",
              "w": "1", "e": "0", "o": "0", "g": "0", "y": "1", "Y": "0+1", "x": "0",
              "X": "0"}
HERCULES: dict[str, dict[str, str]] = {
    "Jeffrey": {"S": "1", "j": "1^0", "h": "1^0", "H": "0+1", "b": "0", "k": "0+1", "c": "0^1",
                "C": "0",
                ".": "0", ",": "0", ";": "0"},
    "Lindsay": {"S": "1", "j": "0+1", "h": "0+1", "H": "0", "b": "0", "k": "0+1", "c": "0",
                "C": "0", "x": "1", ".": "1", ",": "1", ";": "1^0"},
    "Michael": {"S": "1", "j": "0+1", "h": "0+1", "H": "0", "b": "0", "k": "1", "c": "1^0",
                "C": "0+1", "x": "1", ".": "0", ",": "0", ";": "0"},
    "Ellen": {"j": "0^1", "h": "0", "H": "0", "b": "0", "k": "1^0", "c": "0+1", "C": "0",
              "x": "1", ".": "0+1", ",": "0+1", ";": "0"},
    "David": {"S": "0+1", "d": "0", "j": "0^1", "h": "0", "H": "0", "b": "0", "k": "0+1",
              "c": "0", "C": "0", "x": "1", "X": "0+1", ".": "1", ",": "1^0", ";": "0+1"},
    "Julia": {"j": "0+1", "h": "0", "H": "0", "b": "0", "k": "1", "c": "1^0", "C": "0+1",
              "x": "1", ".": "1", ",": "1^0", ";": "0^1"},
    "male": {"k": "0+1", "c": "0", "C": "0", ".": "1", ",": "1^0", ";": "0+1"},
    "female": {"k": "0+1", "c": "0", "C": "0", ".": "1", ",": "1^0", ";": "0+1"},
    "person": {"k": "1", "c": "1^0", "C": "0+1", ".": "0", ",": "0", ";": "0"},
}
for _person, _spec in HERCULES.items():
    if _person not in ("male", "female", "person"):
        HERCULES[_person] = {**_HERC_FACE, **_spec}

HAND_PERSON: dict[str, dict[str, dict[str, str]]] = {
    "hercules": HERCULES,
    "vga": _VGA_PEOPLE,
    "svga": SVGA_PEOPLE,
    "ega": _EGA_PEOPLE,
    "cga": {
        "Jeffrey": {"j": "3", "h": "3+1", "H": "1", "b": "1", "k": "3+1", "c": "1", "C": "1+0",
                    "x": "2", "X": "0", "g": "0", ".": "2", ",": "2", ";": "2+0"},
        "Lindsay": {"j": "3+2", "h": "2", "H": "2+0", "b": "2+0", "k": "3+2", "c": "2",
                    "C": "2+0", "y": "3", "Y": "3+1", "x": "3", "X": "1", ".": "3+1",
                    ",": "1", ";": "1"},
        "Michael": {"j": "3", "h": "3+1", "H": "1+0", "b": "1+0", "k": "3+1", "c": "1",
                    "C": "1+0", ".": "0", ",": "0", ";": "0"},
        "Ellen": {"j": "3+1", "h": "0", "H": "0", "b": "0", "k": "3+2", "c": "2",
                  "C": "2+0", "x": "3", "X": "1"},
        "David": {"l": "3+2", "s": "2", "S": "2+0", "d": "0", "m": "0", "j": "1+0", "h": "0",
                  "H": "0", "b": "0", "k": "1", "c": "1+0", "C": "0", "x": "3", "X": "3+2",
                  ".": "3", ",": "3+1", ";": "1"},
        "Julia": {"j": "1", "h": "0", "H": "0", "b": "0", "k": "3+1", "c": "1", "C": "1+0",
                  "g": "2", ".": "2", ",": "2+0", ";": "2+0"},
        "male": {".": "1", ",": "1", ";": "1+0", "k": "1+0", "c": "0", "C": "0"},
        "female": {".": "1", ",": "1", ";": "1+0", "k": "1+0", "c": "0", "C": "0"},
        "person": {".": "2", ",": "2", ";": "2+0", "k": "3", "c": "3+1", "C": "1"},
    },
    "ega64k": {
        "Jeffrey": {"j": "3", "h": "3+1", "H": "1", "b": "1", "k": "2", "c": "2+0", "C": "0",
                    "x": "2", "X": "0", ".": "1", ",": "1", ";": "1+0"},
        "Lindsay": {"j": "3+2", "h": "2", "H": "2+0", "b": "2+0", "k": "3+2", "c": "2",
                    "C": "2+0", "y": "3", "Y": "3+1", "x": "3", "X": "1"},
        "Michael": {"j": "3", "h": "3+1", "H": "1+0", "b": "1+0", "k": "3+2", "c": "2",
                    "C": "2+0", ".": "1", ",": "1", ";": "1+0"},
        "Ellen": {"j": "3+1", "h": "0", "H": "0", "b": "0", "k": "2+1", "c": "1+2", "C": "1",
                  "x": "3", "X": "1", ".": "1", ",": "1+0", ";": "0"},
        "David": {"l": "3+2", "s": "2", "S": "2+0", "d": "0", "m": "0", "j": "1", "h": "0",
                  "H": "0", "b": "0", "k": "1+3", "c": "1", "C": "1+0", "x": "3", "X": "3+2",
                  ".": "3", ",": "3+1", ";": "1"},
        "Julia": {"j": "1", "h": "0", "H": "0", "b": "0", "k": "3+1", "c": "1", "C": "1+0",
                  "g": "2", ".": "2", ",": "2+0", ";": "2+0"},
        "male": {".": "3+1", ",": "1", ";": "1+0", "k": "1+0", "c": "0", "C": "0"},
        "female": {".": "3+1", ",": "1", ";": "1+0", "k": "1+0", "c": "0", "C": "0"},
        "person": {".": "2", ",": "2", ";": "2+0", "k": "3", "c": "3+1", "C": "1"},
    },
}


#: Grey values (0 black .. 1 white) for the monochrome monitors, chosen by role so hair,
#: skin, clothes and backdrop stay apart when hue is gone
MONO: dict[str, float] = {
    "l": 1.0, "s": 0.90, "S": 0.60, "d": 0.30, "w": 1.0, "e": 0.04, "o": 0.0, "m": 0.42,
    "M": 0.08, "t": 1.0, "g": 0.04, "y": 1.0, "Y": 0.68, "x": 0.20, "X": 0.06,
}
MONO_PERSON: dict[str, dict[str, float]] = {
    "Jeffrey": {"j": 0.95, "h": 0.70, "H": 0.45, "b": 0.45, "k": 0.52, "c": 0.36, "C": 0.16,
                ".": 0.50, ",": 0.38, ";": 0.26},
    "Lindsay": {"j": 0.62, "h": 0.40, "H": 0.18, "b": 0.25, "k": 0.55, "c": 0.32, "C": 0.12,
                "x": 0.95, "X": 0.6, ".": 0.92, ",": 0.80, ";": 0.66},
    "Michael": {"j": 0.95, "h": 0.72, "H": 0.45, "b": 0.45, "k": 0.72, "c": 0.50, "C": 0.28,
                "x": 0.95, "X": 0.6, ".": 0.30, ",": 0.22, ";": 0.14},
    "Ellen": {"j": 0.75, "h": 0.16, "H": 0.0, "b": 0.05, "k": 0.45, "c": 0.28, "C": 0.10,
              "x": 1.0, "X": 0.6, ".": 0.66, ",": 0.54, ";": 0.42},
    "David": {"l": 0.85, "s": 0.66, "S": 0.48, "d": 0.22, "m": 0.30, "j": 0.36, "h": 0.04,
              "H": 0.0, "b": 0.0, "k": 0.34, "c": 0.14, "C": 0.02, "x": 0.85, "X": 0.5,
              ".": 0.95, ",": 0.84, ";": 0.70},
    "Julia": {"j": 0.40, "h": 0.04, "H": 0.0, "b": 0.0, "k": 0.75, "c": 0.52, "C": 0.30,
              "g": 0.30, "x": 1.0, "X": 0.6, ".": 0.72, ",": 0.62, ";": 0.50},
    "male": {"k": 0.32, "c": 0.08, "C": 0.0, ".": 0.74, ",": 0.62, ";": 0.50},
    "female": {"k": 0.32, "c": 0.08, "C": 0.0, ".": 0.74, ",": 0.62, ";": 0.50},
    "person": {"k": 0.95, "c": 0.72, "C": 0.46, ".": 0.30, ",": 0.24, ";": 0.16},
}


def grey_spec(value: float, family: str) -> str:
    """The grey (or dither of two neighbouring greys) nearest value on a mono monitor."""
    colours = load_palette(PALETTE_OF[family]).colors
    levels = [max((c >> 16) & 255, (c >> 8) & 255, c & 255) / 255 for c in colours]
    usable = [i for i in range(len(levels)) if i < 248]
    best, best_score = "0", float("inf")
    for i in usable:
        if abs(levels[i] - value) < best_score:
            best, best_score = str(i), abs(levels[i] - value)
    if len(usable) <= 4:
        order = sorted(usable, key=lambda i: levels[i])
        for a, b in zip(order, order[1:], strict=False):
            options = [(0.5, f"{a}+{b}")]
            if len(usable) == 2:
                options += [(0.25, f"{a}^{b}"), (0.75, f"{b}^{a}")]
            for t, fmt in options:
                score = abs(levels[a] * (1 - t) + levels[b] * t - value) + 0.05
                if score < best_score:
                    best, best_score = fmt, score
    return best


def colours_of(person: str) -> dict[str, RGB]:
    if person in ("male", "female"):
        return dict(SILHOUETTE)
    if person == "person":
        return dict(FIGURE)
    spec = dict(COLOURS[person])
    out: dict[str, RGB] = dict(SKIN[str(spec.pop("skin"))])
    out.update(COMMON)
    out.update({k: v for k, v in spec.items()})  # type: ignore[misc]
    return out


def _lin(c: int) -> float:
    x = c / 255
    return x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4


def luminance(rgb: RGB) -> float:
    """Linear-light luminance, 0..1."""
    r, g, b = (_lin(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _dist(a: RGB, b: RGB) -> float:
    rm = (a[0] + b[0]) / 2
    dr, dg, db = a[0] - b[0], a[1] - b[1], a[2] - b[2]
    return ((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db) ** 0.5


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    """What a dither of a with the share t of b looks like (mixed in linear light)."""
    def ch(x: int, y: int) -> int:
        lin = _lin(x) * (1 - t) + _lin(y) * t
        s = 12.92 * lin if lin <= 0.0031308 else 1.055 * lin ** (1 / 2.4) - 0.055
        return round(s * 255)
    return (ch(a[0], b[0]), ch(a[1], b[1]), ch(a[2], b[2]))


def nearest(target: RGB, family: str) -> str:
    """The palette entry (or 'a+b' checker, 'a^b' 25% dither) that best shows target."""
    colours = load_palette(PALETTE_OF[family]).colors
    pal = [((c >> 16) & 255, (c >> 8) & 255, c & 255) for c in colours]
    usable = list(range(len(pal)))
    if family in ("svga", "svga-mono"):
        usable = [i for i in usable if i < 248]
    mono = family.endswith("mono") or family == "hercules"
    best, best_score = "0", float("inf")
    if mono:
        want = luminance(target) ** 0.8  # a little lift: faces read better light
        for i in usable:
            score = abs(luminance(pal[i]) - want)
            if score < best_score:
                best, best_score = str(i), score
        if len(usable) <= 4:  # two- to four-level monitors: dithers between neighbours
            levels = sorted(usable, key=lambda i: luminance(pal[i]))
            for a, b in zip(levels, levels[1:], strict=False):
                la, lb = luminance(pal[a]), luminance(pal[b])
                for t, fmt in ((0.5, f"{a}+{b}"), (0.25, f"{a}^{b}"), (0.75, f"{b}^{a}")):
                    if t != 0.5 and len(usable) > 2:
                        continue
                    score = abs(la * (1 - t) + lb * t - want) + 0.02
                    if score < best_score:
                        best, best_score = fmt, score
        return best
    for i in usable:
        score = _dist(pal[i], target)
        if score < best_score:
            best, best_score = str(i), score
    if len(usable) <= 16:
        for a in usable:
            for b in usable:
                if b <= a:
                    continue
                score = _dist(_mix(pal[a], pal[b], 0.5), target) + 0.30 * _dist(pal[a], pal[b])
                if score < best_score:
                    best, best_score = f"{a}+{b}", score
    return best


def legend(person: str) -> list[str]:
    colours = colours_of(person)
    used = [ch for ch in ROLES if ch in colours]
    lines = ["legend " + " ".join(FAMILIES)]
    for ch in used:
        specs = []
        for family in FAMILIES:
            spec = HAND_PERSON.get(family, {}).get(person, {}).get(ch)
            tone = COLOURS.get(person, {}).get("skin")
            if spec is None and family in ("vga", "ega") and isinstance(tone, str):
                spec = SKIN16[tone].get(ch)
            if spec is None and family == "svga" and isinstance(tone, str):
                spec = SKIN256[tone].get(ch)
            if spec is None:
                spec = HAND.get(family, {}).get(ch)
            mono = family.endswith("mono") or family == "hercules"
            if spec is None and mono:
                value = MONO_PERSON.get(person, {}).get(ch, MONO.get(ch))
                if value is None and ch == "b":
                    value = MONO_PERSON.get(person, {}).get("H")
                if value is not None:
                    spec = grey_spec(value, family)
            if spec is None:
                spec = nearest(colours[ch], family)
            specs.append(spec)
        lines.append(f"{ch} {ROLES[ch]:<15} " + " ".join(f"{s:<7}" for s in specs).rstrip())
    lines.append("end")
    return lines


def grids(person: str) -> list[str]:
    look = PEOPLE[person][1]
    out: list[str] = []
    for nw, nh, aspect in SIZES:
        base = Canvas(nw, nh, aspect)
        draw_person(base, look, None)
        rows = base.rows()
        out.append(f"grid {nw} {nh} {aspect:.2f}")
        out.extend(rows)
        if look.hair.startswith("silhouette"):
            continue
        for expr in EXPRESSIONS:
            other = Canvas(nw, nh, aspect)
            draw_person(other, look, expr)
            patch = _patch(rows, other.rows())
            if patch is None:
                continue
            x, y, prow = patch
            out.append(f"patch {expr} {nw} {nh} {aspect:.2f} {x} {y} {len(prow[0])} {len(prow)}")
            out.extend(prow)
    return out


def _patch(base: list[str], other: list[str]) -> tuple[int, int, list[str]] | None:
    cells = [(i, j) for j, (a, b) in enumerate(zip(base, other, strict=True))
             for i in range(len(a)) if a[i] != b[i]]
    if not cells:
        return None
    x0, x1 = min(i for i, _ in cells), max(i for i, _ in cells)
    y0, y1 = min(j for _, j in cells), max(j for _, j in cells)
    return x0, y0, [other[j][x0:x1 + 1] for j in range(y0, y1 + 1)]


def render(person: str) -> str:
    words, _look = PEOPLE[person]
    lines = [
        f"# {person}: {words}",
        "# One character per pixel; the legend gives each character's role and, per adapter",
        "# family, the palette entry that shows it ('a+b': checker of a and b, 'a^b': a with",
        "# every fourth pixel b). Made by scripts/make_portraits.py; read by",
        "# retrohearts/screens/hearts/shared/portraitfile.py.",
        f"portrait {person}",
        *legend(person),
        *grids(person),
    ]
    return "\n".join(lines) + "\n"


def sheet(path: Path, size: tuple[int, int, float], families: tuple[str, ...],
          zoom: int) -> None:
    """A contact sheet: every person (rows) x family and expression (columns), upscaled."""
    import numpy as np

    from retrohearts.pc.png import write_png
    from retrohearts.screens.hearts.shared.portraitfile import parse_portrait
    from retrohearts.screens.hearts.shared.portraitfile import render as render_grid

    nw, nh, aspect = size
    tall = max(1, round(zoom * aspect))
    cell_w, cell_h = nw * zoom + 4, nh * tall + 4
    columns = [(f, e) for f in families for e in ("neutral", *EXPRESSIONS)]
    img = np.full((cell_h * len(PEOPLE), cell_w * len(columns), 3), 40, dtype=np.uint8)
    for r, person in enumerate(PEOPLE):
        pf = parse_portrait(render(person), person)
        for col, (family, expr) in enumerate(columns):
            colours = load_palette(PALETTE_OF[family]).colors
            grid = pf.with_expression(pf.pick(nw, nh, aspect), expr)
            idx = render_grid(pf, grid, family)
            for y, row in enumerate(idx):
                for x, i in enumerate(row):
                    c = colours[i % len(colours)]
                    y0, x0 = r * cell_h + 2 + y * tall, col * cell_w + 2 + x * zoom
                    img[y0:y0 + tall, x0:x0 + zoom] = ((c >> 16) & 255, (c >> 8) & 255, c & 255)
    write_png(path, img)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    parser.add_argument("--only", help="one person")
    parser.add_argument("--sheet", help="write a contact sheet PNG here instead")
    parser.add_argument("--size", default="65x82x1.0", help="for --sheet: WxHxASPECT")
    parser.add_argument("--families", default=",".join(FAMILIES), help="for --sheet")
    parser.add_argument("--zoom", type=int, default=3, help="for --sheet")
    args = parser.parse_args()
    if args.sheet:
        w, h, a = args.size.split("x")
        sheet(Path(args.sheet), (int(w), int(h), float(a)), tuple(args.families.split(",")),
              args.zoom)
        return 0
    folder = ROOT / "portraits"
    folder.mkdir(exist_ok=True)
    stale = 0
    for person in PEOPLE:
        if args.only and person != args.only:
            continue
        path = folder / f"{person.lower()}.txt"
        text = render(person)
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                print(f"differs: {path.name}")
                stale += 1
            continue
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)} ({len(text.splitlines())} lines)")
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
