"""Atomic file writes, setting a damaged file aside without ever deleting it, and clearing
the temporaries a killed writer left behind.

A save is written to a temporary file in the same folder (``.NAME.<pid>.tmp``), flushed,
fsync'ed, and renamed over the old one (``os.replace`` is atomic on POSIX and Windows), then
the folder itself is fsync'ed where the system allows.  A crash at any point leaves either the
old file or the new one, never half of one; a kill during the write can leave the temporary,
which :func:`remove_stale_temps` clears at the next start (only those whose process is gone).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
from pathlib import Path

__all__ = ["kept_as", "read_regular", "remove_stale_temps", "set_aside", "temp_name",
           "write_bytes_atomic", "write_text_atomic"]

_TEMP = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d{1,10})\.tmp$")


def temp_name(target: Path, pid: int | None = None) -> Path:
    """The temporary a write of ``target`` goes through: ``.NAME.<pid>.tmp`` beside it."""
    return target.with_name(f".{target.name}.{os.getpid() if pid is None else pid}.tmp")


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically (temporary file, flush, fsync, rename)."""
    target = Path(path)
    tmp = temp_name(target)
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


def read_regular(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """Up to ``max_bytes + 1`` bytes of the regular file ``path`` (so the caller can tell a
    file too large). A folder, a FIFO or a device under the name raises OSError instead of
    blocking or reading for ever; FileNotFoundError when there is nothing there."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "Not a regular file", str(path))
        chunks: list[bytes] = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


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


def _alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (so its temporary may be a write in progress)."""
    if pid <= 0 or pid == os.getpid():
        return False  # ours: nothing of ours is being written while the program starts
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True  # someone else's process (or we cannot tell): leave its file alone
    return True


def remove_stale_temps(folder: str | os.PathLike[str]) -> list[Path]:
    """Delete the ``.NAME.<pid>.tmp`` files in ``folder`` whose writer is no longer running;
    return what was removed.  Never fails: a folder that cannot be read removes nothing."""
    removed: list[Path] = []
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return removed
    for entry in entries:
        found = _TEMP.match(entry.name)
        if found is None or _alive(int(found.group("pid"))):
            continue
        with contextlib.suppress(OSError):
            if entry.is_file() and not entry.is_symlink():
                entry.unlink()
                removed.append(entry)
    return removed


def kept_as(original: str | os.PathLike[str], aside: Path | None) -> str:
    """The line that tells the player where a damaged file went (or that it stayed)."""
    if aside is None:
        return f"({Path(original).name} left as it is.)"
    return f"(The file is kept as {aside.name}.)"


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Rename a damaged file out of the way, never overwriting anything, and return its new
    name: ``HEARTS.SAV`` becomes ``HEARTS.SAV.BAD``, then ``HEARTS.SAV.BAD2``, ``.BAD3``...
    so the name still says what it was.  OSError if it cannot be renamed (it is then left
    exactly as it was)."""
    src = Path(path)
    n = 1
    while True:
        dst = src.with_name(f"{src.name}.BAD" + (str(n) if n > 1 else ""))
        n += 1
        if dst.exists() or dst.is_symlink():
            continue
        try:
            # os.link fails if dst exists, so a racing writer can't be clobbered.
            os.link(src, dst, follow_symlinks=False)
        except FileExistsError:
            continue
        except OSError:
            if dst.exists() or dst.is_symlink():
                continue
            os.rename(src, dst)  # no hard links here (or a folder): a plain rename
            return dst
        src.unlink()
        return dst
