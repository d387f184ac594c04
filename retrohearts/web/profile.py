"""The browser's limits, imposed on a native run: a test stand-in for the web page.

In the page, pyxel runs under Pyodide: numpy is not there (unless the page pays for
it), threads cannot start, there are no subprocesses, and the only files that outlive
the page are those the storage layer keeps. `impose(app_dir, storage_dir)` makes this
process behave the same way: importing numpy fails, starting a thread or a process
fails, any module outside the standard library, pyxel and `app_dir` cannot be
imported, and opening a file for writing outside `storage_dir` fails (but for the
folder pyxel extracts apps into and the game's own ``retrohearts-*`` scratch folders,
which in the page live in its in-memory file system).

Run as a script, it plays a packaged game the way the page would:

    python retrohearts/web/profile.py dist/hearts.pyxapp --query "?cga&mono&headless&frames=600"

It deliberately imports nothing from retrohearts: the game must come from the package.
"""

from __future__ import annotations

import argparse
import builtins
import importlib.abc
import importlib.machinery
import json
import os
import sys
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

BLOCKED = ("numpy",)
ALLOWED_THIRD_PARTY = ("pyxel",)
WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


class BrowserLimit(RuntimeError):
    """Something the browser would refuse."""


class _Finder(importlib.abc.MetaPathFinder):
    """Refuses numpy, and any third-party module that is not pyxel or in the app."""

    def __init__(self, app_dir: Path) -> None:
        self.app_dir = app_dir

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        top = fullname.partition(".")[0]
        if top in BLOCKED:
            raise ImportError(f"No module named '{fullname}' (not in the browser build)")
        if top in sys.stdlib_module_names or top in ALLOWED_THIRD_PARTY or top.startswith("_"):
            return None
        if (self.app_dir / top).is_dir() or (self.app_dir / f"{top}.py").is_file():
            return None
        raise ImportError(f"No module named '{fullname}' (not inside the web package)")


def _refuse_thread(self: threading.Thread) -> None:
    raise RuntimeError("can't start new thread (the browser has no threads)")


def _refuse_process(*args: Any, **kwargs: Any) -> Any:
    raise OSError("subprocesses are not available in the browser")


def impose(app_dir: Path, storage_dir: Path) -> None:
    """From now on this process has only what a browser page has."""
    tmp = Path(tempfile.gettempdir()).resolve()
    allowed = [storage_dir.resolve(), tmp / ".pyxel", tmp / "pyxel"]

    def writable(path: Any) -> bool:
        if isinstance(path, int):
            return True  # an already-open descriptor
        target = Path(os.fsdecode(path))
        if not target.is_absolute():
            target = Path.cwd() / target
        target = target.resolve()
        first = target.relative_to(tmp).parts[:1] if target.is_relative_to(tmp) else ()
        if first and first[0].startswith(("retrohearts-", tempfile.gettempprefix())):
            # the game's own scratch files and tempfile's temporary ones (in the page: its
            # memory file system, gone with the page, as they are meant to go)
            return True
        return any(target == root or target.is_relative_to(root) for root in allowed)

    real_open = builtins.open
    real_os_open = os.open

    def guarded_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if any(flag in mode for flag in "wax+") and not writable(file):
            raise PermissionError(f"writing outside the browser storage: {file}")
        return real_open(file, mode, *args, **kwargs)

    def guarded_os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & WRITE_FLAGS and not writable(path):
            raise PermissionError(f"writing outside the browser storage: {path}")
        return real_os_open(path, flags, *args, **kwargs)

    def guard_two(real: Any) -> Any:
        def guarded(src: Any, dst: Any, *args: Any, **kwargs: Any) -> Any:
            if not (writable(src) and writable(dst)):
                raise PermissionError(f"writing outside the browser storage: {dst}")
            return real(src, dst, *args, **kwargs)
        return guarded

    def guard_one(real: Any) -> Any:
        def guarded(path: Any, *args: Any, **kwargs: Any) -> Any:
            if not writable(path):
                raise PermissionError(f"writing outside the browser storage: {path}")
            return real(path, *args, **kwargs)
        return guarded

    builtins.open = guarded_open
    os.open = guarded_os_open
    os.replace = guard_two(os.replace)
    os.rename = guard_two(os.rename)
    for name in ("mkdir", "unlink", "remove", "rmdir"):
        setattr(os, name, guard_one(getattr(os, name)))
    threading.Thread.start = _refuse_thread  # type: ignore[method-assign]
    for name in BLOCKED:
        for loaded in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
            del sys.modules[loaded]
    sys.meta_path.insert(0, _Finder(app_dir))
    import subprocess

    subprocess.Popen = _refuse_process  # type: ignore[assignment,misc]
    os.system = _refuse_process
    os.fork = _refuse_process


def play(pyxapp: Path, query: str, storage_dir: Path) -> None:
    """Extract a .pyxapp as pyxel's player does, impose the limits, and run it."""
    import pyxel.cli

    storage_dir.mkdir(parents=True, exist_ok=True)
    os.environ["RETROHEARTS_PAGE_QUERY"] = query
    os.environ["RETROHEARTS_BROWSER_STORAGE"] = str(storage_dir)
    os.environ["RETROHEARTS_BROWSER_AUDIO"] = "1"  # a page always has audio: prepare sounds
    startup = pyxel.cli._extract_pyxel_app(str(pyxapp))  # type: ignore[no-untyped-call]
    if startup is None:
        raise SystemExit(f"no startup script in {pyxapp}")
    app_dir = Path(startup).parent
    opened: list[str] = []

    def audit(event: str, args: tuple[Any, ...]) -> None:
        if event == "open" and args and isinstance(args[0], str | bytes | os.PathLike):
            opened.append(os.fsdecode(args[0]))

    sys.addaudithook(audit)
    impose(app_dir, storage_dir)
    sys.path.insert(0, str(app_dir))
    import runpy

    sys.argv = [startup]
    try:
        runpy.run_path(startup, run_name="__main__")
    finally:
        print("PROFILE " + json.dumps(summary(opened, app_dir, storage_dir)), flush=True)


def summary(opened: list[str], app_dir: Path, storage_dir: Path) -> dict[str, Any]:
    """What the run opened: files outside the package (and what the system provides),
    and how many digitized sounds it prepared for pyxel."""
    import pyxel

    provided = [app_dir, storage_dir, Path(sys.base_prefix), Path(sys.prefix),
                Path(pyxel.__file__).parent, Path("/dev"), Path("/proc"), Path("/sys"),
                Path(__file__)]  # this script itself (tracebacks read it)
    tmp = Path(tempfile.gettempdir()).resolve()
    outside: set[str] = set()
    sounds: set[str] = set()
    for name in opened:
        path = Path(name)
        if not path.is_absolute():
            path = Path.cwd() / path
        path = path.resolve()
        if path.is_relative_to(tmp) and "retrohearts-pcm-" in str(path):
            sounds.add(path.name)
        elif path.is_relative_to(tmp) and path.is_relative_to(app_dir.parent.resolve()):
            continue
        elif path == tmp or (path.parent == tmp
                             and path.name.startswith(tempfile.gettempprefix())):
            continue  # tempfile's temporary files: the page has them in memory
        elif not any(path.is_relative_to(root.resolve()) for root in provided):
            outside.add(str(path))
    return {"outside_package": sorted(outside), "sounds_prepared": len(sounds)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run a web package under the browser's limits")
    parser.add_argument("pyxapp", type=Path)
    parser.add_argument("--query", default="", help="the page's query string, e.g. '?cga&mono'")
    parser.add_argument("--storage", type=Path, default=None,
                        help="folder standing for the browser's storage (default: a temp folder)")
    args = parser.parse_args(argv)
    storage = args.storage or Path(tempfile.mkdtemp(prefix="retrohearts-storage-"))
    play(args.pyxapp.resolve(), args.query, storage.resolve())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
