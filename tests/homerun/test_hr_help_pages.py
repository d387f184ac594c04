"""The help is paged by paragraph: a paragraph that fits on a page is never split, a longer
one breaks between sentences, and no page starts with a blank line (the Psion's pages 4
and 5 ended mid-sentence while others had blank lines; German page 3 began with one)."""

from __future__ import annotations

from pathlib import Path

import pytest

from retrohearts.screens.homerun.helpscreen import paginate


def _wrap(width: int):  # noqa: ANN202
    from retrohearts.ui.text import wrap

    return lambda text: wrap(text, width)


def test_a_paragraph_that_fits_starts_the_next_page() -> None:
    a, b = "One two three four five six.", "Seven eight. Nine ten."
    pages = paginate([a, b], 3, _wrap(12))
    assert pages == [["One two", "three four", "five six."], ["Seven eight.", "Nine ten."]]


def test_a_long_paragraph_breaks_between_sentences() -> None:
    text = "Aa bb. Cc dd ee ff. Gg hh ii jj. Kk."
    pages = paginate(["Intro.", text], 4, _wrap(6))
    assert pages[0][0] == "Intro." and pages[0][1] == ""
    for page in pages:
        assert page[0] != ""
        assert page[-1].endswith("."), pages   # each page ends where a sentence does


def test_one_sentence_longer_than_a_page_is_cut_between_lines() -> None:
    words = " ".join(f"w{i}" for i in range(30)) + "."
    pages = paginate([words], 3, _wrap(8))
    assert all(len(p) <= 3 for p in pages)
    assert " ".join(" ".join(p) for p in pages) == words


@pytest.mark.parametrize("code", ["en", "de"])
@pytest.mark.parametrize("mode", ["psion3a", "cga", "hercules", "vga"])
def test_help_pages_in_every_mode(mode: str, code: str, tmp_path: Path,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from hr_screen_driver import flow, start, step

    from retrohearts.screens.homerun.helpscreen import HelpScreen

    monkeypatch.setenv("RETROHEARTS_DATA_DIR", str(tmp_path))
    app = start(mode, data=tmp_path, skip_info=True, lang=code)
    step(app)
    help_screen = flow(app).help_window(app)
    assert isinstance(help_screen, HelpScreen)
    pages = help_screen.pages(app)
    rows = max(len(p) for p in pages)
    for i, page in enumerate(pages):
        assert page and page[0].strip(), (i, page)
        assert page[-1].strip(), (i, page)
        if i + 1 < len(pages) and pages[i + 1][0][:1].islower():  # a paragraph goes on
            assert page[-1].rstrip().endswith((".", "!", "?", ")")), (i, page[-1])
    # a paragraph short enough for a page is on one page
    lines = [ln for p in pages for ln in [*p, ""]]
    paragraphs: list[list[str]] = [[]]
    for ln in lines:
        paragraphs[-1].append(ln) if ln else paragraphs.append([])
    starts = {p[0] for p in pages}
    for para in paragraphs:
        if para and len(para) <= rows and para[0] not in starts:
            on_page = [any(ln in p for ln in para) for p in pages]
            assert sum(on_page) == 1, para
