"""The installed app's start page offline without a visit of the table: a fresh profile opens the home
page only; the service worker (docs/sw.js) keeps, at install, the manifest's ``start_url`` (``table/``) and
the files it loads, but not the engine's megabytes (Pyodide, the wheel: kept by the table's first visit);
offline, ``table/`` then opens as the table, styled, not as the « Hors ligne » page."""

from __future__ import annotations

import re

import pytest
from helpers import KEPT, LOAD_TIMEOUT, forgive_offline_failures, go_offline

from scripts.browser import BrowserSession
from scripts.serve import SiteServer

pytestmark = pytest.mark.browser

CONTROLLED = "() => Boolean(navigator.serviceWorker.controller)"
"""The service worker controls the page: it has kept the start page, which it does before it activates."""

KEPT_FILES = "async () => (await (await caches.open('tarot-site-v1')).keys()).map(request => request.url)"
STYLED = """() => [...document.querySelectorAll("link[rel=stylesheet]")]
  .map(link => { try { return link.sheet.cssRules.length; } catch { return 0; } })"""


def test_the_app_opens_offline_when_only_the_home_page_was_read(
    chromium: object, own_server: SiteServer
) -> None:
    server = own_server  # stopped below: the table must then come from the cache
    with BrowserSession(chromium, server.url) as session:
        page = session.page
        session.goto("/")
        page.wait_for_function(CONTROLLED, timeout=LOAD_TIMEOUT)
        page.wait_for_function(KEPT, timeout=LOAD_TIMEOUT)  # the page read, with its search, kept too
        kept = page.evaluate(KEPT_FILES)
        assert server.url + "table/" in kept
        assert not [url for url in kept if re.search(r"/assets/(pyodide|wheels)/", url)], kept
        assert not [url for url in session.requests if re.search(r"/assets/(pyodide|wheels)/", url)]
        assert not [url for url in kept if re.search(r"/table/[a-z-]+/$", url)]  # only the start page
        session.assert_clean()

        failed = go_offline(session, server)
        session.goto("/table/")
        page.get_by_role("heading", name="À la table", level=1).wait_for(timeout=LOAD_TIMEOUT)
        assert "Hors ligne" not in page.title()
        assert page.locator("article").get_by_role("link", name="La feuille de la soirée").count() == 1
        sheets = page.evaluate(STYLED)
        assert len(sheets) >= 3 and all(sheets), sheets  # the theme's styles and the site's, kept
        forgive_offline_failures(session, failed)
        session.assert_clean()
