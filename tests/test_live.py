"""Live examples in a real Chromium: edit, run with the engine in Pyodide (module worker), stop,
French errors, lazy download, Material's instant navigation, print. Every request stays local
(the ``session`` fixture fails the test otherwise)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import EDITOR_BUNDLE, error, example_with, open_editor, output, run

from scripts.browser import BrowserSession
from scripts.serve import SiteServer
from tarot_rules.fft import score

pytestmark = pytest.mark.browser
RUNTIME = ("/assets/pyodide/", "/assets/wheels/", "/assets/live/worker.js", "/assets/live/editor.js")


def runtime_requests(session: BrowserSession) -> list[str]:
    return [url for url in session.requests if any(part in url for part in RUNTIME)]


@pytest.mark.fresh_profile
def test_home_example_is_edited_and_run(session: BrowserSession) -> None:
    session.goto("/")
    example = example_with(session, "DECK")
    assert output(example).strip() == "78 cartes, 91 points en tout"
    assert not runtime_requests(session), "Pyodide ou l'éditeur chargé sans interaction"
    example.locator("button[data-action=edit]").click()
    progress = example.locator(".tarot-live__progress [role=progressbar]")
    progress.wait_for(state="visible")
    assert progress.get_attribute("aria-valuemin") == "0"
    assert "Chargement de Python" in example.locator(".tarot-live__progress").inner_text()
    code = open_editor(example).inner_text().replace("len(DECK)", "len(DECK) - 1")
    run(example, code)
    assert output(example).strip() == "77 cartes, 91 points en tout"
    assert example.locator(".tarot-live__progress").is_hidden()
    assert [url for url in session.requests if url.endswith(EDITOR_BUNDLE)] == [
        session.base_url + EDITOR_BUNDLE.lstrip("/")
    ]
    # The editor highlights what the reader types, with Pygments' classes (Material's colours).
    imports = sum(line.startswith("from ") for line in code.splitlines())
    assert example.locator(".tarot-live__editor .kn", has_text="from").count() == imports > 0
    example.locator("button[data-action=reset]").click()
    assert output(example).strip() == "78 cartes, 91 points en tout"
    assert "len(DECK) - 1" not in open_editor(example).inner_text()


def test_scoring_page_fft_example_runs_with_other_facts(session: BrowserSession, site_dir: Path) -> None:
    if not (site_dir / "tarot" / "score" / "index.html").exists():
        pytest.skip("la page tarot/score n'existe pas encore")
    session.goto("/tarot/score/")
    example = example_with(session, "score(")
    before = output(example)
    assert "106" in before and "318" in before
    code = example.locator(".tarot-example__code").inner_text()
    assert "points=49" in code
    run(example, open_editor(example).inner_text().replace("points=49", "points=40"))
    expected = str(
        score(players=4, contract="garde", bouts=2, points=40, poignees=["simple"], petit_au_bout="attaque")
    )
    assert output(example).strip() == expected.strip()
    assert "chutée" in output(example) and "318" not in output(example)


@pytest.mark.fresh_profile
def test_runaway_code_is_stopped_and_the_example_runs_again(session: BrowserSession) -> None:
    """« Arrêter » ends an endless loop (how fast is `make bench`'s business, never a test's)."""
    session.goto("/")
    example = example_with(session, "DECK")
    run(example, "1 + 1")
    assert output(example).strip() == "2"
    session.page.wait_for_function("window.tarotLive.snapshotStored === true")
    open_editor(example).fill("while True:\n    pass\n")
    example.locator("button[data-action=run]").click()
    stop = example.locator("button[data-action=stop]")
    stop_handle = stop.element_handle()
    session.page.wait_for_function("(button) => !button.disabled", arg=stop_handle)
    runs = int(example.get_attribute("data-runs") or 0)
    stop.click()
    session.page.wait_for_function(
        "([element, runs]) => Number(element.dataset.runs || 0) > runs", arg=[example.element_handle(), runs]
    )
    assert "Arrêté" in example.locator(".tarot-live__status").inner_text()
    run(example, "from tarot_rules import DECK\nlen(DECK)")
    assert output(example).strip() == "78"
    # The fresh worker restored the interpreter snapshot the first one left in Cache Storage.
    assert session.page.evaluate("window.tarotLive.timings.phases.snapshot") is True


def test_errors_are_reported_in_french(session: BrowserSession) -> None:
    session.goto("/")
    example = example_with(session, "DECK")
    run(example, "x = 1\ny = (x,\n")
    assert error(example).startswith("Erreur de syntaxe ligne 2 :")
    assert "jamais fermé" in error(example)
    run(example, "from tarot_rules import parse_card\nparse_card('Z')")
    assert error(example) == "Carte inconnue : « Z »."
    run(example, 'from tarot_rules.fft import check_card\ncheck_card("3♥ 10 15", "R♠ 14", "10")')
    assert error(example).startswith("Vous devez surcouper")
    details = example.locator(".tarot-live__error details")
    assert details.locator("summary").inner_text() == "Trace complète (IllegalActionError, ligne 2)"
    details.locator("summary").click()
    trace = details.locator("pre").inner_text()
    assert trace.startswith("Traceback") and 'File "<exemple>", line 2' in trace
    run(example, "print('avant')\nnom_inconnu")
    assert output(example).strip() == "avant"
    assert error(example) == "Le nom « nom_inconnu » n'est pas défini"


def test_a_reader_who_never_interacts_downloads_no_runtime(session: BrowserSession, site_dir: Path) -> None:
    pages = ["/"] + (["/tarot/score/"] if (site_dir / "tarot" / "score" / "index.html").exists() else [])
    for path in pages:
        session.goto(path)
        session.page.locator(".tarot-live__toolbar").first.wait_for()
        session.page.mouse.wheel(0, 2000)
        session.page.wait_for_load_state("networkidle")
    assert session.requests
    assert not runtime_requests(session)


def runtime_downloads(server: SiteServer) -> int:
    """How many times ``server`` sent Pyodide's WebAssembly runtime."""
    return sum(count for path, count in server.served.items() if path.endswith("/pyodide.asm.wasm"))


@pytest.mark.fresh_profile
def test_instant_navigation_keeps_the_worker(
    session: BrowserSession, site_dir: Path, site_server: SiteServer
) -> None:
    """The runtime is downloaded once for both pages. Counted by the server: the examples' worker runs
    in a sandboxed frame, and under load one of its requests can escape the browser's record. A fresh
    profile: the worker's shared one may hold the runtime already (its service worker's copy)."""
    target = "tarot/score/" if (site_dir / "tarot" / "score" / "index.html").exists() else "tarot/"
    downloads_before = runtime_downloads(site_server)
    session.goto("/")
    # The page fetches the runtime for its box: once the site's service worker serves the page, it keeps
    # what the page fetched, and the page's list of files it then sends (assets/site/offline.js) asks for
    # nothing new. Before that, the worker would fetch the file again (from the browser's HTTP cache).
    session.page.wait_for_function("navigator.serviceWorker.controller !== null")
    example = example_with(session, "DECK")
    run(example, "1 + 1")
    session.page.evaluate("window.liveMarker = 1")  # survives only an instant navigation
    session.page.locator(f'a[href$="{target}"]').first.click()  # as built: relative to the page
    session.page.wait_for_url(f"**/{target}")
    assert session.page.evaluate("window.liveMarker") == 1, "la navigation instantanée est désactivée ?"
    assert session.page.evaluate("window.tarotLive.ready")
    if target == "tarot/score/":
        other = example_with(session, "score(")
        run(other, "from tarot_rules.fft import threshold\nthreshold(bouts=3)", timeout=5_000)
        assert output(other).strip() == "36"
    assert runtime_downloads(site_server) - downloads_before == 1


def test_without_javascript_the_code_and_result_show_and_on_paper_the_result_only(
    session: BrowserSession,
) -> None:
    context = session.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(session.base_url)
        example = page.locator("div.tarot-example").first
        assert "len(DECK)" in example.locator(".tarot-example__code").inner_text()
        assert output(example).strip() == "78 cartes, 91 points en tout"
        assert example.locator(".tarot-live__toolbar").count() == 0
    finally:
        context.close()
    session.goto("/")
    example = example_with(session, "DECK")
    session.page.emulate_media(media="print")
    assert example.locator(".tarot-live__toolbar").is_hidden()
    assert example.locator(".tarot-example__code").is_hidden()
    assert example.locator(".tarot-example__output").is_visible()
