"""The six computer opponents: who they are and how they really play.

Each one is a small class with ``choose_pass(view)`` and ``choose_play(view)``.  They see only a
PlayerView; anything random comes from ``retrohearts.rng.Rng`` seeded by the player's seed and
a digest of the view, so the same seed and view always give the same decision.  Their stated
tendencies are measured by ``bench/bench_strength.py``.

* Jeffrey, the cautious one: ducks whenever he can and never tries for the moon.
* Lindsay, the moon shooter: with a strong hand she goes for all 26 points.
* Michael, the beginner: plays the right idea most of the time, but often slips.
* Ellen, the queen hunter: keeps the queen of spades for the game's leader and leads spades
  to smoke it out when someone else has it.
* David, the card counter: ducks like Jeffrey, but leads from exact void odds.
* Julia, the strongest: searches hundreds of possible deals before every card.
"""

from __future__ import annotations

from retrohearts.cards import QUEEN_OF_SPADES, Card, Suit
from retrohearts.hearts.masks import CARD_OF, HEARTS, QS, SUIT_MASKS, mask_of
from retrohearts.hearts.players.base import BasePlayer
from retrohearts.hearts.players.deals import Knowledge
from retrohearts.hearts.players.heuristics import TrickFacts, game_leader, policy_card, winning_seat
from retrohearts.hearts.players.inference import knowledge, unseen_mask
from retrohearts.hearts.players.policy import choose_card
from retrohearts.hearts.players.search import SearchPlayer, _pass_desire, view_key
from retrohearts.hearts.view import PlayerView
from retrohearts.rng import Rng

__all__ = ["Cautious", "CardCounter", "Beginner", "HandOnly", "MoonShooter", "QueenHunter",
           "Strongest"]


def desire_pass(hand: tuple[Card, ...], keep: int = 0) -> list[Card]:
    """The three most passable cards (``search._pass_desire``), never those in ``keep``."""
    m = mask_of(hand)
    ranked = sorted((c for c in hand if not (keep >> c.index) & 1),
                    key=lambda c: (-_pass_desire(m, c.index), c.index))
    return sorted(ranked[:3])


class Cautious(BasePlayer):
    """Jeffrey: the careful ducker of ``policy.py``; passes his most dangerous cards."""

    def _pass(self, view: PlayerView) -> list[Card]:
        """Three cards to pass."""
        return desire_pass(view.hand)

    def _play(self, view: PlayerView) -> Card:
        """One of ``view.legal``."""
        return policy_card(view)


class Beginner(BasePlayer):
    """Michael: a beginner.  About one play in five is a typical slip: playing his highest
    card instead of ducking, or something that just caught his eye; he passes high cards
    without a plan and keeps the queen of spades now and then."""

    SLIP = 0.2

    def _rng(self, view: PlayerView) -> Rng:
        return Rng(self.seed * 0x9E3779B97F4A7C15 ^ view_key(view))

    def _pass(self, view: PlayerView) -> list[Card]:
        """Three high cards, chosen loosely."""
        rng = self._rng(view)
        ranked = sorted(view.hand, key=lambda c: (-c.rank, c.index))
        pool = ranked[:6]
        rng.shuffle(pool)
        return sorted(pool[:3])

    def _play(self, view: PlayerView) -> Card:
        """One of ``view.legal``; sometimes not the wise one."""
        legal = list(view.legal)
        rng = self._rng(view)
        if len(legal) > 1 and rng.random() < self.SLIP:
            if rng.below(2) == 0:
                return max(legal, key=lambda c: (c.rank, c.index))
            return legal[rng.below(len(legal))]
        return policy_card(view)


class QueenHunter(BasePlayer):
    """Ellen: the queen of spades is her weapon.  She keeps it when she has spades to guard it,
    and when she cannot follow suit she saves it for the trick the game's leader is winning
    (late in the hand she lets it go anywhere).  Without it, she leads low spades to force it
    out."""

    def _pass(self, view: PlayerView) -> list[Card]:
        """Three cards, keeping a guarded queen of spades."""
        spades = sum(1 for c in view.hand if c.suit == Suit.SPADES)
        keep = QS if spades >= 4 else 0
        return desire_pass(view.hand, keep)

    def _play(self, view: PlayerView) -> Card:
        """One of ``view.legal``."""
        f = TrickFacts.of(view)
        legal = f.legal
        if f.lead >= 0 and not legal & SUIT_MASKS[f.lead] and legal & QS:
            winner = winning_seat(view)
            late = view.trick_number >= 9
            if winner == game_leader(view) or late or legal == QS:
                return QUEEN_OF_SPADES
            rest = legal & ~QS
            return CARD_OF[choose_card(f.hand & ~QS, rest, f.lead, f.best, f.played, f.points,
                                       f.queen_out)]
        if f.lead == 2 and legal & QS and f.best > QUEEN_OF_SPADES.index \
                and view.trick_number < 9 \
                and winning_seat(view) != game_leader(view):
            # following spades under the ace or king: keep the queen for the leader if she can
            under = legal & ~QS & ((1 << f.best) - 1)
            if under:
                return CARD_OF[under.bit_length() - 1]
        if f.lead < 0 and f.queen_out and not f.hand & QS:
            low_spades = legal & SUIT_MASKS[2] & ((1 << 36) - 1)
            if low_spades:
                return CARD_OF[(low_spades & -low_spades).bit_length() - 1]
        return policy_card(view)


class CardCounter(BasePlayer):
    """David: remembers every card.  He ducks like Jeffrey, but chooses his leads from the exact
    odds of who is void where: he leads the suit least likely to bring a discard, with the card
    least likely to win."""

    def _pass(self, view: PlayerView) -> list[Card]:
        """Three cards to pass."""
        return desire_pass(view.hand)

    def _play(self, view: PlayerView) -> Card:
        """One of ``view.legal``."""
        if view.current or len(view.legal) == 1:
            return policy_card(view)
        f = TrickFacts.of(view)
        known = knowledge(view)
        total = known.count()
        unseen = unseen_mask(view)
        best: tuple[float, int] | None = None
        for suit in range(4):
            part = f.legal & SUIT_MASKS[suit]
            if not part:
                continue
            low = (part & -part).bit_length() - 1
            suit_unseen = unseen & SUIT_MASKS[suit]
            below = (suit_unseen & ((1 << low) - 1)).bit_count()
            above = (suit_unseen >> (low + 1)).bit_count()
            void_risk = _void_risk(known, total, suit)
            # chance to win the trick, and what it may cost
            win = 1.0 if above == 0 else min(1.0, below / (above + 0.5))
            cost = win * (1.0 + 6.0 * void_risk)
            if suit == 3:
                cost += 1.5
            if suit == 2 and f.hand & QS:
                cost += 3.0
            if suit == 2 and f.queen_out and low >= 37:
                cost += 6.0
            key = (cost, low)
            if best is None or key < best:
                best = key
        assert best is not None
        return CARD_OF[best[1]]


def _void_risk(known: Knowledge, total: int, suit: int) -> float:
    """Exact P(some other seat is void in ``suit``) (a union bound over the three seats)."""
    cards = [c for c in known.allowed if c // 13 == suit]
    if not cards or total == 0:
        return 1.0
    return min(1.0, sum(known.restricted(cards, k).count() for k in range(3)) / total)


class MoonShooter(BasePlayer):
    """Lindsay: bold.  When her hand has the control for it and nobody else has taken a point,
    she plays to take every trick; otherwise she ducks like Jeffrey."""

    THRESHOLD = 12

    @staticmethod
    def _strong(hand: tuple[Card, ...]) -> bool:
        high = sum(1 for c in hand if c.rank >= 12)
        hearts = [c for c in hand if c.suit == Suit.HEARTS]
        top_hearts = sum(1 for c in hearts if c.rank >= 11)
        return high >= 6 and len(hearts) >= 4 and top_hearts >= 2

    def _pass(self, view: PlayerView) -> list[Card]:
        """Low cards when she plans the moon, else her most dangerous ones."""
        if self._strong(view.hand):
            return sorted(sorted(view.hand, key=lambda c: (c.rank, c.index))[:3])
        return desire_pass(view.hand)

    def _shooting(self, view: PlayerView) -> bool:
        from retrohearts.hearts.odds import moon_chance  # odds imports this package

        if any(view.points_taken[s] for s in range(4) if s != view.seat):
            return False
        return moon_chance(view) >= self.THRESHOLD or (
            view.trick_number < 3 and self._strong(view.hand))

    def _play(self, view: PlayerView) -> Card:
        """One of ``view.legal``."""
        if len(view.legal) == 1 or not self._shooting(view):
            return policy_card(view)
        f = TrickFacts.of(view)
        legal = f.legal
        unseen = unseen_mask(view)
        if f.lead < 0:
            # lead a sure winner if she has one, else her highest card of her longest suit
            for suit in (0, 1, 2, 3):
                part = legal & SUIT_MASKS[suit]
                if part:
                    top = part.bit_length() - 1
                    if not (unseen & SUIT_MASKS[suit]) >> (top + 1):
                        return CARD_OF[top]
            longest = max(range(4), key=lambda s: ((legal & SUIT_MASKS[s]).bit_count(), s))
            return CARD_OF[(legal & SUIT_MASKS[longest]).bit_length() - 1]
        follow = legal & SUIT_MASKS[f.lead]
        if follow:
            top = follow.bit_length() - 1
            if top > f.best:
                return CARD_OF[top]
            return CARD_OF[(follow & -follow).bit_length() - 1]
        # void: throw away her weakest non-heart card, keep the hearts and the queen
        rest = legal & ~HEARTS & ~QS or legal
        low = min((c for c in range(52) if rest >> c & 1), key=lambda c: (c % 13, c))
        return CARD_OF[low]


class Strongest(SearchPlayer):
    """Julia: the determinized search of ``search.py``."""


class HandOnly(SearchPlayer):
    """Julia before issue 14, for the benches only: per-hand points, no moon defence, no
    pruning, no pass hint, no moon pass, the pass work she had then (her deals now come from
    the faster sampler and her moon plan in play is today's, so a single decision may differ
    from hers)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, pass_work=110_000, score_aware=False, moon_defence=False,
                         prune=False, hints=False, moon_pass=False)
