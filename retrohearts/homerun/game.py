"""A HomeRun game (one player's turn) and a competition of 1 or 2 players.

A game starts with 4 jokers and deals hand after hand until one is stuck.  After a clear the
bonus gamble is played on the clear bonus, then the next hand is a fresh deal with the allowance
from :func:`next_hand_jokers`.  The game's total is every cleared hand's card points and run
bonus plus its gamble result, plus the stuck hand's card points and run bonus.

A competition gives each player ``games_each`` games, turns alternating P1, P2, P1 ...; the
higher sum of game totals wins, equal sums are a draw.

Every deal number and gamble shuffle comes from the seed, so a game replays exactly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from retrohearts.cards import Card
from retrohearts.homerun.deal import DEAL_MAX, Deal
from retrohearts.homerun.gamble import Gamble, next_hand_jokers
from retrohearts.homerun.hand import Hand
from retrohearts.homerun.records import check_name
from retrohearts.homerun.rules import JOKERS_PER_GAME, HomeRunRules
from retrohearts.rng import Rng

__all__ = ["Competition", "DealPicker", "Game", "HandResult", "MAX_GAMES_EACH", "any_deal"]

MAX_GAMES_EACH = 99

#: Picks the next deal for a game: (rng, jokers, rules) -> deal number.  The default takes any
#: number; ``solvable_deals()`` (in :mod:`retrohearts.homerun.advice`) only clearable ones.
DealPicker = Callable[[Rng, int, HomeRunRules], int]


def any_deal(rng: Rng, jokers: int, rules: HomeRunRules) -> int:
    """A uniformly random deal number."""
    return 1 + rng.below(DEAL_MAX)


@dataclass(frozen=True, slots=True)
class HandResult:
    """One finished hand of a game."""

    deal_number: int | None
    jokers: int
    cleared: bool
    card_points: int
    run_bonus: int
    clear_bonus: int
    gamble_bonus: int
    extra_joker: bool
    gambles_won: int
    gambles_lost: int
    moves: tuple[str, ...]

    @property
    def score(self) -> int:
        """Card points + run bonus + what the gamble left of the clear bonus."""
        return self.card_points + self.run_bonus + self.gamble_bonus


class Game:
    """One player's turn: ``Game(rules, seed=N)``; ``first_deal`` fixes the first hand's deal.

    Drive it with :meth:`play` / :meth:`undo` (or ``game.hand`` directly), then in the
    ``"gamble"`` phase :meth:`bet` / :meth:`collect`, then :meth:`next_hand`.
    """

    def __init__(self, rules: HomeRunRules | None = None, *, seed: int = 0,
                 first_deal: Deal | int | None = None, jokers: int = JOKERS_PER_GAME,
                 pick_deal: DealPicker | None = None) -> None:
        self.rules = rules if rules is not None else HomeRunRules()
        self.seed = seed
        self._rng = Rng(seed)
        self._pick = pick_deal if pick_deal is not None else any_deal
        self._done: list[HandResult] = []
        self._gamble: Gamble | None = None
        self.hand = self._new_hand(first_deal, jokers)

    def _new_hand(self, deal: Deal | int | None, jokers: int) -> Hand:
        if deal is None:
            deal = self._pick(self._rng, jokers, self.rules)
        if isinstance(deal, int):
            deal = Deal.from_number(deal)
        self._gamble = None
        self._gamble_seed = self._rng.next_u64()
        return Hand(deal, jokers, self.rules)

    # -- phase -----------------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        """"playing", "gamble" (cleared, gamble running), "cleared" (gamble done: call
        :meth:`next_hand`) or "over" (the hand is stuck: the game has ended)."""
        if self.hand.status == "playing":
            return "playing"
        if self.hand.status == "stuck":
            return "over"
        return "cleared" if self.gamble is not None and self.gamble.over else "gamble"

    @property
    def over(self) -> bool:
        """True once a hand is stuck."""
        return self.hand.status == "stuck"

    @property
    def gamble(self) -> Gamble | None:
        """The bonus gamble of the hand just cleared (None before the clear)."""
        if self._gamble is None and self.hand.status == "cleared":
            self._gamble = Gamble(self.hand.clear_bonus, seed=self._gamble_seed,
                                  multiplier=self.rules.gamble_multiplier)
        return self._gamble

    # -- moves -----------------------------------------------------------------------------------
    def play(self, move: str) -> int:
        """Play a move in the hand (ValueError if it is illegal or the hand is over)."""
        return self.hand.play(move)

    def undo(self) -> str:
        """Take back the hand's last move (never the one that ended the hand)."""
        return self.hand.undo()

    def bet(self, direction: str) -> str:
        """A gamble bet, "high" or "low": "win", "lose" or "push"."""
        return self._need_gamble().bet(direction)

    def collect(self) -> int:
        """Collect the gamble's bonus."""
        return self._need_gamble().collect()

    def gamble_from(self, cards: Sequence[Card]) -> Gamble:
        """Start this clear's gamble with an explicit draw order (replays, tests) instead of
        the seeded shuffle; only before the first bet."""
        if self.hand.status != "cleared" or (self._gamble is not None and self._gamble.results):
            raise ValueError("The gamble's cards can be set only after a clear, before a bet")
        self._gamble = Gamble(self.hand.clear_bonus, cards,
                              multiplier=self.rules.gamble_multiplier)
        return self._gamble

    def _need_gamble(self) -> Gamble:
        g = self.gamble
        if g is None:
            raise ValueError("There is no bonus gamble until the ranks are cleared")
        return g

    def next_hand(self, deal: Deal | int | None = None) -> Hand:
        """After a clear and its gamble: deal the next hand (a fresh deal, or ``deal``)."""
        if self.phase != "cleared":
            raise ValueError("The next hand comes after a clear and its bonus gamble")
        gamble = self._need_gamble()
        self._done.append(self._result())
        jokers = next_hand_jokers(self.hand.allowance, gamble.extra_joker)
        self.hand = self._new_hand(deal, jokers)
        return self.hand

    # -- scores ----------------------------------------------------------------------------------
    def _result(self) -> HandResult:
        h, g = self.hand, self._gamble
        return HandResult(
            deal_number=h.deal.number, jokers=h.allowance, cleared=h.status == "cleared",
            card_points=h.card_points, run_bonus=h.run_bonus, clear_bonus=h.clear_bonus,
            gamble_bonus=g.bonus if g is not None and g.over else 0,
            extra_joker=g.extra_joker if g is not None else False,
            gambles_won=g.results.count("win") if g is not None else 0,
            gambles_lost=g.results.count("lose") if g is not None else 0,
            moves=h.moves)

    @property
    def results(self) -> list[HandResult]:
        """Every finished hand (the current one too once it is stuck or its gamble is over)."""
        done = list(self._done)
        if self.phase in ("over", "cleared"):
            done.append(self._result())
        return done

    @property
    def total(self) -> int:
        """The game's running total: finished hands plus the hand in play so far (a cleared
        hand's clear bonus counts once its gamble is over)."""
        live = self.hand.card_points + self.hand.run_bonus
        if self.phase == "cleared" and self._gamble is not None:
            live += self._gamble.bonus
        return sum(r.score for r in self._done) + live

    @property
    def hand_number(self) -> int:
        """1 for the first hand of the game."""
        return len(self._done) + 1

    @property
    def clears(self) -> int:
        """Hands cleared so far."""
        return sum(1 for r in self.results if r.cleared)

    @property
    def jokers_won(self) -> int:
        """Extra jokers won in gambles."""
        return sum(1 for r in self.results if r.extra_joker)


class Competition:
    """``Competition(["Ann", "Bob"], games_each=3, rules, seed=N)``: 1 or 2 players."""

    def __init__(self, players: Sequence[str], games_each: int = 1,
                 rules: HomeRunRules | None = None, *, seed: int = 0,
                 first_deal: Deal | int | None = None,
                 pick_deal: DealPicker | None = None) -> None:
        if isinstance(players, str) or not 1 <= len(players) <= 2:
            raise ValueError("A competition has 1 or 2 players")
        names = tuple(check_name(p) for p in players)
        if len(set(names)) != len(names):
            raise ValueError("The two players need different names")
        if isinstance(games_each, bool) or not isinstance(games_each, int) or not (
            1 <= games_each <= MAX_GAMES_EACH
        ):
            raise ValueError(f"Each player plays 1 to {MAX_GAMES_EACH} games, not {games_each!r}")
        self.players = names
        self.games_each = games_each
        self.rules = rules if rules is not None else HomeRunRules()
        self.seed = seed
        self._pick = pick_deal
        self.games: list[list[Game]] = [[] for _ in names]
        self._turn = 0
        self.game = self._start(first_deal)

    def _start(self, first_deal: Deal | int | None) -> Game:
        seed = Rng(self.seed).fork(self._turn).next_u64()
        game = Game(self.rules, seed=seed, first_deal=first_deal, pick_deal=self._pick)
        self.games[self.current_player].append(game)
        return game

    @property
    def current_player(self) -> int:
        """0 or 1: whose turn it is."""
        return self._turn % len(self.players)

    @property
    def game_number(self) -> int:
        """1-based number of the current player's game."""
        return self._turn // len(self.players) + 1

    @property
    def finished(self) -> bool:
        """True when every player has played all their games."""
        return self.game.over and self._turn + 1 >= len(self.players) * self.games_each

    def next_game(self, first_deal: Deal | int | None = None) -> Game:
        """After a game ends: the next player's (or the same single player's) next game."""
        if not self.game.over:
            raise ValueError("The current game is still going")
        if self.finished:
            raise ValueError("The competition is over")
        self._turn += 1
        self.game = self._start(first_deal)
        return self.game

    def totals(self) -> list[int]:
        """Each player's sum of game totals so far (the game in play included)."""
        return [sum(g.total for g in games) for games in self.games]

    @property
    def winner(self) -> int | None:
        """Once finished: the index of the player with the higher sum, None for a draw (or
        while the competition is still going)."""
        if not self.finished:
            return None
        t = self.totals()
        if len(t) == 1:
            return 0
        if t[0] == t[1]:
            return None
        return 0 if t[0] > t[1] else 1

    @property
    def draw(self) -> bool:
        """True when a finished two-player competition ends level."""
        return self.finished and len(self.players) == 2 and self.winner is None
