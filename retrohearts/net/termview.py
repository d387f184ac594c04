"""The terminal client's model and layout, without curses: what ``hearts-term`` shows and does.

:class:`TermModel` takes server messages (:meth:`TermModel.on_message`) and keys
(:meth:`TermModel.on_key`, which returns the messages to send) and lays out an 80x24 screen as
rows of ``(text, style)`` pieces (:meth:`TermModel.rows`).  The curses glue in ``term.py`` only
draws those rows.  After xhearts' curses display: a play window and a score window, the hand
below, a one-line message window at the bottom and five more message lines hidden behind the
play window (``m``), the last hand (``l``) and the computer's choice (``?``).
"""

from __future__ import annotations

import re
from collections import deque
from typing import Any

from retrohearts.cards import Card, Suit
from retrohearts.net.cardinput import describe, resolve
from retrohearts.net.cells import cells, clip_cells, fit_cells

__all__ = ["TermModel", "WIDTH", "HEIGHT"]

WIDTH, HEIGHT = 80, 24
Piece = tuple[str, str]  # (text, style): normal, title, red, legal, chosen, error, dim, bold
Row = list[Piece]

_FULL_CARD = re.compile(r"^(10|[2-9tjqka])[cdsh]$", re.IGNORECASE)
_PLACES = ("South", "West", "North", "East")


def _card_style(code: str) -> str:
    return "red" if code[-1] in "DH" else "normal"


def _show(code: str) -> str:
    """ "TD" -> "10D" for people."""
    return ("10" + code[1:]) if code.startswith("T") else code


class TermModel:
    """Everything the terminal client knows and shows."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.state: dict[str, Any] | None = None
        self.messages: deque[tuple[str, str]] = deque(maxlen=200)
        self.buffer = ""
        self.selected: list[str] = []
        self.show_more = False
        self.show_last = False
        self.last: dict[str, Any] | None = None
        self.last_trick: dict[str, Any] | None = None
        self._claimed = ""  # who claimed the hand in progress, for the hand's last line
        self.done = False
        #: This person's seat, from ``joined``.
        self.seat: int | None = None

    # ------------------------------------------------------------ incoming
    def say(self, text: str, style: str = "normal") -> None:
        self.messages.append((text, style))

    def _name(self, seat: int, names: list[str] | None = None) -> str:
        """Who plays ``seat``: "You" for this person's own seat (and only there), else the
        name the server gave (every name at a table is different)."""
        if self.state is None:
            return names[seat] if names else f"seat {seat}"
        if seat == self.state["seat"]:
            return "You"
        return (names or self.state["names"])[seat]

    def on_message(self, msg: dict[str, Any]) -> None:
        kind = msg.get("type")
        if kind == "state":
            old = self.state
            self.state = msg
            if old is None or old["deal_number"] != msg["deal_number"]:
                self.selected = []
                self.last_trick = None
            if msg["tricks"]:
                self.last_trick = msg["tricks"][-1]
            if msg["turn"] != "pass":
                self.selected = []
        elif kind == "chat":
            mine = self.state is not None and msg.get("seat") == self.state["seat"]
            self.say(f"{'You' if mine else msg['name']}: {msg['text']}", "bold")
        elif kind == "error":
            self.say(f"! {msg['message']}", "error")
        elif kind == "seat":
            if msg["seat"] == self.seat and msg["why"] in ("joined", "resumed"):
                return  # this person sitting down: "joined" said so
            where = _PLACES[(msg["seat"] - self.state["seat"]) % 4] if self.state else ""
            if msg["why"] == "resumed":
                self.say(f"{msg['name']} is back" + (f" at {where}" if where else ""))
            elif msg["why"] == "joined":
                self.say(f"{msg['name']} sits down {('at ' + where) if where else ''}".rstrip())
            else:
                self.say(f"{msg['name']} takes the seat at {where} ({msg['why']})")
        elif kind == "last_hand":
            self.last = msg
            if not msg.get("available"):
                self.say("No hand has been finished yet")
                self.show_last = False
        elif kind == "joined":
            self.seat = msg["seat"]
            self.say(f"You sit at table {msg['table']}"
                     + (" again" if msg.get("resumed") else ""))
        elif kind == "left":
            self.say("You left the table")
            self.done = True
        elif kind == "event":
            self._event(msg)

    def _event(self, e: dict[str, Any]) -> None:
        kind = e["event"]
        if kind == "deal":
            passing = e["passing"]
            self.say(f"Hand {e['hand']}: deal {e['deal_number']}"
                     + ("" if passing == "none" else f", pass {passing}"), "dim")
            self.last = None
        elif kind == "received":
            cards = " ".join(_show(c) for c in e["cards"])
            self.say(f"You received {cards}")
        elif kind == "trick":
            pts = e["points"]
            self.say(f"{self._name(e['winner'])} took trick {e['number']}"
                     + (f" ({pts} point{'s' if pts != 1 else ''})" if pts else ""), "dim")
        elif kind == "claim":
            who = self._name(e["seat"])
            mine = who == "You"
            count = len(e["tricks"])
            last = "the last trick" if count == 1 else f"the last {count} tricks"
            claims = f"{who} {'claim' if mine else 'claims'} the rest"
            self.say(f"{claims}: no points are left" if e["kind"] == "no_points" else
                     f"{claims} and {'take' if mine else 'takes'} {last}", "bold")
            # the hand's end comes at once and takes the one message line: it says so too
            who = "you" if mine else who
            self._claimed = "no points left" if e["kind"] == "no_points" else f"{who} claimed"
        elif kind == "hand_end":
            pts = ", ".join(f"{self._name(s)} {p}" for s, p in enumerate(e["points"]))
            claimed = f" ({self._claimed})" if self._claimed else ""
            self.say(f"Hand over{claimed}: {pts}", "bold" if claimed else "normal")
            self._claimed = ""
            self.last = None
        elif kind == "game_end":
            names = " and ".join(self._name(s) for s in e["winners"])
            verb = "wins" if len(e["winners"]) == 1 and names != "You" else "win"
            self.say(f"Game over: {names} {verb}", "bold")

    # ------------------------------------------------------------ keys
    def on_key(self, key: str) -> list[dict[str, Any]]:
        """One key (a character, or "ENTER", "BACKSPACE"); the messages to send."""
        if key == "ENTER":
            return self._submit()
        if key == "BACKSPACE":
            if self.buffer:
                self.buffer = self.buffer[:-1]
            elif self.selected:
                self.selected.pop()
            return []
        if len(key) != 1 or not key.isprintable():
            return []
        if not self.buffer:
            if key == "m":
                self.show_more = not self.show_more
                return []
            if key == "l":
                self.show_last = not self.show_last
                return [{"type": "last"}] if self.show_last and self.last is None else []
            if key == "?":
                return [{"type": "auto"}]
            if key == "!":
                return [{"type": "claim"}]
            if key == " ":
                return []
        self.show_last = False
        if len(self.buffer) < 200:
            self.buffer += key
        if not self.buffer.startswith(":") and _FULL_CARD.match(self.buffer):
            return self._submit()
        return []

    def _submit(self) -> list[dict[str, Any]]:
        text, self.buffer = self.buffer.strip(), ""
        if not text:
            return []
        if text.startswith(":"):
            return [{"type": "chat", "text": text[1:]}] if text[1:].strip() else []
        if text.lower() in ("u", "undo"):  # what a player of the PC game may try
            self.say("! No taking back in a network game", "error")
            return []
        state = self.state
        if state is None:
            self.say("! Not at a table yet", "error")
            return []
        held = [Card.parse(c) for c in state["hand"]]
        turn = state["turn"]
        out: list[dict[str, Any]] = []
        for word in text.split():
            try:
                if turn == "pass":
                    free = [c for c in held if str(c) not in self.selected]
                    card = resolve(word, free, free)
                    self.selected.append(str(card))
                    if len(self.selected) == 3:
                        out.append({"type": "pass", "cards": list(self.selected)})
                        self.say(f"Passing {' '.join(_show(c) for c in self.selected)}", "dim")
                        self.selected = []
                        break
                else:
                    legal = [Card.parse(c) for c in state["legal"]]
                    card = resolve(word, legal, held)
                    self.say(describe(card), "dim")
                    out.append({"type": "play", "card": str(card)})
                    break
            except ValueError as error:
                self.say(f"! {error}", "error")
                break
        return out

    # ------------------------------------------------------------ layout
    def rows(self, width: int = WIDTH, height: int = HEIGHT) -> list[Row]:
        """The screen as ``height`` rows of pieces (``height`` >= 24 adds message lines)."""
        rows: list[Row] = [[] for _ in range(height)]
        st = self.state
        rows[0] = [(" RetroHearts network game".ljust(width), "title")]
        if st is not None:
            head = (f" Table {st['table']}  Hand {st['hand_number']}  Deal {st['deal_number']}"
                    f"  Pass {st['passing']}  Rules {st['rules']}")
            rows[0] = [(head.ljust(width)[:width], "title")]
        if self.show_last:
            self._last_rows(rows)
        elif self.show_more:
            self._more_rows(rows)
        elif st is not None:
            self._play_rows(rows, st)
            self._score_rows(rows, st)
        if st is not None and not self.show_last:
            self._hand_rows(rows, st)
        rows[17] = self._prompt(st)
        if self.last_trick is not None and st is not None and not self.show_last:
            t = self.last_trick
            plays: Row = [(" Last trick: ", "dim")]
            for seat, code in t["plays"]:
                plays += [(f"{self._name(seat)} ", "dim"), (_show(code), _card_style(code)),
                          ("  ", "dim")]
            plays.append((f"-> {self._name(t['winner'])}", "dim"))
            rows[19] = plays
        rows[22] = [("> ", "bold"), (self.buffer, "normal")]
        # The message window: line 23 on a 24-line terminal, every line from 23 on taller ones.
        count = height - 23
        for i, (text, style) in enumerate(list(self.messages)[-count:]):
            rows[23 + i] = [(text, style)]
        return [_clip(r, width) for r in rows]

    def _prompt(self, st: dict[str, Any] | None) -> Row:
        if st is None:
            return [(" Waiting for the server...", "dim")]
        turn = st["turn"]
        if turn == "pass":
            to = self._name(st["pass_to"]) if st["pass_to"] is not None else "?"
            chosen = " ".join(_show(c) for c in self.selected)
            return [(f" Pass 3 cards to {to} ({st['passing']}): ", "bold"), (chosen, "chosen"),
                    ("   (? lets the computer choose)" if not chosen else "", "dim")]
        if turn == "play":
            row: Row = [(" Your lead. " if not st["current"] else " Your turn. ", "bold"),
                        ("(! claims) You may play: ", "normal")]
            for code in st["legal"]:
                row += [(_show(code), "legal"), (" ", "normal")]
            return row
        if st["game_over"]:
            return [(" Game over. A new game starts shortly.", "dim")]
        if st["phase"] == "pass":
            return [(" Waiting for the others to pass...", "dim")]
        if st["to_play"] is not None:
            return [(f" Waiting for {self._name(st['to_play'])}...", "dim")]
        return [(" Hand over.", "dim")]

    def _play_rows(self, rows: list[Row], st: dict[str, Any]) -> None:
        me = st["seat"]
        cards = {seat: code for seat, code in st["current"]}

        def plate(seat: int) -> str:
            kind = "" if st["kinds"][seat] == "human" else "*"
            return f"{self._name(seat)}{kind}"

        def card(seat: int) -> Piece:
            code = cards.get(seat)
            return (f"[{_show(code):>3}]", _card_style(code)) if code else ("[   ]", "dim")

        north, west, east = (me + 2) % 4, (me + 1) % 4, (me + 3) % 4
        rows[2] = [(" " * max(0, 24 - cells(plate(north)) // 2) + plate(north), "bold")]
        rows[3] = [(" " * 22, "normal"), card(north)]
        rows[5] = [(" " + fit_cells(plate(west), 14), "bold"), (" " * 2, "normal"), card(west),
                   (" " * 8, "normal"), card(east), (" " * 2, "normal"),
                   (clip_cells(plate(east), 14), "bold")]
        rows[7] = [(" " * 22, "normal"), card(me)]
        rows[8] = [(" " * 23 + "You", "bold")]
        if st["hearts_broken"]:
            rows[9] = [(" Hearts are broken", "red")]

    def _score_rows(self, rows: list[Row], st: dict[str, Any]) -> None:
        rows[1] = _pad(rows[1], 52) + [("Player        Hand  Game", "dim")]
        for seat in range(4):
            place = _PLACES[(seat - st["seat"]) % 4][0]
            line = (f"{place} {fit_cells(self._name(seat), 10)} {st['points_taken'][seat]:>5} "
                    f"{st['scores'][seat]:>5}")
            rows[2 + seat] = _pad(rows[2 + seat], 52) + [
                (line, "bold" if seat == st["seat"] else "normal")]
        rows[7] = _pad(rows[7], 52) + [("* computer", "dim")]

    def _hand_rows(self, rows: list[Row], st: dict[str, Any]) -> None:
        legal = set(st["legal"])
        rows[11] = [(" Your hand", "bold")]
        by_suit: dict[Suit, list[str]] = {s: [] for s in (Suit.CLUBS, Suit.DIAMONDS,
                                                           Suit.SPADES, Suit.HEARTS)}
        for code in st["hand"]:
            by_suit[Card.parse(code).suit].append(code)
        for i, (suit, codes) in enumerate(by_suit.items()):
            row: Row = [(f"   {suit.plural.capitalize():<10}", "red" if suit.is_red else "normal")]
            for code in codes:
                style = ("chosen" if code in self.selected else
                         "legal" if code in legal else _card_style(code))
                row += [(f"{_show(code)[:-1]:>3}", style), (" ", "normal")]
            rows[12 + i] = row

    def _more_rows(self, rows: list[Row]) -> None:
        st = self.state
        played: Row = [(" Cards played: ", "dim")]
        if st is not None:
            for seat, code in st["current"]:
                played += [(f"{self._name(seat)} ", "normal"), (_show(code), _card_style(code)),
                           ("  ", "normal")]
        rows[2] = played
        rows[3] = [(" Messages " + "-" * 60, "dim")]
        earlier = list(self.messages)[:-1][-5:]
        for i, (text, style) in enumerate(earlier):
            rows[4 + i] = [(" " + text, style)]
        rows[9] = [(" (m hides these lines)", "dim")]

    def _last_rows(self, rows: list[Row]) -> None:
        last = self.last
        if last is None or not last.get("available"):
            rows[2] = [(" Last hand: waiting for the server...", "dim")]
            return
        names = [self._name(s, last["names"]) for s in range(4)]
        rows[1] = [(f" Last hand (deal {last['deal_number']}): trick, cards in play order, "
                    "who took it", "bold")]
        for i, t in enumerate(last["tricks"]):
            row: Row = [(f" {i + 1:>2}. ", "dim")]
            for seat, code in t["plays"]:
                row += [(f"{clip_cells(names[seat], 6)}:", "normal"),
                        (f"{_show(code):<4}", _card_style(code))]
            row.append((f"-> {clip_cells(names[t['winner']], 8)}",
                        "bold" if t["points"] else "dim"))
            rows[2 + i] = row
        pts = "  ".join(f"{clip_cells(names[s], 8)} {p}" for s, p in enumerate(last["points"]))
        rows[15] = [(f" Points: {pts}   (l returns to the table)", "bold")]


def _pad(row: Row, column: int) -> Row:
    """``row`` cut or filled with spaces to ``column`` columns."""
    used = sum(cells(t) for t, _ in row)
    return _clip(row, column + 1) + [(" " * max(1, column - used), "normal")]


def _clip(row: Row, width: int) -> Row:
    out: Row = []
    used = 0
    for text, style in row:
        room = width - 1 - used
        if room <= 0:
            break
        piece = clip_cells(text, room)
        out.append((piece, style))
        used += cells(piece)
    return out
