"""The strongest opponent's brain: determinized search over the deals a seat cannot rule out.

To choose a card, the searcher

1. works out from the view who may hold each unseen card (``inference.py``: shown voids, what
   the legality of every past play proves, the cards it passed) and draws complete deals of the
   hidden cards uniformly among all consistent ones (``deals.py``, no rejection); then, since
   most players pass the queen, ace and king of spades first, a deal that leaves such a card
   with the seat that passed to this one (which did not pass it) is kept only with
   probability ``PASS_HINT`` per card, else drawn again (``pass_hint``); the same is done
   with what the others' discards suggest they no longer hold (the queen of
   spades after a seat threw something else, ``inference.discard_hints``);
2. plays every candidate card in every drawn deal and finishes the hand with the heuristic
   policy of ``policy.py`` for all four seats (a careful ducker: much closer to real play than
   random cards, and still under a microsecond per card);
3. keeps the card with the best average value: *own points minus the others' mean* while the
   game is young, and near its end that margin minus the change in the chance of winning the
   game (``gamevalue.py``: exact when the hand ends the game, a fitted model otherwise), so
   the queen goes on the leader, a few points are taken rather than let the leader win, and a
   moon shot that ends the game in someone else's favour is refused.  When nobody else has
   a point and the hand has the control for it, every card is also played out with the
   searcher going for the moon (``policy.shoot_card``; the others defend once she holds
   ``MOON_DEFEND_FROM`` points), and each card is valued by its better plan; the moon plan
   must be better by ``MOON_BIAS`` and by ``MOON_Z`` standard errors (paired over the deals),
   since the better of two far-apart plans often looks better by the luck of the deals.
4. moon defence: when another seat has taken every point so far (``moon_threat``), every
   other deal is played out with that seat going for the moon and the others, the searcher
   included, trying to stop it; in all play-outs a seat that finds itself holding every point
   (at least ``policy.AUTO_MOON``) goes on for the moon, except the searcher's own seat: those
   play-outs made taking the queen early look cheap (a third of them ended in her moon after she
   led the queen herself), so her own shots are weighed by the moon plan of step 3 only;
5. every ``PRUNE_EVERY`` deals, candidates clearly worse than the best (paired over the same
   deals) are dropped and the work they would have had goes to more deals for the others.

Cards that are interchangeable (same suit, no unseen card between them, same points) are tried
once.  For the pass, a handful of promising triples (spade honours, high hearts, short suits)
are scored the same way over deals of the 39 unseen cards, the others passing by the ducker's
rule.  Every pass also tries three of the hand's lowest losers (``moon.py``), and every
play-out whose hand after the pass has the moon odds for it is played as a moon shot, as the
play's moon plan would play it.

The amount of work is a budget in work units (cards played in play-outs, play-outs and deals
drawn: ``PLAY_WORK``), never the clock, so a decision depends only on the seed, the view and
the budget (``budget.py`` chooses a game's budget from the machine's speed, once, before it
starts).  The search stops when the budget is spent, whatever it has found by then.  A
:class:`Thinker` does that work in slices (``step(budget_ms)``, or ``step_work(units)`` where
the clock must not matter: a headless run), for a browser build without threads: the answer
is the same however it is sliced.
"""

from __future__ import annotations

import time
from typing import Generic, TypeVar

from retrohearts.cards import Card
from retrohearts.hearts.fast import FastState
from retrohearts.hearts.masks import (
    CARD_OF,
    FULL_DECK,
    QS,
    SUIT_MASKS,
    TWO_CLUBS,
    RuleFlags,
    mask_of,
)
from retrohearts.hearts.players.base import check_pass, check_play
from retrohearts.hearts.players.deals import DealSampler, Knowledge
from retrohearts.hearts.players.gamevalue import game_weight, outcome_value
from retrohearts.hearts.players.heuristics import policy_card
from retrohearts.hearts.players.inference import (
    discard_hints,
    knowledge,
    opponents,
    unseen_mask,
)
from retrohearts.hearts.players.moon import moon_odds, moon_passes
from retrohearts.hearts.players.policy import DEFEND_FROM, heuristic_playout
from retrohearts.hearts.view import PlayerView
from retrohearts.rng import Rng

__all__ = ["SearchPlayer", "Thinker", "candidate_cards", "candidate_passes", "view_key"]

_MASK64 = (1 << 64) - 1
#: Work units per decision: a card played in a play-out is one unit, each play-out costs
#: ``_ROLLOUT_OVERHEAD`` more and each deal drawn ``DRAW_WORK`` (a deal a hint rejects too:
#: drawing one costs about as much as fifteen cards played, and early in a hand with few
#: candidates the draws were a third of the time yet uncounted).  The default budget is the
#: desktop's (``budget.py`` chooses one per game from the machine's speed); a pass gets
#: ``PASS_RATIO`` times a card's work.
PLAY_WORK = 60_000
PASS_RATIO = 2
PASS_WORK = PLAY_WORK * PASS_RATIO
_ROLLOUT_OVERHEAD = 10
DRAW_WORK = 15
#: Deals per decision at most (twice that once pruning has freed work), and at least.
MAX_SAMPLES = 600
MIN_SAMPLES = 12
MIN_PASS_SAMPLES = 8
#: Every so many deals, candidates worse than the best by more than ``PRUNE_MIN`` points and
#: ``PRUNE_Z`` standard errors (paired over the same deals) are dropped.
PRUNE_EVERY = 16
PRUNE_MIN = 0.75
PRUNE_Z = 3.0
#: What the pass says about the passer: a spade honour (queen, ace, king) that the seat which
#: passed to this one did not pass is less likely to be in its hand (most players pass those
#: first).  A drawn deal that puts ``k`` of them there is kept with probability
#: ``PASS_HINT ** k`` (1.0: no such inference), at most ``HINT_TRIES`` draws per deal.
PASS_HINT = 0.4
HINT_TRIES = 6
#: Whether deals also follow what the others' discards suggest (``inference.discard_hints``).
DISCARD_HINTS = True
#: Whether the searcher's own seat may turn to the moon in a play-out after taking every point
#: so far (``policy.AUTO_MOON``).  Off: such play-outs were far too hopeful (the defence of the
#: play-out policy is weak), so taking the queen early looked cheap; the searcher's own moon
#: shots are weighed by the moon plan instead.
SELF_AUTO_MOON = False
#: ... unless she already holds this many points, all of them (27: never).
SELF_AUTO_FROM = 27
_SPADE_HONOURS = QS | (1 << 37) | (1 << 38)
#: The hearts and the queen of spades: what a seat holds after shooting the moon.
_ALL_POINTS = 26
T = TypeVar("T")


def _mix(h: int, value: int) -> int:
    h = (h ^ (value & _MASK64)) * 0x100000001B3 & _MASK64
    h ^= h >> 29
    return (h * 0xBF58476D1CE4E5B9) & _MASK64


def view_key(view: PlayerView) -> int:
    """A stable 64-bit digest of what the view shows (for seeding; not Python's ``hash``)."""
    h = 0xCBF29CE484222325
    h = _mix(h, view.seat)
    h = _mix(h, mask_of(view.hand))
    for trick in view.tricks:
        for seat, card in trick.plays:
            h = _mix(h, seat * 64 + card.index)
    h = _mix(h, 999)
    for seat, card in view.current:
        h = _mix(h, seat * 64 + card.index)
    h = _mix(h, mask_of(view.passed))
    h = _mix(h, mask_of(view.received))
    return h


def candidate_cards(view: PlayerView) -> list[int]:
    """The legal cards worth trying: one of each run of interchangeable cards."""
    legal = sorted(c.index for c in view.legal)
    unseen = unseen_mask(view)
    out: list[int] = []
    for c in legal:
        if out:
            prev = out[-1]
            same_suit = prev // 13 == c // 13
            between = ((1 << c) - 1) & ~((1 << (prev + 1)) - 1)
            equal_points = 36 not in (prev, c)
            if same_suit and not (unseen & between) and equal_points:
                continue
        out.append(c)
    return out


#: The moon chance (``odds.moon_chance``, 0-100) from which the search also tries the moon.
MOON_MIN = 6
#: How much better (points per hand) the moon plan must look: its play-outs are optimistic.
MOON_BIAS = 1.0
#: ... and by this many standard errors of the difference (paired over the same deals): the
#: moon's outcomes are far apart (+26 or -20), so the better of two plans is often better by
#: luck of the deals alone, and that luck favoured the riskier plan.
MOON_Z = 2.0


#: Near the end of the game (when a moon may decide it) the search looks at it sooner.
MOON_MIN_LATE = 3
#: In the play-outs of her own moon plan, the others start to defend once she holds this many
#: points (most players notice a shot only once it has gathered some points; defending from the
#: first point made every shot look hopeless).  Against a seat that threatens, she defends at
#: once (``policy.DEFEND_FROM``).
MOON_DEFEND_FROM = 8


#: Once she holds every point taken and at least ``MOON_DEFEND_FROM`` of them, the moon plan is
#: weighed from these odds (ducking would not give back the points she holds).
MOON_MIN_HELD = 1


def moon_plausible(view: PlayerView, late: bool = False) -> bool:
    """Worth also playing the hand out as a moon shot: nobody else has a point, and the hand
    has the control for it (the Odds screen's moon chance; ``late``: the game is near its
    end, a lower bar; lower still once she holds many points, all of them)."""
    taken = view.points_taken
    mine = taken[view.seat]
    if sum(taken) != mine:
        return False
    bar = MOON_MIN_LATE if late else MOON_MIN
    if mine >= MOON_DEFEND_FROM:
        bar = min(bar, MOON_MIN_HELD)
    return moon_odds(mask_of(view.hand), unseen_mask(view), mine > 0) >= bar


def moon_better(moon: list[float], duck: list[float]) -> bool:
    """Whether the moon plan's values (per deal, lower is better) beat the ducking plan's on the
    same deals by ``MOON_BIAS`` and by ``MOON_Z`` standard errors of the paired difference."""
    n = len(moon)
    if n == 0 or n != len(duck):
        return False
    diffs = [a - b for a, b in zip(moon, duck, strict=True)]
    mean = sum(diffs) / n
    if mean + MOON_BIAS >= 0.0:
        return False
    if MOON_Z <= 0.0 or n < 2:
        return True
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return bool(-mean > MOON_Z * (var / n) ** 0.5)


class _Sliced(Generic[T]):
    """Work done one sampled deal at a time, until the budget of ``work`` units is spent (see
    ``PLAY_WORK``): ``step(budget_ms)`` works for about that long and ``step_work(units)`` for
    about that much work (each at least one deal) and returns the result once done (else
    None); ``run()`` finishes at once.  The result never depends on how the work was sliced,
    and stopping is decided by the work spent, never by the clock: anytime in work units."""

    #: The budget and what has been spent of it (in work units).
    work: int = 0
    spent: int = 0
    _done: int = 0
    result: T | None = None

    def _more(self) -> bool:
        """Whether another deal is due."""
        raise NotImplementedError

    def _one_sample(self) -> None:
        raise NotImplementedError

    def _finish(self) -> T:
        raise NotImplementedError

    def step(self, budget_ms: float) -> T | None:
        """Think for about ``budget_ms`` milliseconds; the result when done."""
        if self.result is not None:
            return self.result
        deadline = time.perf_counter() + budget_ms / 1000.0
        while self._more():
            self._one_sample()
            if time.perf_counter() >= deadline:
                break
        if not self._more():
            self.result = self._finish()
        return self.result

    def step_work(self, units: int) -> T | None:
        """Think for about ``units`` work units (at least one deal); the result when done.
        Nothing here reads a clock: a frame loop that slices by work (a headless run) sees
        the decision arrive after the same number of steps on any machine."""
        if self.result is not None:
            return self.result
        target = self.spent + units
        while self._more():
            self._one_sample()
            if self.spent >= target:
                break
        if not self._more():
            self.result = self._finish()
        return self.result

    def run(self) -> T:
        """Think to the end and return the result."""
        while self.result is None:
            self.step(1e9)
        return self.result


#: A seat that has taken every point so far, and at least this many, may be shooting.
THREAT_MIN = 3


def moon_threat(view: PlayerView) -> int:
    """The other seat that may be running the table (it has taken every point so far, at
    least ``THREAT_MIN``, and it is not too late to stop it), else -1."""
    total = sum(view.points_taken)
    if total < THREAT_MIN or view.trick_number >= 12:
        return -1
    for s in range(4):
        if s != view.seat and view.points_taken[s] == total:
            return s
    return -1


def survivors(active: list[int], vals: list[list[float]], n: int) -> list[int]:
    """The candidates of ``active`` not clearly worse than the best (lowest mean of ``vals``
    over the ``n`` deals so far): paired over the same deals, a candidate is dropped when it is
    worse by more than ``PRUNE_MIN`` on average and by ``PRUNE_Z`` standard errors."""
    best = min(active, key=lambda i: (sum(vals[i]), i))
    keep = []
    for i in active:
        if i != best:
            diffs = [a - b for a, b in zip(vals[i], vals[best], strict=True)]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean > PRUNE_MIN and mean > PRUNE_Z * (var / n) ** 0.5:
                continue
        keep.append(i)
    return keep


def pass_hint(view: PlayerView, seats: tuple[int, int, int]) -> tuple[int, int]:
    """(The passer's number among ``seats``, the spade honours it did not pass and may hold),
    or (-1, 0) when the pass says nothing (no pass, or PASS_HINT off)."""
    src = view.received_from
    if PASS_HINT >= 1.0 or not view.received or src is None or src == view.seat:
        return -1, 0
    cards = _SPADE_HONOURS & ~mask_of(view.received) & unseen_mask(view)
    return (seats.index(src), cards) if cards else (-1, 0)


def draw_hints(view: PlayerView, seats: tuple[int, int, int]) -> list[tuple[int, int, float]]:
    """What the pass and the discards suggest about the hidden hands, as (opponent number,
    cards, keep probability per such card there): see :func:`pass_hint` and
    :func:`~retrohearts.hearts.players.inference.discard_hints`."""
    k, cards = pass_hint(view, seats)
    hints = [(k, cards, PASS_HINT)] if k >= 0 else []
    return hints + discard_hints(view) if DISCARD_HINTS else hints


class Thinker(_Sliced[Card]):
    """One play decision in progress (see :class:`_Sliced`).

    ``score_aware`` values outcomes by their effect on the game (``gamevalue.py``) near its end;
    ``moon_defence`` plays half the deals out with a seat that may be running the table going
    for the moon (and the others, this seat included, trying to stop it)."""

    def __init__(self, view: PlayerView, seed: int, work: int = PLAY_WORK,
                 score_aware: bool = True, moon_defence: bool = True,
                 prune: bool = True, hints: bool = True) -> None:
        self.view = view
        self._prune_every = PRUNE_EVERY if prune else 0
        self._weight = game_weight(view) if score_aware else 0.0
        self._threat = moon_threat(view) if moon_defence else -1
        self._auto = moon_defence
        #: Whether the chosen card is part of a moon shot (known once done).
        self.shooting = False
        #: Of the chosen card's moon play-outs, the share that ended in her moon (known once
        #: done; None when the moon plan was not tried): what the search expects of a shot.
        self.moon_chance: float | None = None
        self._cands = candidate_cards(view)
        self.evaluations: dict[int, float] = {}
        if len(self._cands) == 1:
            self.result = CARD_OF[self._cands[0]]
            return
        self._rng = Rng(seed ^ view_key(view))
        self._seats = opponents(view)
        try:
            self._sampler = DealSampler(knowledge(view))
        except ValueError:  # a history no legal deal explains: fall back on the policy
            self.result = policy_card(view)
            return
        left = sum(view.hand_sizes)
        self._moon = moon_plausible(view, self._weight > 0.0)
        self._plans = 2 if self._moon else 1
        self._unit = self._plans * (left + _ROLLOUT_OVERHEAD)  # work per candidate per deal
        self.work = work
        self.spent = 0
        self._cap = MAX_SAMPLES  # deals at most (twice that once pruning has freed work)
        self._done = 0
        self._active = list(range(len(self._cands)))
        self._vals: list[list[float]] = [[] for _ in self._cands]
        self._moon_vals: list[list[float]] = [[] for _ in self._cands]
        self._moons_made = [0] * len(self._cands)
        self._base: FastState | None = None
        self._hints = draw_hints(view, self._seats) if hints else []
        self._calm = -1 if SELF_AUTO_MOON else view.seat

    def _more(self) -> bool:
        return self._done < self._cap and (self._done < MIN_SAMPLES or self.spent < self.work)

    def _draw(self) -> tuple[int, int, int]:
        """One hidden deal; deals that contradict the hints (``draw_hints``) are drawn less.
        Each deal drawn (a rejected one too) is charged ``DRAW_WORK``."""
        hidden = self._sampler.sample(self._rng)
        self.spent += DRAW_WORK
        if not self._hints:
            return hidden
        for _ in range(HINT_TRIES - 1):
            keep = 1.0
            for k, cards, p in self._hints:
                n = (hidden[k] & cards).bit_count()
                if n:
                    keep *= p ** n
            if keep >= 1.0 or self._rng.random() < keep:
                break
            hidden = self._sampler.sample(self._rng)
            self.spent += DRAW_WORK
        return hidden

    def _one_sample(self) -> None:
        hidden = self._draw()
        if self._base is None:
            self._base = FastState.from_view(
                self.view, {s: hidden[k] for k, s in enumerate(self._seats)})
        me = self.view.seat
        scores = self.view.scores
        end = self.view.rules.end_score
        weight = self._weight
        shooter = self._threat if self._done & 1 else -1
        for i in self._active:
            st = self._base.copy()
            hands = st.hands
            for k, s in enumerate(self._seats):
                hands[s] = hidden[k]
            st.play(self._cands[i])
            if self._moon:
                shot = st.copy()
                pts = heuristic_playout(shot, me, defend_from=MOON_DEFEND_FROM)
                self._moon_vals[i].append(outcome_value(me, pts, scores, end, weight))
                self._moons_made[i] += shot.taken[me] == _ALL_POINTS
            pts = heuristic_playout(st, shooter, self._auto, self._calm, SELF_AUTO_FROM)
            self._vals[i].append(outcome_value(me, pts, scores, end, weight))
        self._done += 1
        self.spent += self._unit * len(self._active)
        if self._prune_every and not self._moon and self._done % self._prune_every == 0 \
                and len(self._active) > 1 and self._more():
            self._prune()

    def add_candidate(self, card: int) -> None:
        """Weigh ``card`` (an index) too, even if the search would not try it (before the
        first step; for the post-mortem's judge)."""
        if self.result is None and self._done == 0 and card not in self._cands:
            self._cands.append(card)
            self._vals.append([])
            self._moon_vals.append([])
            self._moons_made.append(0)
            self._active.append(len(self._cands) - 1)

    @property
    def active(self) -> list[Card]:
        """The candidates still in the running (all of them until the first pruning)."""
        return [CARD_OF[self._cands[i]] for i in getattr(self, "_active", range(len(self._cands)))]

    def _prune(self) -> None:
        """Drop the candidates clearly worse than the best so far and spend the work they
        would have had on more deals for the rest."""
        keep = survivors(self._active, self._vals, self._done)
        if len(keep) == 1:
            self._active = keep
            self._cap = self._done  # the others are out: done
        elif len(keep) < len(self._active):
            self._active = keep
            self._cap = MAX_SAMPLES * 2

    def _finish(self) -> Card:
        self.evaluations = {c: sum(v) / max(1, len(v))
                            for c, v in zip(self._cands, self._vals, strict=True)}
        moon_cards = set()
        if self._moon:  # each card with its better plan: duck, or go for the moon
            for i, c in enumerate(self._cands):
                if moon_better(self._moon_vals[i], self._vals[i]):
                    self.evaluations[c] = sum(self._moon_vals[i]) / len(self._moon_vals[i])
                    moon_cards.add(c)
        best = min((self._cands[i] for i in self._active),
                   key=lambda c: (self.evaluations[c], c))
        self.shooting = best in moon_cards
        if self._moon:
            i = self._cands.index(best)
            self.moon_chance = self._moons_made[i] / max(1, len(self._moon_vals[i]))
        return CARD_OF[best]


# -- passing -----------------------------------------------------------------------------------

def _pass_desire(hand: int, card: int) -> float:
    """How much a card wants to leave the hand (higher: pass it sooner)."""
    suit, rank = divmod(card, 13)
    rank += 2
    in_suit = (hand & SUIT_MASKS[suit]).bit_count()
    if suit == 2:
        if card == 36:
            return 30.0 if in_suit <= 4 else 8.0
        if rank > 12:
            return (22.0 if not hand & QS else 12.0) if in_suit <= 4 else 6.0
        return rank * 0.3
    value = float(rank)
    if suit == 3:
        value += 3.0 if rank >= 10 else 0.0
    elif in_suit <= 2:
        value += 6.0 - 2.0 * in_suit + rank * 0.2
    return value


def candidate_passes(hand: int, limit: int = 10) -> list[tuple[int, int, int]]:
    """Promising triples to pass: combinations of the most passable cards, best first."""
    cards = sorted((c for c in range(52) if hand >> c & 1),
                   key=lambda c: (-_pass_desire(hand, c), c))
    top = cards[:6]
    triples: list[tuple[int, int, int]] = []
    for i in range(len(top)):
        for j in range(i + 1, len(top)):
            for k in range(j + 1, len(top)):
                triples.append((top[i], top[j], top[k]))
    for suit in (0, 1):
        short = [c for c in cards if c // 13 == suit]
        if 1 <= len(short) <= 3:
            extra = [c for c in cards if c not in short][: 3 - len(short)]
            t = sorted(short + extra, key=lambda c: (-_pass_desire(hand, c), c))
            triples.append((t[0], t[1], t[2]))

    def score(t: tuple[int, int, int]) -> float:
        return sum(_pass_desire(hand, c) for c in t)

    unique = sorted(set(triples), key=lambda t: (-score(t), t))
    return unique[:limit]


#: The moon odds (``moon.moon_odds``, 0-100) of the hand after the pass from which a pass
#: play-out is played as a moon shot (as the play's moon plan would play that hand).  Every
#: pass also tries three of the hand's lowest losers (``moon.moon_passes``): tried only for
#: hands with some moon odds before the pass, it made half as many moons against the duckers.
PASS_MOON_MIN = 6


def _ducker_pass_mask(hand: int) -> int:
    """The ducker's pass on masks: the queen, ace, king of spades, then the highest ranks."""
    out = hand & (QS | (1 << 37) | (1 << 38))
    if out.bit_count() >= 3:
        ranked = [c for c in (36, 38, 37) if out >> c & 1][:3]
        return sum(1 << c for c in ranked)
    rest = hand & ~out
    order = sorted((c for c in range(52) if rest >> c & 1), key=lambda c: (c % 13, c // 13),
                   reverse=True)
    for c in order[: 3 - out.bit_count()]:
        out |= 1 << c
    return out


class PassThinker(_Sliced[list[Card]]):
    """The pass decision in progress (see :class:`_Sliced`)."""

    def __init__(self, view: PlayerView, seed: int, work: int = PASS_WORK,
                 score_aware: bool = True, moon_defence: bool = True,
                 prune: bool = True, moon_pass: bool = True) -> None:
        self.view = view
        self._prune_every = PRUNE_EVERY if prune else 0
        self._weight = game_weight(view) if score_aware else 0.0
        self._auto = moon_defence
        hand = mask_of(view.hand)
        self._hand = hand
        self._cands = candidate_passes(hand)
        self._moon = moon_pass
        if moon_pass:
            for triple in moon_passes(hand):
                if triple not in self._cands:
                    self._cands.append(triple)
        self._rng = Rng(seed ^ view_key(view) ^ 0x5A5A)
        self._flags = RuleFlags.of(view.rules)
        self._offset = view.pass_direction.value
        self._unseen = FULL_DECK & ~hand
        self._sampler = DealSampler(Knowledge({c: 0b111 for c in range(52)
                                               if self._unseen >> c & 1}, (13, 13, 13)))
        self._unit = 52 + _ROLLOUT_OVERHEAD
        self.work = work
        self.spent = 0
        self._cap: int | None = None  # deals at most: none until only one triple is left
        self._done = 0
        self._active = list(range(len(self._cands)))
        self._vals: list[list[float]] = [[] for _ in self._cands]

    def _more(self) -> bool:
        if self._cap is not None and self._done >= self._cap:
            return False
        return self._done < MIN_PASS_SAMPLES or self.spent < self.work

    def _one_sample(self) -> None:
        hidden = self._sampler.sample(self._rng)
        self.spent += DRAW_WORK
        me = self.view.seat
        base = [0, 0, 0, 0]
        gifts = [0, 0, 0, 0]
        for k in range(3):
            seat = (me + 1 + k) % 4
            base[seat] = hidden[k]
            gifts[seat] = _ducker_pass_mask(hidden[k])
        for i in self._active:
            triple = self._cands[i]
            mine = (1 << triple[0]) | (1 << triple[1]) | (1 << triple[2])
            hands = base[:]
            hands[me] = self._hand
            gifts[me] = mine
            after = [hands[s] & ~gifts[s] for s in range(4)]
            for s in range(4):
                after[(s + self._offset) % 4] |= gifts[s]
            if self._flags.two_clubs_leads:
                leader = next(s for s in range(4) if after[s] & TWO_CLUBS)
            else:
                leader = (self.view.dealer + 1) % 4
            shooter = -1
            if self._moon and moon_odds(after[me], FULL_DECK & ~after[me]) >= PASS_MOON_MIN:
                shooter = me  # as the play's moon plan would, with this hand
            pts = heuristic_playout(FastState(self._flags, after, leader), shooter, self._auto,
                                    -1 if SELF_AUTO_MOON else me, SELF_AUTO_FROM,
                                    MOON_DEFEND_FROM if shooter == me else DEFEND_FROM)
            self._vals[i].append(outcome_value(me, pts, self.view.scores,
                                               self.view.rules.end_score, self._weight))
        self._done += 1
        self.spent += self._unit * len(self._active)
        if self._prune_every and self._done % self._prune_every == 0 and len(self._active) > 1 \
                and self._more():
            keep = survivors(self._active, self._vals, self._done)
            self._active = keep
            if len(keep) == 1:
                self._cap = self._done

    def add_candidate(self, triple: tuple[int, int, int]) -> int:
        """Weigh ``triple`` too (before the first step); its number among the candidates."""
        key = tuple(sorted(triple))
        for i, cand in enumerate(self._cands):
            if tuple(sorted(cand)) == key:
                return i
        self._cands.append((key[0], key[1], key[2]))
        self._vals.append([])
        self._active.append(len(self._cands) - 1)
        return len(self._cands) - 1

    def means(self) -> list[float]:
        """Each candidate's mean value over the deals it was played on (lower is better)."""
        return [sum(v) / len(v) if v else float("inf") for v in self._vals]

    def _finish(self) -> list[Card]:
        best = min(self._active, key=lambda i: (sum(self._vals[i]) / len(self._vals[i]), i))
        return [CARD_OF[c] for c in sorted(self._cands[best])]


class SearchPlayer:
    """The searching player: ``choose_pass``/``choose_play`` or sliced ``start_thinking``."""

    def __init__(self, seed: int = 0, play_work: int = PLAY_WORK,
                 pass_work: int = PASS_WORK, score_aware: bool = True,
                 moon_defence: bool = True, prune: bool = True, hints: bool = True,
                 moon_pass: bool = True) -> None:
        self.seed = seed
        self.moon_pass = moon_pass
        self.hints = hints
        self.prune = prune
        self.play_work = play_work
        self.pass_work = pass_work
        self.score_aware = score_aware
        self.moon_defence = moon_defence

    def set_work(self, work: int) -> None:
        """Think with ``work`` units a card and ``PASS_RATIO`` times that a pass (the game's
        budget, ``budget.py``)."""
        self.play_work = work
        self.pass_work = work * PASS_RATIO

    def start_thinking(self, view: PlayerView) -> Thinker:
        """A sliced play decision for ``view`` (same answer as :meth:`choose_play`)."""
        check_play(view)
        return Thinker(view, self.seed, self.play_work, self.score_aware, self.moon_defence,
                       self.prune, self.hints)

    def start_passing(self, view: PlayerView) -> PassThinker:
        """A sliced pass decision for ``view`` (same answer as :meth:`choose_pass`)."""
        check_pass(view)
        return PassThinker(view, self.seed, self.pass_work, self.score_aware,
                           self.moon_defence, self.prune, self.moon_pass)

    def choose_pass(self, view: PlayerView) -> list[Card]:
        """Three cards to pass."""
        return self.start_passing(view).run()

    def choose_play(self, view: PlayerView) -> Card:
        """One of ``view.legal``."""
        return self.start_thinking(view).run()
