"""Games (hands until stuck, jokers carried) and competitions of 1 or 2 players."""

from __future__ import annotations

import random

import pytest
from hr_engine_helpers import cards, small

from retrohearts.homerun import Deal, HomeRunRules
from retrohearts.homerun.game import Competition, Game

CLEAR_ME = small(["3C", "2C"], "4D", "9H TH KH")      # R1 R2 clears; 3 pack cards left
STUCK_ME = small(["8C KC", "5S"], "4D", "2H")         # see get_stuck


def get_stuck(game: Game) -> None:
    """Waste every joker on a joker, then the pack: a stuck hand worth 4 (+8 with jokers)."""
    jokers = game.hand.jokers
    moves = ["R2"] + ["J"] * jokers + (["R1", "P"] if jokers else ["P"])
    for m in moves:
        game.play(m)
    assert game.over


def test_a_game_runs_hands_until_stuck() -> None:
    g = Game(seed=1, first_deal=CLEAR_ME)
    assert g.phase == "playing" and g.hand.allowance == 4 and g.hand_number == 1
    g.play("R1")
    g.play("R2")
    assert g.phase == "gamble" and g.gamble is not None
    assert g.gamble.bonus == 20 + 30 + 200
    assert g.total == 12                              # clear bonus counts after the gamble
    g.collect()
    assert g.phase == "cleared" and g.total == 12 + 250
    hand = g.next_hand(CLEAR_ME)
    assert hand.allowance == 3 and g.hand_number == 2 and g.phase == "playing"
    with pytest.raises(ValueError, match="after a clear"):
        g.next_hand()
    for m in ["R1", "R2"]:
        g.play(m)
    g.gamble_from(cards("7C 2D"))
    assert g.bet("high") == "lose" and g.phase == "cleared"
    g.next_hand(STUCK_ME)
    assert g.hand.allowance == 2
    get_stuck(g)
    assert g.phase == "over" and g.over
    assert g.total == 262 + 12 + 12
    assert [r.score for r in g.results] == [262, 12, 12]
    assert [r.cleared for r in g.results] == [True, True, False]
    assert g.clears == 2 and g.jokers_won == 0


def test_extra_joker_keeps_the_allowance() -> None:
    g = Game(seed=2, first_deal=CLEAR_ME, jokers=1)
    g.play("J")
    g.play("R1")
    g.play("R2")
    assert g.gamble is not None and g.gamble.bonus == 50
    g2 = Game(seed=2, first_deal=CLEAR_ME, jokers=1)
    g2.play("R1")
    g2.play("R2")
    gamble = g2.gamble_from(cards("2C 3D 4S 5H"))      # 100 -> 200 -> 400 -> 800
    for _ in range(3):
        assert g2.bet("high") == "win"
    assert gamble.extra_joker and g2.collect() == 800
    assert g2.next_hand(CLEAR_ME).allowance == 1
    assert g2.jokers_won == 1


def test_zero_jokers_then_extra_gives_one() -> None:
    g = Game(seed=3, first_deal=CLEAR_ME, jokers=0)
    g.play("R1")
    g.play("R2")
    g.gamble_from(cards("2C 3D 4S 5H 6C"))            # 50 -> 100 -> 200 -> 400 -> 800
    for _ in range(3):
        g.bet("high")
    assert g.gamble is not None and not g.gamble.extra_joker
    g.bet("high")
    assert g.gamble is not None and g.gamble.extra_joker
    assert g.collect() == 800
    assert g.next_hand(CLEAR_ME).allowance == 1


def test_undo_in_a_game_stops_at_the_end_of_the_hand() -> None:
    g = Game(seed=4, first_deal=CLEAR_ME)
    g.play("R1")
    assert g.undo() == "R1"
    g.play("R1")
    g.play("R2")
    with pytest.raises(ValueError, match="over"):
        g.undo()
    with pytest.raises(ValueError, match="gamble"):
        Game(seed=4, first_deal=CLEAR_ME).collect()


def test_seeded_games_repeat() -> None:
    def run(seed: int) -> tuple[int, list[int | None]]:
        g = Game(seed=seed)
        rng = random.Random(seed)
        while not g.over:
            if g.phase == "playing":
                g.play(rng.choice(g.hand.legal_moves()))
            elif g.phase == "gamble":
                g.collect()
            else:
                g.next_hand()
        return g.total, [r.deal_number for r in g.results]

    assert run(11) == run(11)
    assert run(11)[1] != run(12)[1]


def _finish(game: Game) -> None:
    rng = random.Random(game.seed)
    while not game.over:
        if game.phase == "playing":
            game.play(rng.choice(game.hand.legal_moves()))
        elif game.phase == "gamble":
            game.collect()
        else:
            game.next_hand()


def test_two_player_competition_alternates_and_finds_a_winner() -> None:
    c = Competition(["Ann", "Bob"], games_each=2, seed=9)
    order = []
    while True:
        order.append((c.current_player, c.game_number))
        assert c.game.hand.allowance == 4                # every game starts with 4 jokers
        _finish(c.game)
        if c.finished:
            break
        with pytest.raises(ValueError, match="still going"):
            Competition(["Ann"], seed=1).next_game()
        c.next_game()
    assert order == [(0, 1), (1, 1), (0, 2), (1, 2)]
    t = c.totals()
    assert t == [sum(g.total for g in c.games[0]), sum(g.total for g in c.games[1])]
    assert c.winner == (None if t[0] == t[1] else (0 if t[0] > t[1] else 1))
    with pytest.raises(ValueError, match="over"):
        c.next_game()


def test_draw_and_single_player() -> None:
    c = Competition(["Ann", "Bob"], games_each=1, seed=5, first_deal=STUCK_ME)
    get_stuck(c.game)
    c.next_game(first_deal=STUCK_ME)
    get_stuck(c.game)
    assert c.finished and c.totals()[0] == c.totals()[1] and c.draw and c.winner is None
    solo = Competition(["Ann"], games_each=2, seed=5)
    _finish(solo.game)
    assert not solo.finished
    solo.next_game()
    assert solo.current_player == 0 and solo.game_number == 2


@pytest.mark.parametrize(("players", "n", "msg"), [
    ([], 1, "1 or 2"), (["A", "B", "C"], 1, "1 or 2"), (["Ann", "Ann"], 1, "different"),
    (["Ann"], 0, "1 to 99"), (["An=n"], 1, "cannot hold"), (["x" * 17], 1, "1 to 16"),
])
def test_bad_competitions(players: list[str], n: int, msg: str) -> None:
    with pytest.raises(ValueError, match=msg):
        Competition(players, games_each=n)


def test_rules_reach_the_hands_and_gamble() -> None:
    rules = HomeRunRules(gamble_multiplier=3, draw_anytime=True)
    g = Game(rules, seed=1, first_deal=Deal.from_number(5))
    assert g.hand.rules is rules and "P" in g.hand.legal_moves()
