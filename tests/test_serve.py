"""The local server of ``make serve``, started in a process of its own as the benches start it."""

from __future__ import annotations

import gzip
import urllib.request
from pathlib import Path

import pytest

from scripts.serve import server_process


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
