"""The built site hosted under a sub-path, as a club would at ``https://example.org/tarot/`` (README,
« Publier le site »): served under ``/tarot/`` only, a live example runs, a tutorial plays, the calculator
computes, the service worker takes the sub-path as its scope, and nothing is asked outside it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import (
    FFT_EXAMPLE,
    KEPT,
    choice,
    example_with,
    feedback,
    fill_deal,
    open_editor,
    open_tutorial,
    output,
    run,
    wait_for_scores,
)

from scripts.browser import BrowserSession
from scripts.serve import start_server

pytestmark = pytest.mark.browser

PREFIX = "/tarot/"


@pytest.fixture(scope="module")
def subpath_url(site_dir: Path) -> Iterator[str]:
    server = start_server(site_dir, prefix=PREFIX)
    yield server.url
    server.shutdown()
    server.server_close()


def test_live_example_tutorial_and_calculator_under_a_sub_path(chromium: object, subpath_url: str) -> None:
    with BrowserSession(chromium, subpath_url) as session:
        page = session.page
        session.goto("/")
        example = example_with(session, "DECK")
        run(example, open_editor(example).inner_text().replace("len(DECK)", "len(DECK) - 1"))
        assert output(example).strip() == "77 cartes, 91 points en tout"
        page.wait_for_function(KEPT)
        scope = page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => r.scope)")
        assert scope == subpath_url

        open_tutorial(session, "/tutoriels/pli/")
        choice(session, "5♣").click()
        assert "Vous devez fournir à cœur." in feedback(session)

        session.goto("/table/calculateur/")
        fill_deal(page.locator("form.table-deal"), FFT_EXAMPLE)
        wait_for_scores(page, [318, -106, -106, -106])

        assert [
            url for url in session.requests if url.startswith("http") and not url.startswith(subpath_url)
        ] == []
        session.assert_clean()
