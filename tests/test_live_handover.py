"""The live examples' box gets Python from the page (issue 37), in a real Chromium: its sandboxed
frame has an opaque origin, so neither the site's service worker nor its HTTP cache serve it; the page
fetches the runtime's files from them and hands them over. A second page loaded in full therefore
starts its examples without downloading Python again. The page hands the box its worker's script too,
so offline an example read once online runs new code; one never run online says in French why it
cannot run and keeps its build-time result."""

from __future__ import annotations

import pytest
from helpers import KEPT, example_with, forgive_offline_failures, go_offline, output, run

from scripts.browser import BrowserSession
from scripts.serve import SiteServer

pytestmark = pytest.mark.browser

RUNTIME = ("/pyodide.asm.wasm", "/python_stdlib.zip", ".whl")
# The addresses of what the page fetches for the box: its worker's script and the files it hands over.
BOX_FILES = """async (site) => {
  const { handedAddresses } = await import(`${site}assets/live/handed.js`);
  const { boxWorker } = await import(`${site}assets/live/manifest.js`);
  return [new URL(boxWorker, `${site}assets/live/`).href, ...handedAddresses().map(({ url }) => url)];
}"""
# Whether the site's offline copy holds them all.
BOX_KEPT = f"""async (site) => {{
  const cache = await caches.open("tarot-site-v1");
  const addresses = await ({BOX_FILES})(site);
  return (await Promise.all(addresses.map((url) => cache.match(url)))).every(Boolean);
}}"""


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
        # keeps what the page fetches.
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
        # Nor the box's worker script (named after its content, kept by the service worker).
        assert sum(count for path, count in server.served.items() if "/box-worker." in path) == 1
        session.assert_clean()


def test_offline_an_example_read_once_online_runs_new_code(chromium: object, own_server: SiteServer) -> None:
    server = own_server
    with BrowserSession(chromium, server.url) as session:
        session.goto("/")
        session.page.wait_for_function(KEPT)
        run(example_with(session, "DECK"))
        # The service worker keeps what the page fetched for the box (its worker's script, the
        # runtime's files) and the page keeps the interpreter's snapshot.
        session.page.wait_for_function(BOX_KEPT, arg=session.base_url)
        session.page.wait_for_function("window.tarotLive.snapshotStored === true")
        failed = go_offline(session, server)
        session.page.reload(wait_until="load")
        example = example_with(session, "DECK")
        run(example, "from tarot_rules.fft import threshold\nthreshold(bouts=3)")
        assert output(example).strip() == "36"
        assert example.get_by_role("status").inner_text() == "Terminé"
        forgive_offline_failures(session, failed)
        session.assert_clean()


REFUSED = " net::ERR_FAILED"
"""How a request the site's service worker refuses to the page fails (after its address)."""
REFUSAL_LOGGED = "Failed to load resource: net::ERR_FAILED"
"""What the console says of each such request."""


def refused_addresses(failed: list[str]) -> set[str]:
    """The addresses among the requests ``failed`` that the site's service worker refused to the page.

    >>> refused_addresses(["http://s/a net::ERR_FAILED", "http://s/b net::ERR_INTERNET_DISCONNECTED"])
    {'http://s/a'}
    """
    return {entry.removesuffix(REFUSED) for entry in failed if entry.endswith(REFUSED)}


def test_offline_an_example_never_run_online_says_why_it_cannot_run_and_keeps_its_result(
    chromium: object, own_server: SiteServer
) -> None:
    server = own_server
    with BrowserSession(chromium, server.url) as session:
        session.goto("/")
        session.page.wait_for_function(KEPT)
        failed = go_offline(session, server)
        session.page.reload(wait_until="load")
        example = example_with(session, "DECK")
        built = output(example)
        example.get_by_role("button", name="Exécuter").click()
        status = example.get_by_role("status")
        status.filter(has_text="Hors ligne").wait_for()
        assert status.inner_text() == (
            "Hors ligne, cet exemple ne peut pas s’exécuter\u00a0: Python n’a pas encore été chargé sur cet"
            " appareil. Exécutez un exemple une fois en ligne, ensuite les exemples marcheront aussi hors"
            " ligne. Le résultat affiché est celui calculé à la construction du site."
        )
        assert output(example) == built
        assert example.locator(".tarot-live__progress").is_hidden()
        session.page.locator("iframe.tarot-live__box").wait_for(state="detached")
        # The page asked its service worker for everything the box needs, which it does not hold: each
        # request refused (and logged in the console), some after the message is shown.
        needed = set(session.page.evaluate(BOX_FILES, session.base_url))
        while missing := needed - refused_addresses(failed):
            session.context.wait_for_event("requestfailed", predicate=lambda request: request.url in missing)
        while session.console_errors.count(REFUSAL_LOGGED) < len(needed):
            session.page.wait_for_event("console", predicate=lambda message: message.text == REFUSAL_LOGGED)
        assert refused_addresses(failed) == needed
        refused = [entry for entry in failed if entry.endswith(REFUSED)]
        session.failed = [entry for entry in session.failed if entry not in refused]
        session.console_errors = [entry for entry in session.console_errors if entry != REFUSAL_LOGGED]
        forgive_offline_failures(session, [entry for entry in failed if entry not in refused])
        session.assert_clean()
