"""HomeRun's moments (issue 31): a cleared deck and a new high score.

A clear gets a short show of fireworks and the clear fanfare before its bonus dialog; a new
high score gets cascading cards and jokers and its fanfare before the table of high scores.
The words come from the language files; the fanfare plays when HomeRun's sounds are on
(otherwise, or on a machine that cannot play it, the Psion's own sample for the moment), and
any key or click ends the moment early.
"""

from __future__ import annotations

from retrohearts.pc.screen import Screen
from retrohearts.screens.homerun.context import HomeRunContext, number
from retrohearts.ui.moments.kinds import clear_moment, hiscore_moment


def fanfares_on(ctx: HomeRunContext) -> bool:
    """Whether HomeRun plays its fanfares now: its sounds are on, and SETUP left the
    fanfares on (HOMERUN.INI's [Machine])."""
    return ctx.sound_on() and ctx.ini.machine.fanfares


def cleared(ctx: HomeRunContext, bonus: int, seed: int = 35) -> Screen:
    """The moment of a cleared deck."""
    return clear_moment([ctx.t("moment.clear")],
                        ctx.t("moment.clear_line", bonus=number(bonus)), seed=seed,
                        fanfare=fanfares_on(ctx), fallback=lambda: ctx.effects.play("clear"))


def high_score(ctx: HomeRunContext, name: str, score: int, place: int, seed: int = 240) -> Screen:
    """The moment of a new high score."""
    return hiscore_moment([ctx.t("moment.hiscore1"), ctx.t("moment.hiscore2")],
                          ctx.t("moment.hiscore_line", name=ctx.shown(name), score=number(score),
                                place=place),
                          seed=seed, fanfare=fanfares_on(ctx),
                          fallback=lambda: ctx.effects.play("hiscore"))
