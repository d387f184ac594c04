"""The halo and the mouse pointer, drawn so that they stand out in every mode.

In the colour modes with 16 colours or more the halo is the period's yellow ring, two
pixels wide, between two dark lines (so it shows on the white cards too), just outside
the item. Where colours are few or grey (CGA, EGA64K,
Hercules, every MONO monitor) no single ink stands out on every background, so the
halo inverts what lies beneath it, as DOS programs drew with XOR: a three-pixel ring
that is bright on the dark felt and dark on the bright menu. An item with no room
around it (``reach`` 0, e.g. CGA's stacked icons) is shown in inverse video instead.

The pointer is the usual arrow; where its fill would be about as bright as what lies
under most of it (Hercules' green on green cards, yellow on a white card) it takes the
colour that stands out most instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from retrohearts.pc.app import App

HALO_REACH = 4  # how far the halo reaches outside an item, at most

POINTER = (  # the small arrow: X outline, o fill
    "X.......",
    "XX......",
    "XoX.....",
    "XooX....",
    "XoooX...",
    "XooooX..",
    "XoooooX.",
    "XooooooX",
    "XoooXXXX",
    "XoXooX..",
    "XX.XooX.",
    "X..XooX.",
    "....XooX",
    "....XXX.",
)


def _brightness(colour: int) -> float:
    return 0.299 * (colour >> 16) + 0.587 * ((colour >> 8) & 255) + 0.114 * (colour & 255)


def contrast_map(app: App) -> dict[int, int]:
    """For each palette index the mode draws with, the ink that differs most from it in
    brightness (cached per app)."""
    key = ("halo-contrast", app.mode.key, app.mode.monitor)
    table: dict[int, int] | None = app.cache.get(key)
    if table is None:
        colours = app.video.palette.colors
        inks = sorted(i for i in app.ink.indices() if i < len(colours))
        candidates = range(len(colours)) if len(colours) <= 16 else inks
        table = {}
        for i in candidates:
            b = _brightness(colours[i])
            table[i] = max(inks, key=lambda j: (abs(_brightness(colours[j]) - b), -j))
        app.cache[key] = table
    return table


def reverse_map(app: App) -> dict[int, int]:
    """Inverse video: the mode's inks in order of brightness, turned end for end (the
    brightest for the darkest, and so on), so inks that differ still differ inverted (a
    greyed label on a button stays readable; the contrast map can send both to one ink)."""
    key = ("halo-reverse", app.mode.key, app.mode.monitor)
    table: dict[int, int] | None = app.cache.get(key)
    if table is None:
        colours = app.video.palette.colors
        inks = {i for i in app.ink.indices() if i < len(colours)}
        by_shade: dict[float, int] = {}
        for i in sorted(inks):
            by_shade.setdefault(_brightness(colours[i]), i)
        order = [by_shade[b] for b in sorted(by_shade)]
        turned = dict(zip(order, reversed(order), strict=True))
        if len(order) % 2:  # an odd count's middle shade would stay itself: it goes to
            middle = order[len(order) // 2]  # the brightest, and the darkest to it
            turned[middle], turned[order[0]] = order[-1], middle
        # an ink of a shade another has, and what no ink draws: as the contrast map says
        table = {**contrast_map(app), **{i: turned[by_shade[_brightness(colours[i])]]
                                         for i in inks}}
        app.cache[key] = table
    return table


def inverts(app: App) -> bool:
    """True where the halo inverts what it covers (few or grey colours)."""
    return bool(app.mode.mono or app.mode.colors <= 4)


def _scratch(app: App, w: int, h: int) -> object:
    """A pyxel image at least w x h to copy covered pixels into (cached per app)."""
    import pyxel

    key = ("halo-scratch", app.video.out_width, app.video.out_height)
    image = app.cache.get(key)
    if image is None:
        image = pyxel.Image(app.video.out_width, app.video.out_height)
        app.cache[key] = image
    return image


def _invert_rect(app: App, x0: int, y0: int, x1: int, y1: int,
                 mapping: dict[int, int] | None = None) -> None:
    """Redraw [x0, x1) x [y0, y1) through the contrast map: copy it aside, then blit it
    back with pyxel's palette remapping (pyxel's own calls only: no numpy, so the
    browser build draws the same halo)."""
    import pyxel

    if x1 <= x0 or y1 <= y0:
        return
    scratch = _scratch(app, x1 - x0, y1 - y0)
    assert isinstance(scratch, pyxel.Image)
    scratch.blt(0, 0, pyxel.screen, x0, y0, x1 - x0, y1 - y0)
    unmapped = app.ink.text_bright
    mapping = contrast_map(app) if mapping is None else mapping
    for i in range(len(app.video.palette.colors)):
        pyxel.pal(i, mapping.get(i, unmapped))
    pyxel.blt(x0, y0, scratch, 0, 0, x1 - x0, y1 - y0)
    pyxel.pal()


def _invert(app: App, x0: int, y0: int, x1: int, y1: int,
            inner: tuple[int, int, int, int] | None = None) -> None:
    """Invert the pixels of [x0, x1) x [y0, y1), except the inner rectangle."""
    x0, y0 = max(0, x0), max(0, y0)
    x1, y1 = min(app.width, x1), min(app.height, y1)
    if x1 <= x0 or y1 <= y0:
        return
    if inner is not None:
        ix0, iy0 = max(inner[0], x0), max(inner[1], y0)
        ix1, iy1 = min(inner[2], x1), min(inner[3], y1)
        if ix1 > ix0 and iy1 > iy0:
            _invert_rect(app, x0, y0, x1, iy0)  # above the inner rectangle
            _invert_rect(app, x0, iy1, x1, y1)  # below
            _invert_rect(app, x0, iy0, ix0, iy1)  # left
            _invert_rect(app, ix1, iy0, x1, iy1)  # right
            return
    _invert_rect(app, x0, y0, x1, y1)


def draw_halo(app: App, x: int, y: int, w: int, h: int, reach: int = HALO_REACH) -> None:
    """The halo around the item at (x, y, w, h), reaching at most ``reach`` pixels out."""
    import pyxel

    reach = max(0, min(HALO_REACH, reach))
    if reach == 0:  # no room: the item itself in inverse video, in a solid frame (a
        # dotted, darkened card inverts to dots again)
        _invert_rect(app, max(0, x), max(0, y), min(app.width, x + w), min(app.height, y + h),
                     reverse_map(app))
        frame = contrast_map(app).get(app.ink.card, app.ink.shadow)
        for i in range(min(2, w // 4, h // 4)):
            pyxel.rectb(x + i, y + i, w - 2 * i, h - 2 * i, frame)
        return
    if inverts(app):
        first = 2 if reach >= 3 else 1
        _invert(app, x - reach, y - reach, x + w + reach, y + h + reach,
                (x - first + 1, y - first + 1, x + w + first - 1, y + h + first - 1))
        return
    # the period's yellow, between two dark lines so it also shows on a white card
    col, dark = app.ink.highlight, app.ink.shadow
    for r in range(1, reach + 1):
        line = dark if r in (1, 4) and reach >= 3 else col
        pyxel.rectb(x - r, y - r, w + 2 * r, h + 2 * r, line)


def draw_pointer(app: App, x: int, y: int) -> None:
    """The mouse pointer with its tip at (x, y). Where the usual fill is about as bright
    as what lies under most of it, the arrow takes the colour that stands out most from
    that (a solid arrow even over a dotted, darkened card), outlined in the ground's."""
    import pyxel

    ink = app.ink
    outline, fill = ink.shadow, ink.text_bright
    if outline == fill:
        outline = ink.bg
    spots = [(x + dx, y + dy, ch) for dy, row in enumerate(POINTER)
             for dx, ch in enumerate(row)
             if ch != "." and 0 <= x + dx < app.width and 0 <= y + dy < app.height]
    if spots:
        table = contrast_map(app)
        counts: dict[int, int] = {}
        for px, py, _ in spots:
            under = pyxel.pget(px, py)
            counts[under] = counts.get(under, 0) + 1
        ground = max(counts, key=lambda c: (counts[c], -c))
        colours = app.video.palette.colors
        if abs(_brightness(colours[fill]) - _brightness(colours[ground])) < 60:
            fill = table.get(ground, fill)  # e.g. green on Hercules' green cards
            outline = table.get(fill, outline)
    for px, py, ch in spots:
        pyxel.pset(px, py, outline if ch == "X" else fill)
