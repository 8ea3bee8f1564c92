"""Figure ``site.page_kb``: median kilobytes a rules page transfers on first load, in real Chromium.

Each page of the Tarot and Tarot africain sections is opened in a fresh browser profile (cold
cache) from the built ``site/``; the bytes of every response received until the network is idle
(500 ms without a request, so the theme's search index counts) are added up (body and headers, as
Chromium reports them). The live-code runtime (Pyodide) is only
fetched when a reader runs an example, so it is not part of a first load. Prints one JSON line.
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path
from typing import Any

from scripts.browser import launch_chromium
from scripts.serve import start_server

ROOT = Path(__file__).resolve().parent.parent

SECTIONS = ("tarot", "africain")


def rule_pages(site: Path) -> list[str]:
    """URL paths of the rules pages of the built site."""
    return sorted(
        "/" + str(page.parent.relative_to(site)) + "/"
        for section in SECTIONS
        for page in (site / section).rglob("index.html")
    )


def page_bytes(browser: Any, base_url: str, path: str) -> int:
    """Bytes transferred to load ``path`` with an empty cache."""
    context = browser.new_context()
    page = context.new_page()
    responses: list[Any] = []
    page.on("requestfinished", lambda request: responses.append(request))  # noqa: PLW0108 (Playwright needs a Python function)
    response = page.goto(base_url + path.lstrip("/"), wait_until="networkidle")
    if response is None or response.status != 200:
        raise SystemExit(f"{path}: la page ne se charge pas (site en cours de construction ?)")
    total = 0
    for request in responses:
        sizes = request.sizes()
        total += sizes["responseBodySize"] + sizes["responseHeadersSize"]
    context.close()
    return total


def main() -> None:
    site = ROOT / "site"
    server = start_server(site)
    base_url = server.url
    try:
        with launch_chromium() as browser:
            sizes = [page_bytes(browser, base_url, path) for path in rule_pages(site)]
    finally:
        server.shutdown()
    value = statistics.median(sizes) / 1024
    print(json.dumps({"name": "site.page_kb", "value": round(value, 1), "unit": "KB"}), flush=True)


if __name__ == "__main__":
    main()
