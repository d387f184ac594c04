"""Widgets: text field editing, yes/no dialog, text window paging, word wrap."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.pc.app import launch
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import HeadlessRun, PCOptions
from retrohearts.pc.screen import Screen
from retrohearts.ui.dialog import YesNoDialog
from retrohearts.ui.text import wrap
from retrohearts.ui.textfield import TextField, TextFieldDialog
from retrohearts.ui.windows import TextWindow


def frame(text: str = "", *keys: str) -> InputFrame:
    return InputFrame(keys=frozenset(keys), text=text)


def test_text_field_edits() -> None:
    field = TextField("Al", max_len=5)
    field.feed(frame("ice!"))
    assert field.text == "Alice"
    field.feed(frame("", "BACKSPACE"))
    field.feed(frame("", "HOME"))
    field.feed(frame("M"))
    assert field.text == "MAlic"
    field.feed(frame("", "DELETE"))
    assert field.text == "Mlic" and field.caret == 1


@settings(max_examples=40, deadline=None)
@given(st.lists(st.one_of(st.text(max_size=4),
                          st.sampled_from(["BACKSPACE", "DELETE", "LEFT", "RIGHT", "HOME", "END"])),
                max_size=30), st.integers(1, 12))
def test_text_field_never_overflows(steps: list[str], max_len: int) -> None:
    field = TextField(max_len=max_len)
    for step in steps:
        if step.isupper() and len(step) > 2:
            field.feed(frame("", step))
        else:
            field.feed(frame(step))
        assert len(field.text) <= max_len and 0 <= field.caret <= len(field.text)
        assert "\n" not in field.text


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet="ab c\n", max_size=200), st.integers(1, 30))
def test_wrap_respects_the_width(text: str, columns: int) -> None:
    lines = wrap(text, columns)
    assert all(len(line) <= columns for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "").replace("\n", "")


class Base(Screen):
    def __init__(self, child: Screen) -> None:
        self.child = child

    def on_enter(self, app: object) -> None:
        if self.child is not None:
            child, self.child = self.child, None  # type: ignore[assignment]
            app.push(child)  # type: ignore[attr-defined]


@pytest.mark.parametrize(("keys", "expected"), [
    ("key Y", True), ("key N", False), ("key ESC", False), ("key ENTER", True),
    ("key RIGHT; key ENTER", False), ("rclick", False)])
def test_yes_no_dialog_answers(keys: str, expected: bool) -> None:
    answers: list[bool] = []
    launch(PCOptions(mode="vga"),
           lambda app: Base(YesNoDialog("Save the game?", lambda a, yes: answers.append(yes))),
           HeadlessRun(frames=12, keys=keys))
    assert answers == [expected]


def test_name_dialog_returns_the_typed_name() -> None:
    names: list[str | None] = []
    launch(PCOptions(mode="cga"),
           lambda app: Base(TextFieldDialog("Your name?", lambda a, t: names.append(t), "X")),
           HeadlessRun(frames=12, keys='key BACKSPACE; text "Alice"; key ENTER'))
    assert names == ["Alice"]


def test_text_window_pages() -> None:
    window = TextWindow("Docs", "word " * 2000)
    seen: list[int] = []

    class Spy(Screen):
        def on_enter(self, app: object) -> None:
            app.push(window)  # type: ignore[attr-defined]

    launch(PCOptions(mode="ega"), lambda app: Spy(),
           HeadlessRun(frames=10, keys="key PGDN; key PGDN; key PGUP"))
    seen.append(window.page)
    assert seen == [1]


def test_name_dialog_refuses_characters_the_font_cannot_draw() -> None:
    names: list[str | None] = []
    launch(PCOptions(mode="cga"),
           lambda app: Base(TextFieldDialog("Your name?", lambda a, t: names.append(t))),
           HeadlessRun(frames=12, keys='text "Zoő\u4e2d"; key ENTER'))
    assert names == ["Zo"]
