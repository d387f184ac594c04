"""A remote table seen from one seat: the server's messages replayed at the screen's pace.

The pyxel table drives a game one frame at a time through an engine ``Hand``.  For a network
game, :class:`Mirror` keeps the server's messages (turned so that this person sits at seat 0,
as the table screen expects) and :class:`RemoteHand` offers the part of ``Hand`` the table
uses.  The other seats' moves come out of the queue only when the table asks for them (their
``RemoteSeat`` "thinks" until the server has said what they did), so animations, pauses and
Continue work as in a local game.  This person's passes and plays go to the server and are
applied at once; the server's echo is then skipped.  Legality, trick winners and points are
computed with the engine's own rules functions, so the table never waits for the server to
know whose turn it is.  A ``claim`` event waits in the queue like a move, and plays the rest
of the hand out here when the table reaches it.  No pyxel here: this is the network floor.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from retrohearts.cards import Card
from retrohearts.hearts.history import ClaimRecord, HandHistory, PassRecord, TrickRecord
from retrohearts.hearts.masks import RuleFlags, cards_of, legal_mask, mask_of, score
from retrohearts.hearts.rules import HouseRules, PassDirection, trick_winner
from retrohearts.hearts.view import PlayerView

__all__ = ["RESUMED", "Mirror", "RemoteHand", "RemoteSeat"]

#: Not from the server: a session puts this among the messages when, after a dropped
#: connection, it has the seat back; what follows is a whole new state for a new Mirror.
RESUMED = "_resumed"

Send = Callable[[dict[str, Any]], None]
_DIRECTIONS = {d.label: d for d in PassDirection}


def _rules(name: str) -> HouseRules:
    try:
        return HouseRules.preset(name)
    except ValueError:
        return HouseRules()


class RemoteHand:
    """One hand of a remote table from seat 0's side (the subset of ``Hand`` the table uses)."""

    def __init__(self, mirror: Mirror, state: dict[str, Any]) -> None:
        self.mirror = mirror
        self.rules = _rules(state["rules"])
        self.flags = RuleFlags.of(self.rules)
        self.dealer: int = state["dealer"]
        self.pass_direction = _DIRECTIONS.get(state["passing"], PassDirection.NONE)
        self.deal_number: int | None = state["deal_number"]
        self.scores: tuple[int, int, int, int] = tuple(state["scores_before"])
        self.held = mask_of(Card.parse(c) for c in state["hand"])
        self.sizes = list(state["hand_sizes"])
        self.passes: list[PassRecord] = []
        self.passed_seats: set[int] = set()
        self.received_cards: tuple[Card, ...] = ()
        self.phase: str = state["phase"] if state["phase"] in ("pass", "play") else "play"
        self.tricks: list[TrickRecord] = []
        self.current: list[tuple[int, Card]] = []
        self.leader: int = state["leader"] if state["leader"] is not None else 0
        self.broken = False
        self.taken = [0, 0, 0, 0]
        self.taken_cards: list[list[Card]] = [[], [], [], []]
        self.jack_taker = -1
        self.plays: list[Card] = []
        self.claim: ClaimRecord | None = None  # set when a claim ended the hand
        mine = tuple(Card.parse(c) for c in state["passed"])
        if mine:
            self.passes.append(PassRecord(0, self.pass_direction.target(0), mine))
            self.passed_seats.add(0)
        if self.phase == "play":
            # Joined (or back) in the middle of the play: catch up with what the server shows.
            self.received_cards = tuple(Card.parse(c) for c in state["received"])
            self.passed_seats = {0, 1, 2, 3}
            for t in state["tricks"]:
                for seat, code in t["plays"]:
                    self._apply_play(seat, Card.parse(code))
            for seat, code in state["current"]:
                self._apply_play(seat, Card.parse(code))
            if not state["tricks"] and not state["current"]:
                self.leader = state["leader"] if state["leader"] is not None else 0

    # ------------------------------------------------------------ facts
    @property
    def to_play(self) -> int | None:
        if self.phase != "play":
            return None
        return (self.leader + len(self.current)) % 4

    @property
    def hearts_broken(self) -> bool:
        return self.broken

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def current_trick(self) -> tuple[tuple[int, Card], ...]:
        return tuple(self.current)

    def cards(self, seat: int) -> tuple[Card, ...]:
        return tuple(cards_of(self.held)) if seat == 0 else ()

    def has_passed(self, seat: int) -> bool:
        return self.pass_direction is PassDirection.NONE or seat in self.passed_seats

    def _legal(self) -> int:
        if self.phase != "play" or self.to_play != 0:
            return 0
        forced = self.mirror.forced_play()
        if forced is not None:
            return 1 << forced.index
        lead = self.current[0][1].index // 13 if self.current else -1
        return legal_mask(self.flags, self.held, lead, not self.tricks, self.broken)

    def legal_plays(self) -> list[Card]:
        return cards_of(self._legal())

    def points(self) -> list[int]:
        if self.phase != "over":
            raise ValueError("The hand is not over yet")
        return score(self.flags, self.taken, self.jack_taker if self.flags.jack else -1)

    def shooter(self) -> int | None:
        if self.phase != "over":
            return None
        return next((s for s in range(4) if self.taken[s] == 26), None)

    @property
    def history(self) -> HandHistory:
        """What happened, as far as this seat knows, for the last-hand review and the
        post-mortem to replay once the hand is over.  When this seat's pass and what it
        received are known, the history has the pass: this seat's hand as dealt, both of
        those passes, and the other seats' passes marked unknown (``unknown_passes``, with
        stand-in cards so that every seat ends up holding the cards it played).  Otherwise
        it is the hand as played after the pass (each seat's cards the ones it played)."""
        if self.phase != "over":
            return HandHistory(deal_number=self.deal_number, dealer=self.dealer,
                               pass_direction=self.pass_direction, dealt=((), (), (), ()),
                               passes=tuple(self.passes), plays=tuple(self.plays),
                               tricks=tuple(self.tricks))
        held: list[list[Card]] = [[], [], [], []]
        for trick in self.tricks:
            for seat, card in trick.plays:
                held[seat].append(card)
        direction = self.pass_direction
        if direction is not PassDirection.NONE and self.passes and len(
                self.received_cards) == 3:
            return _history_with_pass(self, held)
        return HandHistory(deal_number=self.deal_number, dealer=self.dealer,
                           pass_direction=PassDirection.NONE,
                           dealt=tuple(tuple(sorted(h)) for h in held), passes=(),
                           plays=tuple(self.plays), tricks=tuple(self.tricks),
                           claim=self.claim)

    # ------------------------------------------------------------ moves
    def pass_cards(self, seat: int, cards: list[Card]) -> None:
        """Seat 0: send the pass and apply it (or, when the server already passed for this
        seat, at its request or when its time ran out, apply that one).  Others: the server
        already said they passed."""
        if seat == 0:
            forced = self.mirror.forced_pass()
            if forced is not None:
                self.mirror.take_pass(0)
                cards = list(forced)
            else:
                self.mirror.send({"type": "pass", "cards": [str(c) for c in cards]})
                self.mirror.expect_pass = True
            self.passes.append(PassRecord(0, self.pass_direction.target(0), tuple(sorted(cards))))
        else:
            self.mirror.take_pass(seat)
        self.passed_seats.add(seat)
        if len(self.passed_seats) == 4:
            received = self.mirror.take_received()
            mine = self.passes[0].cards if self.passes else ()
            self.held = (self.held & ~mask_of(mine)) | mask_of(received)
            self.received_cards = tuple(sorted(received))
            self.phase = "play"
            self.leader = self.mirror.first_leader(self)

    def play(self, card: Card) -> None:
        """Play for the seat to play (seat 0: sent to the server; others: from the queue)."""
        seat = self.to_play
        if seat is None:
            raise ValueError("Nobody plays now")
        if seat == 0:
            forced = self.mirror.forced_play()
            if forced is not None:
                self.mirror.take_play(0)
                card = forced
            else:
                self.mirror.send({"type": "play", "card": str(card)})
                self.mirror.expect_plays += 1
        else:
            self.mirror.take_play(seat)
        self._apply_play(seat, card)

    def apply_claim(self, event: dict[str, Any]) -> None:
        """A claim ended the hand: every card its tricks hold that is not yet played here is
        played now, in order (the server played the hand out the same way)."""
        record = ClaimRecord(event["seat"], len(self.plays), len(self.tricks), event["kind"])
        played = set(self.plays)
        for trick in event["tricks"]:
            for seat, code in trick["plays"]:
                card = Card.parse(code)
                if card not in played:
                    self._apply_play(seat, card)
        self.claim = record

    def _apply_play(self, seat: int, card: Card) -> None:
        if not self.current:
            self.leader = seat
        self.current.append((seat, card))
        self.plays.append(card)
        if seat == 0:
            self.held &= ~(1 << card.index)
        if card.points == 1 or (card.points == 13 and self.flags.queen_breaks):
            self.broken = True
        if len(self.current) < 4:
            return
        winner = trick_winner(self.current)
        pts = sum(c.points for _, c in self.current)
        self.tricks.append(TrickRecord(self.leader, tuple(self.current), winner, pts))
        self.taken[winner] += pts
        for _, c in self.current:
            if c.points or (c.index == 22 and self.flags.jack):
                self.taken_cards[winner].append(c)
            if c.index == 22:
                self.jack_taker = winner
        self.current = []
        self.leader = winner
        if len(self.tricks) == 13:
            self.phase = "over"

    # ------------------------------------------------------------ views
    def view(self, seat: int) -> PlayerView:
        """Seat 0's real view; for another seat, just enough for the table's thinker loop
        (its legal "cards" are what the server says it did)."""
        mine = seat == 0
        passed = self.passes[0].cards if mine and self.passes else ()
        hand: tuple[Card, ...] = self.cards(0) if mine else ()
        legal: tuple[Card, ...] = tuple(self.legal_plays()) if mine else ()
        if not mine:
            known = self.mirror.known_move(seat, self)
            hand = legal = known
            if self.phase == "pass" and seat in self.passed_seats:
                passed = known or _PLACEHOLDER
        none = self.pass_direction is PassDirection.NONE
        sizes = [13 - len(self.plays) // 4] * 4
        for s, _ in self.current:
            sizes[s] -= 1
        return PlayerView(
            seat=seat, rules=self.rules, phase=self.phase, dealer=self.dealer,
            pass_direction=self.pass_direction, hand=hand, legal=legal, to_play=self.to_play,
            passed=passed,
            passed_to=None if none or not passed else self.pass_direction.target(seat),
            received=self.received_cards if mine and self.phase != "pass" else (),
            received_from=(self.pass_direction.source(seat)
                           if mine and self.received_cards and not none else None),
            tricks=tuple(self.tricks), current=tuple(self.current),
            leader=self.leader if self.phase == "play" else None, hearts_broken=self.broken,
            points_taken=(self.taken[0], self.taken[1], self.taken[2], self.taken[3]),
            cards_taken=tuple(tuple(x) for x in self.taken_cards), scores=self.scores,
            hand_sizes=(sizes[0] if not mine else len(self.cards(0)), sizes[1], sizes[2],
                        sizes[3]),
            deal_number=self.deal_number)


_PLACEHOLDER = (Card.from_index(0), Card.from_index(1), Card.from_index(2))


def _history_with_pass(hand: RemoteHand, held: list[list[Card]]) -> HandHistory:
    """A finished hand's history with seat 0's pass and the pass it received.  A seat whose
    pass is unknown is given three cards its receiver played: any three will do, since what
    seat 0 knew at each decision (and every play's legality) depends only on the hands after
    the pass, which are the cards played."""
    direction = hand.pass_direction
    source = direction.source(0)
    passed = {0: hand.passes[0].cards, source: hand.received_cards}
    unknown = tuple(s for s in range(4) if s not in passed)
    for seat in unknown:
        passed[seat] = tuple(sorted(held[direction.target(seat)])[:3])
    dealt = []
    for seat in range(4):
        got = set(passed[direction.source(seat)])
        dealt.append(tuple(sorted((set(held[seat]) - got) | set(passed[seat]))))
    records = tuple(PassRecord(s, direction.target(s), tuple(sorted(passed[s])))
                    for s in range(4))
    return HandHistory(deal_number=hand.deal_number, dealer=hand.dealer,
                       pass_direction=direction, dealt=tuple(dealt), passes=records,
                       plays=tuple(hand.plays), tricks=tuple(hand.tricks),
                       unknown_passes=unknown, claim=hand.claim)


class RemoteSeat:
    """A player the table "asks" for another seat's move: it answers once the server has
    said what that seat did (``start_thinking``/``start_passing`` give a thinker whose
    ``step`` returns None until then)."""

    def __init__(self, mirror: Mirror, seat: int) -> None:
        self.mirror = mirror
        self.seat = seat

    def start_thinking(self, view: PlayerView) -> _Wait:
        return _Wait(self.mirror, self.seat, passing=False)

    def start_passing(self, view: PlayerView) -> _Wait:
        return _Wait(self.mirror, self.seat, passing=True)

    def choose_play(self, view: PlayerView) -> Card:  # only if the table asks directly
        return view.legal[0]

    def choose_pass(self, view: PlayerView) -> list[Card]:
        return list(view.hand[:3])


class _Wait:
    def __init__(self, mirror: Mirror, seat: int, passing: bool) -> None:
        self.mirror = mirror
        self.seat = seat
        self.passing = passing

    def step(self, budget_ms: float) -> Any:
        hand = self.mirror.hand
        if hand is None:
            return None
        if self.passing:
            return list(_PLACEHOLDER) if self.mirror.pass_ready(self.seat, hand) else None
        known = self.mirror.known_move(self.seat, hand)
        return known[0] if known else None


class Mirror:
    """The server's messages for one seat, turned to put it at seat 0, waiting to be used."""

    def __init__(self, send: Send, names: list[str]) -> None:
        self.send = send
        self.names = names  # shared with the table screen: updated in place
        self.me: int | None = None
        self.token: str | None = None
        self.table: int | None = None
        self.kinds = ["computer"] * 4
        self.hand: RemoteHand | None = None
        self.hand_number = 0
        self.totals = (0, 0, 0, 0)
        self.game_over = False
        self.winners: tuple[int, ...] = ()
        self.queue: deque[dict[str, Any]] = deque()  # complete batches only
        self._incoming: list[dict[str, Any]] = []
        self.chat: list[tuple[str, str]] = []
        self.notes: list[str] = []
        self.expect_plays = 0
        self.expect_pass = False
        self.latest: dict[str, Any] | None = None

    # ------------------------------------------------------------ turning
    def _local(self, seat: int | None) -> int | None:
        return None if seat is None or self.me is None else (seat - self.me) % 4

    def _local_list(self, values: list[Any]) -> list[Any]:
        me = self.me or 0
        return [values[(i + me) % 4] for i in range(4)]

    def _turn(self, msg: dict[str, Any]) -> dict[str, Any]:
        out = dict(msg)
        for key in ("seat", "to", "winner", "leader", "dealer", "to_play", "pass_to",
                    "received_from"):
            if key in out and isinstance(out[key], int):
                out[key] = self._local(out[key])
        for key in ("names", "kinds", "points", "before", "scores", "scores_before",
                    "points_taken", "hand_sizes"):
            if isinstance(out.get(key), list) and len(out[key]) == 4:
                out[key] = self._local_list(out[key])
        if "passed_seats" in out:
            out["passed_seats"] = [self._local(s) for s in out["passed_seats"]]
        if "winners" in out:
            out["winners"] = sorted(self._local(s) for s in out["winners"])
        if "current" in out:
            out["current"] = [[self._local(s), c] for s, c in out["current"]]
        if "tricks" in out:
            out["tricks"] = [{**t, "leader": self._local(t["leader"]),
                              "winner": self._local(t["winner"]),
                              "plays": [[self._local(s), c] for s, c in t["plays"]]}
                             for t in out["tricks"]]
        return out

    # ------------------------------------------------------------ feeding
    def feed(self, msg: dict[str, Any]) -> None:
        """One message from the server."""
        kind = msg.get("type")
        if kind == "joined":
            self.me, self.token, self.table = msg["seat"], msg["token"], msg["table"]
            return
        if self.me is None:
            if kind == "error":
                self.notes.append(msg.get("message", "The server refused"))
            return
        msg = self._turn(msg)
        if kind == "chat":  # "You" for this seat's own lines, and only here
            self.chat.append(("You" if msg["seat"] == 0 else msg["name"], msg["text"]))
            del self.chat[:-50]
        elif kind == "seat":
            if msg["seat"] != 0:  # this person sitting down needs no line
                self.chat.append(("", f"{msg['name']} {_WHY.get(msg['why'], msg['why'])}"))
        elif kind == "error":
            self.notes.append(msg["message"])
        elif kind == "state":
            self.latest = msg
            self.names[:] = msg["names"]
            self.kinds = msg["kinds"]
            if self.hand is None:
                self._start_hand(msg)
                self._incoming.clear()
                return
            self._incoming.append(msg)
            self.queue.extend(self._incoming)
            self._incoming.clear()
        elif kind == "event":
            if self.hand is None:
                return
            self._incoming.append(msg)

    def _start_hand(self, state: dict[str, Any]) -> None:
        self.hand = RemoteHand(self, state)
        if state["phase"] == "pass":
            # Seats that passed before we came: their passes still have to be shown here.
            for seat in state.get("passed_seats", []):
                if seat != 0:
                    self.queue.appendleft({"type": "event", "event": "pass", "seat": seat})
        self.hand_number = state["hand_number"]
        self.totals = tuple(state["scores"])
        self.game_over = state["game_over"]

    # ------------------------------------------------------------ the queue
    def _events(self) -> list[dict[str, Any]]:
        """Queued events of the hand in progress (up to the next deal)."""
        out = []
        for m in self.queue:
            if m["type"] == "event":
                if m["event"] in ("deal", "game_start"):
                    break
                out.append(m)
        return out

    def _skip_echoes(self) -> None:
        """Drop states and the informational events at the head; stop at a move or a deal."""
        q = self.queue
        while q:
            m = q[0]
            if m["type"] == "state":
                q.popleft()
                continue
            ev = m["event"]
            if ev == "play" and m["seat"] == 0 and self.expect_plays:
                self.expect_plays -= 1
                q.popleft()
            elif ev in ("trick", "hand_end", "game_end", "received", "pass"):
                q.popleft()
            else:
                return

    def _head_play(self) -> dict[str, Any] | None:
        self._skip_echoes()
        for m in self.queue:
            if m["type"] == "event":
                if m["event"] == "play":
                    return m
                if m["event"] in ("deal", "game_start"):
                    return None
        return None

    def known_move(self, seat: int, hand: RemoteHand) -> tuple[Card, ...]:
        """The card the server says ``seat`` played next, if it did yet."""
        if hand is not self.hand or hand.phase != "play" or hand.to_play != seat:
            return ()
        head = self._head_play()
        if head is not None and head["seat"] == seat:
            return (Card.parse(head["card"]),)
        return ()

    def forced_play(self) -> Card | None:
        """A card the server already played for seat 0 (its time ran out), if any."""
        if self.expect_plays:
            return None
        head = self._head_play()
        if head is not None and head["seat"] == 0:
            return Card.parse(head["card"])
        return None

    def take_play(self, seat: int) -> None:
        head = self._head_play()
        if head is not None and head["seat"] == seat:
            self.queue.remove(head)

    def pass_ready(self, seat: int, hand: RemoteHand) -> bool:
        """Whether the table may show ``seat``'s pass: the server said it passed, seat 0 has
        passed here, and if it is the last pass, what seat 0 receives is known."""
        if hand is not self.hand or hand.phase != "pass" or 0 not in hand.passed_seats:
            return False
        events = self._events()
        if not any(m["event"] == "pass" and m["seat"] == seat for m in events):
            return False
        last = len(hand.passed_seats) == 3
        return not last or any(m["event"] == "received" for m in events)

    def forced_pass(self) -> tuple[Card, ...] | None:
        """The three cards the server already passed for seat 0 (Auto Play, or its time ran
        out), if it did."""
        if self.expect_pass:
            return None
        for m in self._events():
            if m["event"] == "pass" and m["seat"] == 0 and m.get("cards"):
                return tuple(Card.parse(c) for c in m["cards"])
        return None

    def take_pass(self, seat: int) -> None:
        for m in self._events():
            if m["event"] == "pass" and m["seat"] == seat:
                self.queue.remove(m)
                return

    def take_received(self) -> tuple[Card, ...]:
        for m in self._events():
            if m["event"] == "received":
                self.queue.remove(m)
                self.expect_pass = False
                return tuple(Card.parse(c) for c in m["cards"])
        return ()

    def take_claim(self, hand: RemoteHand) -> dict[str, Any] | None:
        """The ``claim`` event, applied to ``hand``, once everything before it has been
        shown (it is next in the queue); None while there is none there."""
        if hand is not self.hand:
            return None
        self._skip_echoes()
        head = self.queue[0] if self.queue else None
        if head is None or head["type"] != "event" or head["event"] != "claim":
            return None
        self.queue.popleft()
        hand.apply_claim(head)
        return head

    def first_leader(self, hand: RemoteHand) -> int:
        """Who leads the first trick (from the rules; the server agrees)."""
        if hand.flags.two_clubs_leads:
            if hand.held & 1:
                return 0
            for m in self.queue:
                if m["type"] == "state" and m["phase"] == "play" and m["leader"] is not None:
                    return int(m["leader"])
        return (hand.dealer + 1) % 4

    def next_ready(self) -> bool:
        """Whether the next deal has arrived (the table may move on to it)."""
        return any(m["type"] == "event" and m["event"] == "deal" for m in self.queue)

    def next_hand(self) -> None:
        """Move to the next deal (call only when :meth:`next_ready`)."""
        q = self.queue
        while q and not (q[0]["type"] == "event" and q[0]["event"] == "deal"):
            q.popleft()
        if not q:
            return
        q.popleft()
        while q and q[0]["type"] != "state":
            q.popleft()
        if q:
            self.expect_plays = 0
            self.expect_pass = False
            self._start_hand(q.popleft())

    def scores(self) -> tuple[int, int, int, int]:
        hand = self.hand
        if hand is None:
            return (0, 0, 0, 0)
        base = hand.scores
        if not hand.is_over:
            return base
        pts = hand.points()
        return (base[0] + pts[0], base[1] + pts[1], base[2] + pts[2], base[3] + pts[3])


_WHY = {"joined": "sits down", "resumed": "is back", "left": "takes a seat that was left",
        "dropped": "takes a seat whose player dropped"}
