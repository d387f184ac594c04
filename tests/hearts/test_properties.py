"""Invariants over many random hands and games under every preset (hypothesis).

Legality is checked against an independent reference written from the rules' wording, so the
engine's bit-mask code is not checking itself.
"""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.cards import QUEEN_OF_SPADES, TWO_OF_CLUBS, Card, Suit, full_deck
from retrohearts.hearts import (
    PRESETS,
    Hand,
    HouseRules,
    IllegalPlay,
    Match,
    PassDirection,
    trick_winner,
)
from retrohearts.hearts.savegame import hand_from_dict, hand_to_dict, match_from_dict, match_to_dict
from retrohearts.rng import Rng

RULE_SETS = [*PRESETS.values(),
             HouseRules(must_play_queen=True, moon="shooter_minus_26", jack_of_diamonds=True),
             HouseRules(first_lead="left_of_dealer", points_on_first_trick=False,
                        must_play_queen=True, lead_hearts_when="only_hearts",
                        must_break_hearts=False),
             HouseRules(first_lead="two_of_clubs", points_on_first_trick=True,
                        queen_breaks_hearts=False, must_play_queen=True, end_score=50)]


def reference_legal(rules: HouseRules, held: set[Card], trick: list[Card], first: bool,
                    broken: bool) -> set[Card]:
    """The rules as the module docstring words them, with sets of cards."""
    def no_points(options: set[Card]) -> set[Card]:
        if first and not rules.points_on_first_trick:
            safe = {c for c in options if c.points == 0}
            if safe:
                return safe
        return options

    if not trick:
        if first and rules.first_lead == "two_of_clubs" and TWO_OF_CLUBS in held:
            return {TWO_OF_CLUBS}
        options = set(held)
        if rules.must_break_hearts and not broken:
            if rules.lead_hearts_when == "only_hearts":
                exempt = all(c.suit is Suit.HEARTS for c in held)
            else:
                exempt = all(c.points > 0 for c in held)
            if not exempt:
                options = {c for c in options if c.suit is not Suit.HEARTS}
        return no_points(options)
    led = trick[0].suit
    same = {c for c in held if c.suit is led}
    if same:
        return no_points(same)
    options = no_points(set(held))
    if rules.must_play_queen and QUEEN_OF_SPADES in options:
        return {QUEEN_OF_SPADES}
    return options


def expected_totals(rules: HouseRules) -> set[int]:
    jack = -10 if rules.jack_of_diamonds else 0
    moon = 78 if rules.moon == "others_plus_26" else -26
    return {26 + jack, moon + jack}


def random_pass(hand: Hand, rng: Rng) -> None:
    seats = [0, 1, 2, 3]
    rng.shuffle(seats)
    for s in seats:
        mine = list(hand.cards(s))
        rng.shuffle(mine)
        hand.pass_cards(s, mine[:3])


def play_checked(hand: Hand, rng: Rng, stop_at: int = -1) -> None:
    """Play random legal cards, checking every step against the reference, until the hand is
    over or ``stop_at`` cards have been played in total."""
    rules = hand.rules
    broken = hand.hearts_broken
    while hand.phase == "play" and len(hand.history.plays) != stop_at:
        seat = hand.to_play
        assert seat is not None
        held = set(hand.cards(seat))
        legal = hand.legal_plays()
        assert legal, "a player was left without a legal card"
        trick = [c for _, c in hand.current_trick]
        assert set(legal) == reference_legal(rules, held, trick, not hand.tricks, broken)
        view = hand.view(seat)
        assert view.legal == tuple(legal) and view.my_turn
        illegal = sorted(held - set(legal))
        if illegal and rng.below(4) == 0:
            bad = illegal[rng.below(len(illegal))]
            try:
                hand.play(bad)
            except IllegalPlay as e:
                assert str(e)
            else:
                raise AssertionError(f"{bad} was accepted")
        card = legal[rng.below(len(legal))]
        hand.play(card)
        if card.suit is Suit.HEARTS or (card == QUEEN_OF_SPADES and rules.queen_breaks_hearts):
            broken = True
        assert hand.hearts_broken == broken


def check_finished(hand: Hand) -> None:
    hist = hand.history
    assert hand.phase == "over" and len(hist.tricks) == 13
    assert sorted(hist.plays) == full_deck()
    assert all(len(t.plays) == 4 for t in hist.tricks)
    leader = hist.tricks[0].leader
    for t in hist.tricks:
        assert t.leader == leader == t.plays[0][0]
        assert [s for s, _ in t.plays] == [(leader + k) % 4 for k in range(4)]
        led = t.plays[0][1].suit
        top = max((c for _, c in t.plays if c.suit is led), key=lambda c: c.rank)
        assert t.card_of(t.winner) == top
        assert trick_winner(t.plays) == t.winner
        assert t.points == sum(c.points for c in t.cards)
        leader = t.winner
    assert sum(hand.points_taken()) == 26
    assert sum(hand.points()) in expected_totals(hand.rules)
    assert [sum(t.points for t in hist.tricks if t.winner == s) for s in range(4)] == list(
        hand.points_taken())


@settings(max_examples=250, deadline=None)
@given(rules_index=st.integers(0, len(RULE_SETS) - 1), deal=st.integers(1, 999_999_999),
       dealer=st.integers(0, 3), hand_index=st.integers(0, 3), seed=st.integers(0, 2**64 - 1),
       save_at=st.integers(0, 52))
def test_random_hands(rules_index: int, deal: int, dealer: int, hand_index: int, seed: int,
                      save_at: int) -> None:
    rules = RULE_SETS[rules_index]
    direction = PassDirection.for_hand(hand_index)
    hand = Hand.deal(rules, deal, dealer=dealer, pass_direction=direction)
    rng = Rng(seed)
    if hand.phase == "pass":
        random_pass(hand, rng)
    play_checked(hand, rng, stop_at=save_at)
    # save, load, and play on both identically
    text = json.dumps(hand_to_dict(hand))
    loaded = hand_from_dict(json.loads(text), rules)
    assert hand_to_dict(loaded) == hand_to_dict(hand)
    assert loaded.view(0) == hand.view(0) and loaded.view(3) == hand.view(3)
    rng2 = Rng(rng.state)
    play_checked(hand, rng)
    play_checked(loaded, rng2)
    check_finished(hand)
    assert loaded.history == hand.history and loaded.points() == hand.points()


def test_thousands_of_hands_under_every_preset() -> None:
    rng = Rng(2024)
    for name, rules in PRESETS.items():
        for k in range(500):
            hand = Hand.deal(rules, 1 + rng.below(999_999_999), dealer=k % 4,
                             pass_direction=PassDirection.for_hand(k))
            if hand.phase == "pass":
                random_pass(hand, rng)
            while hand.phase == "play":
                legal = hand.legal_plays()
                assert legal, name
                hand.play(legal[rng.below(len(legal))])
            check_finished(hand)


@settings(max_examples=12, deadline=None)
@given(rules_index=st.integers(0, len(RULE_SETS) - 1), first=st.integers(1, 999_999_999),
       seed=st.integers(0, 2**32), save_every=st.integers(40, 400))
def test_random_games_save_and_load_anywhere(rules_index: int, first: int, seed: int,
                                             save_every: int) -> None:
    rules = RULE_SETS[rules_index]
    if rules.end_score is None or rules.end_score > 100:
        rules = rules.with_changes(end_score=100)
    match = Match(rules, first_deal=first, first_dealer=seed % 4)
    rng = Rng(seed)
    steps = 0
    while not match.is_over:
        hand = match.hand
        if hand.is_over:
            match.next_hand()
        elif hand.phase == "pass":
            waiting = [s for s in range(4) if not hand.has_passed(s)]
            s = waiting[rng.below(len(waiting))]
            mine = list(hand.cards(s))
            hand.pass_cards(s, [mine[i] for i in (0, 4, 12)])
        else:
            legal = hand.legal_plays()
            hand.play(legal[rng.below(len(legal))])
        steps += 1
        if steps % save_every == 0:
            data = json.loads(json.dumps(match_to_dict(match)))
            again = match_from_dict(data)
            assert match_to_dict(again) == data
            assert again.scores == match.scores and again.hand.view(1) == match.hand.view(1)
            match = again  # continue from the loaded copy
    assert match.winners and match.winner in match.winners
    assert min(match.scores) == match.scores[match.winner]
    if rules.hands_per_game is not None and len(match.results) + 1 == rules.hands_per_game:
        return  # a game of a fixed number of hands (xhearts) ends whatever the scores
    assert max(match.scores) >= (rules.end_score or 0)


@settings(max_examples=400, deadline=None)
@given(hand=st.integers(1, (1 << 52) - 1), lead=st.integers(-1, 3), first=st.booleans(),
       broken=st.booleans(), options=st.integers(0, 63))
def test_a_player_always_has_a_legal_card(hand: int, lead: int, first: bool, broken: bool,
                                          options: int) -> None:
    """Whatever the cards and the rules, the legal plays are a non-empty part of the hand."""
    from retrohearts.hearts.masks import RuleFlags, legal_mask

    rules = HouseRules(
        first_lead="two_of_clubs" if options & 1 else "left_of_dealer",
        points_on_first_trick=bool(options & 2), queen_breaks_hearts=bool(options & 4),
        must_break_hearts=bool(options & 8),
        lead_hearts_when="only_hearts" if options & 16 else "only_points",
        must_play_queen=bool(options & 32))
    legal = legal_mask(RuleFlags.of(rules), hand, lead, first, broken)
    assert legal and legal & ~hand == 0


def test_illegal_play_is_a_value_error() -> None:
    assert issubclass(IllegalPlay, ValueError)
