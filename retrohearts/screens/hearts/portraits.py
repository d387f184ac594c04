"""Portraits at the table: the six opponents' faces and your own silhouette.

Drawn from a few shapes scaled to any rectangle, so the same code serves a 320x200
CGA table and an 800x600 Super VGA one. Each opponent differs by hair shape as
well as colour, so they stay recognisable in two-colour modes.
"""

from __future__ import annotations

from dataclasses import dataclass

import pyxel

from retrohearts.pc.inks import Ink


@dataclass(frozen=True)
class Look:
    """How one opponent is drawn: hair style and the inks of hair and clothes."""

    hair: str  # "short", "long", "bald", "curly", "bun", "bob"
    hair_ink: str  # an Ink field name
    shirt_ink: str
    glasses: bool = False


LOOKS: dict[str, Look] = {
    "Jeffrey": Look("short", "black_suit", "back", glasses=True),
    "Lindsay": Look("long", "title", "red_suit"),
    "Michael": Look("bald", "text_dim", "accent"),
    "Ellen": Look("bun", "text_bright", "back_alt"),
    "David": Look("curly", "black_suit", "table_hi"),
    "Julia": Look("bob", "red_suit", "back_pattern"),
}


def draw_portrait(x: int, y: int, w: int, h: int, name: str, ink: Ink,
                  *, silhouette: str | None = None, lit: bool = False,
                  screen: tuple[int, int, int, int] = (0, 0, 4096, 4096)) -> None:
    """Draw a portrait in the w x h box at (x, y).

    silhouette "male"/"female" draws the player's own figure instead of a face;
    lit frames the portrait brightly (the leader, a winner); screen is the clip
    rectangle to restore afterwards.
    """
    pyxel.clip(x, y, w, h)
    try:
        _figure(x, y, w, h, name, ink, silhouette)
    finally:
        pyxel.clip(*screen)
    frame = ink.highlight if lit else ink.panel_dark
    pyxel.rectb(x, y, w, h, frame)
    if lit:
        pyxel.rectb(x + 1, y + 1, w - 2, h - 2, frame)


def _figure(x: int, y: int, w: int, h: int, name: str, ink: Ink, silhouette: str | None) -> None:
    pyxel.rect(x, y, w, h, ink.panel)
    cx = x + w // 2
    head_r = max(3, min(w, h) // 5)
    head_y = y + h * 2 // 5
    if silhouette is not None:
        _silhouette(cx, head_y, head_r, x, y, w, h, silhouette == "female", ink)
        return
    look = LOOKS.get(name, Look("short", "black_suit", "back"))
    hair = getattr(ink, look.hair_ink)
    shirt = getattr(ink, look.shirt_ink)
    skin = ink.card
    # shoulders
    body_top = head_y + head_r + max(1, head_r // 3)
    pyxel.elli(x + w // 8, body_top, w - w // 4, (y + h - 2 - body_top) * 2, shirt)
    pyxel.rect(x + 2, y + h - 2, w - 4, 1, ink.panel_dark)
    # hair behind the head
    if look.hair == "long":
        pyxel.rect(cx - head_r - 1, head_y - head_r, head_r * 2 + 3, head_r * 2 + head_r, hair)
    if look.hair == "bob":
        pyxel.rect(cx - head_r - 1, head_y - head_r, head_r * 2 + 3, head_r * 2, hair)
    if look.hair == "bun":
        pyxel.circ(cx, head_y - head_r - max(1, head_r // 2), max(1, head_r // 2), hair)
    pyxel.circ(cx, head_y, head_r, skin)
    pyxel.circb(cx, head_y, head_r, ink.card_edge)
    # hair on top
    if look.hair in ("short", "long", "bob", "bun"):
        pyxel.rect(cx - head_r, head_y - head_r, head_r * 2 + 1, max(1, head_r * 2 // 3), hair)
    elif look.hair == "curly":
        for dx in range(-head_r, head_r + 1, max(1, head_r // 2)):
            pyxel.circ(cx + dx, head_y - head_r + 1, max(1, head_r // 3), hair)
    elif look.hair == "bald":
        pyxel.line(cx - head_r, head_y, cx - head_r, head_y - head_r // 2, hair)
        pyxel.line(cx + head_r, head_y, cx + head_r, head_y - head_r // 2, hair)
    # face
    eye_y = head_y - head_r // 5
    eye_dx = max(1, head_r * 2 // 5)
    pyxel.pset(cx - eye_dx, eye_y, ink.black_suit)
    pyxel.pset(cx + eye_dx, eye_y, ink.black_suit)
    if look.glasses and head_r >= 4:
        r = max(1, head_r // 3)
        pyxel.circb(cx - eye_dx, eye_y, r, ink.black_suit)
        pyxel.circb(cx + eye_dx, eye_y, r, ink.black_suit)
    mouth = max(1, head_r // 3)
    pyxel.line(cx - mouth, head_y + head_r // 2, cx + mouth, head_y + head_r // 2, ink.red_suit)


def _silhouette(cx: int, head_y: int, head_r: int, x: int, y: int, w: int, h: int,
                female: bool, ink: Ink) -> None:
    dark = ink.panel_text
    body_top = head_y + head_r + max(1, head_r // 3)
    if female:
        pyxel.rect(cx - head_r - 1, head_y - head_r, head_r * 2 + 3, head_r * 3, dark)
        pyxel.elli(x + w // 5, body_top, w - w * 2 // 5, (y + h - 2 - body_top) * 2, dark)
    else:
        pyxel.elli(x + w // 10, body_top, w - w // 5, (y + h - 2 - body_top) * 2, dark)
    pyxel.circ(cx, head_y, head_r, dark)
    pyxel.rect(x + 1, y + h - 2, w - 2, 1, ink.panel)
