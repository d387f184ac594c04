"""The headless script language: each statement becomes the documented frames."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.pc.script import ScriptError, load_script, parse_script


def test_keys_waits_and_repeats() -> None:
    s = parse_script("wait 3; key ENTER; key down*2")
    keys = [sorted(f.input.keys) for f in s.frames]
    assert keys == [[], [], [], ["ENTER"], [], ["DOWN"], [], ["DOWN"], []]


def test_mouse_click_rclick_text_and_shot() -> None:
    s = parse_script('mouse 120,80\nclick; rclick 5,6 # comment\ntext "Al;ice"; shot "/tmp/x.png"')
    f = s.frames
    assert f[0].input.mouse == (120, 80) and f[0].input.mouse_moved
    assert f[1].input.click and f[1].input.mouse == (120, 80)
    assert f[3].input.mouse == (5, 6) and f[4].input.rclick
    assert f[6].input.text == "Al;ice"
    assert f[7].shot == Path("/tmp/x.png")


def test_modifiers_and_aliases() -> None:
    s = parse_script("key ctrl+c; key return; key PageDown")
    assert [sorted(f.input.keys) for f in s.frames[::2]] == [["CTRL+C"], ["ENTER"], ["PGDN"]]


def test_after_the_script_frames_are_idle_and_keep_the_mouse() -> None:
    s = parse_script("mouse 3,4")
    s.next_frame()
    idle = s.next_frame()
    assert s.done and not idle.input.keys and idle.input.mouse == (3, 4)


@pytest.mark.parametrize("bad", ["jump 3", "key WIBBLE", "wait x", "mouse 1", 'text "a',
                                 "key A*x", "text a b"])
def test_bad_statements_raise_one_clear_line(bad: str) -> None:
    with pytest.raises(ScriptError) as err:
        parse_script(bad)
    assert str(err.value).startswith("?")


def test_script_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "keys.txt"
    path.write_text("wait 1\nkey ESC\n")
    assert len(load_script(f"@{path}").frames) == 3
    with pytest.raises(ScriptError):
        load_script(f"@{tmp_path / 'missing.txt'}")
