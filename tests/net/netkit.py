"""Helpers for the network tests: a real server on a free loopback port, scripted clients."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import subprocess
import sys
from collections.abc import AsyncIterator
from functools import cache
from pathlib import Path
from typing import Any

from retrohearts.hearts.rules import HouseRules
from retrohearts.net.client import Client
from retrohearts.net.server import HeartsServer, ServerConfig
from retrohearts.net.table import TableConfig

FAST = dict(delay=0.0, trick_pause=0.0, hand_pause=0.0, turn_timeout=0.0)


@contextlib.asynccontextmanager
async def running_server(tables: int = 1, rules: str = "xhearts",
                         opponents: tuple[str, ...] = ("Ducker",),
                         first_deal: int | None = 1234, **overrides: Any
                         ) -> AsyncIterator[HeartsServer]:
    """A HeartsServer on 127.0.0.1 with a free port; computers default to the fast Ducker."""
    names = TableConfig.__annotations__
    table_fields = {k: overrides.pop(k) for k in list(overrides) if k in names}
    table = TableConfig(rules=HouseRules.preset(rules), opponents=opponents,
                        first_deal=first_deal, **{**FAST, **table_fields})
    limits = {"rate": 10000.0, "burst": 10000.0, "processes": False, **overrides}
    server = HeartsServer(ServerConfig(host="127.0.0.1", port=0, tables=tables, table=table,
                                       **limits))
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def url(server: HeartsServer) -> str:
    return f"ws://127.0.0.1:{server.port}"


def decision_key(state: dict[str, Any]) -> tuple[Any, ...] | None:
    """Identifies one decision, so a script answers each prompt once."""
    if not state.get("turn"):
        return None
    return (state["hand_number"], state["deal_number"], state["turn"], len(state["tricks"]),
            len(state["current"]))


async def answer(client: Client, state: dict[str, Any], answered: set[Any]) -> None:
    """Answer a state's prompt once (first three cards / first legal card)."""
    key = decision_key(state)
    if key is None or key in answered:
        return
    answered.add(key)
    if state["turn"] == "pass":
        await client.send("pass", cards=state["hand"][:3])
    else:
        await client.send("play", card=state["legal"][0])


async def play_until(client: Client, predicate: Any, timeout: float = 30.0) -> dict[str, Any]:
    """Answer prompts until a state satisfies ``predicate``; return that state."""
    answered: set[Any] = set()
    while True:
        msg = await client.recv(timeout)
        if msg["type"] != "state":
            continue
        if predicate(msg):
            return msg
        await answer(client, msg, answered)


async def play_script(client: Client, games: int = 1, *, errors: list[dict[str, Any]] | None = None,
                      timeout: float = 60.0) -> list[dict[str, Any]]:
    """Answer every prompt (first three cards / first legal card) until ``games`` game_end
    events; return the game_end events."""
    ends: list[dict[str, Any]] = []
    answered: set[tuple[Any, ...]] = set()
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while len(ends) < games:
        msg = await client.recv(max(0.01, end - loop.time()))
        kind = msg["type"]
        if kind == "event" and msg["event"] == "game_end":
            ends.append(msg)
        elif kind == "error" and errors is not None:
            errors.append(msg)
        elif kind == "state":
            await answer(client, msg, answered)
    return ends


def replay(events: list[dict[str, Any]], rules: str = "xhearts") -> list[list[int]]:
    """Replay a table's log with the engine (table_driver.replay_scores); assert every
    hand_end agrees with it, and return the final scores of each finished game."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "screens"))
    from table_driver import replay_scores

    totals = replay_scores(events, HouseRules.preset(rules))
    logged = [e["scores"] for e in events if e["event"] == "hand_end"]
    assert totals == logged
    finished: list[list[int]] = []
    last: list[int] | None = None
    for e in events:
        if e["event"] == "hand_end":
            last = e["scores"]
        elif e["event"] == "game_end":
            assert last == e["scores"]
            low = min(e["scores"])
            assert e["winners"] == [s for s in range(4) if e["scores"][s] == low]
            finished.append(e["scores"])
    return finished


ROOT = Path(__file__).resolve().parents[2]


def server_process(redis_url: str, tmp_path: Path, name: str, *extra: str,
                   tables: int = 1) -> tuple[subprocess.Popen[str], str]:
    """``hearts-server --redis`` in a process of its own (fast Duckers thinking in threads,
    log in tmp_path/name, stderr in tmp_path/name.err); returns it and its ws:// address."""
    err = (tmp_path / f"{name}.err").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "retrohearts.net.server", "--port", "0", "--tables", str(tables),
         "--redis", redis_url, "--opponents", "Ducker", "--delay", "0", "--trick-pause", "0",
         "--hand-pause", "0", "--turn-timeout", "0", "--log-dir", str(tmp_path / name),
         "--threads", *extra],
        stdout=subprocess.PIPE, stderr=err, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT)
    err.close()
    assert proc.stdout is not None
    line = proc.stdout.readline()
    match = re.search(r"(ws://\S+)", line)
    if match is None:
        proc.kill()
        raise AssertionError(f"no server: {line} {(tmp_path / f'{name}.err').read_text()}")
    return proc, match.group(1)


@cache
def server_schema() -> Any:
    """A validator of server messages: docs/protocol.schema.json's ``#/$defs/server``."""
    import jsonschema

    schema = json.loads((ROOT / "docs" / "protocol.schema.json").read_text())
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls({"$ref": "#/$defs/server", "$defs": schema["$defs"]})
