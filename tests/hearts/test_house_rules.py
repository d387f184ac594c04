"""HouseRules: the presets, validation, and round trips."""

from __future__ import annotations

import pytest

from retrohearts.hearts import END_SCORES, PRESETS, HouseRules, PassDirection, left_of


def test_default_is_villa_crespo() -> None:
    assert HouseRules() == HouseRules.preset("villa_crespo")
    assert HouseRules().preset_name == "villa_crespo"


def test_presets_say_what_the_manuals_say() -> None:
    dos = HouseRules.preset("villa_crespo")
    assert dos.first_lead == "left_of_dealer" and dos.points_on_first_trick
    assert dos.queen_breaks_hearts and dos.lead_hearts_when == "only_points"
    assert not dos.must_play_queen and not dos.jack_of_diamonds and dos.end_score == 100
    win = HouseRules.preset("windows")
    assert win.first_lead == "two_of_clubs" and not win.points_on_first_trick
    assert not win.queen_breaks_hearts and win.lead_hearts_when == "only_hearts"
    assert not win.jack_of_diamonds
    xh = HouseRules.preset("xhearts")
    assert xh.first_lead == "two_of_clubs" and not xh.points_on_first_trick
    assert not xh.queen_breaks_hearts and xh.jack_of_diamonds
    omni = HouseRules.preset("omnibus")
    assert omni.jack_of_diamonds and omni.first_lead == "two_of_clubs"
    for rules in PRESETS.values():
        assert rules.moon == "others_plus_26" and rules.must_break_hearts
    assert len(set(PRESETS.values())) == len(PRESETS)
    assert all(HouseRules.preset(n).preset_name == n for n in PRESETS)


def test_unknown_preset() -> None:
    with pytest.raises(ValueError, match="Unknown rules 'bridge'"):
        HouseRules.preset("bridge")


@pytest.mark.parametrize("changes", [
    {"first_lead": "dealer"}, {"lead_hearts_when": "never"}, {"moon": "none"},
    {"end_score": 0}, {"end_score": 7}, {"end_score": 150}, {"end_score": "100"},
    {"end_score": True}, {"must_play_queen": 1},
])
def test_bad_values_are_refused(changes: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        HouseRules().with_changes(**changes)


@pytest.mark.parametrize("end", END_SCORES)
def test_end_scores(end: int | None) -> None:
    assert HouseRules(end_score=end).end_score == end


def test_dict_round_trip() -> None:
    for rules in [*PRESETS.values(), HouseRules(moon="shooter_minus_26", end_score=None)]:
        assert HouseRules.from_dict(rules.to_dict()) == rules
    data = HouseRules().to_dict()
    with pytest.raises(ValueError, match="Unknown rule option"):
        HouseRules.from_dict({**data, "trumps": True})
    del data["moon"]
    with pytest.raises(ValueError, match="Missing rule option"):
        HouseRules.from_dict(data)
    with pytest.raises(ValueError):
        HouseRules.from_dict([1, 2])
    assert HouseRules().with_changes(must_play_queen=True).preset_name is None


def test_seats_and_directions() -> None:
    """South's left is West: seat 0 passes left to seat 1, the next player clockwise."""
    assert [left_of(s) for s in range(4)] == [1, 2, 3, 0]
    assert [PassDirection.LEFT.target(s) for s in range(4)] == [1, 2, 3, 0]
    assert [PassDirection.RIGHT.target(s) for s in range(4)] == [3, 0, 1, 2]
    assert [PassDirection.ACROSS.target(s) for s in range(4)] == [2, 3, 0, 1]
    assert [PassDirection.NONE.target(s) for s in range(4)] == [0, 1, 2, 3]
    for d in PassDirection:
        assert all(d.source(d.target(s)) == s for s in range(4))
    assert PassDirection.ACROSS.label == "across"
