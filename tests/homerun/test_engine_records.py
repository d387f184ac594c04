"""High-score table and player statistics: logic and checked round trips."""

from __future__ import annotations

import json

import pytest
from hr_engine_helpers import small

from retrohearts.homerun.game import Game
from retrohearts.homerun.records import (
    HighScoreEntry,
    HighScores,
    PlayerStats,
    StatsBook,
    check_name,
)


def test_table_keeps_the_top_n_in_order() -> None:
    t = HighScores(size=3)
    assert t.insert(HighScoreEntry("Ann", 100)) == 0
    assert t.insert(HighScoreEntry("Bob", 300)) == 0
    assert t.insert(HighScoreEntry("Cy", 200)) == 1
    assert [e.score for e in t.entries] == [300, 200, 100]
    assert not t.qualifies(100) and t.insert(HighScoreEntry("Dee", 100)) is None
    assert t.insert(HighScoreEntry("Dee", 200)) == 2        # equal: below the earlier 200
    assert [e.name for e in t.entries] == ["Bob", "Cy", "Dee"]
    assert t.best_of("Cy") == HighScoreEntry("Cy", 200) and t.best_of("Ann") is None
    assert not HighScores().qualifies(0)
    t.clear()
    assert t.entries == [] and t.qualifies(1)


def test_table_round_trip_and_checks() -> None:
    t = HighScores(size=5, entries=[HighScoreEntry("Ann", 120, 2, "2026-12-01"),
                                    HighScoreEntry("Bob", 90)])
    data = json.loads(json.dumps(t.to_dict()))
    assert HighScores.from_dict(data) == t
    ini_like = {"size": "5", "entries": [{"name": "Ann", "score": "120", "clears": "2"}]}
    assert HighScores.from_dict(ini_like).entries[0].score == 120
    bad = [
        [], {"size": 0}, {"size": 51}, {"entries": "x"},
        {"entries": [{"name": "A=B", "score": 1}]}, {"entries": [{"name": "A", "score": -1}]},
        {"entries": [{"name": "A", "score": 1.5}]}, {"entries": [{"name": "A", "score": True}]},
        {"entries": [{"name": "A", "score": 1, "date": "yesterday"}]},
        {"entries": [{"score": 1}]}, {"entries": [{"name": "", "score": 1}]},
        {"entries": [{"name": "A", "score": "1e5"}]},
    ]
    for b in bad:
        with pytest.raises(ValueError):
            HighScores.from_dict(b)


def test_names() -> None:
    assert check_name("  Ann-Marie O'Neil ") == "Ann-Marie O'Neil"
    assert check_name("Zoë") == "Zoë"
    for b in ["", " ", "a" * 17, "semi;colon", "new\nline", "[x]", 5]:
        with pytest.raises(ValueError):
            check_name(b)


def _clear_then_stuck() -> Game:
    clear = small(["3C", "2C"], "4D", "9H TH KH")
    stuck = small(["8C KC", "5S"], "4D", "2H")
    g = Game(seed=1, first_deal=clear)
    for m in ("R1", "R2"):
        g.play(m)
    g.collect()
    g.next_hand(stuck)
    for m in ("R2", "J", "J", "J", "R1", "P"):
        g.play(m)
    assert g.over
    return g


def test_statistics_after_a_game_and_personal_bests() -> None:
    g = _clear_then_stuck()
    assert [r.score for r in g.results] == [262, 12] and g.total == 274
    book = StatsBook()
    bests = book.record(g, "Ann")
    assert bests and bests.best_hand and bests.best_game
    s = book.get("Ann")
    assert (s.games, s.hands, s.clears, s.best_hand, s.best_game) == (1, 2, 1, 262, 274)
    assert s.average == 274 and s.clear_rate == 0.5 and s.most_clears == 1
    again = book.record(g, "Ann")
    assert not again and book.get("Ann").games == 2 and book.get("Ann").average == 274
    assert book.get("Bob") == PlayerStats("Bob")
    data = json.loads(json.dumps(book.to_dict()))
    assert StatsBook.from_dict(data) == book
    with pytest.raises(ValueError, match="finished"):
        book.record(Game(seed=3), "Ann")


def test_statistics_checks() -> None:
    good = PlayerStats("Ann", games=1, hands=2, clears=1).to_dict()
    assert PlayerStats.from_dict(good).hands == 2
    for key, value in [("games", -1), ("clears", 5), ("hands", "lots"), ("extra", 1),
                       ("name", "A|B"), ("best_game", 10**13)]:
        with pytest.raises(ValueError):
            PlayerStats.from_dict({**good, key: value})
    with pytest.raises(ValueError, match="two sets"):
        StatsBook.from_dict({"players": [good, good]})
    with pytest.raises(ValueError):
        StatsBook.from_dict({"players": [good] * 65})
    with pytest.raises(ValueError):
        StatsBook.from_dict("players")


def test_flat_ini_sections_round_trip() -> None:
    t = HighScores(size=5, entries=[HighScoreEntry("Ann Lee", 120, 2, "2026-12-01"),
                                    HighScoreEntry("Bob", 90)])
    flat = t.to_flat()
    assert flat == {"size": "5", "1": "Ann Lee|120|2|2026-12-01", "2": "Bob|90|0|"}
    assert HighScores.from_flat(flat) == t
    book = StatsBook()
    book.record(_clear_then_stuck(), "Ann")
    assert StatsBook.from_flat(book.to_flat()) == book
    for bad in [{"1": "Ann|12"}, {"x": "Ann|1|0|"}, {"1": "A=B|1|0|"}, {"99": "Ann|1|0|"}]:
        with pytest.raises(ValueError):
            HighScores.from_flat(bad)
    for bad2 in [{"1": "Ann|games"}, {"1": "Ann|games=1|games=2"}, {"x": "Ann"},
                 {"1": "Ann|wins=3"}, {"1": "Ann|games=-1"}]:
        with pytest.raises(ValueError):
            StatsBook.from_flat(bad2)
