"""One hand of Hearts: deal, pass, thirteen tricks, points.

>>> from retrohearts.hearts import Hand, HouseRules, PassDirection
>>> hand = Hand.deal(HouseRules.preset("windows"), deal_number=1234, dealer=3,
...                  pass_direction=PassDirection.NONE)
>>> hand.phase, hand.to_play is not None
('play', True)
>>> while hand.phase == "play":
...     hand.play(hand.legal_plays()[0])
>>> sum(hand.points()) in (26, 78, -26)
True

A :class:`Hand` is the referee: it only accepts legal passes and plays (anything else raises
:class:`IllegalPlay` with a reason a player can read), keeps the full history, and hands each
seat a :class:`~retrohearts.hearts.view.PlayerView` with exactly what that seat may know.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

from retrohearts.cards import Card
from retrohearts.hearts.deal import check_deal_number, deal_cards
from retrohearts.hearts.history import ClaimRecord, HandHistory, PassRecord, TrickRecord
from retrohearts.hearts.masks import (
    POINTS_OF,
    TWO_CLUBS,
    RuleFlags,
    cards_of,
    legal_mask,
    mask_of,
    score,
)
from retrohearts.hearts.refusal import not_held, reason
from retrohearts.hearts.rules import HouseRules, PassDirection
from retrohearts.hearts.view import PlayerView

__all__ = ["Hand", "IllegalPlay", "Phase"]

Phase = Literal["pass", "play", "over"]
Scores = tuple[int, int, int, int]


class IllegalPlay(ValueError):
    """A pass or play the rules forbid; ``str(error)`` is a sentence for the player."""


def _check_seat(seat: int) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise IllegalPlay(f"No seat {seat!r}: seats are 0-3")
    return seat


class Hand:
    """A hand from the deal to the last trick.

    Create one with :meth:`deal` (from a deal number) or :meth:`from_cards`.  Then every seat
    calls :meth:`pass_cards` (unless the direction is NONE), and the seat :attr:`to_play` calls
    :meth:`play` with one of :meth:`legal_plays` until :attr:`phase` is ``"over"``.
    """

    __slots__ = (
        "_rules", "_flags", "_dealer", "_direction", "_deal_number", "_scores", "_dealt",
        "_held", "_passes", "_phase", "_to_play", "_leader", "_current", "_lead_suit",
        "_tricks", "_plays", "_broken", "_taken", "_taken_cards", "_jack_taker", "_best",
        "_winner", "_trick_points", "_dealt_rules", "_rule_changes", "_claim",
    )

    def __init__(self, rules: HouseRules, hands: Sequence[Iterable[Card]], *, dealer: int,
                 pass_direction: PassDirection, deal_number: int | None = None,
                 scores: Sequence[int] = (0, 0, 0, 0)) -> None:
        """Prefer :meth:`deal` or :meth:`from_cards`; this validates like them."""
        if not isinstance(rules, HouseRules):
            raise TypeError("rules must be a HouseRules")
        if not isinstance(pass_direction, PassDirection):
            raise TypeError("pass_direction must be a PassDirection")
        _check_seat(dealer)
        if deal_number is not None:
            check_deal_number(deal_number)
        seats = [tuple(sorted(h)) for h in hands]
        if len(seats) != 4:
            raise ValueError("A hand needs four seats of cards")
        seen = 0
        for s, cards in enumerate(seats):
            if len(cards) != 13:
                raise ValueError(f"Seat {s} holds {len(cards)} cards, not 13")
            for c in cards:
                if not isinstance(c, Card) or c.is_joker:
                    raise ValueError(f"Not a Hearts card: {c!r}")
                if seen >> c.index & 1:
                    raise ValueError(f"The {c.name} is dealt twice")
                seen |= 1 << c.index
        sc = tuple(int(x) for x in scores)
        if len(sc) != 4:
            raise ValueError("scores needs four numbers")
        self._rules = rules
        self._flags = RuleFlags.of(rules)
        self._dealt_rules = rules
        self._rule_changes: list[tuple[int, HouseRules]] = []
        self._dealer = dealer
        self._direction = pass_direction
        self._deal_number = deal_number
        self._scores: Scores = (sc[0], sc[1], sc[2], sc[3])
        self._dealt: tuple[tuple[Card, ...], ...] = tuple(seats)
        self._held: list[int] = [mask_of(h) for h in seats]
        self._passes: list[PassRecord] = []
        self._phase: Phase = "pass"
        self._to_play = -1
        self._leader = -1
        self._current: list[tuple[int, Card]] = []
        self._lead_suit = -1
        self._tricks: list[TrickRecord] = []
        self._plays: list[Card] = []
        self._broken = False
        self._taken = [0, 0, 0, 0]
        self._taken_cards: list[list[Card]] = [[], [], [], []]
        self._jack_taker = -1
        self._best = -1
        self._winner = -1
        self._trick_points = 0
        self._claim: ClaimRecord | None = None
        if pass_direction is PassDirection.NONE:
            self._start_play()

    # -- construction ---------------------------------------------------------------------------
    @classmethod
    def deal(cls, rules: HouseRules, deal_number: int, dealer: int = 0,
             pass_direction: PassDirection = PassDirection.LEFT, *,
             scores: Sequence[int] = (0, 0, 0, 0)) -> Hand:
        """The hand of deal number ``deal_number`` (see :mod:`retrohearts.hearts.deal`)."""
        return cls(rules, deal_cards(deal_number), dealer=dealer, pass_direction=pass_direction,
                   deal_number=deal_number, scores=scores)

    @classmethod
    def from_cards(cls, rules: HouseRules, hands: Sequence[Iterable[Card]], dealer: int = 0,
                   pass_direction: PassDirection = PassDirection.NONE, *,
                   scores: Sequence[int] = (0, 0, 0, 0), deal_number: int | None = None) -> Hand:
        """A hand from four given 13-card hands (seat order); ValueError if they are not a deck."""
        return cls(rules, hands, dealer=dealer, pass_direction=pass_direction,
                   deal_number=deal_number, scores=scores)

    def copy(self) -> Hand:
        """An independent copy (same history, same position)."""
        new = Hand.__new__(Hand)
        for name in Hand.__slots__:
            object.__setattr__(new, name, getattr(self, name))
        new._held = list(self._held)
        new._passes = list(self._passes)
        new._current = list(self._current)
        new._tricks = list(self._tricks)
        new._plays = list(self._plays)
        new._taken = list(self._taken)
        new._taken_cards = [list(x) for x in self._taken_cards]
        new._rule_changes = list(self._rule_changes)
        return new

    # -- changing the rules mid-hand ---------------------------------------------------------------
    def change_rules(self, rules: HouseRules) -> None:
        """Play the rest of this hand under ``rules`` (the DOS program is "good-natured": any
        rule may change at any moment).  The next decision follows the new rules at once:

        * legality (:meth:`legal_plays`, the views) is computed from the new rules;
        * "hearts broken" is worked out again from the cards played so far (a queen of spades
          played earlier breaks hearts only if the new rules say so);
        * before the first card of the hand is led, the first leader is chosen again
          (the 2 of clubs holder, or the dealer's left);
        * the points of the hand (moon, jack of diamonds) are scored by the new rules.

        Cards already played stay played.  The change is kept in :attr:`history` so a saved
        game replays exactly.
        """
        if not isinstance(rules, HouseRules):
            raise TypeError("rules must be a HouseRules")
        if rules == self._rules:
            return
        self._rules = rules
        self._flags = RuleFlags.of(rules)
        self._rule_changes.append((len(self._plays), rules))
        self._broken = any(POINTS_OF[c.index] == 1 or (c.index == 36 and self._flags.queen_breaks)
                           for c in self._plays)
        taken: list[list[Card]] = [[], [], [], []]
        for trick in self._tricks:
            for _, c in trick.plays:
                if c.points or (c.index == 22 and self._flags.jack):
                    taken[trick.winner].append(c)
        self._taken_cards = taken
        if self._phase == "play" and not self._plays:
            self._start_play()

    # -- facts ------------------------------------------------------------------------------------
    @property
    def rules(self) -> HouseRules:
        """The house rules of this hand."""
        return self._rules

    @property
    def dealer(self) -> int:
        """The dealing seat."""
        return self._dealer

    @property
    def pass_direction(self) -> PassDirection:
        """Where cards are passed this hand."""
        return self._direction

    @property
    def deal_number(self) -> int | None:
        """The deal number, or None for a hand built from cards."""
        return self._deal_number

    @property
    def scores(self) -> Scores:
        """Game totals before this hand (zeros outside a match)."""
        return self._scores

    @property
    def phase(self) -> Phase:
        """``"pass"`` until all four have passed, ``"play"``, then ``"over"``."""
        return self._phase

    @property
    def to_play(self) -> int | None:
        """The seat whose turn it is to play; None while passing and once the hand is over."""
        return self._to_play if self._phase == "play" else None

    @property
    def leader(self) -> int | None:
        """The seat that leads (or led) the trick in progress; None outside the play."""
        return self._leader if self._phase == "play" else None

    @property
    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        """``(seat, card)`` played so far to the trick in progress."""
        return tuple(self._current)

    @property
    def tricks(self) -> tuple[TrickRecord, ...]:
        """The completed tricks, in order."""
        return tuple(self._tricks)

    @property
    def hearts_broken(self) -> bool:
        """Whether hearts may now be led by anyone (see the rules' ``queen_breaks_hearts``)."""
        return self._broken

    @property
    def is_over(self) -> bool:
        """All 13 tricks played."""
        return self._phase == "over"

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now, sorted (after the pass once all four have passed)."""
        return tuple(cards_of(self._held[_check_seat(seat)]))

    def dealt(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` was dealt, sorted."""
        return self._dealt[_check_seat(seat)]

    def has_passed(self, seat: int) -> bool:
        """Whether ``seat`` has chosen its three cards (always True when there is no pass)."""
        _check_seat(seat)
        if self._direction is PassDirection.NONE:
            return True
        return any(p.giver == seat for p in self._passes)

    def passed(self, seat: int) -> tuple[Card, ...]:
        """The three cards ``seat`` passed (() before it passed, or with no pass)."""
        _check_seat(seat)
        for p in self._passes:
            if p.giver == seat:
                return p.cards
        return ()

    def received(self, seat: int) -> tuple[Card, ...]:
        """The three cards ``seat`` received; () until all four have passed."""
        _check_seat(seat)
        if self._phase == "pass":
            return ()
        for p in self._passes:
            if p.receiver == seat:
                return p.cards
        return ()

    def points_taken(self) -> tuple[int, int, int, int]:
        """Raw heart and queen points each seat has taken so far (no moon, no jack)."""
        t = self._taken
        return (t[0], t[1], t[2], t[3])

    def cards_taken(self, seat: int) -> tuple[Card, ...]:
        """The point cards (and the jack of diamonds, under that rule) ``seat`` has taken."""
        return tuple(self._taken_cards[_check_seat(seat)])

    @property
    def jack_taker(self) -> int | None:
        """Who took the jack of diamonds (whatever the rules), None if not yet taken."""
        return None if self._jack_taker < 0 else self._jack_taker

    def points(self) -> list[int]:
        """The four seats' points for the hand, moon and jack of diamonds applied.

        Raises ValueError while the hand is not over.
        """
        if self._phase != "over":
            raise ValueError("The hand is not over yet")
        return score(self._flags, self._taken, self._jack_taker)

    def shooter(self) -> int | None:
        """The seat that shot the moon (took all 26 points), if any, once the hand is over."""
        if self._phase != "over":
            return None
        for s in range(4):
            if self._taken[s] == 26:
                return s
        return None

    @property
    def history(self) -> HandHistory:
        """Everything that happened so far."""
        return HandHistory(
            deal_number=self._deal_number, dealer=self._dealer, pass_direction=self._direction,
            dealt=self._dealt, passes=tuple(self._passes), plays=tuple(self._plays),
            tricks=tuple(self._tricks), rules=self._dealt_rules,
            rule_changes=tuple(self._rule_changes), claim=self._claim,
        )

    @property
    def claim(self) -> ClaimRecord | None:
        """The claim that ended this hand, if one did (:mod:`retrohearts.hearts.claim`)."""
        return self._claim

    def _claimed(self, record: ClaimRecord) -> None:
        """Mark the hand as ended by a claim (only :func:`retrohearts.hearts.claim.claim`
        calls this, once it has played the claimed cards out)."""
        if self._phase != "over" or self._claim is not None:
            raise ValueError("Only a finished hand can be marked as claimed")
        self._claim = record

    # -- taking back -------------------------------------------------------------------------------
    def last_play_of(self, seat: int) -> int | None:
        """The position in :attr:`history` ``.plays`` of ``seat``'s latest card this hand (0 is
        the first card of the hand), or None before it has played."""
        _check_seat(seat)
        found = None
        k = 0
        for trick in self._tricks:
            for s, _ in trick.plays:
                if s == seat:
                    found = k
                k += 1
        for s, _ in self._current:
            if s == seat:
                found = k
            k += 1
        return found

    def take_back(self, count: int) -> tuple[Card, ...]:
        """Take back the last ``count`` cards played, as if they had never been played, and
        return them in play order.  The hand is replayed from its deal, so every fact (whose
        turn, hearts broken, points taken) is what it was before those cards; the rules in
        force now stay in force.  IllegalPlay once the hand was claimed; ValueError for a
        count outside 1 to the cards played."""
        if self._claim is not None:
            raise IllegalPlay("The hand was claimed: nothing can be taken back")
        if isinstance(count, bool) or not isinstance(count, int) \
                or not 0 < count <= len(self._plays):
            raise ValueError(f"Cannot take back {count!r} cards")
        keep = len(self._plays) - count
        fresh = Hand(self._dealt_rules, self._dealt, dealer=self._dealer,
                     pass_direction=self._direction, deal_number=self._deal_number,
                     scores=self._scores)
        for p in self._passes:
            fresh.pass_cards(p.giver, p.cards)
        changes = [c for c in self._rule_changes if c[0] <= keep]
        for k, card in enumerate(self._plays[:keep]):
            for _, rules in (c for c in changes if c[0] == k):
                fresh.change_rules(rules)
            fresh.play(card)
        for _, rules in (c for c in changes if c[0] == keep):
            fresh.change_rules(rules)
        fresh.change_rules(self._rules)  # a change made after ``keep`` stays in force
        taken = tuple(self._plays[keep:])
        for name in Hand.__slots__:
            object.__setattr__(self, name, getattr(fresh, name))
        return taken

    def take_back_pass(self, seat: int) -> tuple[Card, ...]:
        """``seat`` takes back the three cards it chose to pass, which is possible until all
        four have passed (the cards move only then); returns them.  IllegalPlay otherwise."""
        _check_seat(seat)
        if self._phase != "pass":
            raise IllegalPlay("The cards have been exchanged")
        for i, p in enumerate(self._passes):
            if p.giver == seat:
                del self._passes[i]
                return p.cards
        raise IllegalPlay("You have not passed yet")

    # -- passing ---------------------------------------------------------------------------------
    def pass_cards(self, seat: int, cards: Iterable[Card]) -> None:
        """``seat`` chooses three cards to pass.  Seats may pass in any order; the cards move
        once all four have passed (nobody sees what they receive before passing)."""
        _check_seat(seat)
        chosen = list(cards)
        if self._phase != "pass":
            raise IllegalPlay("There is no passing now")
        if self.has_passed(seat):
            raise IllegalPlay("You have already passed your cards")
        if len(chosen) != 3 or len(set(chosen)) != 3:
            raise IllegalPlay("Pass exactly 3 different cards")
        for c in chosen:
            if not isinstance(c, Card) or not self._held[seat] >> c.index & 1:
                raise IllegalPlay(f"You don't have the {getattr(c, 'name', c)}")
        self._passes.append(PassRecord(seat, self._direction.target(seat), tuple(sorted(chosen))))
        if len(self._passes) == 4:
            for p in self._passes:
                m = mask_of(p.cards)
                self._held[p.giver] &= ~m
            for p in self._passes:
                self._held[p.receiver] |= mask_of(p.cards)
            self._start_play()

    def _start_play(self) -> None:
        self._phase = "play"
        if self._flags.two_clubs_leads:
            self._leader = next(s for s in range(4) if self._held[s] & TWO_CLUBS)
        else:
            self._leader = (self._dealer + 1) % 4
        self._to_play = self._leader

    # -- playing ---------------------------------------------------------------------------------
    def _legal(self) -> int:
        p = self._to_play
        return legal_mask(self._flags, self._held[p], self._lead_suit, not self._tricks,
                          self._broken)

    def legal_plays(self) -> list[Card]:
        """The cards the seat :attr:`to_play` may play, in index order ([] outside the play)."""
        if self._phase != "play":
            return []
        return cards_of(self._legal())

    def legal_mask(self) -> int:
        """:meth:`legal_plays` as a bit mask (card i is bit i); 0 outside the play."""
        return self._legal() if self._phase == "play" else 0

    def is_legal(self, card: Card) -> bool:
        """Whether the seat to play may play ``card`` now."""
        return (self._phase == "play" and isinstance(card, Card) and not card.is_joker
                and bool(self._legal() >> card.index & 1))

    def play(self, card: Card) -> None:
        """The seat :attr:`to_play` plays ``card``; IllegalPlay (with the reason) if it may not."""
        if self._phase != "play":
            raise IllegalPlay("Pass your cards first" if self._phase == "pass"
                              else "The hand is over")
        if not isinstance(card, Card) or card.is_joker:
            raise IllegalPlay(f"Not a card: {card!r}")
        i = card.index
        bit = 1 << i
        p = self._to_play
        if not self._legal() & bit:
            raise IllegalPlay(self._why_not(card))
        self._held[p] ^= bit
        self._plays.append(card)
        cur = self._current
        cur.append((p, card))
        if len(cur) == 1:
            self._lead_suit = i // 13
            self._best = i
            self._winner = p
            self._trick_points = 0
        elif i // 13 == self._lead_suit and i > self._best:
            self._best = i
            self._winner = p
        pts = POINTS_OF[i]
        self._trick_points += pts
        if pts == 1 or (i == 36 and self._flags.queen_breaks):
            self._broken = True
        if len(cur) < 4:
            self._to_play = (p + 1) & 3
            return
        w = self._winner
        self._tricks.append(TrickRecord(self._leader, tuple(cur), w, self._trick_points))
        self._taken[w] += self._trick_points
        for _, c in cur:
            if c.points or (c.index == 22 and self._flags.jack):
                self._taken_cards[w].append(c)
            if c.index == 22:
                self._jack_taker = w
        self._current = []
        self._lead_suit = -1
        self._leader = w
        self._to_play = w
        if len(self._tricks) == 13:
            self._phase = "over"

    def _why_not(self, card: Card) -> str:
        """A sentence saying why ``card`` is not legal for the seat to play."""
        p = self._to_play
        why = reason(self._flags, self._held[p], self._lead_suit, not self._tricks,
                     self._broken, card)
        return why or not_held(card)

    # -- what a seat may know --------------------------------------------------------------------
    def view(self, seat: int) -> PlayerView:
        """All that ``seat`` may know now, and nothing more."""
        _check_seat(seat)
        playing = self._phase == "play"
        my_turn = playing and self._to_play == seat
        passed = self.passed(seat)
        received = self.received(seat)
        none = self._direction is PassDirection.NONE
        return PlayerView(
            seat=seat,
            rules=self._rules,
            phase=self._phase,
            dealer=self._dealer,
            pass_direction=self._direction,
            hand=self.cards(seat),
            legal=tuple(cards_of(self._legal())) if my_turn else (),
            to_play=self._to_play if playing else None,
            passed=passed,
            passed_to=None if none or not passed else self._direction.target(seat),
            received=received,
            received_from=None if none or not received else self._direction.source(seat),
            tricks=tuple(self._tricks),
            current=tuple(self._current),
            leader=self._leader if playing else None,
            hearts_broken=self._broken,
            points_taken=self.points_taken(),
            cards_taken=tuple(tuple(x) for x in self._taken_cards),
            scores=self._scores,
            hand_sizes=(
                self._held[0].bit_count(), self._held[1].bit_count(),
                self._held[2].bit_count(), self._held[3].bit_count(),
            ),
            deal_number=self._deal_number,
        )

    def __repr__(self) -> str:
        return (f"<Hand deal={self._deal_number} dealer={self._dealer} "
                f"pass={self._direction.label} phase={self._phase} tricks={len(self._tricks)}>")

