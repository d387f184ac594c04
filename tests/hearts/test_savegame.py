"""Saved games: round trips at any moment, every kind of damage refused, files never lost."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from retrohearts import atomicfile
from retrohearts.hearts import HouseRules, Match
from retrohearts.hearts.savegame import (
    SaveFileCorrupt,
    load_match,
    match_to_dict,
    restore_match,
    save_match,
)
from retrohearts.rng import Rng


def advance(match: Match, steps: int, rng: Rng) -> None:
    for _ in range(steps):
        hand = match.hand
        if match.is_over:
            return
        if hand.is_over:
            match.next_hand()
        elif hand.phase == "pass":
            s = next(s for s in range(4) if not hand.has_passed(s))
            hand.pass_cards(s, hand.cards(s)[-3:])
        else:
            legal = hand.legal_plays()
            hand.play(legal[rng.below(len(legal))])


def a_match(steps: int = 120) -> Match:
    match = Match(HouseRules.preset("xhearts"), first_deal=4321, first_dealer=1)
    advance(match, steps, Rng(8))
    return match


@pytest.mark.parametrize("steps", [0, 2, 4, 30, 58, 59, 130, 200])
def test_save_and_continue_identically(tmp_path: Path, steps: int) -> None:
    """Mid-pass (2 seats passed), at the first lead, mid-trick, between hands..."""
    match = a_match(steps)
    path = tmp_path / "HEARTS.SAV"
    save_match(match, path)
    loaded = load_match(path)
    assert match_to_dict(loaded) == match_to_dict(match)
    for s in range(4):
        assert loaded.hand.view(s) == match.hand.view(s)
    advance(match, 150, Rng(3))
    advance(loaded, 150, Rng(3))
    assert match_to_dict(loaded) == match_to_dict(match)


def test_file_is_readable_json_with_a_version(tmp_path: Path) -> None:
    path = tmp_path / "HEARTS.SAV"
    save_match(a_match(), path)
    data = json.loads(path.read_text())
    assert data["version"] == 1 and data["format"] == "retrohearts-hearts-game"
    assert data["rules"]["jack_of_diamonds"] is True
    assert list(tmp_path.iterdir()) == [path]  # no temporary files left


def _edit(change: Callable[[dict[str, Any]], None]) -> Callable[[str], str]:
    def go(text: str) -> str:
        data = json.loads(text)
        change(data)
        return json.dumps(data)
    return go


def _set(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def _swap_plays(data: dict[str, Any]) -> None:
    plays = data["hands"][0]["plays"]
    plays[0], plays[5] = plays[5], plays[0]


def _dup_play(data: dict[str, Any]) -> None:
    plays = data["hands"][0]["plays"]
    plays[3] = plays[2]


def _drop_card(data: dict[str, Any]) -> None:
    data["hands"][-1]["dealt"][0].pop()


def _del(key: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        del data[key]
    return change


DAMAGE: dict[str, Callable[[str], str]] = {
    "garbage": lambda t: "garbage",
    "empty": lambda t: "",
    "truncated": lambda t: t[: len(t) // 2],
    "a list": lambda t: "[1, 2, 3]",
    "nan": lambda t: t.replace('"first_deal": 4321', '"first_deal": NaN'),
    "version": _edit(_set(["version"], 2)),
    "format": _edit(_set(["format"], "chess")),
    "missing key": _edit(_del("first_dealer")),
    "extra key": _edit(_set(["cheat"], True)),
    "rule name": _edit(_set(["rules", "trumps"], True)),
    "rule value": _edit(_set(["rules", "moon"], "sun")),
    "seat": _edit(_set(["first_dealer"], 5)),
    "bool as int": _edit(_set(["first_dealer"], True)),
    "deal number": _edit(_set(["hands", 0, "deal_number"], 4322)),
    "dealt cards": _edit(_set(["hands", 0, "dealt", 0, 0], "AH")),
    "hand size": _edit(_drop_card),
    "illegal play": _edit(_swap_plays),
    "card twice": _edit(_dup_play),
    "not a card": _edit(_set(["hands", 0, "plays", 0], "1X")),
    "a joker": _edit(_set(["hands", 0, "plays", 0], "JK1")),
    "pass seat": _edit(_set(["hands", 0, "passes", 0, 0], 9)),
    "pass cards": _edit(_set(["hands", 0, "passes", 0, 1], ["2C"])),
    "pass word": _edit(_set(["hands", 0, "pass"], "up")),
    "scores": _edit(_set(["scores"], [0, 0, 0, 0])),
    "no hands": _edit(_set(["hands"], [])),
    "work as bool": _edit(_set(["work"], True)),
    "work as float": _edit(_set(["work"], 32000.0)),
    "work as text": _edit(_set(["work"], "32000")),
    "work as list": _edit(_set(["work"], [32000])),
    "work none": _edit(_set(["work"], None)),
    "work zero": _edit(_set(["work"], 0)),
    "work negative": _edit(_set(["work"], -32000)),
    "work huge": _edit(_set(["work"], 10**30)),
}


def test_the_work_budget_is_kept_and_an_old_save_has_none(tmp_path: Path) -> None:
    path = tmp_path / "HEARTS.SAV"
    match = a_match()
    save_match(match, path)
    assert "work" not in json.loads(path.read_text())  # none chosen: none written
    assert load_match(path).work is None  # as a save from before the field reads
    match.work = 25_000
    save_match(match, path)
    assert json.loads(path.read_text())["work"] == 25_000
    assert load_match(path).work == 25_000


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_damaged_files_are_refused_and_kept(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "HEARTS.SAV"
    save_match(a_match(), path)
    damaged = DAMAGE[kind](path.read_text())
    path.write_text(damaged)
    with pytest.raises(SaveFileCorrupt) as err:
        load_match(path)
    assert str(err.value) == "?'HEARTS.SAV' file corrupt"
    assert err.value.detail
    match, message = restore_match(path)
    assert match is None and message == ("?'HEARTS.SAV' file corrupt\n"
                                         "(The file is kept as HEARTS.SAV.BAD.)")
    assert not path.exists()
    assert (tmp_path / "HEARTS.SAV.BAD").read_text() == damaged


def test_non_utf8_and_huge_files(tmp_path: Path) -> None:
    path = tmp_path / "HEARTS.SAV"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveFileCorrupt):
        load_match(path)
    path.write_bytes(b" " * (17 << 20))
    with pytest.raises(SaveFileCorrupt):
        load_match(path)


def test_damaged_files_never_overwrite_each_other(tmp_path: Path) -> None:
    path = tmp_path / "HEARTS.SAV"
    for k in range(3):
        path.write_text(f"bad {k}")
        assert str(restore_match(path)[1]).startswith("?'HEARTS.SAV' file corrupt\n")
    assert (tmp_path / "HEARTS.SAV.BAD").read_text() == "bad 0"
    assert (tmp_path / "HEARTS.SAV.BAD2").read_text() == "bad 1"
    assert (tmp_path / "HEARTS.SAV.BAD3").read_text() == "bad 2"


def test_no_file_means_no_game_and_no_message(tmp_path: Path) -> None:
    assert restore_match(tmp_path / "HEARTS.SAV") == (None, None)


def test_good_file_restores(tmp_path: Path) -> None:
    path = tmp_path / "HEARTS.SAV"
    match = a_match()
    save_match(match, path)
    loaded, message = restore_match(path)
    assert message is None and loaded is not None and loaded.scores == match.scores


@pytest.mark.parametrize("failing", ["fsync", "replace", "write"])
def test_a_crash_while_saving_keeps_the_previous_save(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      failing: str) -> None:
    path = tmp_path / "HEARTS.SAV"
    first = a_match(40)
    save_match(first, path)
    before = path.read_bytes()

    def boom(*args: object, **kwargs: object) -> None:
        raise OSError("disk on fire")

    if failing == "write":
        monkeypatch.setattr(atomicfile.os, "fsync", boom)
        monkeypatch.setattr(json, "dumps", lambda *a, **k: "{half")
    else:
        monkeypatch.setattr(atomicfile.os, failing, boom)
    with pytest.raises(OSError):
        save_match(a_match(150), path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["HEARTS.SAV"]
    assert load_match(path).scores == first.scores
