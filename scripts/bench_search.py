"""Figures ``search.first_query_ms`` and ``search.query_ms``: milliseconds from the last keystroke to
the results shown, for the first query of a page and then the median of the next ones.

Real Chromium on the built ``site/``: the search box is opened and a first query typed at once (the
page fetches the index at load and its worker builds it: the first answer may still wait for it);
then each query of ``scripts/site_search.py`` is typed as a quick reader types (:data:`KEY_DELAY_MS`
between keys); the time runs from the last key pressed to the page showing
the worker's answer to it. Prints two JSON lines: the first query's median over five new browser
profiles, the next ones' median over the queries.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser

from scripts.bench import RUNS, emit_median
from scripts.browser import BrowserSession, launch_chromium
from scripts.serve import start_server
from scripts.site_search import FIRST_PAGE, WATCH_SEARCH, ask, open_search

ROOT = Path(__file__).resolve().parent.parent

KEY_DELAY_MS = 100


def session_ms(browser: Browser, url: str, queries: tuple[str, ...]) -> tuple[float, list[float]]:
    """In a new browser profile, the home page's first query (« tarot », the index loaded on demand),
    then each of ``queries`` typed key by key."""
    with BrowserSession(browser, url) as session:
        session.context.add_init_script(WATCH_SEARCH)
        session.goto("/")
        open_search(session.page)
        first = ask(session.page, "tarot").milliseconds
        times = [ask(session.page, query, KEY_DELAY_MS).milliseconds for query in queries]
        session.assert_clean()
    return first, times


def main() -> None:
    server = start_server(ROOT / "site")
    try:
        with launch_chromium() as browser:
            first, times = session_ms(browser, server.url, tuple(FIRST_PAGE))
            firsts = [first] + [session_ms(browser, server.url, ())[0] for _ in range(RUNS - 1)]
    finally:
        server.shutdown()
    emit_median("search.first_query_ms", firsts, "ms")
    emit_median("search.query_ms", times, "ms")


if __name__ == "__main__":
    main()
