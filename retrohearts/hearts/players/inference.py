"""What a PlayerView proves about the hidden hands: who may hold each unseen card.

Everything here comes from the view alone, under the rules-only model: every play in the
history was legal, so whatever would have made a play illegal was not in that hand at that
moment, and (hands only shrink) is not there now.  The inferences, per rule of
:mod:`retrohearts.hearts.rules`:

* a player who did not follow suit is void in the suit led;
* Must Play QS: a player who discarded something else while the queen of spades was a legal
  discard does not hold the queen;
* no points on the first trick: a player who played a heart or the queen on trick 1 held no
  card outside hearts and the queen (besides the suit led, if void in it);
* hearts not yet broken: a player who led a heart held only hearts (or only point cards,
  depending on ``lead_hearts_when``);
* a card this seat passed and that has not been played is in the receiver's hand.

Beyond proof, :func:`discard_hints` reads what a seat chose to throw away when it could not
follow: most players get rid of the queen of spades at the first chance, then the ace and king
of spades while the queen is out, then their highest hearts.  A seat that threw something else
probably no longer holds those cards; the search draws deals that give them to it less often.

The result is a :class:`~retrohearts.hearts.players.deals.Knowledge` over the three other seats,
listed clockwise from the viewer (``opponents(view)``).
"""

from __future__ import annotations

from collections.abc import Iterable

from retrohearts.cards import QUEEN_OF_SPADES, Card
from retrohearts.hearts.players.deals import Knowledge
from retrohearts.hearts.view import PlayerView

SUIT_MASK = 0x1FFF
QS = QUEEN_OF_SPADES.index
HEARTS_MASK = SUIT_MASK << 39
SPADES_MASK = SUIT_MASK << 26
POINT_MASK = HEARTS_MASK | (1 << QS)
NON_POINT_MASK = ((1 << 52) - 1) & ~POINT_MASK
NON_HEART_MASK = ((1 << 52) - 1) & ~HEARTS_MASK
FULL_DECK = (1 << 52) - 1


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask of some cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def opponents(view: PlayerView) -> tuple[int, int, int]:
    """The three other seats, clockwise from the viewer."""
    return ((view.seat + 1) % 4, (view.seat + 2) % 4, (view.seat + 3) % 4)


def all_tricks(view: PlayerView) -> list[tuple[int, tuple[tuple[int, Card], ...]]]:
    """Completed tricks then the one in progress, as (trick number, plays)."""
    tricks = [(n, t.plays) for n, t in enumerate(view.tricks)]
    if view.current:
        tricks.append((len(view.tricks), view.current))
    return tricks


def played_mask(view: PlayerView) -> int:
    """Every card played so far, the trick in progress included."""
    mask = 0
    for _, plays in all_tricks(view):
        for _, card in plays:
            mask |= 1 << card.index
    return mask


def in_transit(view: PlayerView) -> int:
    """Cards this seat passed that have not yet reached the receiver (pass not finished)."""
    if view.passed and not view.received and view.phase == "pass":
        return mask_of(view.passed)
    return 0


def unseen_mask(view: PlayerView) -> int:
    """Cards somewhere in the other three hands."""
    return FULL_DECK & ~mask_of(view.hand) & ~played_mask(view) & ~in_transit(view)


def excluded_masks(view: PlayerView) -> dict[int, int]:
    """Per seat, the cards the history proves that seat does not hold now."""
    rules = view.rules
    excluded = {seat: 0 for seat in range(4)}
    broken = False
    for number, plays in all_tricks(view):
        first = number == 0
        no_points_here = first and not rules.points_on_first_trick
        led = plays[0][1].suit
        for position, (seat, card) in enumerate(plays):
            index = card.index
            is_point = bool((POINT_MASK >> index) & 1)
            if position == 0:
                if card.suit == 3 and not broken and rules.must_break_hearts:
                    excluded[seat] |= (NON_HEART_MASK if rules.lead_hearts_when ==
                                       "only_hearts" else NON_POINT_MASK)
                if no_points_here and is_point:
                    excluded[seat] |= NON_POINT_MASK
                continue
            if card.suit == led:
                if no_points_here and is_point:
                    excluded[seat] |= (SUIT_MASK << (13 * led)) & NON_POINT_MASK
                continue
            excluded[seat] |= SUIT_MASK << (13 * led)
            if no_points_here and is_point:
                excluded[seat] |= NON_POINT_MASK
            queen_was_legal = not no_points_here or is_point
            if rules.must_play_queen and index != QS and queen_was_legal:
                excluded[seat] |= 1 << QS
        for _, card in plays:
            if card.suit == 3 or (card.index == QS and rules.queen_breaks_hearts):
                broken = True
    return excluded


#: A deal is kept with this probability per card that a discard says the seat probably lacks:
#: the queen of spades, after the seat discarded something else while it was a legal discard,
DISCARD_QUEEN = 0.2
#: a heart above one the seat discarded,
DISCARD_HIGHER_HEART = 0.6
#: and the ace or king of spades (queen out) or a heart from the jack up, after it discarded a
#: low card without points (two to nine).
DISCARD_LOW = 0.6
_LOW_RANKS = 8  # ranks two to nine: index within the suit below 8
_HIGH_HEARTS = (SUIT_MASK << 39) & ~((1 << 48) - 1)  # jack, queen, king, ace of hearts
_AK_SPADES = (1 << (QS + 1)) | (1 << (QS + 2))


def discard_hints(view: PlayerView) -> list[tuple[int, int, float]]:
    """What the other seats' discards suggest they no longer hold, as (opponent number, unseen
    cards, keep probability per such card in that opponent's hand)."""
    rules = view.rules
    seats = opponents(view)
    unseen = unseen_mask(view)
    played = 0
    hints: list[tuple[int, int, float]] = []
    for number, plays in all_tricks(view):
        points_legal = number > 0 or rules.points_on_first_trick
        led = plays[0][1].suit
        for seat, card in plays:
            index = card.index
            queen_out = not played >> QS & 1  # to the seat playing: it may still come
            hidden_queen = queen_out and unseen >> QS & 1
            if seat != view.seat and card.suit != led and points_legal:
                k = seats.index(seat)
                if hidden_queen and index != QS:
                    hints.append((k, 1 << QS, DISCARD_QUEEN))
                if card.suit == 3:
                    higher = unseen & (SUIT_MASK << 39) & ~((2 << index) - 1)
                    if higher:
                        hints.append((k, higher, DISCARD_HIGHER_HEART))
                elif index != QS and index % 13 < _LOW_RANKS:
                    cards = unseen & (_HIGH_HEARTS | (_AK_SPADES if queen_out else 0))
                    if cards:
                        hints.append((k, cards, DISCARD_LOW))
            played |= 1 << index
    return hints


def knowledge(view: PlayerView) -> Knowledge:
    """Who may hold each unseen card, and the other seats' hand sizes."""
    seats = opponents(view)
    unseen = unseen_mask(view)
    excluded = excluded_masks(view)
    forced: dict[int, int] = {}
    if view.passed and view.received and view.passed_to is not None:
        for card in view.passed:
            if (unseen >> card.index) & 1:
                forced[card.index] = seats.index(view.passed_to)
    allowed: dict[int, int] = {}
    rest = unseen
    while rest:
        low = rest & -rest
        index = low.bit_length() - 1
        rest ^= low
        if index in forced:
            allowed[index] = 1 << forced[index]
            continue
        bits = 0
        for k, seat in enumerate(seats):
            if not (excluded[seat] >> index) & 1:
                bits |= 1 << k
        allowed[index] = bits
    sizes = tuple(view.hand_sizes[s] for s in seats)
    return Knowledge(allowed, (sizes[0], sizes[1], sizes[2]))
