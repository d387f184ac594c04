"""HomeRun's rule switches and card values: what a card is worth and what fits on what.

Suits never matter in HomeRun.  A card's *value* is its rank with aces low (A=1 .. K=13); a
joker's value is 0, and 0 on the layout means "anything fits".  Two values are adjacent when
they differ by exactly 1 (no wrap: K and A are not adjacent).
"""

from __future__ import annotations

from dataclasses import dataclass

from retrohearts.cards import Card

__all__ = [
    "CLEAR_BONUS_BASE",
    "EXTRA_JOKER_ABOVE",
    "HomeRunRules",
    "JOKERS_PER_GAME",
    "PACK_CARD_BONUS",
    "POINTS_BY_VALUE",
    "RUN_BONUS",
    "JOKER_BONUS",
    "card_points",
    "card_value",
    "clear_bonus",
    "run_after",
    "value_name",
]

#: Points for a card played from the ranks, by value (index 0 = joker): K, A 8; Q, J, 3, 2 6;
#: 10, 9, 5, 4 4; 8, 7, 6 2.
POINTS_BY_VALUE: tuple[int, ...] = (0, 8, 6, 6, 4, 4, 2, 2, 2, 4, 4, 6, 6, 8)
RUN_BONUS = 10           # each card after the 3rd of a pure run
CLEAR_BONUS_BASE = 20    # for clearing all the ranks
PACK_CARD_BONUS = 10     # per card left in the pack at a clear
JOKER_BONUS = 50         # per joker still held at a clear
EXTRA_JOKER_ABOVE = 240  # a gamble bet won while the bonus stands above this earns a joker
JOKERS_PER_GAME = 4

_VALUE_NAMES = ("joker", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def card_value(card: Card) -> int:
    """A=1 .. K=13 (aces low); 0 for a joker."""
    if card.is_joker:
        return 0
    return 1 if card.rank == 14 else card.rank


def card_points(card: Card) -> int:
    """The points a card earns when it is played from the ranks (a joker earns none)."""
    return POINTS_BY_VALUE[card_value(card)]


def value_name(value: int) -> str:
    """"A", "2" .. "10", "J", "Q", "K", or "joker" for 0."""
    return _VALUE_NAMES[value]


def run_after(run_len: int, run_dir: int, value: int, layout_value: int) -> tuple[int, int]:
    """The pure run after a rank card of ``value`` goes on a layout of ``layout_value``:
    (length, direction +1 / -1 / 0).  After a pack or joker play the run is (0, 0) (or (1, 0)
    when the layout card counts); onto a joker a new run of 1 starts; a step the other way is a
    turn, and the turning card starts the new run with the card it turns on (length 2)."""
    step = value - layout_value if layout_value else 0
    if run_len == 0 or step == 0:
        return 1, 0
    if run_dir == 0 or step == run_dir:
        return run_len + 1, step
    return 2, step


def clear_bonus(pack_left: int, jokers_held: int) -> int:
    """The bonus for clearing the ranks: 20 + 10 per pack card left + 50 per joker held."""
    return CLEAR_BONUS_BASE + PACK_CARD_BONUS * pack_left + JOKER_BONUS * jokers_held


@dataclass(frozen=True, slots=True)
class HomeRunRules:
    """The switches where the manual leaves room for a choice (defaults: our reading of it).

    * ``draw_anytime``: the pack may be drawn at any time (Golf's rule); by default only when
      no card from the ranks fits the layout (held jokers don't count).
    * ``run_counts_layout_card``: the pack card or starting card a pure run starts on counts
      as the run's first card; by default a run counts only cards played from the ranks.
    * ``gamble_multiplier``: what a won bet multiplies the bonus by (2 to 10).
    """

    draw_anytime: bool = False
    run_counts_layout_card: bool = False
    gamble_multiplier: int = 2

    def __post_init__(self) -> None:
        for name in ("draw_anytime", "run_counts_layout_card"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"HomeRun rule {name} must be true or false")
        m = self.gamble_multiplier
        if isinstance(m, bool) or not isinstance(m, int) or not 2 <= m <= 10:
            raise ValueError(f"The gamble multiplier is 2 to 10, not {m!r}")

    def to_dict(self) -> dict[str, object]:
        """The switches as plain data (for HOMERUN.INI)."""
        return {
            "draw_anytime": self.draw_anytime,
            "run_counts_layout_card": self.run_counts_layout_card,
            "gamble_multiplier": self.gamble_multiplier,
        }

    @classmethod
    def from_dict(cls, data: object) -> HomeRunRules:
        """Rules from :meth:`to_dict` output; missing keys take the defaults, bad ones raise
        ValueError with a readable message."""
        if not isinstance(data, dict):
            raise ValueError("HomeRun rules must be a table of switches")
        unknown = set(data) - {"draw_anytime", "run_counts_layout_card", "gamble_multiplier"}
        if unknown:
            raise ValueError(f"Unknown HomeRun rule {sorted(map(str, unknown))[0]!r}")
        default = cls()
        draw = data.get("draw_anytime", default.draw_anytime)
        run = data.get("run_counts_layout_card", default.run_counts_layout_card)
        mult = data.get("gamble_multiplier", default.gamble_multiplier)
        if not isinstance(draw, bool) or not isinstance(run, bool):
            raise ValueError("HomeRun rule switches must be true or false")
        if isinstance(mult, bool) or not isinstance(mult, int):
            raise ValueError(f"The gamble multiplier is 2 to 10, not {mult!r}")
        return cls(draw_anytime=draw, run_counts_layout_card=run, gamble_multiplier=mult)
