"""Makes the network tests' helpers importable as ``netkit``; the ``redis_url`` fixture (a
real redis-server on a free loopback port, or the test is skipped saying why)."""

import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture()
def redis_url(tmp_path: Path) -> Iterator[str]:
    if shutil.which("redis-server") is None:
        pytest.skip("redis-server is not installed: the shared-lobby tests are skipped "
                    "(apt-get install redis-server)")
    try:
        import redis  # noqa: F401
    except ImportError:
        pytest.skip("the redis package is not installed: the shared-lobby tests are skipped")
    port = _free_port()
    proc = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                             "--save", "", "--appendonly", "no", "--dir", str(tmp_path)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        end = time.monotonic() + 10
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                if proc.poll() is not None or time.monotonic() > end:
                    pytest.skip("redis-server could not start: the shared-lobby tests are "
                                "skipped")
                time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(10)
