"""Why a card may not be played: the sentence the table shows when a player tries one.

One job: given what a seat holds and the state of the trick, name the rule that forbids a
card, in the words of the 1993 program ("Hearts have not been broken", "You must follow
suit").  It walks the same steps as :func:`retrohearts.hearts.masks.legal_mask`, so the
reason is always the rule that actually removed the card (tests check every refused card
against that function).  :meth:`Hand.play <retrohearts.hearts.hand.Hand.play>` raises
IllegalPlay with it; the screens ask :func:`refusal` with a PlayerView.
"""

from __future__ import annotations

from retrohearts.cards import Card
from retrohearts.hearts.masks import HEARTS, POINTS, QS, SUIT_MASKS, TWO_CLUBS, RuleFlags
from retrohearts.hearts.view import PlayerView

__all__ = ["FOLLOW_SUIT", "HEARTS_NOT_BROKEN", "NO_POINTS_FIRST", "PLAY_THE_QUEEN",
           "TWO_CLUBS_LEADS", "not_held", "reason", "refusal"]

TWO_CLUBS_LEADS = "The 2 of clubs must lead"
HEARTS_NOT_BROKEN = "Hearts have not been broken"
NO_POINTS_FIRST = "No points on the first trick"
FOLLOW_SUIT = "You must follow suit"
PLAY_THE_QUEEN = "You must play the queen of spades"
NOT_YOUR_TURN = "It is not your turn to play"


def not_held(card: Card) -> str:
    """A card the seat does not hold."""
    return f"You don't have the {card.name}"


def reason(flags: RuleFlags, hand: int, lead_suit: int, first_trick: bool, broken: bool,
           card: Card) -> str | None:
    """The rule forbidding ``card`` to a player holding ``hand`` (a mask), or None when
    the card may be played.  Arguments as for :func:`~retrohearts.hearts.masks.legal_mask`."""
    bit = 1 << card.index
    if not hand & bit:
        return not_held(card)
    if lead_suit < 0:
        if first_trick and flags.two_clubs_leads and hand & TWO_CLUBS:
            return None if bit == TWO_CLUBS else TWO_CLUBS_LEADS
        m = hand
        if flags.must_break and not broken and hand & ~flags.exempt_mask and hand & ~HEARTS:
            m = hand & ~HEARTS
            if not m & bit:
                return HEARTS_NOT_BROKEN
        if first_trick and flags.no_points_first and m & ~POINTS and bit & POINTS:
            return NO_POINTS_FIRST
        return None
    follow = hand & SUIT_MASKS[lead_suit]
    if follow:
        if not follow & bit:
            return FOLLOW_SUIT
        if first_trick and flags.no_points_first and follow & ~POINTS and bit & POINTS:
            return NO_POINTS_FIRST
        return None
    m = hand
    if first_trick and flags.no_points_first and hand & ~POINTS:
        m = hand & ~POINTS
        if bit & POINTS:
            return NO_POINTS_FIRST
    if flags.must_play_queen and m & QS and bit != QS:
        return PLAY_THE_QUEEN
    return None


def refusal(view: PlayerView, card: Card) -> str | None:
    """Why the seat of ``view`` may not play ``card`` now, or None when it may."""
    if view.phase != "play" or view.to_play != view.seat:
        return NOT_YOUR_TURN
    lead = view.current[0][1].suit.value if view.current else -1
    hand = 0
    for c in view.hand:
        hand |= 1 << c.index
    return reason(RuleFlags.of(view.rules), hand, lead, view.trick_number == 0,
                  view.hearts_broken, card)
