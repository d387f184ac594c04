"""What every computer player shares: checking that it is asked a question it can answer.

A player asked to play when it is not its turn, or to pass when it has nothing to pass, raises
a ValueError with a plain sentence instead of returning a wrong card.
"""

from __future__ import annotations

from retrohearts.cards import Card
from retrohearts.hearts.view import PlayerView

__all__ = ["BasePlayer", "check_pass", "check_play"]


def check_play(view: PlayerView) -> None:
    """ValueError unless ``view`` is this seat's turn to play."""
    if not view.legal:
        raise ValueError("It is not this seat's turn to play")


def check_pass(view: PlayerView) -> None:
    """ValueError unless ``view``'s seat has three cards to pass."""
    if view.phase != "pass" or len(view.hand) < 3:
        raise ValueError("This seat has no cards to pass now")


class BasePlayer:
    """A seeded player; subclasses write ``_pass`` and ``_play``."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose_pass(self, view: PlayerView) -> list[Card]:
        """Three cards to pass."""
        check_pass(view)
        return self._pass(view)

    def choose_play(self, view: PlayerView) -> Card:
        """One of ``view.legal``."""
        check_play(view)
        return self._play(view)

    def _pass(self, view: PlayerView) -> list[Card]:
        raise NotImplementedError

    def _play(self, view: PlayerView) -> Card:
        raise NotImplementedError
