"""The engine's own demonstration: a deal (or a whole game) played by simple computers, as text.

    python -m retrohearts.hearts_demo --deal 1234
    python -m retrohearts.hearts_demo --game --rules windows --deal 77

The players here are deliberately simple (they only look at their own PlayerView): pass the three
most dangerous cards, duck under the trick when they can, otherwise get rid of the queen of
spades and high hearts.  The real opponents live in ``retrohearts.hearts.players``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TextIO

from retrohearts.cards import QUEEN_OF_SPADES, Card, Suit
from retrohearts.hearts import (
    DEAL_MAX,
    PRESETS,
    Hand,
    HouseRules,
    IllegalPlay,
    Match,
    PassDirection,
    PlayerView,
)

SEAT_NAMES = ("South", "West", "North", "East")


def danger(card: Card) -> int:
    """How much a simple player wants to get rid of ``card`` when passing."""
    if card == QUEEN_OF_SPADES:
        return 100
    if card.suit is Suit.SPADES and card.rank > 12:
        return 90 + card.rank
    if card.suit is Suit.HEARTS:
        return 40 + card.rank
    return card.rank


def simple_pass(view: PlayerView) -> list[Card]:
    """The three most dangerous cards."""
    return sorted(view.hand, key=danger, reverse=True)[:3]


def simple_play(view: PlayerView) -> Card:
    """Duck when following; dump trouble when void; lead low."""
    legal = list(view.legal)
    if not view.current:
        return min(legal, key=lambda c: (c.points > 0, c.rank))
    led = view.current[0][1].suit
    following = [c for c in legal if c.suit is led]
    if following:
        top = max(c.rank for _, c in view.current if c.suit is led)
        under = [c for c in following if c.rank < top]
        if under:
            return max(under, key=lambda c: c.rank)
        if len(view.current) == 3 and not any(c.points for _, c in view.current):
            return max(following, key=lambda c: (c != QUEEN_OF_SPADES, c.rank))
        return min(following, key=lambda c: c.rank)
    return max(legal, key=danger)


def cards_text(cards: Sequence[Card]) -> str:
    """"3C 5C | 8D | QS | 2H AH" style, suits separated."""
    groups = []
    for suit in Suit:
        mine = [str(c) for c in cards if c.suit is suit]
        if mine:
            groups.append(" ".join(mine))
    return " | ".join(groups) if groups else "-"


def play_hand(hand: Hand, out: TextIO, verbose: bool = True) -> list[int]:
    """Play ``hand`` to the end with the simple players, printing what happens."""
    def say(text: str) -> None:
        if verbose:
            print(text, file=out)

    for s in range(4):
        say(f"  {SEAT_NAMES[s]:5}  {cards_text(hand.cards(s))}")
    if hand.phase == "pass":
        for s in range(4):
            hand.pass_cards(s, simple_pass(hand.view(s)))
        say(f"  Passing {hand.pass_direction.label}:")
        for p in hand.history.passes:
            say(f"    {SEAT_NAMES[p.giver]:5} -> {SEAT_NAMES[p.receiver]:5}  "
                f"{' '.join(str(c) for c in p.cards)}")
    else:
        say("  No passing this hand.")
    while hand.phase == "play":
        seat = hand.to_play
        assert seat is not None
        card = simple_play(hand.view(seat))
        try:
            hand.play(card)
        except IllegalPlay:  # the simple players only pick from view.legal; never happens
            hand.play(hand.legal_plays()[0])
        if not hand.current_trick:
            t = hand.tricks[-1]
            plays = ", ".join(f"{SEAT_NAMES[s]} {c}" for s, c in t.plays)
            pts = f" ({t.points} point{'s' if t.points != 1 else ''})" if t.points else ""
            say(f"  Trick {len(hand.tricks):2}: {plays} -> {SEAT_NAMES[t.winner]}{pts}")
    points = hand.points()
    shooter = hand.shooter()
    if shooter is not None:
        say(f"  {SEAT_NAMES[shooter]} shot the moon!")
    say("  Points: " + ", ".join(f"{SEAT_NAMES[s]} {points[s]}" for s in range(4)))
    return points


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run the demonstration; returns an exit code (2 for bad options)."""
    stream = out if out is not None else sys.stdout
    parser = argparse.ArgumentParser(prog="python -m retrohearts.hearts_demo",
                                     description="A Hearts deal played by simple computers.")
    parser.add_argument("--deal", type=int, default=1, help=f"deal number 1-{DEAL_MAX}")
    parser.add_argument("--rules", default="villa_crespo", help=", ".join(PRESETS))
    parser.add_argument("--dealer", type=int, default=3, help="dealing seat 0-3 (0 is South)")
    parser.add_argument("--pass", dest="direction", default="left",
                        help="left, right, across or none")
    parser.add_argument("--game", action="store_true",
                        help="play a whole game from this deal number, printing each hand")
    try:
        args = parser.parse_args(argv)
        rules = HouseRules.preset(args.rules)
        directions = {d.label: d for d in PassDirection}
        if args.direction not in directions:
            raise ValueError(f"Unknown pass {args.direction!r}")
        if args.dealer not in range(4):
            raise ValueError("The dealer is a seat 0-3")
        if args.game:
            return _game(rules, args.deal, args.dealer, stream)
        hand = Hand.deal(rules, args.deal, dealer=args.dealer,
                         pass_direction=directions[args.direction])
    except ValueError as e:
        print(f"???{e}", file=sys.stderr)
        return 2
    print(f"Deal {args.deal}, {args.rules} rules, {SEAT_NAMES[args.dealer]} deals:",
          file=stream)
    play_hand(hand, stream)
    return 0


def _game(rules: HouseRules, first_deal: int, dealer: int, out: TextIO) -> int:
    match = Match(rules, first_deal=first_deal, first_dealer=dealer)
    while True:
        hand = match.hand
        print(f"Hand {match.hand_number + 1}: deal {hand.deal_number}, "
              f"{SEAT_NAMES[hand.dealer]} deals, pass {hand.pass_direction.label}", file=out)
        play_hand(hand, out)
        print("  Totals: " + ", ".join(f"{SEAT_NAMES[s]} {match.scores[s]}" for s in range(4)),
              file=out)
        if match.is_over:
            break
        match.next_hand()
    names = " and ".join(SEAT_NAMES[s] for s in match.winners)
    print(f"Game over: {names} win{'s' if len(match.winners) == 1 else ''}.", file=out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
