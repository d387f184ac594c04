"""One hand of HomeRun: the ranks, the layout card, the pack and the held jokers.

Moves are short strings: ``"R1"`` .. ``"R7"`` plays the front card of that rank onto the layout,
``"P"`` turns the pack's top card onto the layout and ``"J"`` puts a held joker on it.
:meth:`Hand.play` refuses an illegal move with a ValueError whose message a player can read;
:meth:`Hand.undo` takes moves back, but never past the move that ended the hand.

Pure runs: ``run_len`` counts the consecutive rank plays going strictly up by 1 or strictly
down by 1; at a turn the turning card starts the new run (5 6 7 6 leaves a run of 2), and a
pack or joker play ends the run.  Each card that makes a run 4 or longer pays the run bonus.
"""

from __future__ import annotations

from retrohearts.cards import Card
from retrohearts.homerun.deal import Deal
from retrohearts.homerun.rules import (
    JOKERS_PER_GAME,
    RUN_BONUS,
    HomeRunRules,
    card_points,
    card_value,
    clear_bonus,
    run_after,
    value_name,
)

__all__ = ["Hand", "HandState", "MOVES", "describe_move"]

PLAYING, CLEARED, STUCK = "playing", "cleared", "stuck"
#: Every move name, in the order :meth:`Hand.legal_moves` lists them.
MOVES: tuple[str, ...] = ("R1", "R2", "R3", "R4", "R5", "R6", "R7", "P", "J")

_VALUE = tuple(card_value(Card.from_index(i)) for i in range(56))
_MOVE_OF = MOVES[:7]
_RANK_OF = {m: i for i, m in enumerate(_MOVE_OF)}

#: Everything that changes during a hand (see :meth:`Hand.state`).
HandState = tuple[tuple[int, ...], int, Card, int, int, int, int, int, str, tuple[str, ...]]


def describe_move(move: str) -> str:
    """Words for a move: "rank 3", "the pack", "a joker"."""
    if move == "P":
        return "the pack"
    if move == "J":
        return "a joker"
    return f"rank {move[1:]}"


class Hand:
    """A hand in play.  ``Hand(deal, jokers=4, rules=HomeRunRules())``."""

    def __init__(self, deal: Deal, jokers: int = JOKERS_PER_GAME,
                 rules: HomeRunRules | None = None) -> None:
        if not isinstance(deal, Deal):
            raise ValueError("A hand needs a Deal")
        if isinstance(jokers, bool) or not isinstance(jokers, int) or not 0 <= jokers <= 4:
            raise ValueError(f"A hand starts with 0 to 4 jokers, not {jokers!r}")
        self.deal = deal
        self.rules = rules if rules is not None else HomeRunRules()
        self.allowance = jokers
        self._ranks: list[list[Card]] = [list(r) for r in deal.ranks]
        self._heights = [len(r) for r in deal.ranks]
        self._pack_pos = 0
        self._layout = deal.layout
        self._jokers = jokers
        self.card_points = 0
        self.run_bonus = 0
        counts = self.rules.run_counts_layout_card
        self.run_len = 1 if counts else 0
        self._run_dir = 0
        self.cards_left = sum(self._heights)
        self._moves: list[str] = []
        self._undo: list[tuple[Card, int, int, int, int]] = []
        self.status = PLAYING
        self._update_status()

    # -- what the screens read -------------------------------------------------------------------
    @property
    def layout(self) -> Card:
        """The layout card (a joker Card when a joker was played last)."""
        return self._layout

    @property
    def pack_left(self) -> int:
        """Cards still face down in the pack."""
        return len(self.deal.pack) - self._pack_pos

    @property
    def jokers(self) -> int:
        """Jokers still held."""
        return self._jokers

    @property
    def clear_bonus(self) -> int:
        """20 + 10 per pack card left + 50 per joker held once the ranks are cleared, else 0."""
        if self.status != CLEARED:
            return 0
        return clear_bonus(self.pack_left, self._jokers)

    @property
    def score(self) -> int:
        """This hand's score so far: card points + run bonus + clear bonus (no gamble)."""
        return self.card_points + self.run_bonus + self.clear_bonus

    @property
    def run_dir(self) -> int:
        """+1 for a run going up, -1 going down, 0 while it has fewer than 2 cards."""
        return self._run_dir

    @property
    def moves(self) -> tuple[str, ...]:
        """The moves played so far (undone ones are gone)."""
        return tuple(self._moves)

    @property
    def ranks(self) -> tuple[tuple[Card, ...], ...]:
        """The cards still in each rank, back to front (the last one can be played)."""
        return tuple(tuple(r) for r in self._ranks)

    def front(self, rank: int) -> Card | None:
        """The front card of rank ``rank`` (1-based), or None if it is empty."""
        r = self._ranks[rank - 1]
        return r[-1] if r else None

    @property
    def pack_top(self) -> Card | None:
        """The pack's face-down top card (for animation after it is played: use ``layout``)."""
        return self.deal.pack[self._pack_pos] if self._pack_pos < len(self.deal.pack) else None

    @property
    def can_undo(self) -> bool:
        """True when :meth:`undo` would take a move back."""
        return self.status == PLAYING and bool(self._moves)

    # -- rules -----------------------------------------------------------------------------------
    def _fits(self, card: Card) -> bool:
        lay = _VALUE[self._layout.index]
        return lay == 0 or abs(_VALUE[card.index] - lay) == 1

    def _fitting(self) -> list[str]:
        lay = _VALUE[self._layout.index]
        return [_MOVE_OF[i] for i, r in enumerate(self._ranks)
                if r and (lay == 0 or abs(_VALUE[r[-1].index] - lay) == 1)]

    def _rank_fits(self) -> bool:
        return bool(self._fitting())

    def why_not(self, move: str) -> str | None:
        """None if ``move`` is legal now, else the reason in words."""
        if move not in MOVES or move[1:] and int(move[1:]) > len(self._ranks):
            return f"There is no move {move!r} (moves are R1-R{len(self._ranks)}, P and J)"
        if self.status != PLAYING:
            return "The hand is over"
        if move == "J":
            return None if self._jokers else "You have no jokers left"
        if move == "P":
            if self._pack_pos >= len(self.deal.pack):
                return "The pack is empty"
            if not self.rules.draw_anytime and self._rank_fits():
                return "A card from the ranks will go: play it before turning the pack"
            return None
        rank = int(move[1:])
        front = self.front(rank)
        if front is None:
            return f"Rank {rank} is empty"
        if not self._fits(front):
            lay = value_name(card_value(self._layout))
            return f"The {value_name(card_value(front))} does not go on the {lay}"
        return None

    def legal_moves(self) -> list[str]:
        """The moves allowed now, ranks first then "P" and "J" (empty once the hand is over)."""
        if self.status != PLAYING:
            return []
        out = self._fitting()
        if self._pack_pos < len(self.deal.pack) and (self.rules.draw_anytime or not out):
            out.append("P")
        if self._jokers:
            out.append("J")
        return out

    def _update_status(self) -> None:
        if self.cards_left == 0:
            self.status = CLEARED
        elif (self._jokers == 0 and self._pack_pos >= len(self.deal.pack)
              and not self._rank_fits()):
            self.status = STUCK
        else:
            self.status = PLAYING

    # -- moves -----------------------------------------------------------------------------------
    def play(self, move: str) -> int:
        """Play ``move``; returns the points it earned (card points + run bonus).  ValueError,
        with the reason, if it is not legal now."""
        i = _RANK_OF.get(move, -1)
        if not (0 <= i < len(self._ranks) and self.status == PLAYING and self._ranks[i]
                and self._fits(self._ranks[i][-1])):
            reason = self.why_not(move)
            if reason is not None:
                raise ValueError(reason)
        self._undo.append((self._layout, self.run_len, self._run_dir, self.card_points,
                           self.run_bonus))
        self._moves.append(move)
        gained = 0
        if move == "J":
            self._jokers -= 1
            self._layout = Card.joker(self.allowance - self._jokers)
            self.run_len, self._run_dir = 0, 0
        elif move == "P":
            self._layout = self.deal.pack[self._pack_pos]
            self._pack_pos += 1
            self.run_len = 1 if self.rules.run_counts_layout_card else 0
            self._run_dir = 0
        else:
            i = int(move[1:]) - 1
            card = self._ranks[i].pop()
            self.cards_left -= 1
            self.run_len, self._run_dir = run_after(self.run_len, self._run_dir,
                                                    card_value(card), card_value(self._layout))
            gained = card_points(card)
            self.card_points += gained
            if self.run_len >= 4:
                self.run_bonus += RUN_BONUS
                gained += RUN_BONUS
            self._layout = card
        self._update_status()
        return gained

    def undo(self) -> str:
        """Take the last move back and return it.  ValueError when there is none, or when the
        hand is over (a clear or a stuck hand is never undone)."""
        if self.status != PLAYING:
            raise ValueError("The hand is over: its last move cannot be undone")
        if not self._moves:
            raise ValueError("There is no move to undo")
        move = self._moves.pop()
        layout, self.run_len, self._run_dir, self.card_points, self.run_bonus = self._undo.pop()
        if move == "J":
            self._jokers += 1
        elif move == "P":
            self._pack_pos -= 1
        else:
            self._ranks[int(move[1:]) - 1].append(self._layout)
            self.cards_left += 1
        self._layout = layout
        self._update_status()
        return move

    # -- snapshots -------------------------------------------------------------------------------
    def state(self) -> HandState:
        """Everything that changes during the hand, as a comparable tuple."""
        return (tuple(len(r) for r in self._ranks), self._pack_pos, self._layout, self._jokers,
                self.card_points, self.run_bonus, self.run_len, self._run_dir, self.status,
                tuple(self._moves))

    @property
    def pack_pos(self) -> int:
        """How many pack cards have been turned."""
        return self._pack_pos

    def copy(self) -> Hand:
        """An independent hand in the same position (replays the moves)."""
        other = Hand(self.deal, self.allowance, self.rules)
        for m in self._moves:
            other.play(m)
        return other

    @classmethod
    def replay(cls, deal: Deal, jokers: int, rules: HomeRunRules | None,
               moves: list[str] | tuple[str, ...]) -> Hand:
        """A hand with ``moves`` played (ValueError at the first illegal one)."""
        hand = cls(deal, jokers, rules)
        for i, m in enumerate(moves):
            reason = hand.why_not(m)
            if reason is not None:
                raise ValueError(f"Move {i + 1} ({m}): {reason}")
            hand.play(m)
        return hand
