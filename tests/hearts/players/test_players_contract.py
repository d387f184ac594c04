"""Every opponent: legal, deterministic, and blind to what its seat cannot see."""

from __future__ import annotations

import pytest

from retrohearts.cards import Card
from retrohearts.hearts import Hand, HouseRules, PassDirection, deal_cards
from retrohearts.hearts.players import BIOGRAPHIES, OPPONENTS, TENDENCIES, make_player
from retrohearts.hearts.players.search import SearchPlayer

CHEAP = [n for n in OPPONENTS if n != "Julia"] + ["Ducker"]


def _fast_julia(seed: int) -> SearchPlayer:
    return SearchPlayer(seed, play_work=4000, pass_work=4000)


def test_names_and_biographies() -> None:
    assert OPPONENTS == ("Jeffrey", "Lindsay", "Michael", "Ellen", "David", "Julia")
    for name in OPPONENTS:
        assert BIOGRAPHIES[name] and TENDENCIES[name]
        assert make_player(name.upper(), 1) is not None
    with pytest.raises(ValueError, match="No opponent"):
        make_player("Zorro", 1)


@pytest.mark.parametrize("preset", ["villa_crespo", "windows", "xhearts", "omnibus"])
def test_cheap_players_play_whole_hands(preset: str) -> None:
    rules = HouseRules.preset(preset)
    for deal in range(1, 9):
        names = [CHEAP[(deal + s) % len(CHEAP)] for s in range(4)]
        players = [make_player(n, deal * 10 + s) for s, n in enumerate(names)]
        hand = Hand.deal(rules, deal, dealer=deal % 4,
                         pass_direction=PassDirection.for_hand(deal))
        if hand.phase == "pass":
            for s in range(4):
                chosen = players[s].choose_pass(hand.view(s))
                assert len(set(chosen)) == 3 and set(chosen) <= set(hand.cards(s))
                hand.pass_cards(s, chosen)
        while hand.phase == "play":
            seat = hand.to_play
            assert seat is not None
            view = hand.view(seat)
            card = players[seat].choose_play(view)
            assert card in view.legal
            hand.play(card)


def test_julia_plays_legal_cards_and_passes() -> None:
    rules = HouseRules.preset("omnibus")
    julia = _fast_julia(3)
    hand = Hand.deal(rules, 99, dealer=1, pass_direction=PassDirection.RIGHT)
    for s in range(4):
        chosen = julia.choose_pass(hand.view(s))
        assert len(set(chosen)) == 3 and set(chosen) <= set(hand.cards(s))
        hand.pass_cards(s, chosen)
    while hand.phase == "play":
        seat = hand.to_play
        assert seat is not None
        card = julia.choose_play(hand.view(seat))
        hand.play(card)
    assert sum(hand.points()) in (26, 78, -26, 16, 68, -36)


def _midhand(deal: int, plays: int, rules: HouseRules | None = None) -> Hand:
    rules = rules or HouseRules()
    hand = Hand.from_cards(rules, deal_cards(deal), dealer=0)
    ducker = make_player("Ducker", 0)
    for _ in range(plays):
        seat = hand.to_play
        assert seat is not None
        hand.play(ducker.choose_play(hand.view(seat)))
    return hand


@pytest.mark.parametrize("name", OPPONENTS)
def test_same_seed_same_view_same_decision(name: str) -> None:
    hand = _midhand(7, 9)
    seat = hand.to_play
    assert seat is not None
    view = hand.view(seat)
    a = make_player(name, 42).choose_play(view)
    b = make_player(name, 42).choose_play(view)
    assert a == b


def _swap_hidden(hand: Hand, viewer: int, plays: list[tuple[int, Card]]) -> Hand | None:
    """The same deal with two unplayed same-suit cards swapped between two other seats."""
    others = [s for s in range(4) if s != viewer]
    held = {s: list(hand.cards(s)) for s in range(4)}
    for a in others:
        for b in others:
            if a >= b:
                continue
            for ca in held[a]:
                for cb in held[b]:
                    if ca.suit == cb.suit and ca.points == cb.points:
                        dealt = [list(hand.dealt(s)) for s in range(4)]
                        dealt[a][dealt[a].index(ca)] = cb
                        dealt[b][dealt[b].index(cb)] = ca
                        other = Hand.from_cards(hand.rules, dealt, dealer=hand.dealer)
                        for _, card in plays:
                            other.play(card)
                        return other
    return None


@pytest.mark.parametrize("deal", [3, 11, 25])
def test_hidden_cards_do_not_change_views_or_decisions(deal: int) -> None:
    hand = _midhand(deal, 14)
    plays = [p for t in hand.tricks for p in t.plays] + list(hand.current_trick)
    viewer = hand.to_play
    assert viewer is not None
    other = _swap_hidden(hand, viewer, plays)
    assert other is not None
    assert [hand.cards(s) for s in range(4)] != [other.cards(s) for s in range(4)]
    assert hand.view(viewer) == other.view(viewer)
    for name in CHEAP:
        assert make_player(name, 5).choose_play(hand.view(viewer)) == \
            make_player(name, 5).choose_play(other.view(viewer))
    julia = _fast_julia(5)
    assert julia.choose_play(hand.view(viewer)) == julia.choose_play(other.view(viewer))


def test_thinking_in_slices_gives_the_same_card() -> None:
    hand = _midhand(5, 6)
    seat = hand.to_play
    assert seat is not None
    view = hand.view(seat)
    julia = SearchPlayer(8, play_work=8000)
    whole = julia.choose_play(view)
    thinker = julia.start_thinking(view)
    result = None
    steps = 0
    while result is None:
        result = thinker.step(0.01)
        steps += 1
    assert result == whole
    assert steps > 1 or thinker.samples <= 1


@pytest.mark.parametrize("name", [*OPPONENTS, "Ducker"])
def test_out_of_turn_questions_are_refused(name: str) -> None:
    hand = _midhand(2, 5)
    seat = hand.to_play
    assert seat is not None
    idle = hand.view((seat + 1) % 4)
    player = make_player(name, 1)
    with pytest.raises(ValueError, match="not this seat's turn"):
        player.choose_play(idle)
    with pytest.raises(ValueError, match="no cards to pass"):
        player.choose_pass(hand.view(seat))
