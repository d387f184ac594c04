"""Playing cards: suits, the 52-card deck, jokers, and the notations players type.

A card is identified by its *index*: ``suit * 13 + rank - 2`` (0..51), so the two of clubs is 0
and the ace of hearts is 51; jokers are 52..55.  The same numbering is the bit order of the
engine's bit masks (``retrohearts.hearts.masks``).

Parsing follows the xhearts convention, case-insensitively: a rank ``2``-``9``, ``T`` or ``10``,
``J``, ``Q``, ``K``, ``A`` followed by a suit letter ``C``, ``D``, ``S``, ``H``::

    >>> Card.parse("qs"), Card.parse("10d"), str(Card.parse("td"))
    (Card.parse('QS'), Card.parse('TD'), 'TD')
"""

from __future__ import annotations

from enum import IntEnum
from functools import total_ordering

__all__ = [
    "Card",
    "JACK_OF_DIAMONDS",
    "QUEEN_OF_SPADES",
    "RANK_LETTERS",
    "Suit",
    "TWO_OF_CLUBS",
    "full_deck",
]


class Suit(IntEnum):
    """The four suits, in bit-mask order."""

    CLUBS = 0
    DIAMONDS = 1
    SPADES = 2
    HEARTS = 3

    @property
    def letter(self) -> str:
        """"C", "D", "S" or "H"."""
        return "CDSH"[self.value]

    @property
    def symbol(self) -> str:
        """The suit symbol for display: ♣ ♦ ♠ ♥."""
        return "♣♦♠♥"[self.value]

    @property
    def is_red(self) -> bool:
        """True for diamonds and hearts."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def plural(self) -> str:
        """Lower-case plural name: "clubs"."""
        return self.name.lower()

    @property
    def singular(self) -> str:
        """Lower-case singular name: "club"."""
        return self.name.lower()[:-1]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """A suit from its letter, symbol or name ("h", "♥", "hearts"); ValueError otherwise."""
        t = text.strip().lower()
        for suit in cls:
            if t in (suit.letter.lower(), suit.symbol, suit.plural, suit.singular):
                return suit
        raise ValueError(f"Not a suit: {text!r}")


#: Rank letters by rank (index 0 and 1 unused): "23456789TJQKA".
RANK_LETTERS = "??23456789TJQKA"
_RANK_NAMES = (
    "", "", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "jack", "queen", "king", "ace",
)
_JOKER_BASE = 52


@total_ordering
class Card:
    """One playing card: immutable, hashable, ordered by index (suit, then rank).

    ``Card(rank, suit)`` with rank 2..14 (11 jack, 12 queen, 13 king, 14 ace).  Jokers come from
    :meth:`Card.joker`; a joker's ``rank`` is 0 and its ``suit`` is meaningless (check
    :attr:`is_joker` first).
    """

    __slots__ = ("rank", "suit", "index")

    rank: int
    suit: Suit
    index: int

    def __init__(self, rank: int, suit: Suit, *, _joker: int = 0) -> None:
        if _joker:
            if not 1 <= _joker <= 4:
                raise ValueError(f"No joker number {_joker}: jokers are 1-4")
            object.__setattr__(self, "rank", 0)
            object.__setattr__(self, "suit", Suit.CLUBS)
            object.__setattr__(self, "index", _JOKER_BASE + _joker - 1)
            return
        if not isinstance(rank, int) or not 2 <= rank <= 14:
            raise ValueError(f"No card rank {rank!r}: ranks are 2-14")
        suit = Suit(suit)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "index", suit.value * 13 + rank - 2)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_index, (self.index,))

    # -- construction ---------------------------------------------------------------------------
    @staticmethod
    def from_index(index: int) -> Card:
        """The card with this index (0..51, or 52..55 for jokers 1-4)."""
        if not isinstance(index, int) or not 0 <= index < len(_ALL):
            raise ValueError(f"No card index {index!r}")
        return _ALL[index]

    @staticmethod
    def joker(n: int) -> Card:
        """Joker number ``n`` (1-4)."""
        if not isinstance(n, int) or not 1 <= n <= 4:
            raise ValueError(f"No joker number {n!r}: jokers are 1-4")
        return _ALL[_JOKER_BASE + n - 1]

    @staticmethod
    def parse(text: str) -> Card:
        """Read what a player types: "QS", "qs", "TD", "10d", "jd", "2c"; jokers "JK1".."JK4".

        Raises ValueError with a message a player can read.
        """
        if not isinstance(text, str):
            raise ValueError(f"Not a card: {text!r}")
        t = text.strip().upper().replace(" ", "")
        if t.startswith("JK") and t[2:].isdigit() and 1 <= int(t[2:]) <= 4:
            return Card.joker(int(t[2:]))
        if t.startswith("JOKER") and t[5:].isdigit() and 1 <= int(t[5:]) <= 4:
            return Card.joker(int(t[5:]))
        if len(t) < 2:
            raise ValueError(
                f"Not a card: {text.strip()!r} (type a rank and a suit, like QS or 10d)"
            )
        rank_text, suit_text = t[:-1], t[-1]
        if suit_text not in "CDSH":
            raise ValueError(f"Not a card: {text.strip()!r} (the suit letter is C, D, S or H)")
        if rank_text == "10":
            rank_text = "T"
        if len(rank_text) != 1 or rank_text not in RANK_LETTERS[2:]:
            raise ValueError(
                f"Not a card: {text.strip()!r} (the rank is 2-9, T or 10, J, Q, K or A)"
            )
        rank = RANK_LETTERS.index(rank_text)
        return _ALL["CDSH".index(suit_text) * 13 + rank - 2]

    # -- properties -------------------------------------------------------------------------------
    @property
    def is_joker(self) -> bool:
        """True for the four jokers."""
        return self.index >= _JOKER_BASE

    @property
    def points(self) -> int:
        """Hearts points: 1 for a heart, 13 for the queen of spades, else 0."""
        if self.index >= _JOKER_BASE:
            return 0
        if self.suit is Suit.HEARTS:
            return 1
        return 13 if self.index == 36 else 0

    @property
    def name(self) -> str:
        """Words for the card: "queen of spades", "ten of diamonds", "joker 2"."""
        if self.is_joker:
            return f"joker {self.index - _JOKER_BASE + 1}"
        return f"{_RANK_NAMES[self.rank]} of {self.suit.plural}"

    @property
    def label(self) -> str:
        """What a screen shows a player: "10D", "QS", "2C" (``str`` keeps "TD")."""
        if self.is_joker:
            return str(self)
        rank = "10" if self.rank == 10 else RANK_LETTERS[self.rank]
        return rank + self.suit.letter

    @property
    def rank_letter(self) -> str:
        """"2".."9", "T", "J", "Q", "K", "A" (or "*" for a joker)."""
        return "*" if self.is_joker else RANK_LETTERS[self.rank]

    # -- dunder -----------------------------------------------------------------------------------
    def __str__(self) -> str:
        if self.is_joker:
            return f"JK{self.index - _JOKER_BASE + 1}"
        return RANK_LETTERS[self.rank] + self.suit.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.index == other.index
        return NotImplemented

    def __lt__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.index < other.index
        return NotImplemented

    def __hash__(self) -> int:
        return self.index


def _build() -> tuple[Card, ...]:
    cards = [Card(rank, suit) for suit in Suit for rank in range(2, 15)]
    cards += [Card(0, Suit.CLUBS, _joker=n) for n in range(1, 5)]
    return tuple(cards)


_ALL: tuple[Card, ...] = _build()

QUEEN_OF_SPADES: Card = _ALL[36]
TWO_OF_CLUBS: Card = _ALL[0]
JACK_OF_DIAMONDS: Card = _ALL[13 + 9]


def full_deck() -> list[Card]:
    """The 52 cards (no jokers), in index order."""
    return list(_ALL[:52])
