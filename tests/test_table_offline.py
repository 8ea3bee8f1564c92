"""« À la table » offline: after one visit (engine ready), the site's service worker (docs/sw.js) serves
the table pages, the Pyodide runtime and the wheel from its cache; the server is then stopped and the
browser set offline, and the calculator and the evening sheet still work."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import (
    FFT_EXAMPLE,
    LOAD_TIMEOUT,
    OFFLINE_READY,
    add_deal,
    engine_scores,
    fill_deal,
    page_scores,
    start_tarot_sheet,
    wait_for_scores,
    wait_totals,
)

from scripts.browser import BrowserSession
from scripts.serve import start_server

pytestmark = pytest.mark.browser


def test_table_pages_work_offline_after_one_visit(chromium: object, site_dir: Path) -> None:
    server = start_server(site_dir)  # its own server, stopped below: nothing can come from the network
    base_url = server.url
    try:
        with BrowserSession(chromium, base_url) as session:
            page = session.page
            session.goto("/table/calculateur/")
            page.wait_for_function(OFFLINE_READY, timeout=LOAD_TIMEOUT)
            assert page.evaluate("() => window.tarotEngine.ready")
            session.goto("/table/feuille-tarot/")
            start_tarot_sheet(page, 4)
            add_deal(page, FFT_EXAMPLE, 1)
            page.wait_for_function(OFFLINE_READY, timeout=LOAD_TIMEOUT)
            stored = page.evaluate("() => window.tarotOffline.stored")
            assert stored >= 10, stored
            session.assert_clean()
            # Offline, the service worker still tries the network first (pages, unversioned files):
            # those attempts fail; no request of the page itself may fail.
            failed: list[tuple[str, bool]] = []
            session.context.on(
                "requestfailed",
                lambda request: failed.append(
                    (f"{request.url} {request.failure}", request.service_worker is not None)
                ),
            )

            server.shutdown()
            server.server_close()
            session.context.set_offline(True)
            page.reload()
            page.locator(".table-sheet").wait_for(timeout=LOAD_TIMEOUT)
            wait_totals(page, [318, -106, -106, -106])

            session.goto("/table/calculateur/")
            form = page.locator("form.table-deal")
            fill_deal(form, FFT_EXAMPLE)
            wait_for_scores(page, [318, -106, -106, -106])
            assert "Par défenseur\u00a0: 66 + 20 + 20 = 106" in page.locator(".table-breakdown").inner_text()
            assert page_scores(page) == [318, -106, -106, -106] == list(engine_scores(4, FFT_EXAMPLE))
            assert [url for url, from_worker in failed if not from_worker] == []
            assert all(url.endswith("net::ERR_INTERNET_DISCONNECTED") for url, _ in failed), failed
            for url, _ in failed:
                session.failed.remove(url)
            session.assert_clean()
    finally:
        server.shutdown()
        server.server_close()
