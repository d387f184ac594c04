"""Saved defaults (HEARTS.DEF): round trip, damage kept aside, and what a new game takes."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from retrohearts.hearts.rules import HouseRules
from retrohearts.pc.options import PCOptions
from retrohearts.pc.sound import Board, MusicMode, Sound, SoundSettings, SoundsMode
from retrohearts.screens.hearts.files.defaults import (
    DEFAULTS_NAME,
    Defaults,
    load_defaults,
    save_defaults,
)
from retrohearts.screens.hearts.flow import GameOptions, with_defaults
from retrohearts.screens.hearts.shared.controls import PROMPT, Controls

CHOSEN = Defaults(
    rules=HouseRules.preset("windows"),
    controls=Controls(play_speed=9, between_tricks=PROMPT, auto_advice=True,
                      portrait="female", back_design="alternate"),
    sound=SoundSettings(Board.PC_SPEAKER, MusicMode.THEME, SoundsMode.EFFECTS),
    opponents=("Ellen", "David", "Julia"),
)


def test_no_file_gives_factory_defaults(tmp_path: Path) -> None:
    assert load_defaults(tmp_path) == (Defaults(), None)
    assert load_defaults(None) == (Defaults(), None)


def test_round_trip(tmp_path: Path) -> None:
    assert save_defaults(tmp_path, CHOSEN) is None
    assert load_defaults(tmp_path) == (CHOSEN, None)
    assert [p.name for p in tmp_path.iterdir()] == [DEFAULTS_NAME]  # no temporary left


@pytest.mark.parametrize("damage", [
    "{not json",
    "",
    "[]",
    '{"format": "retrohearts-hearts-defaults", "version": 99}',
    "\udcff",
])
def test_damaged_file_is_set_aside_and_reported(tmp_path: Path, damage: str) -> None:
    path = tmp_path / DEFAULTS_NAME
    path.write_bytes(damage.encode("utf-8", "surrogateescape"))
    defaults, error = load_defaults(tmp_path)
    assert defaults == Defaults()
    assert error == "?'HEARTS.DEF' file corrupt\n(The file is kept as HEARTS.DEF.BAD.)"
    assert not path.exists()
    kept = [p for p in tmp_path.iterdir()]
    assert len(kept) == 1 and kept[0].read_bytes() == damage.encode("utf-8", "surrogateescape")


@pytest.mark.parametrize("edit", [
    lambda d: d["controls"].update(play_speed=11),
    lambda d: d["controls"].update(play_speed="fast"),
    lambda d: d["controls"].update(colour="red"),
    lambda d: d["sound"].update(board="Gravis"),
    lambda d: d["rules"].update(end_score=7),
    lambda d: d.update(opponents=["Ellen", "Ellen", "Julia"]),
    lambda d: d.update(opponents=["Ellen", "Zed", "Julia"]),
    lambda d: d.update(extra=1),
    lambda d: d.pop("rules"),
    lambda d: d["controls"].update(undo="always"),
    lambda d: d["controls"].update(undo=2),
    lambda d: d["controls"].update(undo=None),
    lambda d: d["controls"].update(hide_scores="yes"),
    lambda d: d["controls"].update(hide_scores=1),
    lambda d: d["controls"].update(hide_scores=[True]),
])
def test_hand_edited_values_are_refused(tmp_path: Path, edit: object) -> None:
    data = CHOSEN.to_dict()
    edit(data)  # type: ignore[operator]
    (tmp_path / DEFAULTS_NAME).write_text(json.dumps(data))
    defaults, error = load_defaults(tmp_path)
    assert defaults == Defaults()
    assert error is not None and error.splitlines()[0] == "?'HEARTS.DEF' file corrupt"


def test_a_file_from_before_undo_and_scores_still_loads(tmp_path: Path) -> None:
    data = CHOSEN.to_dict()
    del data["controls"]["undo"], data["controls"]["hide_scores"]
    (tmp_path / DEFAULTS_NAME).write_text(json.dumps(data))
    defaults, error = load_defaults(tmp_path)
    assert error is None and defaults.controls.undo == "off"
    assert not defaults.controls.hide_scores


def test_undo_and_scores_are_kept(tmp_path: Path) -> None:
    chosen = replace(CHOSEN, controls=replace(CHOSEN.controls, undo="whole_trick",
                                              hide_scores=True))
    assert save_defaults(tmp_path, chosen) is None
    assert load_defaults(tmp_path) == (chosen, None)


def test_new_game_takes_what_the_command_line_left_open() -> None:
    game = with_defaults(GameOptions(), CHOSEN)
    assert game.rules == CHOSEN.rules
    assert game.controls == CHOSEN.controls
    assert game.opponents == CHOSEN.opponents
    forced = with_defaults(GameOptions(rules=HouseRules.preset("xhearts")), CHOSEN)
    assert forced.rules == HouseRules.preset("xhearts")


def test_silent_beats_the_saved_sound_settings() -> None:
    loud = Sound(CHOSEN.sound, options=PCOptions())
    assert loud.settings == CHOSEN.sound
    quiet = Sound(CHOSEN.sound, options=PCOptions(silent=True))
    assert quiet.settings.music is MusicMode.NONE
    assert quiet.settings.sounds is SoundsMode.NONE
