"""HomeRun's information window along the bottom of the table.

It shows what the manual's section 8 lists (the cards left in the pack, the jokers, the
hand's card points and run bonus, each player's running total, a diamond at the player
whose turn it is) and our status line (refusals, hints, par, "winnable?"). The room is
shared out once per mode and language (:func:`info_layout`): the counts at the left, as
four labelled columns or in a compact two-by-two form, the players at the right, and the
status between them with room for the language's longest texts. Where the window cannot
hold those, the status goes on the table above it (CGA), or, where the table has no room
either (the Psion with two players), a status too long for the middle covers the counts
while it shows. A name may run on over the blank part of its score column; names too long
for the room are cut, two players' alike ones keeping their distinguishing end ("Spiel.1",
"Spiel.2"), and two players' two score columns (the game in play, the competition) shrink to
the competition's total.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from retrohearts.screens.homerun.tablelayout import TableGeometry
from retrohearts.screens.homerun.tableview import TableView
from retrohearts.ui.fontstyle import draw_text, text_width, wrap_width
from retrohearts.ui.text import dim_on

if TYPE_CHECKING:
    from retrohearts.pc.app import App

DIAMOND = "\u2666"
MIN_NAME = "Anna."  # a name is never cut shorter than this is wide


@dataclass(frozen=True)
class Metrics:
    """The widths the window is built of, in pixels."""

    pad: int
    gap: int  # between the status and the blocks either side of it
    line_h: int
    four_w: int  # the counts as four labelled columns
    compact_w: int  # the counts two by two
    compact_col: int
    num_w: int  # one score column
    columns: tuple[str, ...]  # the score columns: "game" and/or "total"
    name_w: int
    players_w: int  # the players' block with "Menu", from its left to the window's edge


def _num_w(app: App, view: TableView) -> int:
    """A score column: five digits at least on a wide screen (four on a narrow one), so
    the window's plan stays put while the scores grow."""
    least = "00,000" if app.width >= 400 else "0,000"
    cells = [f"{p.game:,}" for p in view.players] + [f"{p.total:,}" for p in view.players]
    return max(text_width(app, c, True) for c in (least, *cells))


def measure(app: App, geo: TableGeometry, view: TableView) -> Metrics:
    pad = max(3, app.font.cell_w // 2 + 1)
    gap = max(2 * pad, app.font.cell_w)
    four_w = sum(max(text_width(app, lab), text_width(app, "0000", True)) + 3 * pad
                 for lab in view.labels) - 3 * pad
    counts = [text_width(app, f"{lab} {max(v, 10):,}") for lab, v in
              zip(view.labels, view.values, strict=True)]
    compact_col = max(counts) + 2 * pad
    compact_w = compact_col + max(counts[1::2])  # the second column is only as wide as its own
    num_w = _num_w(app, view)
    widest = max((text_width(app, p.name) for p in view.players), default=0)
    fixed = text_width(app, DIAMOND) + pad + text_width(app, view.menu_label) + 4 * pad
    free = geo.info[2] - pad - compact_w - gap - fixed
    columns: tuple[str, ...] = ("game", "total") if view.show_totals else ("game",)
    least = min(widest, text_width(app, MIN_NAME))
    if len(columns) > 1 and free - 2 * (num_w + pad) < least:
        columns = ("total",)  # the manual's one running total a player
    name_w = max(0, min(widest, free - len(columns) * (num_w + pad)))
    players_w = fixed + name_w + len(columns) * (num_w + pad)
    return Metrics(pad, gap, geo.line_h, four_w, compact_w, compact_col, num_w, columns,
                   name_w, players_w)


@dataclass(frozen=True)
class InfoPlan:
    """How the window is shared out."""

    four: bool  # the counts as four labelled columns (else "Pack 12" over "Hand 48" ...)
    status_x: int  # where the status starts, from the window's left
    status_w: int  # how wide it may be; 0: it goes on the table above the window
    lines: int  # how many lines it may take
    #: where a status too long for the middle goes instead: over the counts, from the
    #: window's left edge (x, width); (0, 0) when it never needs to
    wide: tuple[int, int] = (0, 0)


def fits(app: App, text: str, width: int, lines: int) -> bool:
    """Does ``text`` wrap into ``lines`` lines of ``width`` pixels?"""
    return width > 0 and len(wrap_width(app, text, width)) <= lines


def info_layout(app: App, geo: TableGeometry, view: TableView) -> InfoPlan:
    """The window's plan for this mode and language (see the module's docstring)."""
    m = measure(app, geo, view)
    w, rows = geo.info[2], geo.info_rows
    longest = view.status_room or (view.status,)
    rooms = [(four, m.pad + left + m.gap, w - m.pad - left - 2 * m.gap - m.players_w)
             for four, left in ((True, m.four_w), (False, m.compact_w))]
    for four, x, room in rooms:
        if room >= w // 4 and all(fits(app, text, room, rows) for text in longest):
            return InfoPlan(four, x, room, rows)
    lines = geo.table_status_lines
    if all(fits(app, text, app.width - geo.rank_x[0] - 4, lines) for text in longest):
        return InfoPlan(rooms[0][2] >= w // 4, 0, 0, lines)
    four, x, room = next((r for r in rooms if r[2] >= w // 4), rooms[-1])
    return InfoPlan(four, x, max(0, room), rows,
                    wide=(m.pad, w - m.pad - m.gap - m.players_w))


def fit_name(app: App, name: str, room: int) -> str:
    """``name`` cut to ``room`` pixels (a cut name ends in a dot)."""
    if text_width(app, name) <= room:
        return name
    while name and text_width(app, name + ".") > room:
        name = name[:-1]
    name = name.rstrip(" -") or name
    return name + "." if name else ""


def _tail(name: str, others: list[str]) -> str:
    """The end of ``name`` that tells it from ``others``: its last word ("Graf" of
    "Maximilian Graf") when theirs differ, else from where it first differs ("1" of
    "Spieler 1" beside "Spieler 2")."""
    cut = max(name.rfind(" "), name.rfind("-")) + 1
    word = name[cut:]
    if cut > 0 and word and all(not o.endswith(word) for o in others):
        return word
    first = min((next((i for i, (a, b) in enumerate(zip(name, o, strict=False))
                           if a != b),
                      min(len(name), len(o))) for o in others), default=len(name))
    return name[first:].strip()


def _alike(a: str, b: str) -> bool:
    """Two shown names that tell their players apart poorly: the same, or one the other's
    start ("Maximilian." beside "Maximiliane.")."""
    a, b = a.rstrip("."), b.rstrip(".")
    return a.startswith(b) or b.startswith(a)


def fit_names(app: App, names: list[str], rooms: list[int]) -> list[str]:
    """Each name cut to its room as :func:`fit_name` does; where that leaves two players
    alike ("Spieler." and "Spieler."), a cut name keeps its distinguishing end after the
    dot ("Spiel.1", "Maximil.Graf") so the players stay apart."""
    shown = [fit_name(app, n, r) for n, r in zip(names, rooms, strict=True)]
    out = []
    for i, (name, room, cut) in enumerate(zip(names, rooms, shown, strict=True)):
        others = [n for j, n in enumerate(names) if j != i]
        if cut == name or not any(_alike(cut, o) for j, o in enumerate(shown) if j != i):
            out.append(cut)
            continue
        tail = _tail(name, others)
        if not tail or text_width(app, tail) > room // 2:
            tail = tail[-max(1, len(tail) // 2):] if tail else ""
        head = name[:len(name) - len(tail)].rstrip(" -")
        while head and text_width(app, head + "." + tail) > room:
            head = head[:-1]
        form = f"{head.rstrip(' -')}.{tail}" if head and tail else cut
        out.append(form if text_width(app, form) <= room else cut)
    return out


def status_on_table(app: App, geo: TableGeometry, text: str, lines: int) -> None:
    """The status on the table, just above the window, right of the jokers."""
    x0 = geo.rank_x[0]
    wrapped = wrap_width(app, text, app.width - x0 - 4)[:lines]
    y = geo.info[1] - len(wrapped) * geo.line_h - 2
    for i, line in enumerate(wrapped):
        draw_text(app, x0, y + i * geo.line_h, line, app.ink.text_bright)


def draw_info(app: App, geo: TableGeometry, view: TableView) -> None:
    """The window: counts at the left, players at the right (each block centred on the
    window's height), the status between them."""
    import pyxel

    ink = app.ink
    x, y, w, h = geo.info
    pyxel.rect(x, y, w, h, ink.panel)
    pyxel.rectb(x, y, w, h, ink.panel_text)
    m = measure(app, geo, view)
    top = y + (h - 2 * m.line_h) // 2 + 1
    plan = info_layout(app, geo, view)
    status_x, status_w = plan.status_x, plan.status_w
    if view.status and status_w and plan.wide[1] and not fits(app, view.status, status_w,
                                                              plan.lines):
        status_x, status_w = plan.wide  # a long status covers the counts while it shows
    else:
        _draw_counts(app, x + m.pad, top, view, plan.four, m)
    _draw_players(app, x + w - m.pad, top, view, m)
    if not view.status:
        return
    if not status_w:
        status_on_table(app, geo, view.status, plan.lines)
        return
    lines = wrap_width(app, view.status, status_w)[:plan.lines]
    sy = y + (h - len(lines) * m.line_h) // 2 + 1
    for i, line in enumerate(lines):
        draw_text(app, x + status_x, sy + i * m.line_h, line, ink.panel_text)


def _draw_counts(app: App, col_x: int, top: int, view: TableView, four: bool,
                 m: Metrics) -> None:
    col, lh = app.ink.panel_text, m.line_h
    if four:  # label over value, four columns
        for label, value in zip(view.labels, view.values, strict=True):
            draw_text(app, col_x, top, label, col)
            draw_text(app, col_x, top + lh, f"{value:,}", col, bold=True)
            col_x += max(text_width(app, label), text_width(app, "0000", True)) + 3 * m.pad
        return
    for i, (label, value) in enumerate(zip(view.labels, view.values, strict=True)):
        cx, cy = col_x + (i % 2) * m.compact_col, top + (i // 2) * lh  # "Pack 12" / "Hand 48"
        draw_text(app, cx, cy, label, col)
        draw_text(app, cx + text_width(app, label + " "), cy, f"{value:,}", col, bold=True)


def _draw_players(app: App, right: int, top: int, view: TableView, m: Metrics) -> None:
    """The players right-aligned at ``right``, a diamond at the current one, and "Menu"."""
    ink = app.ink
    pad = m.pad
    menu_w = text_width(app, view.menu_label) + 2 * pad
    draw_text(app, right - menu_w + pad, top, view.menu_label,
              dim_on(app, ink.panel, ink.text_dim, ink.panel_text))
    right -= menu_w + pad
    nx = right - len(m.columns) * (m.num_w + pad) - m.name_w
    rooms = []
    for i, p in enumerate(view.players):
        ly = top + i * m.line_h
        # the game in play shows for the player whose turn it is only, beside the totals;
        # with one column, each player's latest game (one game each) or total
        cells = [(f"{p.game:,}" if p.current or len(m.columns) == 1 else "")
                 if c == "game" else f"{p.total:,}" for c in m.columns]
        cx, left = right, right
        for cell in reversed(cells):
            cw = text_width(app, cell, True)
            draw_text(app, cx - cw, ly, cell, ink.panel_text, bold=True)
            if cell:
                left = cx - cw
            cx -= m.num_w + pad
        # a name may run on over the blank part of the score column beside it
        rooms.append(max(m.name_w, left - pad - nx))
        if p.current:
            draw_text(app, nx - text_width(app, DIAMOND) - pad, ly, DIAMOND, ink.panel_text)
    shown = fit_names(app, [p.name for p in view.players], rooms)
    for i, name in enumerate(shown):
        draw_text(app, nx, top + i * m.line_h, name, ink.panel_text)
