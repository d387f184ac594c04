"""The table's `--log PATH` record: the writer now lives on the logic floor.

`retrohearts.eventlog` holds EventLog and read_log so that the network server (which never
imports screens) writes the very same JSON lines; this module keeps the old import path.
"""

from __future__ import annotations

from retrohearts.eventlog import EventLog, read_log

__all__ = ["EventLog", "read_log"]
