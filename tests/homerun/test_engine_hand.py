"""HomeRun hand rules, each on a hand-built deal."""

from __future__ import annotations

import pytest
from hr_engine_helpers import cards, full, small

from retrohearts.cards import Card
from retrohearts.homerun import Deal, Hand, HomeRunRules, card_points, clear_bonus
from retrohearts.homerun.deal import DEAL_MAX


def play_all(hand: Hand, moves: str) -> list[int]:
    return [hand.play(m) for m in moves.split()]


# -- deals -------------------------------------------------------------------------------------
def test_deal_number_places_every_card_once() -> None:
    d = Deal.from_number(1234)
    every = [c for r in d.ranks for c in r] + [d.layout, *d.pack]
    assert len(every) == 52 and len(set(every)) == 52
    assert [len(r) for r in d.ranks] == [5] * 7 and len(d.pack) == 16
    assert d == Deal.from_number(1234) and d != Deal.from_number(1235)
    assert d.number == 1234 and repr(d) == "Deal.from_number(1234)"


def test_deal_golden() -> None:
    """Deal numbers are written down by players: these must never change."""
    assert Deal.from_number(1234).to_text() == (
        "3C 9C TD 3D AD/5C 7C 8D 3H JH/AH TC 9S KD 7D/9D 3S KH 2D AS/8H 4H 4S JC 9H/"
        "JS 6H AC 4C 2C/2H 7H 6D 8C 5S | 2S | "
        "5H QS QD 7S KC 6C TH 5D QH JD 8S TS 4D QC 6S KS")
    assert Deal.from_number(1).layout == Deal.from_number(1).layout


@pytest.mark.parametrize("bad", [0, -1, DEAL_MAX + 1, "12", 1.5, True])
def test_deal_numbers_out_of_range(bad: object) -> None:
    with pytest.raises(ValueError, match="Deal numbers are 1 to 999,999,999"):
        Deal.from_number(bad)  # type: ignore[arg-type]


def test_deal_validation() -> None:
    d = Deal.from_number(7)
    with pytest.raises(ValueError, match="twice"):
        Deal([list(r) for r in d.ranks], d.ranks[0][0], d.pack)
    with pytest.raises(ValueError, match="7 ranks of 5"):
        Deal([list(r) for r in d.ranks[:6]], d.layout, d.pack)
    with pytest.raises(ValueError, match="16 cards"):
        Deal([list(r) for r in d.ranks], d.layout, d.pack[:15])
    with pytest.raises(ValueError, match="joker"):
        Deal([list(r) for r in d.ranks], Card.joker(1), d.pack)
    with pytest.raises(ValueError, match="not a card"):
        Deal([["2C", "3C"]], d.layout, d.pack)  # type: ignore[list-item]
    assert Deal.parse(d.to_text()) == d
    s = small(["2C 3C"], "4D", "5H")
    assert Deal.parse(s.to_text()) == s


# -- moves -------------------------------------------------------------------------------------
def test_only_adjacent_fronts_fit_no_wrap_and_suits_ignored() -> None:
    d = small(["9C 5H", "2C 3D", "KS", "AH", "QC 7H"], "4S", "KD")
    h = Hand(d, jokers=0)
    assert h.legal_moves() == ["R1", "R2"]           # 5 and 3 on a 4
    h.play("R1")                                     # 5H on 4S
    assert h.why_not("R3") == "The K does not go on the 5"
    h2 = Hand(small(["QC", "AD", "2C"], "KH"), jokers=0)
    assert h2.legal_moves() == ["R1"]                # Q on K; the ace is not next to the king
    h3 = Hand(small(["KC", "2D"], "AH"), jokers=0)
    assert h3.legal_moves() == ["R2"]


def test_pack_only_when_no_rank_card_fits() -> None:
    d = small(["5H", "9C"], "4S", "7D 8S")
    h = Hand(d, jokers=2)
    assert "P" not in h.legal_moves()
    assert h.why_not("P") == "A card from the ranks will go: play it before turning the pack"
    h.play("R1")                                     # 5 on 4; 9 doesn't fit the 5
    assert h.legal_moves() == ["P", "J"]             # held jokers don't count as a fit
    h.play("P")
    assert h.layout == Card.parse("7D") and h.pack_left == 1
    anytime = Hand(d, jokers=0, rules=HomeRunRules(draw_anytime=True))
    assert anytime.legal_moves() == ["R1", "P"]


def test_joker_any_time_and_anything_goes_on_it() -> None:
    d = small(["KS", "7C", "2H"], "5D", "9S")
    h = Hand(d, jokers=2)
    assert h.legal_moves() == ["P", "J"]
    h.play("J")
    assert h.layout.is_joker and h.jokers == 1 and h.run_len == 0
    assert h.legal_moves() == ["R1", "R2", "R3", "J"]
    h.play("R2")
    assert h.card_points == 2 and h.run_len == 1
    h.play("J")
    assert h.layout == Card.joker(2)


def test_errors_are_readable() -> None:
    h = Hand(small(["KS", ""], "5D", "7H"), jokers=0)
    assert h.why_not("R2") == "Rank 2 is empty"
    assert h.why_not("R9").startswith("There is no move")
    assert h.why_not("J") == "You have no jokers left"
    assert Hand(small(["KS"], "5D"), jokers=0).why_not("P") == "The hand is over"
    with pytest.raises(ValueError, match="The pack is empty"):
        Hand(small(["KS", "QS"], "5D", ""), jokers=1).play("P")
    with pytest.raises(ValueError, match="0 to 4 jokers"):
        Hand(small(["KS"], "5D"), jokers=5)


def test_card_points_table() -> None:
    expect = {"K": 8, "A": 8, "Q": 6, "J": 6, "3": 6, "2": 6, "T": 4, "9": 4, "5": 4, "4": 4,
              "8": 2, "7": 2, "6": 2}
    for letter, pts in expect.items():
        assert card_points(Card.parse(letter + "H")) == pts
    assert card_points(Card.joker(1)) == 0


# -- pure runs ---------------------------------------------------------------------------------
def test_run_up_pays_from_the_fourth_card() -> None:
    h = Hand(small(["8C 7C 6C 5C 4C 3C"], "2D"), jokers=0)
    gains = play_all(h, "R1 R1 R1 R1 R1 R1")
    # 3 4 5 6 7 8 from the ranks: bonus on the 4th (6), 5th (7), 6th (8)
    assert gains == [6, 4, 4, 2 + 10, 2 + 10, 2 + 10]
    assert h.run_bonus == 30 and h.run_len == 6 and h.run_dir == 1


def test_run_down() -> None:
    h = Hand(small(["8C 9C TC JC QC"], "KD"), jokers=0)
    play_all(h, "R1 R1 R1 R1 R1")
    assert h.run_bonus == 20 and h.run_len == 5 and h.run_dir == -1


def test_layout_card_counts_only_with_the_switch() -> None:
    d = small(["6C 5C 4C 3C"], "2D")
    plain = Hand(d, jokers=0)
    play_all(plain, "R1 R1 R1 R1")
    assert plain.run_bonus == 10
    counted = Hand(d, jokers=0, rules=HomeRunRules(run_counts_layout_card=True))
    assert counted.run_len == 1
    play_all(counted, "R1 R1 R1 R1")
    assert counted.run_bonus == 20 and counted.run_len == 5


def test_turn_card_belongs_to_both_runs() -> None:
    # 5 6 7 then 6 5 4: after the turn the run is 7 6 (2), then 7 6 5 4 pays on the 4
    h = Hand(small(["4C 5D 6D 7C 6C 5C"], "4S"), jokers=0)
    play_all(h, "R1 R1 R1")
    assert h.run_len == 3 and h.run_bonus == 0
    h.play("R1")
    assert h.run_len == 2 and h.run_dir == -1
    assert h.play("R1") == 4 and h.run_len == 3
    assert h.play("R1") == 4 + 10 and h.run_len == 4
    assert h.run_bonus == 10


def test_zigzag_earns_nothing() -> None:
    h = Hand(small(["5C 4C 5D 4D 5S"], "4S"), jokers=0)
    play_all(h, "R1 R1 R1 R1 R1")
    assert h.run_bonus == 0 and h.run_len == 2


def test_pack_play_breaks_a_run() -> None:
    d = small(["KC", "6C 5C 4C", "3C"], "2D", "3D")
    h = Hand(d, jokers=0)
    play_all(h, "R3")                                # 3C on 2D: run 1
    assert h.run_len == 1
    h.play("R2")                                     # 4C
    h.play("R2")                                     # 5C: run 3
    assert h.run_len == 3
    h.play("R2")                                     # 6C: run 4, +10
    assert h.run_bonus == 10
    h.play("P")                                      # 3D
    assert h.run_len == 0 and h.run_dir == 0


def test_joker_play_breaks_a_run() -> None:
    h = Hand(small(["8C 7C 6C 5C 4C 3C"], "2D"), jokers=1)
    play_all(h, "R1 R1 R1")                          # 3 4 5
    h.play("J")
    play_all(h, "R1 R1 R1")                          # 6 7 8: a new run of 3, no bonus
    assert h.run_bonus == 0 and h.run_len == 3 and h.status == "cleared"


# -- end of a hand -----------------------------------------------------------------------------
def test_clear_bonus_counts_pack_and_jokers() -> None:
    h = Hand(small(["3C", "5C"], "4D", "9H TH KH"), jokers=3)
    play_all(h, "R1 J R2")
    assert h.status == "cleared" and h.legal_moves() == []
    assert h.clear_bonus == 20 + 3 * 10 + 2 * 50 == clear_bonus(3, 2)
    assert h.score == 6 + 4 + h.clear_bonus


def test_clear_on_a_full_deal() -> None:
    deal = full(["2C"], "3D")
    h = Hand(deal, jokers=4)
    h.play("R1")
    assert h.cards_left == 34 and h.status == "playing" and h.clear_bonus == 0


def test_stuck_when_nothing_fits_pack_empty_no_joker() -> None:
    h = Hand(small(["KC", "5S"], "4D", "9H"), jokers=1)
    h.play("R2")
    assert h.legal_moves() == ["P", "J"]
    h.play("P")                                      # 9H: nothing fits, pack empty, 1 joker
    assert h.status == "playing" and h.legal_moves() == ["J"]
    h.play("J")
    h.play("R1")
    assert h.status == "cleared"
    stuck = Hand(small(["KC", "5S"], "4D", "9H"), jokers=0)
    play_all(stuck, "R2 P")
    assert stuck.status == "stuck" and stuck.legal_moves() == [] and stuck.clear_bonus == 0
    assert stuck.score == 4


def test_stuck_at_the_start() -> None:
    h = Hand(small(["KC"], "4D"), jokers=0)
    assert h.status == "stuck"


def test_undo_restores_and_never_passes_the_end() -> None:
    h = Hand(small(["8C 7C 6C 5C 4C 3C"], "2D", "9D"), jokers=1)
    before = h.state()
    with pytest.raises(ValueError, match="no move to undo"):
        h.undo()
    play_all(h, "R1 R1 R1 R1")
    mid = h.state()
    h.play("J")
    assert h.undo() == "J" and h.state() == mid
    for _ in range(4):
        h.undo()
    assert h.state() == before
    play_all(h, "R1 R1 R1 R1 R1 R1")
    assert h.status == "cleared" and not h.can_undo
    with pytest.raises(ValueError, match="hand is over"):
        h.undo()
    s = Hand(small(["KC"], "4D", "9H"), jokers=0)
    s.play("P")
    assert s.status == "stuck"
    with pytest.raises(ValueError, match="hand is over"):
        s.undo()


def test_replay_and_copy() -> None:
    d = Deal.from_number(99)
    h = Hand(d, 4)
    for _ in range(6):
        h.play(h.legal_moves()[0])
    assert h.copy().state() == h.state()
    assert Hand.replay(d, 4, None, h.moves).state() == h.state()
    with pytest.raises(ValueError, match="Move 1"):
        Hand.replay(d, 0, None, ["J"])


def test_hand_reads() -> None:
    d = small(["9C 5H", "2C"], "4S", "KD")
    h = Hand(d, jokers=0)
    assert h.front(1) == Card.parse("5H") and h.ranks[0] == tuple(cards("9C 5H"))
    assert h.pack_top == Card.parse("KD") and h.pack_left == 1 and h.cards_left == 3
