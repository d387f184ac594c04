"""The drawing half of ``make_portraits.py``: faces laid out in display units, sampled per size.

A face is described once (head shape, hair, clothes, features, expression) in units of the
portrait box as it appears on a 4:3 monitor, then sampled into the native pixels of each box
size: a 320x200 CGA box has pixels 1.2 times taller than wide, so the same head covers fewer
rows. Small features (eyes, brows, mouth, nose) are not sampled but stamped pixel by pixel
from patterns chosen by size, as a pixel artist draws them: a 1-pixel eye on CGA, a lidded
eye with an iris at 800x600.

Every pixel holds a role character (see ROLES); the colours come later, per adapter.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from portrait_large import LARGE_HEAD, large_features

#: role character -> role name (the legend's second column)
ROLES = {
    ".": "backdrop", ",": "backdrop-mid", ";": "backdrop-dark",
    "l": "skin-light", "s": "skin", "S": "skin-shadow", "d": "skin-dark",
    "j": "hair-light", "h": "hair", "H": "hair-shadow", "b": "brow",
    "w": "eye-white", "e": "eye", "m": "lips", "M": "mouth-dark", "t": "teeth",
    "k": "clothes-light", "c": "clothes", "C": "clothes-shadow",
    "y": "shirt", "Y": "shirt-shadow", "x": "accent", "X": "accent-shadow",
    "g": "glasses", "o": "outline",
}


@dataclass(frozen=True)
class Look:
    """Everything that makes one person look like themselves."""

    hair: str  # receding, wavy, messy, bun, parted, bob, silhouette-male, silhouette-female
    clothes: str  # cardigan, racing, tshirt, blouse, suit, turtleneck, plain
    jaw: float = 2.0  # superellipse exponent of the lower face (higher: squarer)
    head: float = 1.0  # head width factor
    glasses: str = ""  # "", "square", "round"
    moustache: bool = False
    beard: bool = False
    freckles: bool = False
    wrinkles: bool = False
    earrings: bool = False
    mouth: str = "flat"  # neutral mouth: flat, smile, smirk, thin, frown, grin
    brows: str = "level"  # neutral brows: level, arched, raised-one, heavy, worried
    lids: str = "open"  # open, narrow, wide


@dataclass
class Canvas:
    """A native-pixel grid of role characters, addressed in display units."""

    nw: int
    nh: int
    aspect: float
    cells: list[list[str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.cells = [["." for _ in range(self.nw)] for _ in range(self.nh)]

    @property
    def width(self) -> float:
        return float(self.nw)

    @property
    def height(self) -> float:
        return self.nh * self.aspect

    def centre(self, i: int, j: int) -> tuple[float, float]:
        return (i + 0.5, (j + 0.5) * self.aspect)

    def row_of(self, v: float) -> int:
        return max(0, min(self.nh - 1, int(v / self.aspect)))

    def col_of(self, u: float) -> int:
        return max(0, min(self.nw - 1, int(u)))

    def put(self, i: int, j: int, role: str) -> None:
        if 0 <= i < self.nw and 0 <= j < self.nh:
            self.cells[j][i] = role

    def get(self, i: int, j: int) -> str:
        if 0 <= i < self.nw and 0 <= j < self.nh:
            return self.cells[j][i]
        return "."

    def paint(self, fn: object) -> None:
        """Call fn(u, v, old) for every pixel; a returned role replaces the old one."""
        for j in range(self.nh):
            for i in range(self.nw):
                u, v = self.centre(i, j)
                role = fn(u, v, self.cells[j][i])  # type: ignore[operator]
                if role:
                    self.cells[j][i] = role

    def rows(self) -> list[str]:
        return ["".join(r) for r in self.cells]


@dataclass(frozen=True)
class Head:
    """Where the head sits, in display units."""

    cx: float
    crown: float
    w: float  # head (face) width
    h: float  # crown to chin
    jaw: float

    @property
    def rx(self) -> float:
        return self.w / 2

    @property
    def chin(self) -> float:
        return self.crown + self.h

    @property
    def cy(self) -> float:
        return self.crown + self.h * 0.47

    def half_width(self, v: float) -> float:
        """Half the face's width at height v (0 outside)."""
        if v < self.crown or v > self.chin:
            return 0.0
        if v <= self.cy:
            s = (self.cy - v) / (self.cy - self.crown)
            e = 2.0
        else:
            s = (v - self.cy) / (self.chin - self.cy)
            e = self.jaw
        s = min(1.0, s)
        return self.rx * (1 - s ** e) ** (1 / e)

    def inside(self, u: float, v: float) -> bool:
        hv = self.half_width(v)
        return hv > 0 and abs(u - self.cx) <= hv


def place_head(c: Canvas, look: Look) -> Head:
    w_units, h_units = c.width, c.height
    hw = min(0.60 * w_units, 0.40 * h_units) * look.head
    hh = hw * 1.30
    crown = 0.11 * h_units + max(0.0, h_units - 2.6 * hw) * 0.28
    return Head(w_units / 2, crown, hw, hh, look.jaw)


# ------------------------------------------------------------------------ the backdrop
def backdrop(c: Canvas) -> None:
    """Three bands, light at the top: the legend dithers the middle one."""
    soft = 0.035  # a dithered seam between bands, as painted by hand

    def fn(u: float, v: float, old: str) -> str:
        t = v / c.height
        odd = (int(u) + int(v / c.aspect)) % 2 == 1
        for edge, upper, lower in ((0.45, ".", ","), (0.78, ",", ";")):
            if abs(t - edge) < soft:
                return lower if odd else upper
        return "." if t < 0.45 else ("," if t < 0.78 else ";")
    c.paint(fn)


# ------------------------------------------------------------------------- the body
def shoulders(c: Canvas, head: Head, style: str, female: bool) -> None:
    top = head.chin + head.h * 0.10
    neck_half = head.w * (0.19 if female else 0.23)
    span = head.w * (0.95 if female else 1.10)
    slope = head.h * 0.30

    def half(v: float) -> float:
        if v < top:
            return 0.0
        t = min(1.0, (v - top) / slope)
        return neck_half + (span - neck_half) * math.sin(t * math.pi / 2) ** 0.7

    # the neck, drawn first, under the clothes
    def neck(u: float, v: float, old: str) -> str | None:
        if head.crown + head.h * 0.6 < v < top + head.h * 0.12 and abs(u - head.cx) <= neck_half:
            if v < head.chin + head.h * 0.04:
                return "d" if u > head.cx - neck_half * 0.2 else "S"
            return "S" if u > head.cx + neck_half * 0.2 else "s"
        return None
    c.paint(neck)

    def body(u: float, v: float, old: str) -> str | None:
        hv = half(v)
        dx = u - head.cx
        if hv <= 0 or abs(dx) > hv:
            return None
        edge = abs(dx) / max(hv, 1)
        if dx > 0 and edge > 0.72:
            return "C"
        if dx < 0 and edge > 0.80 and v < top + slope * 1.2:
            return "k"
        return "c"
    c.paint(body)
    neckline(c, head, style, top, neck_half, half)


def neckline(c: Canvas, head: Head, style: str, top: float, neck_half: float,
             half: object) -> None:
    """The collar, shirt, tie or necklace of each style."""
    cx = head.cx
    deep = head.h * 0.55

    def vee(u: float, v: float) -> float:
        """How far inside the V-neck (>0 inside)."""
        if v < top - 1:
            return -99.0
        depth = (v - top) / deep
        if depth > 1:
            return -99.0
        return neck_half * 1.05 * (1 - depth) - abs(u - cx)

    if style in ("cardigan", "suit"):
        def shirt(u: float, v: float, old: str) -> str | None:
            if old not in "ckC":
                return None
            inside = vee(u, v)
            if inside > 0:
                tie_half = max(0.8, head.w * 0.055) * (1 + (v - top) / deep * 0.6)
                if abs(u - cx) <= tie_half and v > top + head.h * 0.06:
                    return "X" if u > cx + tie_half * 0.3 else "x"
                if v < top + head.h * 0.10 and abs(u - cx) > tie_half + 0.6:
                    return "Y"  # the collar's shadow
                return "y"
            if inside > -max(1.0, head.w * 0.06) and style == "suit":
                return "C"  # the lapel line
            if inside > -max(1.0, head.w * 0.05) and style == "cardigan":
                return "k"
            return None
        c.paint(shirt)
        if style == "cardigan" and c.nw >= 40:
            for k in range(3):  # buttons
                v = top + deep + head.h * (0.10 + 0.16 * k)
                put_dot(c, cx + head.w * 0.02, v, "C")
    elif style == "racing":
        def suit(u: float, v: float, old: str) -> str | None:
            if old not in "ckC":
                return None
            band = top + head.h * 0.48 + (u - cx) * 0.12
            if band <= v <= band + max(1.6, head.h * 0.10):
                return "y"
            if band + max(1.6, head.h * 0.10) < v <= band + max(2.4, head.h * 0.14):
                return "Y"
            return None
        c.paint(suit)
        def collar(u: float, v: float, old: str) -> str | None:
            if top - head.h * 0.07 < v < top + head.h * 0.08 and abs(u - cx) <= neck_half * 1.2:
                if abs(u - cx) < 0.6 and c.nw >= 40:
                    return "Y"  # the zip
                return "o"
            return None
        c.paint(collar)
    elif style == "tshirt":
        def crew(u: float, v: float, old: str) -> str | None:
            if old not in "ckC":
                return None
            r = math.hypot((u - cx) / (neck_half * 1.15), (v - top) / (head.h * 0.16))
            if r < 1.0:
                return "S" if u > cx else "s"
            if r < 1.0 + max(0.25, 1.4 / head.w * 3):
                return "k"
            return None
        c.paint(crew)
    elif style == "blouse":
        def blouse(u: float, v: float, old: str) -> str | None:
            if old not in "ckC":
                return None
            r = math.hypot((u - cx) / (neck_half * 1.3), (v - top) / (head.h * 0.26))
            if r < 1.0:
                return "S" if u > cx + neck_half * 0.5 else "s"
            if r < 1.0 + max(0.18, 1.2 / head.w * 2):
                return "C"
            return None
        c.paint(blouse)
        pearls(c, cx, top, neck_half * 1.15, head.h * 0.22, head.w)
    elif style == "turtleneck":
        def roll(u: float, v: float, old: str) -> str | None:
            if head.chin - head.h * 0.02 < v < top + head.h * 0.14 and \
                    abs(u - cx) <= neck_half * 1.2:
                ridge = (v - head.chin) / max(1.0, head.h * 0.06)
                if c.nw >= 60 and int(ridge) % 2 == 1 and abs(u - cx) < neck_half:
                    return "C"
                return "C" if u > cx + neck_half * 0.5 else "c"
            return None
        c.paint(roll)


def put_dot(c: Canvas, u: float, v: float, role: str) -> None:
    c.put(c.col_of(u), c.row_of(v), role)


def pearls(c: Canvas, cx: float, top: float, rx: float, ry: float, hw: float) -> None:
    count = 9 if c.nw >= 60 else (7 if c.nw >= 40 else 5)
    for k in range(count):
        a = math.pi * (0.15 + 0.7 * k / (count - 1))
        u = cx - rx * math.cos(a)
        v = top + ry * math.sin(a) * 0.85
        put_dot(c, u, v, "x")
        if c.nw >= 60:
            put_dot(c, u + 1, v, "X")


# ------------------------------------------------------------------------ the head
def face(c: Canvas, head: Head, look: Look) -> None:
    # ears first, so the face's edge overlaps them
    ear_v0, ear_v1 = head.crown + head.h * 0.40, head.crown + head.h * 0.66
    for side in (-1, 1):
        eu = head.cx + side * (head.rx * 0.97)
        erx, ery = max(1.0, head.w * 0.09), (ear_v1 - ear_v0) / 2
        ev = (ear_v0 + ear_v1) / 2

        def ear(u: float, v: float, old: str, eu: float = eu, ev: float = ev,
                erx: float = erx, ery: float = ery, side: int = side) -> str | None:
            if ((u - eu) / erx) ** 2 + ((v - ev) / ery) ** 2 <= 1:
                return "S" if side > 0 else "s"
            return None
        c.paint(ear)
        if look.earrings:
            put_dot(c, eu + side * 0.3, ear_v1 + head.h * 0.03, "x")

    def skin(u: float, v: float, old: str) -> str | None:
        if not head.inside(u, v):
            return None
        hv = head.half_width(v)
        nx = (u - head.cx) / max(head.rx, 1)
        ny = (v - head.cy) / (head.h / 2)
        edge = abs(u - head.cx) / max(hv, 0.5)
        shade = nx * 0.9 + ny * 0.35
        if nx > 0 and edge > 0.84:
            return "S"
        if ny > 0.86 and edge > 0.35:
            return "S"
        if shade < -0.74 and ny < 0.3 and edge < 0.92:
            return "l"
        if shade > 0.80:
            return "S"
        return "s"
    c.paint(skin)


@dataclass(frozen=True)
class Expression:
    """What changes between neutral, the queen and the moon."""

    mouth: str
    brows: str
    lids: str


EXPRESSIONS = {
    "queen": Expression("aghast", "worried", "wide"),
    "moon": Expression("grin", "raised", "happy"),
}


def features(c: Canvas, head: Head, look: Look, expr: Expression) -> None:
    """Eyes, brows, nose, mouth, glasses, facial hair, freckles: stamped by size."""
    big = c.nw >= 60
    mid = 30 <= c.nw < 60
    eye_v = head.crown + head.h * 0.50
    eye_dx = head.w * 0.22
    er = c.row_of(eye_v)
    lcol = c.col_of(head.cx - eye_dx)
    rcol = c.col_of(head.cx + eye_dx) if c.nw % 2 == 0 else 2 * c.col_of(head.cx) - lcol
    rcol = max(rcol, 2 * int(head.cx) - lcol - (1 if c.nw % 2 == 0 else 0))
    if look.wrinkles and big:
        for k in (0, 1):
            v = head.crown + head.h * (0.24 + 0.06 * k)
            for u in range(int(head.cx - head.w * 0.16), int(head.cx + head.w * 0.14)):
                if (u + k) % 5 != 0:
                    put_dot(c, u + 0.5, v, "S")
    if look.freckles and (big or mid):
        for du, dv in ((-0.30, 0.62), (-0.22, 0.66), (-0.34, 0.68), (0.26, 0.62),
                       (0.20, 0.67), (0.32, 0.68)):
            put_dot(c, head.cx + head.w * du, head.crown + head.h * dv, "S")
    if look.beard:
        beard(c, head, expr)
    if expr.lids == "happy" and (big or mid) and not look.beard:  # a flush of pleasure
        for side in (-1, 1):
            u = head.cx + side * head.w * 0.30
            v = head.crown + head.h * 0.66
            put_dot(c, u, v, "m")
            if big:
                put_dot(c, u + 1, v, "m")
    if expr.mouth == "aghast" and (big or mid):  # a bead of sweat at the temple
        row = c.row_of(head.crown + head.h * 0.40)
        col = c.col_of(head.cx)
        while c.get(col + 1, row) in "lsS" and c.get(col + 1, row + 1) in "lsS":
            col += 1  # out to the temple, on the skin
        col -= 1 if big else 0
        c.put(col, row, "w")
        c.put(col, row + 1, "w")
        if big:
            c.put(col - 1, row + 1, "w")
            c.put(col, row + 2, "w")
            c.put(col - 1, row + 2, "S")
            c.put(col + 1, row + 1, "S")
    if head.w >= LARGE_HEAD:
        large_features(c, head, look, expr)
        return
    _eyes(c, head, lcol, rcol, er, expr.lids, big, mid)
    _brows(c, head, lcol, rcol, er, expr.brows, big, mid, look)
    _nose(c, head, big, mid)
    _mouth(c, head, expr.mouth, big, mid, look)
    if look.moustache:
        moustache(c, head, expr, big, mid)
    if look.glasses:
        glasses(c, head, lcol, rcol, er, look.glasses, big, mid)


def _eye_width(c: Canvas, head: Head) -> int:
    if c.nw < 30:
        return 1
    return max(3, min(8, round(head.w / 8)))


def _eyes(c: Canvas, head: Head, lcol: int, rcol: int, er: int, lids: str, big: bool,
          mid: bool) -> None:
    ew = _eye_width(c, head)
    for side, col in ((-1, lcol), (1, rcol)):
        x0 = col - ew // 2
        if not (big or mid):  # CGA: one dark pixel, a light one beside it when wide
            if lids == "happy":
                c.put(col, er, "d")
                continue
            c.put(col, er, "e")
            if lids == "wide":
                c.put(col, er - 1, "w")
            continue
        cells = list(range(x0, x0 + ew))
        inner = cells[-1] if side < 0 else cells[0]  # toward the nose
        iris = [x for x in cells if x != cells[0] and x != cells[-1]] if ew >= 3 else cells
        if ew >= 4:  # look slightly to the nose: an iris of two
            iris = cells[1:3] if side > 0 else cells[-3:-1]
        if lids == "happy":  # closed in a smile: an arc
            for x in cells:
                c.put(x, er, "d" if x not in (cells[0], cells[-1]) else "s")
                if x in (cells[0], cells[-1]):
                    c.put(x, er + 1, "d")
            continue
        if big:
            for x in cells:  # the upper lid: a dark line
                c.put(x, er - 1, "o")
            for x in cells:
                c.put(x, er, "e" if x in iris else "w")
            if lids == "wide":
                for x in cells:
                    c.put(x, er + 1, "e" if x in iris else "w")
                for x in cells:
                    c.put(x, er - 2, "o")
                    c.put(x, er - 1, "w" if x not in iris else "e")
            elif lids == "narrow":
                for x in cells:
                    c.put(x, er - 1, "o")
                c.put(cells[0], er, "s")
                c.put(cells[-1], er, "s")
            else:  # an almond: the second row is shorter
                for x in cells[1:-1]:
                    c.put(x, er + 1, "e" if x in iris else "w")
                if c.nw >= 75:
                    for x in iris:
                        c.put(x, er + 2, "S")
            c.put(inner, er, "w")
        else:  # EGA, Hercules: three pixels, one row
            for x in cells:
                c.put(x, er, "w")
            c.put(cells[1], er, "e")
            if lids == "wide":
                for x in cells:
                    c.put(x, er - 1, "w")
                c.put(cells[1], er - 1, "e")
            elif lids == "narrow":
                c.put(cells[0], er, "o")
                c.put(cells[2], er, "o")
            c.put(cells[0] if side < 0 else cells[2], er - (2 if lids == "wide" else 1), "o")


def _brows(c: Canvas, head: Head, lcol: int, rcol: int, er: int, brows: str, big: bool,
           mid: bool, look: Look) -> None:
    ew = _eye_width(c, head) + (1 if big else 0)
    gap = max(1, round(head.h * 0.075 / c.aspect))
    if not (big or mid):
        gap = 1
    base = er - gap - (1 if brows in ("raised", "worried") and (big or mid) else 0)
    if brows == "raised" and not (big or mid):
        base = er - 2
    for side, col in ((-1, lcol), (1, rcol)):
        x0 = col - ew // 2
        cells = list(range(x0, x0 + ew))
        if not (big or mid):
            cells = [col, col + side] if brows != "level" else [col]
            cells = [col - 1, col] if side < 0 else [col, col + 1]
        shape = brows
        if brows == "raised-one":
            shape = "raised" if side > 0 else "level"
        for k, x in enumerate(cells):
            t = k / max(1, len(cells) - 1)  # 0 outer .. 1 inner for the left brow
            inner = t if side < 0 else 1 - t
            dy = 0
            if shape == "worried":
                dy = -1 if inner > 0.6 else 0
            elif shape == "raised" or shape == "arched":
                dy = -1 if 0.2 < inner < 0.8 else 0
            elif shape == "heavy":
                dy = 1 if inner > 0.7 else 0
            c.put(x, base + dy, "b")
            if big and look.brows == "heavy" and inner > 0.1:
                c.put(x, base + dy + 1, "b")


def _nose(c: Canvas, head: Head, big: bool, mid: bool) -> None:
    tip_v = head.crown + head.h * 0.69
    col = c.col_of(head.cx)
    tip = c.row_of(tip_v)
    if big:
        top = c.row_of(head.crown + head.h * 0.55)
        for r in range(top, tip):
            c.put(col + 1, r, "S")
        c.put(col - 1, tip, "d")
        c.put(col + 1, tip, "d")
        c.put(col, tip, "S")
        c.put(col + 2, tip, "S")
        c.put(col - 1, tip - 1, "l") if c.get(col - 1, tip - 1) == "s" else None
    elif mid:
        c.put(col + 1, tip - 1, "S")
        c.put(col, tip, "S")
        c.put(col + 1, tip, "d")
    else:
        c.put(col, tip, "S")


def _mouth(c: Canvas, head: Head, mouth: str, big: bool, mid: bool, look: Look) -> None:
    cx = c.col_of(head.cx)
    row = c.row_of(head.crown + head.h * 0.83)
    half = max(1, round(head.w * (0.15 if big else 0.17)))
    if not (big or mid):
        half = 1
    left, right = cx - half + (0 if c.nw % 2 else 1), cx + half
    if not (big or mid):
        left, right = cx - 1 + (1 if c.nw % 2 == 0 else 0), cx + 1
        if mouth == "grin":
            c.put(left - 1, row - 1, "M")
            c.put(right + 1, row - 1, "M") if right + 1 - cx <= 2 else None
            for x in range(left, right + 1):
                c.put(x, row, "M")
        elif mouth == "aghast":
            c.put(cx, row, "M")
        elif mouth in ("smile", "smirk"):
            for x in range(left, right + 1):
                c.put(x, row, "m")
            c.put(right + 1, row - 1, "m")
            if mouth == "smile":
                c.put(left - 1, row - 1, "m")
        elif mouth == "frown":
            for x in range(left, right + 1):
                c.put(x, row, "m")
        else:
            for x in range(left, right + 1):
                c.put(x, row, "m")
        return
    xs = list(range(left, right + 1))
    if mouth == "grin":
        # open smile: lips above, teeth, dark mouth, corners up
        for x in xs:
            c.put(x, row - 1, "m" if x in (xs[0], xs[-1]) else "t")
            c.put(x, row, "M" if x not in (xs[0], xs[-1]) else "m")
        for x in xs[1:-1]:
            c.put(x, row + 1, "m" if (x not in (xs[1], xs[-2]) or not big) else "S")
        c.put(xs[0] - 1, row - 2, "d")
        c.put(xs[-1] + 1, row - 2, "d")
        c.put(xs[0], row - 2 + (0 if big else 1), "m" if not big else "S")
        if big:
            for x in xs[1:-1]:
                c.put(x, row - 1, "t")
            c.put(xs[0] - 1, row - 1, "d")
            c.put(xs[-1] + 1, row - 1, "d")
        return
    if mouth == "aghast":
        w = max(1, len(xs) // 3)
        mx = list(range(cx - w // 2, cx - w // 2 + w + (1 if big else 0)))
        for x in mx:
            c.put(x, row - 1, "m")
            c.put(x, row, "M")
            c.put(x, row + (1 if big else 0), "M" if big else "M")
        c.put(mx[0] - 1, row, "m")
        c.put(mx[-1] + 1, row, "m")
        if big:
            for x in mx:
                c.put(x, row + 2, "m")
            c.put(mx[0] - 1, row + 1, "m")
            c.put(mx[-1] + 1, row + 1, "m")
        return
    lip = "m"
    for x in xs:
        c.put(x, row, lip)
    if mouth == "thin":
        c.put(xs[0], row, "d")
        c.put(xs[-1], row, "d")
    elif mouth == "smile":
        c.put(xs[0] - 1, row - 1, lip)
        c.put(xs[-1] + 1, row - 1, lip)
        if big:
            for x in xs[1:-1]:
                c.put(x, row + 1, "S")
    elif mouth == "smirk":
        c.put(xs[-1] + 1, row - 1, lip)
        c.put(xs[-1], row - 1, "d") if big else None
        if big:
            for x in xs[:-1]:
                c.put(x, row + 1, "S")
    elif mouth == "frown":
        c.put(xs[0], row + 1, lip)
        c.put(xs[-1], row + 1, lip)
        c.put(xs[0], row, "s") if big else None
        c.put(xs[-1], row, "s") if big else None
    else:
        if big:
            for x in xs[1:-1]:
                c.put(x, row + 1, "S")


def moustache(c: Canvas, head: Head, expr: Expression, big: bool, mid: bool) -> None:
    cx = c.col_of(head.cx)
    row = c.row_of(head.crown + head.h * 0.83) - 1
    half = max(1, round(head.w * 0.19))
    if not (big or mid):
        for x in range(cx - 1 + (1 if c.nw % 2 == 0 else 0), cx + 2):
            c.put(x, row, "h")
        return
    for x in range(cx - half, cx + half + 1):
        c.put(x, row, "H" if x > cx + half // 2 else "h")
        if big and abs(x - cx) < half - 1:
            c.put(x, row - 1, "h" if x < cx else "H")
    if expr.mouth != "grin":
        c.put(cx - half - 1, row + 1, "h")
        c.put(cx + half + 1, row + 1, "H")


def beard(c: Canvas, head: Head, expr: Expression) -> None:
    mouth_v = head.crown + head.h * 0.83

    def fn(u: float, v: float, old: str) -> str | None:
        if old not in "lsSd":
            return None
        hv = head.half_width(v)
        if hv <= 0 and not (head.chin <= v < head.chin + head.h * 0.04):
            return None
        dx = abs(u - head.cx)
        jaw_line = head.crown + head.h * 0.66 + (1 - dx / max(head.rx, 1)) * head.h * 0.10
        if v < jaw_line:
            return None
        if (dx / (head.w * 0.18)) ** 2 + ((v - mouth_v) / (head.h * 0.05)) ** 2 <= 1:
            return None  # the mouth stays clear
        return "H" if u > head.cx + head.rx * 0.35 else "h"
    c.paint(fn)


def glasses(c: Canvas, head: Head, lcol: int, rcol: int, er: int, kind: str, big: bool,
            mid: bool) -> None:
    ew = _eye_width(c, head)
    if not (big or mid):
        c.put(lcol + 1, er, "g")
        c.put(rcol - 1, er, "g")
        c.put(lcol - 1, er, "g")
        c.put(rcol + 1, er, "g")
        return
    pad = 1
    top = er - (2 if big else 1)
    bot = er + (2 if big else 1)
    if kind == "square":
        top = er - 1
        bot = er + 1
    for _side, col in ((-1, lcol), (1, rcol)):
        x0 = col - ew // 2 - pad
        x1 = col - ew // 2 + ew - 1 + pad
        for x in range(x0, x1 + 1):
            if kind == "round" and x in (x0, x1):
                continue
            c.put(x, top, "g")
            c.put(x, bot, "g")
        for r in range(top + (1 if kind == "round" else 0), bot + (0 if kind == "round" else 1)):
            c.put(x0, r, "g")
            c.put(x1, r, "g")
        if kind == "round" and big:
            c.put(x0, bot - 1, "g")
            c.put(x1, bot - 1, "g")
    l1 = lcol - ew // 2 + ew
    r0 = rcol - ew // 2 - 1
    for x in range(l1, r0 + 1):
        c.put(x, er - (1 if big else 0) if kind == "round" else top, "g")


# -------------------------------------------------------------------------- the hair
def hair(c: Canvas, head: Head, look: Look, layer: str) -> None:
    """layer 'back' (behind the head) or 'front' (over it)."""
    style = look.hair
    cx, rx = head.cx, head.rx
    top = head.crown

    def shade(u: float, v: float, base: float = 0.0) -> str:
        dx = (u - cx) / (rx * 1.25)
        up = (v - head.crown) / head.h
        r = math.hypot((u - cx) / (rx * 1.2), (v - head.cy) / (head.h * 0.60))
        a = math.atan2(v - head.cy, u - cx)
        if 0.70 < r < 0.70 + max(0.12, 1.6 / head.w) and -2.55 < a < -1.80 and up < 0.3:
            return "j"  # the sheen: an arc on the upper left
        if dx > 0.78 - base or (dx > 0.45 and up > 0.55):
            return "H"
        return "h"

    def skull(u: float, v: float, grow: float, lift: float) -> bool:
        """Inside the head's upper ellipse made larger by grow (x) and lift (y)."""
        ry = (head.cy - top) + lift
        return ((u - cx) / (rx + grow)) ** 2 + ((v - head.cy) / ry) ** 2 <= 1 and v < head.cy

    if style == "wavy" and layer == "back":
        def fn(u: float, v: float, old: str) -> str | None:
            bottom = head.chin + head.h * 0.55
            if v < top or v > bottom:
                return None
            wave = math.sin(v / max(2.0, head.h * 0.09)) * rx * 0.10
            half = rx * 1.32 + wave
            if v > head.chin:
                half *= 1 - (v - head.chin) / (bottom - head.chin) * 0.25
            if abs(u - cx) <= half and skull(u, v, rx * 0.4, head.h * 0.06) or \
                    (v >= head.cy - 1 and abs(u - cx) <= half):
                strand = math.sin((u - cx) * 1.3 + v * 0.35) > 0.75 and c.nw >= 40
                return "H" if strand else shade(u, v, 0.15)
            return None
        c.paint(fn)
    if style == "bob" and layer == "back":
        def fn(u: float, v: float, old: str) -> str | None:
            bottom = head.crown + head.h * 0.92
            half = rx * 1.25
            if skull(u, v, rx * 0.25, head.h * 0.08) or (head.cy - 1 <= v <= bottom and
                                                        abs(u - cx) <= half):
                return shade(u, v, 0.1)
            return None
        c.paint(fn)
    if style == "bun" and layer == "back":
        br = head.w * 0.24
        bv = top - br * 0.35

        def fn(u: float, v: float, old: str) -> str | None:
            r = math.hypot(u - cx, (v - bv) * 1.15)
            if r <= br:
                return "H" if (u - cx) > br * 0.3 or r > br * 0.85 else (
                    "j" if (u - cx) < -br * 0.3 and v < bv else "h")
            return None
        c.paint(fn)
    if layer == "back":
        return

    if style == "receding":
        def fn(u: float, v: float, old: str) -> str | None:
            dx = abs(u - cx)
            if head.crown + head.h * 0.22 < v < head.crown + head.h * 0.52 and \
                    rx * 0.74 < dx <= rx * 1.10 and (dx <= head.half_width(v) + rx * 0.12):
                return "H" if u > cx else ("j" if v < head.crown + head.h * 0.34 else "h")
            return None
        c.paint(fn)
    elif style == "wavy":
        def fn(u: float, v: float, old: str) -> str | None:
            if not skull(u, v, rx * 0.18, head.h * 0.07):
                return None
            # a side-swept fringe: low on the left, high on the right
            t = (u - cx) / rx
            line = head.crown + head.h * (0.30 - 0.10 * t) + math.sin(t * 5) * head.h * 0.015
            if v < line or abs(u - cx) > rx * 0.86:
                return shade(u, v)
            return None
        c.paint(fn)
    elif style == "messy":
        def fn(u: float, v: float, old: str) -> str | None:
            t = (u - cx) / rx
            spikes = abs(math.sin(t * 4.6 + 0.6)) ** 0.6 * head.h * 0.10
            lift = head.h * 0.06 + spikes
            if not skull(u, v, rx * 0.10, lift):
                return None
            fringe = head.crown + head.h * (0.26 + 0.05 * abs(math.sin(t * 6.0)))
            if v < fringe or abs(u - cx) > rx * 0.90:
                return shade(u, v)
            return None
        c.paint(fn)
    elif style == "bun":
        def fn(u: float, v: float, old: str) -> str | None:
            if not skull(u, v, rx * 0.07, head.h * 0.03):
                return None
            t = (u - cx) / rx
            line = head.crown + head.h * (0.22 + 0.10 * abs(t) ** 1.5)
            if v < line or abs(u - cx) > rx * 0.88:
                if abs(u - cx) < max(0.6, rx * 0.05):
                    return "H"  # the centre parting
                # a grey streak on her left temple
                if -0.75 < t < -0.45 and c.nw >= 40:
                    return "j"
                return "H" if t > 0.4 else "h"
            return None
        c.paint(fn)
    elif style == "parted":
        def fn(u: float, v: float, old: str) -> str | None:
            if not skull(u, v, rx * 0.10, head.h * 0.06):
                return None
            t = (u - cx) / rx
            line = head.crown + head.h * (0.20 + 0.05 * (t + 1) ** 2 * 0.5)
            if v < line or (abs(u - cx) > rx * 0.88 and v < head.crown + head.h * 0.50):
                if abs(t + 0.45) < 0.04 and v < head.crown + head.h * 0.14 and c.nw >= 60:
                    return "H"  # the parting
                return shade(u, v)
            return None
        c.paint(fn)
    elif style == "bob":
        def fn(u: float, v: float, old: str) -> str | None:
            if not skull(u, v, rx * 0.25, head.h * 0.08):
                return None
            bangs = head.crown + head.h * 0.37
            if v < bangs or abs(u - cx) > rx * 0.84:
                return shade(u, v)
            return None
        c.paint(fn)


# ---------------------------------------------------------------- the silhouettes
def silhouette(c: Canvas, female: bool) -> None:
    look = Look("plain", "plain", jaw=2.2, head=0.92 if female else 1.0)
    head = place_head(c, look)
    backdrop(c)
    top = head.chin + head.h * 0.08
    span = head.w * (0.92 if female else 1.12)

    def fig(u: float, v: float, old: str) -> str | None:
        dx = u - head.cx
        inside = head.inside(u, v)
        if not inside:
            r = ((dx / (head.rx * (1.18 if female else 1.06))) ** 2
                 + ((v - head.cy) / (head.h * (0.56 if female else 0.52))) ** 2)
            inside = r <= 1 and v < head.cy + head.h * (0.38 if female else 0.0)
        if female and not inside:  # hair falling to the shoulders
            inside = head.cy <= v <= head.chin + head.h * 0.10 and abs(dx) <= head.rx * 1.18
        if not inside and head.chin - head.h * 0.1 < v < top + 2 and \
                abs(dx) < head.w * (0.19 if female else 0.24):
            inside = True  # the neck
        if not inside and v >= top:
            t = min(1.0, (v - top) / (head.h * 0.32))
            half = head.w * 0.24 + (span - head.w * 0.24) * math.sin(t * math.pi / 2) ** 0.7
            inside = abs(dx) <= half
        if not inside:
            return None
        return "c"
    c.paint(fig)
    # a rim of light on the left edge, shade on the right
    cells = [row[:] for row in c.cells]
    for j in range(c.nh):
        for i in range(c.nw):
            if cells[j][i] != "c":
                continue
            left = cells[j][i - 1] if i > 0 else "."
            right = cells[j][i + 1] if i + 1 < c.nw else "."
            up = cells[j - 1][i] if j > 0 else "."
            if left in ".,;" or (up in ".,;" and i < c.nw // 2):
                c.cells[j][i] = "k"
            elif right in ".,;":
                c.cells[j][i] = "C"


def draw_person(c: Canvas, look: Look, expression: str | None) -> None:
    if look.hair.startswith("silhouette"):
        silhouette(c, look.hair.endswith("female"))
        return
    neutral = Expression(look.mouth, look.brows, look.lids)
    expr = EXPRESSIONS.get(expression or "", neutral)
    if expression == "queen":
        expr = replace(expr, lids="wide")
    head = place_head(c, look)
    backdrop(c)
    female = look.hair in ("wavy", "bun", "bob")
    hair(c, head, look, "back")
    shoulders(c, head, look.clothes, female)
    face(c, head, look)
    hair(c, head, look, "front")
    features(c, head, look, expr)
