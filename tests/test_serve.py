"""The local server of ``make serve``, started in a process of its own as the benches start it."""

from __future__ import annotations

import gzip
import http.client
import urllib.request
from pathlib import Path

import pytest

from scripts.serve import server_process, start_server


def test_a_server_process_serves_pages_gzipped_and_stops(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("<h1>Tarot</h1>" * 50, "utf-8")
    with server_process(tmp_path) as base:
        request = urllib.request.Request(base, headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(request, timeout=10) as response:
            assert response.headers["Content-Encoding"] == "gzip"
            assert response.headers["Cache-Control"] == "no-cache"
            assert gzip.decompress(response.read()).decode() == "<h1>Tarot</h1>" * 50
    with pytest.raises(OSError):
        urllib.request.urlopen(base, timeout=2)


def test_one_connection_carries_every_file_of_a_page(tmp_path: Path) -> None:
    """HTTP/1.1 keep-alive, as a static host: a page's styles and scripts come over the connections
    already open, a folder's redirect included (each answer says its length)."""
    (tmp_path / "regles").mkdir()
    (tmp_path / "regles" / "index.html").write_text("<p>Excuse</p>", "utf-8")
    (tmp_path / "tarot.css").write_text("p { color: red }", "utf-8")
    server = start_server(tmp_path)
    try:
        connection = http.client.HTTPConnection("127.0.0.1", server.server_address[1], timeout=10)
        answers = []
        for path in ("/regles/", "/regles", "/tarot.css"):
            connection.request("GET", path, headers={"Accept-Encoding": "gzip"})
            response = connection.getresponse()
            response.read()
            answers.append((response.status, response.version, connection.sock is not None))
        connection.close()
    finally:
        server.shutdown()
        server.server_close()
    assert answers == [(200, 11, True), (301, 11, True), (200, 11, True)]
