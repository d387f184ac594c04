"""What the search reads from the others' discards (``inference.discard_hints``)."""

from __future__ import annotations

from collections.abc import Iterator

from retrohearts.hearts import Hand, HouseRules, PassDirection
from retrohearts.hearts.masks import QS
from retrohearts.hearts.players import make_player
from retrohearts.hearts.players.inference import (
    DISCARD_HIGHER_HEART,
    DISCARD_LOW,
    DISCARD_QUEEN,
    discard_hints,
    knowledge,
    opponents,
    unseen_mask,
)
from retrohearts.hearts.players.search import Thinker
from retrohearts.hearts.view import PlayerView

RULES = HouseRules(first_lead="two_of_clubs", points_on_first_trick=False)


def _played_until(stop: object, deals: range = range(1, 400)) -> PlayerView:
    """Duckers play deals until ``stop(view of seat 0)`` holds with seat 0 to play."""
    for deal in deals:
        hand = Hand.deal(RULES, deal, dealer=3, pass_direction=PassDirection.NONE)
        duckers = [make_player("Ducker", s) for s in range(4)]
        while not hand.is_over:
            seat = hand.to_play
            assert seat is not None
            if seat == 0 and stop(hand.view(0)):  # type: ignore[operator]
                return hand.view(0)
            hand.play(duckers[seat].choose_play(hand.view(seat)))
    raise AssertionError("no such position")


def _every_view(deals: range) -> Iterator[PlayerView]:
    """The view of the seat to play at every turn of the duckers' hands of ``deals``."""
    for deal in deals:
        hand = Hand.deal(RULES, deal, dealer=deal % 4, pass_direction=PassDirection.NONE)
        duckers = [make_player("Ducker", s) for s in range(4)]
        while not hand.is_over:
            seat = hand.to_play
            assert seat is not None
            view = hand.view(seat)
            yield view
            hand.play(duckers[seat].choose_play(view))


def _discards(view: PlayerView) -> list[tuple[int, int, int]]:
    """(seat, card index, trick number) of every off-suit play by another seat."""
    out = []
    tricks = [t.plays for t in view.tricks] + ([view.current] if view.current else [])
    for n, plays in enumerate(tricks):
        led = plays[0][1].suit
        out += [(s, c.index, n) for s, c in plays if s != view.seat and c.suit != led]
    return out


def _queen_hidden_after_a_discard(view: PlayerView) -> bool:
    return bool(unseen_mask(view) & QS) and any(
        n > 0 and c != 36 for _, c, n in _discards(view))


def test_a_seat_that_threw_something_else_probably_lacks_the_queen() -> None:
    view = _played_until(_queen_hidden_after_a_discard)
    seats = opponents(view)
    hints = discard_hints(view)
    thrower = next(s for s, c, n in _discards(view) if n > 0 and c != 36)
    k = seats.index(thrower)
    assert (k, QS, DISCARD_QUEEN) in hints
    assert knowledge(view).allowed[36] & ~(1 << k)  # the queen may be elsewhere
    hinted = Thinker(view, 5)
    plain = Thinker(view, 5, hints=False)
    with_hint = sum(bool(hinted._draw()[k] & QS) for _ in range(500))
    without = sum(bool(plain._draw()[k] & QS) for _ in range(500))
    assert without > 100 and with_hint < 0.6 * without


def test_no_hint_from_the_first_trick_when_points_are_barred_there() -> None:
    view = _played_until(lambda v: v.trick_number == 1 and not v.current
                         and any(n == 0 for _, _, n in _discards(v)))
    assert discard_hints(view) == []


def test_a_heart_thrown_says_the_higher_ones_are_elsewhere() -> None:
    def heart_thrown(v: PlayerView) -> bool:
        return any(n > 0 and c // 13 == 3 and c < 51 for _, c, n in _discards(v)) \
            and bool(unseen_mask(v) >> 51 & 1)

    view = _played_until(heart_thrown)
    seat, card, _ = next(d for d in _discards(view) if d[2] > 0 and d[1] // 13 == 3)
    k = opponents(view).index(seat)
    higher = [cards for kk, cards, p in discard_hints(view)
              if kk == k and p == DISCARD_HIGHER_HEART]
    assert higher and all(c > card and c // 13 == 3
                          for cards in higher for c in range(52) if cards >> c & 1)


def test_hints_name_only_unseen_cards_and_keep_probabilities() -> None:
    for view in _every_view(range(1, 30)):
        unseen = unseen_mask(view)
        for k, cards, p in discard_hints(view):
            assert 0 <= k < 3 and cards and not cards & ~unseen
            assert p in (DISCARD_QUEEN, DISCARD_HIGHER_HEART, DISCARD_LOW)


def test_no_queen_hint_once_the_queen_is_seen() -> None:
    for view in _every_view(range(1, 15)):
        if not unseen_mask(view) & QS:
            assert all(cards != QS for _, cards, _ in discard_hints(view))
