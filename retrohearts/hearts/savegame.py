"""Saved games: a Match as versioned JSON, checked to the last card on the way back in.

The file holds the rules, the first deal number and dealer, the computer players' thinking
budget (``work``, see ``players/budget.py``; a save from before it has none, and the game then
gets one as a new game would), and for every hand so far (the one in progress last) its deal
number, dealer, pass, the passes made and the cards played.  Loading
replays all of it through the real :class:`~retrohearts.hearts.hand.Hand`, so a file that
breaks any rule - a card twice, a wrong hand size, an unknown seat or rule name, an illegal
play, totals that do not add up, a version we do not know - is refused.  A game can be saved at
any moment (mid-pass, mid-trick) and continues identically after loading.  A hand ended by a
claim keeps the claim (``"claim": [seat, cards played before it, kind]``) and is replayed by
making the same claim, which must be valid and give the very cards saved; a game in which a card
or a pass was taken back keeps the count (``"undos"``), so it stays marked as such.

A refused file gives one line in the style of the DOS program, ``?'HEARTS.SAV' file corrupt``,
and is renamed out of the way (:func:`retrohearts.atomicfile.set_aside`: ``HEARTS.SAV.BAD``),
never deleted; the caller then starts a new game.  *Any* failure while reading counts as
damage (deep nesting, huge numbers, ``5.5`` where a whole number belongs, NaN, bytes that are
not UTF-8 - a leading UTF-8 BOM is accepted, as an editor may add one); a file that cannot be
read at all (permissions) is reported with the system's reason and set aside too, so the next
save cannot overwrite it.  Writes are atomic.  Never pickle.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from retrohearts.atomicfile import kept_as, read_regular, set_aside, write_text_atomic
from retrohearts.cards import Card
from retrohearts.hearts.claim import claim
from retrohearts.hearts.deal import deal_cards
from retrohearts.hearts.hand import Hand
from retrohearts.hearts.history import HandHistory
from retrohearts.hearts.match import HandResult, Match, deal_after, game_over
from retrohearts.hearts.players.budget import check_work
from retrohearts.hearts.rules import HouseRules, PassDirection
from retrohearts.validate import MAX_INT, check_fields

__all__ = [
    "FORMAT",
    "SaveFileCorrupt",
    "VERSION",
    "hand_from_dict",
    "hand_to_dict",
    "load_match",
    "match_from_dict",
    "match_to_dict",
    "restore_match",
    "save_match",
]

FORMAT = "retrohearts-hearts-game"
VERSION = 1
#: Anything larger is not one of our saves.
MAX_BYTES = 16 << 20


class SaveFileCorrupt(ValueError):
    """A saved game that cannot be used; ``str()`` is the one line to show, and ``detail``
    says what was wrong (for logs and tests)."""

    def __init__(self, path: str | os.PathLike[str], detail: str) -> None:
        super().__init__(f"?'{Path(path).name.upper()}' file corrupt")
        self.detail = detail
        self.path = Path(path)


# -- to JSON ---------------------------------------------------------------------------------------
def _cards(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    return [str(c) for c in cards]


def _history_dict(h: HandHistory, scores_before: Sequence[int],
                  game_rules: HouseRules | None = None) -> dict[str, Any]:
    record: dict[str, Any] = {
        "deal_number": h.deal_number,
        "dealer": h.dealer,
        "pass": h.pass_direction.label,
        "dealt": [_cards(cards) for cards in h.dealt],
        "passes": [[p.giver, _cards(p.cards)] for p in h.passes],
        "plays": _cards(h.plays),
        "scores": list(scores_before),
    }
    # Rules changed during the game (the Rules screen works at any moment): the hand keeps
    # the rules it was dealt under and each change, so the replay meets the same rules.
    if h.rules is not None and (h.rules != game_rules or h.rule_changes):
        record["rules"] = h.rules.to_dict()
    if h.rule_changes:
        record["rule_changes"] = [[k, r.to_dict()] for k, r in h.rule_changes]
    if h.claim is not None:  # replayed by making the same claim at the same moment
        record["claim"] = [h.claim.seat, h.claim.plays_before, h.claim.kind]
    return record


def hand_to_dict(hand: Hand) -> dict[str, Any]:
    """A JSON-ready record of a hand so far (deal, passes, plays, totals before it)."""
    return _history_dict(hand.history, hand.scores, hand.history.rules)


def match_to_dict(match: Match) -> dict[str, Any]:
    """A JSON-ready record of a whole game so far."""
    hands = []
    totals = [0, 0, 0, 0]
    for r in match.results:
        hands.append(_history_dict(r.history, totals, match.rules))
        totals = [t + p for t, p in zip(totals, r.points, strict=True)]
    hands.append(_history_dict(match.hand.history, match.hand.scores, match.rules))
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": match.rules.to_dict(),
        "first_deal": match.first_deal,
        "first_dealer": match.first_dealer,
        "hands": hands,
        "scores": list(match.scores),
    }
    if match.work is not None:
        record["work"] = match.work
    if match.undos:  # the game stays marked as played with an undo
        record["undos"] = match.undos
    return record


def save_match(match: Match, path: str | os.PathLike[str]) -> None:
    """Write ``match`` to ``path`` atomically (the previous save survives any crash)."""
    text = json.dumps(match_to_dict(match), indent=1, ensure_ascii=True)
    write_text_atomic(path, text + "\n")


# -- from JSON -------------------------------------------------------------------------------------
def _need(cond: bool, what: str) -> None:
    if not cond:
        raise ValueError(what)


def _int(value: object, what: str) -> int:
    _need(isinstance(value, int) and not isinstance(value, bool), f"{what} is not a number")
    assert isinstance(value, int)
    _need(-MAX_INT <= value <= MAX_INT, f"{what} is out of range")
    return value


def _same_ints(value: object, expected: Sequence[int]) -> bool:
    """``value`` is a list of exactly these whole numbers (not 0.0, not true for 1)."""
    return isinstance(value, list) and all(type(v) is int for v in value) \
        and value == list(expected)


def _seat(value: object, what: str) -> int:
    s = _int(value, what)
    _need(0 <= s <= 3, f"{what} is not a seat")
    return s


def _card_list(value: object, what: str) -> list[Card]:
    _need(isinstance(value, list), f"{what} is not a list of cards")
    assert isinstance(value, list)
    out = []
    for item in value:
        _need(isinstance(item, str), f"{what} holds a non-card")
        card = Card.parse(item)
        _need(not card.is_joker, f"{what} holds a joker")
        out.append(card)
    _need(len(set(out)) == len(out), f"{what} holds a card twice")
    return out


def _direction(value: object) -> PassDirection:
    _need(isinstance(value, str), "pass is not a word")
    for d in PassDirection:
        if d.label == value:
            return d
    raise ValueError(f"unknown pass {value!r}")


def hand_from_dict(data: object, rules: HouseRules,
                   expect: tuple[int | None, int, PassDirection] | None = None,
                   scores: tuple[int, int, int, int] = (0, 0, 0, 0)) -> Hand:
    """Rebuild and replay a hand record; ValueError (or IllegalPlay) on anything wrong.
    ``expect`` = (deal number, dealer, pass) the record must have."""
    _need(isinstance(data, dict), "hand is not a mapping")
    assert isinstance(data, dict)
    allowed = {"deal_number", "dealer", "pass", "dealt", "passes", "plays", "scores", "rules",
               "rule_changes", "claim"}
    _need(set(data) <= allowed, "hand has unknown fields")
    _need({"deal_number", "dealer", "pass", "dealt", "passes", "plays"} <= set(data),
          "hand misses fields")
    number = data["deal_number"]
    if number is not None:
        number = _int(number, "deal number")
    dealer = _seat(data["dealer"], "dealer")
    direction = _direction(data["pass"])
    if expect is not None:
        _need((number, dealer, direction) == expect, "hand out of sequence")
    if "rules" in data:
        rules = HouseRules.from_dict(data["rules"])
    changes = _rule_changes(data.get("rule_changes", []))
    dealt_raw = data["dealt"]
    _need(isinstance(dealt_raw, list) and len(dealt_raw) == 4, "dealt is not four hands")
    dealt = [_card_list(h, "dealt hand") for h in dealt_raw]
    if number is not None:
        _need(tuple(tuple(sorted(h)) for h in dealt) == deal_cards(number),
              "dealt cards differ from the deal number")
        hand = Hand.deal(rules, number, dealer, direction, scores=scores)
    else:
        hand = Hand.from_cards(rules, dealt, dealer, direction, scores=scores)
    passes = data["passes"]
    _need(isinstance(passes, list) and len(passes) <= 4, "passes is not a list")
    assert isinstance(passes, list)
    for item in passes:
        _need(isinstance(item, list) and len(item) == 2, "a pass is not [seat, cards]")
        hand.pass_cards(_seat(item[0], "passing seat"), _card_list(item[1], "passed cards"))
    plays = _card_list(data["plays"], "plays")
    _need(not plays or hand.phase != "pass", "plays before the pass is over")
    _need(all(k <= len(plays) for k, _ in changes), "a rule change after the last play")
    claimed = _claim_record(data.get("claim"), len(plays))
    for k, card in enumerate(plays[: claimed[1] if claimed else len(plays)]):
        for _, changed in (c for c in changes if c[0] == k):
            hand.change_rules(changed)
        hand.play(card)
    if claimed is not None:
        seat, before, kind = claimed
        _need(all(k <= before or k == len(plays) for k, _ in changes),
              "a rule change during a claim")
        for _, changed in (c for c in changes if c[0] == before < len(plays)):
            hand.change_rules(changed)
        verdict, _record = claim(hand, seat)  # IllegalPlay if the claim was not valid then
        _need(verdict.kind == kind and list(hand.history.plays) == plays,
              "the claim does not give the cards saved")
    for _, changed in (c for c in changes if c[0] == len(plays)):
        hand.change_rules(changed)
    return hand


def _claim_record(value: object, plays: int) -> tuple[int, int, str] | None:
    """A hand record's ``claim``: [seat, cards played before it, kind], or None."""
    if value is None:
        return None
    _need(isinstance(value, list) and len(value) == 3, "a claim is not [seat, plays, kind]")
    assert isinstance(value, list)
    seat = _seat(value[0], "claiming seat")
    before = _int(value[1], "claim")
    _need(0 <= before < plays, "a claim out of the hand")
    _need(value[2] in ("rest", "no_points"), "an unknown claim")
    return seat, before, str(value[2])


def _rule_changes(value: object) -> list[tuple[int, HouseRules]]:
    _need(isinstance(value, list), "rule changes is not a list")
    assert isinstance(value, list)
    out: list[tuple[int, HouseRules]] = []
    for item in value:
        _need(isinstance(item, list) and len(item) == 2, "a rule change is not [plays, rules]")
        k = _int(item[0], "rule change")
        _need(0 <= k <= 52 and (not out or k >= out[-1][0]), "rule changes out of order")
        out.append((k, HouseRules.from_dict(item[1])))
    return out


def match_from_dict(data: object) -> Match:
    """Rebuild a Match from :func:`match_to_dict` output, replaying and checking everything.
    ValueError (or IllegalPlay, a ValueError) if anything is wrong."""
    _need(isinstance(data, dict), "not a mapping")
    assert isinstance(data, dict)
    _need(data.get("format") == FORMAT, "not a RetroHearts saved game")
    _need(type(data.get("version")) is int and data.get("version") == VERSION,
          f"unknown version {data.get('version')!r}")
    _need(set(data) - {"work", "undos"} == {"format", "version", "rules", "first_deal",
                                            "first_dealer", "hands", "scores"},
          "unknown or missing fields")
    undos = _int(data.get("undos", 0), "undos")
    _need(undos >= 0, "undos out of range")
    rules = HouseRules.from_dict(data["rules"])
    check_fields(rules)  # 100.0 is not 100, true is not 1
    first_deal = _int(data["first_deal"], "first deal")
    first_dealer = _seat(data["first_dealer"], "first dealer")
    work = check_work(data["work"]) if "work" in data else None  # older saves have none
    match = Match(rules, first_deal=first_deal, first_dealer=first_dealer, work=work)
    hands = data["hands"]
    _need(isinstance(hands, list) and len(hands) >= 1, "no hands")
    assert isinstance(hands, list)
    results: list[HandResult] = []
    totals = (0, 0, 0, 0)
    hand = match.hand
    for k, record in enumerate(hands):
        expect = (deal_after(first_deal, k), (first_dealer + k) % 4, PassDirection.for_hand(k))
        hand = hand_from_dict(record, rules, expect, totals)
        if isinstance(record, dict) and "scores" in record:
            _need(_same_ints(record["scores"], totals), "hand scores do not add up")
        if k < len(hands) - 1:
            _need(hand.is_over, "an earlier hand is unfinished")
            p = hand.points()
            results.append(HandResult(hand.history, (p[0], p[1], p[2], p[3]), hand.shooter()))
            totals = (totals[0] + p[0], totals[1] + p[1], totals[2] + p[2], totals[3] + p[3])
            _need(not game_over(hand.rules, totals, k + 1), "hands after the end of the game")
    match._restore(results, hand, undos)
    _need(_same_ints(data["scores"], match.scores), "scores do not add up")
    return match


def load_match(path: str | os.PathLike[str]) -> Match:
    """Read a saved game.  FileNotFoundError if there is none; :class:`SaveFileCorrupt` (one
    line: ``?'HEARTS.SAV' file corrupt``) if it cannot be used.  The file is left in place."""
    p = Path(path)
    raw = read_regular(p, MAX_BYTES)
    try:
        if len(raw) > MAX_BYTES:
            raise ValueError("file too large")
        text = raw.decode("utf-8").removeprefix("\ufeff")
        data = json.loads(text, parse_constant=_no_constant)
        return match_from_dict(data)
    except Exception as e:  # noqa: BLE001 - anything at all in a hand-edited file is damage
        raise SaveFileCorrupt(p, str(e)[:200] or type(e).__name__) from None


def _no_constant(name: str) -> object:
    raise ValueError(f"not JSON: {name}")


def restore_match(path: str | os.PathLike[str]) -> tuple[Match | None, str | None]:
    """Load the saved game at ``path`` if there is a good one.

    Returns ``(match, None)``; ``(None, None)`` when there is no file; for a damaged file
    ``(None, "?'HEARTS.SAV' file corrupt")`` and for one that cannot be read
    ``(None, "?'HEARTS.SAV' Permission denied")`` (the system's reason), in both cases after
    renaming it aside (see :func:`retrohearts.atomicfile.set_aside`) so the next save does not
    overwrite it; a second line of the message says where it went.  The file is never
    deleted.
    """
    try:
        return load_match(path), None
    except FileNotFoundError:
        return None, None
    except SaveFileCorrupt as e:
        message = str(e)
    except OSError as e:
        message = f"?'{Path(path).name.upper()}' {e.strerror or 'unreadable'}"
    aside = None
    with contextlib.suppress(OSError):
        aside = set_aside(path)
    return None, f"{message}\n{kept_as(path, aside)}"
