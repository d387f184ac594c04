"""The end of a hand, frame by frame: the large prompt is never blank, and the plates
keep the totals from before the hand while its last trick is on the felt; the new ones
come with the end-of-hand sum (issue 29, point 7)."""

from __future__ import annotations

from typing import Any

import pytest
from screen_driver import drawn_text
from table_driver import KeyboardDriver, start

from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.table import tabledraw
from retrohearts.screens.hearts.table.controller import Phase
from retrohearts.screens.hearts.table.tabledraw import score_text


@pytest.mark.parametrize(("mode", "speed"), [("vga", 5), ("cga", 10)])
def test_every_frame_of_two_hands_has_a_prompt_and_honest_plates(
        mode: str, speed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = start(mode, fps=15, controls=Controls(play_speed=speed, between_tricks=1))
    table.ctl.computers_claim = False  # every hand played out to its last trick
    prompts: list[str] = []
    big = tabledraw.big_prompt

    def spy(app_: Any, x: int, y: int, text: str, *args: Any) -> None:
        prompts.append(text)
        big(app_, x, y, text, *args)

    monkeypatch.setattr(tabledraw, "big_prompt", spy)
    driver = KeyboardDriver(app, table)
    ctl = table.ctl
    hands = 0
    seen_over = 0
    for _ in range(60_000):
        want = driver.want()
        if want is not None:
            driver.choose(want)
        driver.frame()
        prompt = table.prompt()
        assert prompt, (ctl.phase, len(ctl.state.on_table), ctl.hand.phase)
        if ctl.hand.phase == "over" and ctl.phase not in (Phase.HAND_END, Phase.GAME_END):
            seen_over += 1
            for seat in range(4):
                assert score_text(ctl, seat) == str(ctl.port.scores_before[seat])
            if seen_over % 7 == 0:  # and it is what the screen shows
                shown = drawn_text(app)  # the plates' lines, and the large prompt
                assert prompts[-1] == prompt
                assert str(ctl.port.scores_before[1]) in shown
        if ctl.phase is Phase.HAND_END and ctl.waiting_for == "continue":
            hs = ctl.state.hand_scores[1]
            assert score_text(ctl, 1) == f"{hs.points}+{hs.before}={hs.total}"
            hands += 1
            if hands == 2:
                break
            driver.choose("continue")
    assert hands == 2 and seen_over > 10
