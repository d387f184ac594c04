"""The terminal client's model without curses: typed cards, passing, chat, m, l, ?, layout."""

from __future__ import annotations

from typing import Any

from retrohearts.net.termview import HEIGHT, WIDTH, TermModel


def state(**changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "type": "state", "table": 1, "seat": 0, "names": ["Ann", "Julia", "Bob", "David"],
        "kinds": ["human", "computer", "human", "computer"], "rules": "xhearts",
        "hand_number": 1, "deal_number": 1234, "dealer": 3, "passing": "left", "pass_to": 1,
        "phase": "pass", "turn": "pass", "hand": ["2C", "5C", "JD", "QD", "TH", "JH", "QS"],
        "legal": [], "to_play": None, "leader": None, "current": [], "tricks": [],
        "hearts_broken": False, "passed": [], "received": [], "received_from": None,
        "points_taken": [0, 0, 0, 0], "hand_sizes": [7, 7, 7, 7],
        "scores_before": [0, 0, 0, 0], "scores": [0, 0, 0, 0], "game_over": False,
        "winners": [], "passed_seats": [],
    }
    base.update(changes)
    return base


def keys(model: TermModel, text: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for ch in text:
        out += model.on_key("ENTER" if ch == "\n" else ch)
    return out


def test_passing_by_typed_cards_rank_alone_and_backspace() -> None:
    m = TermModel("Ann")
    m.on_message(state())
    assert keys(m, "qs") == [] and m.selected == ["QS"]
    assert keys(m, "j\n") == [] and "Which Jack?" in m.messages[-1][0]
    assert keys(m, "jd") == [] and m.selected == ["QS", "JD"]
    m.on_key("BACKSPACE")
    assert m.selected == ["QS"]
    assert keys(m, "10h") == [] and m.selected == ["QS", "TH"]
    assert keys(m, "2\n") == [{"type": "pass", "cards": ["QS", "TH", "2C"]}]


def test_playing_chat_question_mark_and_errors() -> None:
    m = TermModel("Ann")
    m.on_message(state(phase="play", turn="play", legal=["2C", "5C"], to_play=0, leader=0))
    assert keys(m, "5\n") == [{"type": "play", "card": "5C"}]
    assert keys(m, "?") == [{"type": "auto"}]
    assert keys(m, ":hi all\n") == [{"type": "chat", "text": "hi all"}]
    assert keys(m, "3c") == [] and "don't have the 3 of Clubs" in m.messages[-1][0]
    m.on_message({"type": "error", "code": "illegal", "message": "You must follow suit"})
    assert m.messages[-1] == ("! You must follow suit", "error")


def test_the_screen_fits_80x24_and_m_and_l_show_their_windows() -> None:
    m = TermModel("Ann")
    m.on_message(state(phase="play", turn="play", legal=["2C"], to_play=0, leader=0,
                       current=[[2, "KC"]], tricks=[{"leader": 1, "plays": [[1, "AC"], [2, "3C"],
                                                     [3, "4C"], [0, "6C"]], "winner": 1,
                                                     "points": 0}]))
    for i in range(8):
        m.say(f"message {i}")
    rows = m.rows()
    assert len(rows) == HEIGHT
    text = ["".join(t for t, _ in r) for r in rows]
    assert all(len(line) < WIDTH for line in text)
    assert "message 7" in text[23] and "You may play: 2C" in text[17]
    assert "Bob" in text[2] and "[ KC]" in text[3]
    assert "Last trick: Julia AC" in text[19]
    m.on_key("m")
    more = ["".join(t for t, _ in r) for r in m.rows()]
    assert "Messages" in more[3] and "message 6" in more[8] and "message 2" in more[4]
    m.on_key("m")
    assert keys(m, "l") == [{"type": "last"}]
    m.on_message({"type": "last_hand", "available": True, "deal_number": 1233, "dealer": 2,
                  "passing": "none", "names": ["Ann", "Julia", "Bob", "David"],
                  "tricks": [{"leader": 0, "plays": [[0, "2C"], [1, "3C"], [2, "4C"],
                                                     [3, "5C"]], "winner": 3, "points": 0}],
                  "points": [0, 26, 0, 0]})
    last = ["".join(t for t, _ in r) for r in m.rows()]
    assert "Last hand (deal 1233)" in last[1] and "You:2C" in last[2] and "Points:" in last[15]
    assert "David:5C" in last[2] and "Julia 26" in last[15] and "Ann" not in "".join(last)


def test_you_only_for_your_own_seat_and_every_name_as_the_server_gave_it() -> None:
    m = TermModel("Ann")
    m.on_message({"type": "joined", "table": 1, "seat": 2, "token": "t", "resumed": False})
    m.on_message(state(seat=2, names=["Ann", "Julia", "Ann 2", "David"]))
    m.on_message({"type": "chat", "seat": 2, "name": "Ann 2", "text": "hello"})
    m.on_message({"type": "chat", "seat": 0, "name": "Ann", "text": "hi"})
    m.on_message({"type": "seat", "seat": 2, "name": "Ann 2", "kind": "human",
                  "why": "joined"})
    m.on_message({"type": "event", "event": "trick", "number": 1, "leader": 0, "winner": 0,
                  "points": 0})
    said = [text for text, _ in m.messages]
    assert said == ["You sit at table 1", "You: hello", "Ann: hi", "Ann took trick 1"]
    rows = ["".join(t for t, _ in r) for r in m.rows()]
    assert "You" in rows[8] and "Ann" in rows[2]
    assert any("S You" in r for r in rows) and any("N Ann " in r for r in rows)


def test_an_exclamation_mark_claims_and_a_claim_is_told() -> None:
    m = TermModel("Ann")
    m.on_message(state(phase="play", turn="play", legal=["2C", "5C"], to_play=0, leader=0))
    assert keys(m, "!") == [{"type": "claim"}]
    for word in ("u", "UNDO"):  # the PC game's undo: refused, saying why
        assert keys(m, word + "\n") == []
        assert m.messages[-1] == ("! No taking back in a network game", "error")
    assert "(! claims)" in "".join(text for text, _ in m._prompt(m.state))
    m.on_message({"type": "event", "event": "claim", "seat": 2, "kind": "rest", "trick": 12,
                  "tricks": [{}, {}], "points": [0, 0, 5, 0]})
    assert m.messages[-1] == ("Bob claims the rest and takes the last 2 tricks", "bold")
    m.on_message({"type": "event", "event": "claim", "seat": 1, "kind": "no_points",
                  "trick": 13, "tricks": [{}], "points": [0, 0, 5, 0]})
    assert m.messages[-1][0] == "Julia claims the rest: no points are left"
    # the hand's end follows at once on the one message line: it keeps the claim in sight
    m.on_message({"type": "event", "event": "hand_end", "points": [0, 0, 5, 0]})
    assert m.messages[-1] == ("Hand over (no points left): You 0, Julia 0, Bob 5, David 0",
                              "bold")
    m.on_message({"type": "event", "event": "claim", "seat": 0, "kind": "rest", "trick": 13,
                  "tricks": [{}], "points": [5, 0, 0, 0]})
    assert m.messages[-1] == ("You claim the rest and take the last trick", "bold")
    m.on_message({"type": "event", "event": "hand_end", "points": [5, 0, 0, 0]})
    assert m.messages[-1][0].startswith("Hand over (you claimed): You 5")
    m.on_message({"type": "event", "event": "hand_end", "points": [5, 0, 0, 0]})
    assert m.messages[-1] == ("Hand over: You 5, Julia 0, Bob 0, David 0", "normal")


def test_wide_letters_and_combining_marks_keep_every_column_in_place() -> None:
    """Names and chat in any script: a wide letter takes two columns and a combining mark
    none, so the score window's columns stay put and no line runs past the screen."""
    from retrohearts.net.cells import cells, clip_cells, fit_cells

    assert cells("全角") == 4 and cells("José") == 4 and cells("กิ") == 1
    assert clip_cells("全角全角", 5) == "全角" and fit_cells("全角", 5) == "全角 "
    names = ["Ann", "全角全角全角全角全角全角全角全角", "Bo\u0301b", "ก" + "\u0e34" * 2 + "x"]
    m = TermModel("Ann")
    m.on_message(state(names=names, phase="play", turn="play", legal=["2C"], to_play=0,
                       leader=0, current=[[1, "KC"]]))
    m.say("全角" * 60)
    m.say("ก" + "\u0e34\u0e34" + "x" * 100)
    rows = ["".join(t for t, _ in r) for r in m.rows()]
    assert all(cells(line) < WIDTH for line in rows)
    scores = [line for line in rows if line.rstrip().endswith("0     0")]
    assert len(scores) == 4
    ends = {cells(line.rstrip()) for line in scores}
    assert len(ends) == 1, scores
