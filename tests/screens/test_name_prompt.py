"""The name prompt says who you will be if you type nothing (issue 29, point 13): the line
under the field and the OK button's hover name "You" while the field is empty; ENTER
alone then plays as "You", and a typed name is kept (surrounding spaces dropped)."""

from __future__ import annotations

import pytest
from screen_driver import drawn_text, make_app

from retrohearts.pc.input import InputFrame
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.shared.windows import DEFAULT_NAME, NamePrompt


class _Below(Screen):
    pass


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("hercules", "mono"),
                                               ("vga", "color"), ("ega", "mono")])
def test_an_empty_name_is_said_before_it_is_taken(mode: str, monitor: str) -> None:
    app = make_app(mode, monitor)
    named: list[str] = []
    app.push(_Below())
    prompt = NamePrompt("", lambda _app, name: named.append(name))
    app.push(prompt)
    app.update(InputFrame())
    shown = drawn_text(app)
    assert f'ENTER alone plays as "{DEFAULT_NAME}"' in shown
    assert app.hover_text == 'Click now to play as "You"' or prompt.cursor.focus is None
    hint = f'ENTER alone plays as "{DEFAULT_NAME}"'
    assert len(hint) * app.font.cell_w <= prompt._rect(app).w - app.font.cell_w * 2
    app.update(InputFrame(text=" Ann "))
    assert hint not in drawn_text(app)
    assert [t.hover for t in prompt.targets(app)] == ["Click now to begin the game"]
    app.update(InputFrame(keys=frozenset({"ENTER"})))
    assert named == ["Ann"]


def test_enter_alone_plays_as_you() -> None:
    app = make_app("ega")
    named: list[str] = []
    app.push(_Below())
    app.push(NamePrompt("", lambda _app, name: named.append(name)))
    app.update(InputFrame(text="   "))
    assert [t.hover for t in app.top.targets(app)] == ['Click now to play as "You"']  # type: ignore[union-attr]
    app.update(InputFrame(keys=frozenset({"ENTER"})))
    assert named == ["You"]
