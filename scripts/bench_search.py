"""Figure ``search.query_ms``: median milliseconds from the last keystroke to the results shown.

Real Chromium on the built ``site/``: the search box is opened and one query answered first (the
index is then loaded), then each query of ``scripts/site_search.py`` is typed as a quick reader types
(:data:`KEY_DELAY_MS` between keys); the time runs from the last key pressed to the page showing
the worker's answer to it. Prints one JSON line.
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path

from scripts.browser import BrowserSession, launch_chromium
from scripts.serve import start_server
from scripts.site_search import FIRST_PAGE, WATCH_SEARCH, ask, open_search

ROOT = Path(__file__).resolve().parent.parent

KEY_DELAY_MS = 100


def main() -> None:
    server = start_server(ROOT / "site")
    try:
        with (
            launch_chromium() as browser,
            BrowserSession(browser, server.url) as session,
        ):
            session.context.add_init_script(WATCH_SEARCH)
            session.goto("/")
            open_search(session.page)
            ask(session.page, "tarot")
            times = [ask(session.page, query, KEY_DELAY_MS).milliseconds for query in FIRST_PAGE]
            session.assert_clean()
    finally:
        server.shutdown()
    print(
        json.dumps({"name": "search.query_ms", "value": round(statistics.median(times), 1), "unit": "ms"}),
        flush=True,
    )


if __name__ == "__main__":
    main()
