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

SOLVE_SECONDS = 0.5
HINT_SECONDS = 0.5

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
    try:
        import retrohearts.homerun as engine
    except ImportError:
        return None
    return getattr(engine, name, None)


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
    best = _get(ans, "max_clear_score", 3)
    return Par(bool(_get(ans, "clearable", 0)), int(_get(ans, "max_score", 1) or 0),
               int(best) if best is not None else None,
               tuple(_get(ans, "best_line", 4) or ()), bool(_get(ans, "exact", 5)))


def _get(record: Any, name: str, position: int) -> Any:
    if hasattr(record, name):
        return getattr(record, name)
    if isinstance(record, dict):
        return record.get(name)
    if isinstance(record, tuple) and len(record) > position - 1:
        return record[position - 1]
    return None


def hint_move(hand: Hand, seconds: float = HINT_SECONDS) -> tuple[str, str] | None:
    """The engine's best move from here and its one-line reason, or None."""
    fn = _engine("hint")
    if fn is None or hand.status != "playing":
        return None
    try:
        ans = fn(hand, time_limit_s=seconds)
    except (ValueError, RuntimeError):
        return None
    if ans is None:
        return None
    if isinstance(ans, str):
        return (ans, "")
    move = _get(ans, "move", 1)
    why = _get(ans, "reason", 2) or _get(ans, "why", 2) or ""
    return (str(move), str(why)) if move else None


def fell_off(moves: tuple[str, ...], best: tuple[str, ...]) -> int | None:
    """The 1-based number of the first move that left the solver's best line (None: it did not)."""
    for i, (mine, theirs) in enumerate(zip(moves, best), start=1):
        if mine != theirs:
            return i
    if len(moves) < len(best):
        return len(moves) + 1
    return None


def move_words(ctx: HomeRunContext, move: str) -> str:
    if move == "P":
        return ctx.t("move.pack")
    if move == "J":
        return ctx.t("move.joker")
    return ctx.t("move.rank", n=move[1:])


def after_hand_line(ctx: HomeRunContext, deal: Deal, jokers: int, rules: HomeRunRules,
                    moves: tuple[str, ...], scored: int) -> str:
    """"Par 312 (you 280); you left the best line at move 12 (rank 3, best rank 5)"."""
    p = par(deal, jokers, rules)
    if p is None:
        return ""
    text = ctx.t("par.line", par=f"{p.max_score:,}", score=f"{scored:,}",
                 exact="" if p.exact else ctx.t("par.at_least"))
    off = fell_off(moves, p.best_line)
    if off is not None and scored < p.max_score:
        mine = moves[off - 1] if off <= len(moves) else ""
        text += " " + ctx.t("par.fell_off", n=off,
                            mine=move_words(ctx, mine) if mine else ctx.t("par.stopped"),
                            best=move_words(ctx, p.best_line[off - 1]))
    return text


def position_deal(hand: Hand) -> Deal | None:
    """The position in play as a (reduced) deal the solver can take, or None when the layout
    is a joker (a deal's layout must be a card)."""
    if hand.layout.is_joker:
        return None
    small = getattr(Deal, "small", None)
    if small is None:
        return None
    pack = hand.deal.pack[hand.deal.pack.index(hand.pack_top):] if hand.pack_top else ()
    try:
        return small([list(r) for r in hand.ranks], hand.layout, list(pack))  # type: ignore[no-any-return]
    except ValueError:
        return None


def winnable_line(ctx: HomeRunContext, hand: Hand) -> str:
    """Can the hand in play still be cleared? (From the deal when the layout is a joker.)"""
    deal = position_deal(hand) if hand.moves else hand.deal
    jokers = hand.jokers
    if deal is None:
        deal, jokers = hand.deal, hand.allowance
    p = par(deal, jokers, hand.rules, seconds=1.0)
    if p is None:
        return ctx.t("msg.no_solver")
    if p.clearable:
        best = p.max_clear_score if p.max_clear_score is not None else p.max_score
        return ctx.t("win.yes", score=f"{best:,}")
    return ctx.t("win.no") if p.exact else ctx.t("win.unknown")
