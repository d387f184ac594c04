"""The table's moments (issue 31): a won game, a moon you shot, a lost game's consolation.

``moment_for(table, phase)`` is asked each time the table's phase changes and returns the
moment to lay over it, or None: at the end of a game the victory (cascading cards, then
fireworks, the victory fanfare, "You win!") or, when a computer won, the narrator's
sympathy (the winner has his word first); at the end of a hand you shot the moon, the moon
rising (its fanfare, "You shot the moon!"). In DEMO every won game and every moon gets its
moment, with the player's name, so the attract mode shows them off. A moment that plays its
own fanfare and voice takes the controller's cue for the same event off the speaker.
Only after it does the table show the final scores' window (TableScreen.moment_running
hides it while a moment runs) and then the statistics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from retrohearts.screens.hearts.table.controller import HUMAN, Phase
from retrohearts.ui.moments.kinds import moon_moment, sympathy_moment, win_moment
from retrohearts.ui.moments.moment import Moment, Voice

if TYPE_CHECKING:
    from retrohearts.screens.hearts.table.table import TableScreen

#: The controller's cues a moment replaces with its own fanfare and voice.
WIN_CUES = ("game-won", "game-lost")
MOON_CUES = ("shoot-the-moon",)


def _take_cues(table: TableScreen, effects: tuple[str, ...]) -> None:
    cues = table.ctl.cues
    cues[:] = [c for c in cues if c.effect not in effects]


def _speaker(table: TableScreen, seat: int) -> str:
    return (table.faces or table.names)[seat].lower()


def sympathy_lines(you: str, winners: list[str]) -> list[str]:
    """What the narrator says to a player who lost."""
    who = (f"{winners[0]} takes this one." if len(winners) == 1
           else f"{' & '.join(winners)} share it.")
    return [f"Hard luck, {you}.", who, "You played well, and", "the cards will turn."]


def moment_for(table: TableScreen, phase: Phase) -> Moment | None:
    """The moment the table's new ``phase`` deserves, if any."""
    ctl = table.ctl
    seed = int(getattr(ctl.port, "deal_number", 0) or 0)
    names = table.names
    if phase is Phase.GAME_END:
        winners = list(ctl.state.winners)
        if not winners:
            return None
        if ctl.demo:
            first = winners[0]
            _take_cues(table, WIN_CUES)
            headline = ([names[first].upper(), "WINS!"] if len(winners) == 1
                        else ["A TIE", "FOR THE WIN!"])
            return win_moment(headline, seed=seed,
                              voice=Voice("gloat", _speaker(table, first), at=30))
        if HUMAN in winners:
            _take_cues(table, WIN_CUES)
            headline = ["YOU WIN!"] if len(winners) == 1 else ["YOU TIE", "FOR THE WIN!"]
            return win_moment(headline, seed=seed)
        return sympathy_moment(sympathy_lines(names[HUMAN], [names[w] for w in winners]))
    if phase is Phase.HAND_END:
        shooter = ctl.hand.shooter()
        if shooter is None or (shooter != HUMAN and not ctl.demo):
            return None
        _take_cues(table, MOON_CUES)
        if shooter == HUMAN and not ctl.demo:
            return moon_moment(["YOU SHOT", "THE MOON!"], seed=seed)
        return moon_moment([names[shooter].upper(), "SHOT THE MOON!"], seed=seed,
                           voice=Voice("shoot-the-moon", _speaker(table, shooter), at=24))
    return None
