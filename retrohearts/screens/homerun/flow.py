"""What follows what in HomeRun: menus and hot-keys, the end of a hand, of a game, of a match.

:class:`HomeRunFlow` owns the game screen and the session and answers its calls: a
hot-key or menu choice (new game, Setup, Options, high scores, clear them, statistics,
undo, hint, winnable?, about, help, exit), and the end of a hand. A clear shows the
bonus, then the gamble, then deals again; a stuck hand ends the game: its total goes
to the statistics, then the high-score table (with the new entry) or, failing that, a
personal best; a two-player competition deals for the next player by itself and ends
with the winner. HOMERUN.INI is saved after every game and every Setup or Options.
"""

from __future__ import annotations

from collections.abc import Hashable
from datetime import date
from typing import TYPE_CHECKING, Any

from retrohearts.homerun.records import HighScoreEntry
from retrohearts.screens.homerun import advice, dialogs, moments
from retrohearts.screens.homerun.context import HomeRunContext
from retrohearts.screens.homerun.game import GameScreen
from retrohearts.screens.homerun.session import Session
from retrohearts.ui.boxdialog import BoxDialog
from retrohearts.ui.menubar import MenuBar, MenuCard, MenuItem

if TYPE_CHECKING:
    from retrohearts.pc.app import App
    from retrohearts.pc.screen import Screen


class HomeRunFlow:
    """The game's controller: one per run of HomeRun."""

    def __init__(self, ctx: HomeRunContext) -> None:
        self.ctx = ctx
        self.session = self._new_session(first=ctx.run.deal)
        self.screen = GameScreen(ctx, self.session)
        self._hook(self.screen)
        self.par_line = ""
        self.after: advice.AfterHand | None = None
        self._sound_before = ctx.ini.options.sound
        #: the engine's advisor for the hand in play: the hints and "Winnable?" share it
        self.advisor: Any = None

    def _new_session(self, first: int | None = None) -> Session:
        ini = self.ctx.ini
        names = ini.setup.names[:ini.setup.players]
        self.ctx.seed += 1
        return Session(list(names), ini.setup.games, first_deal=first, seed=self.ctx.seed,
                       solvable=ini.options.solvable and advice.has_solver())

    def _hook(self, screen: GameScreen) -> None:
        screen.on_menu = self.open_menu
        screen.on_hotkey = self.hotkey
        screen.on_hand_over = self.hand_over
        self.ctx.effects.enabled = self.ctx.sound_on()

    # -- menu and hot-keys ------------------------------------------------------------------
    def menu_cards(self) -> list[MenuCard]:
        t = self.ctx.t
        return [
            MenuCard(t("menu.game"), (
                MenuItem(t("menu.new"), "N", "N"), MenuItem(t("menu.undo"), "U", "U"),
                MenuItem(t("menu.hint"), "I", "I"), MenuItem(t("menu.winnable"), "W", "W"),
                MenuItem(t("menu.exit"), "X", "X"))),
            MenuCard(t("menu.setup"), (
                MenuItem(t("menu.players"), "S", "S"), MenuItem(t("menu.options"), "O", "O"))),
            MenuCard(t("menu.scores"), (
                MenuItem(t("menu.highscores"), "H", "H"),
                MenuItem(t("menu.clear_scores"), "C", "C"),
                MenuItem(t("menu.stats"), "P", "P"))),
            MenuCard(t("menu.info"), (
                MenuItem(t("menu.help"), "", "HELP"), MenuItem(t("menu.about"), "A", "A"))),
        ]

    def open_menu(self, app: App) -> None:
        app.push(MenuBar(self.menu_cards(), self._menu_choice,
                         hotkey_prefix=self.ctx.hotkey_prefix(app)))

    def _menu_choice(self, app: App, action: Hashable) -> None:
        self.hotkey(app, str(action))

    def hotkey(self, app: App, key: str) -> None:
        ctx, t = self.ctx, self.ctx.t
        game = self.screen
        if key == "N":
            self.new_game(app)
        elif key == "S":
            app.push(dialogs.setup_dialog(ctx, ctx.ini, self._setup_done))
        elif key == "O":
            self._sound_before = ctx.ini.options.sound
            app.push(dialogs.options_dialog(ctx, ctx.ini, advice.has_solver(),
                                            self._options_done))
        elif key == "H":
            app.push(dialogs.high_scores_dialog(ctx, ctx.ini))
        elif key == "C":
            app.push(dialogs.confirm(ctx, t("scores.clear_title"), t("scores.clear_question"),
                                     self._clear_scores))
        elif key == "P":
            in_play = self.session.phase != "over" and not game.idle
            app.push(dialogs.stats_dialog(ctx, ctx.ini, list(self.session.names),
                                          in_play=in_play))
        elif key == "U":
            game.undo(app)
        elif key == "A":
            app.push(dialogs.about_dialog(ctx))
        elif key == "R":  # the manual's Psion-R: this edition has nothing to register
            app.push(dialogs.message(ctx, t("register.title"), [t("register.free")]))
        elif key == "X":
            self.exit(app)
        elif key == "I":
            self.hint(app)
        elif key == "W":
            hand = self.session.hand
            if self.session.phase == "playing" and not game.idle:
                self.advisor = advice.advisor(self.advisor, hand)
                game.status = advice.winnable_line(ctx, hand, self.advisor)
            else:
                game.status = t("msg.no_hand")
        elif key == "HELP":
            app.push(self.help_window(app))

    def help_window(self, app: App) -> Screen:
        from retrohearts.screens.homerun.helpscreen import HelpScreen

        return HelpScreen(self.ctx, self.ctx.hotkey_prefix(app))

    def hint(self, app: App) -> None:
        game, t = self.screen, self.ctx.t
        if not game.can_play():
            game.status = t("msg.no_hand")
            return
        if not advice.has_hint():
            game.status = t("msg.no_solver")
            return
        self.advisor = advice.advisor(self.advisor, self.session.hand)
        answer = advice.hint_move(self.ctx, self.session.hand, helper=self.advisor)
        if answer is None:
            game.status = t("hint.none")
            return
        move, why = answer
        if move in ("P", "J") or move.startswith("R"):
            game.stop = move
        game.status = t("hint.why", why=why) if why else t(
            "hint.line", move=advice.move_words(self.ctx, move, self.session.hand))

    def _setup_done(self, app: App, changed: bool) -> None:
        if changed:
            self._save(app)
            self.new_game(app)

    def _options_done(self, app: App, changed: bool) -> None:
        if not changed:
            return
        if self.ctx.ini.options.sound != self._sound_before:
            self.ctx.silenced = False  # the player's own choice ends SILENT
        self.ctx.effects.enabled = self.ctx.sound_on()
        from retrohearts.screens.homerun import lang

        wanted = self.ctx.ini.options.language
        if wanted and wanted != self.ctx.texts.code:
            self.ctx.texts = lang.load(wanted, user_dir=self.ctx.ini_path.parent
                                       if self.ctx.ini_path else None)
        self._save(app)

    def _clear_scores(self, app: App, yes: bool) -> None:
        if yes:
            self.ctx.ini.scores.clear()  # the engine's HighScores.clear
            self._save(app)
            self.screen.status = self.ctx.t("scores.cleared")

    def _save(self, app: App) -> None:
        problem = self.ctx.save()
        if problem:
            self.screen.status = problem

    def exit(self, app: App) -> None:
        """Psion-X: save and leave HomeRun: back to the program that started it (Hearts'
        advertisement screen), or out of the program when HomeRun is all there is."""
        self._stop_par(app)
        self._save(app)
        stack = app.stack
        start = next((i for i, s in enumerate(stack) if s is self.screen
                      or getattr(s, "ctx", None) is self.ctx), len(stack))
        del stack[start:]
        app.services.pop("homerun", None)
        if not stack:
            app.quit(0)
            return
        if not app.headless:
            import pyxel

            pyxel.title("Hearts")
        if app.top is not None:
            app.top.on_enter(app)

    def new_game(self, app: App) -> None:
        """Psion-N: a new game (or competition) with the Setup's players."""
        self.session = self._new_session()
        self.screen.session = self.session
        self.screen.idle = False
        self.screen.status = ""
        self.screen.begin_deal(app)

    # -- the end of a hand ----------------------------------------------------------------
    def _start_par(self, app: App) -> None:
        """Work out the hand's par over the next frames; until then the line says so."""
        self._stop_par(app)
        h = self.session.hand
        self.after = advice.AfterHand(self.ctx, h.deal, h.allowance, h.rules, h.moves,
                                      h.card_points + h.run_bonus + h.clear_bonus)
        self.par_line = self.after.line
        if not self.after.done:
            app.frame_hooks.append(self._par_frame)

    def _stop_par(self, app: App) -> None:
        if self._par_frame in app.frame_hooks:
            app.frame_hooks.remove(self._par_frame)

    def _par_frame(self, app: App) -> None:
        """A frame's share of the par; once known, it replaces "Par ..." wherever shown."""
        after = self.after
        if after is None or not after.step():
            return
        self._stop_par(app)
        working, self.par_line = self.par_line, after.line
        for screen in app.stack:
            if isinstance(screen, BoxDialog):
                screen.set_text(working, self.par_line)
        if self.screen.status == working:
            self.screen.status = self.par_line

    def hand_over(self, app: App) -> None:
        s = self.session
        if s.phase == "cleared":
            h = s.hand
            self._start_par(app)
            app.push(dialogs.clear_dialog(self.ctx, h.pack_left, h.jokers, h.clear_bonus,
                                          self.par_line, self._gamble_start))
            app.push(moments.cleared(self.ctx, h.clear_bonus, seed=self.ctx.seed))
        elif s.phase == "game_over":
            self.ctx.effects.play("stuck")
            self._start_par(app)
            self._game_over(app)

    def _gamble_start(self, app: App) -> None:
        self.session.start_gamble()
        self._show_gamble(app, "")

    def _show_gamble(self, app: App, result: str) -> None:
        g = self.session.gamble
        assert g is not None
        app.push(dialogs.gamble_dialog(self.ctx, g, result, self.ctx.ini.options.odds,
                                       self._gamble_choice))

    def _gamble_choice(self, app: App, choice: str) -> None:
        g = self.session.gamble
        assert g is not None
        t = self.ctx.t
        if choice in ("high", "low") and g.can_bet:
            outcome = g.bet(choice)
            if outcome == "win":
                self.ctx.effects.play("win")
                self._show_gamble(app, t("gamble.won", card=_card_words(g.shown)))
                return
            if outcome == "lose":
                self.ctx.effects.play("lose")
                app.push(dialogs.message(self.ctx, t("gamble.title"),
                                         [t("gamble.lost", card=_card_words(g.shown))],
                                         self._gamble_end))
                return
            app.push(dialogs.message(self.ctx, t("gamble.title"),
                                     [t("gamble.push", card=_card_words(g.shown),
                                        bonus=f"{g.bonus:,}")], self._gamble_end))
            return
        self._gamble_end(app)

    def _gamble_end(self, app: App) -> None:
        s = self.session
        result = s.finish_gamble()
        if self.after is not None:  # the par measures the play: say the score was before it
            self.after.gambled(result.score)
            if self.after.done:
                self.par_line = self.after.line
        self.screen.status = self.par_line
        if result.extra_joker:
            self.screen.status = self.ctx.t("gamble.joker_kept")
        self.screen.begin_deal(app)

    # -- the end of a game ------------------------------------------------------------------
    def _game_over(self, app: App) -> None:
        s = self.session
        game, name = s.game, s.player_name
        total, hands = game.total, len(game.results)
        bests = self.ctx.ini.stats.record(game, name)
        clears = sum(1 for r in game.results if r.cleared)
        place = self.ctx.ini.scores.insert(
            HighScoreEntry(name, total, clears, date.today().isoformat()))
        self._save(app)

        def after_over(app: App) -> None:
            if place is not None:
                app.push(dialogs.high_scores_dialog(self.ctx, self.ctx.ini, place,
                                                    self._next_game))
                app.push(moments.high_score(self.ctx, name, total, place + 1))
            elif bests:
                app.push(dialogs.stats_dialog(self.ctx, self.ctx.ini, [name],
                                              self.ctx.t("stats.personal_best"),
                                              self._next_game))
            else:
                self._next_game(app)

        app.push(dialogs.game_over_dialog(self.ctx, name, total, hands, self.par_line,
                                          after_over))

    def _next_game(self, app: App) -> None:
        s, t = self.session, self.ctx.t
        if len(s.names) > 1 and s.next_game():
            self.screen.status = t("turn.next", name=self.ctx.shown(s.player_name))
            self.screen.begin_deal(app)
            return
        s.phase = "over"
        self.screen.idle = True
        key = self.ctx.hotkey_prefix(app) + "N"
        if len(s.names) == 1:
            self.screen.status = t("over.new_game", key=key)
            return
        win = s.winner()
        totals = s.totals()
        if win is None:
            line = t("match.draw", score=f"{totals[0]:,}")
        else:
            line = t("match.winner", name=self.ctx.shown(s.names[win]), score=f"{totals[win]:,}",
                     other=f"{totals[1 - win]:,}")
        self.screen.status = t("over.new_game", key=key)
        app.push(dialogs.message(self.ctx, t("match.title"), [line]))


def _card_words(card: object) -> str:
    rank = getattr(card, "rank", 0)
    return {14: "A", 13: "K", 12: "Q", 11: "J"}.get(rank, str(rank))
