"""The fast path: a play-phase state made of ints, for searches that play out millions of cards.

Card ``i`` is bit ``i`` (``suit * 13 + rank - 2``), a hand is an int mask.  :class:`FastState`
follows exactly the rules of :class:`~retrohearts.hearts.hand.Hand`: everything that decides
which cards are legal calls :func:`retrohearts.hearts.masks.legal_mask`, the one place the
legality rule is written.  It keeps no history: only the hands, the trick in progress and the
points taken.

Typical use in a determinized search::

    base = FastState.from_view(view, hidden={1: m1, 2: m2, 3: m3})
    for card in bits(base.legal_mask()):
        s = base.copy(); s.play(card)
        total = random_playout(s, rng)          # s is played to the end
"""

from __future__ import annotations

from retrohearts.hearts.hand import Hand
from retrohearts.hearts.masks import (
    POINTS_OF,
    SUIT_MASKS,
    SUIT_OF,
    TWO_CLUBS,
    RuleFlags,
    legal_mask,
    mask_of,
    score,
)
from retrohearts.hearts.rules import HouseRules, PassDirection
from retrohearts.hearts.view import PlayerView
from retrohearts.rng import Rng

__all__ = ["FastState", "random_hand", "random_playout"]

_M64 = (1 << 64) - 1
# Knuth's MMIX LCG drives the inner loops: one multiply-add per random number.  It is seeded from
# the caller's Rng, so every play-out is still reproducible from a seed.
_LCG_A = 6364136223846793005
_LCG_C = 1442695040888963407
_S0, _S1, _S2, _S3 = SUIT_MASKS


class FastState:
    """A hand in its play phase, as ints.  Mutable; :meth:`copy` before exploring."""

    __slots__ = (
        "flags", "hands", "to_play", "leader", "lead_suit", "best", "winner", "trick_points",
        "trick_len", "tricks", "broken", "taken", "jack_taker", "jack_in_trick", "trick",
    )

    flags: RuleFlags
    #: Cards each seat holds (masks).
    hands: list[int]
    #: The seat to play next.
    to_play: int
    #: Who led the trick in progress.
    leader: int
    #: Suit led in the trick in progress, -1 before the lead.
    lead_suit: int
    #: Highest card index of the led suit so far in the trick, and who played it.
    best: int
    winner: int
    #: Points in the trick in progress.
    trick_points: int
    #: Cards played to the trick in progress.
    trick_len: int
    #: Completed tricks.
    tricks: int
    broken: bool
    #: Raw heart/queen points each seat has taken.
    taken: list[int]
    #: Who took the jack of diamonds (-1: nobody yet).
    jack_taker: int
    #: Whether the jack of diamonds is in the trick in progress.
    jack_in_trick: bool
    #: Mask of the cards in the trick in progress.
    trick: int

    def __init__(self, rules: HouseRules | RuleFlags, hands: list[int], to_play: int) -> None:
        """A state at the start of a trick; prefer :meth:`from_hand` / :meth:`from_view`."""
        self.flags = rules if isinstance(rules, RuleFlags) else RuleFlags.of(rules)
        self.hands = list(hands)
        self.tricks = 13 - max(h.bit_count() for h in hands)
        self.broken = False
        self.taken = [0, 0, 0, 0]
        self.jack_taker = -1
        self._new_trick(to_play)

    def _new_trick(self, leader: int) -> None:
        """Clear the trick in progress; ``leader`` leads the next one."""
        self.to_play = leader
        self.leader = leader
        self.lead_suit = -1
        self.best = -1
        self.winner = -1
        self.trick_points = 0
        self.trick_len = 0
        self.trick = 0
        self.jack_in_trick = False

    # -- construction ---------------------------------------------------------------------------
    @classmethod
    def from_hand(cls, hand: Hand) -> FastState:
        """The play-phase position of a public Hand (ValueError if it is still passing)."""
        if hand.phase == "pass":
            raise ValueError("FastState needs a hand in its play phase")
        hands = [mask_of(hand.cards(s)) for s in range(4)]
        return cls._build(hand.rules, hands, hand.leader, hand.current_trick, len(hand.tricks),
                          hand.hearts_broken, hand.points_taken(), hand.jack_taker,
                          hand.to_play)

    @classmethod
    def from_view(cls, view: PlayerView, hidden: dict[int, int]) -> FastState:
        """The position a seat sees, with a guess (``hidden``: seat -> mask) for the other three
        hands.  Each guess must hold as many cards as the view says that seat has."""
        if view.phase == "pass":
            raise ValueError("FastState needs a hand in its play phase")
        hands = [0, 0, 0, 0]
        hands[view.seat] = mask_of(view.hand)
        for s in range(4):
            if s == view.seat:
                continue
            m = hidden.get(s)
            if m is None:
                raise ValueError(f"hidden has no cards for seat {s}")
            if m.bit_count() != view.hand_sizes[s]:
                raise ValueError(
                    f"seat {s} should hold {view.hand_sizes[s]} cards, not {m.bit_count()}"
                )
            hands[s] = m
        jack = -1
        for t in view.tricks:
            for _, c in t.plays:
                if c.index == 22:
                    jack = t.winner
        return cls._build(view.rules, hands, view.leader, view.current, len(view.tricks),
                          view.hearts_broken, view.points_taken, None if jack < 0 else jack,
                          view.to_play)

    @classmethod
    def _build(cls, rules: HouseRules, hands: list[int], leader: int | None,
               current: tuple[tuple[int, object], ...], tricks: int, broken: bool,
               taken: tuple[int, int, int, int], jack_taker: int | None,
               to_play: int | None) -> FastState:
        st = cls.__new__(cls)
        st.flags = RuleFlags.of(rules)
        st.hands = hands
        st.tricks = tricks
        st.broken = broken
        st.taken = list(taken)
        st.jack_taker = -1 if jack_taker is None else jack_taker
        st._new_trick(leader if leader is not None else (to_play if to_play is not None else 0))
        if tricks < 13:
            # Replay the trick in progress on top of the hands (its cards are no longer held).
            for seat, card in current:
                idx: int = card.index  # type: ignore[attr-defined]
                st.hands[seat] |= 1 << idx
                st.to_play = seat
                st.play(idx)
        return st

    def copy(self) -> FastState:
        """An independent copy."""
        new = FastState.__new__(FastState)
        new.flags = self.flags
        new.hands = self.hands[:]
        new.to_play = self.to_play
        new.leader = self.leader
        new.lead_suit = self.lead_suit
        new.best = self.best
        new.winner = self.winner
        new.trick_points = self.trick_points
        new.trick_len = self.trick_len
        new.tricks = self.tricks
        new.broken = self.broken
        new.taken = self.taken[:]
        new.jack_taker = self.jack_taker
        new.jack_in_trick = self.jack_in_trick
        new.trick = self.trick
        return new

    # -- play -------------------------------------------------------------------------------------
    def is_over(self) -> bool:
        """All 13 tricks played."""
        return self.tricks >= 13

    def legal_mask(self) -> int:
        """The legal plays of the seat to play, as a mask (0 once over)."""
        if self.tricks >= 13:
            return 0
        return legal_mask(self.flags, self.hands[self.to_play], self.lead_suit,
                          self.tricks == 0, self.broken)

    def play(self, card: int) -> None:
        """The seat to play plays card index ``card`` (not checked: use :meth:`legal_mask`)."""
        p = self.to_play
        self.hands[p] ^= 1 << card
        self.trick |= 1 << card
        if self.trick_len == 0:
            self.lead_suit = SUIT_OF[card]
            self.best = card
            self.winner = p
            self.leader = p
        elif card > self.best and SUIT_OF[card] == self.lead_suit:
            self.best = card
            self.winner = p
        pts = POINTS_OF[card]
        if pts:
            self.trick_points += pts
            if pts == 1 or self.flags.queen_breaks:
                self.broken = True
        elif card == 22:
            self.jack_in_trick = True
        if self.trick_len < 3:
            self.trick_len += 1
            self.to_play = (p + 1) & 3
            return
        w = self.winner
        self.taken[w] += self.trick_points
        if self.jack_in_trick:
            self.jack_taker = w
        self.tricks += 1
        self._new_trick(w)

    def points(self) -> list[int]:
        """The hand's points with moon and jack applied (meaningful once over)."""
        return score(self.flags, self.taken, self.jack_taker)

    def __repr__(self) -> str:
        return (f"<FastState to_play={self.to_play} tricks={self.tricks} "
                f"trick_len={self.trick_len} taken={self.taken}>")


def random_playout(state: FastState, rng: Rng) -> list[int]:
    """Play ``state`` to the end with uniformly random legal cards; return the points (moon and
    jack applied).  ``state`` is modified (pass a copy to keep it).  Draws one number from
    ``rng`` to seed its inner generator, so the result depends only on ``rng``'s state."""
    x = rng.next_u64()
    f = state.flags
    legal = legal_mask
    qbreak = f.queen_breaks
    hands = state.hands
    taken = state.taken
    p = state.to_play
    lead = state.lead_suit
    best = state.best
    winner = state.winner
    tpts = state.trick_points
    tlen = state.trick_len
    tricks = state.tricks
    broken = state.broken
    jack_taker = state.jack_taker
    jack_in = state.jack_in_trick
    suit_of = SUIT_OF
    points_of = POINTS_OF
    while tricks < 13:
        h = hands[p]
        first = tricks == 0
        m = legal(f, h, lead if tlen else -1, first, broken)
        # -- uniform choice of a set bit --
        n = m.bit_count()
        if n > 1:
            x = (x * _LCG_A + _LCG_C) & _M64
            k = ((x >> 32) * n) >> 32
            while k:
                m &= m - 1
                k -= 1
        low = m & -m
        c = low.bit_length() - 1
        # -- play it --
        hands[p] = h ^ low
        if tlen == 0:
            lead = suit_of[c]
            best = c
            winner = p
        elif c > best and suit_of[c] == lead:
            best = c
            winner = p
        pts = points_of[c]
        if pts:
            tpts += pts
            if pts == 1 or qbreak:
                broken = True
        elif c == 22:
            jack_in = True
        if tlen < 3:
            tlen += 1
            p = (p + 1) & 3
        else:
            taken[winner] += tpts
            if jack_in:
                jack_taker = winner
                jack_in = False
            tpts = 0
            tlen = 0
            tricks += 1
            p = winner
    state.tricks = tricks
    state.broken = broken
    state.jack_taker = jack_taker
    state._new_trick(p)
    return score(f, taken, jack_taker)


def _pick(x: int, m: int, count: int) -> tuple[int, int]:
    """Choose ``count`` random cards of mask ``m`` with LCG state ``x``: (new x, chosen mask)."""
    out = 0
    for _ in range(count):
        n = m.bit_count()
        x = (x * _LCG_A + _LCG_C) & _M64
        k = ((x >> 32) * n) >> 32
        mm = m
        while k:
            mm &= mm - 1
            k -= 1
        low = mm & -mm
        out |= low
        m ^= low
    return x, out


def random_hand(rules: HouseRules | RuleFlags, rng: Rng, dealer: int = 0,
                direction: PassDirection = PassDirection.LEFT) -> list[int]:
    """A complete random hand on the fast path: a random deal, three random cards passed by
    every seat, then :func:`random_playout`.  Returns the points.  (For benchmarks and
    statistics; real deals come from deal numbers.)"""
    flags = rules if isinstance(rules, RuleFlags) else RuleFlags.of(rules)
    x = rng.next_u64()
    deck = list(range(52))
    for i in range(51, 0, -1):
        x = (x * _LCG_A + _LCG_C) & _M64
        j = ((x >> 32) * (i + 1)) >> 32
        deck[i], deck[j] = deck[j], deck[i]
    hands = [0, 0, 0, 0]
    for pos, card in enumerate(deck):
        hands[pos & 3] |= 1 << card
    if direction is not PassDirection.NONE:
        gifts = [0, 0, 0, 0]
        for s in range(4):
            x, gifts[s] = _pick(x, hands[s], 3)
        for s in range(4):
            hands[s] ^= gifts[s]
        off = direction.value
        for s in range(4):
            hands[(s + off) & 3] |= gifts[s]
    if flags.two_clubs_leads:
        leader = next(s for s in range(4) if hands[s] & TWO_CLUBS)
    else:
        leader = (dealer + 1) & 3
    state = FastState(flags, hands, leader)
    return random_playout(state, rng)
