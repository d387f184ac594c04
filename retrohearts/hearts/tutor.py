"""The tutor and Auto Advice: what the strongest opponent would do in your seat, and why.

``advise(view)`` asks Julia (``players.make_player("Julia", TUTOR_SEED)``) for her decision in
the seat of the view, so the advice is exactly the play she would make with your cards: three
cards during the pass, one card when it is your turn.  The reason is one line a player can
follow, worked out from the same view (what is winning the trick, who has shown a void, where
the queen of spades is, who has taken points). The tutor and Odds 3 hold one opinion on the
moon: advice mentions shooting it only when ``odds.moon_chance`` is at least ``MOON_TALK``, and
then quotes that figure.

When the seat may claim the rest of the hand (``claim.check_claim``), that is the advice: it
says so at once, with the card the claim would play first.

For a frame loop, ``start_advice(view)`` returns a thinker whose ``step(budget_ms)`` gives the
Advice once ready (None until then).
"""

from __future__ import annotations

from dataclasses import dataclass

from retrohearts.cards import QUEEN_OF_SPADES, Card, Suit
from retrohearts.hearts.claim import check_claim
from retrohearts.hearts.odds import moon_chance
from retrohearts.hearts.players.inference import unseen_mask
from retrohearts.hearts.players.personalities import Strongest
from retrohearts.hearts.players.search import PassThinker, Thinker
from retrohearts.hearts.view import PlayerView

__all__ = ["Advice", "AdviceThinker", "SEAT_NAMES", "TUTOR_SEED", "advise", "pass_reason",
           "play_reason", "start_advice"]

#: The seed of the Julia the tutor consults.
TUTOR_SEED = 1993
#: The tutor speaks of the moon only when Odds 3 gives it at least this chance (percent).
MOON_TALK = 25
#: Seats as the table shows them.
SEAT_NAMES = ("South", "West", "North", "East")


@dataclass(frozen=True)
class Advice:
    """The advised cards (three for a pass, one for a play, none when there is nothing to do)
    and one line saying why."""

    cards: tuple[Card, ...]
    reason: str
    #: True when the advice is to claim the rest of the hand.
    claim: bool = False


def _cards_text(cards: list[Card]) -> str:
    names = [c.label for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def pass_reason(view: PlayerView, cards: list[Card]) -> str:
    """One line on why to pass ``cards``."""
    parts: list[str] = []
    if QUEEN_OF_SPADES in cards:
        parts.append("the queen of spades")
    high_spades = [c for c in cards if c.suit == Suit.SPADES and c.rank > 12]
    if high_spades:
        parts.append("high spades that could catch the queen")
    hearts = [c for c in cards if c.suit == Suit.HEARTS]
    if hearts:
        parts.append("high hearts" if max(c.rank for c in hearts) >= 10 else "hearts")
    for suit in (Suit.CLUBS, Suit.DIAMONDS):
        mine = [c for c in view.hand if c.suit == suit]
        given = [c for c in cards if c.suit == suit]
        if given and len(given) == len(mine):
            parts.append(f"every {suit.singular}, to be void in {suit.plural}")
        elif given:
            parts.append(f"high {suit.plural}")
    low = [c for c in cards if c.rank <= 8]
    if low and len(low) == len(cards):
        parts = ["low cards, keeping the high ones to take every trick"]
    who = SEAT_NAMES[view.passed_to] if view.passed_to is not None else \
        SEAT_NAMES[view.pass_direction.target(view.seat)]
    return f"Pass {_cards_text(cards)} to {who}: get rid of {' and '.join(parts)}."


def _seat(s: int) -> str:
    return SEAT_NAMES[s]


def play_reason(view: PlayerView, card: Card, shooting: bool = False) -> str:
    """One line on why to play ``card`` now (``shooting``: as part of a moon shot)."""
    c = card.label  # "10D", as the screens show it
    legal = view.legal
    if len(legal) == 1:
        return f"{c}: your only legal card."
    # one opinion with Odds 3: the moon is mentioned only when its chance there is real
    chance = moon_chance(view)
    if shooting and chance >= MOON_TALK:
        if sum(view.points_taken):
            return (f"{c}: keep going for the moon, you have every point so far "
                    f"(Odds 3: {chance}%).")
        return f"{c}: your hand can take every trick; go for the moon ({chance}%)."
    me = view.seat
    takers = [s for s in range(4) if view.points_taken[s]]
    queen_out = QUEEN_OF_SPADES not in view.played_cards() and QUEEN_OF_SPADES not in view.hand
    voids = view.known_voids()
    unseen = unseen_mask(view)
    above = (unseen >> (card.index + 1)) & ((1 << (12 - (card.rank - 2))) - 1)
    if takers == [me] and sum(view.points_taken) >= 6 and chance >= MOON_TALK:
        return (f"{c}: keep going for the moon, you have every point so far "
                f"(Odds 3: {chance}%).")
    shooter = takers[0] if len(takers) == 1 and takers[0] != me else None
    if not view.current:
        void_seats = [_seat(s) for s in range(4) if s != me and card.suit in voids[s]]
        if shooter is not None and sum(view.points_taken) >= 10:
            return f"Lead the {c}: {_seat(shooter)} has every point so far; stop the moon."
        if card.suit == Suit.SPADES and queen_out and card.rank < 12:
            return f"Lead the {c}: a low spade to force out the queen of spades."
        if void_seats:
            return f"Lead the {c}, even though {void_seats[0]} is void in {card.suit.plural}."
        if not above:
            return f"Lead the {c}: nobody can beat it, and it is safe while all follow suit."
        if card.rank >= 10:
            return f"Lead the {c} while everyone still follows {card.suit.plural}: " \
                   "a high card gone without risk."
        return f"Lead the {c}: a low card that is unlikely to win the trick."
    led = view.current[0][1].suit
    best_seat, best = max(((s, c) for s, c in view.current if c.suit == led),
                          key=lambda sc: sc[1].rank)
    top = best.label
    last = len(view.current) == 3
    points = sum(c.points for _, c in view.current)
    if card.suit == led:
        if card.rank < best.rank:
            if card == QUEEN_OF_SPADES:
                return f"Drop the queen of spades under the {top}: {_seat(best_seat)} takes it."
            later = [view.current[0][0] + k for k in range(len(view.current), 4)]
            void_later = [_seat(s % 4) for s in later if (s % 4) != me and led in voids[s % 4]]
            why = []
            if queen_out and (led == Suit.SPADES or void_later):
                why.append("the queen of spades is still out")
            if void_later:
                why.append(f"{void_later[0]} is void in {led.plural}")
            if points:
                why.append(f"the trick already holds {points} point{'s' * (points > 1)}")
            tail = " and ".join(why) if why else "let someone else take this trick"
            return f"Duck with the {c} under the {top}: {tail}."
        if last and not points:
            return f"Take the trick with the {c}: it holds no points and sheds a high card."
        if shooter is not None:
            return f"Take this trick with the {c}: it stops {_seat(shooter)} shooting the moon."
        if last:
            return f"You must take this trick: the {c} at least gets rid of a high card."
        return f"You cannot duck: play the {c} and hope a later player goes higher."
    if card == QUEEN_OF_SPADES:
        return f"Give the queen of spades to {_seat(best_seat)}, who is winning this trick."
    if card.suit == Suit.SPADES and card.rank > 12 and QUEEN_OF_SPADES not in view.played_cards():
        return f"Discard the {c}: get rid of a high spade while the queen of spades is out."
    if card.suit == Suit.HEARTS:
        return f"Discard the {c} on {_seat(best_seat)}'s trick: a heart you will not take."
    left = sum(1 for c in view.hand if c.suit == card.suit)
    if left == 1:
        return f"Discard the {c}: your last {card.suit.singular}, leaving you void."
    if card.rank >= 10:
        return f"Discard the {c}: shed a high {card.suit.singular} while you cannot follow."
    return f"Discard the {c}: a harmless card while you cannot follow suit."


class AdviceThinker:
    """Advice in slices: ``step(budget_ms)`` returns the Advice once ready."""

    def __init__(self, view: PlayerView, seed: int = TUTOR_SEED,
                 player: Strongest | None = None, work: int | None = None) -> None:
        self.view = view
        if player is None:
            player = Strongest(seed)
            if work is not None:
                player.set_work(work)
        self._pass: PassThinker | None = None
        self._play: Thinker | None = None
        self.advice: Advice | None = None
        if view.phase == "pass" and not view.passed and view.pass_direction.value:
            self._pass = player.start_passing(view)
        elif view.phase == "play" and view.to_play == view.seat and view.legal:
            verdict = check_claim(view)
            if verdict.ok:
                first = verdict.line[0] if verdict.line else view.legal[0]
                self.advice = Advice((first,), f"You can claim the rest: "
                                     f"{verdict.reason[0].lower()}{verdict.reason[1:]}", True)
            else:
                self._play = player.start_thinking(view)
        else:
            self.advice = Advice((), "Nothing to decide: it is not your turn.")

    def step(self, budget_ms: float) -> Advice | None:
        """Think for about ``budget_ms``; the Advice when done."""
        return self._slice(budget_ms, None)

    def step_work(self, units: int) -> Advice | None:
        """Think for about ``units`` work units (no clock: a headless run); the Advice when
        done."""
        return self._slice(0.0, units)

    def _slice(self, budget_ms: float, units: int | None) -> Advice | None:
        if self.advice is None and self._pass is not None:
            cards = self._pass.step(budget_ms) if units is None else self._pass.step_work(units)
            if cards is not None:
                self.advice = Advice(tuple(cards), pass_reason(self.view, cards))
        elif self.advice is None and self._play is not None:
            card = self._play.step(budget_ms) if units is None else self._play.step_work(units)
            if card is not None:
                reason = play_reason(self.view, card, self._play.shooting)
                self.advice = Advice((card,), reason)
        return self.advice

    def run(self) -> Advice:
        """Finish at once."""
        while self.advice is None:
            self.step(1e9)
        return self.advice


def start_advice(view: PlayerView, seed: int = TUTOR_SEED,
                 work: int | None = None) -> AdviceThinker:
    """Advice for ``view`` that a frame loop can compute a few milliseconds at a time
    (``work``: the game's thinking budget, so the tutor answers as quickly as the computers;
    None: the default)."""
    return AdviceThinker(view, seed, work=work)


def advise(view: PlayerView, seed: int = TUTOR_SEED) -> Advice:
    """The strongest player's decision for this seat (three cards to pass, or one to play)
    with one line of reason."""
    return AdviceThinker(view, seed).run()
