"""House rules of Hearts: every option of the three manuals, and the named presets.

Seats are 0-3 clockwise: 0 South (the human), 1 West, 2 North, 3 East.  Play goes clockwise, so
after seat ``s`` comes ``s + 1``.  Someone sitting at South and facing the table has West on
the left hand, so "the player to the left" of seat ``s`` is ``(s + 1) % 4``: passing LEFT goes
to ``s + 1``, and "the player left of the dealer" (who leads first under the DOS standard rule)
is ``(dealer + 1) % 4``, the first player clockwise after the dealer.

How the rules combine (the legality itself is in :mod:`retrohearts.hearts.masks`):

* **First lead.** ``first_lead="two_of_clubs"``: whoever holds the two of clubs after the pass
  leads it, and nothing else.  ``"left_of_dealer"``: the player left of the dealer leads any
  card, except that hearts are not yet broken (see below), so not a heart.
* **Hearts broken.** With ``must_break_hearts``, a heart may not be led until a heart has been
  played (or, with ``queen_breaks_hearts``, the queen of spades).  A leader holding nothing but
  hearts (``lead_hearts_when="only_hearts"``) or nothing but hearts and the queen of spades
  (``"only_points"``) is exempt.
* **No points on the first trick** (``points_on_first_trick=False``): on trick 1 nobody may play
  a heart or the queen of spades, whether leading, following or discarding, as long as they hold
  any other card the other rules allow.  A player left with nothing else may play a point card,
  so no deal can ever leave a player without a legal card (13 hearts; 12 hearts and the queen).
  The jack of diamonds is not a point card for this rule.
* **Must Play QS** (``must_play_queen``): a player who cannot follow suit and holds the queen of
  spades must play it - *whenever the queen is a legal discard*.  On the first trick without
  points, the no-points rule wins: the queen may not be discarded there while the player holds a
  non-point card, so Must Play QS does not force it; a player holding only point cards may
  discard any of them, and Must Play QS then forces the queen.
* **Moon.** Shooting the moon is taking all 26 heart-and-queen points.  ``"others_plus_26"``: the
  shooter scores 0 and the three others 26 each; ``"shooter_minus_26"``: the shooter scores -26
  and the others 0.  The jack of diamonds is neither needed for the moon nor cancelled by it:
  whoever took it still gets -10 on top (so a shooter who also took the jack scores -10, or -36).
* **End of the game.** At the end of a hand in which anyone has reached ``end_score`` (50, 100,
  200, 500; ``None`` never ends), or, with ``hands_per_game`` (xhearts plays four hands: left,
  right, across and no pass), after that many hands, whichever comes first.  The lowest total
  wins; ties are possible.  With neither, the game goes on for ever ("no limit").
* **Passing.** Three cards; the cycle is left, right, across, no pass, and again.
* **Changing the rules mid-game.** The DOS program lets any rule change at any moment
  (``Match.change_rules`` / ``Hand.change_rules``): cards already played stay played, and
  everything after follows the new rules at once - the next legal plays, whether hearts are
  broken (worked out again from the cards played), the first leader if nobody has led yet,
  the hand's scoring and the end of the game.  Saved games keep each change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields, replace
from enum import Enum
from typing import Literal, get_args

from retrohearts.cards import Card

__all__ = [
    "END_SCORES",
    "FirstLead",
    "HouseRules",
    "LeadHeartsWhen",
    "Moon",
    "PRESETS",
    "PassDirection",
    "left_of",
    "trick_winner",
]

FirstLead = Literal["two_of_clubs", "left_of_dealer"]
LeadHeartsWhen = Literal["only_hearts", "only_points"]
Moon = Literal["others_plus_26", "shooter_minus_26"]

#: The game lengths the DOS Rules screen offers (None is "no limit").
END_SCORES: tuple[int | None, ...] = (50, 100, 200, 500, None)


def trick_winner(plays: Sequence[tuple[int, Card]]) -> int:
    """The seat that takes a trick: the highest card of the suit led (no trumps in Hearts).
    ``plays`` is ``(seat, card)`` in play order, the leader first."""
    if not plays:
        raise ValueError("An empty trick has no winner")
    led = plays[0][1].suit
    seat, _ = max(((s, c) for s, c in plays if c.suit is led), key=lambda sc: sc[1].rank)
    return seat


def left_of(seat: int) -> int:
    """The seat to the left of ``seat`` (the next one clockwise)."""
    return (seat + 1) % 4


class PassDirection(Enum):
    """Where each seat passes its three cards; the value is the seat offset."""

    LEFT = 1
    ACROSS = 2
    RIGHT = 3
    NONE = 0

    def target(self, seat: int) -> int:
        """The seat that receives what ``seat`` passes (``seat`` itself for NONE)."""
        return (seat + self.value) % 4

    def source(self, seat: int) -> int:
        """The seat whose cards ``seat`` receives (``seat`` itself for NONE)."""
        return (seat - self.value) % 4

    @staticmethod
    def for_hand(hand_index: int) -> PassDirection:
        """The pass of the ``hand_index``-th hand of a game (0-based): left, right, across, none."""
        return _CYCLE[hand_index % 4]

    @property
    def label(self) -> str:
        """Lower-case word: "left", "right", "across", "none"."""
        return self.name.lower()


_CYCLE = (PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS, PassDirection.NONE)


@dataclass(frozen=True)
class HouseRules:
    """All the rule options; the defaults are the DOS program's standard rules (``villa_crespo``).

    See the module docstring for exactly how the options combine.
    """

    #: Who leads the first trick: the two of clubs holder, leading it, or the dealer's left.
    first_lead: FirstLead = "left_of_dealer"
    #: May hearts and the queen of spades be played on the first trick?
    points_on_first_trick: bool = True
    #: Does the queen of spades break hearts (DOS), or only a heart (Windows, xhearts)?
    queen_breaks_hearts: bool = True
    #: Hearts may not be led until broken.
    must_break_hearts: bool = True
    #: Who is exempt from ``must_break_hearts``: a leader holding only hearts, or only points.
    lead_hearts_when: LeadHeartsWhen = "only_points"
    #: DOS "Must Play QS": a player who cannot follow suit must discard the queen of spades.
    must_play_queen: bool = False
    #: xhearts option: the jack of diamonds scores -10 for whoever takes it.
    jack_of_diamonds: bool = False
    #: Scoring when one player takes all 26 points.
    moon: Moon = "others_plus_26"
    #: The game ends after a hand in which anyone reached this total (None: never).
    end_score: int | None = 100
    #: xhearts: the game is this many hands, whatever the scores (None: no such limit).
    hands_per_game: int | None = None

    def __post_init__(self) -> None:
        if self.first_lead not in get_args(FirstLead):
            raise ValueError(f"Unknown first_lead {self.first_lead!r}")
        if self.lead_hearts_when not in get_args(LeadHeartsWhen):
            raise ValueError(f"Unknown lead_hearts_when {self.lead_hearts_when!r}")
        if self.moon not in get_args(Moon):
            raise ValueError(f"Unknown moon rule {self.moon!r}")
        for name in ("points_on_first_trick", "queen_breaks_hearts", "must_break_hearts",
                     "must_play_queen", "jack_of_diamonds"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")
        if self.hands_per_game is not None and (
            isinstance(self.hands_per_game, bool) or not isinstance(self.hands_per_game, int)
            or self.hands_per_game < 1
        ):
            raise ValueError(
                f"hands_per_game must be a positive number or None, not {self.hands_per_game!r}")
        if isinstance(self.end_score, bool) or self.end_score not in END_SCORES:
            raise ValueError(
                f"end_score must be 50, 100, 200, 500 or None, not {self.end_score!r}")

    @staticmethod
    def preset(name: str) -> HouseRules:
        """One of the named rule sets: ``villa_crespo`` (default), ``windows``, ``xhearts``,
        ``omnibus``.  ValueError for any other name."""
        try:
            return PRESETS[name]
        except KeyError:
            raise ValueError(
                f"Unknown rules {name!r}; choose one of {', '.join(PRESETS)}"
            ) from None

    @property
    def preset_name(self) -> str | None:
        """The name of the preset these rules equal, or None for a custom mix."""
        for name, rules in PRESETS.items():
            if rules == self:
                return name
        return None

    def with_changes(self, **changes: object) -> HouseRules:
        """A copy with some options changed (validated)."""
        return replace(self, **changes)  # type: ignore[arg-type]

    def to_dict(self) -> dict[str, object]:
        """Plain JSON-ready mapping of every option."""
        return asdict(self)

    @staticmethod
    def from_dict(data: object) -> HouseRules:
        """Inverse of :meth:`to_dict`; ValueError on unknown or missing names or bad values."""
        if not isinstance(data, dict):
            raise ValueError("rules must be a mapping")
        names = {f.name for f in fields(HouseRules)}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"Unknown rule option(s): {', '.join(sorted(map(str, unknown)))}")
        missing = names - set(data)
        if missing:
            raise ValueError(f"Missing rule option(s): {', '.join(sorted(missing))}")
        return HouseRules(**data)


#: The named rule sets.
PRESETS: dict[str, HouseRules] = {
    # The DOS program's standard rules (both options off, game to 100).
    "villa_crespo": HouseRules(),
    # Windows Hearts: 2C leads; no points on trick 1; only a heart breaks hearts.
    "windows": HouseRules(
        first_lead="two_of_clubs", points_on_first_trick=False, queen_breaks_hearts=False,
        lead_hearts_when="only_hearts",
    ),
    # xhearts: four hands (left, right, across, no pass) make a game, whatever the scores;
    # its optional jack of diamonds is turned on.
    "xhearts": HouseRules(
        first_lead="two_of_clubs", points_on_first_trick=False, queen_breaks_hearts=False,
        lead_hearts_when="only_hearts", jack_of_diamonds=True, end_score=None, hands_per_game=4,
    ),
    # "Omnibus" Hearts as commonly played: 2C leads, no points on trick 1, the queen breaks
    # hearts, the jack of diamonds counts -10.
    "omnibus": HouseRules(
        first_lead="two_of_clubs", points_on_first_trick=False, queen_breaks_hearts=True,
        lead_hearts_when="only_points", jack_of_diamonds=True,
    ),
}
