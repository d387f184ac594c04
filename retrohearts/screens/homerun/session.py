"""The flow of a HomeRun competition as the screens run it: players, turns, hands, totals.

The rules of a hand and of the gamble are the engine's (``retrohearts.homerun``:
``Hand``, ``Gamble``, ``next_hand_jokers``); this file only strings them together the
way the manual's sections 5-7 describe: a game is one player's turn of hands until a
hand is stuck; a clear is followed by the gamble and a fresh deal with one joker
fewer (or the same, with the extra joker); in a two-player competition the turns
alternate until each player has had the games the Setup asked for.

Deals come from deal numbers: the first is ``--deal N`` (or drawn), the rest are drawn
from a seeded generator, so a seed and the inputs replay a whole competition. The
"solvable deals only" option asks the solver (when the engine has one) and draws again
until a deal can be cleared with the jokers the hand starts with.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from retrohearts.homerun import Deal, Gamble, Hand, HomeRunRules, next_hand_jokers
from retrohearts.rng import Rng

Phase = Literal["playing", "cleared", "gamble", "game_over", "over"]
DEAL_MAX = 999_999_999
SOLVABLE_TRIES = 40  # deals drawn before "solvable only" settles for the last one


@dataclass
class Player:
    name: str
    total: int = 0  # sum of this player's game totals in the competition
    game_total: int = 0  # the game in progress (cleared hands + gambles so far)
    games: int = 0  # games finished
    best_game: int = 0


@dataclass(frozen=True)
class HandResult:
    """What one hand earned, for the information window and the statistics."""

    player: int
    deal: int
    cleared: bool
    points: int  # card points + run bonus
    bonus: int  # clear bonus as collected after the gamble (0 if stuck or lost)
    jokers_won: bool
    moves: tuple[str, ...]
    jokers: int  # the hand's allowance

    @property
    def score(self) -> int:
        return self.points + self.bonus


@dataclass
class GameResult:
    player: int
    total: int
    hands: list[HandResult] = field(default_factory=list)


def _solver() -> Callable[..., object] | None:
    try:
        from retrohearts.homerun import solve  # type: ignore[attr-defined]
    except ImportError:
        return None
    return solve  # type: ignore[no-any-return]


def clearable(deal: Deal, jokers: int, rules: HomeRunRules, time_limit: float = 0.3) -> bool | None:
    """Whether the solver finds a clearing line (None: no solver, or it cannot tell)."""
    solve = _solver()
    if solve is None:
        return None
    answer = solve(deal, jokers, rules, time_limit_s=time_limit)
    value = getattr(answer, "clearable", None)
    return bool(value) if value is not None else None


class Session:
    """One competition: 1 or 2 players, ``games`` games each, turns alternating."""

    def __init__(self, names: list[str], games: int = 1, *, rules: HomeRunRules | None = None,
                 first_deal: int | None = None, seed: int = 0, solvable: bool = False) -> None:
        if not 1 <= len(names) <= 2:
            raise ValueError("HomeRun is played by 1 or 2 players")
        self.players = [Player(n) for n in names]
        self.games = max(1, games) if len(names) == 2 else 1
        self.rules = rules or HomeRunRules()
        self.rng = Rng(seed)
        self.seed = seed
        self.solvable = solvable
        self.current = 0
        self.jokers = 4
        self._next_deal = first_deal
        self.results: list[GameResult] = []
        self.hand_results: list[HandResult] = []  # this game's hands
        self.gamble: Gamble | None = None
        self.last_hand: HandResult | None = None
        self.hand = self._deal_hand()
        self.phase: Phase = "playing"

    # -- deals ----------------------------------------------------------------------
    def _draw_number(self) -> int:
        if self._next_deal is not None:
            number, self._next_deal = self._next_deal, None
            return number
        return 1 + self.rng.below(DEAL_MAX)

    def _deal_hand(self) -> Hand:
        number = self._draw_number()
        if self.solvable:
            for _ in range(SOLVABLE_TRIES):
                if clearable(Deal.from_number(number), self.jokers, self.rules) is not False:
                    break
                number = 1 + self.rng.below(DEAL_MAX)
        return Hand(Deal.from_number(number), jokers=self.jokers, rules=self.rules)

    @property
    def deal_number(self) -> int:
        return int(self.hand.deal.number or 0)

    @property
    def player(self) -> Player:
        return self.players[self.current]

    # -- the hand ends ----------------------------------------------------------------
    def hand_over(self) -> None:
        """Call after a move: a clear starts the gamble, a stuck hand ends the game."""
        if self.phase != "playing":
            return
        if self.hand.status == "cleared":
            self.phase = "cleared"
        elif self.hand.status == "stuck":
            self._record(cleared=False, bonus=0, won=False)
            self._end_game()

    def start_gamble(self) -> Gamble:
        seed = self.rng.below(2 ** 31)
        self.gamble = Gamble(self.hand.clear_bonus, seed=seed,
                             multiplier=self.rules.gamble_multiplier)
        self.phase = "gamble"
        return self.gamble

    def finish_gamble(self) -> HandResult:
        """After the gamble is over (collected, lost or pushed): bank it, deal again."""
        g = self.gamble
        assert g is not None
        bonus = g.bonus if g.over else g.collect()
        result = self._record(cleared=True, bonus=bonus, won=bool(g.extra_joker))
        self.player.game_total += result.score
        self.jokers = next_hand_jokers(self.hand.allowance, bool(g.extra_joker))
        self.gamble = None
        self.hand = self._deal_hand()
        self.phase = "playing"
        return result

    def _record(self, cleared: bool, bonus: int, won: bool) -> HandResult:
        h = self.hand
        result = HandResult(self.current, self.deal_number, cleared,
                            h.card_points + h.run_bonus, bonus, won, h.moves, h.allowance)
        self.hand_results.append(result)
        self.last_hand = result
        return result

    def _end_game(self) -> None:
        p = self.player
        last = self.hand_results[-1]
        p.game_total += last.score
        total = p.game_total
        p.total += total
        p.games += 1
        p.best_game = max(p.best_game, total)
        self.results.append(GameResult(self.current, total, list(self.hand_results)))
        self.phase = "game_over"

    @property
    def game_score(self) -> int:
        """The current player's game so far, with the hand in play's points."""
        h = self.hand
        live = h.card_points + h.run_bonus if self.phase in ("playing", "cleared", "gamble") else 0
        return self.player.game_total + live

    def competition_over(self) -> bool:
        return all(p.games >= self.games for p in self.players)

    def next_game(self) -> bool:
        """After a game over: the next player's turn (True), or the competition is over."""
        if self.competition_over():
            self.phase = "over"
            return False
        self.current = (self.current + 1) % len(self.players)
        while self.players[self.current].games >= self.games:
            self.current = (self.current + 1) % len(self.players)
        self.player.game_total = 0
        self.jokers = 4
        self.hand_results = []
        self.hand = self._deal_hand()
        self.phase = "playing"
        return True

    def winner(self) -> int | None:
        """The index of the player with the higher total (None: a draw, or one player)."""
        if len(self.players) < 2:
            return None
        a, b = (p.total for p in self.players)
        return None if a == b else (0 if a > b else 1)
