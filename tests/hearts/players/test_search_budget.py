"""Julia's work budget: the search stops when it is spent (whatever it has found by then), the
answer never depends on how the work is sliced (by the clock or by work units), and a game's
budget is chosen from the machine's speed among a few levels, within the targets."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.hearts import Hand, HouseRules, PassDirection
from retrohearts.hearts.players import make_player
from retrohearts.hearts.players import search as search_module
from retrohearts.hearts.players.budget import (
    DESKTOP_WORK,
    LEVELS,
    MAX_WORK,
    MIN_WORK,
    P99_PER_REFERENCE,
    TARGETS,
    calibrate,
    check_work,
    choose_work,
    pass_work,
    reference_view,
)
from retrohearts.hearts.players.search import (
    DRAW_WORK,
    HINT_TRIES,
    MIN_SAMPLES,
    PassThinker,
    SearchPlayer,
    Thinker,
)
from retrohearts.hearts.view import PlayerView


def _views(deal: int) -> list[PlayerView]:
    """Every view Julia decides in one hand against duckers (a pass, then her cards)."""
    hand = Hand.deal(HouseRules(), deal, dealer=deal % 4, pass_direction=PassDirection.LEFT)
    duckers = [make_player("Ducker", s) for s in range(4)]
    out = [hand.view(0)]
    for s in range(4):
        hand.pass_cards(s, duckers[s].choose_pass(hand.view(s)))
    while hand.phase == "play":
        seat = hand.to_play
        assert seat is not None
        view = hand.view(seat)
        if seat == 0:
            out.append(view)
        hand.play(duckers[seat].choose_play(view))
    return out


@pytest.mark.parametrize("deal", [3, 8])
@pytest.mark.parametrize("units", [1, 700, 9000])
def test_slicing_by_work_gives_the_same_decisions(deal: int, units: int) -> None:
    julia = SearchPlayer(deal, play_work=5000)
    for view in _views(deal):
        whole = julia.choose_pass(view) if view.phase == "pass" else julia.choose_play(view)
        thinker = julia.start_passing(view) if view.phase == "pass" else julia.start_thinking(view)
        steps, result = 0, None
        while result is None:
            result = thinker.step_work(units)
            steps += 1
        assert result == whole
        if units == 1:  # one deal a step: the steps count the deals
            assert steps >= getattr(thinker, "_done", 0)


def test_the_search_stops_once_its_budget_is_spent() -> None:
    for view in _views(5)[1:]:
        for work in (3_000, 20_000):
            thinker = Thinker(view, 7, work)
            thinker.run()
            if not hasattr(thinker, "_unit"):
                continue  # one candidate: nothing to search
            deals = thinker._done
            one_deal = DRAW_WORK * HINT_TRIES + thinker._unit * len(thinker._cands)
            assert deals >= MIN_SAMPLES or thinker._cap == deals
            assert thinker.spent < max(work, 0) + one_deal or deals <= MIN_SAMPLES


def test_every_deal_drawn_is_charged(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn = []
    sample = search_module.DealSampler.sample

    def counting(self: object, rng: object) -> tuple[int, int, int]:
        drawn.append(1)
        return sample(self, rng)  # type: ignore[arg-type]

    monkeypatch.setattr(search_module.DealSampler, "sample", counting)
    view = reference_view()
    thinker = Thinker(view, 3, 8_000)
    thinker.run()
    playouts = sum(len(v) for v in thinker._vals) + sum(len(v) for v in thinker._moon_vals)
    per_playout = thinker._unit // thinker._plans
    assert thinker.spent == DRAW_WORK * len(drawn) + per_playout * playouts
    assert len(drawn) >= thinker._done  # the hints redraw some


def test_more_work_means_at_least_as_many_deals() -> None:
    view = reference_view()
    done = []
    for work in (2_000, 8_000, 30_000):
        thinker = Thinker(view, 1, work)
        thinker.run()
        done.append(thinker._done)
    assert done == sorted(done) and done[0] < done[-1]


def test_a_pass_spends_its_budget_too() -> None:
    view = _views(2)[0]
    small, large = PassThinker(view, 1, 4_000), PassThinker(view, 1, 40_000)
    small.run()
    large.run()
    assert small._done < large._done
    assert large.spent >= 40_000 or large._cap == large._done


def test_make_player_gives_the_searchers_the_budget() -> None:
    julia = make_player("Julia", 1, work=12_000)
    assert isinstance(julia, SearchPlayer)
    assert (julia.play_work, julia.pass_work) == (12_000, pass_work(12_000))
    default = make_player("Julia", 1)
    assert isinstance(default, SearchPlayer) and default.play_work == DESKTOP_WORK
    make_player("David", 1, work=12_000)  # the others need none and take none


# -- choosing a game's budget --------------------------------------------------------------------

@settings(max_examples=80, deadline=None, derandomize=True)
@given(st.floats(0.01, 1000.0), st.floats(0.01, 1000.0), st.sampled_from(sorted(TARGETS)))
def test_a_slower_machine_never_gets_more_work(a: float, b: float, where: str) -> None:
    fast, slow = sorted((a, b))
    assert choose_work(slow, where) <= choose_work(fast, where)


@settings(max_examples=80, deadline=None, derandomize=True)
@given(st.floats(0.01, 1000.0), st.sampled_from(sorted(TARGETS)))
def test_the_budget_is_a_level_that_fits_the_targets_when_one_does(us: float,
                                                                   where: str) -> None:
    play_ms, pass_ms = TARGETS[where]
    play_k, pass_k = P99_PER_REFERENCE[where]
    work = choose_work(us, where)
    assert work in LEVELS
    fits = (work * us * play_k / 1000 <= play_ms
            and pass_work(work) * us * pass_k / 1000 <= pass_ms)
    assert fits or work == LEVELS[-1]
    bigger = [w for w in LEVELS if w > work]
    if bigger:  # the next level up would not have fitted
        up = min(bigger)
        assert (up * us * play_k / 1000 > play_ms or pass_work(up) * us * pass_k / 1000 > pass_ms)


def test_the_browser_targets_never_give_less_than_the_desktop_ones() -> None:
    for us in (0.5, 1.0, 2.0, 4.0, 8.0):
        assert choose_work(us, "browser") >= choose_work(us, "desktop")


def test_calibration_picks_a_level() -> None:
    assert calibrate(browser=False) in LEVELS
    assert calibrate(browser=True) in LEVELS


@pytest.mark.parametrize("value", [True, 1.5, 5000.0, "5000", None, [5000], MIN_WORK - 1,
                                   MAX_WORK + 1, -5000])
def test_check_work_refuses_anything_but_a_whole_number_in_range(value: object) -> None:
    with pytest.raises(ValueError):
        check_work(value)


def test_check_work_takes_the_range() -> None:
    assert check_work(MIN_WORK) == MIN_WORK and check_work(MAX_WORK) == MAX_WORK
    assert all(MIN_WORK <= w <= MAX_WORK for w in LEVELS)
    assert max(LEVELS) == DESKTOP_WORK
