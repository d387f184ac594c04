"""Computer seats think off the event loop, so one table's search never delays another's messages.

:class:`Thinkers` runs each decision in a thread pool (the default) or a process pool.  A
decision is a pure function of the personality, its seed and the PlayerView (the players'
promise), so a fresh player object per decision gives the same card as a long-lived one.  A
player that fails or answers with something it may not use is replaced, for that decision, by
the plain choice (first legal card, or the three highest cards) so the game goes on.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import multiprocessing.context
import os
import threading
import time
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor

from retrohearts.cards import Card
from retrohearts.hearts.players import make_player
from retrohearts.hearts.view import PlayerView

__all__ = ["Thinkers", "decide"]

#: How often a worker process looks whether its server is still there.
WATCH_SECONDS = 1.0


def decide(personality: str, seed: int, view: PlayerView, passing: bool) -> list[Card]:
    """The checked decision of ``personality`` for ``view``: three cards, or one in a list."""
    try:
        player = make_player(personality, seed)
        if passing:
            cards = list(player.choose_pass(view))
            if len(set(cards)) == 3 and all(c in view.hand for c in cards):
                return cards
        else:
            card = player.choose_play(view)
            if card in view.legal:
                return [card]
    except Exception:  # a faulty player must not stop the table
        pass
    if passing:
        return sorted(view.hand, key=lambda c: (c.rank, c.suit))[-3:]
    return [view.legal[0]]


def _fresh_processes() -> multiprocessing.context.BaseContext:
    """Worker processes started afresh, not forked from the server: a forked worker would
    hold the server's listening socket open after the server died, so that connections to a
    dead server hang instead of being refused (and a client looks for its table elsewhere)."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


def _watch(server_pid: int) -> None:
    """A worker's first act: end itself once the server process is gone (a server that was
    killed cannot tell its workers, and they would wait for work for ever)."""
    def watch() -> None:
        while True:
            time.sleep(WATCH_SECONDS)
            try:
                os.kill(server_pid, 0)
            except ProcessLookupError:
                os._exit(0)
            except OSError:
                pass

    threading.Thread(target=watch, name="watch-server", daemon=True).start()


class Thinkers:
    """A pool that answers ``await thinkers.decide(...)`` without blocking the event loop."""

    def __init__(self, workers: int = 2, processes: bool = False) -> None:
        self.processes = processes
        self._pool: Executor = (
            ProcessPoolExecutor(workers, mp_context=_fresh_processes(), initializer=_watch,
                                initargs=(os.getpid(),)) if processes
            else ThreadPoolExecutor(workers, thread_name_prefix="think"))

    async def decide(self, personality: str, seed: int, view: PlayerView,
                     passing: bool) -> list[Card]:
        """See :func:`decide`; runs in the pool."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, decide, personality, seed, view, passing)

    def close(self) -> None:
        """Stop the pool (pending decisions are dropped)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
