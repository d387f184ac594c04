"""The table's state machine: a whole game driven one frame at a time.

No pyxel here and no clock: `tick()` is called once per frame and every wait is
counted in frames, so a headless run goes as fast as the CPU allows and a browser
build (no threads) keeps animating while the computers think, because their
search runs in slices of a few milliseconds per frame (see seats.Thinker). With
`headless` set (the screen sets it in a headless run) a slice is counted in work
units instead, so the same command line gives the same frames on any machine.

Phases, in order for each hand:
DEAL (cards fly out) -> PASS (you choose three; the computers choose theirs) ->
PASS_SHOW (the window with passed and received cards, Continue) -> PLAY (tricks;
each played card travels for `travel` frames) -> TRICK_END (pause or Continue,
then the trick slides to its winner) -> ... -> HAND_END (the score arithmetic,
Continue) -> the next DEAL, or GAME_END (winners, Continue starts a new game).

The human seat is 0. In DEMO the computer plays seat 0 too and every Continue
presses itself after a short wait.

Beyond the 1993 program: on its turn a seat may claim the rest of the hand (hearts/claim.py:
the hand is played out at once and goes to HAND_END); a computer claims whenever the points
no longer depend on anyone's play, its own included. The human may take back the last card
(and every card after it) or the pass, as far as the Undo control allows: the computers
then decide again, from the same seeds and the same views.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from retrohearts.cards import Card
from retrohearts.eventlog import EventLog
from retrohearts.hearts import events
from retrohearts.hearts.hand import IllegalPlay
from retrohearts.hearts.refusal import refusal
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.shared.thinking import think_slice
from retrohearts.screens.hearts.table.matchport import MatchPort
from retrohearts.screens.hearts.table.seats import Player, SimplePlayer, Thinker

HUMAN = 0
THINK_BUDGET_MS = 2.5  # search time a frame may spend on a computer's play


class Phase(Enum):
    """Where the hand is, as far as the screen is concerned."""

    DEAL = "deal"
    PASS = "pass"
    PASS_SHOW = "pass_show"
    PLAY = "play"
    TRICK_END = "trick_end"
    COLLECT = "collect"
    HAND_END = "hand_end"
    GAME_END = "game_end"


@dataclass
class Flight:
    """A card on its way from a player's hand to the middle of the table."""

    seat: int
    card: Card
    start: int  # frame the card left the hand
    frames: int  # frames the journey takes

    def progress(self, frame: int) -> float:
        """0.0 at the hand, 1.0 on the table."""
        return min(1.0, (frame - self.start) / self.frames) if self.frames else 1.0


@dataclass(frozen=True)
class Cue:
    """A moment the speaker marks: an effect and maybe a voice from a seat."""

    effect: str | None
    voice: str | None = None
    seat: int | None = None  # who speaks (None: the narrator)


@dataclass(frozen=True)
class HandScore:
    """The end-of-hand arithmetic for one seat: points + before = total."""

    points: int
    before: int
    total: int


@dataclass(frozen=True)
class FinishedHand:
    """A hand once played out: what the last-hand review and the post-mortem show."""

    history: Any  # retrohearts.hearts.history.HandHistory
    rules: Any  # the HouseRules it was played under
    points: tuple[int, ...]  # what each seat scored (moon and jack of diamonds applied)
    number: int  # hands played in the game, this one included
    shooter: int | None
    queen_taker: int | None


@dataclass
class TableState:
    """What the screen draws that the engine's view does not keep."""

    on_table: list[Flight] = field(default_factory=list)  # the trick in progress or just ended
    trick_winner: int | None = None
    collect_start: int = 0
    pass_selected: list[Card] = field(default_factory=list)
    passed: tuple[Card, ...] = ()
    received: tuple[Card, ...] = ()
    hand_scores: tuple[HandScore, ...] = ()
    winners: tuple[int, ...] = ()
    message: str = ""  # e.g. a refusal ("You must follow suit")
    claimed: tuple[int, str] | None = None  # (seat, kind) when a claim ended the hand


class TableController:
    """Runs a Match at the table: computers, timers, the human's choices, the log."""

    def __init__(
        self,
        port: MatchPort,
        players: Sequence[Player | None],
        controls: Controls,
        *,
        fps: int = 60,
        demo: bool = False,
        log: EventLog | None = None,
    ) -> None:
        self.port = port
        self.players = list(players)
        self.controls = controls
        self.fps = fps
        self.demo = demo
        self.log = log or EventLog()
        self.frame = 0
        self.phase = Phase.DEAL
        self.state = TableState()
        self._wait = 0  # frames left before the next automatic step
        self._thinker: Thinker | None = None
        self._thinking_seat: int | None = None
        self._passes_pending: list[int] = []
        self._continue_pressed = False
        self.games_finished = 0
        #: A headless run: thinking is sliced by work, not by the clock (seats.think_slice).
        self.headless = False
        self.think_ms_last = 0.0
        self.cues: list[Cue] = []  # drained by the screen, which owns the speaker
        self.finished: FinishedHand | None = None  # the last hand played out
        self._claim_due: int | None = None  # a computer seat that claims once its wait is over
        self._undo_ready = True  # False right after an undo, until the human plays or passes
        self.taken_back: Card | None = None  # the card the last undo gave back (not a pass)
        self.claim_pending = False  # the human's claim is with the server (a network table)
        #: The computers claim when the points no longer depend on anyone's play (False:
        #: they play every hand out, as the 1993 program did).
        self.computers_claim = True
        self._begin_hand(first=True)

    # ----------------------------------------------------------- human input
    @property
    def hand(self) -> Any:
        """The engine's Hand in progress."""
        return self.port.hand

    def view(self, seat: int = HUMAN) -> Any:
        """The PlayerView of a seat (the human's by default)."""
        return self.port.hand.view(seat)

    @property
    def waiting_for(self) -> str | None:
        """What the human must do now: "pass", "play", "continue" or None."""
        if self.demo:
            return None
        if self.phase is Phase.PASS and self._human_must_pass():
            return "pass"
        if self.phase is Phase.PLAY and self._human_turn() and not self._busy() \
                and not self.claim_pending:
            return "play"
        if self.phase in (Phase.PASS_SHOW, Phase.HAND_END, Phase.GAME_END):
            return "continue"
        if self.phase is Phase.TRICK_END and self.controls.prompt_between_tricks:
            return "continue"
        return None

    def toggle_pass(self, card: Card) -> bool:
        """Select or deselect a card to pass; the third selection makes the pass."""
        if self.waiting_for != "pass" or card not in self.view().hand:
            return False
        chosen = self.state.pass_selected
        if card in chosen:
            chosen.remove(card)
        else:
            chosen.append(card)
            if len(chosen) == 3:
                self._pass(HUMAN, list(chosen))
        return True

    def playable(self, card: Card) -> bool:
        """True when the human may play this card now."""
        return self.waiting_for == "play" and card in self.view().legal

    def play(self, card: Card) -> bool:
        """Play the human's card; False (and a message) when it is not allowed."""
        if self.waiting_for != "play":
            return False
        if card not in self.view().legal:
            self.state.message = self._refusal(card)
            self.cues.append(Cue("illegal"))
            return False
        self._play(HUMAN, card)
        return True

    def press_continue(self) -> bool:
        """The Continue icon (or ENTER on it)."""
        if self.waiting_for != "continue":
            return False
        self._continue_pressed = True
        return True

    def change_rules(self, rules: Any) -> None:
        """New house rules (the Rules screen), in force from the next decision on, even
        in the middle of a hand; a computer still thinking starts again under them."""
        change = getattr(self.port.match, "change_rules", None)
        if rules == self.port.rules or change is None:  # a network table: the server's rules
            return
        change(rules)
        self._thinker = None
        self._thinking_seat = None
        self.state.message = ""

    @property
    def work(self) -> int | None:
        """The computer players' thinking budget for this game (``players/budget.py``; None
        at a network table, whose computers are the server's)."""
        return getattr(self.port.match, "work", None)

    # ------------------------------------------------------- claim and undo
    def claim(self) -> bool:
        """The human claims the rest of the hand (C, or the CLAIM icon): False, and the
        reason in the message line, when the claim is refused."""
        if self.waiting_for != "play":
            self.state.message = "You may claim only when it is your turn"
            self.cues.append(Cue("illegal"))
            return False
        verdict = self.port.check_claim(HUMAN)
        if not verdict.ok:
            self.state.message = verdict.reason.rstrip(".")
            self.cues.append(Cue("illegal"))
            return False
        self._claim(HUMAN)
        return True

    def undo_refusal(self) -> str | None:
        """Why the human may not take back a card (or the pass) now; None when it may."""
        if self.demo:
            return "Nothing is taken back in DEMO"
        if self.port.undo_refused is not None:
            return self.port.undo_refused
        if self.controls.undo == "off":
            return "Undo is Off: the Rules screen can allow it"
        hand = self.hand
        if self.phase is Phase.PASS:
            return None if hand.phase == "pass" and hand.has_passed(HUMAN) else \
                "Nothing to take back yet"
        if self.phase not in (Phase.PLAY, Phase.TRICK_END, Phase.COLLECT) or hand.claim:
            return "Nothing to take back now"
        last = hand.last_play_of(HUMAN)
        if last is None:
            return "You have not played a card yet"
        if not self._undo_ready:
            return "Play a card before taking back again"
        card = hand.history.plays[last]
        if self.controls.undo == "last_card" and not any(
                f.seat == HUMAN and f.card == card for f in self.state.on_table):
            return "Your card's trick is gone: Whole trick takes it back"
        return None

    def undo(self) -> bool:
        """Take back the human's last card and every card after it, or its pass (U, or the
        UNDO icon); False, and the reason in the message line, when it may not."""
        why = self.undo_refusal()
        if why is not None:
            self.state.message = why
            self.cues.append(Cue("illegal"))
            return False
        hand = self.hand
        passing = hand.phase == "pass"
        last = hand.last_play_of(HUMAN)
        trick = 0 if passing or last is None else last // 4 + 1
        cards = self.port.take_back(HUMAN)
        event, fields = events.undo(HUMAN, "pass" if passing else "play", cards, trick,
                                    self.port.undos)
        self.log.write(event, **fields)
        self._undo_ready = False
        self._thinker = None
        self._thinking_seat = None
        self._claim_due = None
        self.taken_back = None if passing else cards[0]
        if passing:
            self.state.pass_selected = []
            self.state.message = "Your pass is back in your hand"
        else:
            view = self.view(HUMAN)
            self.state.on_table = [Flight(seat, card, 0, 0) for seat, card in view.current]
            self.state.trick_winner = None
            self.phase = Phase.PLAY
            self._wait = 0
            self.state.message = f"You take back the {cards[0].label}"
        self.cues.append(Cue("card"))
        return True

    def _claim(self, seat: int) -> None:
        """``seat`` claims (its claim was found valid): the hand is played out and over."""
        self._claim_due = None
        self._thinker = None
        self._thinking_seat = None
        try:
            made = self.port.claim(seat)
        except IllegalPlay as error:  # the hand changed under the claim: play on instead
            self.state.message = str(error).rstrip(".")
            return
        if made is None:  # sent to the server, which referees it
            self.claim_pending = True
            return
        verdict, record = made
        event, fields = events.claim(self.hand, record)
        self.log.write(event, **fields)
        self._claimed(seat, verdict.kind or "rest")

    def _claimed(self, seat: int, kind: str) -> None:
        """A claim ended the hand (it is played out): straight to the end of the hand."""
        self.claim_pending = False
        self.state.claimed = (seat, kind)
        self.state.on_table = []
        self.state.trick_winner = None
        self.state.message = ""
        self.cues.append(Cue("trick"))
        self._end_hand()

    # ------------------------------------------------------------ the frame
    def tick(self) -> None:
        """Advance the game by one frame."""
        self.frame += 1
        self.think_ms_last = 0.0
        if self._wait > 0:
            self._wait -= 1
        handler = _HANDLERS[self.phase]
        handler(self)

    def _tick_deal(self) -> None:
        if self._wait == 0:
            self._start_passing() if self.hand.phase == "pass" else self._start_play()

    def _tick_pass(self) -> None:
        pending = self._passes_pending
        if self.demo and self._human_must_pass() and self._wait == 0 and HUMAN not in pending:
            pending.append(HUMAN)
        if not pending:
            return
        seat = pending[0]
        player = self.players[seat]
        assert player is not None
        if self._thinker is None or self._thinking_seat != seat:
            self._thinker = Thinker(player, self.view(seat), passing=True)
            self._thinking_seat = seat
        started = time.perf_counter()
        cards = self._decide(seat, self._thinker, passing=True)
        self.think_ms_last = (time.perf_counter() - started) * 1000.0
        if cards is not None:
            pending.pop(0)
            self._thinker = None
            self._thinking_seat = None
            self._pass(seat, list(cards))

    def _tick_pass_show(self) -> None:
        if self._continued():
            self._start_play()

    def _tick_play(self) -> None:
        if self._busy():
            return
        hand = self.hand
        if hand.phase != "play" or len(self.state.on_table) == 4:
            self._trick_done()
            return
        arrived = self.port.claim_arrived()
        if arrived is not None:  # a network table: the server played a claim out
            self.log.write("claim", **{k: v for k, v in arrived.items()
                                       if k not in ("type", "event")})
            self._claimed(arrived["seat"], arrived["kind"])
            return
        seat = hand.to_play
        player = self.players[seat]
        if seat == HUMAN and not self.demo:
            return
        assert player is not None
        if self._thinker is None or self._thinking_seat != seat:
            self._thinker = Thinker(player, self.view(seat))
            self._thinking_seat = seat
            self._wait = self.controls.play_delay_frames(self.fps)
            self._claim_due = seat if self._computer_claims(seat) else None
        if self._claim_due == seat:
            if self._wait == 0:
                self._claim(seat)
            return
        started = time.perf_counter()
        card = self._decide(seat, self._thinker, passing=False)
        self.think_ms_last = (time.perf_counter() - started) * 1000.0
        if card is not None and self._wait == 0:
            self._thinker = None
            self._thinking_seat = None
            self._play(seat, card)

    def _tick_trick_end(self) -> None:
        if self.controls.prompt_between_tricks and not self.demo:
            if not self._continued():
                return
        elif self._wait > 0:
            return
        self.phase = Phase.COLLECT
        self.cues.append(Cue("trick"))
        self.state.collect_start = self.frame
        self._wait = self.controls.travel_frames(self.fps)

    def _tick_collect(self) -> None:
        if self._wait > 0:
            return
        self.state.on_table = []
        self.state.trick_winner = None
        if self.hand.phase == "over":
            self._end_hand()
        else:
            self.phase = Phase.PLAY

    def _tick_hand_end(self) -> None:
        if self._continued():
            if self.port.is_over:
                self._end_game()
            else:
                self.port.next_hand()
                self._begin_hand()

    def _tick_game_end(self) -> None:
        if self._continued():
            self.port.new_game()
            self._begin_hand(first=True)

    # --------------------------------------------------------- transitions
    def _begin_hand(self, first: bool = False) -> None:
        port = self.port
        if first:
            self.log.write("game_start", players=port.names, rules=port.rules_name,
                           scores=list(port.scores))
        self.log.write("deal", hand=port.match.hand_number + 1, deal_number=port.deal_number,
                       dealer=port.dealer, passing=port.pass_name, players=list(port.names),
                       rule_set=port.rules_name, rules=port.rules.to_dict())  # as events.deal
        self.state = TableState()
        self.phase = Phase.DEAL
        self.cues.append(Cue("shuffle"))
        self._wait = self._deal_frames()
        view = self.view(HUMAN)
        if view.tricks or view.current or view.passed:  # a resumed game: no new deal
            self._wait = 1
            self.state.on_table = [Flight(seat, card, 0, 0) for seat, card in view.current]
        self._thinker = None
        self._thinking_seat = None
        self._continue_pressed = False
        self._claim_due = None
        self._undo_ready = True
        self.claim_pending = False

    @property
    def deal_progress(self) -> float:
        """0.0 .. 1.0 through the dealing animation (1.0 once dealt)."""
        if self.phase is not Phase.DEAL:
            return 1.0
        return 1.0 - self._wait / max(1, self._deal_frames())

    def _deal_frames(self) -> int:
        return max(1, round(self.fps * (0.9 - 0.07 * self.controls.play_speed)))

    def _start_passing(self) -> None:
        self.phase = Phase.PASS
        view_passed = [self.view(s).passed for s in range(4)]
        self._passes_pending = [s for s in range(1, 4) if not view_passed[s]]
        if self.demo:
            self._wait = self.controls.play_delay_frames(self.fps) * 2

    def _pass(self, seat: int, cards: list[Card]) -> None:
        self.hand.pass_cards(seat, cards)
        if seat == HUMAN:
            self._undo_ready = True
        target = self.port.pass_target(seat)
        self.log.write("pass", seat=seat, to=target, cards=[str(c) for c in cards])
        if seat == HUMAN:
            self.state.pass_selected = []
        if self.hand.phase != "pass":
            self.cues.append(Cue("pass"))
            view = self.view(HUMAN)
            self.state.passed = tuple(view.passed)
            self.state.received = tuple(view.received)
            self.log.write("received", seat=HUMAN, cards=[str(c) for c in view.received])
            self.phase = Phase.PASS_SHOW
            self._continue_pressed = False
            if self.demo:
                self._wait = self.fps // 2

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        current = self.view(HUMAN).current  # a resumed trick keeps its cards on the table
        self.state.on_table = [f for f in self.state.on_table if (f.seat, f.card) in current]

    def _play(self, seat: int, card: Card) -> None:
        trick = len(self.hand.view(seat).tricks) + 1
        broken = self.hand.hearts_broken
        self.hand.play(card)
        self.state.message = ""
        if self.hand.hearts_broken and not broken:
            self.cues.append(Cue("hearts-broken", "hearts-broken", seat))
        else:
            self.cues.append(Cue("card"))
        self.state.on_table.append(
            Flight(seat, card, self.frame, self.controls.travel_frames(self.fps)))
        self.log.write("play", seat=seat, card=str(card), trick=trick)
        if seat == HUMAN:
            self._undo_ready = True

    def _trick_done(self) -> None:
        view = self.view(HUMAN)
        last = view.tricks[-1]
        self.state.trick_winner = last.winner
        self.log.write("trick", number=len(view.tricks), leader=last.leader, winner=last.winner,
                       points=last.points)
        if any(card.points == 13 for _, card in last.plays):
            self.cues.append(Cue("queen-of-spades", "ouch", last.winner))
        self.phase = Phase.TRICK_END
        self._continue_pressed = False
        self._wait = self.controls.trick_pause_frames(self.fps)
        if self.demo and self.controls.prompt_between_tricks:
            self._wait = self.fps // 2

    def _end_hand(self) -> None:
        before = self.port.scores_before
        points = tuple(self.hand.points())
        after = self.port.scores
        self.state.hand_scores = tuple(
            HandScore(points[s], before[s], after[s]) for s in range(4))
        self.log.write("hand_end", points=list(points), before=list(before), scores=list(after),
                       deal_number=self.port.deal_number)
        queen = next((t.winner for t in self.hand.tricks
                      if any(c.points == 13 for c in t.cards)), None)
        self.finished = FinishedHand(self.hand.history, self.hand.rules, points,
                                     self.port.hands_played, self.hand.shooter(), queen)
        self.phase = Phase.HAND_END
        shooter = self.hand.shooter()
        if shooter is not None:
            self.cues.append(Cue("shoot-the-moon", "shoot-the-moon", shooter))
        self._continue_pressed = False
        if self.demo:
            self._wait = self.fps

    def _end_game(self) -> None:
        self.state.winners = tuple(self.port.winners)
        self.log.write("game_end", scores=list(self.port.scores), winners=list(self.port.winners),
                       hands=self.port.hands_played)
        self.games_finished += 1
        winners = self.state.winners
        if HUMAN in winners and not self.demo:
            self.cues.append(Cue("game-won", "you-win"))
        else:
            self.cues.append(Cue("game-lost", "gloat", winners[0] if winners else None))
        self.phase = Phase.GAME_END
        self._continue_pressed = False
        if self.demo:
            self._wait = self.fps

    # -------------------------------------------------------------- helpers
    def _decide(self, seat: int, thinker: Thinker, *, passing: bool) -> Any:
        """One slice of a computer's thinking, checked: a player that fails or answers
        with cards it may not use is replaced, for this decision, by the plain
        stand-in, and the log says so (the game must go on)."""
        view = self.view(seat)
        try:
            decision = think_slice(thinker, THINK_BUDGET_MS, self.headless)
        except Exception as error:  # a faulty opponent must not stop the game
            decision = None
            problem = f"{type(error).__name__}: {error}"
        else:
            if decision is None:
                return None
            problem = ""
            if passing:
                cards = list(decision)
                if len(set(cards)) != 3 or any(c not in view.hand for c in cards):
                    problem = f"bad pass {cards}"
            elif decision not in view.legal:
                problem = f"illegal play {decision}"
            if not problem:
                return decision
        self.log.write("player_error", seat=seat, problem=problem[:200])
        stand_in = SimplePlayer("stand-in")
        return stand_in.choose_pass(view) if passing else stand_in.choose_play(view)

    def _computer_claims(self, seat: int) -> bool:
        """A computer claims when the points no longer depend on anyone's play, its own
        included (so its claim gives what its play would have given). At a network table
        the server decides for the other seats (the port refuses them here)."""
        if not self.computers_claim:
            return False
        verdict = self.port.check_claim(seat)
        return verdict.ok and verdict.forced

    def _continued(self) -> bool:
        if self.demo:
            return self._wait == 0
        if self._continue_pressed:
            self._continue_pressed = False
            return True
        return False

    def _busy(self) -> bool:
        """True while a played card is still travelling."""
        return any(f.progress(self.frame) < 1.0 for f in self.state.on_table)

    def _human_turn(self) -> bool:
        hand = self.hand
        return bool(hand.phase == "play" and hand.to_play == HUMAN
                    and len(self.state.on_table) < 4)

    def _human_must_pass(self) -> bool:
        return self.hand.phase == "pass" and not self.view(HUMAN).passed

    def _refusal(self, card: Card) -> str:
        """The engine's reason, in the original's words ("Hearts have not been broken")."""
        return refusal(self.view(), card) or f"You may not play the {card} now"


_HANDLERS: dict[Phase, Callable[[TableController], None]] = {
    Phase.DEAL: TableController._tick_deal,
    Phase.PASS: TableController._tick_pass,
    Phase.PASS_SHOW: TableController._tick_pass_show,
    Phase.PLAY: TableController._tick_play,
    Phase.TRICK_END: TableController._tick_trick_end,
    Phase.COLLECT: TableController._tick_collect,
    Phase.HAND_END: TableController._tick_hand_end,
    Phase.GAME_END: TableController._tick_game_end,
}
