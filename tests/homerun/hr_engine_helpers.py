"""Hand-built HomeRun deals for the engine tests."""

from __future__ import annotations

from retrohearts.cards import Card, full_deck
from retrohearts.homerun import Deal


def cards(text: str) -> list[Card]:
    """"5H 4C 3D" -> cards."""
    return [Card.parse(t) for t in text.split()]


def small(ranks: list[str], layout: str, pack: str = "") -> Deal:
    """A small deal: each rank written back to front ("9C 5H" plays 5H first)."""
    return Deal.small([cards(r) for r in ranks], Card.parse(layout), cards(pack))


def full(fronts: list[str], layout: str, pack_top: str = "") -> Deal:
    """A full-size deal whose ranks end (front last) with ``fronts[i]`` and whose pack starts
    with ``pack_top``; every other card fills the ranks' backs and the pack's bottom, in index
    order."""
    used = {c for f in fronts for c in cards(f)} | {Card.parse(layout)} | set(cards(pack_top))
    rest = [c for c in full_deck() if c not in used]
    ranks = []
    for i in range(7):
        given = cards(fronts[i]) if i < len(fronts) else []
        need = 5 - len(given)
        ranks.append(rest[:need] + given)
        rest = rest[need:]
    return Deal(ranks, Card.parse(layout), cards(pack_top) + rest)
