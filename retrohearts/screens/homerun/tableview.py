"""What HomeRun's table shows in one frame, as plain values: the game screen fills a
:class:`TableView`, and ``tabledraw`` and ``infowindow`` draw it (so the deal and the
flying cards can show a table the engine has already moved on from)."""

from __future__ import annotations

from dataclasses import dataclass

from retrohearts.cards import Card


@dataclass(frozen=True)
class PlayerLine:
    name: str
    game: int  # the running total of the player's latest game (the one in play, if theirs)
    total: int  # the competition's total
    current: bool


@dataclass(frozen=True)
class TableView:
    """Everything the table shows this frame."""

    ranks: tuple[tuple[Card, ...], ...]  # back to front
    layout: Card | None
    pack_left: int
    jokers: int
    selected: str | None  # a stop ("P", "J", "R1".."R7") or None
    labels: tuple[str, str, str, str]  # Pack, Jokers, Hand, Bonus (already translated)
    values: tuple[int, int, int, int]
    players: tuple[PlayerLine, ...]
    status: str
    show_totals: bool
    menu_label: str
    #: the longest statuses of the language: the window keeps room for each of them
    status_room: tuple[str, ...] = ()
