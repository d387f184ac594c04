"""Who sits at the table: the computer players, and how they think without threads.

`make_opponent(name, seed)` uses the opponents package when it is there and a plain
rule-based stand-in otherwise. A `Thinker` turns a player's decision into steps a
frame can afford: players that offer `start_thinking(view)` are searched a few
milliseconds per frame (or, in a headless run, a number of work units: see
shared/thinking.py); the others decide in one call on the first step.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Protocol

from retrohearts.cards import QUEEN_OF_SPADES, Card, Suit


class Player(Protocol):
    """What the table needs of a computer player (the opponents' contract)."""

    def choose_pass(self, view: Any) -> list[Card]: ...

    def choose_play(self, view: Any) -> Card: ...


class Thinker:
    """One pending decision (a play, or a pass when passing=True), advanced a slice at a
    time from the frame loop."""

    def __init__(self, player: Player, view: Any, *, passing: bool = False) -> None:
        self._result: Any = None
        self._slices: Any = None
        self._player = player
        self._view = view
        self._passing = passing
        start = getattr(player, "start_passing" if passing else "start_thinking", None)
        if callable(start):
            try:
                self._slices = start(view)
            except (NotImplementedError, AttributeError):
                self._slices = None

    def step(self, budget_ms: float) -> Any:
        """Think for about budget_ms; return the decision once made (a Card, or a list of
        three Cards when passing), else None."""
        if self._result is not None:
            return self._result
        if self._slices is not None:
            self._result = self._slices.step(budget_ms)
            return self._result
        return self._at_once()

    def step_work(self, units: int) -> Any:
        """As :meth:`step`, for about ``units`` work units (a headless run: no clock)."""
        if self._result is not None:
            return self._result
        if self._slices is not None:
            step_work = getattr(self._slices, "step_work", None)  # a remote seat has none
            self._result = step_work(units) if callable(step_work) else self._slices.step(0.0)
            return self._result
        return self._at_once()

    def _at_once(self) -> Any:
        if self._passing:
            self._result = list(self._player.choose_pass(self._view))
        else:
            self._result = self._player.choose_play(self._view)
        return self._result


class SimplePlayer:
    """A modest stand-in opponent: ducks when it can, sheds danger when void.

    Used only when the opponents package is missing (or a name is unknown), so the
    table always has someone to play against.
    """

    def __init__(self, name: str, seed: int = 0) -> None:
        self.name = name
        self.seed = seed

    def choose_pass(self, view: Any) -> list[Card]:
        def danger(card: Card) -> tuple[int, int]:
            if card == QUEEN_OF_SPADES:
                return (3, card.rank)
            if card.suit == Suit.SPADES and card.rank > 12:
                return (2, card.rank)
            if card.suit == Suit.HEARTS:
                return (1, card.rank)
            return (0, card.rank)

        return sorted(view.hand, key=danger, reverse=True)[:3]

    def choose_play(self, view: Any) -> Card:
        legal: list[Card] = sorted(view.legal, key=lambda c: c.rank)
        if not view.current:  # leading: the lowest non-heart if there is one
            safe = [c for c in legal if c.suit != Suit.HEARTS and c != QUEEN_OF_SPADES]
            return safe[0] if safe else legal[0]
        led: Suit = view.current[0][1].suit
        following = [c for c in legal if c.suit == led]
        if following:
            best = max(c.rank for _, c in view.current if c.suit == led)
            under = [c for c in following if c.rank < best]
            return under[-1] if under else following[-1 if len(view.current) == 3 else 0]
        for card in legal:
            if card == QUEEN_OF_SPADES:
                return card
        hearts = [c for c in legal if c.suit == Suit.HEARTS]
        return hearts[-1] if hearts else legal[-1]


def _opponents_factory() -> Callable[[str, int, int | None], Player] | None:
    try:
        module = importlib.import_module("retrohearts.hearts.players")
    except ImportError:
        return None
    factory = getattr(module, "make_player", None)
    return factory if callable(factory) else None


def make_opponent(name: str, seed: int, work: int | None = None) -> Player:
    """A computer player by name: the real one when available, else a SimplePlayer.
    ``work``: the game's thinking budget (``players/budget.py``; None: the default)."""
    factory = _opponents_factory()
    if factory is not None:
        try:
            return factory(name, seed, work)
        except (KeyError, ValueError):
            pass
    return SimplePlayer(name, seed)


def make_tutor() -> Callable[[Any], Any] | None:
    """The tutor's advise(view) -> Advice function, or None when not available."""
    for module_name in ("retrohearts.hearts.tutor", "retrohearts.hearts.players.tutor"):
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        advise = getattr(module, "advise", None)
        if callable(advise):
            return advise  # type: ignore[no-any-return]
    return None


def make_advice_starter() -> Callable[..., Any] | None:
    """The tutor's sliced form, start_advice(view, work=None) -> thinker with
    step(budget_ms) and step_work(units), or None."""
    try:
        module = importlib.import_module("retrohearts.hearts.tutor")
    except ImportError:
        return None
    start = getattr(module, "start_advice", None)
    return start if callable(start) else None
