"""Hover lines fit narrow modes: "now" goes first, then the end is cut."""

from retrohearts.ui.text import fit_line


def test_fits_untouched() -> None:
    assert fit_line("Click now to play the KH", 40) == "Click now to play the KH"


def test_drops_now_before_cutting() -> None:
    assert fit_line("Click now for the next hand", 24) == "Click for the next hand"
    assert fit_line("click now to play the 10D", 22) == "click to play the 10D"


def test_cuts_what_still_does_not_fit() -> None:
    assert fit_line("Click now for the previous odds screen", 20) == "Click for the previo"
    assert fit_line("anything", 0) == "a"
