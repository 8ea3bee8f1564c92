"""Helpers shared by the test modules (the Chromium page steps, the sample evenings, the site walk):
one module, so that no test module imports another."""

from __future__ import annotations

import base64
import fcntl
import json
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
import zlib
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from markdown.extensions.toc import slugify
from playwright.sync_api import Locator, Page

from scripts.browser import BrowserSession
from scripts.serve import SiteServer
from tarot_app.calls import call
from tarot_app.practice.review import dealt_again
from tarot_rules.fft import Deal, action_of, score, to_record
from tarot_rules.fft.actions import Action
from tarot_rules.players.table import make_player, play_deal, take_turns

LOAD_TIMEOUT = 90_000


def once_per_run(tmp_path_factory: pytest.TempPathFactory, name: str, compute: Callable[[], Any]) -> Any:
    """``compute()`` (JSON data) made by the first test worker that asks, read back by the others: a long
    fixture whose tests the workers share runs once per test run, not once per worker."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if run is None:  # a single process
        return compute()
    shared = tmp_path_factory.getbasetemp().parent  # common to the run's workers
    with (shared / f"{name}-{run}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        made = shared / f"{name}-{run}.json"
        if not made.exists():
            made.write_text(json.dumps(compute()), "utf-8")
        return json.loads(made.read_text("utf-8"))


EDITOR_BUNDLE = "/assets/live/editor.js"


OFFLINE_FAILURES = (
    "net::ERR_INTERNET_DISCONNECTED",
    "net::ERR_CONNECTION_REFUSED",
    "net::ERR_CONNECTION_RESET",
    "net::ERR_ABORTED",
)
"""How requests fail once the site is offline: the page's own attempts as disconnected; the service
worker's (not covered by the browser's offline switch) find the stopped server, refused, or reset on a
connection kept open before it stopped; and a request the browser drops because the page went on (the
search worker's script, which each page starts)."""


def forgive_offline_failures(session: BrowserSession, failed: list[str]) -> None:
    """Check that the requests ``failed`` since `go_offline` failed only as `OFFLINE_FAILURES`, and take
    them off the session's failures."""
    unexpected = [entry for entry in failed if not entry.endswith(OFFLINE_FAILURES)]
    assert not unexpected, unexpected
    session.failed = [entry for entry in session.failed if entry not in failed]


def go_offline(session: BrowserSession, server: SiteServer) -> list[str]:
    """Stop ``server`` and take the browser offline; the list returned fills with each request that
    fails from then on (``"url failure"``)."""
    failed: list[str] = []
    session.context.on("requestfailed", lambda request: failed.append(f"{request.url} {request.failure}"))
    server.shutdown()
    server.server_close()
    session.context.set_offline(True)
    return failed


def example_with(session: BrowserSession, text: str) -> Locator:
    """The first live example whose code contains ``text``, once live.js has wired it."""
    example = session.page.locator("div.tarot-example[data-code]").filter(
        has=session.page.locator(".tarot-example__code", has_text=text)
    )
    example.first.locator(".tarot-live__toolbar").wait_for()
    return example.first


def open_editor(example: Locator) -> Locator:
    """Click Modifier (once) and return the editor's text box when it is ready."""
    if example.locator(".tarot-live__editor").is_hidden():
        example.locator("button[data-action=edit]").click()
    box = example.get_by_role("textbox", name="Code Python de l’exemple")
    box.wait_for()
    return box


def run(example: Locator, code: str | None = None, timeout: float = LOAD_TIMEOUT) -> None:
    """Open the editor, type ``code`` (if given), click Exécuter and wait for the run to end."""
    box = open_editor(example)
    if code is not None:
        box.fill(code)
    runs = int(example.get_attribute("data-runs") or 0)
    example.locator("button[data-action=run]").click()
    example.page.wait_for_function(
        "([element, runs]) => Number(element.dataset.runs || 0) > runs",
        arg=[example.element_handle(), runs],
        timeout=timeout,
    )


def output(example: Locator) -> str:
    return example.locator(".tarot-example__output").inner_text()


def error(example: Locator) -> str:
    return example.locator(".tarot-live__error-summary").inner_text()


NODE_SCRIPT = """
import { readFileSync } from "node:fs";
import { delimiter } from "node:path";
const { RUNTIME, WHEEL, REPO, PYTHON } = process.env;
const { loadPyodide } = await import(RUNTIME + "/pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: RUNTIME + "/" });
const extractDir = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
for (const wheel of WHEEL.split(delimiter)) {
  pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir });
}
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: REPO }, "/repo");
try {
  process.stdout.write("\\nRESULT " + pyodide.runPython(readFileSync(PYTHON, "utf8")) + "\\n");
} catch (error) {
  process.stderr.write(error.message);  // a Python traceback, whole (Node would print the runtime's code)
  process.exitCode = 1;
}
"""
"""Run the Python file ``PYTHON`` in the Pyodide runtime ``RUNTIME`` under Node, the wheels ``WHEEL``
(paths joined by ``os.pathsep``) installed and the directory ``REPO`` mounted on ``/repo``; the last line
printed is ``RESULT`` and the value of the file's last expression."""


ROOT = Path(__file__).resolve().parent.parent


AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def axe_violations(
    session: BrowserSession,
    only: list[str] | None = None,
    impacts: tuple[str, ...] = ("serious", "critical"),
    leave_out: tuple[str, ...] = (),
    within: str | None = None,
) -> list[dict[str, Any]]:
    """The axe-core violations of these ``impacts`` on the page now open, or only ``within`` the part
    matching that selector (``only`` these rules if given; the parts matching the ``leave_out`` selectors
    not checked); axe is added to the page unless an init script put it there (sent over each time: a
    third of a second)."""
    if not session.page.evaluate("() => 'axe' in window"):
        session.page.add_script_tag(path=str(AXE))
    options: dict[str, Any] = {"resultTypes": ["violations"]}
    if only:
        options["runOnly"] = only
    context: dict[str, Any] = {"exclude": [[selector] for selector in leave_out]}
    if within:
        context["include"] = [[within]]
    result: dict[str, Any] = session.page.evaluate(
        "async ([context, options]) => await axe.run(context, options)", [context, options]
    )
    return [v for v in result["violations"] if v.get("impact") in impacts]


def describe(violations: list[dict[str, Any]]) -> str:
    lines = []
    for violation in violations:
        targets = [", ".join(node["target"]) for node in violation["nodes"][:3]]
        lines.append(f"{violation['id']} ({violation['impact']}): {violation['help']} — {targets}")
    return "\n".join(lines)


SCHEME_RULES = ["color-contrast", "link-in-text-block"]
"""The axe rules whose verdict depends on the colours: the only ones a second colour scheme can change."""


SCHEMES = {"light": ("default", "schéma clair"), "dark": ("slate", "schéma sombre")}
"""Material's palette for each system colour scheme (``palette`` in ``mkdocs.yml``), and its French name."""


FORGET_THE_PALETTE = """if (window === window.top && location.protocol.startsWith("http")) {
    for (const key of Object.keys(localStorage)) if (key.endsWith(".__palette")) localStorage.removeItem(key);
}"""
"""An init script: Material keeps the palette of the last page seen (``__palette``), which would win over
the system's scheme; forgotten as each page of the site starts (before the page reads it, in its own
process; not in a new tab's blank page, which has no storage), every load is a first visit."""


PALETTE_SHOWN = """palette => document.body.dataset.mdColorScheme === palette
    && !document.body.hasAttribute("data-md-color-switching")"""
"""Material has shown ``palette`` and its switch is over (no colour changing)."""


NO_COLOUR_IN_TRANSITION = """() => document.getAnimations().every(
    animation => !(animation instanceof CSSTransition) || animation.playState !== "running")"""
"""No colour of the page is changing (a scheme switched, its transitions over): axe may read the colours."""


def in_either_scheme(page: Page) -> Iterator[tuple[str, list[str] | None]]:
    """Each scheme in turn, with the axe rules it asks for: the light one (every rule), then the dark one,
    switched to in place as a reader does (« Passer en mode sombre »): the rules about colours, the only
    ones a scheme changes. Each once no colour is changing (Material shows a palette after the first
    paint)."""
    page.wait_for_function(NO_COLOUR_IN_TRANSITION)
    yield "light", None
    page.get_by_title("Passer en mode sombre").click()
    page.wait_for_function(PALETTE_SHOWN, arg=SCHEMES["dark"][0])
    page.wait_for_function(NO_COLOUR_IN_TRANSITION)
    yield "dark", SCHEME_RULES


WATCH_LAYOUT_SHIFTS = """window.layoutShifts = [];
window.layoutShiftObserver = new PerformanceObserver(list => window.layoutShifts.push(...list.getEntries()));
window.layoutShiftObserver.observe({type: "layout-shift", buffered: true});"""
"""An init script: every layout shift of the page, kept from its start."""


LAYOUT_SHIFTS = """() => [...layoutShifts, ...layoutShiftObserver.takeRecords()]
    .filter(shift => !shift.hadRecentInput).map(shift => shift.value)"""
"""The page's layout shifts so far, those not yet handed to the observer included; a reader's own input
apart."""


IN_VIEW = """(id) => {
    const box = document.getElementById(id).getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight;
}"""
"""The element ``id`` is inside the viewport."""


def follow_anchor(page: Page, heading: str) -> None:
    """Click the link to ``heading`` (an id) in the page's table of contents (a wide window) and wait until
    it is the address's anchor and scrolled into view (it was not)."""
    assert not page.evaluate(IN_VIEW, heading)
    page.locator(f".md-sidebar--secondary a[href='#{heading}']").click()
    page.wait_for_function(f"(id) => location.hash === `#${{id}}` && ({IN_VIEW})(id)", arg=heading)


def site_pages(site_dir: Path) -> list[str]:
    """Paths of every page of the site, from its sitemap."""
    tree = ET.parse(site_dir / "sitemap.xml")
    locations = [element.text or "" for element in tree.iter() if element.tag.endswith("loc")]
    return [urlsplit(location).path for location in locations]


KEPT = "() => (window.tarotOfflineKept || []).includes(location.href.split('#')[0])"


FFT_EXAMPLE: dict[str, Any] = {
    "taker": 0,
    "contract": "garde",
    "bouts": 2,
    "points": "49",
    "poignees": [{"size": "simple", "camp": "attaque"}],
    "petit_au_bout": "attaque",
}


# A recorded evening per table size: the facts as a scorer writes them down.
EVENINGS: dict[int, list[dict[str, Any]]] = {
    3: [
        {"taker": 1, "contract": "prise", "bouts": 2, "points": "40,5"},
        {"taker": 2, "contract": "garde", "bouts": 1, "points": "55,5", "petit_au_bout": "défense"},
        {"taker": 0, "contract": "garde sans", "bouts": 3, "points": "48", "poignees": [{"size": "double"}]},
        {"taker": 1, "contract": "garde contre", "bouts": 0, "points": "30"},
    ],
    4: [
        FFT_EXAMPLE,
        {"taker": 2, "contract": "prise", "bouts": 1, "points": "48"},
        {"taker": 3, "contract": "garde", "bouts": 3, "points": "61", "chelem_announced": True},
        {
            "taker": 1,
            "contract": "garde sans",
            "bouts": 2,
            "points": "60",
            "poignees": [{"size": "simple", "camp": "défense"}],
        },
        {"taker": 0, "contract": "prise", "bouts": 3, "points": "91", "chelem": "attaque"},
    ],
    5: [
        {"taker": 0, "partner": 2, "contract": "garde", "bouts": 1, "points": "55,5"},
        {"taker": 3, "partner": None, "contract": "prise", "bouts": 2, "points": "38"},
        {
            "taker": 4,
            "partner": 1,
            "contract": "garde contre",
            "bouts": 2,
            "points": "45",
            "petit_au_bout": "attaque",
        },
    ],
}


NAMES = ["Léa", "Marc", "Inès", "Théo", "Zoé"]


def engine_scores(players: int, facts: dict[str, Any]) -> tuple[int, ...]:
    """The engine's scores for facts typed the French way (pytest side, independent of the page)."""
    poignees = [(p["size"], p.get("camp", "attaque")) for p in facts.get("poignees", [])]
    return score(
        players=players,
        contract=facts["contract"],
        bouts=facts["bouts"],
        points=float(str(facts["points"]).replace(",", ".")),
        poignees=poignees,
        petit_au_bout=facts.get("petit_au_bout"),
        chelem_announced=facts.get("chelem_announced", False),
        chelem=facts.get("chelem"),
        taker=facts["taker"],
        partner=facts.get("partner"),
    ).scores


def engine_totals(players: int, deals: list[dict[str, Any]]) -> list[int]:
    totals = [0] * players
    for facts in deals:
        totals = [a + b for a, b in zip(totals, engine_scores(players, facts), strict=True)]
    return totals


def wait_engine(page: Page) -> None:
    page.wait_for_function("() => window.tarotEngine && window.tarotEngine.ready", timeout=LOAD_TIMEOUT)


def fill_deal(form: Locator, facts: dict[str, Any]) -> None:
    """Type a deal into the deal form, as a player would."""
    form.locator("select[name=taker]").select_option(str(facts["taker"]))
    partner = form.locator("select[name=partner]")
    if partner.is_visible():
        partner.select_option("" if facts.get("partner") is None else str(facts["partner"]))
    form.locator("select[name=contract]").select_option(facts["contract"])
    form.locator("select[name=bouts]").select_option(str(facts["bouts"]))
    form.locator("input[name=points]").fill(str(facts["points"]))
    for i in range(2):
        given = facts.get("poignees", [])[i] if i < len(facts.get("poignees", [])) else None
        form.locator(f"select[name=poignee{i}]").select_option(given["size"] if given else "")
        form.locator(f"select[name='poignee{i}-camp']").select_option(
            given.get("camp", "attaque") if given else "attaque"
        )
    form.locator("select[name=petit_au_bout]").select_option(facts.get("petit_au_bout") or "")
    form.locator("input[name=chelem_announced]").set_checked(bool(facts.get("chelem_announced")))
    form.locator("select[name=chelem]").select_option(facts.get("chelem") or "")


def page_scores(page: Page) -> list[int]:
    return [
        int(v)
        for v in page.locator(".table-scores td[data-score]").evaluate_all(
            "cells => cells.map(c => c.dataset.score)"
        )
    ]


def wait_for_cells(page: Page, cells: str, key: str, expected: list[int]) -> None:
    """Wait until the ``data-<key>`` values of the ``cells`` read ``expected``."""
    page.wait_for_function(
        "([cells, key, expected]) => [...document.querySelectorAll(cells)]"
        ".map(c => c.dataset[key]).join() === expected",
        arg=[cells, key, ",".join(map(str, expected))],
        timeout=LOAD_TIMEOUT,
    )


def wait_for_scores(page: Page, expected: list[int]) -> None:
    """Wait until the calculator shows these scores: each change of the form recomputes,
    so the first result to appear may belong to a half-typed deal."""
    wait_for_cells(page, ".table-scores td[data-score]", "score", expected)


def wait_totals(page: Page, totals: list[int]) -> None:
    """Wait until the sheet's total row shows ``totals``."""
    wait_for_cells(page, ".table-sheet tfoot td[data-total]", "total", totals)


def wait_points(page: Page, root: str, expected: list[str]) -> None:
    page.wait_for_function(
        "([selector, expected]) => [...document.querySelectorAll(selector)]"
        ".map(l => l.getAttribute('points')).join('|') === expected",
        arg=[f"{root} svg.table-chart polyline.table-chart__series", "|".join(expected)],
        timeout=LOAD_TIMEOUT,
    )


def start_tarot_sheet(page: Page, players: int) -> None:
    setup = page.locator("form.table-setup")
    setup.locator("select[name=count]").select_option(str(players))
    for i in range(players):
        setup.locator(f"input[name=name{i}]").fill(NAMES[i])
    setup.locator("select[name=dealer]").select_option("1")
    setup.locator("button[type=submit]").click()
    page.locator("form.table-deal").wait_for(timeout=LOAD_TIMEOUT)


def add_deal(page: Page, facts: dict[str, Any], rows: int) -> None:
    form = page.locator("form.table-deal")
    fill_deal(form, facts)
    form.locator("button[type=submit]").click()
    page.locator(f".table-sheet tbody tr.table-row[data-row='{rows}']").wait_for(timeout=LOAD_TIMEOUT)


def start_africain(page: Page, players: int, preset: str = "référence") -> None:
    setup = page.locator("form.table-setup")
    setup.wait_for()
    setup.locator("select[name=count]").select_option(str(players))
    for i in range(players):
        setup.locator(f"input[name=name{i}]").fill(NAMES[i])
    setup.locator("select[name=settings]").select_option(preset)
    setup.locator("select[name=dealer]").select_option("0")
    setup.locator("button[type=submit]").click()
    page.locator(".table-round").wait_for(timeout=LOAD_TIMEOUT)


LABEL = "o => o.textContent.replace(/[\\u2068\\u2069]/g, '')"
"""A saved game's label in the page, without the marks isolating each name (FSI, PDI)."""


def game_labels(page: Page) -> list[str]:
    return page.locator("select.table-game-select option").evaluate_all(f"options => options.map({LABEL})")


OFFLINE_READY = "() => window.tarotOffline && window.tarotOffline.type === 'cached'"


def link(data: Any) -> str:
    """What the page writes after ``#partage=`` (raw deflate, then base64url without padding)."""
    text = data if isinstance(data, bytes) else json.dumps(data, separators=(",", ":")).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(packer.compress(text) + packer.flush()).decode().rstrip("=")


F = "tarot-table/feuille-tarot"


# 2 October, 4 players. Deal 1: Léa's garde, 2 bouts, 49 points (41 needed: +8), poignée simple and
# petit au bout to the attack: (25 + 8 + 10) × 2 + 20 = 106 a defender, Léa +318. Deal 2: Marc's prise,
# 1 bout, 48 points (51 needed: −3): 28 a defender, Marc −84. Deal 3: passed.
# Totals: Léa 346, Marc −190, Inès −78, Théo −78.
OCTOBER_2 = {
    "format": F,
    "version": 1,
    "players": ["Léa", "Marc", "Inès", "Théo"],
    "deals": [
        {"taker": 0, "contract": "garde", "bouts": 2, "points": 49,
         "poignees": [{"size": "simple", "camp": "attaque"}], "petit_au_bout": "attaque"},
        {"taker": 1, "contract": "prise", "bouts": 1, "points": 48},
        {"passe": True},
    ],
}  # fmt: skip


# 9 October, 5 players (« léa » is Léa). Deal 1: Zoé's garde sans with Léa, 3 bouts, 36 points (made by
# 0): 100 a defender, Zoé +200, Léa +100. Deal 2: Marc's prise alone, no bout, 50 points (56 needed: −6),
# petit au bout and a double poignée to the defence: 25 + 6 + 10 + 30 = 71 a defender, Marc −284.
# Totals: Léa 171, Marc −384, Inès −29, Théo −29, Zoé 271.
OCTOBER_9 = {
    "format": F,
    "version": 1,
    "players": ["léa", "Marc", "Inès", "Théo", "Zoé"],
    "deals": [
        {"taker": 4, "partner": 0, "contract": "garde sans", "bouts": 3, "points": 36},
        {"taker": 1, "partner": None, "contract": "prise", "bouts": 0, "points": 50,
         "poignees": [{"size": "double", "camp": "défense"}], "petit_au_bout": "défense"},
    ],
}  # fmt: skip


# 20 November, 3 players. Zoé's garde contre, 3 bouts, 91 points and a chelem not announced:
# (25 + 55) × 6 + 200 = 680 a defender, Zoé +1 360.
NOVEMBER_20 = {
    "format": F,
    "version": 1,
    "players": ["Léa", "Marc", "Zoé"],
    "deals": [{"taker": 2, "contract": "garde contre", "bouts": 3, "points": 91, "chelem": "attaque"}],
}


SAVED_EVENINGS = [
    {"date": "2026-11-20T19:58:00.000Z", "sheet": NOVEMBER_20},
    {"date": "2026-10-02T18:30:00.000Z", "sheet": OCTOBER_2},
    {"date": "2026-10-09T18:45:00.000Z", "sheet": OCTOBER_9},
]


FILL_STORAGE = """() => {
    // Take every character localStorage has left with one filler value (binary search on its length).
    const key = `filler-${localStorage.length}`;
    let fits = 0, fails = 6 * 1024 * 1024;
    while (fails - fits > 1) {
        const length = (fits + fails) >> 1;
        try { localStorage.setItem(key, "x".repeat(length)); fits = length; } catch { fails = length; }
    }
    localStorage.setItem(key, "x".repeat(fits));
}"""


STORED = "() => Object.fromEntries(Object.entries(localStorage))"


def tarot_sheet(deals: list[dict[str, Any]], players: int = 4) -> dict[str, Any]:
    """The sheet as the engine stores it."""
    sheet = {
        "format": "tarot-table/feuille-tarot",
        "version": 1,
        "players": NAMES[:players],
        "first_dealer": 0,
        "deals": deals,
    }
    stored: dict[str, Any] = call("tarot_sheet", sheet)["result"]["sheet"]
    return stored


def version_2_game(game_id: str, created: str, deals: list[dict[str, Any]]) -> dict[str, Any]:
    """A game as version 2 kept it: the sheet and a full copy of it before each change (« Annuler »)."""
    sheet = tarot_sheet(deals)
    copies = [{**sheet, "deals": sheet["deals"][:n]} for n in range(len(deals))]
    return {"id": game_id, "created": created, "sheet": sheet, "undo": copies}


def say(page: Page, text: str) -> None:
    """Wait until the page shows ``text``."""
    page.get_by_text(text).first.wait_for(timeout=LOAD_TIMEOUT)


def downloaded(page: Page, button: str) -> str:
    with page.expect_download() as download:
        page.get_by_role("button", name=button).click()
    return Path(download.value.path()).read_text("utf-8")


def open_tutorial(session: BrowserSession, path: str) -> dict[str, Any]:
    """Load a tutorial page, wait until its first step is playable, return its data."""
    session.goto(path)
    session.page.wait_for_selector(".tutorial[data-ready='1']", timeout=5000)
    text = session.page.evaluate("() => document.querySelector('template.tutorial-data').content.textContent")
    return json.loads(text)  # type: ignore[no-any-return]


def choice(session: BrowserSession, ident: str) -> Any:
    return session.page.locator(f".tuto-choices button[data-id='{ident}']")


def feedback(session: BrowserSession) -> str:
    return session.page.locator(".tuto-feedback").inner_text()


def node_test(script: str, **env: str) -> str:
    """Run ``tests/js/SCRIPT`` under ``node --test`` with ``env`` added; fail with Node's report
    (skip when Node is absent); return the report."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node absent")
    run = subprocess.run(
        [node, "--test", "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", f"tests/js/{script}"],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout


HEADING = re.compile(r"^#{1,6} (.+?)(?: \{([^}]*)\})?$", re.MULTILINE)
"""A Markdown heading: its title and, after it, its attributes (``{#id}``, attr_list)."""


@cache
def heading_anchors(page: str, *, explicit: bool = False) -> frozenset[str]:
    """The anchors MkDocs gives the headings of ``docs/PAGE`` (code blocks left out): a heading's
    explicit id (``## Le score {#score}``), else its slug (default ``toc`` slugify); with
    ``explicit``, the explicit ids only."""
    text = re.sub(r"```.*?```", "", (ROOT / "docs" / page).read_text("utf-8"), flags=re.DOTALL)
    anchors = set()
    for title, attributes in HEADING.findall(text):
        if ident := re.search(r"#([\w-]+)", attributes):
            anchors.add(ident[1])
        elif not explicit:
            anchors.add(slugify(title.strip(), "-"))
    return frozenset(anchors)


def record_with(players: int, seed: int, move: int, action: Action) -> dict[str, Any]:
    """The record of Débutant deal ``seed`` where the seat to move at action ``move`` takes ``action``
    instead, every seat playing on by the Débutant's rules."""
    played = play_deal(
        "tarot", [make_player("tarot", "debutant", s) for s in range(players)], seed, dealer=seed % players
    ).state
    assert isinstance(played, Deal)
    deal = dealt_again(played)
    for event in played.history[:move]:
        deal.apply(action_of(event))
    deal.apply(action)
    debutant = make_player("tarot", "debutant", 0)
    for _ in take_turns(deal, lambda seat: debutant):
        pass
    return to_record(deal)
