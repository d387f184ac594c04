"""A cheap heuristic policy on bit masks, for the search's play-outs and the simple players.

Play-outs with uniformly random cards make every player look careless (a random player drops
the queen of spades on itself), so a search that rolls out randomly learns little.  This policy
is a careful ducker that costs only a few mask operations per card:

* lead: the lowest card outside hearts, avoiding the spade honours while the queen of spades
  is out, and avoiding spades entirely when holding the queen; otherwise the lowest card.  In
  the play-outs (``FLUSH``), a seat with no spade honour leads its lowest spade while the
  queen is out, to smoke it out, as most players and the IS-MCTS bots do;
* follow: the highest card that still loses; if every card wins, the highest card (not the
  queen of spades) when last, else the lowest;
* void: the queen of spades, then the ace or king of spades while the queen is out, then the
  highest heart, then the highest card of the shortest suit.

:func:`heuristic_playout` runs it for all four seats on a
:class:`~retrohearts.hearts.fast.FastState` to the end of the hand (the rules are those of
:func:`retrohearts.hearts.masks.legal_mask`, which it calls).
"""

from __future__ import annotations

from retrohearts.hearts.fast import FastState
from retrohearts.hearts.masks import (
    HEARTS,
    POINTS,
    POINTS_OF,
    QS,
    SUIT_MASKS,
    SUIT_OF,
    legal_mask,
    score,
)

__all__ = ["choose_card", "heuristic_playout", "legal_for"]

_NOT_POINTS = ~POINTS
_NOT_HEARTS = ~HEARTS
_SPADES = SUIT_MASKS[2]
_HIGH_SPADES = QS | (1 << 37) | (1 << 38)
_AK_SPADES = (1 << 37) | (1 << 38)
_QS_INDEX = 36
#: In moon play-outs, the others start defending once the shooter holds this many points.
DEFEND_FROM = 1
#: Lead a low spade when the queen of spades is out and this seat holds no spade honour
#: (most players smoke the queen out so; the IS-MCTS bots lead spades twice as often as the
#: ducking rule would).
FLUSH = True
#: With ``auto_moon``, a seat that has taken every point so far, at least this many, goes for
#: the moon for the rest of the play-out (and the others defend).
AUTO_MOON = 14


def _high(m: int) -> int:
    """Index of the highest card of a non-empty mask (by index)."""
    return m.bit_length() - 1


def _highest_rank(m: int) -> int:
    """Index of the card of highest rank (ties: the higher suit index) in a non-empty mask."""
    best = -1
    best_rank = -1
    for s in (3, 2, 1, 0):
        part = m & SUIT_MASKS[s]
        if part:
            c = part.bit_length() - 1
            r = c - 13 * s
            if r > best_rank:
                best_rank = r
                best = c
    return best


def _lowest_rank(m: int) -> int:
    """Index of the card of lowest rank (ties: the lower suit index) in a non-empty mask."""
    best = -1
    best_rank = 99
    for s in (0, 1, 2, 3):
        part = m & SUIT_MASKS[s]
        if part:
            c = (part & -part).bit_length() - 1
            r = c - 13 * s
            if r < best_rank:
                best_rank = r
                best = c
    return best


def _safest_lead(pool: int, others: int) -> int:
    """From ``pool``, the lowest card of the suit where it has the fewest cards under it."""
    chosen = -1
    key = (99, 99)
    for s in (0, 1, 2, 3):
        part = pool & SUIT_MASKS[s]
        if part:
            c = (part & -part).bit_length() - 1
            theirs = others & SUIT_MASKS[s]
            if not theirs:
                k = (50, c - 13 * s)  # nobody can follow: it wins the trick
            else:
                k = ((theirs & ((1 << c) - 1)).bit_count(), c - 13 * s)
            if k < key:
                key = k
                chosen = c
    return chosen


def choose_card(hand: int, m: int, lead: int, best: int, tlen: int, tpts: int,
                queen_out: bool, others: int = -1, later: int = -1, flush: bool = False) -> int:
    """The policy's card (an index) from legal mask ``m`` for a seat holding ``hand``.

    ``lead`` is the suit led (-1 when leading), ``best`` the winning card index so far,
    ``tlen`` the cards already in the trick, ``tpts`` their points, ``queen_out`` whether the
    queen of spades is still in someone's hand.  ``others`` are the cards the other seats may
    hold and ``later`` those the seats still to play to this trick may hold (-1: anything).
    ``flush``: lead the lowest spade while the queen of spades is out and this seat holds no
    spade honour (the play-outs do; the personalities keep the plain ducking lead).
    """
    if m & (m - 1) == 0:
        return m.bit_length() - 1
    if tlen == 0:
        if flush and queen_out and not hand & _HIGH_SPADES:
            low = m & _SPADES
            if low:  # smoke the queen out: lead spades while it is out and this seat is safe
                return (low & -low).bit_length() - 1
        avoid = HEARTS
        if hand & QS:
            avoid |= _SPADES
        elif queen_out:
            avoid |= _HIGH_SPADES
        pool = m & ~avoid
        if not pool:
            pool = m & ~_HIGH_SPADES & ~HEARTS or m & ~_HIGH_SPADES or m
        if others < 0:
            return _lowest_rank(pool)
        hearts = m & HEARTS
        if hearts and pool != m:
            low = hearts & -hearts
            theirs = others & HEARTS
            if theirs and not theirs & (low - 1):
                return low.bit_length() - 1  # a heart nobody can duck under: safe to lead
        return _safest_lead(pool, others)
    suit_mask = SUIT_MASKS[lead]
    if m & suit_mask:
        under = m & ((1 << best) - 1)
        if under:
            return under.bit_length() - 1
        low = m & -m
        if tlen == 3 or (later >= 0 and not later & suit_mask & ~((low << 1) - 1)):
            # this seat takes the trick whatever it plays: use its highest card
            pool = m & ~QS
            if pool:
                return pool.bit_length() - 1
            return _QS_INDEX
        if lead == 2 and queen_out and low & _AK_SPADES:
            return (m & ~QS).bit_length() - 1 if m & ~QS else _QS_INDEX
        return low.bit_length() - 1
    if m & QS:
        return _QS_INDEX
    if queen_out and m & _AK_SPADES:
        return (m & _AK_SPADES).bit_length() - 1
    hearts = m & HEARTS
    if hearts:
        return hearts.bit_length() - 1
    # a high card, preferring the shorter suit when ranks are close
    chosen = -1
    top = -999
    for s in range(3):
        part = m & SUIT_MASKS[s]
        if part:
            c = part.bit_length() - 1
            value = 4 * (c - 13 * s) - (hand & SUIT_MASKS[s]).bit_count()
            if value > top:
                chosen, top = c, value
    return chosen


def legal_for(state: FastState) -> int:
    """The legal mask of the seat to play (same as ``state.legal_mask()``)."""
    return state.legal_mask()


def _stop_moon(m: int, lead: int, best: int, tpts: int, shooter_winning: bool) -> int:
    """Against a moon shot: take any trick with points in it or that the shooter is winning
    (the seats after can then throw points on it), and give the shooter nothing."""
    follow = m & SUIT_MASKS[lead]
    if follow:
        top = follow.bit_length() - 1
        if top > best and (tpts or lead == 3 or shooter_winning):
            return top
        under = follow & ((1 << best) - 1)
        if under:
            return under.bit_length() - 1
        return (follow & -follow).bit_length() - 1
    if shooter_winning:
        safe = m & _NOT_POINTS
        if safe:
            return safe.bit_length() - 1
    if m & QS:
        return _QS_INDEX
    hearts = m & HEARTS
    if hearts:
        return hearts.bit_length() - 1
    return m.bit_length() - 1


def shoot_card(hand: int, m: int, lead: int, best: int, others: int) -> int:
    """The card of a seat going for the moon: run its winners, win what it can, and when it
    cannot follow throw its lowest card that carries no points."""
    if m & (m - 1) == 0:
        return m.bit_length() - 1
    if lead < 0:
        chosen = -1
        key = (-1, -1)
        for s in (0, 1, 2, 3):
            part = m & SUIT_MASKS[s]
            if part:
                top = part.bit_length() - 1
                boss = not ((others & SUIT_MASKS[s]) >> (top + 1))
                k = (int(boss), (hand & SUIT_MASKS[s]).bit_count())
                if k > key:
                    key, chosen = k, top
        return chosen
    follow = m & SUIT_MASKS[lead]
    if follow:
        top = follow.bit_length() - 1
        return top if top > best else (follow & -follow).bit_length() - 1
    safe = m & _NOT_POINTS or m
    return _lowest_rank(safe)


def heuristic_playout(state: FastState, shooter: int = -1, auto_moon: bool = False,
                      calm: int = -1, calm_from: int = 27,
                      defend_from: int = DEFEND_FROM) -> list[int]:
    """Play ``state`` to the end with :func:`choose_card` for every seat; return the points.

    With ``shooter`` set, that seat plays :func:`shoot_card` for as long as nobody else has
    taken a point, and once it holds ``defend_from`` points (``DEFEND_FROM``) the others try to
    stop it.  With ``auto_moon``, a seat that finds itself holding every point (at least
    ``AUTO_MOON``) at the end of a trick becomes the shooter from then on; seat ``calm`` (-1:
    none) does so only from ``calm_from`` points (27: never).
    ``state`` is modified (pass a copy to keep it).  Deterministic.
    """
    f = state.flags
    legal = legal_mask
    qbreak = f.queen_breaks
    hands = state.hands
    taken = state.taken
    p = state.to_play
    lead = state.lead_suit
    best = state.best
    winner = state.winner
    tpts = state.trick_points
    tlen = state.trick_len
    tricks = state.tricks
    broken = state.broken
    jack_taker = state.jack_taker
    jack_in = state.jack_in_trick
    suit_of = SUIT_OF
    points_of = POINTS_OF
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    queen_out = bool(remaining & QS)
    pick = choose_card
    flush = FLUSH
    while tricks < 13:
        h = hands[p]
        first = tricks == 0
        m = legal(f, h, lead if tlen else -1, first, broken)
        if shooter >= 0 and taken[shooter] != taken[0] + taken[1] + taken[2] + taken[3]:
            shooter = -1  # somebody else took a point: the moon is gone
        if m & (m - 1) == 0:
            c = m.bit_length() - 1
        elif p == shooter:
            c = shoot_card(h, m, lead, best, remaining & ~h)
        elif shooter >= 0 and tlen and taken[shooter] >= defend_from:
            c = _stop_moon(m, lead, best, tpts, winner == shooter)
        elif tlen == 0:
            c = pick(h, m, lead, best, tlen, tpts, queen_out, remaining & ~h, -1, flush)
        elif tlen == 3:
            c = pick(h, m, lead, best, tlen, tpts, queen_out)
        else:
            later = hands[(p + 1) & 3]
            if tlen == 1:
                later |= hands[(p + 2) & 3]
            c = pick(h, m, lead, best, tlen, tpts, queen_out, -1, later)
        hands[p] = h ^ (1 << c)
        remaining ^= 1 << c
        if tlen == 0:
            lead = suit_of[c]
            best = c
            winner = p
        elif c > best and suit_of[c] == lead:
            best = c
            winner = p
        pts = points_of[c]
        if pts:
            tpts += pts
            if pts == 1 or qbreak:
                broken = True
            if pts == 13:
                queen_out = False
        elif c == 22:
            jack_in = True
        if tlen < 3:
            tlen += 1
            p = (p + 1) & 3
        else:
            taken[winner] += tpts
            if auto_moon and shooter < 0 \
                    and taken[winner] >= (calm_from if winner == calm else AUTO_MOON) \
                    and taken[winner] == taken[0] + taken[1] + taken[2] + taken[3]:
                shooter = winner
            if jack_in:
                jack_taker = winner
                jack_in = False
            tpts = 0
            tlen = 0
            lead = -1
            tricks += 1
            p = winner
    state.to_play = p
    state.leader = p
    state.lead_suit = -1
    state.trick_points = 0
    state.trick_len = 0
    state.trick = 0
    state.tricks = tricks
    state.broken = broken
    state.jack_taker = jack_taker
    state.jack_in_trick = False
    return score(f, taken, jack_taker)
