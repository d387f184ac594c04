"""Career statistics in HEARTS.STA: counted right, saved atomically, damage kept aside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.hearts import career

NAMES = ["You", "Jeffrey", "Lindsay", "Michael"]


def test_hands_and_games_add_up_and_round_trip(tmp_path: Path) -> None:
    book: career.CareerBook = {}
    book = career.record_hand(book, NAMES, [13, 5, 8, 0], queen_taker=0, shooter=None)
    book = career.record_hand(book, NAMES, [0, 26, 26, 26], queen_taker=0, shooter=0)
    book = career.record_game(book, NAMES, [0])
    assert career.save_stats(tmp_path, book) is None
    loaded, error = career.load_stats(tmp_path)
    assert error is None and loaded == book
    you = loaded["You"]
    assert (you.games, you.wins, you.hands, you.moons, you.queens) == (1, 1, 2, 1, 2)
    assert you.average == pytest.approx(6.5)
    assert loaded["Jeffrey"].average == pytest.approx(15.5)
    assert [p.name for p in tmp_path.iterdir()] == ["HEARTS.STA"]  # no temp file left


def test_no_file_is_no_error(tmp_path: Path) -> None:
    assert career.load_stats(tmp_path) == ({}, None)
    assert career.load_stats(None) == ({}, None)


BAD = [
    "not json at all",
    json.dumps([1, 2, 3]),
    json.dumps({"version": 2, "players": {}}),
    json.dumps({"version": 1, "players": {"You": {"games": "1"}}}),
    json.dumps({"version": 1, "players": {"You": {"games": True, "wins": 0, "hands": 0,
                                                  "points": 0, "moons": 0, "queens": 0}}}),
    json.dumps({"version": 1, "players": {"You": {"games": 1, "wins": 2, "hands": 0,
                                                  "points": 0, "moons": 0, "queens": 0}}}),
    json.dumps({"version": 1, "players": {"Bad\nName": {"games": 0, "wins": 0, "hands": 0,
                                                        "points": 0, "moons": 0, "queens": 0}}}),
    json.dumps({"version": 1, "players": {"x" * 40: {"games": 0, "wins": 0, "hands": 0,
                                                     "points": 0, "moons": 0, "queens": 0}}}),
    json.dumps({"version": 1, "players": {"You": {"games": 10**12, "wins": 0, "hands": 0,
                                                  "points": 0, "moons": 0, "queens": 0}}}),
    json.dumps({"version": 1, "players": {"You": {"games": 0, "wins": 0, "hands": 1,
                                                  "points": 999, "moons": 0, "queens": 0}}}),
]


@pytest.mark.parametrize("text", BAD)
def test_damage_is_kept_aside_and_said(tmp_path: Path, text: str) -> None:
    (tmp_path / "HEARTS.STA").write_text(text, encoding="utf-8")
    book, error = career.load_stats(tmp_path)
    assert book == {} and error == "?'HEARTS.STA' file corrupt"
    assert (tmp_path / "HEARTS.STA.BAD").read_text(encoding="utf-8") == text
    assert not (tmp_path / "HEARTS.STA").exists()


def test_a_second_damaged_file_never_overwrites_the_first(tmp_path: Path) -> None:
    for text in ("first", "second"):
        (tmp_path / "HEARTS.STA").write_bytes(text.encode())
        career.load_stats(tmp_path)
    assert (tmp_path / "HEARTS.STA.BAD").read_text() == "first"
    assert (tmp_path / "HEARTS.STA.BAD1").read_text() == "second"


def test_unwritable_folder_gives_the_programs_message(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("x")
    assert career.save_stats(blocked, {}) == "?Error writing 'HEARTS.STA' file"


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_never_crash(data: bytes) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "HEARTS.STA"
        path.write_bytes(data)
        book, error = career.load_stats(Path(folder))
        assert (error is None) or (book == {} and error == "?'HEARTS.STA' file corrupt")
        for name, c in book.items():
            assert career.valid_name(name)
            c.check()


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.lists(st.integers(-10, 26), min_size=4, max_size=4),
                          st.one_of(st.none(), st.integers(0, 3)),
                          st.one_of(st.none(), st.integers(0, 3))), max_size=12),
       st.text(min_size=0, max_size=30))
def test_recorded_books_always_load_back(hands: list, name: str) -> None:
    import tempfile

    names = [name, "Jeffrey", "Lindsay", "Michael"]
    book: career.CareerBook = {}
    for points, queen, moon in hands:
        book = career.record_hand(book, names, points, queen, moon)
    book = career.record_game(book, names, [1])
    with tempfile.TemporaryDirectory() as folder:
        assert career.save_stats(Path(folder), book) is None
        loaded, error = career.load_stats(Path(folder))
        assert error is None and loaded == book


def test_a_game_with_an_undo_is_marked_for_everyone(tmp_path: Path) -> None:
    names = ["Ann", "Jeffrey", "Lindsay", "Michael"]
    book = career.record_game({}, names, [0], undone=True)
    book = career.record_game(book, names, [1])
    assert book["Ann"] == career.Career(games=2, wins=1, undo_games=1, undo_wins=1)
    assert book["Jeffrey"] == career.Career(games=2, wins=1, undo_games=1, undo_wins=0)
    assert career.save_stats(tmp_path, book) is None
    assert career.load_stats(tmp_path) == (book, None)


def test_a_file_from_before_the_undo_columns_still_loads(tmp_path: Path) -> None:
    record = {"games": 3, "wins": 1, "hands": 20, "points": 100, "moons": 0, "queens": 2}
    (tmp_path / career.STATS_NAME).write_text(
        json.dumps({"version": 1, "players": {"Ann": record}}))
    book, error = career.load_stats(tmp_path)
    assert error is None and book["Ann"].undo_games == 0 and book["Ann"].games == 3


@pytest.mark.parametrize("bad", [{"undo_games": 4}, {"undo_wins": 1},
                                 {"undo_games": 1, "undo_wins": 2}, {"undo_games": -1},
                                 {"undo_games": 1.0}, {"undo_games": True}])
def test_undo_counts_that_do_not_add_up_are_damage(tmp_path: Path, bad: dict) -> None:
    record = {"games": 3, "wins": 0, "hands": 20, "points": 100, "moons": 0, "queens": 2, **bad}
    (tmp_path / career.STATS_NAME).write_text(
        json.dumps({"version": 1, "players": {"Ann": record}}))
    book, error = career.load_stats(tmp_path)
    assert book == {} and error == "?'HEARTS.STA' file corrupt"
