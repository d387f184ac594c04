"""The screens' view of a HomeRun competition: the engine's Competition plus where the
screens are in showing it.

The rules of hands, games and competitions are the engine's (``retrohearts.homerun``:
``Competition``, ``Game``, ``Hand``, ``Gamble``). The screens need one thing more: a
*phase* that says what they are showing now: the hand in ``playing``; ``cleared``
while the clear's bonus is on screen, before the gamble; ``gamble``; ``game_over``
while a finished game's dialogs are up; ``over`` once there is nothing left to play.
:class:`Session` keeps that phase beside the competition and gives the few numbers
the information window shows.
"""

from __future__ import annotations

from typing import Literal

from retrohearts.homerun import Gamble, Hand, HomeRunRules
from retrohearts.homerun.game import Competition, DealPicker, Game, HandResult

Phase = Literal["playing", "cleared", "gamble", "game_over", "over"]
SOLVABLE_SECONDS = 0.3  # each deal's check for "solvable deals only"


def _solvable_picker() -> DealPicker:
    from retrohearts.homerun.advice import solvable_deals

    return solvable_deals(time_limit_s=SOLVABLE_SECONDS)


def distinct_names(names: list[str]) -> list[str]:
    """Two players need two names: a repeated one gets a number."""
    if len(names) == 2 and names[0] == names[1]:
        return [names[0], f"{names[1][:14]} 2"]
    return list(names)


class Session:
    """One competition of 1 or 2 players and the screens' phase in it."""

    def __init__(self, names: list[str], games: int = 1, *, rules: HomeRunRules | None = None,
                 first_deal: int | None = None, seed: int = 0, solvable: bool = False) -> None:
        names = distinct_names(names)
        picker = _solvable_picker() if solvable else None
        self.comp = Competition(names, games if len(names) == 2 else 1, rules, seed=seed,
                                first_deal=first_deal, pick_deal=picker)
        self.phase: Phase = "playing"

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.comp.players)

    @property
    def game(self) -> Game:
        return self.comp.game

    @property
    def hand(self) -> Hand:
        return self.comp.game.hand

    @property
    def current(self) -> int:
        return self.comp.current_player

    @property
    def player_name(self) -> str:
        return self.names[self.current]

    @property
    def games(self) -> int:
        return self.comp.games_each

    @property
    def gamble(self) -> Gamble | None:
        return self.comp.game.gamble

    def game_totals(self) -> list[int]:
        """Each player's running total of their latest game: the game in play for the
        player whose turn it is, the last one played for the one waiting (0 before their
        first)."""
        return [games[-1].total if games else 0 for games in self.comp.games]

    def totals(self) -> list[int]:
        return self.comp.totals()

    # -- the end of a hand -------------------------------------------------------------
    def hand_over(self) -> None:
        """Call after a move: a clear waits for its gamble, a stuck hand ends the game."""
        if self.phase != "playing":
            return
        if self.hand.status == "cleared":
            self.phase = "cleared"
        elif self.hand.status == "stuck":
            self.phase = "game_over"

    def start_gamble(self) -> Gamble:
        g = self.comp.game.gamble
        assert g is not None
        self.phase = "gamble"
        return g

    def finish_gamble(self) -> HandResult:
        """After the gamble (collected, lost or pushed): bank it and deal the next hand."""
        game = self.comp.game
        g = game.gamble
        assert g is not None
        if not g.over:
            game.collect()
        result = game.results[-1]
        game.next_hand()
        self.phase = "playing"
        return result

    # -- the end of a game -------------------------------------------------------------
    def next_game(self) -> bool:
        """After a game's dialogs: the next game (True), or the competition is over."""
        if self.comp.finished:
            self.phase = "over"
            return False
        self.comp.next_game()
        self.phase = "playing"
        return True

    def winner(self) -> int | None:
        """The winner's index once finished (None: a draw, or one player)."""
        if len(self.names) < 2:
            return None
        return self.comp.winner
