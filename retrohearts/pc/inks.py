"""Logical colours: the names games draw with, mapped to each mode's palette indices.

Games never use palette numbers. They draw with ``app.ink.table``, ``app.ink.card``,
``app.ink.red_suit``... and each mode maps those names onto its own palette so that
both games stay readable in 2-, 3- and 4-colour and monochrome modes. Where a mode
cannot tell two things apart by colour, the flags say how widgets must show the
difference instead: ``hollow_red`` (red suits drawn as outlines) and ``dither_dark``
(darkened cards drawn with a checkerboard).

A darkened (unplayable) card is always drawn as its face dotted in ``dark_dots``: a
pattern no flat background of the table or the play menu can be mistaken for (Hearts
darkens a card picked to pass the same way, as the manual says). A chosen card (HomeRun's
pack, joker or rank) takes a dotted band in ``selected`` inside its edge, while the
halo (pc/halo.py) is a solid ring outside the item: two meanings, two looks.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace


@dataclass(frozen=True)
class Ink:
    """Palette indices for every logical colour, plus how to show what colour cannot."""

    bg: int  # screen background
    table: int  # the card table (felt)
    table_hi: int  # felt texture / table rim
    table_shade: int  # shadows on the felt
    card: int  # card face
    card_edge: int  # card outline
    card_shade: int  # card face bevel (lower/right edge)
    card_dark: int  # face of a darkened (unplayable) card
    red_suit: int  # hearts, diamonds
    black_suit: int  # spades, clubs
    back: int  # card back: main colour
    back_pattern: int  # card back: pattern
    back_alt: int  # alternate back: main colour
    back_alt_pattern: int  # alternate back: pattern
    text: int  # ordinary text on the background
    text_bright: int  # emphasised text
    text_dim: int  # secondary text
    title: int  # the big title lettering
    accent: int  # ornaments, rules, the copyright line
    court: int  # the frame on jacks, queens and kings
    panel: int  # window body
    panel_text: int
    panel_light: int  # window bevel, lit side
    panel_dark: int  # window bevel, shaded side
    button: int
    button_text: int
    highlight: int  # the halo
    selected: int  # marker on selected cards
    field: int  # text field body
    field_text: int
    shadow: int
    dark_dots: int = 0  # the dots over a darkened card's face (a checkerboard)
    hollow_red: bool = False  # red suits shown as outlines (mono, or no red/black difference)
    dither_dark: bool = False  # darkened cards shown by dithering (no darker card colour)

    def names(self) -> tuple[str, ...]:
        return tuple(f.name for f in fields(self) if f.type in (int, "int"))

    def indices(self) -> set[int]:
        return {getattr(self, n) for n in self.names()}


_VGA16 = Ink(
    bg=1, table=2, table_hi=10, table_shade=0, card=15, card_edge=0, card_shade=7, card_dark=7,
    red_suit=4, black_suit=0, back=1, back_pattern=9, back_alt=4, back_alt_pattern=12,
    text=15, text_bright=14, text_dim=7, title=12, accent=11, court=14, panel=7, panel_text=0,
    panel_light=15, panel_dark=8, button=7, button_text=0, highlight=14, selected=1,
    field=0, field_text=15, shadow=0, dark_dots=7,
)
_SVGA = replace(
    _VGA16, bg=104, table=120, table_hi=2, table_shade=192, card_shade=28, card_dark=26,
    red_suit=4, back=1, back_pattern=9, back_alt=112, back_alt_pattern=12, text_dim=27,
    title=40, accent=43, court=43, panel=7, panel_dark=8,
)
_EGA16 = replace(_VGA16, table_shade=5)  # register 5 holds dark green (palettes/ega.gpl)
_CGA = Ink(  # 0 black, 1 cyan/green, 2 magenta/red, 3 white/yellow
    bg=0, table=1, table_hi=0, table_shade=0, card=3, card_edge=0, card_shade=3, card_dark=1,
    red_suit=2, black_suit=0, back=2, back_pattern=3, back_alt=1, back_alt_pattern=0,
    text=3, text_bright=3, text_dim=1, title=2, accent=1, court=1, panel=3, panel_text=0,
    panel_light=3, panel_dark=1, button=3, button_text=0, highlight=2, selected=2,
    field=0, field_text=3, shadow=0, dark_dots=0, dither_dark=True,  # no darker card colour
)
_EGA64K = Ink(  # 0 black, 1 blue, 2 red, 3 light grey
    bg=1, table=1, table_hi=0, table_shade=0, card=3, card_edge=0, card_shade=3, card_dark=3,
    red_suit=2, black_suit=0, back=2, back_pattern=0, back_alt=0, back_alt_pattern=2,
    text=3, text_bright=3, text_dim=3, title=2, accent=3, court=1, panel=3, panel_text=0,
    panel_light=3, panel_dark=0, button=3, button_text=0, highlight=2, selected=2,
    field=0, field_text=3, shadow=0, dark_dots=0, dither_dark=True,
)
_EGAMONO = Ink(  # 0 black, 1 video, 2 intensified
    bg=0, table=0, table_hi=1, table_shade=0, card=2, card_edge=0, card_shade=1, card_dark=1,
    red_suit=0, black_suit=0, back=1, back_pattern=0, back_alt=0, back_alt_pattern=1,
    text=1, text_bright=2, text_dim=1, title=2, accent=1, court=1, panel=1, panel_text=0,
    panel_light=2, panel_dark=0, button=1, button_text=0, highlight=2, selected=0,
    field=0, field_text=2, shadow=0, dark_dots=1, hollow_red=True,
)
_HERCULES = Ink(  # 0 off, 1 on
    bg=0, table=0, table_hi=1, table_shade=0, card=1, card_edge=0, card_shade=1, card_dark=1,
    red_suit=0, black_suit=0, back=1, back_pattern=0, back_alt=0, back_alt_pattern=1,
    text=1, text_bright=1, text_dim=1, title=1, accent=1, court=0, panel=1, panel_text=0,
    panel_light=1, panel_dark=0, button=1, button_text=0, highlight=1, selected=0,
    field=0, field_text=1, shadow=0, dark_dots=0, hollow_red=True, dither_dark=True,
)

_LCD3 = Ink(  # 0 paper, 1 grey, 2 black: the Psion 3a's LCD planes
    bg=0, table=0, table_hi=1, table_shade=1, card=0, card_edge=2, card_shade=1, card_dark=1,
    red_suit=2, black_suit=2, back=2, back_pattern=0, back_alt=1, back_alt_pattern=2,
    text=2, text_bright=2, text_dim=1, title=2, accent=1, court=1, panel=0, panel_text=2,
    panel_light=0, panel_dark=2, button=0, button_text=2, highlight=2, selected=2,
    field=0, field_text=2, shadow=1, hollow_red=True,
)

_INKS = {"vga16": _VGA16, "ega16": _EGA16, "svga": _SVGA, "cga": _CGA, "ega64k": _EGA64K,
         "egamono": _EGAMONO, "hercules": _HERCULES,
         "lcd3": _LCD3}


def inks_for(key: str, mono: bool) -> Ink:
    """The logical-colour map of an inks key (see ``VideoMode.inks``) on this monitor."""
    ink = _INKS[key]
    if mono:
        # Grey-summed or composite shades: red and black are no longer told by hue.
        ink = replace(ink, hollow_red=True, red_suit=ink.black_suit)
        if key in ("vga16", "ega16", "svga"):
            ink = replace(ink, title=7)  # red sums to a murky grey: use a clean light grey
        if key == "cga":  # composite shades: light grey is the darkened card
            ink = replace(ink, title=3, highlight=3, selected=0, back=1, back_pattern=3,
                          dark_dots=1, dither_dark=False)
    return ink


#: (inks key, mono) -> the adapter family whose colours pixel-art legends give (portraits,
#: court-card faces): one per palette an artist would draw for
ADAPTER_FAMILY = {
    ("svga", False): "svga", ("svga", True): "svga-mono",
    ("vga16", False): "vga", ("vga16", True): "vga-mono",
    ("ega16", False): "ega", ("ega16", True): "vga-mono",
    ("egamono", False): "ega-mono", ("egamono", True): "ega-mono",
    ("ega64k", False): "ega64k", ("ega64k", True): "ega-mono",
    ("cga", False): "cga", ("cga", True): "cga-mono",
    ("hercules", False): "hercules", ("hercules", True): "hercules",
    ("lcd3", False): "lcd", ("lcd3", True): "lcd",
}


def adapter_family(key: str, mono: bool) -> str:
    """The pixel-art family of an inks key on this monitor ("vga" if unknown)."""
    return ADAPTER_FAMILY.get((key, mono), "vga")
