"""Windows Hearts' scoreboard on the name plates (issue 29, point 12): after a hand the
leader's score in blue, at the end of the game the winner's in red, where the mode has
the colours; elsewhere (mono, Hercules, CGA's green-red-brown set) the leader's plate in
inverse video and the winner's marked WIN (or "*")."""

from __future__ import annotations

import numpy as np
import pytest
from pixels import native_frame, region
from screen_driver import drawn_text
from table_driver import ALL_MODES, KeyboardDriver, start

from retrohearts.screens.hearts.table.controller import Phase
from retrohearts.screens.hearts.table.scoreboard import scoreboard_inks
from retrohearts.screens.hearts.table.table import table_layout
from retrohearts.screens.hearts.table.tabledraw import name_plate_rect, score_text
from retrohearts.ui.rect import Rect

CASES = [(mode, monitor, "1-high") for mode, monitor in ALL_MODES]
CASES += [("cga", "color", "0-low"), ("cga", "color", "5-high")]
#: where a whole game is played to see the winner's colour (the leader's is seen everywhere)
TO_GAME_END = {("vga", "color", "1-high"), ("cga", "color", "1-high"),
               ("hercules", "mono", "1-high"), ("ega64k", "color", "1-high"),
               ("cga", "color", "0-low")}
COLOURED = {("vga", "color"), ("ega", "color"), ("ega64k", "color"), ("svga640", "color"),
            ("svga800", "color"), ("cga", "color")}


def _glyphs(line: np.ndarray) -> set[int]:
    """The colours of a line's letters: all but its most common (the plate)."""
    values, counts = np.unique(line, return_counts=True)
    ground = values[counts.argmax()]
    return {int(v) for v in values if v != ground}


def _score_line(app, table, seat: int) -> Rect:  # type: ignore[no-untyped-def]
    lay = table_layout(app)
    plan = lay.seats[seat]
    lines = (table.names[seat], score_text(table.ctl, seat))
    plate = name_plate_rect(app, lay, plan.label, plan.label_right, lines)
    return Rect(plate.x + 1, plan.label[1] + lay.cell_h, plate.w - 2, lay.cell_h)


@pytest.mark.parametrize(("mode", "monitor", "palette"), CASES)
def test_leader_in_blue_winner_in_red(mode: str, monitor: str, palette: str) -> None:
    app, table = start(mode, monitor, end_score=50, cga_palette=palette)
    ctl = table.ctl
    driver = KeyboardDriver(app, table)
    inks = scoreboard_inks(app)
    coloured = (mode, monitor) in COLOURED and palette != "0-low"
    assert (inks is not None) == coloured, (mode, monitor, palette)
    if inks is not None:
        colours = app.video.palette.colors
        blue, red = colours[inks.leader], colours[inks.winner]
        assert (blue & 255) > (blue >> 16) + 60  # blue (or CGA's cyan): blue above red
        assert inks.winner == app.ink.red_suit and (red >> 16) > (red & 255) // 2
    driver.until(lambda: ctl.phase is Phase.HAND_END)
    leaders = ctl.port.leaders()
    frame = native_frame(app)
    for seat in range(4):
        line = region(frame, _score_line(app, table, seat))
        if inks is not None:
            assert (_glyphs(line) == {inks.leader}) == (seat in leaders), (mode, seat)
        else:  # inverse video: the leaders' plates share a background the others lack
            lay = table_layout(app)
            plan = lay.seats[seat]
            corner = frame[plan.label[1] - 1, (plan.label[0] - 1) if not plan.label_right
                           else plan.label[0]]
            assert (corner != app.ink.bg) == (seat in leaders), (mode, seat)
    if (mode, monitor, palette) not in TO_GAME_END:
        return
    driver.until(lambda: ctl.phase is Phase.GAME_END)
    frame = native_frame(app)
    for seat in range(4):
        text = score_text(ctl, seat)
        line = region(frame, _score_line(app, table, seat))
        won = seat in ctl.state.winners
        if inks is not None:
            assert (_glyphs(line) == {inks.winner}) == won, (mode, seat)
        plate_text = f"{text}{' WIN' if app.width > 320 else '*'}"
        assert won == (plate_text in drawn_text(app))  # the mark says it in every mode


def test_every_coloured_mode_has_a_blue_that_reads() -> None:
    app, _table = start("vga")
    inks = scoreboard_inks(app)
    assert inks is not None and inks.plate == app.ink.card  # a white plate, as in Windows
    assert app.video.palette.colors[inks.leader] == 0x0000AA  # EGA's blue
