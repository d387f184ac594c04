"""Where a Hearts server is: what a player types (``HOST``, ``HOST:PORT`` or a ``ws://`` /
``wss://`` address) turned into the WebSocket address the clients open, and back.

hearts-server itself speaks plain ``ws://``; a server reached on port 443 sits behind a TLS
proxy (docs/network.md), so ``HOST:443`` means ``wss://``.  Every client (the game's JOIN,
``hearts join``, ``hearts-term``, the web page) goes through these functions, so the same
words reach the same server from each of them.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from retrohearts.net.protocol import DEFAULT_PORT

__all__ = ["TLS_PORT", "parse_address", "read_address", "server_url", "split_url",
           "tls_hint"]

#: The port of a TLS proxy in front of a server: addresses on it are opened with wss://.
TLS_PORT = 443
#: A computer's name (in any alphabet) or IPv4 address, or an IPv6 address.
_HOST = re.compile(r"[\w.-]+|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*")


def server_url(host: str, port: int, secure: bool = False) -> str:
    """The WebSocket address of the server at ``host`` and ``port``: ``wss://`` when
    ``secure`` or on :data:`TLS_PORT`, else ``ws://``."""
    if ":" in host and not host.startswith("["):  # an IPv6 address
        host = f"[{host}]"
    scheme = "wss" if secure or port == TLS_PORT else "ws"
    return f"{scheme}://{host}:{port}"


def split_url(url: str) -> tuple[str, int, bool]:
    """(host, port, secure) of a ``ws://`` or ``wss://`` address; a missing port is the
    scheme's own (80, 443).  ValueError, in a sentence, for anything else."""
    try:
        parts = urlsplit(url)
    except ValueError:
        raise ValueError(f"Not a server address: {url!r}") from None
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise ValueError(f"Not a server address: {url!r}")
    try:
        port = parts.port
    except ValueError:
        raise ValueError(f"Not a port number in {url!r}") from None
    secure = parts.scheme == "wss"
    return parts.hostname, port or (TLS_PORT if secure else 80), secure


def read_address(text: str | None) -> tuple[str, int | None, bool]:
    """(host, port, secure) of what a player typed: ``HOST``, ``HOST:PORT`` (``[v6]:PORT``)
    or a ``ws://`` / ``wss://`` address.  The port is None when none was written (a URL
    always has its scheme's); secure on :data:`TLS_PORT`.  ValueError, in a sentence, for a
    bad port or name."""
    text = (text or "127.0.0.1").strip()
    if text.startswith(("ws://", "wss://")):
        return split_url(text)
    host, port = text, None
    if text.startswith("["):  # [::1]:7101
        end = text.find("]")
        if end < 0:
            raise ValueError(f"Not a server name: {text!r}")
        host, rest = text[1:end], text[end + 1:]
        if rest.startswith(":"):
            port = _port(rest[1:])
    elif text.count(":") == 1:
        host, port_text = text.split(":")
        port = _port(port_text)
    host = host or "127.0.0.1"
    if not _HOST.fullmatch(host):
        raise ValueError(f"Not a server name: {host!r}")
    return host, port, port == TLS_PORT


def parse_address(text: str | None, default_port: int = DEFAULT_PORT) -> str:
    """What a player typed (:func:`read_address`) as the address to open; a ``ws://`` /
    ``wss://`` address is kept as written."""
    host, port, secure = read_address(text)
    text = (text or "").strip()
    if text.startswith(("ws://", "wss://")):
        return text
    return server_url(host, port or default_port, secure)


def _port(text: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise ValueError(f"Not a port number: {text!r}")
    return int(text)


def tls_hint(url: str, reason: str) -> str:
    """``reason`` for a failed connection, with a word on what to type when a ``ws://``
    address met a TLS server (nginx and Caddy answer plain HTTP there with HTTP 400)."""
    if url.startswith("ws://") and "HTTP 400" in reason:
        return (f"it answered HTTP 400, as a TLS proxy does: type "
                f"wss://{url[len('ws://'):].rstrip('/')}")
    return reason
