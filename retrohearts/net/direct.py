"""websockets' server connection, handing each client message to a callback as it arrives.

The stock connection puts every message in a queue for a task that ``await``s it, so a message
waits a turn of the event loop before it is handled, and what it causes waits another before
it is written.  The Hearts server handles a message without awaiting anything, so
:class:`DirectConnection` calls :attr:`DirectConnection.on_message` straight from the socket's
data callback instead (no queue, no task to wake; the order is kept), and the server writes
the answers before the callback returns.  Messages that come before the handler has set the
callback wait in :attr:`DirectConnection.early`.  Fragmented messages are joined here;
websockets' own bound on a message's size (``max_size``) still holds, and control frames
(ping, pong, close) are handled by websockets as before.  A text message is handed over as
its UTF-8 bytes, like a binary one (the protocol reads both as UTF-8 text); a text message
that is not valid UTF-8 fails the connection with close code 1007, as RFC 6455 (8.1) asks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.frames import DATA_OPCODES, CloseCode, Frame, Opcode
from websockets.protocol import Event, State

__all__ = ["DirectConnection"]


class DirectConnection(ServerConnection):
    """A server connection whose messages go to :attr:`on_message` (see the module)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.on_message: Callable[[bytes], None] | None = None
        self.early: list[bytes] = []
        self._parts: list[bytes] = []
        self._text = False

    def process_event(self, event: Event) -> None:
        if self.request is None or not isinstance(event, Frame) or (
                event.opcode not in DATA_OPCODES):
            super().process_event(event)  # the handshake, or a control frame
            return
        if self.protocol.state is not State.OPEN:  # failed (bad UTF-8): read no further
            return
        if event.opcode is not Opcode.CONT:
            self._parts = []
            self._text = event.opcode is Opcode.TEXT
        self._parts.append(bytes(event.data))
        if not event.fin:
            return
        data = self._parts[0] if len(self._parts) == 1 else b"".join(self._parts)
        self._parts = []
        if self._text:
            try:
                data.decode("utf-8")
            except UnicodeDecodeError as error:
                self.protocol.fail(CloseCode.INVALID_DATA,
                                   f"invalid UTF-8 at position {error.start}")
                self.send_data()
                return
        if self.on_message is None:
            self.early.append(data)
        else:
            self.on_message(data)
