"""The players' names in the information window: the room there is, and two players kept
apart when their names must be cut."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.pc.app import open_app
from retrohearts.pc.options import PCOptions
from retrohearts.screens.homerun.tablelayout import geometry
from retrohearts.ui.fontstyle import text_width


def _window_text(mode: str, code: str, names: tuple[str, str], tmp_path: Path,
                 monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int, str, int]]:
    from hr_screen_driver import drawn_text_boxes, start, step

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    given = "".join(f"name{i + 1} = {n}\n" for i, n in enumerate(names) if n)
    text = (f"[Setup]\nplayers = 2\n{given}games = 2\n"
            f"[Options]\nanimation = off\nlanguage = {code}\n")
    app = start(mode, data=tmp_path, skip_info=True, ini_text=text)
    step(app)
    top = geometry(app).info[1]
    boxes = [b for b in drawn_text_boxes(app) if b[1] >= top]
    for i, (x, y, s, w) in enumerate(boxes):  # nothing in the window runs into another
        assert x >= 0 and x + w <= app.width, s
        for x2, y2, s2, w2 in boxes[i + 1:]:
            assert y != y2 or x + w <= x2 or x2 + w2 <= x, (s, s2)
    return boxes


def test_cga_german_players_show_whole(tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """CGA in German cut both "Spieler 1" and "Spieler 2" to "Spieler." with room to
    spare beside the scores."""
    shown = [s for _, _, s, _ in _window_text("cga", "de", ("", ""), tmp_path, monkeypatch)]
    assert "Spieler 1" in shown and "Spieler 2" in shown, shown


@pytest.mark.parametrize("mode", ["cga", "psion3a", "hercules"])
def test_long_names_stay_apart(mode: str, tmp_path: Path,
                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Two 16-letter names that start alike are not cut to the same "Maximil."."""
    names = ("Maximilian Graf", "Maximiliane-Alex")
    boxes = _window_text(mode, "en", names, tmp_path, monkeypatch)
    shown = [s for _, _, s, _ in boxes if s.startswith("Max")]
    assert len(shown) == 2 and shown[0].rstrip(".") != shown[1].rstrip("."), shown
    assert not shown[0].startswith(shown[1].rstrip(".")), shown
    assert not shown[1].startswith(shown[0].rstrip(".")), shown


def test_fit_names_keeps_the_distinguishing_end() -> None:
    from retrohearts.screens.homerun.infowindow import fit_names

    app = open_app(PCOptions(mode="cga"), headless=True)  # type: ignore[arg-type]
    for room in (40, 56, 64):
        a, b = fit_names(app, ["Spieler 1", "Spieler 2"], [room, room])
        assert a != b and a.endswith("1") and b.endswith("2"), (room, a, b)
        assert text_width(app, a) <= room and text_width(app, b) <= room
    a, b = fit_names(app, ["Maximilian Graf", "Maximiliane-Alex"], [96, 96])
    assert a.endswith(".Graf") and b.endswith(".Alex"), (a, b)
    # a name that fits is never touched; one player alone is cut plainly
    assert fit_names(app, ["Ann", "Maximilian Graf"], [64, 64]) == ["Ann", "Maximil."]
    assert fit_names(app, ["Maximiliane-Alex"], [64]) == ["Maximil."]
