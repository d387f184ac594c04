"""A HomeRun deal: 7 ranks of 5 cards, one layout card and a 16-card pack, from a number.

Deal ``n`` (1 .. 999,999,999, as in Hearts) shuffles the 52 cards in index order with
:class:`retrohearts.rng.Rng` seeded with ``n``; shuffled positions ``5*r`` .. ``5*r + 4`` are
rank ``r + 1`` from back to front (position ``5*r + 4`` is the card that can be played first),
position 35 is the layout card and positions 36 .. 51 the pack, top first.  The golden tests
pin this down: changing it changes every deal number players have written down.
"""

from __future__ import annotations

from collections.abc import Sequence

from retrohearts.cards import Card
from retrohearts.rng import Rng

__all__ = ["DEAL_MAX", "DEAL_MIN", "Deal", "check_deal_number", "RANKS", "RANK_SIZE", "PACK_SIZE"]

DEAL_MIN = 1
DEAL_MAX = 999_999_999
RANKS = 7
RANK_SIZE = 5
PACK_SIZE = 16


def check_deal_number(number: object) -> int:
    """``number`` if it is a valid deal number, else ValueError with a readable message."""
    if isinstance(number, bool) or not isinstance(number, int) or not (
        DEAL_MIN <= number <= DEAL_MAX
    ):
        raise ValueError(f"Deal numbers are {DEAL_MIN} to {DEAL_MAX:,}, not {number!r}")
    return number


def _cards(items: object, what: str) -> tuple[Card, ...]:
    if isinstance(items, str | bytes) or not isinstance(items, Sequence):
        raise ValueError(f"{what} must be a list of cards")
    out = tuple(items)
    for c in out:
        if not isinstance(c, Card):
            raise ValueError(f"{what} holds {c!r}, which is not a card")
        if c.is_joker:
            raise ValueError(f"{what} holds a joker: jokers are never dealt")
    return out


class Deal:
    """Where every card lies at the start of a hand.

    ``Deal(ranks=[[5 cards, back to front] x 7], layout=card, pack=[16 cards, top first])``, or
    :meth:`from_number`.  All 52 cards exactly once, no jokers; anything else raises
    ValueError.  ``number`` is the deal number, or None for a hand-built deal.
    """

    __slots__ = ("ranks", "layout", "pack", "number")

    ranks: tuple[tuple[Card, ...], ...]
    layout: Card
    pack: tuple[Card, ...]
    number: int | None

    def __init__(self, ranks: Sequence[Sequence[Card]], layout: Card, pack: Sequence[Card],
                 *, number: int | None = None) -> None:
        self._fill(ranks, layout, pack, number)
        if len(self.ranks) != RANKS or any(len(r) != RANK_SIZE for r in self.ranks):
            raise ValueError(f"A deal has {RANKS} ranks of {RANK_SIZE} cards")
        if len(self.pack) != PACK_SIZE:
            raise ValueError(f"A deal has {PACK_SIZE} cards in the pack, not {len(self.pack)}")

    def _fill(self, ranks: object, layout: object, pack: object, number: int | None) -> None:
        if isinstance(ranks, str | bytes) or not isinstance(ranks, Sequence):
            raise ValueError("The ranks must be a list of lists of cards")
        rank_cards = tuple(_cards(r, f"Rank {i + 1}") for i, r in enumerate(ranks))
        if not isinstance(layout, Card) or layout.is_joker:
            raise ValueError("The layout card must be a card (not a joker)")
        pack_cards = _cards(pack, "The pack")
        every = [c for r in rank_cards for c in r] + [layout] + list(pack_cards)
        if len(set(every)) != len(every):
            raise ValueError("A card appears twice in the deal")
        if number is not None:
            check_deal_number(number)
        object.__setattr__(self, "ranks", rank_cards)
        object.__setattr__(self, "layout", layout)
        object.__setattr__(self, "pack", pack_cards)
        object.__setattr__(self, "number", number)

    @classmethod
    def small(cls, ranks: Sequence[Sequence[Card]], layout: Card, pack: Sequence[Card]) -> Deal:
        """A reduced deal for tests and exhaustive checks: up to 7 ranks of up to 7 cards and
        any pack, each card at most once (the full-size checks are skipped)."""
        deal = cls.__new__(cls)
        deal._fill(ranks, layout, pack, None)
        if not 1 <= len(deal.ranks) <= RANKS or any(len(r) > 7 for r in deal.ranks):
            raise ValueError("A small deal has 1 to 7 ranks of at most 7 cards")
        if len(deal.pack) > 31:
            raise ValueError("A small deal has at most 31 pack cards")
        return deal

    @classmethod
    def from_number(cls, number: int) -> Deal:
        """Deal number ``number``: the same cards in the same places on every machine."""
        check_deal_number(number)
        deck = list(range(52))
        Rng(number).shuffle(deck)
        cards = [Card.from_index(i) for i in deck]
        ranks = [cards[RANK_SIZE * r:RANK_SIZE * r + RANK_SIZE] for r in range(RANKS)]
        return cls(ranks, cards[35], cards[36:], number=number)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Deal is immutable")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Deal):
            return (self.ranks, self.layout, self.pack) == (other.ranks, other.layout, other.pack)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.ranks, self.layout, self.pack))

    def to_text(self) -> str:
        """One line: the ranks back to front, the layout card and the pack top first, e.g.
        ``"2C 3D 4S 5H 6C/... | 7D | 8S 9H ..."``.  :meth:`parse` reads it back."""
        ranks = "/".join(" ".join(map(str, r)) for r in self.ranks)
        return f"{ranks} | {self.layout} | {' '.join(map(str, self.pack))}"

    @classmethod
    def parse(cls, text: str) -> Deal:
        """The deal :meth:`to_text` wrote (full-size or small); ValueError if it is not one."""
        if not isinstance(text, str) or text.count("|") != 2:
            raise ValueError("A deal is written as RANKS | LAYOUT | PACK")
        ranks_text, layout_text, pack_text = (p.strip() for p in text.split("|"))
        ranks = [[Card.parse(t) for t in r.split()] for r in ranks_text.split("/")]
        layout = Card.parse(layout_text)
        pack = [Card.parse(t) for t in pack_text.split()]
        try:
            return cls(ranks, layout, pack)
        except ValueError:
            return cls.small(ranks, layout, pack)

    def __repr__(self) -> str:
        if self.number is not None:
            return f"Deal.from_number({self.number})"
        return f"Deal.parse({self.to_text()!r})"
