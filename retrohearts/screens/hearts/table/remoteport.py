"""The table's door to a game on a Hearts server: the remote twin of ``matchport.py``.

`RemotePort` answers everything the table asks of `MatchPort` (the hand, scores, whose deal,
the end of the game) from a `retrohearts.net.mirror.Mirror` fed by a `NetSession`, so the same
`TableController`, table screen, icons, tutor, odds and sound play a network game.  The other
three seats are `RemoteSeat` players: they "think" until the server says what they did.
`RemoteController` adds the two things a network game needs: it reads the network every
frame, and a Continue after a hand waits (pressed) until the server has dealt the next one.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from retrohearts.hearts.claim import ClaimVerdict
from retrohearts.hearts.hand import IllegalPlay
from retrohearts.hearts.history import ClaimRecord
from retrohearts.hearts.match import HUMAN, game_over
from retrohearts.hearts.rules import HouseRules
from retrohearts.net.mirror import RESUMED, Mirror, RemoteHand, RemoteSeat
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.shared.portraits import OPPONENT_NAMES
from retrohearts.screens.hearts.table.controller import Phase, TableController
from retrohearts.screens.hearts.table.matchport import MatchPort
from retrohearts.screens.hearts.table.seats import Player

if TYPE_CHECKING:
    from retrohearts.net.session import NetSession

__all__ = ["PERSON", "RemoteController", "RemotePort", "faces_of", "remote_controller"]

#: The portrait of another person at the table (portraits/person.txt): the six faces are
#: the computers'.
PERSON = "person"
_NUMBERED = re.compile(r"^(.*\S) \d+$")


def faces_of(names: list[str], kinds: list[str]) -> list[str]:
    """Whose portrait each seat shows: a computer its personality's (the server names a
    computer after it: "Julia", "Julia 2"), a person the generic figure."""
    out = []
    for name, kind in zip(names, kinds, strict=True):
        base = name
        match = _NUMBERED.match(name)
        if match is not None:
            base = match.group(1)
        out.append(base if kind == "computer" and base in OPPONENT_NAMES else PERSON)
    return out


class _MatchFacts:
    """The few facts the table reads from ``port.match``."""

    def __init__(self, mirror: Mirror) -> None:
        self._mirror = mirror

    @property
    def hand_number(self) -> int:
        return max(0, self._mirror.hand_number - 1)


class RemotePort(MatchPort):
    """A game on a server as the table sees it.  The facts MatchPort derives from the hand
    (dealer, deal number, passing) are inherited; the rest comes from the mirror."""

    def __init__(self, session: NetSession, mirror: Mirror) -> None:
        self.session = session
        self.mirror = mirror
        self.match = _MatchFacts(mirror)  # type: ignore[assignment]
        self.names = mirror.names  # the very list the mirror updates
        #: After a dropped connection was made again: the mirror of the seat got back, fed
        #: from then on (the screen starts over from it once it has the whole state).
        self.fresh: Mirror | None = None

    def pump(self) -> None:
        """Hand what the network brought to the mirror (to a fresh one after a reconnect)."""
        for message in self.session.poll():
            if message.get("type") == RESUMED:
                self.fresh = Mirror(self.session.send, ["", "", "", ""])
            elif self.fresh is not None:
                self.fresh.feed(message)
            else:
                self.mirror.feed(message)

    @property
    def hand(self) -> RemoteHand:  # type: ignore[override]
        hand = self.mirror.hand
        assert hand is not None, "the table starts only once the server sent a state"
        return hand

    @property
    def rules(self) -> HouseRules:
        return self.hand.rules

    @property
    def scores(self) -> tuple[int, int, int, int]:
        return self.mirror.scores()

    @property
    def scores_before(self) -> tuple[int, int, int, int]:
        return self.hand.scores

    @property
    def is_over(self) -> bool:
        return self.hand.is_over and game_over(self.rules, self.scores, self.mirror.hand_number)

    @property
    def winners(self) -> tuple[int, ...]:
        return self.leaders() if self.is_over else ()

    def leaders(self) -> tuple[int, ...]:
        sc = self.scores
        return tuple(s for s in range(4) if sc[s] == min(sc))

    def next_ready(self) -> bool:
        return self.mirror.next_ready()

    undo_refused = "No taking back in a network game"

    @property
    def undos(self) -> int:
        return 0

    def check_claim(self, seat: int) -> ClaimVerdict:
        """Your own claim is judged here first (from your view, as the server will); the
        other seats' claims are the server's business."""
        if seat != 0:
            return ClaimVerdict(False, None, "The server judges the other seats' claims.")
        return super().check_claim(seat)

    def claim(self, seat: int) -> tuple[ClaimVerdict, ClaimRecord] | None:
        """Your claim goes to the server, which judges it as the engine does here; its
        ``claim`` event (or its refusal) comes back like any move."""
        if seat != 0:
            raise IllegalPlay("The server judges the other seats' claims.")
        self.mirror.send({"type": "claim"})
        return None

    def claim_arrived(self) -> dict[str, Any] | None:
        """The server's ``claim`` event, once the table has shown everything before it:
        the hand is then played out here too."""
        return self.mirror.take_claim(self.hand)

    def next_hand(self) -> None:
        self.mirror.next_hand()

    def new_game(self) -> None:
        self.mirror.next_hand()


class RemoteController(TableController):
    """The table's state machine over a `RemotePort`."""

    port: RemotePort

    def __init__(self, port: RemotePort, controls: Controls, *, fps: int = 60) -> None:
        players: list[Player | None] = [None, *(RemoteSeat(port.mirror, s) for s in (1, 2, 3))]
        self._continue_wanted = False
        super().__init__(port, players, controls, fps=fps)

    def tick(self) -> None:
        self.port.pump()
        mirror = self.port.mirror
        notes = mirror.notes
        if notes:
            self.state.message = notes[-1]
            notes.clear()
            self.claim_pending = False  # a refused claim: play on
        self._server_moves(mirror)
        if self._continue_wanted and self.port.next_ready():
            self._continue_wanted = False
            super().press_continue()
        super().tick()

    def auto_play(self) -> bool:
        """Auto Play: the server's computer makes this seat's decision now (the pass, or
        the card); False when there is none to make."""
        wait = self.waiting_for
        if wait not in ("pass", "play"):
            return False
        self.port.session.send({"type": "auto"})
        self.state.message = "The computer chooses for you"
        return True

    def _server_moves(self, mirror: Mirror) -> None:
        """A decision of this seat that the server made (Auto Play, or a person's time ran
        out) is played here as if chosen: the table never waits for a click the server no
        longer needs."""
        wait = self.waiting_for
        if wait == "play":
            card = mirror.forced_play()
            if card is not None and self.play(card) and self.state.message.startswith(
                    "The computer"):
                self.state.message = ""
        elif wait == "pass":
            cards = mirror.forced_pass()
            if cards is not None:
                self._pass(HUMAN, list(cards))
                self.state.message = ""

    def press_continue(self) -> bool:
        """Continue; after a hand it takes effect once the server has dealt the next one."""
        if self.phase in (Phase.HAND_END, Phase.GAME_END) and not self.port.next_ready():
            if self.waiting_for == "continue":
                self._continue_wanted = True
                self.state.message = "Waiting for the next deal"
                return True
            return False
        return super().press_continue()


def remote_controller(session: NetSession, mirror: Mirror, controls: Controls,
                      fps: int) -> RemoteController:
    """The controller of a network table whose mirror has its first state."""
    return RemoteController(RemotePort(session, mirror), controls, fps=fps)
