"""How strong are the opponents?  Duplicate games against two fields, with style figures.

Duplicate: every game start (a deal number) is played four times with the player under test
in each seat in turn, the other three seats taken by the field; pass direction cycles with the
hands (left, right, across, none) and every bot is seeded from the deal and its seat.  The
margin of a hand is the mean of the other three players' points minus one's own (higher is
better); the script prints its mean per hand with a 95% confidence interval (normal
approximation over game starts, which are independent), the game win rate to 100 (ties
shared), the moon rates, the style figures (points per hand, moon attempts and successes, how
often a queen of spades given away lands on the game's leader) and the move times.

Fields:

* ``ducker``: three shedding duckers (``players/ducker.py``, the rule issue 6 gives);
* ``ismcts``: three OpenSpiel IS-MCTS bots (``pyspiel.ISMCTSBot`` on OpenSpiel's hearts, 1,000
  simulations, random roll-outs, most-visited move), each hand's OpenSpiel state driven in step
  with ours.  They pass with the ducker's rule (the bot cannot decide passes from every seat);
* any opponent's name: three of that opponent (``--field Lindsay``: moon shooters, to see how
  often moons succeed against the player under test).

Rules: those both engines share (two of clubs leads, no points on the first trick, the queen
breaks hearts, a leader with only hearts and the queen must lead the queen), game to 100.

A moon *attempt* is counted when, by the time ten points have been taken, one player has
taken all of them.  Examples::

    python bench/bench_strength.py --games 2 --player Julia            # quick
    python bench/bench_strength.py --games 30 --player all --field ducker
    python bench/bench_strength.py --games 8 --player Julia --field ismcts
    python bench/bench_strength.py --games 16 --field ismcts --jobs 2   # starts on 2 processes
    python bench/bench_strength.py --games 30 --field ismcts --jobs 2 --fresh --save base.jsonl
    python bench/bench_strength.py --games 30 --field ismcts --jobs 2 --fresh --against base.jsonl

``--fresh`` makes the IS-MCTS runs repeatable and comparable game by game (in part: see
``strength_pairs.py``).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from retrohearts.cards import QUEEN_OF_SPADES, Card, Suit  # noqa: E402
from retrohearts.hearts import Hand, HouseRules, Match  # noqa: E402
from retrohearts.hearts.players import OPPONENTS, make_player  # noqa: E402
from retrohearts.hearts.players.ducker import ducker_pass  # noqa: E402

RULES = HouseRules(first_lead="two_of_clubs", points_on_first_trick=False,
                   queen_breaks_hearts=True, must_break_hearts=True,
                   lead_hearts_when="only_hearts", must_play_queen=False,
                   jack_of_diamonds=False, moon="others_plus_26", end_score=100)

_PSUIT = {Suit.CLUBS: 0, Suit.DIAMONDS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}
_OSUIT = {v: k for k, v in _PSUIT.items()}


def to_action(card: Card) -> int:
    """OpenSpiel hearts action of a card: rank * 4 + suit (clubs, diamonds, hearts, spades)."""
    return (card.rank - 2) * 4 + _PSUIT[card.suit]


def from_action(action: int) -> Card:
    """Our card for an OpenSpiel hearts action."""
    return Card(action // 4 + 2, _OSUIT[action % 4])


class Spiel:
    """OpenSpiel's hearts state for one hand, kept in step with our Hand."""

    def __init__(self, game: Any, hand: Hand) -> None:
        self.state = game.new_initial_state()
        self.state.apply_action(hand.pass_direction.value)  # same numbering: none/left/across/right
        dealt = [hand.dealt(s) for s in range(4)]
        for r in range(13):
            for seat in range(4):
                self.state.apply_action(to_action(dealt[seat][r]))

    def passes(self, chosen: dict[int, list[Card]]) -> None:
        while not self.state.is_terminal() and self.state.current_player() in chosen:
            seat = self.state.current_player()
            card = chosen[seat].pop(0)
            self.state.apply_action(to_action(card))
            if not chosen[seat]:
                del chosen[seat]

    def play(self, seat: int, card: Card) -> None:
        if self.state.current_player() != seat:
            raise RuntimeError(f"OpenSpiel expects seat {self.state.current_player()}, not {seat}")
        action = to_action(card)
        if action not in self.state.legal_actions():
            raise RuntimeError(f"OpenSpiel refuses {card} for seat {seat}")
        self.state.apply_action(action)


class IsmctsSeat:
    """An OpenSpiel IS-MCTS bot in one seat."""

    def __init__(self, game: Any, seed: int, simulations: int) -> None:
        import pyspiel

        evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
        self.bot = pyspiel.ISMCTSBot(seed, evaluator, 2.0, simulations, -1,
                                     pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT, False, False)
        self.spiel: Spiel | None = None

    def choose_pass(self, view: Any) -> list[Card]:
        return ducker_pass(view.hand)

    def choose_play(self, view: Any) -> Card:
        assert self.spiel is not None
        return from_action(self.bot.step(self.spiel.state))


@dataclass
class Tally:
    """Figures for the player under test."""

    margins_by_start: dict[int, list[float]] = field(default_factory=dict)
    points: list[int] = field(default_factory=list)
    wins: float = 0.0
    games: int = 0
    moons: int = 0
    moons_against: int = 0
    attempts: int = 0
    attempts_succeeded: int = 0
    queen_gifts: int = 0
    queen_on_leader: int = 0
    play_times: list[float] = field(default_factory=list)
    pass_times: list[float] = field(default_factory=list)


def _moon_attempt(hand: Hand) -> int | None:
    """The seat that had all the points when ten had been taken (None if nobody)."""
    taken = [0, 0, 0, 0]
    for trick in hand.tricks:
        taken[trick.winner] += trick.points
        if sum(taken) >= 10:
            owners = [s for s in range(4) if taken[s]]
            return owners[0] if len(owners) == 1 else None
    return None


def _queen_gift(hand: Hand, hero: int, scores: tuple[int, ...]) -> tuple[bool, bool]:
    """(hero gave the queen of spades to someone else, and that someone leads the game)."""
    for trick in hand.tricks:
        for seat, card in trick.plays:
            if card == QUEEN_OF_SPADES and seat == hero and trick.winner != hero:
                others = [s for s in range(4) if s != hero]
                low = min(scores[s] for s in others)
                return True, scores[trick.winner] == low
    return False, False


def play_game(start: int, hero: int, name: str, field_name: str, tally: Tally,
              simulations: int, game: Any, max_hands: int, hero_player: Any = None,
              hand_over: Callable[[Hand], None] | None = None, work: int | None = None) -> None:
    """One game from deal ``start`` with ``name`` in seat ``hero`` (or ``hero_player``, an
    object that plays like the opponents; ``work``: its thinking budget, None the default);
    ``hand_over`` sees every hand when it is played."""
    seats: list[Any] = []
    for seat in range(4):
        seed = start * 4 + seat
        if seat == hero:
            seats.append(hero_player or make_player(name, seed, work))
        elif field_name == "ismcts":
            seats.append(IsmctsSeat(game, seed, simulations))
        else:
            seats.append(make_player(field_name, seed))
    match = Match(RULES, first_deal=start, first_dealer=3)
    margins = tally.margins_by_start.setdefault(start, [])
    for _ in range(max_hands):
        hand = match.hand
        scores = hand.scores
        spiel = Spiel(game, hand) if game is not None else None
        for s in seats:
            if isinstance(s, IsmctsSeat):
                s.spiel = spiel
        if hand.phase == "pass":
            chosen: dict[int, list[Card]] = {}
            for seat in range(4):
                t = time.perf_counter()
                cards = list(seats[seat].choose_pass(hand.view(seat)))
                if seat == hero:
                    tally.pass_times.append(time.perf_counter() - t)
                hand.pass_cards(seat, cards)
                chosen[seat] = list(cards)
            if spiel is not None:
                spiel.passes(chosen)
        while hand.phase == "play":
            turn = hand.to_play
            assert turn is not None
            seat = turn
            t = time.perf_counter()
            card = seats[seat].choose_play(hand.view(seat))
            if seat == hero:
                tally.play_times.append(time.perf_counter() - t)
            hand.play(card)
            if spiel is not None:
                spiel.play(seat, card)
        if hand_over is not None:
            hand_over(hand)
        pts = hand.points()
        margins.append((sum(pts) - pts[hero]) / 3.0 - pts[hero])
        tally.points.append(pts[hero])
        shooter = hand.shooter()
        if shooter == hero:
            tally.moons += 1
        elif shooter is not None:
            tally.moons_against += 1
        if _moon_attempt(hand) == hero:
            tally.attempts += 1
            tally.attempts_succeeded += shooter == hero
        gave, on_leader = _queen_gift(hand, hero, scores)
        tally.queen_gifts += gave
        tally.queen_on_leader += on_leader
        if match.is_over:
            break
        match.next_hand()
    tally.games += 1
    winners = match.winners or tuple(s for s in range(4) if match.scores[s] == min(match.scores))
    if hero in winners:
        tally.wins += 1.0 / len(winners)


def merge(into: Tally, part: Tally) -> None:
    """Add the figures of ``part`` (other games) to ``into``."""
    for start, margins in part.margins_by_start.items():
        into.margins_by_start.setdefault(start, []).extend(margins)
    for name in ("points", "play_times", "pass_times"):
        getattr(into, name).extend(getattr(part, name))
    for name in ("wins", "games", "moons", "moons_against", "attempts", "attempts_succeeded",
                 "queen_gifts", "queen_on_leader"):
        setattr(into, name, getattr(into, name) + getattr(part, name))


def game_record(start: int, seat: int, tally: Tally) -> dict[str, Any]:
    """One game's figures as a JSON-ready dict (``--one`` prints it, ``--save`` keeps it)."""
    record = dataclasses.asdict(tally)
    record["margins"] = record.pop("margins_by_start").get(start, [])
    record.update(start=start, seat=seat)
    return record


def tally_of(record: dict[str, Any]) -> Tally:
    """The Tally of one game's record (the inverse of :func:`game_record`)."""
    values = {k: v for k, v in record.items() if k not in ("start", "seat", "margins")}
    return Tally(margins_by_start={int(record["start"]): list(record["margins"])}, **values)


def _spiel_game(field_name: str) -> Any:
    """OpenSpiel's hearts game for the IS-MCTS field (None for the other fields)."""
    if field_name != "ismcts":
        return None
    import pyspiel

    return pyspiel.load_game("hearts")


def play_one(start: int, seat: int, name: str, field_name: str, simulations: int,
             max_hands: int, work: int | None = None) -> dict[str, Any]:
    """One game, ``name`` in ``seat``: its record."""
    tally = Tally()
    play_game(start, seat, name, field_name, tally, simulations, _spiel_game(field_name),
              max_hands, work=work)
    return game_record(start, seat, tally)


def play_start(job: tuple[int, str, str, int, int, int | None]) -> Tally:
    """The four games of one game start (one seat each for the player under test)."""
    start, name, field_name, simulations, max_hands, work = job
    game = _spiel_game(field_name)
    tally = Tally()
    for hero in range(4):
        play_game(start, hero, name, field_name, tally, simulations, game, max_hands, work=work)
    return tally


def _pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000.0


def report(name: str, field_name: str, tally: Tally) -> None:
    """Print one player's figures."""
    per_start = [statistics.mean(v) for v in tally.margins_by_start.values() if v]
    all_margins = [m for v in tally.margins_by_start.values() for m in v]
    hands = len(all_margins)
    mean = statistics.mean(all_margins) if all_margins else float("nan")
    # CI over independent game starts, weighting each by its number of hands
    weights = [len(v) for v in tally.margins_by_start.values() if v]
    if len(per_start) > 1:
        wmean = sum(w * m for w, m in zip(weights, per_start, strict=True)) / sum(weights)
        var = sum(w * w * (m - wmean) ** 2 for w, m in zip(weights, per_start, strict=True))
        var *= len(per_start) / (len(per_start) - 1) / sum(weights) ** 2
        half = 1.96 * math.sqrt(var)
    else:
        half = float("nan")
    print(f"{name:8s} vs {field_name:6s}: margin {mean:+.2f} +- {half:.2f} per hand "
          f"({hands} hands, {tally.games} games, {len(per_start)} starts x 4 seats)")
    print(f"{'':8s}   points/hand {statistics.mean(tally.points):.2f}  game wins "
          f"{100 * tally.wins / max(1, tally.games):.1f}%  moons {tally.moons} "
          f"({100 * tally.moons / max(1, hands):.1f}%), against {tally.moons_against}  "
          f"attempts {tally.attempts} (succeeded {tally.attempts_succeeded})  "
          f"queen given {tally.queen_gifts}x, on leader "
          f"{100 * tally.queen_on_leader / max(1, tally.queen_gifts):.0f}%")
    print(f"{'':8s}   move ms p50 {_pct(tally.play_times, 0.5):.1f} p99 "
          f"{_pct(tally.play_times, 0.99):.1f} max {_pct(tally.play_times, 1.0):.1f}; "
          f"pass ms p50 {_pct(tally.pass_times, 0.5):.1f} p99 "
          f"{_pct(tally.pass_times, 0.99):.1f}", flush=True)


def _starts(args: argparse.Namespace) -> list[int]:
    """The deal numbers of the game starts asked for."""
    return [args.first + g * 7919 for g in range(args.games)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2, help="game starts (each played 4x)")
    parser.add_argument("--player", default="Julia", help="a name, or 'all' (the six)")
    parser.add_argument("--field", default="ducker",
                        help="ducker, ismcts, or an opponent's name (e.g. Lindsay)")
    parser.add_argument("--first", type=int, default=1, help="first game start deal number")
    parser.add_argument("--simulations", type=int, default=1000)
    parser.add_argument("--max-hands", type=int, default=40, help="cap on hands per game")
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes (game starts are shared out; times are then per core)")
    parser.add_argument("--progress", action="store_true",
                        help="print the running figures after every game start")
    parser.add_argument("--fresh", action="store_true",
                        help="every game in a new process without address randomisation, so "
                             "a run with the IS-MCTS bots can be repeated (strength_pairs.py)")
    parser.add_argument("--save", metavar="FILE", help="with --fresh: one JSON line per game")
    parser.add_argument("--against", metavar="FILE",
                        help="with --fresh: compare game by game with a run saved by --save")
    parser.add_argument("--work", type=int, default=None,
                        help="the searching player's work a card (players/budget.py; default: "
                             "the desktop's)")
    parser.add_argument("--one", nargs=2, type=int, metavar=("START", "SEAT"),
                        help=argparse.SUPPRESS)  # a single game, its record printed as JSON
    args = parser.parse_args(argv)
    if args.one:
        record = play_one(args.one[0], args.one[1], args.player, args.field, args.simulations,
                          args.max_hands, args.work)
        print(json.dumps(record))
        return 0
    if (args.save or args.against) and not args.fresh:
        parser.error("--save and --against need --fresh")
    names = list(OPPONENTS) if args.player == "all" else args.player.split(",")
    if args.fresh and len(names) > 1:
        parser.error("--fresh takes one player")
    for name in names:
        tally = Tally()
        jobs = [(start, name, args.field, args.simulations, args.max_hands, args.work)
                for start in _starts(args)]
        paired = ""
        if args.fresh:
            paired = _run_fresh(args, name, tally)
        elif args.jobs > 1:
            from multiprocessing import Pool

            with Pool(args.jobs) as pool:
                for g, part in enumerate(pool.imap(play_start, jobs)):
                    merge(tally, part)
                    if args.progress and g + 1 < args.games:
                        report(f"{name}@{g + 1}", args.field, tally)
        else:
            for g, job in enumerate(jobs):
                merge(tally, play_start(job))
                if args.progress and g + 1 < args.games:
                    report(f"{name}@{g + 1}", args.field, tally)
        report(name, args.field, tally)
        if paired:
            print(paired)
    return 0


def _run_fresh(args: argparse.Namespace, name: str, tally: Tally) -> str:
    """``--fresh``: one process per game; save the records if asked; the comparison with a
    saved run (or "")."""
    from strength_pairs import compare, load_games, run_fresh

    passed = ["--player", name, "--field", args.field, "--simulations", str(args.simulations),
              "--max-hands", str(args.max_hands)]
    if args.work is not None:
        passed += ["--work", str(args.work)]
    games = [(start, seat) for start in _starts(args) for seat in range(4)]
    records: dict[tuple[int, int], dict[str, Any]] = {}
    save = open(args.save, "w", encoding="utf-8") if args.save else None  # noqa: SIM115
    try:
        def keep(record: dict[str, Any]) -> None:
            records[(record["start"], record["seat"])] = record
            merge(tally, tally_of(record))
            if save is not None:
                save.write(json.dumps(record) + "\n")
                save.flush()

        reproducible = run_fresh(passed, games, args.jobs, keep)
    finally:
        if save is not None:
            save.close()
    if not reproducible:
        print("note: address randomisation could not be switched off; the IS-MCTS bots are "
              "not reproducible on this system", file=sys.stderr)
    return compare(load_games(args.against), records) if args.against else ""


if __name__ == "__main__":
    raise SystemExit(main())
