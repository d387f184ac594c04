"""After the hand: every trick, who took which points, and your costliest decision.

The hand is replayed from its :class:`~retrohearts.hearts.history.HandHistory` to recover the
:class:`~retrohearts.hearts.view.PlayerView` you had at each of your decisions (the pass, then
each card). At each one Julia's search (``players/search.py``, seeded, so the verdict is the
same every time) weighs the choice you made against the others, over the same sampled deals of
the cards you could not see. What a choice *cost* is the difference of the two averages, in
Julia's own measure: your points minus the mean of the others' (so a point you take, or a
point you fail to give away, counts for about one). The costliest decision is the one with the
largest such difference.

A :class:`Judge` does this a slice at a time (``step(budget_ms)``), for a frame loop; each
decision gets a fixed amount of work (``JUDGE_WORK``), so the whole verdict takes well under a
second or two and never depends on the clock. :func:`report_text` writes the page as plain text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from retrohearts.cards import Card
from retrohearts.hearts.hand import Hand
from retrohearts.hearts.history import HandHistory, TrickRecord
from retrohearts.hearts.players.search import PassThinker, Thinker
from retrohearts.hearts.rules import HouseRules, PassDirection
from retrohearts.hearts.view import PlayerView

__all__ = ["Decision", "JUDGE_SEED", "Judge", "Verdict", "claim_line", "decisions",
           "report_text"]

#: The seed of the Julia who judges (the tutor's, so she agrees with the advice you got).
JUDGE_SEED = 1993
#: Work per decision (see ``search.PLAY_WORK``): about a third of Julia's own thinking.
JUDGE_WORK = 24_000
JUDGE_PASS_WORK = 40_000


@dataclass(frozen=True)
class Decision:
    """One of your choices in the hand, with what you knew when you made it."""

    view: PlayerView
    chosen: tuple[Card, ...]  # three cards for the pass, one for a play
    trick: int  # 0 for the pass, else the trick number (1-13)


@dataclass(frozen=True)
class Verdict:
    """Julia's opinion of one decision."""

    decision: Decision
    best: tuple[Card, ...]  # what she would have chosen
    cost: float  # what your choice cost, in points (0 when it was hers, or as good)


def decisions(history: HandHistory, rules: HouseRules, seat: int = 0) -> list[Decision]:
    """Your decisions of the hand, replayed from its history."""
    hand = Hand.from_cards(rules, history.dealt, history.dealer, history.pass_direction,
                           deal_number=history.deal_number)
    out: list[Decision] = []
    for record in history.passes:
        if record.giver == seat:
            out.append(Decision(hand.view(seat), tuple(record.cards), 0))
        hand.pass_cards(record.giver, record.cards)
    claimed = history.claim.plays_before if history.claim is not None else len(history.plays)
    for k, card in enumerate(history.plays):
        if hand.to_play == seat and k < claimed:  # a claim's cards were no one's choice
            out.append(Decision(hand.view(seat), (card,), len(hand.tricks) + 1))
        hand.play(card)
    return out


class _PlayJudge(Thinker):
    """Julia's play search, made to weigh your card too (even one she would not try)."""

    def __init__(self, view: PlayerView, seed: int, mine: Card, work: int) -> None:
        super().__init__(view, seed, work)
        self.mine = mine.index
        self.add_candidate(self.mine)

    def verdict(self, decision: Decision) -> Verdict:
        best = self.run()
        if not self.evaluations or self.mine not in self.evaluations:
            return Verdict(decision, (best,), 0.0)
        cost = self.evaluations[self.mine] - self.evaluations[best.index]
        return Verdict(decision, (best,), max(0.0, cost))


class _PassJudge(PassThinker):
    """Julia's pass search, with your three cards among the triples she weighs."""

    def __init__(self, view: PlayerView, seed: int, mine: Sequence[Card], work: int) -> None:
        super().__init__(view, seed, work)
        a, b, c = sorted(card.index for card in mine)
        self.mine = self.add_candidate((a, b, c))

    def verdict(self, decision: Decision) -> Verdict:
        best = self.run()
        means = self.means()
        cost = means[self.mine] - min(means)
        return Verdict(decision, tuple(best), max(0.0, cost))


class Judge:
    """Julia's verdict on every decision of yours, computed a slice at a time."""

    def __init__(self, history: HandHistory, rules: HouseRules, seat: int = 0,
                 seed: int = JUDGE_SEED, work: int = JUDGE_WORK,
                 pass_work: int = JUDGE_PASS_WORK) -> None:
        self.decisions = decisions(history, rules, seat)
        self.verdicts: list[Verdict] = []
        self._seed = seed
        self._work = work
        self._pass_work = pass_work
        self._current: _PlayJudge | _PassJudge | None = None

    @property
    def done(self) -> bool:
        return len(self.verdicts) == len(self.decisions)

    @property
    def progress(self) -> float:
        """0.0 .. 1.0 through the decisions."""
        return len(self.verdicts) / max(1, len(self.decisions))

    def _start(self, decision: Decision) -> _PlayJudge | _PassJudge:
        if decision.trick == 0:
            return _PassJudge(decision.view, self._seed, decision.chosen, self._pass_work)
        return _PlayJudge(decision.view, self._seed, decision.chosen[0], self._work)

    def step(self, budget_ms: float) -> Verdict | None:
        """Think for about ``budget_ms``; the costliest verdict once all are in (None before;
        also None when you had no decision at all). A call either sets a decision up or
        samples it, never both, so no slice carries a set-up and a full budget."""
        return self._slice(budget_ms, None)

    def step_work(self, units: int) -> Verdict | None:
        """As :meth:`step`, for about ``units`` work units (no clock: a headless run)."""
        return self._slice(0.0, units)

    def _slice(self, budget_ms: float, units: int | None) -> Verdict | None:
        if not self.done:
            decision = self.decisions[len(self.verdicts)]
            if self._current is None:
                self._current = self._start(decision)
                return None
            current = self._current
            if (current.step(budget_ms) if units is None else current.step_work(units)) is None:
                return None
            self.verdicts.append(self._current.verdict(decision))
            self._current = None
            if not self.done:
                return None
        return self.costliest()

    def run(self) -> Verdict | None:
        """Finish at once."""
        while not self.done:
            self.step(1e9)
        return self.costliest()

    def costliest(self) -> Verdict | None:
        """The verdict with the largest cost (the first of equals); None with no decisions."""
        if not self.verdicts:
            return None
        return max(self.verdicts, key=lambda v: (round(v.cost, 6), -v.decision.trick))


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(c.label for c in cards)


def trick_line(trick: TrickRecord, number: int, names: Sequence[str]) -> str:
    """"3. Jeffrey led: Jeffrey 2C, Lindsay 9C, ... - Lindsay takes 2 points"."""
    plays = ", ".join(f"{names[s]} {c.label}" for s, c in trick.plays)
    points = sum(c.points for c in trick.cards)
    taken = f"{points} point{'s' * (points != 1)}" if points else "no points"
    who = names[trick.winner]
    return f"{number:2d}. {plays} - {who} {'take' if who == 'You' else 'takes'} {taken}"


def claim_line(history: HandHistory, names: Sequence[str]) -> str:
    """"Lindsay claimed the rest: every trick left was hers." (the claimed tricks follow)."""
    claim = history.claim
    if claim is None:
        return ""
    who = names[claim.seat]
    if claim.kind == "no_points":
        return f"{who} claimed the rest: no points were left to take."
    return f"{who} claimed the rest, taking every trick left:"


def verdict_text(verdict: Verdict | None, you: str = "You") -> list[str]:
    """Lines on the costliest decision."""
    if verdict is None:
        return [f"{you} had no decision to make this hand."]
    d = verdict.decision
    what = "the pass" if d.trick == 0 else f"trick {d.trick}"
    if verdict.cost < 0.05:
        return ["Julia would have made every one of your choices (or one as good)."]
    return [f"Your costliest decision, as Julia judges it: {what}.",
            f"You chose {_cards(d.chosen)}; Julia would choose {_cards(verdict.best)}.",
            f"It cost you about {verdict.cost:.1f} point{'s' * (round(verdict.cost, 1) != 1)}."]


def report_text(history: HandHistory, names: Sequence[str], points: Sequence[int],
                verdict: Verdict | None, title: str = "") -> str:
    """The post-mortem page as plain text (what SAVE writes)."""
    lines = [title or "Hearts: the hand just played"]
    if history.deal_number is not None:
        lines.append(f"Deal {history.deal_number}, {names[history.dealer]} dealt, "
                     f"passing {_direction(history.pass_direction)}")
    lines.append("")
    for p in history.passes:
        if p.giver in history.unknown_passes:
            lines.append(f"{names[p.giver]} passed three cards to {names[p.receiver]}")
        else:
            lines.append(f"{names[p.giver]} passed {_cards(p.cards)} to {names[p.receiver]}")
    if history.passes:
        lines.append("")
    for i, trick in enumerate(history.tricks):
        if history.claim is not None and i == history.claim.tricks_before:
            lines.append(claim_line(history, names))
        lines.append(trick_line(trick, i + 1, names))
    lines.append("")
    lines.append("Points this hand: " + ", ".join(
        f"{names[s]} {points[s]}" for s in range(len(points))))
    lines.append("")
    lines.extend(verdict_text(verdict))
    return "\n".join(lines) + "\n"


def _direction(direction: PassDirection) -> str:
    return {PassDirection.LEFT: "left", PassDirection.RIGHT: "right",
            PassDirection.ACROSS: "across"}.get(direction, "none")
