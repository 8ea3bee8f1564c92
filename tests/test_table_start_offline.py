"""The installed app's start page offline without a visit of the table: a fresh profile opens the home
page only; the service worker (docs/sw.js) keeps, at install, the manifest's ``start_url`` (``table/``) and
the files it loads, but not the engine's megabytes (Pyodide, the wheel: kept by the table's first visit);
offline, ``table/`` then opens as the table, styled, not as the « Hors ligne » page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers import LOAD_TIMEOUT

from scripts.browser import BrowserSession
from scripts.serve import start_server

pytestmark = pytest.mark.browser

CONTROLLED = "() => Boolean(navigator.serviceWorker.controller)"
"""The service worker controls the page: it has kept the start page, which it does before it activates."""

KEPT_FILES = "async () => (await (await caches.open('tarot-site-v1')).keys()).map(request => request.url)"
STYLED = """() => [...document.querySelectorAll("link[rel=stylesheet]")]
  .map(link => { try { return link.sheet.cssRules.length; } catch { return 0; } })"""


def test_the_app_opens_offline_when_only_the_home_page_was_read(chromium: object, site_dir: Path) -> None:
    server = start_server(site_dir)  # stopped below: the table must then come from the cache
    try:
        with BrowserSession(chromium, server.url) as session:
            page = session.page
            session.goto("/")
            page.wait_for_function(CONTROLLED, timeout=LOAD_TIMEOUT)
            kept = page.evaluate(KEPT_FILES)
            assert server.url + "table/" in kept
            assert not [url for url in kept if re.search(r"/assets/(pyodide|wheels)/", url)], kept
            assert not [url for url in session.requests if re.search(r"/assets/(pyodide|wheels)/", url)]
            assert not [url for url in kept if re.search(r"/table/[a-z-]+/$", url)]  # only the start page
            session.assert_clean()

            failed: list[str] = []
            session.context.on(
                "requestfailed", lambda request: failed.append(f"{request.url} {request.failure}")
            )
            server.shutdown()
            server.server_close()
            session.context.set_offline(True)
            session.goto("/table/")
            page.get_by_role("heading", name="À la table", level=1).wait_for(timeout=LOAD_TIMEOUT)
            assert "Hors ligne" not in page.title()
            assert page.locator("article").get_by_role("link", name="La feuille de la soirée").count() == 1
            sheets = page.evaluate(STYLED)
            assert len(sheets) >= 3 and all(sheets), sheets  # the theme's styles and the site's, kept
            assert all(url.endswith("net::ERR_INTERNET_DISCONNECTED") for url in failed), failed
            for url in failed:
                session.failed.remove(url)
            session.assert_clean()
    finally:
        server.shutdown()
        server.server_close()
