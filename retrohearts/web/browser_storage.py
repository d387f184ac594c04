"""Saves that outlive the page: the user data folder mirrored into the browser's storage.

Pyodide's file system lives in memory and is gone on reload. The games already write
every file atomically (a temporary file, then ``os.replace``), so the rename is the one
moment a file is complete. `install(folder, store)` first puts back every file the
store holds for ``folder``, then wraps ``os.replace`` and ``os.unlink`` so that each
completed file in ``folder`` is copied into the store (and a removed one forgotten).
The files keep their desktop format and are validated on load as on the desktop; the
store only carries their bytes, base64-encoded, one key per file.

The store is the page's ``localStorage`` in a browser (`LocalStorage`), or any mapping
in tests (`MemoryStore`).
"""

from __future__ import annotations

import base64
import binascii
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Protocol

PREFIX = "retrohearts:"
MAX_FILE = 1 << 20  # localStorage holds about 5 MB a site: no save file comes near this


class KeyValueStore(Protocol):
    """What the mirror needs of a store: string keys to string values."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...

    def names(self) -> Iterator[str]: ...


class MemoryStore:
    """A store in a dict (tests; a page that forbids storage)."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def names(self) -> Iterator[str]:
        return iter(list(self.data))


class LocalStorage:
    """The page's ``window.localStorage`` through Pyodide's ``js`` module."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage

    def get(self, key: str) -> str | None:
        value = self.storage.getItem(key)
        return None if value is None else str(value)

    def set(self, key: str, value: str) -> None:
        self.storage.setItem(key, value)

    def remove(self, key: str) -> None:
        self.storage.removeItem(key)

    def names(self) -> Iterator[str]:
        return iter([str(self.storage.key(i)) for i in range(int(self.storage.length))])


class Mirror:
    """Keeps the files directly in ``folder`` and their copies in ``store`` alike."""

    def __init__(self, folder: Path, store: KeyValueStore, name: str) -> None:
        self.folder = folder
        self.store = store
        self.prefix = f"{PREFIX}{name}/"

    def _key(self, path: Path) -> str | None:
        try:
            resolved = path.resolve()
        except OSError:
            return None
        if resolved.parent != self.folder.resolve() or resolved.name.startswith("."):
            return None  # temporaries and anything outside the folder stay in memory
        return self.prefix + resolved.name

    def restore(self) -> list[str]:
        """Write every stored file back into the folder; return their names."""
        self.folder.mkdir(parents=True, exist_ok=True)
        restored = []
        for key in self.store.names():
            if not key.startswith(self.prefix):
                continue
            name = key[len(self.prefix):]
            value = self.store.get(key)
            if not name or "/" in name or name.startswith(".") or value is None:
                continue
            try:
                data = base64.b64decode(value, validate=True)
            except (binascii.Error, ValueError):
                data = value.encode("utf-8", "replace")  # damaged: the loader will say so
            (self.folder / name).write_bytes(data)
            restored.append(name)
        return restored

    def commit(self, path: Path) -> None:
        """Copy a completed file of the folder into the store."""
        key = self._key(path)
        if key is None:
            return
        try:
            data = path.read_bytes()[: MAX_FILE + 1]
        except OSError:
            return
        if len(data) <= MAX_FILE:
            self.store.set(key, base64.b64encode(data).decode("ascii"))

    def forget(self, path: Path) -> None:
        key = self._key(path)
        if key is not None:
            self.store.remove(key)


def install(folder: Path, store: KeyValueStore, name: str) -> Mirror:
    """Restore ``folder`` from ``store`` and keep mirroring it from now on."""
    mirror = Mirror(folder, store, name)
    mirror.restore()
    # Installed again (pyxel restarting the page's program in the same interpreter): wrap
    # the real functions, not the last mirror's wrappers.
    real_replace: Callable[..., None] = getattr(os.replace, "_unmirrored", os.replace)
    real_unlink: Callable[..., None] = getattr(os.unlink, "_unmirrored", os.unlink)

    def replace(src: Any, dst: Any, *args: Any, **kwargs: Any) -> None:
        real_replace(src, dst, *args, **kwargs)
        if not isinstance(dst, int):
            mirror.commit(Path(os.fsdecode(dst)))

    def unlink(path: Any, *args: Any, **kwargs: Any) -> None:
        real_unlink(path, *args, **kwargs)
        if not isinstance(path, int):
            mirror.forget(Path(os.fsdecode(path)))

    replace._unmirrored = real_replace  # type: ignore[attr-defined]
    unlink._unmirrored = real_unlink  # type: ignore[attr-defined]
    os.replace = replace
    os.rename = replace
    os.unlink = unlink
    os.remove = unlink
    return mirror


def page_store() -> KeyValueStore:
    """The page's localStorage when there is one, else a store that lasts this run."""
    try:
        import js  # Pyodide's bridge to the page

        return LocalStorage(js.localStorage)
    except Exception:  # noqa: BLE001 - no page, or storage forbidden by the browser
        return MemoryStore()
