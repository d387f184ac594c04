"""A key script that plays one HomeRun hand of a known deal to its end, for runs that can
only be fed a fixed script (the browser profile's query string).

The line is a plain greedy one, worked out with the engine: a rank card when one fits
(the first), else the pack, else a joker. Each move becomes the keys a player would
press: END (the last rank with cards), then LEFT to the wanted rank among the ranks still
holding cards, SPACE; ENTER turns the pack; HOME (the pack), RIGHT (the held jokers sit
just after it; HOME alone once the pack is empty), SPACE.
"""

from __future__ import annotations

from retrohearts.homerun import Deal, Hand


def greedy_moves(deal_number: int, jokers: int = 4) -> tuple[list[tuple[str, list[str]]], str]:
    """The greedy line's moves, each with the keys that play it, and how the hand ended
    ("cleared" or "stuck")."""
    hand = Hand(Deal.from_number(deal_number), jokers=jokers)
    moves: list[tuple[str, list[str]]] = []
    while hand.status == "playing":
        legal = hand.legal_moves()
        ranks = [m for m in legal if m.startswith("R")]
        move = ranks[0] if ranks else ("P" if "P" in legal else "J")
        if move.startswith("R"):  # END: the last rank with cards; LEFT skips empty ones
            filled = [r for r in range(1, 8) if hand.ranks[r - 1]]
            back = len(filled) - 1 - filled.index(int(move[1:]))
            keys = ["END", *(["LEFT"] * back), "SPACE"]
        elif move == "P":
            keys = ["ENTER"]
        else:  # HOME: the pack (the jokers next), or the jokers once the pack is empty
            keys = ["HOME", *(["RIGHT"] if hand.pack_left else []), "SPACE"]
        moves.append((move, keys))
        hand.play(move)
    return moves, hand.status


def greedy_script(deal_number: int, jokers: int = 4) -> tuple[str, str]:
    """(the key script, how the hand ended: "cleared" or "stuck")."""
    moves, ending = greedy_moves(deal_number, jokers)
    keys = ["wait 30", "key SPACE", "wait 200"]  # past the information screen and the deal
    for _, move_keys in moves:
        keys += [f"key {k}" for k in move_keys] + ["wait 3"]
    return "; ".join(keys), ending
