"""The Title screen: the program's title, a copyright line, scrolling credits.

Nothing to select: any key or either mouse button leaves it for the screen made by
``next_screen``, but F5, which switches your portrait (the Rules screen's Your Portrait,
male or female): the title shows your figure and its name for a few seconds, and the
game about to begin takes it. The credits name the video mode (and the chip set driver
when NOVESA took that path), so the title also shows what the PC is doing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from retrohearts import __version__ as VERSION
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.shared.portraits import draw_title_portraits, title_fits
from retrohearts.ui.bigtext import big_text_size, draw_big_text
from retrohearts.ui.cards import draw_card, draw_pip
from retrohearts.ui.text import draw_centered, luminance, readable_on, wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App

TITLE = "HEARTS"
COPYRIGHT = "Copyright (c) 2026 The RetroHearts Authors"
TAGLINE = "After the 1993 DOS Hearts of Villa Crespo Software"

CREDITS = (
    "\u2665 \u2666 RETROHEARTS \u2663 \u2660",
    "",
    "A re-creation of a 1993 card game",
    "on an emulated early-90s PC",
    "",
    "Rules engine and opponents",
    "Jeffrey, Lindsay, Michael",
    "Ellen, David and Julia",
    "(they play for keeps)",
    "",
    "Video: Hercules, CGA, EGA,",
    "VGA and Super VGA",
    "Sound: PC speaker, AdLib",
    "and Sound Blaster",
    "",
    "Fonts drawn pixel by pixel",
    "Built with Python and pyxel",
    "",
    "F5 switches your portrait",
    "",
    "Thanks for playing!",
    "",
)
PORTRAIT_SHOWN = 180  # frames your figure stays on the title after F5 (3 seconds)


class TitleScreen(Screen):
    """Title, copyright and credits until any key or click."""

    show_halo = False

    def __init__(self, next_screen: Callable[[App], Screen] | None = None, *,
                 portrait: str = "male",
                 on_portrait: Callable[[str], None] | None = None) -> None:
        self.next_screen = next_screen
        self.frames = 0
        self.portrait = portrait  # your figure at the table: "male" or "female"
        self._on_portrait = on_portrait  # told of each switch (the game about to begin)
        self._switched_at: int | None = None

    def on_enter(self, app: App) -> None:
        _music(app, "theme")  # the Music control decides whether it is heard

    def update(self, app: App) -> None:
        self.frames += 1
        if app.input.pressed("F5"):  # the one key that does not leave the title
            self.portrait = "female" if self.portrait == "male" else "male"
            self._switched_at = self.frames
            if self._on_portrait is not None:
                self._on_portrait(self.portrait)
            return
        if app.input.anything:
            _music(app, None)  # the theme belongs to the title screen alone
            if self.next_screen is None:
                app.pop()
            else:
                app.replace(self.next_screen(app))

    def credits(self, app: App) -> list[str]:
        mode = app.mode
        video = [f"Now showing: {mode.name}", f"mode {mode.bios_mode} via {mode.driver}"]
        if app.choice.chipset:
            video.append(f"chip set found: {app.choice.chipset}")
        return [*CREDITS[:-1], *video, ""]

    def draw(self, app: App) -> None:
        import pyxel

        ink, lay = app.ink, app.layout
        w, h = app.width, app.height
        pyxel.cls(ink.bg)
        edge = ink.accent if ink.accent != ink.bg else ink.text
        pyxel.rectb(2, 2, w - 4, h - 4, edge)
        pyxel.rectb(4, 4, w - 8, h - 8, edge)
        y = self._draw_heading(app)
        y = self._draw_queens(app, y + lay.card_raise)
        bottom = h - lay.line_h - 6
        self._draw_credits(app, y, bottom - y - lay.gap, edge)
        prompt = f"Press any key or click to begin  -  v{VERSION}"
        if lay.columns() < len(prompt) + 2:
            prompt = "Press any key or click"
        if (self.frames // 40) % 4 != 3:  # a slow blink
            draw_centered(app, bottom + 1, prompt, ink.text_dim)
        if self.showing_portrait():
            self._draw_your_portrait(app, y, bottom - y - lay.gap)

    def showing_portrait(self) -> bool:
        """Whether your figure is on the title now (for a while after F5)."""
        return (self._switched_at is not None
                and self.frames - self._switched_at < PORTRAIT_SHOWN)

    def _draw_your_portrait(self, app: App, top: int, height: int) -> None:
        """Your figure and its name in a small window over the credits."""
        import pyxel

        from retrohearts.screens.hearts.shared.portraits import draw_portrait, portrait_box

        ink, lay = app.ink, app.layout
        pw, ph = portrait_box(app)
        label = f"Your portrait: {self.portrait.capitalize()}"
        w = max(pw, app.text_width(label)) + lay.cell_w * 2
        h = min(height, ph + lay.line_h + lay.gap * 3)
        x, y = (app.width - w) // 2, top + max(0, (height - h) // 2)
        pyxel.rect(x, y, w, h, ink.panel)
        pyxel.rectb(x, y, w, h, ink.panel_text)
        draw_portrait(x + (w - pw) // 2, y + lay.gap, pw, ph, "You", ink,
                      silhouette=self.portrait, screen=(0, 0, app.width, app.height))
        draw_centered(app, y + lay.gap * 2 + ph, label, ink.panel_text, x, w)

    def _draw_heading(self, app: App) -> int:
        """Big title between a heart and a spade, tagline, copyright; return the y below."""
        ink, lay = app.ink, app.layout
        w = app.width
        sx = max(2, (w * 11 // 20) // (len(TITLE) * 8))
        sy = max(2, round(sx / lay.pixel_aspect))
        tw, th = big_text_size(TITLE, sx, sy)
        tx, ty = (w - tw) // 2, 8 + lay.cell_h // 2 + lay.gap
        shade = ink.shadow if ink.shadow != ink.bg else None
        bevel = ink.text_bright if ink.text_bright not in (ink.title, ink.bg) else None
        draw_big_text(app, tx, ty, TITLE, sx, sy, ink.title, shade, bevel)
        pw = (7 * sx) | 1
        ph = round(pw / lay.pixel_aspect)
        heart = ink.red_suit if not ink.hollow_red and ink.red_suit != ink.bg else ink.title
        draw_pip(app, (tx - pw) // 2, ty, "H", pw, ph, heart, ink.hollow_red)
        draw_pip(app, tx + tw + (w - tx - tw - pw) // 2, ty, "S", pw, ph, ink.text_bright)
        y = ty + th + lay.gap
        tag = TAGLINE if lay.columns() >= len(TAGLINE) + 2 else "After the 1993 DOS Hearts"
        draw_centered(app, y, tag, ink.text_dim)
        y += lay.line_h
        copyright_line = (COPYRIGHT if lay.columns() >= len(COPYRIGHT) + 2
                          else "(c) 2026 RetroHearts Authors")
        draw_centered(app, y, copyright_line, ink.text)
        return y + lay.line_h + lay.gap

    def _draw_queens(self, app: App, y: int) -> int:
        """The four queens, fanned; return the y below them."""
        lay = app.layout
        step = lay.card_w + lay.gap if lay.big_cards else lay.card_step
        if not title_fits(app, 3 * step + lay.card_w):
            step = lay.card_step  # a tighter fan leaves room for the six portraits
        fan_w = 3 * step + lay.card_w
        fx = (app.width - fan_w) // 2
        for i, suit in enumerate("CDHS"):
            lift = lay.card_raise if i in (1, 2) else 0
            draw_card(app, fx + i * step, y - lift, 12, suit)
        bottom = y + lay.card_h
        if title_fits(app, fan_w):
            top = y - lay.card_raise
            bottom = max(bottom, draw_title_portraits(app, fx, fx + fan_w, top,
                                                      bottom - top, self.frames))
        return bottom + lay.gap + 2

    def _draw_credits(self, app: App, y: int, box_h: int, edge: int) -> None:
        """Credits rolling up through a framed box on the felt."""
        import pyxel

        ink, lay = app.ink, app.layout
        box_w = min(app.width - 24, 40 * lay.cell_w)
        box_x = (app.width - box_w) // 2
        if box_h < lay.line_h + 6:
            return
        pyxel.rect(box_x, y, box_w, box_h, ink.table)
        pyxel.rectb(box_x, y, box_w, box_h, edge)
        inner_y, inner_h = y + 2, box_h - 4
        cols = max(8, (box_w - 8) // lay.cell_w)
        lines = [part for line in self.credits(app) for part in wrap(line, cols)]
        total = len(lines) * lay.line_h + inner_h
        # start with the box full, then roll upwards half a pixel a frame
        offset = (self.frames // 2 + inner_h - lay.line_h // 2) % total
        ink_rest = readable_on(app, ink.table, ink.text, ink.card, ink.black_suit)
        bright_enough = abs(luminance(app, ink.text_bright) - luminance(app, ink.table)) > 80
        ink_first = ink.text_bright if bright_enough else ink_rest
        pyxel.clip(box_x + 2, inner_y, box_w - 4, inner_h)
        for i, line in enumerate(lines):
            ly = inner_y + inner_h - offset + i * lay.line_h
            if inner_y - lay.line_h < ly < inner_y + inner_h:
                draw_centered(app, ly, line, ink_first if i == 0 else ink_rest, box_x, box_w)
        pyxel.clip(0, 0, app.width, app.height)


def _music(app: App, tune: str | None) -> None:
    """Start a tune (or stop the music) on the PC's sound, if it has any; never fatal."""
    sound = app.services.get("sound")
    if sound is None:
        return
    try:
        if tune is None:
            sound.stop_music()
        else:
            sound.play_music(tune)
    except Exception:  # noqa: BLE001 - the title never fails for want of music
        return
