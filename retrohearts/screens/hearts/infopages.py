"""Text pages behind the ODDS and RULES icons (shown by windows.TextPages).

ODDS: (1) the cards played by trick and seat, the played-cards grid, the pass;
(2) each opponent's chance of being void in each suit and of holding the queen of
spades; (3) the danger of each of your suits and your chance to shoot the moon.
The numbers come from `retrohearts.hearts.odds`, computed from your view only.
RULES: the house rules in force and the program controls.
"""

from __future__ import annotations

from typing import Any

from retrohearts.cards import Suit
from retrohearts.hearts.rules import HouseRules
from retrohearts.screens.hearts import helptext
from retrohearts.screens.hearts.controls import Controls

RANKS = "23456789TJQKA"


def _bar(p: float, width: int = 10) -> str:
    filled = max(0, min(width, round(p * width)))
    return "[" + "#" * filled + "." * (width - filled) + f"] {round(p * 100):3d}%"


def odds_pages(view: Any, names: list[str]) -> list[tuple[str, str]]:
    """The three odds screens as text pages."""
    from retrohearts.hearts import odds

    short = [n[:7] for n in names]
    rec = odds.record(view)
    lines = []
    for t, plays in enumerate(rec.tricks, start=1):
        cells = " ".join(f"{short[s]}:{c}" for s, c in plays)
        lines.append(f"{t:2d}. {cells}")
    if not lines:
        lines.append("No cards played yet.")
    lines.append("")
    lines.append("Played (by suit):")
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        row = "".join(RANKS[r - 2] if rec.grid[suit][r] is not None else "."
                      for r in range(2, 15))
        lines.append(f"  {suit.symbol} {row}")
    lines.append("")
    if rec.passed:
        to = names[rec.passed_to] if rec.passed_to is not None else "?"
        lines.append(f"Passed to {to}: {' '.join(map(str, rec.passed))}")
    if rec.received:
        frm = names[rec.received_from] if rec.received_from is not None else "?"
        lines.append(f"Received from {frm}: {' '.join(map(str, rec.received))}")
    page1 = "\n".join(lines)

    lines = ["Chance each opponent is void:", ""]
    seat_odds = odds.opponent_odds(view)
    for so in seat_odds:
        lines.append(names[so.seat])
        for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
            lines.append(f"  {suit.symbol} {_bar(so.void[suit])}")
    lines.append("")
    lines.append("Chance of holding the queen of spades:")
    for so in seat_odds:
        lines.append(f"  {short[so.seat]:7s} {_bar(so.queen)}")
    page2 = "\n".join(lines)

    danger = odds.suit_danger(view)
    lines = ["Danger of your suits (0 safe, 100 big trouble):", ""]
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        value = danger.get(suit, 0)
        lines.append(f"  {suit.symbol} {_bar(value / 100)}")
    lines.append("")
    lines.append("Your chance to shoot the moon:")
    lines.append(f"  {_bar(odds.moon_chance(view) / 100)}")
    page3 = "\n".join(lines)
    return [("Odds 1: the record", page1), ("Odds 2: opponents", page2),
            ("Odds 3: your hand", page3)]


def rules_pages(rules: HouseRules, controls: Controls) -> list[tuple[str, str]]:
    """The house rules and the program controls, as text."""
    yes = {True: "Yes", False: "No"}
    end = "no limit" if rules.end_score is None else str(rules.end_score)
    house = [
        f"Rule set:        {rules.preset_name or 'custom'}",
        f"2C must lead:    {yes[rules.first_lead == 'two_of_clubs']}",
        f"Must Play QS:    {yes[rules.must_play_queen]}",
        f"End of game:     {end}",
        f"Points on the first trick: {yes[rules.points_on_first_trick]}",
        f"Queen breaks hearts:       {yes[rules.queen_breaks_hearts]}",
        f"Jack of diamonds -10:      {yes[rules.jack_of_diamonds]}",
        f"Moon: {'others get 26' if rules.moon == 'others_plus_26' else 'shooter -26'}",
    ]
    program = [
        f"Play Speed:      {controls.play_speed}",
        f"Between Tricks:  {controls.between_tricks_label()}",
        f"Auto Advice:     {yes[controls.auto_advice]}",
        f"Your Portrait:   {controls.portrait.capitalize()}",
        f"Back design:     {controls.back_design.capitalize()}",
    ]
    text = helptext.RULES_NOTE + "\n\nHOUSE RULES\n" + "\n".join(house)
    text += "\n\nPROGRAM CONTROLS\n" + "\n".join(program)
    return [("Rules and controls", text)]
