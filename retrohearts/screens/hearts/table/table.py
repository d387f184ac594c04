"""The main playing screen: where the whole game is played, by mouse or by keys.

The screen owns the halo's targets (your cards, the six icons, Continue), turns
selections into moves on the TableController, runs the controller one step per
frame and draws it all (tabledraw.py). ESC or QUIT asks whether to save; Ctrl-C
saves at once and leaves; TUTOR shows the advice box (by itself with Auto Advice).
C or CLAIM claims the rest of the hand on your turn; U or UNDO takes back your last
card (or your pass) as far as the Undo control allows, and the halo goes to the card
taken back. At the end of a game its moment (table/moments.py) plays over the table
first; the final scores show once it is over.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retrohearts.cards import Card
from retrohearts.hearts.tutor import SEAT_NAMES
from retrohearts.pc.cursor import Target
from retrohearts.pc.halo import inverts
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.shared import helptext
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.shared.drawing import HALO, button
from retrohearts.screens.hearts.shared.layout import Layout, Rect, table_layout
from retrohearts.screens.hearts.shared.onlinedoc import docs_hover
from retrohearts.screens.hearts.shared.thinking import think_slice
from retrohearts.screens.hearts.table.controller import HUMAN, Phase, TableController
from retrohearts.screens.hearts.table.seats import make_advice_starter, make_tutor
from retrohearts.screens.hearts.table.tabledraw import (
    dealt_to_you,
    draw_advice,
    draw_menu,
    draw_pass_window,
    draw_standings,
    draw_table,
    felt_clearing,
    pass_window_plan,
)
from retrohearts.ui.bigtext import big_text_size
from retrohearts.ui.text import first_fitting, fit_line, wrap

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.ui.moments.moment import Moment

ADVICE_BUDGET_MS = 2.5  # the tutor's thinking time per frame

ICON_HOVER = {
    "DOCS": "Click now to read the on-line document",
    "HELP": "Click now for help on this screen",
    "TUTOR": "Click now for advice",
    "ODDS": "Click now for odds information",
    "RULES": "Click now for the rules and controls",
    "QUIT": "Click now to stop this game",
    "CLAIM": "Click now to claim the rest of the hand",
    "UNDO": "Click now to take back your last card",
}


#: The tutor's seat words, seat 0 (you) first.
_SEAT_WORD = re.compile(r"\b(?:" + "|".join(SEAT_NAMES) + r")\b")


class TableScreen(Screen):
    """The main playing screen."""

    help_title, help_text = helptext.HELP["table"]

    def __init__(self, controller: TableController, names: Sequence[str], controls: Controls,
                 *, save: Callable[[TableScreen], bool] | None = None,
                 forget_save: Callable[[], None] | None = None,
                 open_screen: Callable[[App, str, TableScreen], None] | None = None,
                 folder: Path | None = None,
                 leave: Callable[[App], None] | None = None) -> None:
        self.ctl = controller
        self.folder = folder  # the user data folder: HEARTS.STA (None: no statistics kept)
        self.names = list(names)
        #: Whose portrait each seat shows (None: the names', as in a game on this PC).
        self.faces: list[str] | None = None
        self.controls = controls
        self._save = save
        self._forget_save = forget_save
        self._open_screen = open_screen
        self._leave = leave  # the way out of the program (the Ad screen); None: just quit
        self.advice: list[str] | None = None
        self.advised: frozenset[Card] = frozenset()  # the tutor's cards, marked in the hand
        self._tutor = make_tutor()
        self._advice_start = make_advice_starter()
        self._advice_thinker: Any = None
        self._last_wait: str | None = None
        self.origins: dict[Card, tuple[int, int]] = {}  # where your last card left the hand
        self._phase_seen = controller.phase
        self._moment_phase = controller.phase  # a won game or a moon gets its moment once
        self._moment_shown: Moment | None = None  # the moment laid over the table last
        self._refocus: Card | None = None  # the card an undo gave back: the halo goes there
        self.stats_message: str | None = None
        self._stats_due = False  # the game just ended: show the career statistics

    # -------------------------------------------------------------- targets
    def hand_layout(self, app: App) -> list[tuple[Card, Rect, bool, bool]]:
        """Your cards as drawn: (card, rect, darkened, selected). A card picked to pass is
        darkened, as the manual says (nothing else is darkened while you pass); one you
        may not play is darkened too."""
        lay = table_layout(app)
        ctl = self.ctl
        view = ctl.view()
        cards = list(view.hand)
        if ctl.phase is Phase.DEAL:
            cards = cards[: dealt_to_you(ctl)]
        wait = ctl.waiting_for
        out = []
        for i, card in enumerate(cards):
            r = lay.hand_card_rect(i, len(cards))
            x = lay.hand_card_x(i, len(cards))
            picked = card in ctl.state.pass_selected
            dark = picked or (wait == "play" and card not in view.legal)
            out.append((card, Rect(x, r.y, r.w, r.h), dark, False))
        return out

    def targets(self, app: App) -> Sequence[Target]:
        lay = table_layout(app)
        ctl = self.ctl
        wait = ctl.waiting_for
        out: list[Target] = []
        if ctl.phase is Phase.PASS_SHOW and wait == "continue":
            r = pass_window_plan(app, lay, ctl, self.names)[1] or lay.continue_icon
            out.append(Target("continue", r.x, r.y, r.w, r.h, "Click now to begin play",
                              halo=min(4, r.y - lay.menu.y) if r.y > lay.menu.y else 4,
                              sound=""))
        view = ctl.view()
        # a ring inverted over the fanned neighbours reads poorly: invert the card itself
        card_halo = 0 if inverts(app) else 4
        picked = ctl.state.pass_selected
        for card, rect, _dark, _selected in self.hand_layout(app):
            hover, enabled = self._card_hover(card, card in picked, view, wait)
            visible = rect.w if rect.w < lay.card_w else lay.card_w
            out.append(Target(("card", card.index), rect.x, rect.y, visible, rect.h, hover,
                              enabled, halo=card_halo, sound=""))
        unavailable = self.unavailable_icons()
        for name, r in lay.icons.items():
            hover = docs_hover(ICON_HOVER[name]) if name == "DOCS" else ICON_HOVER[name]
            if name == "UNDO" and ctl.phase is Phase.PASS:
                hover = "Click now to take back your pass"
            if name == "CLAIM" and name in unavailable:  # greyed: say when it works
                hover = "You may claim only when it is your turn"
            elif name == "UNDO" and name in unavailable:
                hover = ctl.undo_refusal() or hover
            out.append(Target(("icon", name), r.x, r.y, r.w, r.h, hover,
                              name not in unavailable, halo=lay.icon_halo))
        for key, r, hover in self.after_hand_buttons(app):
            out.append(Target(key, r.x, r.y, r.w, r.h, hover))
        extra = self.menu_button(app)
        if extra is not None:
            key, r, _label, hover = extra
            out.append(Target(key, r.x, r.y, r.w, r.h, hover,
                              halo=min(4, r.y - lay.menu.y)))
        if wait == "continue" and ctl.phase is not Phase.PASS_SHOW:
            r = lay.continue_icon
            out.append(Target("continue", r.x, r.y, r.w, r.h, self._continue_hover(),
                              halo=min(4, r.y - lay.menu.y), sound=""))
        return out

    def menu_button(self, app: App) -> tuple[str, Rect, str, str] | None:
        """A button in Continue's place while Continue is not shown: (id, rect, label,
        hover), or None (a game on this PC has none; a network game has Auto Play)."""
        return None

    def unavailable_icons(self) -> frozenset[str]:
        """The icons that cannot be used now (drawn dimmed; selecting one says why): CLAIM
        off your turn, UNDO when there is nothing it may take back."""
        out = set()
        if self.ctl.waiting_for != "play":
            out.add("CLAIM")
        if self.ctl.undo_refusal() is not None:
            out.add("UNDO")
        return frozenset(out)

    def after_hand_buttons(self, app: App) -> list[tuple[str, Rect, str]]:
        """At the end of a hand the hand's row is empty: REVIEW (the post-mortem) sits
        there, and at the end of a game STATS (career statistics) beside it."""
        ctl = self.ctl
        if ctl.demo or ctl.phase not in (Phase.HAND_END, Phase.GAME_END) or ctl.finished is None:
            return []
        lay = table_layout(app)
        w = lay.cell_w * 8 + lay.pad * 2
        h = lay.cell_h + lay.pad * 2
        x, y = lay.hand.x + HALO, lay.hand.y + HALO
        out = [("review", Rect(x, y, w, h), "Click now for the post-mortem of this hand")]
        if ctl.phase is Phase.GAME_END:
            out.append(("stats", Rect(x + w + lay.pad * 2 + HALO * 2, y, w, h),
                        "Click now for the career statistics"))
        return out

    def _card_hover(self, card: Card, selected: bool, view: Any,
                    wait: str | None) -> tuple[str, bool]:
        if wait == "pass":
            if selected:
                return f"click now to keep the {card.label}", True
            return f"click now to pass the {card.label}", True
        if wait == "play":
            if card in view.legal:
                return f"click now to play the {card.label}", True
            return f"the {card.label} can't be played now", False
        return f"the {card.name}", False

    def _continue_hover(self) -> str:
        phase = self.ctl.phase
        if phase is Phase.TRICK_END:
            return "Click now for the next trick"
        if phase is Phase.HAND_END:
            return "Click now for the next hand"
        if phase is Phase.GAME_END:
            return "Click now for a new game"
        return "Click now to continue"

    # ----------------------------------------------------------------- input
    def update(self, app: App) -> None:
        before = self.cursor.focus
        if app.input.pressed("L") and not self.ctl.demo:
            self.show_last_hand(app)
            return
        said = self.ctl.state.message
        if app.input.pressed("C") and not self.ctl.demo:
            self.claim()
        if app.input.pressed("U") and not self.ctl.demo:
            self.undo()
        said = "" if self.ctl.state.message == said else self.ctl.state.message
        super().update(app)
        if self.cursor.focus != before and self.ctl.state.message not in ("", said):
            self.ctl.state.message = ""  # a refusal speaks of the card the halo has left
        self.ctl.headless = app.headless
        self.ctl.tick()
        self._moment(app)
        self._record_stats()
        if self._stats_due and app.top is self:
            self._stats_due = False
            self.show_stats(app)
        self._follow(app)
        self._think_advice(app.headless)
        self._sound(app)

    def _moment(self, app: App) -> None:
        """A won game, a lost one, a moon: its moment over the table (table/moments.py)."""
        phase = self.ctl.phase
        if phase is self._moment_phase:
            return
        self._moment_phase = phase
        from retrohearts.screens.hearts.table.moments import moment_for

        moment = moment_for(self, phase)
        if moment is not None:
            self._moment_shown = moment
            app.push(moment)

    def moment_running(self, app: App) -> bool:
        """Whether a moment is over the table now (the final scores wait for its end)."""
        moment = self._moment_shown
        return moment is not None and moment in app.stack and not moment.finished

    def _sound(self, app: App) -> None:
        """Hand the game's moments to the speaker (if the PC has one attached)."""
        cues = self.ctl.cues
        if not cues:
            return
        sound = app.services.get("sound")
        for cue in cues:
            if sound is None:
                break
            speaker = "narrator"
            if cue.seat is not None and cue.seat != HUMAN:
                speaker = (self.faces or self.names)[cue.seat].lower()
            with contextlib.suppress(Exception):  # a missing clip never stops the game
                if cue.effect:
                    sound.effect(cue.effect)
                if cue.voice:
                    sound.voice(cue.voice, speaker)
        cues.clear()

    def _follow(self, app: App) -> None:
        """Move the halo where the game now wants you, and give auto advice."""
        wait = self.ctl.waiting_for
        if wait != self._last_wait:
            self._last_wait = wait
            self.advice = None
            focus = self.cursor.focus
            if wait == "continue":
                self.focus("continue")
            elif wait in ("pass", "play") and not (isinstance(focus, tuple)
                                                   and focus[0] == "card"):
                view = self.ctl.view()
                pick = view.legal[0] if wait == "play" and view.legal else view.hand[0]
                self.focus(("card", pick.index))
            if wait in ("pass", "play") and self.controls.auto_advice:
                self.show_advice()
        elif self.cursor.focus == "continue" and wait != "continue":
            self.cursor.focus = None
        taken = self._refocus
        if taken is not None and wait is not None:
            self._refocus = None  # the card taken back, once it is yours to play again
            if wait == "play" and taken in self.ctl.view().hand:
                self.focus(("card", taken.index))

    def show_last_hand(self, app: App) -> None:
        """The last hand played out, trick by trick (the L key, LAST on the Odds pages)."""
        from retrohearts.screens.hearts.pages.lasthand import LastHandScreen

        if self.ctl.finished is None:
            self.ctl.state.message = "No hand has been played out yet"
            return
        app.push(LastHandScreen(self.ctl.finished, self.names))

    def show_post_mortem(self, app: App) -> None:
        from retrohearts.screens.hearts.pages.postmortem import PostMortemScreen

        if self.ctl.finished is not None:
            app.push(PostMortemScreen(self.ctl.finished, self.names))

    def show_stats(self, app: App) -> None:
        from retrohearts.screens.hearts.pages.stats import StatsScreen

        app.push(StatsScreen(self.folder, players=self.names, message=self.stats_message))

    def _record_stats(self) -> None:
        """Career statistics: each hand and each game, as they end (not in DEMO)."""
        phase = self.ctl.phase
        if phase is self._phase_seen:
            return
        self._phase_seen = phase
        if self.folder is None or self.ctl.demo:
            return
        from retrohearts.hearts import career

        finished = self.ctl.finished
        if phase is Phase.HAND_END and finished is not None:
            book, error = career.load_stats(self.folder)
            book = career.record_hand(book, self.names, finished.points,
                                      finished.queen_taker, finished.shooter)
            self.stats_message = career.save_stats(self.folder, book) or error
        elif phase is Phase.GAME_END:
            book, error = career.load_stats(self.folder)
            book = career.record_game(book, self.names, self.ctl.state.winners,
                                      undone=self.ctl.port.undos > 0)
            self.stats_message = career.save_stats(self.folder, book) or error
            self._stats_due = True

    def select(self, app: App, target_id: Hashable) -> None:
        ctl = self.ctl
        if target_id == "continue":
            ctl.press_continue()
            return
        if target_id == "review":
            self.show_post_mortem(app)
            return
        if target_id == "stats":
            self.show_stats(app)
            return
        if isinstance(target_id, tuple) and target_id[0] == "card":
            card = Card.from_index(int(target_id[1]))
            if ctl.waiting_for == "pass":
                ctl.toggle_pass(card)
                self.advice = None if ctl.waiting_for != "pass" else self.advice
            elif ctl.waiting_for == "play":
                where = next((r for c, r, _d, _s in self.hand_layout(app) if c == card), None)
                if ctl.play(card) and where is not None:
                    self.origins = {card: (where.x, where.y)}
            return
        if isinstance(target_id, tuple) and target_id[0] == "icon":
            self.icon(app, str(target_id[1]))

    def refused(self, app: App, target_id: Hashable) -> None:
        if isinstance(target_id, tuple) and target_id[0] == "card":
            card = Card.from_index(int(target_id[1]))
            if self.ctl.waiting_for == "play":
                self.ctl.play(card)  # sets the refusal message
        elif target_id == ("icon", "CLAIM"):
            self.claim()  # says why not
        elif target_id == ("icon", "UNDO"):
            self.ctl.undo()  # says why not

    def claim(self) -> bool:
        """C or CLAIM: claim the rest of the hand; a refusal says why, in full in the advice
        box (the bottom line is too short for it on a 40-column screen)."""
        self.advice = None
        self.advised = frozenset()
        if self.ctl.claim():
            return True
        if self.ctl.waiting_for == "play":
            self.advice = ["No claim:", *wrap(self.ctl.state.message + ".", self._advice_cols)]
        return False

    def undo(self) -> bool:
        """U or UNDO: take back your last card (or your pass); a refusal says why. The halo
        then goes to the card taken back (see _follow), not to the first you may play."""
        if not self.ctl.undo():
            return False
        self._refocus = self.ctl.taken_back
        return True

    def icon(self, app: App, name: str) -> None:
        if name == "TUTOR":
            if self.advice is None:
                self.show_advice()
            else:
                self.advice = None
        elif name == "HELP":
            self.help(app)
        elif name == "QUIT":
            self.escape(app)
        elif name == "CLAIM":
            self.claim()
        elif name == "UNDO":
            self.undo()
        elif self._open_screen is not None:
            self._open_screen(app, name, self)

    def set_controls(self, controls: Controls) -> None:
        """New program controls (from the RULES screen), effective at once."""
        self.controls = controls
        self.ctl.controls = controls

    def escape(self, app: App) -> None:
        """ESC / right button / QUIT: ask whether to save the game for later."""
        from retrohearts.screens.hearts.table.quitdialog import QuitDialog

        if self.ctl.demo:
            self.leave(app)
            return
        app.push(QuitDialog(self))

    def clearing(self, app: App) -> Rect:
        """The middle of the felt that no portrait or name plate reaches: a question asked
        at the table (QUIT) stays inside it, so every name still reads."""
        return felt_clearing(app, table_layout(app), self.ctl, self.names)

    def quit_game(self, app: App, save: bool) -> None:
        """The answer to the QUIT question."""
        if save and self._save is not None:
            if not self._save(self):
                return  # not saved (the message is on screen): stay, so they can retry
        elif not save and self._forget_save is not None:
            self._forget_save()
        self.leave(app)

    def leave(self, app: App) -> None:
        """Leave the program (through the Ad screen when the program gave one)."""
        if self._leave is None:
            app.quit(0)
        else:
            self._leave(app)

    def interrupt(self, app: App) -> None:
        """Ctrl-C: save the game and leave at once (status 1 if the save failed)."""
        if self._save is not None and not self.ctl.demo and not self._save(self):
            app.quit(1)

    def show_advice(self) -> None:
        """Ask the tutor (the strongest player's choice in your seat). The tutor thinks a
        few milliseconds per frame (see _think_advice), so the screen never stalls."""
        ctl = self.ctl
        wait = ctl.waiting_for
        self.advised = frozenset()
        if wait not in ("pass", "play"):
            self.advice = ["No advice now:", "it is not your turn."]
            return
        view = ctl.view()
        if self._advice_start is not None:
            self._advice_thinker = self._advice_start(view, work=self.ctl.work)
            self.advice = ["Advice:", "thinking..."]
            return
        if self._tutor is None:
            self.advice = ["The tutor is", "not available."]
            return
        try:
            self._advised(self._tutor(view))
        except Exception as error:  # the tutor must never stop the game
            self.advice = ["The tutor is stumped:", str(error)[:40]]

    def _advised(self, advice: Any) -> None:
        self.advised = frozenset(advice.cards)
        # the tutor names seats by compass point; the table shows no compass, only names
        reason = _SEAT_WORD.sub(lambda m: self.names[SEAT_NAMES.index(m.group(0))],
                                advice.reason)
        if self.controls.hide_scores:  # no odds either: "(Odds 3: 40%)" goes
            reason = re.sub(r" ?\((?:Odds \d: )?\d+%\)", "", reason)
        if getattr(advice, "claim", False):
            reason += " Press C or select CLAIM."
        self.advice = ["Advice:", *wrap(reason, self._advice_cols)]

    def _think_advice(self, headless: bool) -> None:
        thinker = self._advice_thinker
        if thinker is None:
            return
        if self.advice is None or self.ctl.waiting_for not in ("pass", "play"):
            self._advice_thinker = None
            return
        try:
            advice = think_slice(thinker, ADVICE_BUDGET_MS, headless)
        except Exception as error:  # the tutor must never stop the game
            self._advice_thinker = None
            self.advice = ["The tutor is stumped:", str(error)[:40]]
            return
        if advice is not None:
            self._advice_thinker = None
            self._advised(advice)

    _advice_cols = 22

    # ------------------------------------------------------------------ draw
    def prompt(self, room: int | None = None) -> str:
        """The large prompt's text; ``room``: the pixels it has (the end of a game picks the
        first wording of its own that fits them in the large font)."""
        ctl = self.ctl
        wait = ctl.waiting_for
        phase = ctl.phase
        if phase is Phase.DEAL:
            return "Dealing..."
        if wait == "pass":
            left = 3 - len(ctl.state.pass_selected)
            return "Select 3 cards to pass" if left == 3 else f"Select {left} more to pass"
        if phase is Phase.PASS:
            return "Passing..."
        if phase is Phase.PASS_SHOW:
            return "Cards passed" if not ctl.demo else "DEMO: cards passed"
        if wait == "play":
            return "Your turn to Lead" if not ctl.view().current else "Your play. Select a card"
        if phase in (Phase.TRICK_END, Phase.COLLECT) and ctl.state.trick_winner is not None:
            who = ctl.state.trick_winner
            return "You take the trick" if who == HUMAN and not ctl.demo else \
                f"{self.names[who]} takes the trick"
        if phase is Phase.HAND_END:
            shooter = ctl.hand.shooter()
            if shooter is not None:
                mooner = "You" if shooter == HUMAN and not ctl.demo else self.names[shooter]
                return f"{mooner} shot the moon!"
            if ctl.state.claimed is not None:
                seat, kind = ctl.state.claimed
                if kind == "no_points":
                    return "No points left"
                return "You claim the rest" if seat == HUMAN and not ctl.demo else \
                    f"{self.names[seat]} claims the rest"
            return f"End of hand {ctl.port.hands_played}"
        if phase is Phase.GAME_END:
            return self._game_over_text(room)
        # a card on its way to the table: while it flies the prompt names who is to play,
        # and for the trick's last card (the hand's last too) who laid it
        on_table = ctl.state.on_table
        to_play = ctl.hand.to_play if ctl.hand.phase == "play" else None
        if len(on_table) == 4 or to_play is None:
            to_play = on_table[-1].seat if on_table else None
        if to_play is None:
            return ""
        if to_play == HUMAN and not ctl.demo:
            return "Your play"
        return f"{self.names[to_play]}'s play"

    def _game_over_text(self, room: int | None = None) -> str:
        """Short enough for the large prompt in every mode (the standings say the rest):
        your win in full where it fits ``room`` pixels at the tall 1x2 size, else shorter
        (CGA's 40 columns)."""
        winners = self.ctl.state.winners
        if HUMAN in winners and not self.ctl.demo:
            words = (("You win the game!", "You win!") if len(winners) == 1
                     else ("You tie for the win!", "You tie!"))
            return first_fitting(words,
                                 lambda w: room is None or big_text_size(w, 1, 2)[0] <= room)
        names = " & ".join(self.names[w] for w in winners)
        return f"{names} wins!" if len(winners) == 1 else f"{names} win!"

    def bottom_line(self, app: App, lay: Layout) -> str:
        """The hover line under the hand: a message (a refusal), else what the mouse is on.
        A refused claim too long for it (CGA's few columns) points to the advice box,
        which holds it in full, rather than stop in the middle of its sentence."""
        if self.ctl.demo:
            return "DEMO - press ESC to stop"
        said = self.ctl.state.message
        if (said and self.advice and self.advice[0] == "No claim:"
                and len(said) > (lay.hand.right - lay.hover[0]) // lay.cell_w):
            return "No claim: see the box"
        if self.message_box(lay):
            return app.hover_text
        return said or app.hover_text

    def message_box(self, lay: Layout) -> list[str]:
        """A message too long for the line under the hand (a refusal in CGA's few columns:
        "Hearts have not been broken"), whole in the advice box while it stands; else []."""
        said = self.ctl.state.message
        if not said or self.advice or self.ctl.demo:
            return []
        if fit_line(said, (lay.hand.right - lay.hover[0]) // lay.cell_w) == said:
            return []
        return wrap(said if said[-1] in ".!?" else said + ".", self._advice_cols)

    def draw(self, app: App) -> None:
        lay = table_layout(app)
        self._advice_cols = max(8, (lay.advice.w - lay.advice_inset * 2) // lay.cell_w)
        ctl = self.ctl
        draw_table(app, lay, ctl, self.names, self.controls.portrait, self.controls.back_design,
                   self.origins, self.faces)
        if ctl.phase is Phase.PASS_SHOW:
            draw_pass_window(app, lay, ctl, self.names)
        box = self.advice or self.message_box(lay)
        if box:
            draw_advice(app, lay, box)
        if ctl.phase is Phase.GAME_END and not self.moment_running(app):
            undone = ctl.port.undos > 0  # an undo showed cards: the scores say so
            draw_standings(app, lay, ctl, self.names,
                           ("Final scores (with undo)", "Final (with undo)") if undone
                           else ("Final scores",))
        hover = self.bottom_line(app, lay)
        in_menu = ctl.waiting_for == "continue" and (
            ctl.phase is not Phase.PASS_SHOW
            or pass_window_plan(app, lay, ctl, self.names)[1] is None)
        extra = self.menu_button(app)
        room = lay.continue_icon.x - lay.pad - HALO - lay.prompt[0]
        draw_menu(app, lay, ctl, self.names, self.prompt(room), hover, self.hand_layout(app),
                  show_continue=in_menu, advised=self.advised if self.advice else frozenset(),
                  other=(extra[1], extra[2]) if extra is not None else None,
                  dimmed=self.unavailable_icons())
        for key, r, _hover in self.after_hand_buttons(app):
            button(app, r, "Review" if key == "review" else "Stats")
