"""The music text format: notes, ties, repeats, and clear errors."""

from __future__ import annotations

import pytest

from retrohearts.pc.sound import library
from retrohearts.pc.sound.score import MusicError, Note, parse_part, parse_scores


def _notes(mml: str) -> tuple[Note, ...]:
    return parse_part("p", "melody", "epiano", mml, "test").notes


def test_notes_lengths_octaves_and_gate() -> None:
    notes = _notes("Q100 O4 L8 C D4 > E.")
    assert [(n.start, n.length, n.pitch) for n in notes] == [(0, 24, 60), (24, 48, 62),
                                                          (72, 36, 76)]


def test_a_is_440_at_octave_4_and_accidentals() -> None:
    assert [n.pitch for n in _notes("O4 A A# B- C+")] == [69, 70, 70, 61]


def test_tie_joins_same_pitch_and_legato_runs_into_the_next() -> None:
    tied = _notes("Q50 L4 C&C")
    assert len(tied) == 1 and tied[0].length == 48  # gate applies once, at the end
    legato = _notes("Q50 L4 C&D")
    assert [(n.start, n.length) for n in legato] == [(0, 48), (48, 24)]
    assert _notes("Q100 C4&16")[0].length == 60


def test_repeats_and_bar_lines() -> None:
    assert len(_notes("[C D | E]3")) == 9
    assert len(_notes("[[C]2 D]2")) == 6


@pytest.mark.parametrize("mml", ["C7", "H", "O4 [C D", "C D]", "O9 C", "Z4"])
def test_bad_mml_is_one_clear_error(mml: str) -> None:
    with pytest.raises(MusicError) as caught:
        _notes(mml)
    assert str(caught.value).startswith("test:")


def test_parts_must_have_equal_length() -> None:
    text = "tune t\npart a melody epiano\n  C4\npart b bass bass\n  C2\n"
    with pytest.raises(MusicError, match="differ in length"):
        parse_scores(text, "t.mml")


@pytest.mark.parametrize("text", [
    "part a melody epiano\n  C\n",  # no tune header
    "tune t\npart a singer epiano\n  C\n",  # unknown role
    "tune t\ntempo 9999\npart a melody epiano\n  C\n",
    "tune t\n",  # no parts
    "tune t\n  C D E\n",  # MML outside a part
])
def test_bad_files_name_the_line(text: str) -> None:
    with pytest.raises(MusicError, match=r"^x\.mml:\d+: "):
        parse_scores(text, "x.mml")


def test_the_music_folder_has_a_theme_and_enough_background() -> None:
    names = library.tune_names()
    assert "theme" in names
    backgrounds = library.background_names()
    assert len(backgrounds) >= 3
    total = sum(library.scores()[n].seconds for n in names)
    assert total >= 120.0  # at least two minutes of music


def test_every_effect_the_game_needs_is_there() -> None:
    wanted = {"shuffle", "pass", "card", "trick", "hearts-broken", "queen-of-spades",
              "shoot-the-moon", "game-won", "game-lost", "menu-select", "menu-back", "illegal"}
    assert wanted <= set(library.effect_names())


def test_voices_for_key_moments_and_every_opponent() -> None:
    voices = set(library.voice_names())
    assert {"hearts-broken", "ouch", "shoot-the-moon"} <= voices
    for who in ("jeffrey", "lindsay", "michael", "ellen", "david", "julia"):
        assert len([v for v in voices if v.startswith(f"{who}/")]) >= 3
    jd = library.voice_path("ouch", "Julia")
    assert jd is not None and jd.parent.name == "julia"
    fallback = library.voice_path("queen-of-spades", "Julia")
    assert fallback is not None and fallback.parent.name == "narrator"
    assert library.voice_path("../../etc/passwd") is None
