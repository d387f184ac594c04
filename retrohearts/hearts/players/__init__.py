"""Computer opponents: they receive a PlayerView and nothing else.

>>> from retrohearts.hearts.players import make_player, OPPONENTS
>>> OPPONENTS
('Jeffrey', 'Lindsay', 'Michael', 'Ellen', 'David', 'Julia')

``make_player(name, seed)`` gives an object with ``choose_pass(view) -> list[Card]`` (three
cards) and ``choose_play(view) -> Card`` (one of ``view.legal``); the same seed and view always
give the same decision.  ``"Ducker"`` is the benchmark's plain shedding ducker and
``"JuliaHand"`` plays as Julia did before issue 14 (per-hand points, no moon defence), kept
for the benches to compare with.  Julia (the
strongest) can also think in slices for a frame loop: ``player.start_thinking(view)`` returns a
thinker whose ``step(budget_ms)`` returns the card once done (None until then), and
``player.start_passing(view)`` does the same for the pass.

Modules: ``personalities`` (the six), ``search`` (determinized search), ``policy`` (the bit-mask
heuristic used in play-outs), ``heuristics`` (view -> masks), ``ducker`` (the bench's ducker),
``inference`` and ``deals`` (what a view proves; counting and exact sampling of hidden deals),
``base`` (the shared check: a player asked out of turn raises ValueError).
"""

from __future__ import annotations

from typing import Protocol

from retrohearts.cards import Card
from retrohearts.hearts.players.ducker import Ducker
from retrohearts.hearts.players.personalities import (
    Beginner,
    CardCounter,
    Cautious,
    HandOnly,
    MoonShooter,
    QueenHunter,
    Strongest,
)
from retrohearts.hearts.players.search import SearchPlayer
from retrohearts.hearts.view import PlayerView

__all__ = ["BIOGRAPHIES", "OPPONENTS", "TENDENCIES", "Player", "make_player"]

OPPONENTS: tuple[str, ...] = ("Jeffrey", "Lindsay", "Michael", "Ellen", "David", "Julia")


class Player(Protocol):
    """What every computer opponent offers."""

    def choose_pass(self, view: PlayerView) -> list[Card]: ...

    def choose_play(self, view: PlayerView) -> Card: ...


_CLASSES: dict[str, type] = {
    "jeffrey": Cautious,
    "lindsay": MoonShooter,
    "michael": Beginner,
    "ellen": QueenHunter,
    "david": CardCounter,
    "julia": Strongest,
    "ducker": Ducker,
    "juliahand": HandOnly,
}

#: Short biographies for the Players screen (our own words).
BIOGRAPHIES: dict[str, str] = {
    "Jeffrey": "A retired bank clerk who counts his risks twice. Jeffrey ducks every trick he "
               "can, gets rid of his high cards early and would never dream of shooting the "
               "moon. Hard to hurt, but he rarely hurts you.",
    "Lindsay": "A rally driver who plays cards the way she takes corners. Give Lindsay a hand "
               "full of high hearts and she will go for all 26 points; when the moon is out of "
               "reach she settles down and ducks.",
    "Michael": "Michael learned the game last week. He knows he should duck, and mostly does, "
               "but he often plays a high card at the wrong moment and passes without a plan. "
               "The friendliest table in town.",
    "Ellen": "A chess teacher with a long memory for grudges. Ellen holds on to the queen of "
             "spades when she can guard it and saves it for whoever is leading the game. "
             "Without it, she leads spades until it shows up.",
    "David": "An accountant who remembers every card that has fallen. David knows which "
             "suits the others have run out of and leads where a discard is least likely. "
             "Steady and hard to fool.",
    "Julia": "A mathematician who plays out hundreds of possible deals in her head before "
             "every card. Near the end of a game she plays for the scoreboard, not the "
             "trick. The strongest player at the table, and the one the tutor asks for advice.",
}

#: One line each: the tendencies the bench measures.
TENDENCIES: dict[str, str] = {
    "Jeffrey": "Cautious: ducks whenever he can; never tries for the moon.",
    "Lindsay": "Bold: tries for the moon with strong hands.",
    "Michael": "Beginner: the weakest player here; makes mistakes.",
    "Ellen": "Queen hunter: saves the queen of spades for the game leader.",
    "David": "Card counter: leads from the void odds.",
    "Julia": "Strongest: searches deals before each card; plays for the game.",
}


def make_player(name: str, seed: int = 0, work: int | None = None) -> Player:
    """The opponent called ``name`` (case-insensitive; one of OPPONENTS, or "Ducker").
    ``work``: the searching players' budget a card (``budget.py``; None: the desktop's);
    the others need none."""
    try:
        cls = _CLASSES[name.strip().lower()]
    except (KeyError, AttributeError):
        raise ValueError(f"No opponent called {name!r}: choose one of "
                         f"{', '.join(OPPONENTS)}") from None
    player: Player = cls(seed)
    if work is not None and isinstance(player, SearchPlayer):
        player.set_work(work)
    return player
