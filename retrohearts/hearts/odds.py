"""The numbers of the three Odds screens, computed from a PlayerView and nothing else.

1. :func:`record`: the cards played by trick and seat, the played-cards grid by suit and rank,
   and the cards passed and received.  Plain facts.
2. :func:`opponent_odds`: for each other seat, the probability that it is void in each suit and
   that it holds the queen of spades, **exact** under the rules-only model: every deal of the
   unseen cards that agrees with the view (hand sizes, shown voids, what the legality of every
   past play proves, the cards this seat passed) is equally likely.  The deals are counted, not
   sampled (``players/deals.py``: cards with the same set of possible holders are
   interchangeable, so a count is a short sum of products of binomials).  P(void) is the
   number of deals in which the seat holds none of the suit over the number of all deals.
3. :func:`suit_danger` and :func:`moon_chance`: estimates for your own hand.

   *Danger* (0 safe .. 100 big trouble) of a suit is the chance that the suit makes you take
   points, combined over your cards in it.  For each card ``c`` you hold: ``below`` unseen
   cards of the suit rank under it, ``above`` over it, and ``cover`` of your own cards in the
   suit are lower (you can play those first).  The chance ``c`` ends up winning a trick is 1
   when nothing unseen is above it, else ``(below / (below + above)) ** (cover + 1)`` (each
   round an opponent's card must come under it).  What such a trick costs, as a share of the
   worst case: a heart trick 0.4 (the heart plus likely discards); the queen of spades itself,
   or the ace or king of spades while the queen is out, 0.9; a lower spade nothing; a club or
   diamond trick the chance that somebody is already void in it (exact, from part 2) times
   0.6.  Danger is ``100 * (1 - prod(1 - chance * cost))``, and holding the queen with fewer
   than three other spades while more spades are out multiplies the safety by 0.5 + 0.15 per
   guard.

   *Moon chance* is 0 once another player has taken points.  Otherwise count your *losers*:
   cards the unseen cards can still beat after your own higher cards in the suit have drawn
   theirs out (a card is a loser when more unseen cards of its suit are above it than you
   hold above it).  Each loser halves the chance, and unseen hearts above your highest heart
   cost a further quarter each: ``100 * 0.5 ** losers * 0.75 ** hearts_above``, and 0 when
   you hold no heart and none have been taken.  It is a rough guide, as in the original.

Each screen's numbers take a few milliseconds (``bench/bench_odds.py`` measures them).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from retrohearts.cards import QUEEN_OF_SPADES, Card, Suit
from retrohearts.hearts.players.deals import Knowledge
from retrohearts.hearts.players.inference import (
    SUIT_MASK,
    all_tricks,
    knowledge,
    mask_of,
    opponents,
    unseen_mask,
)
from retrohearts.hearts.players.moon import moon_odds
from retrohearts.hearts.view import PlayerView

QS = QUEEN_OF_SPADES.index


@dataclass(frozen=True)
class Record:
    """Odds screen 1: facts only."""

    #: One column per trick (the one in progress included): (seat, card) in play order.
    tricks: tuple[tuple[tuple[int, Card], ...], ...]
    #: suit -> rank -> seat that played it (None: not played yet).
    grid: dict[Suit, dict[int, int | None]]
    passed: tuple[Card, ...]
    passed_to: int | None
    received: tuple[Card, ...]
    received_from: int | None


@dataclass(frozen=True)
class SeatOdds:
    """Odds screen 2 for one other seat: P(void) per suit and P(holds the queen of spades)."""

    seat: int
    void: dict[Suit, float]
    queen: float


def record(view: PlayerView) -> Record:
    """The played cards by trick and seat, the grid by suit and rank, the pass."""
    columns = tuple(plays for _, plays in all_tricks(view))
    grid: dict[Suit, dict[int, int | None]] = {s: dict.fromkeys(range(2, 15)) for s in Suit}
    for plays in columns:
        for seat, card in plays:
            grid[card.suit][card.rank] = seat
    return Record(columns, grid, view.passed, view.passed_to, view.received, view.received_from)


def exact_opponent_odds(view: PlayerView) -> dict[int, tuple[dict[Suit, Fraction], Fraction]]:
    """Exact fractions behind :func:`opponent_odds` (for tests and the bench)."""
    known = knowledge(view)
    total = known.count()
    seats = opponents(view)
    result: dict[int, tuple[dict[Suit, Fraction], Fraction]] = {}
    for k, seat in enumerate(seats):
        voids: dict[Suit, Fraction] = {}
        for suit in Suit:
            cards = [c for c in known.allowed if c // 13 == suit]
            if total == 0:
                voids[suit] = Fraction(0)
            elif not cards:
                voids[suit] = Fraction(1)
            else:
                voids[suit] = Fraction(known.restricted(cards, k).count(), total)
        if QS in known.allowed and total:
            queen = Fraction(known.fixed(QS, k).count(), total)
        else:
            queen = Fraction(0)
        result[seat] = (voids, queen)
    return result


def opponent_odds(view: PlayerView) -> tuple[SeatOdds, ...]:
    """Odds screen 2: for each other seat (clockwise from you), exact P(void) and P(queen)."""
    exact = exact_opponent_odds(view)
    return tuple(
        SeatOdds(seat, {s: float(p) for s, p in voids.items()}, float(queen))
        for seat, (voids, queen) in exact.items()
    )


def _void_somewhere(known: Knowledge, suit: int) -> float:
    """P(at least one other seat holds none of ``suit``), exact."""
    total = known.count()
    cards = [c for c in known.allowed if c // 13 == suit]
    if not cards or total == 0:
        return 1.0
    # inclusion-exclusion over the three seats
    none = 0
    for k in range(3):
        none += known.restricted(cards, k).count()
    for a in range(3):
        for b in range(a + 1, 3):
            none -= known.restricted(cards, a).restricted(cards, b).count()
    return min(1.0, max(0.0, none / total))


def suit_danger(view: PlayerView) -> dict[Suit, int]:
    """Odds screen 3: danger 0-100 of each suit you hold (method in the module docstring)."""
    unseen = unseen_mask(view)
    known = knowledge(view)
    mine = mask_of(view.hand)
    danger: dict[Suit, int] = {}
    for suit in Suit:
        cards = sorted(c.index for c in view.hand if c.suit == suit)
        if not cards:
            danger[suit] = 0
            continue
        suit_unseen = (unseen >> (13 * suit)) & SUIT_MASK
        if suit in (Suit.CLUBS, Suit.DIAMONDS):
            cost_base = 0.6 * _void_somewhere(known, suit)
        else:
            cost_base = 0.0
        safe = 1.0
        for cover, index in enumerate(cards):
            rank_bit = index - 13 * suit
            below = bin(suit_unseen & ((1 << rank_bit) - 1)).count("1")
            above = bin(suit_unseen >> (rank_bit + 1)).count("1")
            chance = 1.0 if above == 0 else (below / (below + above)) ** (cover + 1)
            if suit == Suit.HEARTS:
                cost = 0.4
            elif suit == Suit.SPADES:
                queen_out = bool((unseen >> QS) & 1)
                cost = 0.9 if index == QS or (index > QS and queen_out) else 0.0
            else:
                cost = cost_base
            safe *= 1.0 - min(1.0, chance * cost)
        if (mine >> QS) & 1 and suit == Suit.SPADES:
            spades_out = bin(suit_unseen).count("1")
            cover = len(cards) - 1
            if cover < 3 and spades_out > cover:
                safe *= 0.5 + 0.15 * cover
        danger[suit] = round(100 * (1.0 - safe))
    return danger


def moon_chance(view: PlayerView) -> int:
    """Odds screen 3: the chance (0-100) you could still shoot the moon (see module docstring)."""
    if any(view.points_taken[s] for s in range(4) if s != view.seat):
        return 0
    return moon_odds(mask_of(view.hand), unseen_mask(view), view.points_taken[view.seat] > 0)
