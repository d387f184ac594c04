"""Hover lines fit narrow modes: "now" goes first, then "Click to/for", then whole
words from the end."""

from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.ui.text import fit_line


def test_fits_untouched() -> None:
    assert fit_line("Click now to play the KH", 40) == "Click now to play the KH"


def test_drops_now_before_cutting() -> None:
    assert fit_line("Click now for the next hand", 24) == "Click for the next hand"
    assert fit_line("click now to play the 10D", 22) == "click to play the 10D"


def test_drops_click_then_whole_words() -> None:
    assert fit_line("Click now for the previous odds screen", 24) == "Previous odds screen"
    assert fit_line("Click now for the previous odds screen", 16) == "Previous odds"
    assert fit_line("Click now for the next page", 9) == "Next page"
    assert fit_line("Click now to leave this screen", 22) == "Leave this screen"


def test_cuts_a_single_long_word() -> None:
    assert fit_line("anything", 0) == "a"
    assert fit_line("abcdefghij", 4) == "abcd"


@given(st.text(alphabet="ab cdN,", max_size=60), st.integers(min_value=0, max_value=50))
@settings(max_examples=200)
def test_never_longer_than_the_room(text: str, columns: int) -> None:
    assert len(fit_line(text, columns)) <= max(1, columns)


def test_reflow_joins_lines_within_paragraphs() -> None:
    from retrohearts.ui.text import reflow

    text = "Point at a card and press the left\nbutton to use it.\n\nNext\n- a list\n- item"
    assert reflow(text) == ("Point at a card and press the left button to use it.\n\nNext\n"
                            "- a list\n- item")


def test_a_cut_sentence_says_it_goes_on() -> None:
    """A reason that loses words must not read as a whole, different sentence."""
    reason = "The ace of clubs could still beat your king of clubs"
    assert fit_line(reason, 24) == "The ace of clubs..."
    assert fit_line("You may claim only when it is your turn", 26) == "You may claim only when..."
    assert fit_line("Click now for the previous odds screen", 16) == "Previous odds"  # a label


def test_clipped_lines_end_in_an_ellipsis_only_when_cut() -> None:
    from retrohearts.ui.text import clip_lines

    lines = ["one two three", "four five six", "seven eight"]
    assert clip_lines(lines, 3, 13) == lines
    assert clip_lines(lines, 2, 13) == ["one two three", "four five..."]
    assert clip_lines(lines, 1, 20) == ["one two three..."]
    assert clip_lines(lines, 0, 20) == []
    assert all(len(line) <= 13 for line in clip_lines(lines, 2, 13))


def test_the_first_wording_that_fits_else_the_shortest() -> None:
    from retrohearts.ui.text import first_fitting

    forms = ("Final scores (with undo)", "Final (with undo)")
    assert first_fitting(forms, lambda t: len(t) <= 30) == forms[0]
    assert first_fitting(forms, lambda t: len(t) <= 20) == forms[1]
    assert first_fitting(forms, lambda t: len(t) <= 5) == forms[1]


def test_a_line_cut_short_does_not_end_on_a_word_that_promises_more() -> None:
    assert fit_line("Click now to claim the rest of the hand", 21) == "Claim the rest"
    assert fit_line("Click now for the rules and controls", 12) == "Rules"
