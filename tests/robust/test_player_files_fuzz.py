"""Hypothesis damages every file a player can edit (filekit.PLAYER_FILES) and starts the real
program on it: no traceback, the right message, the damaged file kept aside under a telling
name, every other file untouched (filekit.check states the rules).

Damage: truncation, random bytes, flipped bytes, JSON values of the wrong kind (5.5 where a
whole number belongs, true, NaN, 1e400, huge integers, lone surrogates, long strings, deep
nesting), a UTF-8 BOM, a file far too large, a folder, a FIFO, symlinks, an unreadable file,
the name in lower case. The named cases of the issue run as plain tests too.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
from filekit import PLAYER_FILES, Damage, PlayerFile, check, entry_point, run_damaged
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ENTRIES = sorted(PLAYER_FILES)
EXAMPLES = int(os.environ.get("RETROHEARTS_FUZZ_EXAMPLES", "40"))

NASTY: list[Any] = [
    5.5, -1, 0, 10**30, 2**63, -(2**63), 1e308, True, False, None, "", "5", "\ud800",
    "\udcff\ud800", "x" * 5000, "\x00", "\u202e", [], {}, [[[]]], {"a": {"b": {}}},
]


def _entry(name: str) -> PlayerFile:
    entry = PLAYER_FILES[name]
    if entry_point(entry) is None:
        pytest.skip(f"{entry.start} is not there yet")
    return entry


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    holder = data
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value
    return data


@st.composite
def json_edits(draw: st.DrawFn, good: bytes) -> bytes:
    """The good file with one value (anywhere in it) replaced by one of the wrong kind."""
    data = json.loads(good)
    path = draw(st.sampled_from(_paths(data)))
    value = draw(st.one_of(st.sampled_from(NASTY), st.integers(), st.floats(),
                           st.text(max_size=20)))
    if draw(st.booleans()) and isinstance(data, dict) and not path:
        data[draw(st.text(max_size=8))] = value  # an unknown field instead
        return json.dumps(data).encode()
    return json.dumps(_set(data, path, value)).encode()


def damages(entry: PlayerFile) -> st.SearchStrategy[Damage]:
    good = entry.good()
    is_json = good.lstrip()[:1] in (b"{", b"[")
    depth = st.integers(min_value=1, max_value=100_000)
    options = [
        st.integers(min_value=0, max_value=len(good)).map(lambda n: Damage(good[:n])),
        st.binary(max_size=400).map(Damage),
        st.tuples(st.integers(0, max(0, len(good) - 1)), st.integers(0, 255)).map(
            lambda p: Damage(good[:p[0]] + bytes([p[1]]) + good[p[0] + 1:])),
        depth.map(lambda n: Damage(b"[" * n + b"]" * n)),
        depth.map(lambda n: Damage(b'{"a":' * n + b"1" + b"}" * n)),
        st.just(Damage(b"\xef\xbb\xbf" + good)),
        st.just(Damage(good + b" " * (17 << 20))),  # over every limit (HEARTS.SAV: 16 MB)
        st.just(Damage(good, lower_case=True)),
        st.sampled_from(["dir", "fifo", "dangling", "link_to_dir", "unreadable"]).map(
            lambda kind: Damage(good, kind=kind)),  # type: ignore[arg-type]
    ]
    if is_json:
        options.append(json_edits(good).map(Damage))
    return st.one_of(options)


@pytest.mark.parametrize("name", ENTRIES)
def test_hypothesis_damage_through_the_real_program_start(name: str) -> None:
    entry = _entry(name)
    if entry.fuzz_skip:
        pytest.skip(entry.fuzz_skip)

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(damages(entry))
    def run(damage: Damage) -> None:
        check(run_damaged(entry, damage))

    run()


@pytest.mark.parametrize("name", ENTRIES)
def test_a_good_file_is_used_and_left_alone(name: str) -> None:
    entry = _entry(name)
    outcome = run_damaged(entry, Damage(entry.good()))
    check(outcome)
    assert not [line for line in outcome.output.splitlines() if line.startswith("?")]
    assert outcome.after[outcome.target] == outcome.before[outcome.target]


def _edited(name: str, edit: Any) -> bytes:
    data = json.loads(PLAYER_FILES[name].good())
    edit(data)
    return json.dumps(data).encode()


# The defects the issue found, one by one: each is reported, set aside and survived.
ISSUE_CASES = {
    "TBL play_speed 5.5": ("HEARTS.TBL", lambda: _edited(
        "HEARTS.TBL", lambda d: d["controls"].update(play_speed=5.5))),
    "DEF play_speed 5.5": ("HEARTS.DEF", lambda: _edited(
        "HEARTS.DEF", lambda d: d["controls"].update(play_speed=5.5))),
    "TBL surrogate name": ("HEARTS.TBL", lambda: _edited(
        "HEARTS.TBL", lambda d: d["names"].__setitem__(1, "\ud800"))),
    "DEF deep nesting": ("HEARTS.DEF", lambda: b"[" * 100_000 + b"]" * 100_000),
    "SAV deep nesting": ("HEARTS.SAV", lambda: b"[" * 100_000 + b"]" * 100_000),
    "DEF end_score 100.0": ("HEARTS.DEF", lambda: _edited(
        "HEARTS.DEF", lambda d: d["rules"].update(end_score=100.0))),
    "SAV NaN": ("HEARTS.SAV", lambda: PLAYER_FILES["HEARTS.SAV"].good().replace(
        b'"first_dealer": 1', b'"first_dealer": NaN')),
    "SAV huge int": ("HEARTS.SAV", lambda: _edited(
        "HEARTS.SAV", lambda d: d.update(first_deal=10**40))),
}


@pytest.mark.parametrize("case", sorted(ISSUE_CASES))
def test_the_issues_cases(case: str) -> None:
    name, make = ISSUE_CASES[case]
    outcome = run_damaged(_entry(name), Damage(make()))
    check(outcome)
    assert any("corrupt" in line for line in outcome.output.splitlines()), outcome.output
    assert f"{outcome.target}.BAD" in outcome.after


def test_a_bom_and_a_lower_case_name_still_resume() -> None:
    entry = _entry("HEARTS.SAV")
    for damage in (Damage(b"\xef\xbb\xbf" + entry.good()), Damage(entry.good(), lower_case=True)):
        outcome = run_damaged(entry, damage)
        check(outcome)
        assert "?" not in outcome.output, outcome.output
