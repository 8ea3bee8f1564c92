"""Serve the built site on 127.0.0.1 with the MIME types Pyodide needs.

Usage: ``python -m scripts.serve [--port 8000] [--dir site]``. Tests import
:func:`start_server` to serve the same files on a free port.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import threading
from pathlib import Path

EXTRA_TYPES = {".mjs": "text/javascript", ".wasm": "application/wasm", ".whl": "application/zip"}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files; long cache for the versioned Pyodide runtime and wheel."""

    extensions_map = {  # noqa: RUF012 (the base class declares it per instance)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **EXTRA_TYPES,
    }

    def end_headers(self) -> None:
        if "/assets/pyodide/" in self.path or "/assets/wheels/" in self.path:
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
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
