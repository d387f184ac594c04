"""The DOCS viewer on the shipped document: by keys alone and by mouse alone in several
modes, pages filled before they break in every mode, and the DISABLED notice when either
file is missing or damaged."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from screen_driver import drawn_text
from table_driver import ALL_MODES

from retrohearts.docfile import DOC_NAME, IDX_NAME
from retrohearts.pc.app import App, open_app
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import PCOptions
from retrohearts.screens.hearts.pages.docscreen import (
    MIN_LAST_PAGE,
    DocsScreen,
    open_docs,
    paginate,
)
from retrohearts.screens.hearts.pages.pagescreen import page_frame
from retrohearts.screens.hearts.shared import onlinedoc
from retrohearts.screens.hearts.shared.onlinedoc import DISABLED, report_at_start
from retrohearts.ui.text import reflow, wrap

SHOTS = Path("/tmp/retrohearts-shots")


class _Below:
    """A screen to come back to when the document closes."""

    from retrohearts.pc.screen import Screen as _S

    class Home(_S):
        pass


def _app(mode: str, monitor: str = "color") -> tuple[App, DocsScreen]:
    app = open_app(PCOptions(mode=mode, monitor=monitor), headless=True, display=None)  # type: ignore[arg-type]
    app.push(_Below.Home())
    open_docs(app)
    top = app.top
    assert isinstance(top, DocsScreen)
    return app, top


def _key(app: App, key: str) -> None:
    app.update(InputFrame(keys=frozenset({key})))
    app.draw()


def _click(app: App, target_id: object) -> None:
    top = app.top
    assert top is not None
    t = next(t for t in top.targets(app) if t.id == target_id)
    pos = (t.x + t.w // 2, t.y + t.h // 2)
    app.update(InputFrame(mouse=pos, mouse_moved=True))
    app.update(InputFrame(mouse=pos, click=True))
    app.draw()


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "color"), ("ega", "color"),
                                               ("vga", "color"), ("hercules", "mono"),
                                               ("ega", "mono")])
def test_read_the_whole_document_by_keys_alone(mode: str, monitor: str) -> None:
    app, docs = _app(mode, monitor)
    assert docs.document is not None and docs.subject is None
    _key(app, "ENTER")  # the halo starts on the first subject
    assert docs.subject == 0 and docs.page == 0
    seen = {(0, 0)}
    for _ in range(400):  # PgDn runs through every page of every subject, in order
        before = (docs.subject, docs.page)
        _key(app, "PGDN")
        if (docs.subject, docs.page) == before:
            break
        seen.add((docs.subject, docs.page))
    total = sum(len(docs.pages_of(app, i)) for i in range(len(docs.document.subjects)))
    assert len(seen) == total
    assert docs.subject == len(docs.document.subjects) - 1
    _key(app, "PGUP")
    assert (docs.subject, docs.page) != before or total == 1
    read = docs.subject
    assert read is not None
    _key(app, "F10")  # the index, with the halo on the section just read
    assert docs.subject is None
    assert docs.cursor.focus == ("subject", max(i for i in docs.sections if i <= read))
    _key(app, "ESC")
    assert isinstance(app.top, _Below.Home)


@pytest.mark.parametrize(("mode", "monitor"), [("cga", "mono"), ("ega64k", "color"),
                                               ("vga", "mono"), ("svga800", "color"),
                                               ("hercules", "mono")])
def test_browse_by_mouse_alone(mode: str, monitor: str) -> None:
    app, docs = _app(mode, monitor)
    assert docs.document is not None
    rules = docs.document.find("The Rules screen")
    assert rules is not None
    while not any(t.id == ("subject", rules) for t in docs.targets(app)):
        _click(app, "NEXT")  # the index's own pages (CGA needs several)
    _click(app, ("subject", rules))
    assert docs.subject == rules
    pages = len(docs.pages_of(app, rules))
    for _ in range(pages):
        _click(app, "NEXT")
    assert docs.subject == rules + 1  # read on into the first control
    assert docs.titles[rules + 1][0] == "Sound Board"
    _click(app, "PREV")
    assert (docs.subject, docs.page) == (rules, pages - 1)
    _click(app, "DOCS")
    assert docs.subject is None
    _click(app, "DONE")
    assert isinstance(app.top, _Below.Home)


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_pages_are_filled_before_they_break(mode: str, monitor: str) -> None:
    app, docs = _app(mode, monitor)
    assert docs.document is not None
    f = page_frame(app)
    rows = docs._rows(app)
    cols = f.text.w // f.cw
    for i, subject in enumerate(docs.document.subjects):
        pages = docs.pages_of(app, i)
        lines = [ln for ln in wrap(reflow(subject.text), cols)]
        words = " ".join(lines).split()
        assert " ".join(" ".join(p) for p in pages).split() == words  # nothing lost
        for n, page in enumerate(pages):
            assert 0 < len(page) <= rows, (mode, subject.title, n)
            assert page[0].strip() and page[-1].strip()
            assert all(len(line) <= cols for line in page)
            if n < len(pages) - 1:  # filled, short of the lines lent to the last page
                assert len(page) >= rows - MIN_LAST_PAGE, (mode, subject.title, n)
            if len(pages) > 1:
                assert len(page) >= MIN_LAST_PAGE and len(" ".join(page).split()) > 2
        # the page text ends above the "page n of m" label
        assert f.text.y + rows * f.ch <= f.text.bottom - f.ch
    # the index: every square on the panel, clear of its neighbours' halo
    for page in range(docs.index_pages(app)):
        docs.page = page
        squares = docs._index_targets(app)
        assert squares
        for a in squares:
            assert f.body.x <= a.x and a.x + a.w <= f.body.right
            assert a.y + a.h <= f.text.bottom - f.ch
            for b in squares:
                if a is not b and a.x == b.x and b.y > a.y:
                    assert a.y + a.h + 4 < b.y


def test_paginate_never_leaves_a_lone_line() -> None:
    lines = [f"word{i} more words here" for i in range(21)]
    pages = paginate(lines, 10)
    assert [len(p) for p in pages] == [10, 8, 3]
    assert paginate(["", "", "a b", ""], 5) == [["a b"]]
    assert paginate([], 5) == [[]]


@pytest.fixture
def broken_docs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the document folder the viewer is pointed at."""
    for name in (DOC_NAME, IDX_NAME):
        (tmp_path / name).write_bytes((onlinedoc.document_folder() / name).read_bytes())
    monkeypatch.setattr(onlinedoc, "document_folder", lambda: tmp_path)
    return tmp_path


@pytest.mark.parametrize("damage", ["no doc", "no idx", "idx damaged", "doc damaged"])
def test_missing_or_damaged_files_disable_the_document(
        broken_docs: Path, damage: str, capsys: pytest.CaptureFixture[str]) -> None:
    if damage == "no doc":
        (broken_docs / DOC_NAME).unlink()
    elif damage == "no idx":
        (broken_docs / IDX_NAME).unlink()
    elif damage == "idx damaged":
        (broken_docs / IDX_NAME).write_text("HEARTS.IDX 1 12\n1 0 99 Introduction\n")
    else:
        data = (broken_docs / DOC_NAME).read_bytes()
        (broken_docs / DOC_NAME).write_bytes(data.replace(b"@1 Introduction", b"@1 Intro", 1))
    assert report_at_start() is False
    assert capsys.readouterr().out == DISABLED + "\n"
    app, docs = _app("ega")
    assert docs.document is None and docs.error
    assert [t.id for t in docs.targets(app)] == ["DONE"]
    for key in ("PGDN", "PGUP", "F10"):  # nothing to turn, nothing breaks
        _key(app, key)
    app.draw()
    shown = "\n".join(drawn_text(app))  # the docs screen is on top
    assert DISABLED in shown
    _key(app, "ENTER")  # DONE: back where we came from, the program goes on
    assert isinstance(app.top, _Below.Home)
    _docs_icons_say_disabled(app)


def _docs_icons_say_disabled(app: App) -> None:
    """Every DOCS icon's hover says the document is DISABLED, at the table and before it."""
    from retrohearts.hearts.rules import HouseRules
    from retrohearts.pc.sound import SoundSettings
    from retrohearts.screens.hearts.flow import GameOptions, build_table
    from retrohearts.screens.hearts.pregame.options import NewGame, OptionsScreen
    from retrohearts.screens.hearts.pregame.rulecontrols import Setup
    from retrohearts.screens.hearts.shared.controls import Controls

    table = build_table(GameOptions(name="Bo", seed=1, deal=5))
    setup = Setup(HouseRules(), Controls(), SoundSettings())
    options = OptionsScreen(NewGame("Bo", ("Julia", "Lindsay", "Jeffrey"), setup),
                            lambda _app: None)
    for screen, key in ((table, ("icon", "DOCS")), (options, "DOCS")):
        hovers = [t.hover for t in screen.targets(app) if t.id == key]
        assert hovers == [DISABLED], screen


def test_the_shipped_document_is_enabled(capsys: pytest.CaptureFixture[str]) -> None:
    assert report_at_start() is True
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_screenshots_index_middle_last(mode: str, monitor: str) -> None:
    app, docs = _app(mode, monitor)
    assert docs.document is not None
    SHOTS.mkdir(parents=True, exist_ok=True)
    app.draw()
    app.screenshot(SHOTS / f"{mode}-{monitor}-docs-index.png")
    middle = docs.document.find("The main playing screen")
    assert middle is not None
    docs.subject, docs.page = middle, 1
    app.draw()
    app.screenshot(SHOTS / f"{mode}-{monitor}-docs-middle.png")
    last = len(docs.document.subjects) - 1
    docs.subject, docs.page = last, len(docs.pages_of(app, last)) - 1
    app.draw()
    app.screenshot(SHOTS / f"{mode}-{monitor}-docs-last.png")


def test_list_items_wrap_under_their_text() -> None:
    from retrohearts.screens.hearts.pages.docscreen import wrap_text

    text = "Intro line\nsecond line.\n\n- One: a long item that wraps\n  on and on and on.\n- Two."
    assert wrap_text(text, 16) == [
        "Intro line", "second line.", "", "- One: a long", "  item that", "  wraps on and",
        "  on and on.", "- Two."]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["", "a b c", "word", "two words here"]), max_size=80),
       st.integers(1, 30))
def test_paginate_keeps_its_promises(lines: list[str], rows: int) -> None:
    pages = paginate(lines, rows)
    content = [ln for ln in lines if ln.strip()]
    assert [ln for p in pages for ln in p if ln.strip()] == content  # nothing lost, in order
    if not content:
        assert pages == [[]]
        return
    single_gaps = all(a.strip() or b.strip() for a, b in zip(lines, lines[1:], strict=False))
    for n, page in enumerate(pages):
        assert 0 < len(page) <= rows
        assert page[0].strip() and page[-1].strip()
        if n < len(pages) - 1 and single_gaps:  # filled, but for what it lent the last
            assert len(page) >= rows - MIN_LAST_PAGE - 1
    if all(ln.strip() for ln in lines) and len(lines) > rows:
        assert len(pages[-1]) >= min(MIN_LAST_PAGE, rows)


def test_open_at_a_control_and_back_to_its_section() -> None:
    app = open_app(PCOptions(mode="vga"), headless=True, display=None)  # type: ignore[arg-type]
    app.push(_Below.Home())
    open_docs(app, "Play Speed")
    docs = app.top
    assert isinstance(docs, DocsScreen) and docs.document is not None
    assert docs.subject == docs.document.find("Play Speed")
    app.draw()
    assert docs.heading(docs.subject, 80) == "The Rules screen: Play Speed"
    _key(app, "F10")
    assert docs.cursor.focus == ("subject", docs.document.find("The Rules screen"))


@pytest.mark.parametrize(("mode", "monitor"), ALL_MODES)
def test_the_index_says_whole_titles_inside_the_screen(mode: str, monitor: str) -> None:
    """Hovering a subject names it whole beside the buttons, a character short of the
    screen's edge (on CGA's 40 columns, on two lines: not "Read 'Introductio")."""
    app, docs = _app(mode, monitor)
    spots: list[tuple[int, int, str]] = []
    original = app.text

    def spy(x: int, y: int, s: str, col: int) -> None:
        spots.append((x, y, s))
        original(x, y, s, col)

    app.text = spy  # type: ignore[method-assign]
    frame = page_frame(app)
    for target in [t for t in docs.targets(app) if isinstance(t.id, tuple)]:
        docs.focus(target.id)
        spots.clear()
        app.draw()
        below = [(x, s) for x, y, s in spots if y >= frame.body.bottom]
        title = docs.titles[int(target.id[1])][0]  # type: ignore[index]
        assert title in " ".join(s for _x, s in below), (mode, title, below)
        for x, s in below:
            assert x + app.text_width(s) <= app.width - app.font.cell_w, (mode, s)
