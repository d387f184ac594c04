"""The game screen: the table, the keys and the mouse, the deal and the flying cards.

Keys as the manual's section 4c has them: LEFT/RIGHT pick a card (the pack, the
jokers, then the ranks, skipping empty places), HOME picks the pack (the first place
with cards once it is empty) and END the last rank with cards, SPACE plays the picked
card, and ENTER is HOME then SPACE: it picks the pack and turns a card from it;
the menu key (F10, or the right button) opens the menu bar, F1 is
Help, and the Psion hot-keys are ALT or CTRL with a letter. The mouse plays a card
by a click on it (or on the pack, or on the jokers). Once a game has ended the play
keys do nothing until a new game.

What happens after a hand (the clear, the gamble, the end of a game, high scores,
the next player's turn) is a chain of dialogs (``flow.py``), started once the last
card has landed; this file only plays moves and draws.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from retrohearts.cards import Card
from retrohearts.pc.screen import Screen
from retrohearts.screens.homerun import advice
from retrohearts.screens.homerun.context import HomeRunContext
from retrohearts.screens.homerun.session import Session
from retrohearts.screens.homerun.tabledraw import draw_table
from retrohearts.screens.homerun.tablelayout import STOPS, TableGeometry, geometry
from retrohearts.screens.homerun.tableview import PlayerLine, TableView
from retrohearts.ui.cards import draw_back, draw_joker
from retrohearts.ui.menubar import hotkey_pressed

if TYPE_CHECKING:
    from retrohearts.pc.app import App

FLIGHT_FRAMES = 9  # a card flying to the layout
DEAL_STEP = 2  # frames between dealt cards (the deal always runs at full speed)
DEAL_FLIGHT = 4
BLINK = 24  # frames per cursor blink half-period
HOTKEYS = "NSOHCPUAXIWR"


@dataclass
class Flight:
    card: Card | None  # None: a face-down card
    start: tuple[int, int]
    end: tuple[int, int]
    frame0: int
    frames: int


class GameScreen(Screen):
    """HomeRun's table."""

    show_halo = False

    def __init__(self, ctx: HomeRunContext, session: Session) -> None:
        self.ctx = ctx
        self.session = session
        self.stop = "R1"
        self.status = ""
        self.flight: Flight | None = None
        self.flight_layout: Card | None = None  # the layout card shown under a flight
        self.deal_start: int | None = None
        self.idle = False  # a game is over: play keys do nothing
        self.started = False
        self.on_menu: Callable[[App], None] | None = None
        self.on_hotkey: Callable[[App, str], None] | None = None
        self.on_hand_over: Callable[[App], None] | None = None
        self._room_for: object = None
        self._room: tuple[str, ...] = ()

    # -- life cycle -----------------------------------------------------------------------
    def page_facts(self) -> dict[str, object]:
        """What a page's tests may read of the hand in play (beside the page's state): how
        many moves it has, the last one and how it stands."""
        hand = self.session.hand
        return {"moves": len(hand.moves), "last_move": hand.moves[-1] if hand.moves else "",
                "hand": hand.status}

    def on_enter(self, app: App) -> None:
        if not self.started:
            self.started = True
            self.begin_deal(app)

    def begin_deal(self, app: App) -> None:
        """A fresh hand is on the table: deal it (animated when animation is on)."""
        self.flight = None
        self.flight_layout = None
        self.stop = self._first_stop() or "R1"
        if self.ctx.ini.options.animation:
            self.deal_start = app.frame
            self.ctx.effects.play("deal")
        else:
            self.deal_start = None

    def dealing(self, app: App) -> int | None:
        """How many cards of the deal have landed (None: the deal is done)."""
        if self.deal_start is None:
            return None
        landed = (app.frame - self.deal_start - DEAL_FLIGHT) // DEAL_STEP + 1
        if landed > 36:
            self.deal_start = None
            return None
        return max(0, landed)

    @property
    def busy(self) -> bool:
        return self.flight is not None or self.deal_start is not None

    def finish_animation(self, app: App) -> None:
        self.deal_start = None
        if self.flight is not None:
            self.flight = None
            self.flight_layout = None
            self._landed(app)

    # -- stops ----------------------------------------------------------------------------
    def counts(self) -> dict[str, int]:
        h = self.session.hand
        out = {"P": h.pack_left, "J": h.jokers}
        for i, cards in enumerate(h.ranks, start=1):
            out[f"R{i}"] = len(cards)
        return out

    def _available(self) -> list[str]:
        counts = self.counts()
        return [s for s in STOPS if counts[s] > 0]

    def _first_stop(self) -> str | None:
        avail = self._available()
        return avail[0] if avail else None

    def move_cursor(self, how: str) -> None:
        avail = self._available()
        if not avail:
            return
        ranks = [s for s in avail if s.startswith("R")]
        if how == "HOME":  # the pack, as the manual's Enter = Home + Space says
            self.stop = avail[0]
            return
        if how == "END":  # the last rank that still has cards
            self.stop = (ranks or avail)[-1]
            return
        order = list(STOPS)
        i = order.index(self.stop)
        step = -1 if how == "LEFT" else 1
        for k in range(1, len(order) + 1):
            cand = order[(i + step * k) % len(order)]
            if cand in avail:
                self.stop = cand
                return

    def _settle_cursor(self) -> None:
        if self.counts().get(self.stop, 0) > 0:
            return
        order = list(STOPS)
        i = order.index(self.stop)
        avail = set(self._available())
        for k in range(1, len(order)):
            for cand in (order[(i + k) % len(order)], order[(i - k) % len(order)]):
                if cand in avail and cand.startswith("R"):
                    self.stop = cand
                    return
        first = self._first_stop()
        if first:
            self.stop = first

    # -- playing ---------------------------------------------------------------------------
    def can_play(self) -> bool:
        return not self.idle and self.session.phase == "playing"

    def play(self, app: App, move: str) -> bool:
        """Play ``move`` ("R3", "P", "J"); a refusal shows its reason on the status line."""
        if not self.can_play():
            return False
        if self.busy:
            self.finish_animation(app)
        hand = self.session.hand
        reason = hand.why_not(move)
        if reason is not None:
            self.status = advice.refusal(self.ctx, reason)
            self.ctx.effects.play("refuse")
            return False
        geo = geometry(app)
        start = self._source(geo, move)
        before = hand.layout
        card = hand.front(int(move[1:])) if move.startswith("R") else (
            hand.pack_top if move == "P" else None)
        run_before = hand.run_bonus
        hand.play(move)
        self.status = ""
        if move == "J":
            card = hand.layout
        if self.ctx.ini.options.animation:
            self.flight = Flight(card, start, geo.layout, app.frame, FLIGHT_FRAMES)
            self.flight_layout = before
        self.ctx.effects.play("run" if hand.run_bonus > run_before else (
            "joker" if move == "J" else "pack" if move == "P" else "card"))
        self._settle_cursor()
        if self.flight is None:
            self._landed(app)
        return True

    def _source(self, geo: TableGeometry, move: str) -> tuple[int, int]:
        h = self.session.hand
        if move == "P":
            return geo.pack
        if move == "J":
            return geo.joker_card(max(0, h.jokers - 1))
        r = int(move[1:])
        return geo.rank_card(r, max(0, len(h.ranks[r - 1]) - 1))

    def _landed(self, app: App) -> None:
        """A move has finished on screen: does the hand go on?"""
        self.session.hand_over()
        if self.session.phase != "playing" and self.on_hand_over is not None:
            self.on_hand_over(app)

    def undo(self, app: App) -> None:
        if self.busy:
            self.finish_animation(app)
        hand = self.session.hand
        if self.idle or self.session.phase != "playing" or not hand.can_undo:
            self.status = self.ctx.t("msg.no_undo")
            return
        hand.undo()
        self.status = self.ctx.t("msg.undone")
        self._settle_cursor()

    # -- input ---------------------------------------------------------------------------
    def update(self, app: App) -> None:
        inp = app.input
        if self.dealing(app) is None and self.flight is not None and (
                app.frame - self.flight.frame0 >= self.flight.frames):
            self.flight = None
            self.flight_layout = None
            self._landed(app)
        for letter in HOTKEYS:
            if hotkey_pressed(app, letter) and self.on_hotkey is not None:
                self.on_hotkey(app, letter)
                return
        if inp.pressed("F1"):
            self.on_hotkey and self.on_hotkey(app, "HELP")
            return
        if inp.pressed("F2"):
            self.on_hotkey and self.on_hotkey(app, "I")
            return
        if inp.pressed("F10") or inp.rclick:
            if self.on_menu is not None:
                self.on_menu(app)
            return
        if not self.can_play():
            return
        for key in ("LEFT", "RIGHT", "HOME", "END"):
            if inp.pressed(key):
                if self.busy:
                    self.finish_animation(app)
                self.move_cursor(key)
        if inp.pressed("SPACE"):
            self.play(app, self.stop)
        elif inp.pressed("ENTER"):  # Home + Space: the pack, picked and played
            if self.counts()["P"]:
                self.stop = "P"
            self.play(app, "P")
        self._mouse(app)

    def _mouse(self, app: App) -> None:
        inp = app.input
        if inp.mouse is None:
            return
        geo = geometry(app)
        counts = self.counts()
        hit = next((t for t in geo.targets(counts) if t.enabled and t.contains(*inp.mouse)),
                   None)
        if hit is not None and inp.mouse_moved:
            self.stop = str(hit.id)
        if inp.click:
            if hit is not None:
                self.stop = str(hit.id)
                self.play(app, self.stop)
            elif self._menu_label_hit(app, inp.mouse) and self.on_menu is not None:
                self.on_menu(app)

    def _menu_label(self, app: App) -> str:
        """"Menu" in the information window; on a 40-column screen the DOS font's menu sign."""
        if app.width < 400 and "\u2261" in app.font.glyphs:
            return "\u2261"
        return self.ctx.t("info.menu")

    def _menu_label_hit(self, app: App, pos: tuple[int, int]) -> bool:
        x, y, w, h = geometry(app).info
        return y <= pos[1] < y + h and pos[0] >= x + w - 12 * app.font.cell_w

    def _status_room(self) -> tuple[str, ...]:
        """The language's longest statuses (worked out once per language)."""
        if self._room_for is not self.ctx.texts:
            self._room_for, self._room = self.ctx.texts, advice.longest_statuses(self.ctx)
        return self._room

    def escape(self, app: App) -> None:
        """ESC on the table does nothing (the Psion's Esc only closes menus and dialogs)."""

    # -- drawing ---------------------------------------------------------------------------
    def view(self, app: App) -> TableView:
        s, h, t = self.session, self.session.hand, self.ctx.t
        ranks = h.ranks
        layout: Card | None = self.flight_layout if self.flight is not None else h.layout
        landed = self.dealing(app)
        pack_left = h.pack_left
        if landed is not None:  # the deal: cards land round the ranks, then the layout card
            ranks = tuple(tuple(c for j, c in enumerate(cards) if j * 7 + i < landed)
                          for i, cards in enumerate(ranks))
            layout = h.layout if landed > 35 else None
        games, totals = s.game_totals(), s.totals()
        players = tuple(PlayerLine(self.ctx.shown(name), games[i], totals[i], i == s.current)
                        for i, name in enumerate(s.names))
        selected = self.stop if self.can_play() and landed is None else None
        return TableView(
            ranks=ranks, layout=layout, pack_left=pack_left, jokers=h.jokers, selected=selected,
            labels=(t("info.pack"), t("info.jokers"), t("info.hand"), t("info.bonus")),
            values=(pack_left, h.jokers, h.card_points, h.run_bonus),
            players=players, status=self.status, show_totals=s.games > 1,
            menu_label=self._menu_label(app), status_room=self._status_room())

    def draw(self, app: App) -> None:
        geo = geometry(app)
        view = self.view(app)
        draw_table(app, geo, view, blink=(app.frame // BLINK) % 2 == 0 or self.busy)
        self._draw_moving(app, geo)

    def _draw_moving(self, app: App, geo: TableGeometry) -> None:
        from retrohearts.screens.homerun.tabledraw import draw_card_value

        landed = self.dealing(app)
        if landed is not None:
            hand = self.session.hand
            frame = app.frame - (self.deal_start or 0)
            for k in range(36):
                t0 = k * DEAL_STEP
                if not t0 <= frame < t0 + DEAL_FLIGHT:
                    continue
                if k < 35:
                    end = geo.rank_card(k % 7 + 1, k // 7)
                    if k // 7 >= len(hand.ranks[k % 7]):
                        continue
                else:
                    end = geo.layout
                f = (frame - t0 + 1) / DEAL_FLIGHT
                x = round(geo.pack[0] + (end[0] - geo.pack[0]) * f)
                y = round(geo.pack[1] + (end[1] - geo.pack[1]) * f)
                draw_back(app, x, y)
            return
        fl = self.flight
        if fl is None:
            return
        f = min(1.0, (app.frame - fl.frame0 + 1) / fl.frames)
        x = round(fl.start[0] + (fl.end[0] - fl.start[0]) * f)
        y = round(fl.start[1] + (fl.end[1] - fl.start[1]) * f)
        if fl.card is None:
            draw_back(app, x, y)
        elif fl.card.is_joker:
            draw_joker(app, x, y, fl.card.index - 51)
        else:
            draw_card_value(app, x, y, fl.card)
