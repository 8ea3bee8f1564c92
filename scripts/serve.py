"""Serve the built site on 127.0.0.1 with the MIME types Pyodide needs, text gzipped as any static host does.

Usage: ``python -m scripts.serve [--port 8000] [--dir site] [--prefix /tarot/]``. Tests import
:func:`start_server` to serve the same files on a free port. With a prefix, the site is served under that
sub-path only, as a club hosting it at ``https://example.org/tarot/`` would.

Caching is that of README's « Publier le site »: versioned files (Pyodide's runtime, the wheel, Material's
hashed bundles) are kept for a year; pages and the service worker are revalidated at every load.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import functools
import gzip
import http.server
import io
import re
import subprocess
import sys
import threading
from collections.abc import Iterator
from http import HTTPStatus
from pathlib import Path
from typing import Any, BinaryIO

EXTRA_TYPES = {".mjs": "text/javascript", ".wasm": "application/wasm", ".whl": "application/zip"}
COMPRESSED = frozenset({".html", ".css", ".js", ".mjs", ".json", ".xml", ".svg", ".txt"})
"""Text sent gzipped to a browser that accepts it (Pyodide's wasm and zip files go as they are)."""
VERSIONED = re.compile(
    r"/assets/(pyodide/[^/]+/|wheels/[0-9a-f]+/|live/box-worker\.[0-9a-f]{16}\.js$|javascripts/.*\.[0-9a-f]{8}\.min\.js$|stylesheets/.*\.[0-9a-f]{8}\.min\.css$)"
)
"""Files whose address changes with their content (the service worker ``docs/sw.js`` says the same)."""


def cache_control(path: str) -> str | None:
    """The ``Cache-Control`` header for the file at URL path ``path``.

    >>> cache_control("/tarot/assets/wheels/0a1b/tarot_rules-1.0-py3-none-any.whl")
    'public, max-age=31536000, immutable'
    >>> cache_control("/tarot/sw.js"), cache_control("/tarot/score/"), cache_control("/assets/tarot.css")
    ('no-cache', 'no-cache', None)
    """
    if VERSIONED.search(path):
        return "public, max-age=31536000, immutable"
    if path.endswith(("/", ".html", "/sw.js")):
        return "no-cache"
    return None


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


SITEMAP_LOCATION = re.compile(rb"<loc>https?://[^/<]+/")


def sitemap_here(sitemap: bytes, base: str) -> bytes:
    """The sitemap with its addresses moved to ``base``, where the site is served now: Material's instant
    navigation takes only links listed there, and the build writes ``site_url`` (port 8000).

    >>> sitemap_here(b"<loc>http://127.0.0.1:8000/tarot/</loc>", "http://127.0.0.1:4321/club/")
    b'<loc>http://127.0.0.1:4321/club/tarot/</loc>'
    """
    return SITEMAP_LOCATION.sub(b"<loc>" + base.encode(), sitemap)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files under ``prefix`` over HTTP/1.1: a browser keeps its connections open from one file to
    the next, as with any static host (over HTTP/1.0 each of a page's twenty files paid a new connection);
    long cache for versioned files, none for pages and ``sw.js``; assets open to CORS (the live examples'
    sandbox has an opaque origin)."""

    protocol_version = "HTTP/1.1"
    extensions_map = {  # noqa: RUF012 (the base class declares it per instance)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **EXTRA_TYPES,
    }

    def __init__(self, *args: Any, prefix: str = "/", **kwargs: Any) -> None:
        self.prefix = prefix  # set first: the base class handles the request inside __init__
        super().__init__(*args, **kwargs)

    def translate_path(self, path: str) -> str:
        """The file for ``path`` once the prefix is taken off (outside the prefix: none)."""
        if not path.startswith(self.prefix):
            return str(Path(str(self.directory), "\0outside"))
        return super().translate_path("/" + path[len(self.prefix) :])

    def send_head(self) -> io.BytesIO | BinaryIO | None:
        """A text file gzipped when the browser accepts it; anything else as the base class sends it."""
        url_path = self.path.split("?", 1)[0]
        if isinstance(self.server, SiteServer):
            self.server.served[url_path] += 1
        path = Path(self.translate_path(self.path))
        if path.is_dir() and url_path.endswith("/"):
            path = path / "index.html"
        accepts_gzip = "gzip" in self.headers.get("Accept-Encoding", "")
        if path.name == "sitemap.xml" and path.is_file():
            here = sitemap_here(path.read_bytes(), f"http://{self.headers.get('Host', '')}{self.prefix}")
            return self.send_body(path, gzip.compress(here, mtime=0) if accepts_gzip else here, accepts_gzip)
        if not (accepts_gzip and path.suffix in COMPRESSED and path.is_file()):
            return super().send_head()
        return self.send_body(path, gzipped(path, path.stat().st_mtime_ns), compressed=True)

    def send_body(self, path: Path, body: bytes, compressed: bool) -> io.BytesIO:
        """Headers for ``body``, the content of ``path`` (gzipped if ``compressed``), and the body to send."""
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        if compressed:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self) -> None:
        policy = cache_control(self.path.split("?", 1)[0])
        if policy:
            self.send_header("Cache-Control", policy)
        if "/assets/" in self.path:
            # The live examples' sandbox has an opaque origin: every file it loads is cross-origin.
            self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        return None


class SiteServer(http.server.ThreadingHTTPServer):
    """A threading server that stays quiet when a browser drops a connection it no longer needs, and
    counts the requests it answered by URL path (``served``: the tests read what really left the server,
    a worker's downloads included)."""

    def __init__(self, *args: Any, prefix: str = "/", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.prefix = prefix
        self.served: collections.Counter[str] = collections.Counter()

    @property
    def url(self) -> str:
        """The site's address, ``http://127.0.0.1:<port><prefix>``."""
        return f"http://127.0.0.1:{self.server_address[1]}{self.prefix}"

    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


def bound_server(directory: Path, port: int = 0, prefix: str = "/") -> SiteServer:
    """A server of ``directory`` under ``prefix``, bound but not yet serving; ``port=0`` picks a free port."""
    handler = functools.partial(SiteHandler, directory=str(directory), prefix=prefix)
    return SiteServer(("127.0.0.1", port), handler, prefix=prefix)


def start_server(directory: Path, port: int = 0, prefix: str = "/") -> SiteServer:
    """Serve ``directory`` under ``prefix`` in a daemon thread; ``port=0`` picks a free port."""
    server = bound_server(directory, port, prefix)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@contextlib.contextmanager
def server_process(directory: Path) -> Iterator[str]:
    """Serve ``directory`` from a process of its own, as ``make serve`` does, on a free port; yields
    the site's address. The benches use it: a server sharing their Python process would slow down
    what they measure."""
    command = [sys.executable, "-m", "scripts.serve", "--port", "0", "--dir", str(directory)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, cwd=Path(__file__).parent.parent)
    try:
        assert process.stdout is not None
        yield re.findall(r"http://\S+", process.stdout.readline())[0]
    finally:
        process.terminate()
        process.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=Path("site"))
    parser.add_argument("--prefix", default="/", help="sous-chemin du site, par exemple /tarot/")
    args = parser.parse_args()
    prefix = "/" + args.prefix.strip("/") + "/" if args.prefix.strip("/") else "/"
    with bound_server(args.dir, args.port, prefix) as server:
        print(f"Site servi sur {server.url} (Ctrl+C pour arrêter)", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main()
