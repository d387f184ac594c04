"""Atomic file writes, and setting a damaged file aside without ever deleting it.

A save is written to a temporary file in the same folder, flushed, fsync'ed, and renamed over
the old one (``os.replace`` is atomic on POSIX and Windows), then the folder itself is fsync'ed
where the system allows.  A crash at any point leaves either the old file or the new one, never
half of one.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

__all__ = ["set_aside", "write_bytes_atomic", "write_text_atomic"]


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically (temporary file, flush, fsync, rename)."""
    target = Path(path)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(target.parent)


def write_text_atomic(path: str | os.PathLike[str], text: str, encoding: str = "utf-8") -> None:
    """Replace ``path`` with ``text`` atomically."""
    write_bytes_atomic(path, text.encode(encoding))


def _fsync_dir(folder: Path) -> None:
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Rename a damaged file out of the way, never overwriting anything, and return its new
    name: ``HEARTS.SAV`` becomes ``HEARTS.BAD``, then ``HEARTS.B01`` ... ``HEARTS.B99``, then
    ``HEARTS.SAV.bad-N``."""
    src = Path(path)
    stem = src.stem
    candidates = [src.with_name(f"{stem}.BAD")]
    candidates += [src.with_name(f"{stem}.B{n:02d}") for n in range(1, 100)]
    n = 100
    while True:
        for dst in candidates:
            if not dst.exists() and not dst.is_symlink():
                try:
                    # os.link fails if dst exists, so a racing writer can't be clobbered.
                    os.link(src, dst)
                except FileExistsError:
                    continue
                except OSError:
                    if dst.exists():
                        continue
                    os.rename(src, dst)
                    return dst
                src.unlink()
                return dst
        candidates = [src.with_name(f"{src.name}.bad-{k}") for k in range(n, n + 100)]
        n += 100
