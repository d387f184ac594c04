"""Does Julia's search know its moon shots?  Expected against real chances of success.

Julia goes for the moon when her moon plan (play-outs in which she runs her winners and the
others defend) beats ducking.  Each time she commits to a shot in a hand for the first time,
this script notes the share of that card's moon play-outs that ended in her moon
(``Thinker.moon_chance``) and, once the hand is over, whether the shot came off.  It prints
those pairs by expected chance (a calibrated search would give an expected and a real rate
that agree in every row), the same for every card she played while shooting, and what a
failed shot cost her.  It also plays the moon plan's play-out from each first commitment on
the cards as they really lay: when that play-out makes the moon where the game did not, the
play-out policies (the shooter's line, the defence) are too hopeful, not the deal sampler.
Same games as ``bench_strength.py`` (duplicate starts, games to 100); the field is
``ismcts`` (three OpenSpiel IS-MCTS bots), ``ducker`` or an opponent's name::

    python bench/bench_moon_calibration.py --games 8 --field ismcts --jobs 2
    python bench/bench_moon_calibration.py --games 4 --field ducker
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import bench_strength  # noqa: E402

from retrohearts.cards import Card  # noqa: E402
from retrohearts.hearts import Hand  # noqa: E402
from retrohearts.hearts.fast import FastState  # noqa: E402
from retrohearts.hearts.players import make_player  # noqa: E402
from retrohearts.hearts.players.policy import heuristic_playout  # noqa: E402
from retrohearts.hearts.players.search import MOON_DEFEND_FROM, SearchPlayer  # noqa: E402
from retrohearts.hearts.view import PlayerView  # noqa: E402

#: The rows of the table: expected chance from (inclusive) ... to (exclusive).
BUCKETS = ((0.0, 0.5), (0.5, 0.7), (0.7, 0.9), (0.9, 1.01))


@dataclass
class Shots:
    """What was seen: (expected chance, made) at each first commitment and at every card
    played while shooting; Julia's points in each failed shot; hands; her moons."""

    first: list[tuple[float, bool]] = field(default_factory=list)
    every: list[tuple[float, bool]] = field(default_factory=list)
    #: At each first commitment: (made in the game, the moon plan's play-out made it on the
    #: true deal), which tells the play-out policies' error from the deal sampler's.
    true_deal: list[tuple[bool, bool]] = field(default_factory=list)
    failed_points: list[int] = field(default_factory=list)
    hands: int = 0
    moons: int = 0

    def add(self, other: Shots) -> None:
        """Take in the figures of other games."""
        self.first += other.first
        self.true_deal += other.true_deal
        self.every += other.every
        self.failed_points += other.failed_points
        self.hands += other.hands
        self.moons += other.moons


class Watched:
    """Julia (the searching player) with her moon expectations written down."""

    def __init__(self, seed: int, hero: int, shots: Shots) -> None:
        player = make_player("Julia", seed)
        assert isinstance(player, SearchPlayer)
        self.player: SearchPlayer = player
        self.hero = hero
        self.shots = shots
        self._chances: list[float] = []
        self._commit: tuple[int, int] | None = None  # (cards played before it, its index)

    def choose_pass(self, view: PlayerView) -> list[Card]:
        return self.player.choose_pass(view)

    def choose_play(self, view: PlayerView) -> Card:
        thinker = self.player.start_thinking(view)
        card = thinker.run()
        if thinker.shooting and thinker.moon_chance is not None:
            self._chances.append(thinker.moon_chance)
            if self._commit is None:
                self._commit = (4 * len(view.tricks) + len(view.current), card.index)
        return card

    def hand_over(self, hand: Hand) -> None:
        """Pair this hand's expectations with its outcome."""
        made = hand.shooter() == self.hero
        self.shots.hands += 1
        self.shots.moons += made
        if self._chances:
            self.shots.first.append((self._chances[0], made))
            self.shots.every += [(c, made) for c in self._chances]
            if not made:
                self.shots.failed_points.append(hand.points_taken()[self.hero])
        if self._commit is not None:
            self.shots.true_deal.append((made, true_deal_moon(hand, self.hero, *self._commit)))
        self._chances = []
        self._commit = None


def true_deal_moon(hand: Hand, hero: int, played: int, card: int) -> bool:
    """Whether the moon plan's play-out, from the position after ``played`` cards of the
    finished ``hand`` with ``card`` (an index) played by ``hero``, makes the moon on the
    cards as they really lay."""
    held: list[list[Card]] = [[], [], [], []]
    plays = [(seat, c) for trick in hand.tricks for seat, c in trick.plays]
    for seat, c in plays:
        held[seat].append(c)
    replay = Hand.from_cards(hand.rules, held, dealer=hand.dealer)
    for _, c in plays[:played]:
        replay.play(c)
    state = FastState.from_hand(replay)
    state.play(card)
    heuristic_playout(state, hero, defend_from=MOON_DEFEND_FROM)
    return state.taken[hero] == sum(state.taken)


def play_start(job: tuple[int, str, int, int]) -> Shots:
    """The four games of one start, Julia in each seat in turn."""
    start, field_name, simulations, max_hands = job
    game = bench_strength._spiel_game(field_name)
    shots = Shots()
    for hero in range(4):
        julia = Watched(start * 4 + hero, hero, shots)
        bench_strength.play_game(start, hero, "Julia", field_name, bench_strength.Tally(),
                                 simulations, game, max_hands, julia, julia.hand_over)
    return shots


def table(pairs: list[tuple[float, bool]]) -> list[str]:
    """One line per row of ``BUCKETS``: how many, the mean expected chance, the real rate."""
    lines = []
    for lo, hi in BUCKETS:
        row = [(c, m) for c, m in pairs if lo <= c < hi]
        if row:
            expected = sum(c for c, _ in row) / len(row)
            real = sum(m for _, m in row) / len(row)
            lines.append(f"  expected {lo:.1f}-{min(hi, 1.0):.1f}: {len(row):4d}  "
                         f"expected {100 * expected:3.0f}%  made {100 * real:3.0f}%")
    return lines


def report(shots: Shots, field_name: str) -> None:
    """Print the figures."""
    made = sum(m for _, m in shots.first)
    print(f"Julia vs {field_name}: {shots.hands} hands, {len(shots.first)} shots, {made} made, "
          f"{shots.moons} moons in all")
    print("at the first card of each shot:")
    print("\n".join(table(shots.first)))
    print("at every card played while shooting:")
    print("\n".join(table(shots.every)))
    for made in (True, False):
        row = [t for m, t in shots.true_deal if m == made]
        if row:
            print(f"{'made' if made else 'failed'} in the game: {len(row)}, of which the moon "
                  f"plan's play-out on the true deal made {sum(row)}")
    if shots.failed_points:
        mean = sum(shots.failed_points) / len(shots.failed_points)
        print(f"failed shots: {len(shots.failed_points)}, her points in them {mean:.1f} on "
              f"average", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2, help="game starts (each played 4x)")
    parser.add_argument("--field", default="ismcts",
                        help="ismcts, ducker, or an opponent's name (e.g. Lindsay)")
    parser.add_argument("--first", type=int, default=3, help="first game start deal number")
    parser.add_argument("--simulations", type=int, default=1000)
    parser.add_argument("--max-hands", type=int, default=40, help="cap on hands per game")
    parser.add_argument("--jobs", type=int, default=1, help="game starts on this many processes")
    args = parser.parse_args(argv)
    jobs = [(args.first + g * 7919, args.field, args.simulations, args.max_hands)
            for g in range(args.games)]
    shots = Shots()
    if args.jobs > 1:
        from multiprocessing import Pool

        with Pool(args.jobs) as pool:
            for part in pool.imap(play_start, jobs):
                shots.add(part)
    else:
        for job in jobs:
            shots.add(play_start(job))
    report(shots, args.field)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
