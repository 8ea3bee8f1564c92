"""The pages' engine client (docs/assets/engine/client.js) when its worker dies: the page reports it,
the dead worker is ended, and the next call starts a new worker that answers (real Chromium, real
Pyodide; the worker is made to fail with an uncaught error, as a crash of its runtime would)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import FFT_EXAMPLE, LOAD_TIMEOUT, engine_scores, fill_deal, wait_for_scores

from scripts.browser import BrowserSession

pytestmark = pytest.mark.browser

ENGINE_WORKER = "/assets/engine/worker.js"
CRASH = "() => { setTimeout(() => { throw new Error('panne simulée du moteur'); }); }"


def engine_workers(session: BrowserSession) -> list[Any]:
    return [worker for worker in session.page.workers if worker.url.endswith(ENGINE_WORKER)]


def test_the_calculator_recovers_when_the_engine_worker_crashes(session: BrowserSession) -> None:
    page = session.page
    session.goto("/table/calculateur/")
    form = page.locator("form.table-deal")
    fill_deal(form, FFT_EXAMPLE)
    wait_for_scores(page, list(engine_scores(4, FFT_EXAMPLE)))
    [crashed] = engine_workers(session)
    ended: list[Any] = []
    # A lambda: Playwright refuses a builtin method (list.append) as an event handler.
    crashed.on("close", lambda worker: ended.append(worker))  # noqa: PLW0108

    crashed.evaluate(CRASH)
    page.wait_for_function("() => !window.tarotEngine.ready", timeout=LOAD_TIMEOUT)
    reported = page.evaluate("() => window.tarotEngine.progress.error")
    assert reported.startswith("Le moteur de règles s’est arrêté") and "panne simulée du moteur" in reported

    other = {**FFT_EXAMPLE, "contract": "prise", "points": "56", "poignees": []}
    fill_deal(form, other)
    wait_for_scores(page, list(engine_scores(4, other)))
    assert ended == [crashed]
    assert len(engine_workers(session)) == 1


RUNTIME = "**/pyodide.asm.wasm"


@pytest.mark.fresh_profile
def test_the_calculator_says_why_python_was_not_downloaded_then_recovers(session: BrowserSession) -> None:
    """Pyodide alone waits forever when its WebAssembly cannot be fetched (engine/python.js): the page
    says why in French instead of a bar stuck at 99 %, and the next computation starts it again (a
    fresh profile: nothing of Python kept yet)."""
    page = session.page

    def refuse(route: Any) -> None:
        route.abort()

    session.context.route(RUNTIME, refuse)
    session.goto("/table/calculateur/")
    failure = page.locator(".table-engine[data-failed]")
    failure.wait_for(timeout=LOAD_TIMEOUT)
    assert failure.inner_text() == (
        "Le moteur n’a pas pu démarrer\u00a0: Le moteur de règles s’est arrêté\u00a0: le fichier de Python"
        " (pyodide.asm.wasm) n’a pas pu être téléchargé, vérifiez la connexion"
    )
    session.context.unroute(RUNTIME, refuse)
    fill_deal(page.locator("form.table-deal"), FFT_EXAMPLE)
    wait_for_scores(page, list(engine_scores(4, FFT_EXAMPLE)))
    refused = [entry for entry in session.failed if entry.endswith("/pyodide.asm.wasm net::ERR_FAILED")]
    assert refused and session.failed == refused
    session.failed = []
