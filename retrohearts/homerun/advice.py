"""The solver's answers for players: solve a deal, a hint, "winnable?", par, where a line
went wrong.

``solve(deal, jokers, rules, time_limit_s)`` and ``hint(hand, time_limit_s)`` are the public API;
:class:`retrohearts.homerun.solver.Searcher` does the work.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from retrohearts.homerun import layers
from retrohearts.homerun.beam import beam_search
from retrohearts.homerun.deal import Deal
from retrohearts.homerun.game import DealPicker, any_deal
from retrohearts.homerun.hand import Hand, describe_move
from retrohearts.homerun.rules import HomeRunRules, card_value
from retrohearts.homerun.solver import Searcher, Solution, now
from retrohearts.rng import Rng

__all__ = ["FallOff", "Hint", "fell_off", "hint", "move_words", "par", "solvable_deals", "solve",
           "solve_hand", "winnable"]


#: Hands with this many jokers or fewer are solved by walking every position
#: (:mod:`retrohearts.homerun.layers`) when numpy is there.
EXHAUSTIVE_JOKERS = 1


def _searcher(hand: Hand) -> Searcher:
    return Searcher.for_deal(hand.deal.ranks, hand.deal.pack, hand.rules)


def solve_hand(hand: Hand, time_limit_s: float = 1.0, *, searcher: Searcher | None = None,
               first_clear: bool = False, prove: bool = True) -> Solution:
    """Solve from the hand's current position (lines start there; scores are whole-hand).

    With 0 or 1 joker held this is one exact search.  With more, the time is shared: a beam
    search of growing width finds good lines first (up to a quarter of it), then threshold
    searches ("is there a line above T?", T lowered step by step) tighten the proven upper
    bound (up to 60 %), and the exact search spends the rest starting from the lines found;
    the memo of bounds is shared by all of them.  ``prove=False`` (hints) skips the
    threshold searches and gives the beam half the time (a fifth with one joker)."""
    started = now()
    s = searcher if searcher is not None else _searcher(hand)
    heights = [len(r) for r in hand.ranks]
    state = (heights, hand.pack_pos, card_value(hand.layout), hand.jokers, hand.run_len,
             hand.run_dir, hand.card_points + hand.run_bonus)
    if hand.jokers <= EXHAUSTIVE_JOKERS and hand.status == "playing" and layers.available():
        every = layers.Layered(s, *state)
        if every.run(started + time_limit_s):
            return every.solution(started)
        time_limit_s = max(0.0, time_limit_s - (now() - started))
    if hand.jokers < (2 if prove else 1) or first_clear or hand.status != "playing":
        return s.search(*state, time_limit_s, first_clear=first_clear)
    states0, forced0 = s.states, s.forced
    seeds: list[tuple[int, tuple[str, ...], bool]] = []
    beam_end = started + time_limit_s * (0.25 if prove else 0.5 if hand.jokers > 1 else 0.2)
    width = 16
    while now() < beam_end and width <= 1024:
        seeds += beam_search(s, *state, width=width, deadline=beam_end)
        width *= 4
    lower = max((sc for sc, _, _ in seeds), default=0)
    bound = s.search(*state, 0.0).upper_bound
    tighten_end = started + time_limit_s * (0.6 if prove else 0.0)
    while bound > lower and now() < tighten_end:
        target = max(lower, bound - 20)
        test = s.search(*state, tighten_end - now(), floor_any=target,
                        floor_clear=target)
        bound = min(bound, test.upper_bound)
        seeds += [(test.max_score, test.best_line, test.max_clear_score == test.max_score)
                  ] if test.best_line and test.max_score > target else []
        if test.max_clear_score is not None and test.best_clear_line is not None:
            seeds.append((test.max_clear_score, test.best_clear_line, True))
        if test.states == 0:
            break
        lower = max([lower] + [sc for sc, _, _ in seeds])
    left = time_limit_s - (now() - started)
    sol = s.search(*state, max(0.0, left), seed_lines=seeds)
    upper = min(sol.upper_bound, max(bound, sol.max_score))
    clear_upper = sol.clear_upper_bound
    if clear_upper is not None:
        clear_upper = min(clear_upper, upper)
    exact = sol.exact or (upper == sol.max_score and clear_upper == sol.max_clear_score)
    return replace(sol, upper_bound=upper, clear_upper_bound=clear_upper, exact=exact,
                   states=s.states - states0, forced=s.forced - forced0,
                   seconds=now() - started)


def solve(deal: Deal, jokers: int, rules: HomeRunRules | None = None,
          time_limit_s: float = 1.0) -> Solution:
    """The best play of a deal with ``jokers`` jokers: see :class:`Solution`."""
    return solve_hand(Hand(deal, jokers, rules), time_limit_s)


def winnable(deal: Deal | Hand, jokers: int = 4, rules: HomeRunRules | None = None,
             time_limit_s: float = 1.0) -> bool | None:
    """Can the ranks be cleared from here?  True, False, or None when the time ran out first.
    ``deal`` may be a Hand in play (then ``jokers`` and ``rules`` are the hand's)."""
    hand = deal if isinstance(deal, Hand) else Hand(deal, jokers, rules)
    if hand.status != "playing":
        return hand.status == "cleared"
    return solve_hand(hand, time_limit_s, first_clear=True).clearable


def par(deal: Deal, jokers: int, rules: HomeRunRules | None = None,
        time_limit_s: float = 1.0) -> tuple[int, bool]:
    """The deal's par: the best hand score possible (no gamble), and whether it is proven."""
    sol = solve(deal, jokers, rules, time_limit_s)
    return sol.max_score, sol.exact


def solvable_deals(time_limit_s: float = 0.3, tries: int = 60) -> DealPicker:
    """A deal picker for :class:`~retrohearts.homerun.game.Game` ("solvable deals only"):
    random deal numbers until one is proven clearable with the hand's jokers (each check
    limited to ``time_limit_s``; after ``tries`` the last number is taken anyway).  A check
    that runs out of time counts as "not proven", so on a very busy machine the deals picked
    from a seed can differ; the numbers played are in the game's results."""

    def pick(rng: Rng, jokers: int, rules: HomeRunRules) -> int:
        number = any_deal(rng, jokers, rules)
        for _ in range(tries - 1):
            if winnable(Deal.from_number(number), jokers, rules, time_limit_s):
                return number
            number = any_deal(rng, jokers, rules)
        return number

    return pick


@dataclass(frozen=True, slots=True)
class Hint:
    """The move to play now and why, in one line."""

    move: str | None
    reason: str
    solution: Solution


def move_words(hand: Hand, move: str) -> str:
    """The move as advice: "Play the 7 of hearts from rank 3", "Turn the pack", "Play a
    joker"."""
    if move == "P":
        return "Turn the pack"
    if move == "J":
        return "Play a joker"
    front = hand.front(int(move[1:]))
    what = f"the {front.name} from " if front is not None else ""
    return f"Play {what}{describe_move(move)}"


def _explain(hand: Hand, move: str, sol: Solution, clearing: bool) -> str:
    what = move_words(hand, move)
    target = sol.max_clear_score if clearing else sol.max_score
    sure = "" if sol.exact else " (best found)"
    if clearing:
        return f"{what}: it leads to a clear worth {target}{sure}"
    if sol.clearable is False:
        return f"{what}: the ranks cannot be cleared now; best score {target}{sure}"
    return f"{what}: best score {target}{sure}, no clear found"


def hint(hand: Hand, time_limit_s: float = 0.5) -> Hint:
    """The solver's move for this position (a clearing line first, as a clear keeps the turn
    going), and a one-line reason."""
    if hand.status != "playing":
        return Hint(None, "The hand is over", solve_hand(hand, 0.0))
    sol = solve_hand(hand, time_limit_s * 0.8, prove=False)   # a margin for a busy machine
    if sol.best_clear_line:
        return Hint(sol.best_clear_line[0], _explain(hand, sol.best_clear_line[0], sol, True), sol)
    if sol.best_line:
        return Hint(sol.best_line[0], _explain(hand, sol.best_line[0], sol, False), sol)
    move = hand.legal_moves()[0]
    return Hint(move, f"{move_words(hand, move)}: no line found in the time", sol)


def _state(hand: Hand) -> tuple[list[int], int, int, int, int, int]:
    return ([len(r) for r in hand.ranks], hand.pack_pos, card_value(hand.layout), hand.jokers,
            hand.run_len, hand.run_dir)


def _every_position(s: Searcher, hand: Hand, time_limit_s: float) -> _Every | None:
    """Every position of the hand solved at once, when it has few jokers and numpy is here."""
    if hand.jokers > EXHAUSTIVE_JOKERS or hand.status != "playing" or not layers.available():
        return None
    every = layers.Layered(s, *_state(hand), hand.card_points + hand.run_bonus)
    return _Every(every) if every.run(now() + time_limit_s) else None


@dataclass(frozen=True, slots=True)
class _Every:
    """Exact answers for any position of a hand, read from one walk of all its positions."""

    layered: layers.Layered

    def solution_at(self, hand: Hand) -> Solution | None:
        state = _state(hand)
        known = self.layered.value(*state)
        if known is None:
            return None
        a, c = known
        g = hand.card_points + hand.run_bonus
        line = self.layered.line_from(*state)
        clear_line = self.layered.line_from(*state, clearing=True) if c is not None else None
        return Solution(clearable=c is not None, max_score=g + a,
                        max_clear_score=None if c is None else g + c, best_line=line,
                        best_clear_line=clear_line, upper_bound=g + a,
                        clear_upper_bound=None if c is None else g + c, exact=True,
                        states=0, forced=0, seconds=0.0)


@dataclass(frozen=True, slots=True)
class FallOff:
    """Where a player's line left the best line: move ``index`` (0-based) was ``played``;
    ``better`` would have kept ``best`` in reach, the line played could reach only ``after``."""

    index: int
    played: str
    better: str
    best: int
    after: int
    exact: bool


def fell_off(deal: Deal, jokers: int, rules: HomeRunRules | None,
             moves: Sequence[str], time_limit_s: float = 2.0) -> FallOff | None:
    """The first move of ``moves`` after which the best reachable score dropped, or None when
    the line played kept the par in reach to its end.  Binary search over the moves with one
    shared memo; with several jokers and little time the answer may be approximate
    (``exact`` False)."""
    hands = [Hand(deal, jokers, rules)]
    for m in moves:
        h = hands[-1].copy()
        h.play(m)
        hands.append(h)
    searcher = Searcher.for_deal(deal.ranks, deal.pack, hands[0].rules)
    budget = time_limit_s / 8
    cache: dict[int, Solution] = {}
    every = _every_position(searcher, hands[0], time_limit_s)

    def value(k: int) -> Solution:
        if k not in cache:
            known = every.solution_at(hands[k]) if every is not None else None
            cache[k] = known if known is not None else solve_hand(hands[k], budget,
                                                                  searcher=searcher)
        return cache[k]

    par_sol = value(0)
    target = par_sol.max_score
    final = hands[-1]
    if final.status != "playing" and final.score >= target:
        return None
    lo, hi = 0, len(moves)          # value(lo) reaches the par; find the first k that does not
    if value(hi).max_score >= target and final.status == "playing":
        return None
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if value(mid).max_score >= target:
            lo = mid
        else:
            hi = mid
    before = value(lo)
    line = before.best_line
    better = line[0] if line else moves[lo]
    after = value(hi).max_score if hi < len(moves) or final.status == "playing" else final.score
    return FallOff(index=lo, played=moves[lo], better=better, best=target, after=after,
                   exact=before.exact and value(hi).exact)
