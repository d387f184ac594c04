"""The QUIT question at the table leaves every player's name readable, in every mode and
every CGA colour set: the window fits between the name plates (CGA's felt is 130 pixels
high), its shadow too, and its buttons' halo stays inside it."""

from __future__ import annotations

import pytest
from pixels import native_frame, same
from table_driver import ALL_MODES, KeyboardDriver, start

from retrohearts.screens.hearts.shared.layout import table_layout
from retrohearts.screens.hearts.table.quitdialog import QuitDialog
from retrohearts.screens.hearts.table.tabledraw import name_plate_rect, score_text
from retrohearts.ui.rect import Rect

CASES = [(mode, monitor, "1-high") for mode, monitor in ALL_MODES]
CASES += [("cga", "color", palette) for palette in ("1-low", "0-high", "0-low", "5-high",
                                                     "5-low")]


@pytest.mark.parametrize(("mode", "monitor", "palette"), CASES)
def test_quit_dialog_covers_no_name_plate_and_no_portrait(mode: str, monitor: str,
                                                          palette: str) -> None:
    app, table = start(mode, monitor, cga_palette=palette)
    ctl = table.ctl
    KeyboardDriver(app, table).until(lambda: ctl.waiting_for == "pass")
    lay = table_layout(app)
    keep: list[Rect] = []
    for seat, plan in enumerate(lay.seats):
        lines = (table.names[seat], score_text(ctl, seat))
        keep += [name_plate_rect(app, lay, plan.label, plan.label_right, lines), plan.portrait]
    before = native_frame(app)
    dialog = QuitDialog(table)
    app.push(dialog)
    app.update(app.input.__class__())  # a frame with the halo on Yes
    after = native_frame(app)
    for r in keep:
        assert same(before, after, r), (mode, palette, r)
    plan = dialog.plan(app)
    # the window is there, whole: its frame differs from the felt it covers
    assert not same(before, after, plan.rect)
    assert all(plan.rect.x <= b.x and b.right <= plan.rect.right for b in plan.buttons)
    for target in dialog.targets(app):
        reach = target.halo
        assert plan.rect.x < target.x - reach and target.x + target.w + reach < plan.rect.right
        assert plan.rect.y < target.y - reach and target.y + target.h + reach < plan.rect.bottom
    assert plan.rect.bottom + plan.shadow <= lay.menu.y  # the prompt stays in sight
