"""The help's card values read as a player can use them ("K and A score 8; ..."), not as a
run of figures ("K and A 8, Q J 3 2 6, 10 9 5 4 4"), and agree with the rules' table, in
every language shipped."""

from __future__ import annotations

import re

import pytest

from retrohearts.homerun.rules import POINTS_BY_VALUE
from retrohearts.screens.homerun.lang import load

RANKS = {"en": "A 2 3 4 5 6 7 8 9 10 J Q K", "de": "A 2 3 4 5 6 7 8 9 10 B D K"}
SCORE = {"en": r"score (\d+)", "de": r"zählen (\d+)"}
AND = {"en": "and", "de": "und"}


@pytest.mark.parametrize("code", ["en", "de"])
def test_card_values_in_the_help_match_the_rules(code: str) -> None:
    text = load(code).get("help.scoring", key="Alt+")
    names = RANKS[code].split()
    worth: dict[int, int] = {}
    for group in text.split(";"):
        found = re.search(r"([^:]*?)\s*" + SCORE[code], group)
        if not found:
            continue
        cards = re.split(rf",\s*|\s+{AND[code]}\s+", found.group(1).split(":")[-1].strip())
        for card in cards:
            worth[names.index(card) + 1] = int(found.group(2))
    assert worth == {v: POINTS_BY_VALUE[v] for v in range(1, 14)}
