"""Whatever a hand edit puts in a saved file, the program either refuses the file or reads
back exactly what the file says: a value of the wrong kind (0.0 for 0, true for 1, "5" for 5,
NaN, huge numbers, lone surrogates) is never taken as another value."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest
from filekit import good_def, good_sav, good_tbl
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_player_files_fuzz import NASTY, _paths, _set

from retrohearts.hearts.savegame import load_match, match_to_dict
from retrohearts.screens.hearts.files.defaults import Defaults
from retrohearts.screens.hearts.files.saving import read_table
from retrohearts.validate import check_fields, clean_text

VALUES = st.one_of(st.sampled_from(NASTY), st.integers(), st.floats(allow_nan=True),
                   st.booleans(), st.text(max_size=6), st.just(0.0), st.just(1.0))
FAST = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def _edit(good: bytes, draw: Any) -> Any:
    data = json.loads(good)
    path = draw(st.sampled_from(_paths(data)[1:]))
    return _set(data, path, draw(VALUES))


def _read_back(folder: Path, name: str, edited: Any, read: Callable[[Path], Any]) -> Any:
    """What ``read`` makes of ``edited`` written as ``name``, or None when it refuses it."""
    path = folder / name
    path.write_text(json.dumps(edited))
    try:
        return read(path)
    except Exception:  # noqa: BLE001 - refused, as it may be
        return None


@FAST
@given(st.data())
def test_a_saved_game_is_refused_or_read_exactly(tmp_path: Path, data: st.DataObject) -> None:
    edited = _edit(good_sav(), data.draw)
    match = _read_back(tmp_path, "HEARTS.SAV", edited, load_match)
    if match is not None:
        assert json.dumps(match_to_dict(match)) == json.dumps(edited)  # 1.0 prints as 1.0


@FAST
@given(st.data())
def test_defaults_are_refused_or_read_exactly(tmp_path: Path, data: st.DataObject) -> None:
    edited = _edit(good_def(), data.draw)
    defaults = _read_back(tmp_path, "HEARTS.DEF", edited,
                          lambda path: Defaults.from_dict(json.loads(path.read_text())))
    if defaults is not None:
        assert json.dumps(defaults.to_dict(), sort_keys=True) == \
            json.dumps(edited, sort_keys=True)


@FAST
@given(st.data())
def test_the_table_file_is_refused_or_read_exactly(tmp_path: Path, data: st.DataObject) -> None:
    edited = _edit(good_tbl(), data.draw)
    got = _read_back(tmp_path, "HEARTS.TBL", edited, read_table)
    if got is not None:
        names, controls = got
        assert json.dumps({"names": names, "controls": asdict(controls)}, sort_keys=True) == \
            json.dumps({"names": edited["names"], "controls": edited["controls"]},
                       sort_keys=True)
        for name in names:
            name.encode("utf-8")  # drawable: no lone surrogates


@pytest.mark.parametrize("text", ["\ud800", "a\x00", "\x1b[31m", "x" * 13])
def test_names_the_font_cannot_draw_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        clean_text(text, "name", 12)


def test_check_fields_sees_kinds_not_just_ranges() -> None:
    from retrohearts.hearts.rules import HouseRules
    from retrohearts.screens.hearts.shared.controls import Controls

    check_fields(HouseRules())
    with pytest.raises(ValueError, match="end_score"):
        check_fields(HouseRules(end_score=100.0))  # type: ignore[arg-type]
    for bad in ({"play_speed": 5.5}, {"play_speed": True}, {"between_tricks": 2.0},
                {"auto_advice": 1}, {"portrait": "\ud800"}):
        with pytest.raises(ValueError):
            Controls(**bad)  # type: ignore[arg-type]
