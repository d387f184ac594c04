"""The page's query string stands for the same words as the desktop command line."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from retrohearts.pc import config
from retrohearts.web.urlflags import MAX_QUERY, words_from_query


def test_bare_words_in_order() -> None:
    assert words_from_query("?cga&mono") == ["cga", "mono"]
    assert words_from_query("hercules") == ["hercules"]
    assert words_from_query("?ega64k&silent") == ["ega64k", "silent"]


def test_values_become_long_options() -> None:
    assert words_from_query("?deal=1234&seed=7") == ["--deal", "1234", "--seed", "7"]
    assert words_from_query("?--headless&frames=3") == ["--headless", "--frames", "3"]


def test_escapes_and_empty_items() -> None:
    assert words_from_query("?&&cga%20&&%2Fmono&") == ["cga", "/mono"]
    assert words_from_query("?keys=key%20ALT+X") == ["--keys", "key ALT+X"]
    assert words_from_query("") == []
    assert words_from_query("?") == []


def test_same_precedence_as_the_desktop() -> None:
    words = words_from_query("?cga&vga&mono&color")
    assert config.load(words).pc == config.load(["cga", "vga", "mono", "color"]).pc


def test_same_errors_as_the_desktop() -> None:
    try:
        config.load(words_from_query("?bogus"))
    except config.OptionError as error:
        assert "???Illegal option: 'bogus'" in error.message
    else:  # pragma: no cover - the test fails here
        raise AssertionError("an unknown word must be refused")


@given(st.text(max_size=3000))
def test_any_query_gives_bounded_words(query: str) -> None:
    words = words_from_query(query)
    assert sum(len(w) for w in words) <= MAX_QUERY + 2 * len(words)
    assert all(isinstance(w, str) and w for w in words)
