"""Server addresses as players type them (net/address.py): the same words reach the same server
from hearts-term, ``hearts join``, the game's JOIN and the web page; port 443 is a TLS proxy's
(docs/network.md), so it is opened with wss://; nothing typed there ends in a traceback."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from retrohearts.net.address import parse_address, server_url, split_url
from retrohearts.pc.app import open_app
from retrohearts.pc.input import InputFrame
from retrohearts.pc.options import PCOptions
from retrohearts.screens.hearts.flow import GameOptions
from retrohearts.screens.hearts.table.join import JoinScreen
from retrohearts.ui.textfield import TextFieldDialog


@pytest.mark.parametrize(("typed", "url"), [
    (None, "ws://127.0.0.1:7101"),
    ("example.org", "ws://example.org:7101"),
    ("  example.org  ", "ws://example.org:7101"),
    ("10.0.0.2:9000", "ws://10.0.0.2:9000"),
    ("[::1]:80", "ws://[::1]:80"),
    ("::1", "ws://[::1]:7101"),
    ("hearts.example.org:443", "wss://hearts.example.org:443"),  # behind a TLS proxy
    ("wss://hearts.example.org", "wss://hearts.example.org"),    # kept as written
    ("ws://cards-a:7101/", "ws://cards-a:7101/"),
    ("müller.example:7101", "ws://müller.example:7101"),
])
def test_what_a_player_types_is_the_address_opened(typed: str | None, url: str) -> None:
    assert parse_address(typed) == url


@pytest.mark.parametrize("typed", ["host:99999", "host:0", "host:x", "ws://", "wss://:443",
                                   "ws://host:99999", "ws://host:port/", "[::1", "a b", "0["])
def test_a_bad_address_is_one_sentence(typed: str) -> None:
    with pytest.raises(ValueError, match=r"^Not a "):
        parse_address(typed)


def test_host_port_and_scheme_of_an_address() -> None:
    assert split_url("wss://hearts.example.org") == ("hearts.example.org", 443, True)
    assert split_url("ws://h:7101/x") == ("h", 7101, False)
    assert split_url("ws://[::1]:80") == ("::1", 80, False)
    assert split_url("ws://h") == ("h", 80, False)
    assert server_url("::1", 7101) == "ws://[::1]:7101"
    assert server_url("h", 443) == "wss://h:443"
    assert server_url("h", 8443, secure=True) == "wss://h:8443"


@given(st.text(max_size=40))
def test_any_text_gives_an_address_or_a_sentence(typed: str) -> None:
    try:
        url = parse_address(typed)
    except ValueError as error:
        assert str(error).startswith("Not a ")
    else:
        host, port, secure = split_url(url)
        assert 0 < port < 65536 and url.startswith("wss://" if secure else "ws://")


def _answer(app: object, text: str) -> None:
    for _ in range(45):  # the question's suggested answer
        app.update(InputFrame(keys=frozenset({"BACKSPACE"})))  # type: ignore[attr-defined]
    app.update(InputFrame(text=text))  # type: ignore[attr-defined]
    app.update(InputFrame(keys=frozenset({"ENTER"})))  # type: ignore[attr-defined]


@pytest.mark.parametrize(("typed", "host", "port", "url"), [
    ("hearts.example.org:443", "hearts.example.org", 443, "wss://hearts.example.org:443"),
    ("wss://cards.example.org:8443", "cards.example.org", 8443,
     "wss://cards.example.org:8443"),
    ("wss://cards.example.org", "cards.example.org", 443, "wss://cards.example.org:443"),
    ("[::1]:7102", "::1", 7102, "ws://[::1]:7102"),
])
def test_the_join_screen_takes_the_same_words(typed: str, host: str, port: int, url: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[str] = []

    class Session:  # what would connect, and where
        def __init__(self, url: str, name: str) -> None:
            opened.append(url)

        def send(self, *_args: object, **_kw: object) -> None:
            pass

        def start(self) -> None:
            pass

    import retrohearts.net.session as session

    monkeypatch.setattr(session, "NetSession", Session)
    app = open_app(PCOptions(mode="vga", monitor="color"), headless=True, display=None)  # type: ignore[arg-type]
    join = JoinScreen(GameOptions(name="Tess"))
    app.push(join)
    app.update(InputFrame())
    _answer(app, typed)
    assert (join.host, join.port) == (host, port) and opened == [url]


def test_the_join_screen_asks_the_port_when_none_was_typed_and_again_for_a_bad_one() -> None:
    app = open_app(PCOptions(mode="vga", monitor="color"), headless=True, display=None)  # type: ignore[arg-type]
    join = JoinScreen(GameOptions(name="Tess"))
    app.push(join)
    app.update(InputFrame())
    _answer(app, "host:99999")
    assert join.host is None and join.status == "Not a port number: '99999'"
    assert isinstance(app.top, TextFieldDialog) and "Server" in app.top.prompt
    assert app.top.field.text == "host:99999"  # as typed, to be put right
    _answer(app, "cards.example.org")
    assert join.host == "cards.example.org" and join.port is None
    assert isinstance(app.top, TextFieldDialog) and "Port" in app.top.prompt


@pytest.mark.parametrize("address", ["wss://hearts.example.org", "ws://cards-a:7101/x",
                                     "hearts.example.org:443"])
def test_hearts_join_opens_its_screen_on_any_address(address: str,
                                                     capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """``hearts join wss://HOST`` ended in a traceback (the port was read from the host)."""
    from retrohearts import hearts_main
    from retrohearts.screens.hearts.table import join as join_module

    shown: list[JoinScreen] = []

    def launch(_options: object, first: object, _headless: object) -> int:
        app = open_app(PCOptions(mode="vga", monitor="color"), headless=True, display=None)  # type: ignore[arg-type]
        screen = first(app)  # type: ignore[operator]
        shown.append(screen)
        return 0

    import retrohearts.pc.app as pc_app

    monkeypatch.setattr(pc_app, "launch", launch)
    assert hearts_main.main(["join", address, "--headless", "--frames", "2"]) == 0
    host, port, secure = split_url(parse_address(address))
    assert [(s.host, s.port, s.secure) for s in shown] == [(host, port, secure)]
    assert join_module.JoinScreen is JoinScreen


def test_hearts_join_refuses_a_bad_port_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    from retrohearts import hearts_main

    assert hearts_main.main(["join", "ws://cards-a:99999", "--headless", "--frames", "2"]) == 2
    assert capsys.readouterr().out.strip() == "?Not a port number in 'ws://cards-a:99999'"


@pytest.mark.parametrize(("argv", "said"), [
    (["a b"], "hearts-term: Not a server name: 'a b'"),
    (["host:0"], "hearts-term: Not a port number: '0'"),
    (["--name", " \x01 ", "127.0.0.1"], "hearts-term: choose a name with letters in it (--name)"),
    (["127.0.0.1"], "hearts-term: it needs a terminal to draw the table in (not a pipe or a "
                    "file)"),
])
def test_hearts_term_says_in_one_line_what_it_cannot_do(argv: list[str], said: str,
                                                        capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    """Run through a pipe, hearts-term joined a table and then died in curses' traceback."""
    from retrohearts.net import term

    assert term.main(argv) == 2
    assert capsys.readouterr().err.strip() == said


def test_a_ws_address_that_meets_a_tls_server_is_told_what_to_type() -> None:
    from retrohearts.net.address import tls_hint

    said = "server rejected WebSocket connection: HTTP 400"
    assert tls_hint("ws://cards.example.org:8443", said) == (
        "it answered HTTP 400, as a TLS proxy does: type wss://cards.example.org:8443")
    assert tls_hint("wss://cards.example.org:8443", said) == said
    assert tls_hint("ws://cards.example.org:7101", "no server is listening there") == (
        "no server is listening there")
