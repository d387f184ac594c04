"""Joining a game on a Hearts server: the JOIN screen and the network table.

`JoinScreen` asks for the server (host and port) and your name, connects in the background
(`retrohearts.net.session`; in a web page `retrohearts.web.websession`, over the browser's
own WebSocket) and, once the server has seated you, replaces itself with a
`RemoteTableScreen`: the ordinary table screen over a `RemotePort`, so icons, tutor, odds and
sound work as in a local game.  The people's names appear on their plates; chat lines from
the table are written on the felt, and ``:`` (or ``T``) opens a line to type one.  Leaving
(ESC, QUIT) gives the seat to the computer and returns to the screen below (Options), or ends
the program when the game was started by ``hearts join HOST[:PORT]``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from retrohearts.net.address import read_address, server_url
from retrohearts.net.mirror import RESUMED, Mirror
from retrohearts.net.protocol import DEFAULT_PORT
from retrohearts.pc.cursor import Target
from retrohearts.pc.screen import Screen
from retrohearts.screens.hearts.shared.controls import Controls
from retrohearts.screens.hearts.shared.layout import table_layout
from retrohearts.screens.hearts.table.remoteport import (
    RemoteController,
    faces_of,
    remote_controller,
)
from retrohearts.screens.hearts.table.table import TableScreen
from retrohearts.ui.panel import draw_panel
from retrohearts.ui.rect import Rect
from retrohearts.ui.text import wrap
from retrohearts.ui.textfield import TextFieldDialog

if TYPE_CHECKING:
    from retrohearts.net.session import NetSession
    from retrohearts.pc.app import App
    from retrohearts.pc.options import HeadlessRun, PCOptions
    from retrohearts.screens.hearts.flow import GameOptions

__all__ = ["JoinScreen", "RemoteTableScreen", "run_join"]

CHAT_LINES = 3  # chat lines shown on the felt
AUTO_PLAY = "Auto Play"  # xhearts' button: the computer makes your selection


class JoinScreen(Screen):
    """Host, port and name, then the table (or the reason it could not be reached)."""

    help_title = "Join a Network Game"
    help_text = ("Type the name or address of the computer running hearts-server, its port "
                 "(7101 unless its owner chose another) and your name. You take a free seat "
                 "at the table where people are playing; the computer plays the other seats "
                 "until people join. At the table, Auto Play (or ?) lets the computer make your "
                 "pass or play. ESC at the table gives your seat back to the computer.")

    def __init__(self, game: GameOptions, host: str | None = None, port: int | None = None,
                 fps: int | None = None, secure: bool = False) -> None:
        self.game = game
        self.host = host
        self.port = port
        self.secure = secure  # wss:// (any port) was asked for
        self._typed = ""  # a server address that could not be read
        self.name = game.name
        self.fps = fps
        self.session: NetSession | None = None
        self.mirror: Mirror | None = None
        self.status = ""
        self.failed = False
        self._started = False

    # ------------------------------------------------------------ asking
    def on_enter(self, app: App) -> None:
        # Called again whenever a question window closes: the answers drive what comes next.
        if not self._started:
            self._started = True
            self._next_question(app)

    def _next_question(self, app: App) -> None:
        if self.session is not None or self.failed:
            return
        if self.host is None:
            app.push(TextFieldDialog("Server (name or address):", self._got_host,
                                     text=self._typed or "127.0.0.1", max_len=40,
                                     title="Join"))
        elif self.port is None:
            app.push(TextFieldDialog("Port:", self._got_port, text=str(DEFAULT_PORT),
                                     max_len=5, title="Join"))
        elif not self.name:
            app.push(TextFieldDialog("Your name:", self._got_name, max_len=16, title="Join"))
        else:
            self._connect()

    def _got_host(self, app: App, text: str | None) -> None:
        if text is None or not text.strip():
            self._leave(app)
            return
        try:  # a name, NAME:PORT or a ws:// / wss:// address, as hearts join takes them
            host, port, self.secure = read_address(text)
        except ValueError as error:
            self.status = str(error)
            self._typed = text.strip()[:40]  # asked again, as typed, to be put right
        else:
            self.host = host
            self.port = port if port is not None else self.port  # else asked next
        self._next_question(app)

    def _got_port(self, app: App, text: str | None) -> None:
        if text is None:
            self._leave(app)
            return
        t = text.strip()
        if not t.isdigit() or not 0 < int(t) < 65536:
            self.status = f"'{t}' is not a port number (1-65535)"
        else:
            self.port = int(t)
        self._next_question(app)

    def _got_name(self, app: App, text: str | None) -> None:
        if text is None:
            self._leave(app)
            return
        self.name = text.strip() or None
        self._next_question(app)

    def _connect(self) -> None:
        url = server_url(self.host or "127.0.0.1", self.port or DEFAULT_PORT, self.secure)
        try:  # the websockets package (and a thread); a web page has neither
            from retrohearts.net.session import NetSession as Session
        except ImportError:  # so the page's own WebSocket, polled each frame
            from retrohearts.web.websession import (  # type: ignore[assignment]
                BrowserSession as Session,
            )
        self.status = f"Connecting to {self.host}:{self.port}..."
        self.session = Session(url, self.name or "Player")
        self.mirror = Mirror(self.session.send, ["", "", "", ""])
        self.session.start()

    # ------------------------------------------------------------ waiting
    def update(self, app: App) -> None:
        super().update(app)
        session, mirror = self.session, self.mirror
        if session is None or mirror is None or self.failed:
            return
        for message in session.poll():
            if message.get("type") == RESUMED:  # dropped before the first state, and back
                mirror = self.mirror = Mirror(session.send, ["", "", "", ""])
            else:
                mirror.feed(message)
        if session.reconnecting:
            self.status = session.status
        elif mirror.hand is not None:
            app.replace(self._table(app, session, mirror))
        elif session.error or mirror.notes:
            reason = session.error or mirror.notes[-1]
            self.status = f"Cannot join {self.host}:{self.port} ({reason[:100]})"
            self.failed = True
            session.close(leave=False)

    def _table(self, app: App, session: NetSession, mirror: Mirror) -> RemoteTableScreen:
        from retrohearts.pc.app import FPS

        controls = self.game.controls or Controls()
        ctl = remote_controller(session, mirror, controls, self.fps or FPS)
        return RemoteTableScreen(ctl, controls, root=len(app.stack) <= 1)

    def targets(self, app: App) -> Sequence[Target]:
        return []

    def escape(self, app: App) -> None:
        if self.session is not None:
            self.session.close()
        self._leave(app)

    def _leave(self, app: App) -> None:
        if len(app.stack) > 1:
            if app.top is self:
                app.pop()
        else:
            app.quit(0)

    def panel(self, app: App) -> tuple[Rect, list[str]]:
        """What is known so far, and where it is shown: at the top while a question is asked
        below it (the two never overlap), in the middle while connecting or after a
        refusal."""
        lay = app.layout
        asking = app.top is not self
        w = min(lay.width - 4 * lay.pad, 60 * lay.cell_w)
        columns = (w - 4 * lay.pad) // lay.cell_w
        port = "-" if self.port is None else str(self.port)
        lines = [f"Server: {self.host or '-'}", f"Port:   {port}", f"Name:   {self.name or '-'}"]
        if not asking:
            lines += ["", *wrap(self.status, columns)]
        elif self.status:  # a wrong answer: said above the question asked again
            lines += wrap(self.status, columns)[:2]
        if self.failed:
            lines += ["", "ESC returns"]
        h = (len(lines) + 3) * lay.line_h
        x = (lay.width - w) // 2
        y = 2 * lay.pad if asking else (lay.height - h) // 2
        return Rect(x, y, w, h), [line[:columns] for line in lines]

    def draw(self, app: App) -> None:
        import pyxel

        pyxel.cls(app.ink.bg)
        lay = app.layout
        r, lines = self.panel(app)
        body = draw_panel(app, r.x, r.y, r.w, r.h, "Join a network game")
        for i, line in enumerate(lines):
            app.text(r.x + 2 * lay.pad, body + lay.pad + i * lay.line_h, line,
                     app.ink.panel_text)


class RemoteTableScreen(TableScreen):
    """The main playing screen, seated at a table on a server."""

    def __init__(self, controller: RemoteController, controls: Controls, *,
                 root: bool = False) -> None:
        from retrohearts.screens.hearts.places import open_icon_screen

        super().__init__(controller, list(controller.port.names), controls,
                         open_screen=open_icon_screen)
        self.remote = controller
        self.root = root
        self.chatting = False

    @property
    def mirror(self) -> Mirror:
        return self.remote.port.mirror

    def menu_button(self, app: App) -> tuple[str, Rect, str, str] | None:
        """Auto Play while this seat has a decision to make (the terminal client's ``?``,
        xhearts' Auto Play button): the computer makes it."""
        if self.remote.waiting_for not in ("pass", "play"):
            return None
        lay = table_layout(app)
        c = lay.continue_icon
        label = AUTO_PLAY if len(AUTO_PLAY) * lay.cell_w + 2 * lay.pad <= c.w + lay.cell_w \
            else "Auto"
        w = max(c.w, app.text_width(label) + 2 * lay.pad + 2)
        hover = ("Click now to let the computer pass for you"
                 if self.remote.waiting_for == "pass" else
                 "Click now to let the computer play for you")
        return "auto", Rect(c.right - w, c.y, w, c.h), label, hover

    def select(self, app: App, target_id: Hashable) -> None:
        if target_id == "auto":
            self.remote.auto_play()
            return
        super().select(app, target_id)

    def update(self, app: App) -> None:
        self.names[:] = self.mirror.names
        self.faces = faces_of(self.mirror.names, self.mirror.kinds)
        if app.top is self and "?" in app.input.text and not self.chatting:
            self.remote.auto_play()
        if app.top is self and any(ch in ":Tt" for ch in app.input.text) and not self.chatting:
            self.chatting = True
            app.push(TextFieldDialog("Say to the table:", self._said, max_len=60,
                                     title="Chat"))
            return
        super().update(app)
        port = self.remote.port
        if port.fresh is not None and port.fresh.hand is not None and app.top is self:
            self._start_over(app, port.fresh)
        elif port.session.reconnecting and not self.chatting:
            self.remote.state.message = port.session.status
        elif port.session.closed and not self.chatting:
            self.remote.state.message = port.session.error or "Connection lost"

    def _start_over(self, app: App, fresh: Mirror) -> None:
        """The seat is back after a dropped connection: the table again, from the server's
        whole state (what happened meanwhile was played by the computer)."""
        fresh.chat[:0] = self.mirror.chat[-20:]
        ctl = remote_controller(self.remote.port.session, fresh, self.controls, self.ctl.fps)
        screen = RemoteTableScreen(ctl, self.controls, root=self.root)
        ctl.state.message = "Back at the table"
        app.replace(screen)

    def _said(self, app: App, text: str | None) -> None:
        self.chatting = False
        if text and text.strip():
            self.remote.port.session.send({"type": "chat", "text": text.strip()})

    def escape(self, app: App) -> None:
        """ESC / QUIT: leave the table (a computer takes the seat)."""
        self.remote.port.session.close()
        if self.root or len(app.stack) <= 1:
            app.quit(0)
        elif app.top is self:
            app.pop()

    def quit_game(self, app: App, save: bool) -> None:
        self.escape(app)

    def interrupt(self, app: App) -> None:
        self.remote.port.session.close()

    def draw(self, app: App) -> None:
        super().draw(app)
        lines = self.mirror.chat[-CHAT_LINES:]
        if not lines:
            return
        lay = table_layout(app)
        # Bottom left of the felt: below West's portrait and plate, left of South's portrait.
        west, south = lay.seats[1], lay.seats[0].portrait
        top = max(west.portrait.bottom, west.label[1] + 2 * lay.cell_h) + 1
        bottom = lay.table.bottom - 1
        room = max(1, min(CHAT_LINES, (bottom - top) // lay.cell_h))
        width = max(8, (south.x - lay.table.x - 2 * lay.pad) // lay.cell_w)
        y = bottom - room * lay.cell_h
        for i, (who, text) in enumerate(lines[-room:]):
            line = f"{who}: {text}" if who else text
            app.text(lay.table.x + lay.pad, y + i * lay.cell_h, line[:width], app.ink.text_bright)


def run_join(options: PCOptions, headless: HeadlessRun | None, game: GameOptions,
             address: str) -> int:
    """``hearts join HOST[:PORT]``: the emulated PC starts straight at the JOIN screen."""
    from retrohearts.pc.app import launch
    from retrohearts.screens.hearts.shared.speaker import attach_sound

    try:
        host, port, secure = read_address(address)
    except ValueError as error:
        print(f"?{error}")
        return 2

    def first(app: App) -> Screen:
        attach_sound(app, options)
        return JoinScreen(game, host=host, port=port or DEFAULT_PORT, secure=secure)

    return int(launch(options, first, headless))
