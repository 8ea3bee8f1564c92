"""The live examples' box gets Python from the page (issue 37), in a real Chromium: its sandboxed
frame has an opaque origin, so neither the site's service worker nor its HTTP cache serve it; the page
fetches the runtime's files from them and hands them over. A second page loaded in full therefore
starts its examples without downloading Python again. Offline, an example says in French why it
cannot run and keeps its build-time result."""

from __future__ import annotations

import pytest
from helpers import KEPT, example_with, forgive_offline_failures, go_offline, output, run

from scripts.browser import BrowserSession
from scripts.serve import SiteServer

pytestmark = pytest.mark.browser

RUNTIME = ("/pyodide.asm.wasm", "/python_stdlib.zip", ".whl")


def downloads(server: SiteServer) -> dict[str, int]:
    """How many times ``server`` sent each of the runtime's big files."""
    return {
        name: sum(count for path, count in server.served.items() if path.endswith(name)) for name in RUNTIME
    }


def test_a_second_page_loaded_in_full_does_not_download_python_again(
    chromium: object, own_server: SiteServer
) -> None:
    server = own_server
    with BrowserSession(chromium, server.url) as session:
        session.goto("/")
        # The site's service worker serves the page (a reader reads before touching an example): it
        # keeps what the page fetches. The test has no HTTP cache (Playwright's interception turns it off).
        session.page.wait_for_function("navigator.serviceWorker.controller !== null")
        run(example_with(session, "DECK"), "1 + 1")
        assert downloads(server) == dict.fromkeys(RUNTIME, 1)
        session.page.wait_for_function("window.tarotLive.snapshotStored === true")
        # A full page load (not Material's instant navigation): a new box, started from the page's copy.
        session.page.goto(server.url + "tarot/", wait_until="load")
        example = example_with(session, "")
        run(example, "from tarot_rules.fft import threshold\nthreshold(bouts=3)")
        assert output(example).strip() == "36"
        assert downloads(server) == dict.fromkeys(RUNTIME, 1)
        session.assert_clean()


def test_offline_an_example_says_why_it_cannot_run_and_keeps_its_result(
    chromium: object, own_server: SiteServer
) -> None:
    server = own_server
    with BrowserSession(chromium, server.url) as session:
        session.goto("/")
        session.page.wait_for_function(KEPT)
        example = example_with(session, "DECK")
        built = output(example)
        run(example)
        session.assert_clean()
        failed = go_offline(session, server)
        session.page.reload(wait_until="load")
        example = example_with(session, "DECK")
        example.get_by_role("button", name="Exécuter").click()
        status = example.get_by_role("status")
        status.filter(has_text="Hors ligne").wait_for()
        assert status.inner_text() == (
            "Hors ligne, les exemples ne s’exécutent pas\u00a0: pour que votre code ne puisse rien toucher"
            " du site, Python tourne dans un cadre isolé qui charge ses scripts par le réseau, sans accès à"
            " la copie du site gardée sur cet appareil. Le résultat affiché est celui calculé à la"
            " construction du site."
        )
        assert output(example) == built
        assert example.locator(".tarot-live__progress").is_hidden()
        assert not session.page.locator("iframe.tarot-live__box").count()
        forgive_offline_failures(session, failed)
        session.assert_clean()
