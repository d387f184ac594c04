"""Claims (hearts/claim.py): an accepted claim gives exactly the points of playing the hand out.

The claim is judged from the claimant's view alone, so these tests play the rest out in the
real deal and in other deals the claimant cannot tell from it (drawn uniformly from every
deal consistent with its view), with the others playing at random - or every legal way, when
few cards are left - and check that the points never differ from what the claim gave.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.cards import Card
from retrohearts.hearts import PRESETS, Hand, HouseRules, IllegalPlay, Match, PassDirection
from retrohearts.hearts.claim import ClaimVerdict, check_claim, claim
from retrohearts.hearts.events import claim as claim_event
from retrohearts.hearts.players.deals import DealSampler
from retrohearts.hearts.players.inference import knowledge, opponents
from retrohearts.hearts.savegame import match_from_dict, match_to_dict
from retrohearts.rng import Rng

RULE_SETS = [*PRESETS.values(),
             HouseRules(must_play_queen=True, moon="shooter_minus_26", jack_of_diamonds=True),
             HouseRules(first_lead="left_of_dealer", points_on_first_trick=False,
                        lead_hearts_when="only_hearts", jack_of_diamonds=True)]


def _random_pass(hand: Hand, rng: Rng) -> None:
    for seat in range(4):
        cards = list(hand.cards(seat))
        picked = [cards.pop(rng.below(len(cards))) for _ in range(3)]
        hand.pass_cards(seat, picked)


def claim_positions(rules: HouseRules, deal: int, direction: PassDirection,
                    rng: Rng) -> Iterator[tuple[Hand, ClaimVerdict]]:
    """Every position of a randomly played hand where the seat to play may claim."""
    hand = Hand.deal(rules, deal, dealer=deal % 4, pass_direction=direction)
    if hand.phase == "pass":
        _random_pass(hand, rng)
    while hand.phase == "play":
        seat = hand.to_play
        assert seat is not None
        verdict = check_claim(hand.view(seat))
        if verdict.ok:
            yield hand.copy(), verdict
        legal = hand.legal_plays()
        hand.play(legal[rng.below(len(legal))])


def play_out(hand: Hand, verdict: ClaimVerdict, rng: Rng, *, claimant_free: bool) -> list[int]:
    """The rest of the hand with everyone at random (the claimant by its line unless free)."""
    hand = hand.copy()
    seat = hand.to_play
    line = list(verdict.line)
    while hand.phase == "play":
        legal = hand.legal_plays()
        if hand.to_play == seat and not claimant_free and verdict.kind == "rest":
            card = line.pop(0)
            assert card in legal, (card, legal)
        else:
            card = legal[rng.below(len(legal))]
        hand.play(card)
    return hand.points()


def every_play_out(hand: Hand, seat: int, line: list[Card] | None) -> Iterator[list[int]]:
    """The points of every legal way to play the rest (the claimant by ``line`` if given)."""
    if hand.phase != "play":
        yield hand.points()
        return
    if hand.to_play == seat and line is not None:
        options = [line[0]]
        line = line[1:]
    else:
        options = hand.legal_plays()
    for card in options:
        after = hand.copy()
        after.play(card)
        yield from every_play_out(after, seat, line)


def same_view_deal(hand: Hand, seat: int, rng: Rng) -> Hand | None:
    """The hand so far in another deal the claimant cannot tell from this one (no pass)."""
    view = hand.view(seat)
    hidden = DealSampler(knowledge(view)).sample(rng)
    played: dict[int, list[Card]] = {s: [] for s in range(4)}
    for trick in hand.tricks:
        for s, card in trick.plays:
            played[s].append(card)
    for s, card in hand.current_trick:
        played[s].append(card)
    dealt = [list(hand.cards(s)) + played[s] if s == seat else [] for s in range(4)]
    for k, other in enumerate(opponents(view)):
        mask = hidden[k]
        dealt[other] = played[other] + [Card.from_index(i) for i in range(52) if mask >> i & 1]
    other_hand = Hand.from_cards(hand.rules, dealt, hand.dealer, PassDirection.NONE,
                                 deal_number=hand.deal_number)
    for card in hand.history.plays:
        other_hand.play(card)  # every earlier play is legal in any deal the view allows
    assert other_hand.view(seat) == view
    return other_hand


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 999_999_999), st.sampled_from(RULE_SETS),
       st.sampled_from(list(PassDirection)), st.integers(0, 2**32))
def test_a_claim_gives_the_points_of_every_random_play_out(deal: int, rules: HouseRules,
                                                           direction: PassDirection,
                                                           seed: int) -> None:
    rng = Rng(seed)
    for hand, verdict in claim_positions(rules, deal, direction, rng):
        for _ in range(6):
            assert tuple(play_out(hand, verdict, rng, claimant_free=False)) == verdict.points
            if verdict.forced:
                assert tuple(play_out(hand, verdict, rng, claimant_free=True)) == verdict.points


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 999_999_999), st.sampled_from(RULE_SETS), st.integers(0, 2**32))
def test_a_claim_holds_in_every_deal_the_claimant_cannot_tell_apart(deal: int,
                                                                    rules: HouseRules,
                                                                    seed: int) -> None:
    rng = Rng(seed)
    for hand, verdict in claim_positions(rules, deal, PassDirection.NONE, rng):
        seat = hand.to_play
        assert seat is not None
        for _ in range(3):
            other = same_view_deal(hand, seat, rng)
            assert other is not None
            assert check_claim(other.view(seat)) == verdict  # the view is all it reads
            assert tuple(play_out(other, verdict, rng, claimant_free=False)) == verdict.points


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 999_999_999), st.sampled_from(RULE_SETS), st.integers(0, 2**32))
def test_near_the_end_every_legal_play_out_gives_the_claim(deal: int, rules: HouseRules,
                                                           seed: int) -> None:
    rng = Rng(seed)
    for hand, verdict in claim_positions(rules, deal, PassDirection.NONE, rng):
        if len(hand.tricks) < 10:
            continue
        seat = hand.to_play
        assert seat is not None
        line = None if verdict.forced else list(verdict.line)
        outcomes = {tuple(p) for p in every_play_out(hand, seat, line)}
        assert outcomes == {verdict.points}


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 999_999_999), st.sampled_from(RULE_SETS), st.integers(0, 2**32))
def test_claiming_plays_the_hand_out_and_marks_it(deal: int, rules: HouseRules,
                                                  seed: int) -> None:
    rng = Rng(seed)
    for hand, verdict in claim_positions(rules, deal, PassDirection.LEFT, rng):
        seat = hand.to_play
        assert seat is not None
        before = len(hand.tricks)
        done, record = claim(hand, seat)
        assert done == verdict and hand.is_over and len(hand.tricks) == 13
        assert tuple(hand.points()) == verdict.points
        assert hand.history.claim == record
        assert (record.seat, record.tricks_before, record.kind) == (seat, before, verdict.kind)
        event, fields = claim_event(hand, record)
        assert event == "claim" and fields["seat"] == seat and fields["trick"] == before + 1
        assert len(fields["tricks"]) == 13 - before and fields["points"] == list(verdict.points)
        with pytest.raises(IllegalPlay):
            hand.take_back(1)


def test_a_claim_is_only_for_the_seat_to_play() -> None:
    hand = Hand.deal(HouseRules(), 1234, pass_direction=PassDirection.NONE)
    seat = hand.to_play
    assert seat is not None
    other = (seat + 1) % 4
    refused = check_claim(hand.view(other))
    assert not refused.ok and refused.reason == "You may claim only when it is your turn."
    with pytest.raises(IllegalPlay, match="your turn"):
        claim(hand, other)
    with pytest.raises(IllegalPlay):  # the first lead of a hand is never a claim
        claim(hand, seat)
    passing = Hand.deal(HouseRules(), 1234, pass_direction=PassDirection.LEFT)
    assert check_claim(passing.view(0)).reason == "There is nothing to claim now."


def _hand_at(cards: list[list[str]], plays: list[str], rules: HouseRules | None = None) -> Hand:
    hands = [[Card.parse(c) for c in seat] for seat in cards]
    hand = Hand.from_cards(rules or HouseRules(), hands, dealer=3)
    for code in plays:
        hand.play(Card.parse(code))
    return hand


def _suits(*codes: str) -> list[str]:
    return list(codes)


# Four hands built so that after twelve tricks of clubs and diamonds... built as whole deals.
DEAL = [
    # South: every spade from the top and the top hearts
    _suits("AS", "KS", "QS", "JS", "TS", "9S", "8S", "AH", "KH", "QH", "JH", "TH", "9H"),
    _suits("2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"),
    _suits("2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD"),
    _suits("7S", "6S", "5S", "4S", "3S", "2S", "8H", "7H", "6H", "5H", "4H", "3H", "2H"),
]


def test_a_hand_of_masters_on_lead_claims_every_trick() -> None:
    # the dealer is East (3): South leads first (left of the dealer, the DOS rule)
    hand = _hand_at(DEAL, [])
    assert hand.to_play == 0
    verdict = check_claim(hand.view(0))
    assert verdict.ok and verdict.kind == "rest" and verdict.forced
    assert verdict.points == (0, 26, 26, 26)  # every point: the moon
    assert verdict.line[0] == Card.parse("AS") and verdict.line[-1] == Card.parse("9H")


def test_a_card_that_could_lose_is_named() -> None:
    deal = [list(DEAL[0]), list(DEAL[1]), list(DEAL[2]), list(DEAL[3])]
    deal[0][deal[0].index("9H")], deal[3][deal[3].index("8H")] = "8H", "9H"
    hand = _hand_at(deal, [])
    verdict = check_claim(hand.view(0))
    assert not verdict.ok
    assert verdict.reason == "The nine of hearts could still beat your eight of hearts."


def test_following_a_trick_takes_it_with_the_lowest_sure_card() -> None:
    hands = [
        _suits("AS", "KS", "AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H"),
        _suits("2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"),
        _suits("2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD"),
        _suits("QS", "JS", "TS", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S", "3H", "2H"),
    ]
    hand = Hand.from_cards(HouseRules(), [[Card.parse(c) for c in h] for h in hands], dealer=2)
    hand.play(Card.parse("QS"))  # East, left of the dealer, leads the queen of spades
    verdict = check_claim(hand.view(0))
    assert verdict.ok and verdict.kind == "rest" and verdict.forced
    assert verdict.line[0] == Card.parse("KS")  # the ace is not needed for this trick
    assert verdict.points == (0, 26, 26, 26)


def test_some_claims_need_their_line() -> None:
    """A claim can hold only if the claimant plays its cards in the right order (the ace of a
    suit before the card it must clear the way for): those are not "forced", and a computer
    does not make them."""
    rng = Rng(5)
    verdicts = [v for deal in range(1, 40)
                for _, v in claim_positions(HouseRules(), deal, PassDirection.NONE, rng)]
    assert any(v.kind == "rest" and not v.forced for v in verdicts)
    assert any(v.kind == "rest" and v.forced for v in verdicts)


def test_no_points_left_is_a_claim_anyone_may_make() -> None:
    rng = Rng(3)
    found = [v for deal in range(1, 30)
             for _, v in claim_positions(HouseRules(), deal, PassDirection.NONE, rng)
             if v.kind == "no_points"]
    assert found and all(v.forced and v.reason == "No points are left to take." for v in found)


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 999_999_999), st.sampled_from(RULE_SETS), st.integers(0, 2**32))
def test_a_saved_claimed_hand_comes_back_the_same(deal: int, rules: HouseRules,
                                                  seed: int) -> None:
    rng = Rng(seed)
    match = Match(rules, first_deal=deal)
    hand = match.hand
    _random_pass(hand, rng)
    while hand.phase == "play":
        seat = hand.to_play
        assert seat is not None
        if check_claim(hand.view(seat)).ok:
            claim(hand, seat)
            break
        legal = hand.legal_plays()
        hand.play(legal[rng.below(len(legal))])
    data = match_to_dict(match)
    back = match_from_dict(data)
    assert back.hand.history == match.hand.history
    assert back.scores == match.scores
    if match.hand.claim is not None:
        record = data["hands"][-1]["claim"]
        assert record == [match.hand.claim.seat, match.hand.claim.plays_before,
                          match.hand.claim.kind]
        for bad in ([record[0], record[1], "all"], [(record[0] + 1) % 4, record[1], record[2]],
                    [record[0], record[1] - 1, record[2]], "rest"):
            data["hands"][-1]["claim"] = bad
            with pytest.raises(ValueError):
                match_from_dict(data)


def test_the_post_mortem_judges_no_card_a_claim_played() -> None:
    from retrohearts.hearts.postmortem import decisions, report_text

    hand = _hand_at(DEAL, [])
    claim(hand, 0)
    history = hand.history
    assert decisions(history, hand.rules) == []  # every card of South was the claim's
    text = report_text(history, ["You", "West", "North", "East"], hand.points(), None)
    assert "You claimed the rest, taking every trick left:" in text
    assert text.index("claimed the rest") < text.index(" 1. ")
