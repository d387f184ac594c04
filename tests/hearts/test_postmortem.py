"""The post-mortem: your decisions replayed from the hand's history and judged by Julia."""

from __future__ import annotations

from retrohearts.hearts import Hand, HouseRules, PassDirection
from retrohearts.hearts.players import make_player
from retrohearts.hearts.postmortem import Judge, decisions, report_text, verdict_text


def _played(deal: int, direction: PassDirection = PassDirection.LEFT) -> Hand:
    rules = HouseRules()
    hand = Hand.deal(rules, deal, dealer=3, pass_direction=direction)
    players = [make_player(n, seed=deal) for n in ("Michael", "Jeffrey", "Lindsay", "David")]
    if direction is not PassDirection.NONE:
        for s in range(4):
            hand.pass_cards(s, players[s].choose_pass(hand.view(s)))
    while hand.phase == "play":
        s = hand.to_play
        hand.play(players[s].choose_play(hand.view(s)))
    return hand


def test_decisions_replay_what_you_knew() -> None:
    hand = _played(1234)
    found = decisions(hand.history, hand.rules)
    assert [d.trick for d in found] == [0, *range(1, 14)]
    assert found[0].chosen == hand.passed(0) and len(found[0].view.hand) == 13
    for d in found[1:]:
        assert d.view.to_play == 0 and d.chosen[0] in d.view.legal
        assert d.chosen[0] == hand.tricks[d.trick - 1].card_of(0)


def test_no_pass_hand_has_thirteen_decisions() -> None:
    hand = _played(99, PassDirection.NONE)
    assert [d.trick for d in decisions(hand.history, hand.rules)] == list(range(1, 14))


def test_verdicts_are_seeded_sliced_and_never_negative() -> None:
    hand = _played(4321)
    one = Judge(hand.history, hand.rules)
    calls = 0
    while one.step(0.5) is None:
        calls += 1
    assert calls > 5  # it really goes a slice at a time
    two = Judge(hand.history, hand.rules)
    two.run()
    assert [(v.best, round(v.cost, 9)) for v in one.verdicts] == \
           [(v.best, round(v.cost, 9)) for v in two.verdicts]
    three = Judge(hand.history, hand.rules)  # by work units (a headless run): no clock
    while three.step_work(3000) is None:
        pass
    assert [(v.best, round(v.cost, 9)) for v in three.verdicts] == \
           [(v.best, round(v.cost, 9)) for v in two.verdicts]
    assert all(v.cost >= 0 for v in one.verdicts)
    for v in one.verdicts:
        if v.best == v.decision.chosen or (v.decision.trick and len(v.decision.view.legal) == 1):
            assert v.cost == 0
    worst = one.costliest()
    assert worst is not None and worst.cost == max(v.cost for v in one.verdicts)


def test_report_text_tells_every_trick_and_the_verdict() -> None:
    hand = _played(777)
    judge = Judge(hand.history, hand.rules)
    verdict = judge.run()
    names = ["You", "Jeffrey", "Lindsay", "David"]
    text = report_text(hand.history, names, hand.points(), verdict)
    lines = text.splitlines()
    assert sum(1 for line in lines if " take" in line and line[:2].strip().isdigit()) == 13
    assert "Deal 777" in text and "Points this hand:" in text
    assert verdict_text(verdict)[0] in text
    assert "T" not in " ".join(c.label for t in hand.tricks for c in t.cards).replace("10", "")
