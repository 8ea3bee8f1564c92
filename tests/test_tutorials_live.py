"""The "play freely" step of tutorial 7 in a real Chromium: the live engine (Pyodide in the site's
module worker, ``window.tarotLive``) takes over after the scripted round and judges every action.
The scripted steps never load Pyodide."""

from __future__ import annotations

import pytest
from browser import BrowserSession

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("live")]
LOAD_TIMEOUT = 90_000
RUNTIME = ("/assets/pyodide/", "/assets/wheels/")


def test_scripted_steps_load_no_pyodide(session: BrowserSession) -> None:
    session.goto("/tutoriels/africain-manche/")
    session.page.wait_for_selector(".tutorial[data-ready='1']")
    session.page.locator(".tuto-next").click()
    session.page.wait_for_timeout(300)
    assert not [url for url in session.requests if any(part in url for part in RUNTIME)]


def test_free_round_judged_by_the_live_engine(session: BrowserSession) -> None:
    session.goto("/tutoriels/africain-manche/#etape-8")
    page = session.page
    page.wait_for_selector(".tutorial[data-ready='1']")
    bid = page.locator(".tuto-choices button[data-id='1']")
    bid.wait_for(timeout=LOAD_TIMEOUT)
    bid.click()
    feedback = page.locator(".tuto-feedback")
    feedback.filter(has_text="Le donneur ne peut pas annoncer 1").wait_for(timeout=LOAD_TIMEOUT)
    page.locator(".tuto-choices button[data-id='0']").click()
    feedback.filter(has_text="Accepté par le moteur").wait_for()
    for left in (2, 1, 0):
        page.locator(".tuto-choices button.tuto-card").first.click()
        page.wait_for_function(
            "left => document.querySelectorAll('.tuto-choices button.tuto-card').length === left",
            arg=left,
            timeout=LOAD_TIMEOUT,
        )
    page.locator(".tuto-free__again").wait_for(timeout=LOAD_TIMEOUT)
    assert "Vous perdez" in feedback.inner_text()
    assert page.locator(".tuto-dot--done").count() >= 1
