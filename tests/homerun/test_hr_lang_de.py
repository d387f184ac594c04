"""German texts: the moves a hint names are objects of "spielen" (accusative)."""

from __future__ import annotations

from retrohearts.screens.homerun import lang
from retrohearts.screens.homerun.context import HomeRunContext
from retrohearts.screens.homerun.inifile import HomeRunIni
from retrohearts.screens.homerun.sounds import Effects


def test_german_hints_play_den_stapel_and_einen_joker() -> None:
    """QA: "Tipp: der Stapel spielen" and "ein Joker spielen" (nominative)."""
    from retrohearts.screens.homerun.advice import move_words

    ctx = HomeRunContext(lang.load("de"), HomeRunIni(), None, Effects(None))
    pack, joker = move_words(ctx, "P"), move_words(ctx, "J")
    assert pack == "den Stapel" and joker == "einen Joker"
    why = ctx.t("hint.clear", move=pack, score="424", found="")
    assert ctx.t("hint.why", why=why).startswith("Tipp: den Stapel spielen:")
    assert ctx.t("hint.line", move=joker) == "Tipp: einen Joker spielen"
