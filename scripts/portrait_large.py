"""Faces for the large boxes (the Players screen): features drawn as shapes, not stamps.

When a head is 44 or more pixels wide a 3-pixel eye looks like a slit, so eyes, brows, nose,
mouth, glasses and moustache are drawn as small shapes in display units (an almond with an
iris and a lid, a brow of some thickness, a curved mouth) and sampled like the rest of the
portrait. Used by ``portrait_art.features`` for heads that wide.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from portrait_art import Canvas, Expression, Head, Look

LARGE_HEAD = 44.0


def large_features(c: Canvas, head: Head, look: Look, expr: Expression) -> None:
    eye_v = head.crown + head.h * 0.50
    eye_dx = head.w * 0.21
    for side in (-1, 1):
        ex = head.cx + side * eye_dx
        _eye(c, head, ex, eye_v, side, expr.lids)
        _brow(c, head, ex, eye_v, side, expr.brows, look)
    _nose(c, head)
    _mouth(c, head, expr.mouth)
    if look.moustache:
        _moustache(c, head, expr)
    if look.glasses:
        for side in (-1, 1):
            _lens(c, head, head.cx + side * eye_dx, eye_v, side, look.glasses)
        _bridge(c, head, eye_dx, eye_v, look.glasses)


def _eye(c: Canvas, head: Head, ex: float, ey: float, side: int, lids: str) -> None:
    rx = head.w * 0.10
    ry = head.h * {"wide": 0.058, "narrow": 0.026}.get(lids, 0.040)
    line = max(1.0, c.aspect * 0.9)
    if lids == "happy":  # shut in a smile: an arc bowed upward
        def arc(u: float, v: float, old: str) -> str | None:
            t = (u - ex) / rx
            if abs(t) > 1:
                return None
            centre = ey + ry * 0.3 - (1 - t * t) * ry * 1.2
            return "o" if abs(v - centre) <= line * 0.6 else None
        c.paint(arc)
        return
    iris_x = ex - side * rx * 0.12
    iris_r = min(rx * 0.46, ry * 1.5 if lids != "wide" else rx * 0.40)

    def eye(u: float, v: float, old: str) -> str | None:
        d = ((u - ex) / rx) ** 2 + ((v - ey) / ry) ** 2
        if d > 1:
            return None
        if v < ey and d > 0.45 and (v - ey) / ry < -0.35:
            return "o"  # the upper lid and lashes
        if math.hypot(u - iris_x, (v - ey) * 1.0) <= iris_r:
            if math.hypot(u - (iris_x - iris_r * 0.35), v - (ey - iris_r * 0.35)) < 0.9:
                return "w"  # the glint
            return "e"
        return "w"
    c.paint(eye)

    def lower(u: float, v: float, old: str) -> str | None:  # the lower lid's shade
        t = (u - ex) / rx
        if abs(t) > 0.8 or old not in "lsS":
            return None
        centre = ey + ry * (1.0 + 0.35) * math.sqrt(max(0.0, 1 - t * t)) * 0.85
        return "S" if abs(v - centre) <= line * 0.5 else None
    c.paint(lower)


def _brow(c: Canvas, head: Head, ex: float, ey: float, side: int, brows: str,
          look: Look) -> None:
    shape = brows
    if brows == "raised-one":
        shape = "raised" if side > 0 else "level"
    lift = {"raised": 0.035, "worried": 0.015}.get(shape, 0.0)
    base = ey - head.h * (0.095 + lift)
    half = head.w * 0.12
    thick = head.h * (0.030 if look.brows == "heavy" else 0.020)
    thick = max(thick, c.aspect * 1.05)

    def brow(u: float, v: float, old: str) -> str | None:
        t = (u - ex) / half  # -1..1 across the brow
        if abs(t) > 1:
            return None
        inner = -t * side  # 1 at the nose end
        y = base - (1 - t * t) * head.h * 0.018  # a gentle arch
        if shape == "worried":
            y -= max(0.0, inner) * head.h * 0.035
            y += max(0.0, -inner) * head.h * 0.010
        elif shape == "heavy":
            y += max(0.0, inner) * head.h * 0.020
        elif shape == "raised" or shape == "arched":
            y -= (1 - t * t) * head.h * 0.012
        taper = thick * (0.55 + 0.45 * (1 - abs(t) ** 2)) if shape != "heavy" else thick
        return "b" if abs(v - y) <= taper / 2 + 0.01 else None
    c.paint(brow)


def _nose(c: Canvas, head: Head) -> None:
    top = head.crown + head.h * 0.55
    tip = head.crown + head.h * 0.69
    cx = head.cx
    w = head.w * 0.07

    def nose(u: float, v: float, old: str) -> str | None:
        if old not in "lsSd":
            return None
        if top <= v <= tip and cx + 0.4 <= u <= cx + 1.6 + (v - top) / (tip - top) * w * 0.4:
            return "S"  # the shaded side of the bridge
        ny = (v - tip) / (head.h * 0.025)
        if -1 <= ny <= 1:
            dx = abs(u - cx)
            if w * 0.45 <= dx <= w * 0.85 and ny > -0.2:
                return "d"  # nostrils
            if dx < w * 0.45 and ny > 0.3:
                return "S"
        return None
    c.paint(nose)


def _mouth(c: Canvas, head: Head, mouth: str) -> None:
    mv = head.crown + head.h * 0.83
    half = head.w * 0.15
    line = max(1.2, c.aspect * 1.05)
    cx = head.cx
    if mouth == "grin":
        def grin(u: float, v: float, old: str) -> str | None:
            t = (u - cx) / (half * 1.15)
            if abs(t) > 1:
                return None
            upper = mv - head.h * 0.015 - t * t * head.h * 0.035
            lower = mv + head.h * 0.055 * (1 - t * t) - t * t * head.h * 0.02
            if upper - line * 0.7 <= v < upper:
                return "m"
            if upper <= v <= lower:
                return "t" if v < upper + (lower - upper) * 0.45 else "M"
            if lower < v <= lower + line * 0.8:
                return "m"
            return None
        c.paint(grin)
        return
    if mouth == "aghast":
        rx, ry = half * 0.42, head.h * 0.040

        def oh(u: float, v: float, old: str) -> str | None:
            d = ((u - cx) / rx) ** 2 + ((v - mv - ry * 0.4) / ry) ** 2
            if d <= 0.55:
                return "M"
            if d <= 1:
                return "m"
            return None
        c.paint(oh)
        return
    curve = {"smile": -0.022, "smirk": 0.0, "frown": 0.018, "thin": 0.0, "flat": 0.0}
    bend = curve.get(mouth, 0.0) * head.h

    def lips(u: float, v: float, old: str) -> str | None:
        t = (u - cx) / half
        if abs(t) > 1:
            return None
        y = mv + t * t * bend
        if mouth == "smirk":
            y -= max(0.0, t) ** 2 * head.h * 0.025
        thick = line * (0.6 if mouth == "thin" else 1.0)
        if abs(v - y) <= thick / 2:
            return "d" if mouth == "thin" or abs(t) > 0.85 else "m"
        if mouth != "thin" and abs(t) < 0.6 and 0 < v - y - thick / 2 <= line * 0.9:
            return "m" if abs(t) < 0.45 else None  # the lower lip
        if mouth != "thin" and abs(t) < 0.4 and 0 < v - y - thick / 2 - line * 0.9 <= line:
            return "S"  # the shadow under it
        return None
    c.paint(lips)


def _moustache(c: Canvas, head: Head, expr: Expression) -> None:
    mv = head.crown + head.h * 0.83
    half = head.w * 0.19
    lift = head.h * (0.012 if expr.mouth == "grin" else 0.0)

    def tache(u: float, v: float, old: str) -> str | None:
        t = (u - head.cx) / half
        if abs(t) > 1:
            return None
        top = mv - head.h * 0.075 + abs(t) * head.h * 0.02 - lift
        bottom = mv - head.h * 0.012 + abs(t) ** 2 * head.h * 0.03 - lift
        if top <= v <= bottom:
            return "H" if t > 0.45 or v > bottom - 0.8 else "h"
        return None
    c.paint(tache)


def _lens(c: Canvas, head: Head, ex: float, ey: float, side: int, kind: str) -> None:
    line = max(1.0, c.aspect * 0.95)
    if kind == "round":
        r = head.w * 0.135

        def ring(u: float, v: float, old: str) -> str | None:
            d = math.hypot(u - ex, v - ey)
            return "g" if r - line * 0.5 <= d <= r + line * 0.5 else None
        c.paint(ring)
        return
    hw, hh = head.w * 0.135, head.h * 0.060

    def rim(u: float, v: float, old: str) -> str | None:
        dx, dy = abs(u - ex), v - ey
        if dx > hw + 0.5 or abs(dy) > hh + line * 0.5:
            return None
        if abs(abs(dy) - hh) <= line * 0.5 and dx <= hw:
            return "g" if dy < 0 or dx < hw * 0.9 else None
        if abs(dx - hw) <= 0.5 and abs(dy) <= hh:
            return "g"
        return None
    c.paint(rim)


def _bridge(c: Canvas, head: Head, eye_dx: float, ey: float, kind: str) -> None:
    line = max(1.0, c.aspect * 0.95)
    reach = eye_dx - head.w * 0.135
    y = ey - head.h * (0.01 if kind == "round" else 0.03)

    def bridge(u: float, v: float, old: str) -> str | None:
        if abs(u - head.cx) <= reach + 0.5 and abs(v - y) <= line * 0.5:
            return "g"
        return None
    c.paint(bridge)
    for side in (-1, 1):  # the arms, back to the ears
        x0 = head.cx + side * (eye_dx + head.w * 0.135)

        def arm(u: float, v: float, old: str, x0: float = x0, side: int = side) -> str | None:
            if 0 <= (u - x0) * side <= head.w * 0.12 and abs(v - y) <= line * 0.5:
                return "g"
            return None
        c.paint(arm)
