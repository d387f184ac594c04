"""Claiming the rest of a hand, once nothing anyone plays can change its points.

Card players end a hand early in two situations, and so may any seat here, on its turn:

* **"rest"**: the claimant's cards take every trick left, the one in progress included.  It
  then plays them in a set order (its line): to the trick in progress, the lowest card that
  is sure to win it; after that it leads, suit by suit (clubs, diamonds, spades, then
  hearts), each from the top.
* **"no_points"**: no points are left to take: every heart and the queen of spades (and,
  under that rule, the jack of diamonds) has been played, and any on the table go to a seat
  nobody can overtake.

:func:`check_claim` judges a claim from the claimant's :class:`PlayerView` alone: its own
cards, every card played, and what the play so far proves about who may hold the others
(shown voids, the cards it passed, what each rule made an earlier play prove; see
``players/inference.py``).  It never looks at the hidden hands, so whether a claim is
accepted tells nobody anything they could not know.  The test is made against every
holding of the unseen cards those facts allow, and every legal way the others could play
them.  For "rest" it is made suit by suit: an opponent beats the claimant's ``i``-th lead of
a suit if it may hold a higher card of that suit and at least ``i`` cards of the suit in all
(it must follow every lead of the suit before, and keeps its best card for last).  Treating
each suit apart lets the opponents hold more than any single deal would, so the test errs
only on the side of refusing: an accepted claim is right in every deal.

:func:`claim` makes an accepted claim on the real hand: it plays the hand out (the claimant
by its line, every other seat its lowest legal card; the points do not depend on those
choices, which the tests check against random play-outs) and marks the hand as claimed, so
its history holds thirteen tricks like any other and saved games replay it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from retrohearts.cards import Card
from retrohearts.hearts.hand import IllegalPlay
from retrohearts.hearts.history import ClaimRecord
from retrohearts.hearts.masks import (
    CARD_OF,
    HEARTS,
    JD,
    POINTS,
    QS,
    SUIT_MASKS,
    TWO_CLUBS,
    RuleFlags,
    bits,
    legal_mask,
    mask_of,
    score,
)
from retrohearts.hearts.players.inference import knowledge, opponents, played_mask
from retrohearts.hearts.view import PlayerView

if TYPE_CHECKING:
    from retrohearts.hearts.hand import Hand

__all__ = ["ClaimKind", "ClaimVerdict", "check_claim", "claim"]

ClaimKind = Literal["rest", "no_points"]

#: The order the claimant leads its suits in: hearts last, so every lead is legal whether or
#: not hearts have been broken by then.
LEAD_SUITS = (0, 1, 2, 3)


@dataclass(frozen=True)
class ClaimVerdict:
    """What a claim would give, or why it may not be made."""

    ok: bool
    kind: ClaimKind | None
    #: Why the claim is refused, or what it gives, in a sentence for the player.
    reason: str
    #: The claimant's cards in the order the claim plays them (a "rest" claim; else ()).
    line: tuple[Card, ...] = ()
    #: True when the points come out the same whatever the claimant plays too (a computer
    #: claims only then, so its claim never changes what its own play would have given).
    forced: bool = False
    #: The hand's points as the claim settles them (moon and jack applied).
    points: tuple[int, int, int, int] = (0, 0, 0, 0)
    #: Tricks the claim settles (the one in progress counts).
    tricks: int = 0


def _refused(reason: str) -> ClaimVerdict:
    return ClaimVerdict(False, None, reason)


class _Knowledge:
    """Who may hold each unseen card, as the claimant knows it."""

    def __init__(self, view: PlayerView) -> None:
        know = knowledge(view)
        self.seats = opponents(view)
        self.allowed = know.allowed  # card index -> 3-bit mask over self.seats
        self.sizes = dict(zip(self.seats, know.sizes, strict=True))
        self.unseen = 0
        for c in self.allowed:
            self.unseen |= 1 << c

    def may_hold(self, seat: int, card: int) -> bool:
        return bool(self.allowed.get(card, 0) >> self.seats.index(seat) & 1)

    def most_in_suit(self, seat: int, suit: int) -> int:
        """The most cards of ``suit`` ``seat`` could hold now."""
        k = self.seats.index(seat)
        n = sum(1 for c in bits(self.unseen & SUIT_MASKS[suit]) if self.allowed[c] >> k & 1)
        return min(n, self.sizes[seat])

    def beater(self, seats: list[int] | tuple[int, ...], card: int, need: int = 1) -> int | None:
        """The highest unseen card above ``card`` (same suit) that one of ``seats`` may hold
        together with at least ``need`` cards of the suit in all; None if there is none."""
        suit = card // 13
        above = SUIT_MASKS[suit] & ~((2 << card) - 1)
        for c in reversed(bits(self.unseen & above)):
            if any(self.may_hold(s, c) and self.most_in_suit(s, suit) >= need for s in seats):
                return c
        return None


def _later_seats(view: PlayerView) -> list[int]:
    """The seats still to play to the trick in progress after the claimant."""
    leader = view.current[0][0] if view.current else view.seat
    return [(leader + k) % 4 for k in range(len(view.current) + 1, 4)]


def _winning_card(view: PlayerView) -> tuple[int, int]:
    """(seat, card index) winning the trick in progress so far."""
    led = view.current[0][1].index // 13
    seat, card = max(((s, c.index) for s, c in view.current if c.index // 13 == led),
                     key=lambda sc: sc[1])
    return seat, card


def _stake_mask(flags: RuleFlags) -> int:
    return POINTS | (JD if flags.jack else 0)


def _settled_points(view: PlayerView, flags: RuleFlags, to: int,
                    rest_to: int | None) -> tuple[int, int, int, int]:
    """The hand's points when the trick in progress goes to ``to`` and every card still held
    to ``rest_to`` (None: the held cards carry no points)."""
    taken = list(view.points_taken)
    taken[to] += sum(c.points for _, c in view.current)
    if rest_to is not None:
        held = 26 - sum(view.points_taken) - sum(c.points for _, c in view.current)
        taken[rest_to] += held
    jack = next((s for s in range(4) if any(c.index == 22 for c in view.cards_taken[s])), -1)
    if jack < 0 and flags.jack:
        if any(c.index == 22 for _, c in view.current):
            jack = to
        elif rest_to is not None and not played_mask(view) >> 22 & 1:
            jack = rest_to
    pts = score(flags, taken, jack)
    return (pts[0], pts[1], pts[2], pts[3])


def _check_rest(view: PlayerView, flags: RuleFlags, know: _Knowledge) -> ClaimVerdict:
    """May the claimant take every trick left?"""
    hand = mask_of(view.hand)
    line: list[int] = []
    forced = True
    first_trick = not view.tricks
    broken = view.hearts_broken
    if view.current:
        led = view.current[0][1].index // 13
        mine = hand & SUIT_MASKS[led]
        if not mine:
            return _refused("You cannot follow suit, so this trick is not yours.")
        _, best = _winning_card(view)
        later = _later_seats(view)
        legal = legal_mask(flags, hand, led, first_trick, broken) & mine
        sure = [c for c in bits(legal) if c > best and know.beater(later, c) is None]
        if not sure:
            top = bits(legal)[-1]
            if top < best:
                return _refused(f"The {CARD_OF[best].name} is winning this trick.")
            beater = know.beater(later, top)
            assert beater is not None
            return _refused(f"The {CARD_OF[beater].name} could still beat your "
                            f"{CARD_OF[top].name}.")
        # forced: any legal card wins it, and whichever is kept wins when led later
        kept = hand & ~legal if legal.bit_count() == 1 else hand
        forced = len(sure) == legal.bit_count() and all(
            know.beater(know.seats, c) is None for c in bits(kept))
        line.append(sure[0])
        hand &= ~(1 << sure[0])
        first_trick = False
        broken = broken or _breaks(sure[0], flags)
    # the leads: 2C first if it must lead the hand, then suit by suit from the top
    order: list[int] = []
    if not view.current and first_trick and flags.two_clubs_leads and hand & TWO_CLUBS:
        order.append(0)
    for suit in LEAD_SUITS:
        order.extend(c for c in reversed(bits(hand & SUIT_MASKS[suit])) if c not in order)
    leads_in_suit = [0, 0, 0, 0]
    others = list(know.seats)
    left = hand
    for card in order:
        if not legal_mask(flags, left, -1, first_trick, broken) >> card & 1:
            return _refused(f"You could not lead the {CARD_OF[card].name} in time.")
        suit = card // 13
        leads_in_suit[suit] += 1
        beater = know.beater(others, card, leads_in_suit[suit])
        if beater is not None:
            return _refused(f"The {CARD_OF[beater].name} could still beat your "
                            f"{CARD_OF[card].name}.")
        if know.beater(others, card) is not None:
            forced = False  # led earlier, this card could lose
        line.append(card)
        left &= ~(1 << card)
        first_trick = False
        broken = broken or _breaks(card, flags)
    points = _settled_points(view, flags, view.seat, view.seat)
    tricks = 13 - len(view.tricks)
    return ClaimVerdict(True, "rest", _rest_text(tricks), tuple(CARD_OF[c] for c in line),
                        forced, points, tricks)


def _breaks(card: int, flags: RuleFlags) -> bool:
    """Whether playing card index ``card`` breaks hearts."""
    return bool(HEARTS >> card & 1) or (card == QS and flags.queen_breaks)


def _rest_text(tricks: int) -> str:
    return "Every trick left is yours." if tricks > 1 else "The last trick is yours."


def _check_no_points(view: PlayerView, flags: RuleFlags, know: _Knowledge) -> ClaimVerdict:
    """Are there no points left to take?"""
    stakes = _stake_mask(flags)
    on_table = mask_of(c for _, c in view.current)
    held = ~played_mask(view) & ((1 << 52) - 1)
    if held & stakes:
        card = CARD_OF[bits(held & stakes)[-1]]
        return _refused(f"The {card.name} is still to be played.")
    winner = view.seat
    if on_table & stakes:
        winner, best = _winning_card(view)
        led = best // 13
        mine = mask_of(view.hand) & SUIT_MASKS[led] & ~((2 << best) - 1)
        if mine or know.beater(_later_seats(view), best) is not None:
            return _refused("The points on the table are still to be won.")
    points = _settled_points(view, flags, winner, None)
    return ClaimVerdict(True, "no_points", "No points are left to take.", (), True, points,
                        13 - len(view.tricks))


def check_claim(view: PlayerView) -> ClaimVerdict:
    """May the seat of ``view`` claim the rest of the hand now?  Judged from the view alone
    (see the module's docstring); a refusal's ``reason`` says why."""
    if view.phase != "play":
        return _refused("There is nothing to claim now.")
    if not view.my_turn:
        return _refused("You may claim only when it is your turn.")
    flags = RuleFlags.of(view.rules)
    know = _Knowledge(view)
    settled = _check_no_points(view, flags, know)
    if settled.ok:
        return settled
    rest = _check_rest(view, flags, know)
    if rest.ok:
        return rest
    held = ~played_mask(view) & ((1 << 52) - 1) & _stake_mask(flags)
    return rest if held else settled


def claim(hand: Hand, seat: int) -> tuple[ClaimVerdict, ClaimRecord]:
    """Make ``seat``'s claim on ``hand``: IllegalPlay (with the reason) if it may not claim;
    otherwise the hand is played out and marked as claimed, and the verdict and the record
    are returned (``hand.tricks[record.tricks_before:]`` are the tricks the claim settled)."""
    if hand.phase != "play" or hand.to_play != seat:
        raise IllegalPlay(check_claim(hand.view(seat)).reason if hand.phase == "play"
                          else "There is nothing to claim now.")
    verdict = check_claim(hand.view(seat))
    if not verdict.ok or verdict.kind is None:
        raise IllegalPlay(verdict.reason)
    record = ClaimRecord(seat, len(hand.history.plays), len(hand.tricks), verdict.kind)
    line = list(verdict.line)
    while hand.phase == "play":
        hand.play(line.pop(0) if hand.to_play == seat and line else hand.legal_plays()[0])
    if tuple(hand.points()) != verdict.points:  # the proof failed: a bug, never a result
        raise AssertionError(f"claim {verdict} played out to {hand.points()}")
    hand._claimed(record)
    return verdict, record
