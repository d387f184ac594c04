"""One cursor: arrows go to the nearest target that way, the mouse focuses, keys act."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from retrohearts.pc.cursor import Cursor, Target, nearest
from retrohearts.pc.input import InputFrame

GRID = [Target((c, r), 10 + c * 30, 10 + r * 20, 20, 10, f"item {c},{r}")
        for r in range(3) for c in range(4)]


def press(*keys: str) -> InputFrame:
    return InputFrame(keys=frozenset(keys))


def test_arrows_walk_the_grid() -> None:
    cur = Cursor()
    cur.update(GRID, InputFrame())
    assert cur.focus == (0, 0)
    cur.update(GRID, press("RIGHT"))
    cur.update(GRID, press("DOWN"))
    assert cur.focus == (1, 1)
    cur.update(GRID, press("LEFT"))
    cur.update(GRID, press("LEFT"))  # at the edge: stays
    assert cur.focus == (0, 1)


def test_mouse_hover_focuses_and_click_selects() -> None:
    cur = Cursor()
    ev = cur.update(GRID, InputFrame(mouse=(75, 55), mouse_moved=True))
    assert ev is None and cur.focus == (2, 2)
    ev = cur.update(GRID, InputFrame(mouse=(75, 55), click=True))
    assert ev is not None and ev.kind == "select" and ev.target and ev.target.id == (2, 2)
    ev = cur.update(GRID, InputFrame(mouse=(0, 0), click=True))
    assert ev is not None and ev.kind == "click" and ev.pos == (0, 0)


def test_enter_escape_help_and_refusal() -> None:
    cur = Cursor()
    assert cur.update(GRID, press("ENTER")).kind == "select"  # type: ignore[union-attr]
    assert cur.update(GRID, press("ESC")).kind == "escape"  # type: ignore[union-attr]
    assert cur.update(GRID, InputFrame(rclick=True)).kind == "escape"  # type: ignore[union-attr]
    assert cur.update(GRID, press("F1")).kind == "help"  # type: ignore[union-attr]
    disabled = [Target("x", 0, 0, 5, 5, enabled=False)]
    assert Cursor().update(disabled, press("ENTER")).kind == "refused"  # type: ignore[union-attr]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 300), st.integers(0, 200)), min_size=2, max_size=12,
                unique=True),
       st.sampled_from(["LEFT", "RIGHT", "UP", "DOWN"]))
def test_a_move_always_goes_that_way(points: list[tuple[int, int]], direction: str) -> None:
    targets = [Target(i, x, y, 8, 8) for i, (x, y) in enumerate(points)]
    step = nearest(targets, targets[0], direction)
    if step is None:
        return
    dx = step.x - targets[0].x
    dy = step.y - targets[0].y
    assert {"LEFT": dx < 0, "RIGHT": dx > 0, "UP": dy < 0, "DOWN": dy > 0}[direction]


def test_a_control_straight_ahead_wins_over_a_nearer_one_aside() -> None:
    """The Rules screen: RIGHT from "Between Tricks" is "End Game" beside it, not the DOCS
    button below and between them (it once was: nearer, though a step aside)."""
    between = Target("between", 10, 262, 205, 38)
    end_game = Target("end", 218, 262, 202, 38)
    docs = Target("docs", 167, 308, 48, 26)
    targets = [between, end_game, docs]
    assert nearest(targets, between, "RIGHT") == end_game
    assert nearest(targets, end_game, "LEFT") == between
    assert nearest(targets, between, "DOWN") == docs
    assert nearest(targets, docs, "UP") == between
