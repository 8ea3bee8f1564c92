"""Serve the built site on 127.0.0.1 with the MIME types Pyodide needs, text gzipped as any static host does.

Usage: ``python -m scripts.serve [--port 8000] [--dir site]``. Tests import
:func:`start_server` to serve the same files on a free port.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import sys
import threading
from http import HTTPStatus
from pathlib import Path
from typing import BinaryIO

EXTRA_TYPES = {".mjs": "text/javascript", ".wasm": "application/wasm", ".whl": "application/zip"}
COMPRESSED = frozenset({".html", ".css", ".js", ".mjs", ".json", ".xml", ".svg", ".txt"})
"""Text sent gzipped to a browser that accepts it (Pyodide's wasm and zip files go as they are)."""


@functools.lru_cache(maxsize=512)
def gzipped(path: Path, modified_ns: int) -> bytes:
    """The gzip body of ``path`` as it was at ``modified_ns`` (a rebuilt file is compressed again).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     page = Path(folder, "index.html")
    ...     _ = page.write_text("<p>Tarot</p>" * 100)
    ...     gzip.decompress(gzipped(page, page.stat().st_mtime_ns)) == page.read_bytes()
    True
    """
    return gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files; long cache for the versioned Pyodide runtime and wheel; assets open to CORS."""

    extensions_map = {  # noqa: RUF012 (the base class declares it per instance)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **EXTRA_TYPES,
    }

    def send_head(self) -> io.BytesIO | BinaryIO | None:
        """A text file gzipped when the browser accepts it; anything else as the base class sends it."""
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?", 1)[0].endswith("/"):
            path = path / "index.html"
        accepts_gzip = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts_gzip and path.suffix in COMPRESSED and path.is_file()):
            return super().send_head()
        modified = path.stat().st_mtime_ns
        body = gzipped(path, modified)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(modified // 1_000_000_000))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self) -> None:
        if "/assets/pyodide/" in self.path or "/assets/wheels/" in self.path:
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        if "/assets/" in self.path:
            # The live examples' sandbox has an opaque origin: every file it loads is cross-origin.
            self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        return None


class SiteServer(http.server.ThreadingHTTPServer):
    """A threading server that stays quiet when a browser drops a connection it no longer needs."""

    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


def start_server(directory: Path, port: int = 0) -> SiteServer:
    """Serve ``directory`` in a daemon thread; ``port=0`` picks a free port."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = SiteServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=Path("site"))
    args = parser.parse_args()
    handler = functools.partial(SiteHandler, directory=str(args.dir))
    with SiteServer(("127.0.0.1", args.port), handler) as server:
        print(f"Site servi sur http://127.0.0.1:{args.port}/ (Ctrl+C pour arrêter)")
        server.serve_forever()


if __name__ == "__main__":
    main()
