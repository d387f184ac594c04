"""The protocol's checks on their own: every refusal has its code, cleaning is total."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.net.protocol import (
    CLIENT_TYPES,
    ERROR_CODES,
    MAX_MESSAGE_BYTES,
    ProtocolError,
    clean_text,
    encode,
    parse_client,
)
from retrohearts.net.seatview import event_for


@pytest.mark.parametrize(("raw", "code"), [
    ("", "bad_json"), ("{", "bad_json"), ("[]", "bad_json"), ("3", "bad_json"),
    (b"\xff\xfe", "bad_json"), ("{}", "bad_message"), ('{"type": 3}', "bad_message"),
    ('{"type": "fly"}', "unknown_type"), ('{"type": "play"}', "bad_message"),
    ('{"type": "play", "card": 5}', "bad_message"), ('{"type": "play", "card": true}',
                                                     "bad_message"),
    ('{"type": "join", "table": true}', "bad_message"),
    ('{"type": "lobby", "x": 1}', "bad_message"), ('{"type": "ping", "id": [1]}', "bad_message"),
    ('{"type": "pass", "cards": [1, 2, 3]}', "bad_message"),
    ('{"type": "resume", "token": "' + "a" * 100 + '"}', "bad_token"),
    ("x" * (MAX_MESSAGE_BYTES + 1), "too_large"),
])
def test_refusals_have_their_codes(raw: str | bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_client(raw)
    assert caught.value.code == code and code in ERROR_CODES


def test_every_type_parses_with_its_fields() -> None:
    samples = {"hello": {"version": 1, "name": "A"}, "join": {"table": 1, "seat": 2},
               "resume": {"token": "t"}, "pass": {"cards": ["QS", "AH", "KH"]},
               "play": {"card": "QS"}, "chat": {"text": "hi"}}
    for kind in CLIENT_TYPES:
        msg = {"type": kind, "id": 4, **samples.get(kind, {})}
        assert parse_client(json.dumps(msg)) == msg


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300), st.integers(min_value=1, max_value=100))
def test_clean_text_leaves_only_printable_text(text: str, limit: int) -> None:
    out = clean_text(text, limit)
    assert len(out) <= limit
    assert "\x1b" not in out
    assert all(ch.isprintable() for ch in out)
    assert out == out.strip()


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.binary(max_size=200), st.text(max_size=200),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                              lambda kids: st.lists(kids, max_size=4)
                              | st.dictionaries(st.text(max_size=6), kids, max_size=4),
                              max_leaves=20).map(json.dumps)))
def test_parse_client_only_ever_raises_protocol_errors(raw: str | bytes) -> None:
    try:
        msg = parse_client(raw)
    except ProtocolError as error:
        assert error.code in ERROR_CODES
    else:
        assert msg["type"] in CLIENT_TYPES


@pytest.mark.parametrize("raw", [
    '{"type": "join", "table": 1, "id": "\\ud800"}',          # a lone surrogate as the id
    '{"type": "chat", "text": "hi \\uDFFF"}',                  # in text (any case)
    '{"type": "hello", "version": 1, "name": "\\ude00\\ud83d"}',  # a pair the wrong way round
    '{"type": "ping", "id": "\ud800"}',                         # the character itself
])
def test_lone_surrogates_are_refused_as_not_text(raw: str) -> None:
    """No reply could carry a lone UTF-16 surrogate (UTF-8 has none): such a message is
    refused before anything echoes it (a reply with it once stopped a table's writes)."""
    with pytest.raises(ProtocolError) as caught:
        parse_client(raw)
    assert caught.value.code == "bad_json"


def test_surrogate_pairs_and_escaped_backslashes_are_text() -> None:
    pair = parse_client('{"type": "chat", "text": "\\ud83d\\ude00", "id": "\\ud83c\\udca1"}')
    assert pair == {"type": "chat", "text": "\U0001f600", "id": "\U0001f0a1"}
    literal = parse_client('{"type": "chat", "text": "\\\\ud800"}')
    assert literal["text"] == "\\ud800"


_NEAR_SURROGATES = st.text(st.characters(min_codepoint=0xD7F0, max_codepoint=0xE010,
                                          exclude_categories=()), max_size=3)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(["ping", "chat", "hello"]), _NEAR_SURROGATES, _NEAR_SURROGATES)
def test_whatever_is_accepted_can_be_sent_back(kind: str, ref: str, text: str) -> None:
    data: dict[str, object] = {"type": kind, "id": ref}
    if kind == "chat":
        data["text"] = text
    elif kind == "hello":
        data.update(version=1, name=text)
    try:
        msg = parse_client(json.dumps(data))
    except ProtocolError as error:
        assert error.code in ERROR_CODES
    else:
        encode(msg).encode("utf-8")


def test_other_seats_passes_are_told_without_cards() -> None:
    fields = {"seat": 1, "to": 2, "cards": ["QS", "AH", "KH"]}
    assert event_for(1, "pass", fields) == {"type": "event", "event": "pass", **fields}
    assert event_for(0, "pass", fields) == {"type": "event", "event": "pass", "seat": 1, "to": 2}
    assert event_for(0, "received", {"seat": 1, "cards": ["2C"]}) is None




def test_names_of_blank_letters_are_no_names_and_marks_do_not_pile_up() -> None:
    assert clean_text("\u3164", 16) == "" and clean_text("\u2800 \uffa0", 16) == ""
    assert clean_text("A\u3164B", 16) == "A B"
    assert clean_text("Jose\u0301", 16) == "Jos\u00e9"[:3] + "e\u0301"
    assert clean_text("a" + "\u0301" * 9, 16) == "a\u0301\u0301"
    assert clean_text("\u0301\u0301hi \u0301", 16) == "hi"
