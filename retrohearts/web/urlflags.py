"""The page's query string as the 1993 command line: ``?cga&mono`` is ``hearts cga mono``.

Each ``&``-separated item is one word; ``key=value`` items become the long option
``--key value`` (``?deal=1234`` is ``--deal 1234``), but for the legacy words that take a
value (``?join=HOST:PORT`` is ``join HOST:PORT``). Percent-escapes are decoded;
``+`` stays a plus, since key names use it (``keys=key%20ALT+X``). The words then go
through the same parser as on the desktop (pc/config.py), so precedence and error
messages are the same.
"""

from __future__ import annotations

from urllib.parse import unquote

VALUE_WORDS = ("join",)  # legacy words followed by a value (not --options)
MAX_QUERY = 65536  # a longer query string is cut here (scripted test runs pass long ones)


def words_from_query(query: str) -> list[str]:
    """The command-line words a page query (with or without its leading ``?``) stands for."""
    text = query[:MAX_QUERY]
    if text.startswith("?"):
        text = text[1:]
    words: list[str] = []
    for item in text.split("&"):
        if not item:
            continue
        key, sep, value = item.partition("=")
        key = unquote(key).strip()
        if not key:
            continue
        value = unquote(value)
        if sep and value and key.lower() in VALUE_WORDS:
            words.extend([key, value])  # ?join=HOST:PORT is the legacy `join HOST:PORT`
        elif sep and value:
            words.extend([f"--{key.lstrip('-')}", value])
        elif sep:
            words.append(f"--{key.lstrip('-')}")
        else:
            words.append(key)
    return words


def page_query() -> str:
    """The query string of the page the game runs in ('' outside a browser)."""
    try:
        import js  # Pyodide's bridge to the page
    except ImportError:
        return ""
    try:
        return str(js.location.search)
    except Exception:  # noqa: BLE001 - no page (a worker, a test runner): no flags
        return ""
