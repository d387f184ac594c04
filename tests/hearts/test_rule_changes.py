"""House rules changed in the middle of a hand or a game (the DOS program is "good-natured"):
the next decision follows the new rules at once, and a saved game replays the changes."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from rules_helpers import build, names, play

from retrohearts.cards import Card
from retrohearts.hearts import Hand, HouseRules, Match, PassDirection
from retrohearts.hearts.players import make_player
from retrohearts.hearts.savegame import load_match, match_to_dict, save_match

DOS = HouseRules()


def test_must_play_queen_turned_on_mid_trick_forces_the_queen_at_once() -> None:
    # West (seat 1) is void in clubs and holds the queen of spades.
    hand = build(DOS, {0: "4C", 1: "QS 2H"}, dealer=3, voids={1: "C"})
    hand.play(Card.parse("4C"))  # South leads (left of dealer 3 is 0)
    assert hand.to_play == 1
    assert len(hand.legal_plays()) > 1
    hand.change_rules(DOS.with_changes(must_play_queen=True))
    assert names(hand.legal_plays()) == "QS"
    assert names(hand.view(1).legal) == "QS"
    hand.change_rules(DOS)
    assert len(hand.legal_plays()) > 1


def test_two_of_clubs_rule_before_the_first_lead_moves_the_lead() -> None:
    hand = build(DOS, {2: "2C"}, dealer=3)
    assert hand.to_play == 0  # left of the dealer
    hand.change_rules(DOS.with_changes(first_lead="two_of_clubs"))
    assert hand.to_play == 2
    assert names(hand.legal_plays()) == "2C"
    hand.change_rules(DOS)
    assert hand.to_play == 0


def test_two_of_clubs_rule_after_the_first_lead_changes_nothing_played() -> None:
    hand = build(DOS, {0: "5D", 2: "2C"}, dealer=3)
    hand.play(Card.parse("5D"))
    hand.change_rules(DOS.with_changes(first_lead="two_of_clubs"))
    assert hand.to_play == 1
    assert hand.current_trick[0][1] == Card.parse("5D")


def test_no_points_on_the_first_trick_turned_on_during_it() -> None:
    hand = build(DOS, {0: "4C", 1: "QS 2H 3D"}, dealer=3, voids={1: "C"})
    hand.play(Card.parse("4C"))
    assert Card.parse("QS") in hand.legal_plays()
    hand.change_rules(DOS.with_changes(points_on_first_trick=False))
    legal = hand.legal_plays()
    assert Card.parse("QS") not in legal and Card.parse("2H") not in legal
    assert Card.parse("3D") in legal


def test_hearts_broken_is_worked_out_again_from_the_cards_played() -> None:
    # The queen of spades falls on trick 1; under the DOS rule that breaks hearts.
    hand = build(DOS, {0: "AC 3H", 1: "QS", 2: "2C", 3: "3C"}, dealer=3, voids={1: "C"})
    play(hand, "AC QS 2C 3C")
    assert hand.hearts_broken and hand.to_play == 0
    assert Card.parse("3H") in hand.legal_plays()
    hand.change_rules(DOS.with_changes(queen_breaks_hearts=False))
    assert not hand.hearts_broken
    assert Card.parse("3H") not in hand.legal_plays()
    hand.change_rules(DOS)
    assert hand.hearts_broken


def test_jack_of_diamonds_and_moon_scoring_follow_a_late_change() -> None:
    hand = Hand.deal(DOS, 4321, dealer=3, pass_direction=PassDirection.NONE)
    while hand.phase == "play":
        hand.play(hand.legal_plays()[0])
    plain = hand.points()
    taker = hand.jack_taker
    assert taker is not None
    hand.change_rules(DOS.with_changes(jack_of_diamonds=True))
    after = hand.points()
    assert after[taker] == plain[taker] - 10 or hand.shooter() is not None
    assert Card.parse("JD") in hand.cards_taken(taker)


def test_match_rules_change_the_end_and_the_next_hands() -> None:
    match = Match(DOS.with_changes(end_score=500), first_deal=77)
    hand = match.hand
    for seat in range(4):
        hand.pass_cards(seat, hand.cards(seat)[:3])
    while hand.phase == "play":
        hand.play(hand.legal_plays()[0])
    assert not match.is_over
    top = max(match.scores)
    assert top > 0
    match.change_rules(DOS.with_changes(end_score=50, jack_of_diamonds=True))
    assert match.rules.end_score == 50 and match.hand.rules.jack_of_diamonds
    if top < 50:
        match.next_hand()
        assert match.hand.rules == match.rules


def _play_with_changes(seed: int, changes: dict[int, HouseRules]) -> Match:
    """A game of two hands, the rules changed before the plays numbered in ``changes``
    (counted over the whole game)."""
    match = Match(DOS, seed=seed)
    players = [make_player("Jeffrey", seed + s) for s in range(4)]
    count = 0
    for _ in range(2):
        hand = match.hand
        if hand.phase == "pass":
            for seat in range(4):
                hand.pass_cards(seat, players[seat].choose_pass(hand.view(seat)))
        while hand.phase == "play":
            if count in changes:
                match.change_rules(changes[count])
            seat = hand.to_play
            assert seat is not None
            card = players[seat].choose_play(hand.view(seat))
            assert card in hand.legal_plays()
            hand.play(card)
            count += 1
        if match.is_over:
            break
        match.next_hand()
    return match


RULE_SETS = [HouseRules.preset(n) for n in ("villa_crespo", "windows", "xhearts", "omnibus")] + [
    DOS.with_changes(must_play_queen=True), DOS.with_changes(points_on_first_trick=False),
    DOS.with_changes(moon="shooter_minus_26", end_score=None)]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000),
       changes=st.dictionaries(st.integers(0, 70), st.sampled_from(RULE_SETS), max_size=4))
def test_a_saved_game_with_rule_changes_replays_identically(seed: int,
                                                            changes: dict[int, HouseRules]) -> None:
    match = _play_with_changes(seed, changes)
    data = match_to_dict(match)
    again = json.loads(json.dumps(data))
    from retrohearts.hearts.savegame import match_from_dict

    back = match_from_dict(again)
    assert back.scores == match.scores
    assert back.rules == match.rules
    assert back.hand.history == match.hand.history
    assert back.hand.legal_plays() == match.hand.legal_plays()
    assert back.hand.hearts_broken == match.hand.hearts_broken


def test_a_save_without_changes_keeps_its_old_shape(tmp_path: Path) -> None:
    match = _play_with_changes(3, {})
    data = match_to_dict(match)
    assert all("rules" not in h and "rule_changes" not in h for h in data["hands"])
    save_match(match, tmp_path / "HEARTS.SAV")
    assert load_match(tmp_path / "HEARTS.SAV").scores == match.scores


def test_a_rule_change_mid_hand_survives_a_save(tmp_path: Path) -> None:
    hand_rules = DOS.with_changes(must_play_queen=True, first_lead="two_of_clubs")
    match = _play_with_changes(11, {5: hand_rules})
    save_match(match, tmp_path / "HEARTS.SAV")
    back = load_match(tmp_path / "HEARTS.SAV")
    assert back.rules == hand_rules
    assert back.results[0].history.rule_changes == match.results[0].history.rule_changes


@settings(max_examples=40, deadline=None)
@given(deal=st.integers(1, 999_999_999),
       changes=st.dictionaries(st.integers(0, 51), st.sampled_from(RULE_SETS), max_size=6))
def test_any_rule_changes_leave_a_legal_card_and_a_sound_score(
        deal: int, changes: dict[int, HouseRules]) -> None:
    hand = Hand.deal(DOS, deal, dealer=deal % 4, pass_direction=PassDirection.NONE)
    k = 0
    while hand.phase == "play":
        if k in changes:
            hand.change_rules(changes[k])
        legal = hand.legal_plays()
        assert legal, (deal, k)
        assert all(hand.is_legal(c) for c in legal)
        hand.play(legal[(deal + k) % len(legal)])
        k += 1
    points = hand.points()
    jack = -10 if hand.rules.jack_of_diamonds else 0
    plain = sum(points) - jack
    assert plain in (26, 78, -26), (points, hand.rules)
    assert hand.hearts_broken == any(c.suit.letter == "H" or (
        c == Card.parse("QS") and hand.rules.queen_breaks_hearts) for c in hand.history.plays)
