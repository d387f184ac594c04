"""HomeRun's dialogs, built on the shared ``ui`` box dialog: every text from the language file.

Each function returns a :class:`~retrohearts.ui.boxdialog.BoxDialog` ready to push:
messages, the clear, the gamble (with the card showing and the odds beside it), the
end of a game, the high-score table, the players' statistics, Setup, Options, About
and the yes/no question before the high scores are cleared.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

from retrohearts import __version__
from retrohearts.homerun import Gamble
from retrohearts.homerun.records import PlayerStats
from retrohearts.screens.homerun import lang
from retrohearts.screens.homerun.context import HomeRunContext
from retrohearts.screens.homerun.inifile import DEFAULT_NAMES, GAMES_MAX, NAME_MAX, HomeRunIni
from retrohearts.screens.homerun.tabledraw import draw_card_value
from retrohearts.screens.homerun.tablelayout import geometry
from retrohearts.ui.boxdialog import BoxDialog, DialogButton, DialogLine, Values
from retrohearts.ui.cards import card_size

if TYPE_CHECKING:
    from retrohearts.pc.app import App

Done = Callable[["App"], None]
Closed = Callable[["App", "Hashable | None", Values], None]


def above_info(app: App) -> int:
    """The top of the information window: dialogs stay above it where they fit, so its
    labels stay readable (on the Psion they were half covered)."""
    return geometry(app).info[1]


def _box(title: str, lines: Sequence[DialogLine | str], buttons: Sequence[DialogButton],
         on_close: Closed, *, default: Hashable | None = None,
         cancel: Hashable | None = None) -> BoxDialog:
    return BoxDialog(title, lines, buttons, on_close, default=default, cancel=cancel,
                     keep_above=above_info)


def _ok(ctx: HomeRunContext) -> list[DialogButton]:
    return [DialogButton(ctx.t("button.continue"), "ok")]


def _then(done: Done | None) -> Closed:
    def closed(app: App, _key: Hashable | None, _values: Values) -> None:
        if done is not None:
            done(app)
    return closed


def message(ctx: HomeRunContext, title: str, lines: list[str], done: Done | None = None
            ) -> BoxDialog:
    """A message box: a title, some lines, and Continue (ENTER or ESC)."""
    return _box(title, lines, _ok(ctx), _then(done), cancel="ok")


def confirm(ctx: HomeRunContext, title: str, question: str,
            answer: Callable[[App, bool], None]) -> BoxDialog:
    def closed(app: App, key: Hashable | None, _values: Values) -> None:
        answer(app, key == "yes")
    buttons = [DialogButton(ctx.t("button.yes"), "yes", ctx.t("hot.yes")),
               DialogButton(ctx.t("button.no"), "no", ctx.t("hot.no"))]
    return _box(title, [question], buttons, closed, default="no", cancel="no")


def clear_dialog(ctx: HomeRunContext, pack_left: int, jokers: int, bonus: int, par_line: str,
                 done: Done) -> BoxDialog:
    lines: list[DialogLine | str] = [DialogLine(ctx.t("clear.base"), cells=("20",)),
             DialogLine(ctx.t("clear.pack", n=pack_left), cells=(f"{10 * pack_left:,}",)),
             DialogLine(ctx.t("clear.jokers", n=jokers), cells=(f"{50 * jokers:,}",)),
             DialogLine(ctx.t("clear.total"), cells=(f"{bonus:,}",), highlight=True)]
    if par_line:
        lines.append(DialogLine(par_line))
    buttons = [DialogButton(ctx.t("button.gamble"), "ok")]
    return _box(ctx.t("clear.title"), lines, buttons, _then(done), cancel="ok")


def gamble_dialog(ctx: HomeRunContext, gamble: Gamble, result: str, show_odds: bool,
                  on_choice: Callable[[App, str], None]) -> BoxDialog:
    """Bonus now, on offer, the card showing; Collect, Higher, Lower (odds beside it)."""
    now, offer = gamble.offer()
    lines: list[DialogLine | str] = [DialogLine(ctx.t("gamble.now"), cells=(f"{now:,}",)),
             DialogLine(ctx.t("gamble.offer"), cells=(f"{offer:,}",))]
    if result:
        lines.append(DialogLine(result))
    if gamble.extra_joker:
        lines.append(DialogLine(ctx.t("gamble.extra_joker"), highlight=True))
    buttons = [DialogButton(ctx.t("button.collect"), "collect", ctx.t("hot.collect"))]
    if gamble.can_bet:
        buttons += [DialogButton(ctx.t("button.higher"), "high", ctx.t("hot.higher")),
                    DialogButton(ctx.t("button.lower"), "low", ctx.t("hot.lower"))]
    aside: list[str] = []
    if show_odds and gamble.can_bet:
        odds = gamble.odds()
        aside = [ctx.t("odds.higher", p=round(100 * odds.higher)),
                 ctx.t("odds.lower", p=round(100 * odds.lower)),
                 ctx.t("odds.same", p=round(100 * odds.same))]
    shown = gamble.shown

    def picture(app: App, x: int, y: int) -> None:
        draw_card_value(app, x, y, shown)

    def closed(app: App, key: Hashable | None, _values: Values) -> None:
        on_choice(app, str(key or "collect"))

    return _GambleBox(ctx.t("gamble.title"), lines, buttons, closed, default="collect",
                      cancel="collect", aside=aside, aside_title=ctx.t("odds.title") if aside
                      else "", picture=(0, 0, picture), keep_above=above_info)


class _GambleBox(BoxDialog):
    """The gamble dialog sizes its picture to the mode's cards when first drawn."""

    def box(self, app: App):  # type: ignore[no-untyped-def]
        if self.picture is not None and self.picture[0] == 0:
            w, h = card_size(app)
            self.picture = (w, h, self.picture[2])
        return super().box(app)


def game_over_dialog(ctx: HomeRunContext, name: str, total: int, hands: int, par_line: str,
                     done: Done) -> BoxDialog:
    lines: list[DialogLine | str] = [
        ctx.t("over.stuck"),
        DialogLine(ctx.t("over.total", name=ctx.shown(name)), cells=(f"{total:,}",),
                   highlight=True),
        DialogLine(ctx.t("over.hands"), cells=(str(hands),))]
    if par_line:
        lines.append(par_line)
    return _box(ctx.t("over.title"), lines, _ok(ctx), _then(done), cancel="ok")


def high_scores_dialog(ctx: HomeRunContext, ini: HomeRunIni, new_place: int | None = None,
                       done: Done | None = None) -> BoxDialog:
    lines: list[DialogLine | str] = []
    if not ini.scores.entries:
        lines.append(ctx.t("scores.empty"))
    for i, e in enumerate(ini.scores.entries):
        lines.append(DialogLine(f"{i + 1:>2}. {ctx.shown(e.name)}", cells=(f"{e.score:,}",),
                                highlight=i == new_place))
    if new_place is not None:
        lines.append(ctx.t("scores.new", place=new_place + 1))
    return _box(ctx.t("scores.title"), lines, _ok(ctx), _then(done), cancel="ok")


STAT_ROWS = ("games", "clears", "best_hand", "best_game", "average", "jokers_won", "gambles")


def stats_dialog(ctx: HomeRunContext, ini: HomeRunIni, names: list[str], note: str = "",
                 done: Done | None = None, *, in_play: bool = False) -> BoxDialog:
    """Each player's statistics under their name (one player's too: whose they are; not
    under a ``note`` that follows the player's own game, which keeps the box one column
    on the Psion); ``in_play``: a game is in play, and the figures are of finished games
    only (the title says so)."""
    stats = [ini.stats.get(n) for n in names]
    lines: list[DialogLine | str] = [DialogLine(
        "", cells=tuple(ctx.shown(n) for n in names))] if len(names) > 1 or not note else []
    for row in STAT_ROWS:
        lines.append(DialogLine(ctx.t(f"stats.{row}"),
                                cells=tuple(_stat(s, row) for s in stats)))
    if note:
        lines.append(DialogLine(note, highlight=True))
    title = ctx.t("stats.title_finished" if in_play else "stats.title")
    return _box(title, lines, _ok(ctx), _then(done), cancel="ok")


def _stat(stats: PlayerStats, row: str) -> str:
    if row == "clears":  # "2 of 3": hands cleared of hands played
        return f"{stats.clears:,}/{stats.hands:,}"
    if row == "gambles":
        return f"{stats.gambles_won:,}/{stats.gambles_lost:,}"
    return f"{round(getattr(stats, row)):,}"


def setup_dialog(ctx: HomeRunContext, ini: HomeRunIni, done: Callable[[App, bool], None]
                 ) -> BoxDialog:
    s = ini.setup
    lines: list[DialogLine | str] = [
        DialogLine(ctx.t("setup.players"), "choice", "players", ("1", "2"), s.players - 1),
        DialogLine(ctx.t("setup.name1"), "edit", "name1", value=ctx.shown(s.names[0]),
                   max_len=NAME_MAX),
        DialogLine(ctx.t("setup.name2"), "edit", "name2", value=ctx.shown(s.names[1]),
                   max_len=NAME_MAX),
        DialogLine(ctx.t("setup.games"), "choice", "games",
                   tuple(str(n) for n in range(1, GAMES_MAX + 1)), s.games - 1),
        ctx.t("setup.note")]

    def closed(app: App, key: Hashable | None, values: Values) -> None:
        if key != "ok":
            done(app, False)
            return
        s.players = int(values["players"]) + 1
        for i in (0, 1):
            s.names[i] = ctx.kept(clean_name(str(values[f"name{i + 1}"])), i) or DEFAULT_NAMES[i]
        s.games = int(values["games"]) + 1
        done(app, True)

    buttons = [DialogButton(ctx.t("button.ok"), "ok"),
               DialogButton(ctx.t("button.cancel"), "cancel")]
    return _box(ctx.t("setup.title"), lines, buttons, closed, cancel="cancel")


def clean_name(text: str) -> str:
    """A typed name as the records accept it: letters, digits, space and - _ . ' & !"""
    kept = "".join(ch for ch in text if ch.isalnum() or ch in " -_.'&!").strip()
    return kept[:NAME_MAX].strip()


def options_dialog(ctx: HomeRunContext, ini: HomeRunIni, solver: bool,
                   done: Callable[[App, bool], None]) -> BoxDialog:
    o = ini.options
    onoff = (ctx.t("opt.off"), ctx.t("opt.on"))
    codes = lang.available()
    current = o.language or ctx.texts.code
    names = tuple(ctx.t(f"lang.{c}") if ctx.texts.has(f"lang.{c}") else c for c in codes)
    lines: list[DialogLine | str] = [
        DialogLine(ctx.t("opt.animation"), "choice", "animation", onoff, int(o.animation)),
        DialogLine(ctx.t("opt.sound"), "choice", "sound", onoff, int(o.sound)),
        DialogLine(ctx.t("opt.odds"), "choice", "odds", onoff, int(o.odds)),
        DialogLine(ctx.t("opt.solvable") if solver else ctx.t("opt.solvable_none"), "choice",
                   "solvable", onoff, int(o.solvable)),
        DialogLine(ctx.t("opt.language"), "choice", "language", names,
                   codes.index(current) if current in codes else 0)]

    def closed(app: App, key: Hashable | None, values: Values) -> None:
        if key != "ok":
            done(app, False)
            return
        o.animation, o.sound = bool(values["animation"]), bool(values["sound"])
        o.odds, o.solvable = bool(values["odds"]), bool(values["solvable"])
        o.language = codes[int(values["language"])]
        done(app, True)

    buttons = [DialogButton(ctx.t("button.ok"), "ok"),
               DialogButton(ctx.t("button.cancel"), "cancel")]
    return _box(ctx.t("opt.title"), lines, buttons, closed, cancel="cancel")


def about_lines(ctx: HomeRunContext) -> list[str]:
    return [ctx.t("about.line1"), ctx.t("about.version", version=__version__),
            ctx.t("about.copyright"), ctx.t("about.original")]


def about_dialog(ctx: HomeRunContext, done: Done | None = None) -> BoxDialog:
    return message(ctx, ctx.t("about.title"), about_lines(ctx), done)
