"""Figures ``search.first_query_ms`` and ``search.query_ms``: milliseconds from the last keystroke to
the results shown, for the first query of a page and then the median of the next ones.

Real Chromium on the built ``site/``: the search box is opened and a first query typed at once (the
page fetches the index at load and its worker builds it: the first answer may still wait for it);
then each query of ``scripts/site_search.py`` is typed as a quick reader types (:data:`KEY_DELAY_MS`
between keys); the time runs from the last key pressed to the page showing
the worker's answer to it. Prints two JSON lines.
"""

from __future__ import annotations

import statistics
from pathlib import Path

from scripts.bench import emit
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
            first = ask(session.page, "tarot").milliseconds
            times = [ask(session.page, query, KEY_DELAY_MS).milliseconds for query in FIRST_PAGE]
            session.assert_clean()
    finally:
        server.shutdown()
    emit("search.first_query_ms", round(first, 1), "ms")
    emit("search.query_ms", round(statistics.median(times), 1), "ms")


if __name__ == "__main__":
    main()
