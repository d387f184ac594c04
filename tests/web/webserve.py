"""A page server on 127.0.0.1 for the real-browser tests and bench_wasm.py's Chromium run.

`serve(site, runtime, bridge)` serves, on a free port, the files of ``site`` (an unzipped
upload: index.html and the game package) at ``/``, and a pyxel browser runtime folder
(scripts/fetch_web_runtime.py writes one) at ``/runtime/``. Two things differ from a plain
file server, both said here so a reader knows what the browser really got:

- an HTML page's ``<script src>`` for pyxel.js on the CDN is pointed at ``/runtime/``'s
  copy (the rest of the page is served byte for byte);
- ``/runtime/wasm/import_hook.py``, which pyxel.js runs once its wheel is loaded,
  gets ``bridge`` (Python source) appended: the calls the runtime's older pyxel lacks.

Every request is recorded with its status (`Server.requests`), so a test can say the page
asked for nothing that is not there. ``extra`` maps more URL paths to bytes.
"""

from __future__ import annotations

import contextlib
import mimetypes
import re
import threading
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

CDN_PYXEL_JS = re.compile(r'src="https://cdn\.jsdelivr\.net/gh/kitao/pyxel@[^/"]+/wasm/pyxel\.js"')
LOCAL_PYXEL_JS = 'src="/runtime/wasm/pyxel.js"'
TYPES = {".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript",
         ".json": "application/json", ".html": "text/html; charset=utf-8",
         ".py": "text/plain; charset=utf-8", ".css": "text/css", ".png": "image/png",
         ".ico": "image/x-icon"}


@dataclass
class Server:
    """A running page server (`url`, the `requests` it answered); `close()` ends it."""

    httpd: ThreadingHTTPServer
    thread: threading.Thread
    requests: list[tuple[str, int]] = field(default_factory=list)

    @property
    def url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host!s}:{port}/"

    def failed(self) -> list[tuple[str, int]]:
        """The requests answered with anything but success."""
        return [(path, status) for path, status in self.requests if status >= 400]

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=5)


def _resolve(root: Path, rel: str) -> Path | None:
    """``root/rel`` when it is a file inside ``root``."""
    target = (root / rel).resolve()
    if not target.is_relative_to(root.resolve()) or not target.is_file():
        return None
    return target


def serve(site: Path, runtime: Path | None = None, bridge: str = "",
          extra: dict[str, bytes] | None = None) -> Server:
    """Start serving ``site`` (and ``runtime`` at /runtime/) on 127.0.0.1."""
    served_extra = dict(extra or {})
    requests: list[tuple[str, int]] = []

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass  # quiet: the test reads `requests` instead

        def do_GET(self) -> None:  # noqa: N802 - the http.server protocol
            path = unquote(urlsplit(self.path).path)
            body, kind = self._body(path)
            status = HTTPStatus.OK if body is not None else HTTPStatus.NOT_FOUND
            requests.append((path, int(status)))
            if body is None:
                body, kind = b"not found", "text/plain"
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                self.wfile.write(body)  # (unless the page was closed mid-download)

        def _body(self, path: str) -> tuple[bytes | None, str]:
            if path in served_extra:
                return served_extra[path], _type(path)
            if path.startswith("/runtime/"):
                if runtime is None:
                    return None, ""
                target = _resolve(runtime, path[len("/runtime/"):])
                if target is None:
                    return None, ""
                data = target.read_bytes()
                if path == "/runtime/wasm/import_hook.py" and bridge:
                    data += b"\n\n" + bridge.encode("utf-8")
                return data, _type(path)
            rel = path.lstrip("/") or "index.html"
            if rel.endswith("/"):
                rel += "index.html"
            target = _resolve(site, rel)
            if target is None:
                return None, ""
            data = target.read_bytes()
            if target.suffix == ".html":
                data = CDN_PYXEL_JS.sub(LOCAL_PYXEL_JS, data.decode("utf-8")).encode("utf-8")
            return data, _type(path)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, name="webserve", daemon=True)
    thread.start()
    return Server(httpd, thread, requests)


def _type(path: str) -> str:
    suffix = Path(path).suffix.lower()
    return TYPES.get(suffix) or mimetypes.guess_type(path)[0] or "application/octet-stream"
