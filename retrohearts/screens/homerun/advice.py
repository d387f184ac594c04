"""The engine's words and numbers in the player's language: refusals, hints, par, winnable.

The engine (``retrohearts.homerun``) refuses a move with an English reason and its
solver and hint answer with records; this file turns those into the status line's
text. Known refusals are matched and said in the current language; anything else is
shown as the engine put it. The solver and the hint are looked up lazily, so the game
runs (without them) on an engine that has not got them yet.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from retrohearts.homerun import Deal, Hand, HomeRunRules
from retrohearts.screens.homerun.context import HomeRunContext

SOLVE_SECONDS = 0.3
HINT_SECONDS = 0.5
WINNABLE_SECONDS = 1.0
FELL_OFF_SECONDS = 0.5
#: how much of the par's work one frame does (the screen stays live meanwhile)
SLICE_SECONDS = 0.015

_REFUSALS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^The (\w+) does not go on the (\w+)"), "msg.not_adjacent"),
    (re.compile(r"^A card from the ranks will go"), "msg.rank_first"),
    (re.compile(r"^The pack is empty"), "msg.pack_empty"),
    (re.compile(r"^You have no jokers left"), "msg.no_jokers"),
    (re.compile(r"^Rank (\d+) is empty"), "msg.rank_empty"),
    (re.compile(r"^The hand is over"), "msg.hand_over"),
)


def refusal(ctx: HomeRunContext, reason: str) -> str:
    for pattern, key in _REFUSALS:
        m = pattern.match(reason)
        if m:
            return ctx.t(key, a=m.group(1) if m.groups() else "",
                         b=m.group(2) if len(m.groups()) > 1 else "")
    return reason


def _engine(name: str) -> Any:
    """The engine's ``name`` from its public API, or from its advice module."""
    import importlib

    for module in ("retrohearts.homerun", "retrohearts.homerun.advice"):
        try:
            found = getattr(importlib.import_module(module), name, None)
        except ImportError:
            found = None
        if found is not None:
            return found
    return None


def has_solver() -> bool:
    return _engine("solve") is not None


def has_hint() -> bool:
    return _engine("hint") is not None


@dataclass(frozen=True)
class Par:
    clearable: bool
    max_score: int
    max_clear_score: int | None
    best_line: tuple[str, ...]
    exact: bool
    upper_bound: int


def par(deal: Deal, jokers: int, rules: HomeRunRules,
        seconds: float = SOLVE_SECONDS) -> Par | None:
    """The solver's answer for a deal, or None without a solver."""
    solve = _engine("solve")
    if solve is None:
        return None
    try:
        ans = solve(deal, jokers, rules, time_limit_s=seconds)
    except (ValueError, RuntimeError):
        return None
    return _as_par(ans)


def _as_par(ans: Any) -> Par:
    best = _get(ans, "max_clear_score", 3)
    return Par(bool(_get(ans, "clearable", 0)), int(_get(ans, "max_score", 1) or 0),
               int(best) if best is not None else None,
               tuple(_get(ans, "best_line", 4) or ()), bool(_get(ans, "exact", 5)),
               int(getattr(ans, "upper_bound", 0) or 0))


def _get(record: Any, name: str, position: int) -> Any:
    if hasattr(record, name):
        return getattr(record, name)
    if isinstance(record, dict):
        return record.get(name)
    if isinstance(record, tuple) and len(record) > position - 1:
        return record[position - 1]
    return None


def advisor(known: Any, hand: Hand) -> Any:
    """The engine's advisor for ``hand``: ``known`` if it is this hand's (it keeps what the
    hints and "Winnable?" found before), else a new one (None without an engine one)."""
    if known is not None and known.fits(hand):
        return known
    make = _engine("Advisor")
    return make(hand) if make is not None else None


def hint_move(ctx: HomeRunContext, hand: Hand, seconds: float | None = None,
              helper: Any = None) -> tuple[str, str] | None:
    """The engine's best move from here and a one-line reason in the player's language
    (built from the solver's numbers; the engine's own English line if it gives none).
    ``helper``: the hand's advisor (:func:`advisor`), which shares its work."""
    fn = helper.hint if helper is not None else _engine("hint")
    if fn is None or hand.status != "playing":
        return None
    try:
        ans = fn(hand, time_limit_s=HINT_SECONDS if seconds is None else seconds)
    except (ValueError, RuntimeError):
        return None
    move = _get(ans, "move", 1) if ans is not None else None
    if not move:
        return None
    move = str(move)
    sol = getattr(ans, "solution", None)
    what = move_words(ctx, move, hand)
    if sol is None:
        return (move, str(_get(ans, "reason", 2) or ""))
    found = "" if getattr(sol, "exact", False) else ctx.t("hint.found")
    clear_line = getattr(sol, "best_clear_line", None)
    if clear_line and clear_line[0] == move:
        why = ctx.t("hint.clear", move=what, score=f"{sol.max_clear_score:,}", found=found)
    elif getattr(sol, "clearable", None) is False:
        why = ctx.t("hint.cannot_clear", move=what, score=f"{sol.max_score:,}", found=found)
    elif getattr(sol, "best_line", None):
        why = ctx.t("hint.no_clear_found", move=what, score=f"{sol.max_score:,}", found=found)
    else:
        why = ctx.t("hint.no_line", move=what)
    return (move, why.strip())


def move_words(ctx: HomeRunContext, move: str, hand: Hand | None = None) -> str:
    """A move in words: "the pack", "a joker", "rank 3" (or "the 7 from rank 3")."""
    if move == "P":
        return ctx.t("move.pack")
    if move == "J":
        return ctx.t("move.joker")
    front = hand.front(int(move[1:])) if hand is not None and move[1:].isdigit() else None
    if front is not None:
        name = {14: "A", 13: "K", 12: "Q", 11: "J"}.get(front.rank, str(front.rank))
        return ctx.t("move.card", card=name, n=move[1:])
    return ctx.t("move.rank", n=move[1:])


class AfterHand:
    """The par line for a hand just over, worked out a slice at a time: ``line`` reads
    "Par ..." (``par.working``) until :meth:`step` has done the work, then the par, the
    player's score and the move where the line played left the best one (an empty line
    without a solver)."""

    def __init__(self, ctx: HomeRunContext, deal: Deal, jokers: int, rules: HomeRunRules,
                 moves: tuple[str, ...], scored: int, slice_s: float = SLICE_SECONDS) -> None:
        self.ctx = ctx
        self.scored = scored
        #: what the hand banked once its bonus was gambled (None: not gambled, or no change)
        self.banked: int | None = None
        self._answer: tuple[Par, Any] | None = None
        self.done = False
        steps = _engine("fell_off_steps")
        self._job: Any = None
        if steps is None:
            self.line = ""
            self.done = True
            return
        self._job = steps(deal, jokers, rules, list(moves), FELL_OFF_SECONDS,
                          par_s=SOLVE_SECONDS, slice_s=slice_s)
        self.line = ctx.t("par.working")

    def step(self) -> bool:
        """Some more of the work (about one slice); True once ``line`` is the answer."""
        if self.done:
            return True
        try:
            next(self._job)
            return False
        except StopIteration as finished:
            sol, off = finished.value
            self._answer = (_as_par(sol), off)
            self.line = self._text(*self._answer)
        except (ValueError, RuntimeError):
            self.line = ""
        self.done = True
        return True

    def finish(self) -> str:
        """Work to the end at once; the line."""
        while not self.step():
            pass
        return self.line

    def gambled(self, banked: int) -> None:
        """The hand's bonus was gambled and the hand banked ``banked``: the par still
        measures the play (the gamble is luck), and the line says its score is the one
        before the gamble (a lost bonus read as if it had counted)."""
        self.banked = banked if banked != self.scored else None
        if self._answer is not None:
            self.line = self._text(*self._answer)

    def _text(self, p: Par, off: Any) -> str:
        ctx, scored = self.ctx, self.scored
        shown = f"{scored:,}" if self.banked is None else ctx.t("par.gambled",
                                                                score=f"{scored:,}")
        if not p.exact and scored >= p.max_score:  # the player beat the line found in time
            return ctx.t("par.beaten", score=shown, bound=f"{max(p.upper_bound, scored):,}")
        text = ctx.t("par.line" if p.exact else "par.line_bound", par=f"{p.max_score:,}",
                     score=shown)
        if off is not None and scored < p.max_score:
            text += " " + ctx.t("par.fell_off", n=off.index + 1,
                                mine=move_words(ctx, off.played),
                                best=move_words(ctx, off.better))
        return text


def after_hand_line(ctx: HomeRunContext, deal: Deal, jokers: int, rules: HomeRunRules,
                    moves: tuple[str, ...], scored: int) -> str:
    """"Par 312, you 280. Left the best line at move 12 (rank 3; best: rank 5)." at once
    (:class:`AfterHand` spreads the same work over frames)."""
    return AfterHand(ctx, deal, jokers, rules, moves, scored).finish()


def longest_statuses(ctx: HomeRunContext) -> tuple[str, ...]:
    """The longest lines the status line shows in the current language (with four-digit
    scores and two-digit ranks and moves): the information window keeps room for them."""
    t, score = ctx.t, "1,234"
    card = ctx.t("move.card", card="10", n=7)
    found = t("hint.found")
    hints = (t("hint.clear", move=card, score=score, found=found),
             t("hint.cannot_clear", move=card, score=score, found=found),
             t("hint.no_clear_found", move=card, score=score, found=found))
    gambled = t("par.gambled", score="1,000")
    par_line = t("par.line_bound", par=score, score=gambled) + " " + t(
        "par.fell_off", n=27, mine=t("move.rank", n=7), best=t("move.rank", n=7))
    return (*(t("hint.why", why=h) for h in hints), par_line,
            t("par.beaten", score=t("par.gambled", score=score), bound="1,500"),
            t("win.unknown"), t("win.no"),
            t("msg.rank_first"), t("msg.not_adjacent", a="10", b="10"))


def winnable_line(ctx: HomeRunContext, hand: Hand, helper: Any = None) -> str:
    """Can the hand in play still be cleared?  ``helper``: the hand's advisor: a clearing
    line a hint found answers at once."""
    fn = helper.winnable if helper is not None else _engine("winnable")
    if fn is None:
        return ctx.t("msg.no_solver")
    try:
        answer = fn(hand, time_limit_s=WINNABLE_SECONDS)
    except (ValueError, RuntimeError):
        answer = None
    if answer is True:
        return ctx.t("win.yes")
    return ctx.t("win.no") if answer is False else ctx.t("win.unknown")
