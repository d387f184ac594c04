"""One table of four seats around one engine match: the referee of a network game.

Every seat is played by a connected person or by the seat's own computer.  The
table accepts a pass or a play only from the seat whose decision it is, through the engine (so
a refusal carries the engine's reason), tells every person what happened through
``seatview`` (never more than the seat may know), and writes each event to its log.

A seat may claim the rest of the hand on its turn (``claim``): the engine judges the claim
from that seat's view alone and plays the hand out, and every seat hears one ``claim`` event;
the computers claim whenever the points no longer depend on anyone's play.

The game never waits for someone who is gone: a person who leaves or drops is replaced by a
computer at once (the seat is kept for them for ``resume_seconds``), and a person who sits on a
decision longer than ``turn_timeout`` has the computer decide for them.  A table with nobody
connected simply rests until someone joins.

Who is who: every seat has its own computer, named after the personality that plays it (all
four names different); a person keeps the name they gave, made unique at the table
(``Ann``, ``Ann 2``).  One hand a deal: whoever has seen a seat's cards in a deal (a
connection, a seat token, or with the server's option an address: see ``may_take``) cannot
take another seat of the table until the next deal, so nobody learns a second hand by hopping
from seat to seat.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from retrohearts.cards import Card
from retrohearts.eventlog import EventLog
from retrohearts.hearts import events
from retrohearts.hearts.claim import check_claim, claim
from retrohearts.hearts.hand import IllegalPlay
from retrohearts.hearts.history import HandHistory
from retrohearts.hearts.match import Match, deal_after
from retrohearts.hearts.rules import HouseRules
from retrohearts.hearts.view import PlayerView
from retrohearts.net.computer import Thinkers, decide
from retrohearts.net.course import game_entry
from retrohearts.net.protocol import MAX_NAME, ProtocolError, encode
from retrohearts.net.seatview import (
    SEAT_EVENTS,
    TrickTexts,
    encode_private,
    encode_public,
    event_for,
    join_state,
    private_part,
    public_part,
    trick_json,
)

__all__ = ["DEFAULT_OPPONENTS", "Peer", "Table", "TableConfig", "unique_name"]


class Peer(Protocol):
    """A connected person as a table sees them."""

    name: str

    def send_text(self, text: str | bytes) -> None:
        """Queue one encoded message, text or its UTF-8 bytes (never blocks)."""


#: The computers of the four seats unless the server is told otherwise: four different
#: personalities, so that every name at a table is different.  The first person to come takes
#: seat 0, so the three left are the strongest.
DEFAULT_OPPONENTS: tuple[str, ...] = ("Lindsay", "Julia", "David", "Ellen")


def unique_name(name: str, taken: Iterable[str], limit: int = MAX_NAME) -> str:
    """``name``, or ``name 2``, ``name 3``... (cut to ``limit`` characters), whichever is not
    among ``taken`` (compared without regard to case)."""
    used = {t.casefold() for t in taken}
    if name.casefold() not in used:
        return name
    n = 2
    while True:
        suffix = f" {n}"
        candidate = name[: max(1, limit - len(suffix))].rstrip() + suffix
        if candidate.casefold() not in used:
            return candidate
        n += 1


@dataclass
class TableConfig:
    """How a table plays (the server's command line fills it)."""

    rules: HouseRules = field(default_factory=HouseRules)
    #: The personalities of the computers of seats 0-3 (repeated when shorter).
    opponents: tuple[str, ...] = DEFAULT_OPPONENTS
    #: Seconds a computer waits before each card when people are watching.
    delay: float = 0.4
    #: Extra seconds after a completed trick, so people can see it.
    trick_pause: float = 1.0
    #: Seconds between hands.
    hand_pause: float = 2.0
    #: Seconds a person may take over one decision before the computer decides (0: no limit).
    turn_timeout: float = 90.0
    #: Seconds a seat is kept for a person who dropped (their token resumes it).
    resume_seconds: float = 300.0
    first_deal: int | None = None
    seed: int = 0
    #: A secret the hands are dealt with besides their numbers (``keyed_deal_cards``), so the
    #: deal numbers players are told do not give the other seats' cards; None: the number
    #: alone, as in the PC game (tests and replays).
    deal_key: bytes | None = None


@dataclass
class Seat:
    """One of the four places."""

    index: int
    #: Who plays the seat when no person does (``make_player``'s name).
    personality: str
    #: That computer's name at the table (the personality's, made unique).
    computer: str = ""
    peer: Peer | None = None
    #: The person's name while seated or while the seat is kept for them.
    person: str | None = None
    token: str | None = None
    #: Monotonic time until which the seat is kept for a dropped person.
    kept_until: float = 0.0
    #: Changes whenever who plays the seat changes (stale computer answers are dropped).
    epoch: int = 0
    #: The keys (see ``Table.seen_elsewhere``) of the person seated now.
    keys: frozenset[str] = frozenset()

    @property
    def kind(self) -> str:
        return "human" if self.peer is not None else "computer"

    @property
    def name(self) -> str:
        return self.person if self.peer is not None and self.person else self.computer


class Table:
    """Four seats, one match, and the rules of who may do what when."""

    def __init__(self, table_id: int, config: TableConfig, thinkers: Thinkers,
                 log: EventLog | None = None, *, clock: Callable[[], float] = time.monotonic,
                 on_change: Callable[[Table], None] | None = None) -> None:
        self.id = table_id
        self.config = config
        self.thinkers = thinkers
        self.log = log if log is not None else EventLog()
        self.clock = clock
        self.on_change = on_change
        #: Called with every entry of the table's course (``course.py``) as it happens, so a
        #: shared lobby can keep it durable; None: nobody keeps it.
        self.journal: Callable[[Table, dict[str, Any]], None] | None = None
        self.seats = [Seat(i, "") for i in range(4)]
        self.set_opponents(config.opponents or DEFAULT_OPPONENTS)
        #: Who has seen each seat's cards in this deal (the keys of ``may_take``).
        self._seen: list[set[str]] = [set() for _ in range(4)]
        first = config.first_deal
        self.match = Match(config.rules, first_deal=first,
                           seed=None if first is not None else config.seed * 7919 + table_id,
                           deal_key=config.deal_key)
        self.hands_played = 0
        self.games_played = 0
        self._serial = 0  # counts hands dealt at this table
        self._step = 0  # cards played this hand
        self._played = [0, 0, 0, 0]  # cards each seat has played this hand
        self._last: dict[str, Any] | None = None
        self._thinking: dict[int, tuple[int, ...]] = {}
        self._timers: dict[int, tuple[tuple[int, ...], asyncio.TimerHandle]] = {}
        self._pause_until = 0.0
        self._between_hands: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._started = False
        self._closed = False
        self._trick_texts = TrickTexts()
        #: Each seat's private half of ``state`` as last encoded, with what it depends on.
        self._private: dict[int, tuple[tuple[Any, ...], str]] = {}

    def set_opponents(self, opponents: Sequence[str]) -> None:
        """The computers of seats 0-3 (``opponents`` repeated), each named after its
        personality, made unique at the table."""
        taken: list[str] = []
        for s in self.seats:
            s.personality = opponents[s.index % len(opponents)]
            s.computer = unique_name(s.personality, taken)
            taken.append(s.computer)

    # ------------------------------------------------------------------ facts
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def kinds(self) -> list[str]:
        return [s.kind for s in self.seats]

    def people(self) -> int:
        """How many seats are played by connected people."""
        return sum(1 for s in self.seats if s.peer is not None)

    def is_free(self, seat: int) -> bool:
        """Whether a newcomer may take ``seat`` (a computer's, not kept for someone)."""
        s = self.seats[seat]
        return s.peer is None and (s.token is None or s.kept_until <= self.clock())

    def free_seats(self) -> list[int]:
        return [i for i in range(4) if self.is_free(i)]

    def summary(self) -> dict[str, Any]:
        """This table's line in the lobby."""
        return {"table": self.id, "rules": self.match.rules.preset_name or "custom",
                "hand_number": self.match.hand_number + 1, "free": self.free_seats(),
                "seats": [{"seat": s.index, "name": s.name, "kind": s.kind} for s in self.seats]}

    def turn(self, seat: int) -> str | None:
        """ "pass" or "play" when ``seat`` has a decision to make now, else None."""
        hand = self.match.hand
        if self._between_hands is not None:
            return None
        if hand.phase == "pass":
            return None if hand.has_passed(seat) else "pass"
        if hand.phase == "play" and hand.to_play == seat:
            return "play"
        return None

    def _key(self, seat: int) -> tuple[int, ...]:
        phase = 0 if self.match.hand.phase == "pass" else 1
        return (self.seats[seat].epoch, self._serial, phase, self._step)

    # ------------------------------------------------------------ seating
    def seen_elsewhere(self, seat: int, keys: Iterable[str]) -> int | None:
        """The other seat whose cards someone with these ``keys`` has seen in this deal (they
        may not take ``seat`` then), or None.  Keys name whoever asks: their connection, each
        seat token they have held, and (with the server's option) their address."""
        keys = set(keys)
        for other in range(4):
            if other != seat and not keys.isdisjoint(self._seen[other]):
                return other
        return None

    def may_take(self, seat: int, keys: Iterable[str], ref: Any = None) -> None:
        """ProtocolError ``seen_hand`` when someone with ``keys`` has seen another seat's cards
        in this deal: within a deal a seat's hand is shown only to whoever held that seat, or
        to a newcomer who has seen no other hand of it."""
        other = self.seen_elsewhere(seat, keys)
        if other is not None:
            raise ProtocolError(
                "seen_hand", f"You have seen the cards of seat {other} in this deal: until the "
                f"next deal you may sit only there", ref, seat=other)

    def _unique_person(self, name: str, seat: int) -> str:
        taken = [s.computer for s in self.seats]
        taken += [s.person for s in self.seats if s.index != seat and s.person]
        return unique_name(name, taken)

    def sit(self, peer: Peer, seat: int, token: str, keys: Iterable[str] = ()) -> None:
        """Seat a person in a free seat (the caller checked :meth:`is_free` and
        :meth:`may_take`); ``keys`` (see :meth:`seen_elsewhere`) have now seen its cards."""
        s = self.seats[seat]
        s.peer, s.person, s.token, s.kept_until = peer, self._unique_person(peer.name, seat), \
            token, 0.0
        s.epoch += 1
        s.keys = frozenset({*keys, "t:" + token})
        self._seen[seat].update(s.keys)
        self._seat_event(seat, "joined")

    def resume(self, peer: Peer, seat: int, keys: Iterable[str] = ()) -> None:
        """Give a seat back to the person holding its token (a stale connection is cut off)."""
        s = self.seats[seat]
        s.peer, s.person, s.kept_until = peer, self._unique_person(peer.name, seat), 0.0
        s.epoch += 1
        s.keys = frozenset({*keys, *(("t:" + s.token,) if s.token else ())})
        self._seen[seat].update(s.keys)
        self._seat_event(seat, "resumed")

    def vacate(self, seat: int, *, keep: bool) -> None:
        """A person leaves (``keep`` False) or drops (True: the seat is kept for their token)."""
        s = self.seats[seat]
        if s.peer is None:
            return
        s.peer = None
        s.epoch += 1
        s.keys = frozenset()
        if keep:
            s.kept_until = self.clock() + self.config.resume_seconds
        else:
            s.token, s.person = None, None
        self._seat_event(seat, "dropped" if keep else "left")

    def _record(self, kind: str, **fields: Any) -> None:
        """One entry of the table's course for the journal (see ``course.py``)."""
        if self.journal is not None:
            self.journal(self, {"k": kind, **fields})

    def _game_entry(self) -> None:
        self._record("game", **game_entry(self))

    def _seat_event(self, seat: int, why: str) -> None:
        s = self.seats[seat]
        self._record("seat", seat=seat, why=why, person=s.person, token=s.token,
                     keys=sorted(s.keys))
        self.log.write("seat", seat=seat, name=s.name, kind=s.kind, why=why,
                       person=s.person)
        self.log.flush()
        self._broadcast({"type": "seat", "seat": seat, "name": s.name, "kind": s.kind,
                         "why": why})
        self._changed()

    # ------------------------------------------------------------ decisions
    def human_pass(self, seat: int, codes: list[str], ref: Any = None) -> None:
        """A person's pass; ProtocolError (``not_your_turn``, ``bad_card``, ``illegal``)."""
        if self.turn(seat) != "pass":
            raise ProtocolError("not_your_turn", self._why_not_turn(seat, "pass"), ref)
        cards = [_card(code, ref) for code in codes]
        self._pass(seat, cards, ref)

    def human_play(self, seat: int, code: str, ref: Any = None) -> None:
        """A person's play; ProtocolError (``not_your_turn``, ``bad_card``, ``illegal``)."""
        if self.turn(seat) != "play":
            raise ProtocolError("not_your_turn", self._why_not_turn(seat, "play"), ref)
        self._play(seat, _card(code, ref), ref)

    def human_claim(self, seat: int, ref: Any = None) -> None:
        """A person claims the rest of the hand on their turn; ProtocolError
        (``not_your_turn``, or ``illegal`` with the reason the claim is refused)."""
        if self.turn(seat) != "play":
            raise ProtocolError("not_your_turn", self._why_not_turn(seat, "play"), ref)
        self._claim(seat, ref)

    def auto(self, seat: int, ref: Any = None) -> None:
        """The computer makes this person's current decision (xhearts' ``?``)."""
        if self.turn(seat) is None:
            raise ProtocolError("not_your_turn", self._why_not_turn(seat, None), ref)
        self._think(seat, for_person=True)

    def _why_not_turn(self, seat: int, wanted: str | None) -> str:
        """Why ``seat`` may not do what it ``wanted`` ("pass", "play", None: anything) now."""
        hand = self.match.hand
        if self._between_hands is not None or hand.phase == "over":
            return "The hand is over"
        now = self.turn(seat)
        if hand.phase == "pass":
            return ("Pass your cards first" if now == "pass"
                    else "You have already passed your cards")
        if now == "play" and wanted == "pass":
            return "The cards have been passed: it is your turn to play"
        if wanted == "pass":
            return "The cards have been passed"
        if hand.to_play is None:
            return "Pass your cards first"
        return f"It is {self.seats[hand.to_play].name}'s turn"

    def _pass(self, seat: int, cards: list[Card], ref: Any = None) -> None:
        hand = self.match.hand
        try:
            hand.pass_cards(seat, cards)
        except IllegalPlay as error:
            raise ProtocolError("illegal", str(error), ref) from None
        self._record("pass", seat=seat, cards=[str(c) for c in cards])
        self._event(*events.pass_event(seat, hand.pass_direction.target(seat), cards))
        if hand.phase != "pass":
            for s in range(4):
                self._event(*events.received(s, hand.received(s)))
        self._changed()

    def _play(self, seat: int, card: Card, ref: Any = None) -> None:
        hand = self.match.hand
        number = len(hand.tricks) + 1
        try:
            hand.play(card)
        except IllegalPlay as error:
            raise ProtocolError("illegal", str(error), ref) from None
        self._step += 1
        self._played[seat] += 1
        self._record("play", seat=seat, card=str(card))
        self._event(*events.play(seat, card, number))
        if len(hand.tricks) == number:
            self._event(*events.trick(number, hand.tricks[-1]))
            if self.people():
                self._pause_until = self.clock() + self.config.trick_pause
        if hand.is_over:
            self._hand_over()
        self._changed()

    def _claim(self, seat: int, ref: Any = None) -> None:
        """``seat`` claims: the engine judges it from that seat's view and plays the hand
        out; everyone is told by one ``claim`` event with the tricks it settled."""
        hand = self.match.hand
        try:
            _verdict, record = claim(hand, seat)
        except IllegalPlay as error:
            raise ProtocolError("illegal", str(error), ref) from None
        self._step += len(hand.history.plays) - record.plays_before
        self._played = [13, 13, 13, 13]
        self._record("claim", seat=seat)
        self._event(*events.claim(hand, record))
        self._hand_over()
        self._changed()

    def _hand_over(self) -> None:
        match = self.match
        self._event(*events.hand_end(match))
        self.hands_played += 1
        self._last = self._last_hand_message(match.hand.history, match.hand.points())
        if match.is_over:
            self._event(*events.game_end(match))
            self.games_played += 1
        self.log.flush()
        self._between_hands = asyncio.get_running_loop().create_task(self._next_hand())

    async def _next_hand(self) -> None:
        try:
            if self.people() and self.config.hand_pause > 0:
                await asyncio.sleep(self.config.hand_pause)
            while not self.people() and not self._closed:
                await asyncio.sleep(0.2)
        finally:
            self._between_hands = None
        if self._closed:
            return
        match = self.match
        if match.is_over:
            hand = match.hand
            self.match = Match(match.rules, first_deal=deal_after(hand.deal_number or 1, 1),
                               first_dealer=(hand.dealer + 1) % 4, deal_key=match.deal_key)
        else:
            match.next_hand()
        self._serial += 1
        self._step = 0
        self._played = [0, 0, 0, 0]
        # A new deal: only those seated now have seen a hand of it.
        self._seen = [set(s.keys) for s in self.seats]
        if match.is_over:
            self._game_entry()
            self._event(*events.game_start(self.names(), self.match))
        else:
            self._record("next")
        self._event(*events.deal(self.match, self.names()))
        self._changed()

    def start(self) -> None:
        """Log the first game's start (once); called when the first person sits down."""
        if not self._started:
            self._started = True
            self._game_entry()
            self._event(*events.game_start(self.names(), self.match))
            self._event(*events.deal(self.match, self.names()))

    # ------------------------------------------------------------ computers
    def _think(self, seat: int, *, for_person: bool = False) -> None:
        key = self._key(seat)
        if self._thinking.get(seat) == key:
            return
        self._thinking[seat] = key
        task = asyncio.get_running_loop().create_task(self._decide(seat, key, for_person))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _decide(self, seat: int, key: tuple[int, ...], for_person: bool) -> None:
        try:
            if not for_person:
                wait = self.config.delay if self.people() else 0.0
                wait = max(wait, self._pause_until - self.clock())
                if wait > 0:
                    await asyncio.sleep(wait)
            if self._key(seat) != key or self._closed:
                return
            turn = self.turn(seat)
            if turn is None or (not for_person and self.seats[seat].peer is not None):
                return
            view = self.match.hand.view(seat)
            if turn == "play" and _claims(view):
                self._claim(seat)
                return
            seed = self.config.seed * 1009 + self.id * 4 + seat
            try:
                cards = await self.thinkers.decide(self.seats[seat].personality, seed, view,
                                                   turn == "pass")
            except Exception:  # the pool itself failed: decide here, the game goes on
                cards = decide("Ducker", seed, view, turn == "pass")
            if self._key(seat) != key or self._closed or self.turn(seat) != turn:
                return
            if turn == "pass":
                self._pass(seat, cards)
            else:
                self._play(seat, cards[0])
        finally:
            if self._thinking.get(seat) == key:
                del self._thinking[seat]
            if not self._closed:
                self._schedule()

    def _on_timeout(self, seat: int, key: tuple[int, ...]) -> None:
        self._timers.pop(seat, None)
        if self._key(seat) == key and self.turn(seat) is not None and not self._closed:
            self._think(seat, for_person=True)

    def _schedule(self) -> None:
        """Start whatever decisions are due: computers think, people get a clock."""
        if self._closed or not self.people():
            return
        for seat in range(4):
            if self.turn(seat) is None:
                continue
            if self.seats[seat].peer is None:
                self._think(seat)
            elif self.config.turn_timeout > 0:
                key = self._key(seat)
                old = self._timers.get(seat)
                if old is not None and old[0] == key:
                    continue
                if old is not None:
                    old[1].cancel()
                handle = asyncio.get_running_loop().call_later(
                    self.config.turn_timeout, self._on_timeout, seat, key)
                self._timers[seat] = (key, handle)

    # ------------------------------------------------------------ telling
    def _event(self, event: str, fields: dict[str, Any]) -> None:
        self.log.write(event, **fields)
        if event not in SEAT_EVENTS:  # the same for every seat: encoded once
            if any(s.peer is not None for s in self.seats):
                self._broadcast({"type": "event", "event": event, **fields})
            return
        done: list[tuple[dict[str, Any], str]] = []  # an equal message is encoded once
        for s in self.seats:
            if s.peer is not None:
                msg = event_for(s.index, event, fields)
                if msg is not None:
                    text = next((t for m, t in done if m == msg), None)
                    if text is None:
                        text = encode(msg)
                        done.append((msg, text))
                    s.peer.send_text(text)

    def _broadcast(self, message: dict[str, Any]) -> None:
        text = encode(message).encode()  # the same bytes for every seat
        for s in self.seats:
            if s.peer is not None:
                s.peer.send_text(text)

    def _public_fields(self) -> dict[str, Any]:
        match = self.match
        hand = match.hand
        passed = [s for s in range(4) if hand.phase == "pass" and hand.has_passed(s)]
        return {"table": self.id, "names": self.names(), "kinds": self.kinds(),
                "hand_number": match.hand_number + 1, "scores": match.scores,
                "game_over": match.is_over, "winners": match.winners, "passed_seats": passed}

    def _public(self, view: PlayerView) -> dict[str, Any]:
        return public_part(view, **self._public_fields())

    def state_for(self, seat: int) -> dict[str, Any]:
        """The ``state`` message for ``seat`` now."""
        view = self.match.hand.view(seat)
        return {"type": "state", **private_part(view, self.turn(seat)), **self._public(view)}

    def _changed(self) -> None:
        """Tell every person the new state.  The public half is encoded once for all; a
        seat's private half again only when something it depends on has changed (its cards
        change only by its own pass or play, and its legal cards only with its turn)."""
        hand = self.match.hand
        stale: list[tuple[Seat, str | None, tuple[Any, ...]]] = []
        for s in self.seats:
            if s.peer is not None:
                turn = self.turn(s.index)
                key = (self._serial, hand.phase, turn, hand.has_passed(s.index),
                       self._played[s.index])
                mine = self._private.get(s.index)
                if mine is None or mine[0] != key:
                    stale.append((s, turn, key))
        people = [s for s in self.seats if s.peer is not None]
        if people:
            view = hand.view(stale[0][0].index if stale else people[0].index)
            public = encode_public(view, self._trick_texts, **self._public_fields())
            for s, turn, key in stale:
                if s.index != view.seat:
                    view = hand.view(s.index)
                self._private[s.index] = (key, encode_private(view, turn))
            for s in people:
                assert s.peer is not None
                s.peer.send_text(join_state(self._private[s.index][1], public))
        self._schedule()
        if self.on_change is not None:
            self.on_change(self)

    def chat(self, seat: int, text: str) -> None:
        """Broadcast a cleaned chat line from ``seat``."""
        name = self.seats[seat].name
        self.log.write("chat", seat=seat, name=name, text=text)
        self.log.flush()
        self._broadcast({"type": "chat", "seat": seat, "name": name, "text": text})

    def last_hand(self) -> dict[str, Any]:
        """The ``last_hand`` message: the previous hand's tricks and points (all public)."""
        if self._last is None:
            return {"type": "last_hand", "available": False}
        return self._last

    def _last_hand_message(self, history: HandHistory, points: list[int],
                           names: list[str] | None = None) -> dict[str, Any]:
        return {"type": "last_hand", "available": True, "deal_number": history.deal_number,
                "dealer": history.dealer, "passing": history.pass_direction.label,
                "names": names if names is not None else self.names(),
                "tricks": [trick_json(t) for t in history.tricks],
                "points": list(points)}

    def close(self) -> None:
        """Stop every timer and computer task."""
        self._closed = True
        for _, handle in self._timers.values():
            handle.cancel()
        for task in list(self._tasks):
            task.cancel()
        if self._between_hands is not None:
            self._between_hands.cancel()
        self.log.close()


def _claims(view: PlayerView) -> bool:
    """A computer claims when the points no longer depend on anyone's play, its own
    included: the claim then gives exactly what its play would have given."""
    verdict = check_claim(view)
    return verdict.ok and verdict.forced


def _card(code: str, ref: Any) -> Card:
    try:
        card = Card.parse(code[:8])
    except ValueError as error:
        raise ProtocolError("bad_card", str(error), ref) from None
    if card.is_joker:
        raise ProtocolError("bad_card", f"Not a Hearts card: {code[:8]}", ref)
    return card
