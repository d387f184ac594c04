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
    (a busy server calls it at each hand's end, not once a line)."""

    def __init__(self, path: Path | None = None, keep: int | None = None,
                 flush_seconds: float = 0.0) -> None:
        self.path = path
        self.keep = keep
        self.flush_seconds = flush_seconds
        self._flushed = time.monotonic()
        self.events: list[dict[str, Any]] = []
        self._file: IO[str] | None = None
        self._failed = False
        if path is not None:
            try:
                self._file = path.open("w", encoding="utf-8")
            except OSError as error:
                self._fail(error)

    def write(self, event: str, **fields: Any) -> None:
        """Record one event: {"event": event, **fields}."""
        record: dict[str, Any] = {"event": event, **fields}
        self.events.append(record)
        if self.keep is not None and len(self.events) > 2 * self.keep:
            del self.events[: -self.keep]
        if self._file is None:
            return
        try:
            self._file.write(json.dumps(record, separators=(",", ":")) + "\n")
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
