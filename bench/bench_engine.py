"""Random-legal complete hands per second: the public API, the fast path, and OpenSpiel.

Each "hand" is a full hand of Hearts with every choice uniformly random among the legal ones:
a fresh deal, three cards passed by every seat (the pass direction cycles), then 52 plays.

* public  - ``Hand.deal`` + ``pass_cards`` + ``legal_plays()`` / ``play()`` (Card objects);
* fast    - ``retrohearts.hearts.fast.random_hand`` (bit masks: deal, pass, random_playout);
* openspiel - ``pyspiel.load_game("hearts")`` driven from Python: chance nodes (pass direction
  and the 52-card deal) and every decision (12 pass actions, 52 plays) chosen at random from
  ``legal_actions()`` / ``chance_outcomes()``.

Our rules are set to match OpenSpiel's defaults (2C leads, no points on the first trick, the
queen breaks hearts, hearts must be broken).  Run: ``python bench/bench_engine.py [--seconds 3]``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from retrohearts.hearts import Hand, HouseRules, PassDirection
from retrohearts.hearts.fast import random_hand
from retrohearts.rng import Rng

RULES = HouseRules(first_lead="two_of_clubs", points_on_first_trick=False,
                   queen_breaks_hearts=True, must_break_hearts=True)


def public_api(n: int, seed: int) -> None:
    rng = Rng(seed)
    for k in range(n):
        hand = Hand.deal(RULES, 1 + rng.below(999_999_999), dealer=k & 3,
                         pass_direction=PassDirection.for_hand(k))
        if hand.phase == "pass":
            for s in range(4):
                mine = list(hand.cards(s))
                rng.shuffle(mine)
                hand.pass_cards(s, mine[:3])
        while hand.phase == "play":
            legal = hand.legal_plays()
            hand.play(legal[rng.below(len(legal))])
        hand.points()


def fast_path(n: int, seed: int) -> None:
    rng = Rng(seed)
    for k in range(n):
        random_hand(RULES, rng, dealer=k & 3, direction=PassDirection.for_hand(k))


def openspiel(n: int, seed: int) -> None:
    import pyspiel

    game = pyspiel.load_game("hearts")
    rng = random.Random(seed)
    for _ in range(n):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[rng.randrange(len(actions))])
        state.returns()


def rate(run: Callable[[int, int], None], seconds: float) -> float:
    """Hands per second: grow the batch until one batch takes ``seconds``/3, keep the best of
    three batches."""
    n = 10
    while True:
        t = time.perf_counter()
        run(n, 1)
        dt = time.perf_counter() - t
        if dt >= seconds / 3:
            break
        n = max(n * 2, int(n * seconds / 3 / max(dt, 1e-6)))
    best = n / dt
    for seed in (2, 3):
        t = time.perf_counter()
        run(n, seed)
        best = max(best, n / (time.perf_counter() - t))
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per engine")
    args = parser.parse_args(argv)
    public = rate(public_api, args.seconds)
    fast = rate(fast_path, args.seconds)
    print(f"public API : {public:10.0f} hands/s")
    print(f"fast path  : {fast:10.0f} hands/s")
    try:
        spiel = rate(openspiel, args.seconds)
    except ImportError:
        print("openspiel  : not installed (pip install '.[bench]')")
        return 0
    print(f"openspiel  : {spiel:10.0f} hands/s")
    print(f"fast / openspiel   = {fast / spiel:5.2f}  (target >= 1.0)")
    print(f"public / openspiel = {public / spiel:5.2f}  (target >= 0.25)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
