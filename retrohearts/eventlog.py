"""The `--log PATH` record: one JSON object per line for each game event.

Deal numbers, passes, plays, trick winners and hand scores, enough to replay a
game for a bug report or to check a test run against the engine. Both the pyxel
table (screens/hearts) and the network server (net/) write it, so it lives on the
logic floor; the event names and fields are built in `retrohearts.hearts.events`. Writing never
raises: a log that cannot be written is reported once and then ignored, because a
full disk must not stop a game.
"""

from __future__ import annotations

import contextlib
import json
import sys
import time
from pathlib import Path
from typing import IO, Any


class EventLog:
    """Appends events as JSON lines to a file, and keeps them in :attr:`events` (all of them,
    or about the last ``keep`` for a long-running server).

    Each line reaches the file at once unless ``flush_seconds`` is set: then lines are
    buffered and written at most that many seconds apart, and whenever :meth:`flush` is called
    (a busy server calls it at each hand's end, not once a line).

    With ``as_text`` the events are kept as their JSON lines and :attr:`events` decodes them
    when asked: a server's thousands of kept events are then strings, which the garbage
    collector does not have to go through (as dicts and lists they made each full collection
    take a quarter of a second at 200 busy tables)."""

    def __init__(self, path: Path | None = None, keep: int | None = None,
                 flush_seconds: float = 0.0, *, as_text: bool = False) -> None:
        self.path = path
        self.keep = keep
        self.flush_seconds = flush_seconds
        self.as_text = as_text
        self._flushed = time.monotonic()
        self._records: list[dict[str, Any]] = []
        self._lines: list[str] = []
        self._file: IO[str] | None = None
        self._failed = False
        if path is not None:
            try:
                self._file = path.open("w", encoding="utf-8")
            except OSError as error:
                self._fail(error)

    @property
    def events(self) -> list[dict[str, Any]]:
        """The events kept, oldest first (decoded afresh with ``as_text``)."""
        if self.as_text:
            return [json.loads(line) for line in self._lines]
        return self._records

    def write(self, event: str, **fields: Any) -> None:
        """Record one event: {"event": event, **fields}."""
        record: dict[str, Any] = {"event": event, **fields}
        line = (json.dumps(record, separators=(",", ":"))
                if self.as_text or self._file is not None else "")
        kept: list[Any] = self._lines if self.as_text else self._records
        kept.append(line if self.as_text else record)
        if self.keep is not None and len(kept) > 2 * self.keep:
            del kept[: -self.keep]
        if self._file is None:
            return
        try:
            self._file.write(line + "\n")
            if self.flush_seconds <= 0 or time.monotonic() - self._flushed >= self.flush_seconds:
                self.flush()
        except OSError as error:
            self._fail(error)

    def flush(self) -> None:
        """Write what is buffered to the file now."""
        self._flushed = time.monotonic()
        if self._file is not None:
            try:
                self._file.flush()
            except OSError as error:
                self._fail(error)

    def close(self) -> None:
        """Close the file (idempotent)."""
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None

    def _fail(self, error: OSError) -> None:
        if not self._failed:
            print(f"?Error writing '{self.path}' file ({error.strerror})", file=sys.stderr)
        self._failed = True
        self._file = None


def read_log(path: Path) -> list[dict[str, Any]]:
    """Read a log written by EventLog back into a list of events."""
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]
