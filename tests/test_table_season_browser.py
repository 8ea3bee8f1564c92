"""« La saison » and the sheet's chart in Chromium: evenings saved in localStorage by an init script, the
season page's figures equal to the engine's, each chart's polylines drawn at the engine's running totals,
at 390 px, axe without violation in both colour schemes. The sheets are those counted by hand in
tests/test_table_stats.py."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import EVENINGS as EVENINGS_BY_SIZE
from helpers import (
    FORGET_THE_PALETTE,
    LOAD_TIMEOUT,
    OCTOBER_9,
    PALETTE_SHOWN,
    SAVED_EVENINGS,
    SCHEMES,
    add_deal,
    axe_violations,
    describe,
    wait_points,
)
from playwright.sync_api import Page

from scripts.browser import BrowserSession
from tarot_app.table import chart, stats, tarot

pytestmark = pytest.mark.browser
EVENINGS_5 = EVENINGS_BY_SIZE[5]
MINUS = "\u2212"


def signed(value: int) -> str:
    """A score as the pages show it (widgets.js)."""
    return f"+{value}" if value > 0 else f"{MINUS}{-value}" if value < 0 else "0"


STORE = """(games) => {
  if (localStorage.getItem('stats-test:stored')) return;
  localStorage.setItem('stats-test:stored', '1');
  for (const game of games) localStorage.setItem(`tarot-table:game:${game.id}`, JSON.stringify(game));
  localStorage.setItem('tarot-table:current:tarot', games[games.length - 1].id);
}"""
"""An init script: the saved games of a device (storage version 3), written once before the page runs."""


def saved(evenings: list[dict[str, Any]]) -> str:
    """The init script saving these evenings as the sheet page saves them."""
    games = [
        {"version": 3, "kind": "tarot", "id": f"stats-{i}", "created": e["date"], "revision": 1,
         "sheet": e["sheet"], "undo": [], "redo": []}
        for i, e in enumerate(evenings)
    ]  # fmt: skip
    return f"({STORE})({json.dumps(games, ensure_ascii=False)})"


def drawn_points(page: Page, root: str) -> list[str]:
    selector = f"{root} svg.table-chart polyline.table-chart__series"
    return page.locator(selector).evaluate_all("lines => lines.map(l => l.getAttribute('points'))")


def check_both_schemes(session: BrowserSession, path: str) -> None:
    """``path`` opened in each colour scheme (Material follows the system's at load), its chart drawn and
    its values table open: the chart's lines of five different colours, and axe without violation."""
    page = session.page
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        session.goto(path)
        page.wait_for_function(PALETTE_SHOWN, arg=SCHEMES[scheme][0], timeout=LOAD_TIMEOUT)
        page.locator(".table-app svg.table-chart").wait_for(timeout=LOAD_TIMEOUT)
        if page.locator("details.table-chart-values").count():
            page.locator("details.table-chart-values summary").click()
        strokes = page.locator(".table-app polyline.table-chart__series").evaluate_all(
            "lines => lines.map(l => getComputedStyle(l).stroke)"
        )
        assert len(set(strokes)) == len(strokes) == 5, (scheme, strokes)
        page.evaluate("() => window.scrollTo(0, 0)")
        page.wait_for_function("() => document.getAnimations().every(a => a.playState !== 'running')")
        violations = axe_violations(session)
        assert not violations, f"{scheme}: {describe(violations)}"


def test_sheet_chart_is_drawn_from_the_engine_running_totals(session: BrowserSession) -> None:
    page = session.page
    page.set_viewport_size({"width": 390, "height": 900})
    page.add_init_script(FORGET_THE_PALETTE)
    page.add_init_script(saved([{"date": "2026-10-09T18:45:00.000Z", "sheet": OCTOBER_9}]))
    session.goto("/table/feuille-tarot/")
    series = [[0, *(row["totals"][seat] for row in tarot.sheet(OCTOBER_9)["rows"])] for seat in range(5)]
    assert series[4] == [0, 200, 271]  # Zoé, as counted by hand above
    wait_points(page, ".table-app", chart.polyline_points(series))
    svg = page.locator(".table-app svg.table-chart")
    assert svg.get_attribute("role") == "img" and "donne après donne" in (
        svg.get_attribute("aria-label") or ""
    )
    assert page.locator(f"#{svg.get_attribute('aria-describedby')}").evaluate("t => t.tagName") == "TABLE"
    # a deal added: the chart gains a point, still the engine's totals
    add_deal(page, EVENINGS_5[0], 3)
    longer = tarot.sheet({**OCTOBER_9, "deals": [*OCTOBER_9["deals"], EVENINGS_5[0]]})
    series = [[0, *(row["totals"][seat] for row in longer["rows"])] for seat in range(5)]
    wait_points(page, ".table-app", chart.polyline_points(series))
    width = page.evaluate(
        "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert width[0] <= width[1], width
    box = svg.bounding_box()
    assert box is not None and 300 <= box["width"] <= 390
    check_both_schemes(session, "/table/feuille-tarot/")
    wait_points(page, ".table-app", chart.polyline_points(series))  # the saved sheet, read again
    page.emulate_media(media="print")
    assert svg.is_visible()


def test_season_page_shows_the_engine_statistics(session: BrowserSession) -> None:
    page = session.page
    page.set_viewport_size({"width": 390, "height": 900})
    page.add_init_script(FORGET_THE_PALETTE)
    page.add_init_script(saved(SAVED_EVENINGS))
    session.goto("/table/saison/")
    expected = stats.season_stats(SAVED_EVENINGS)
    rows = page.locator("table[data-season=players] tbody tr")
    rows.nth(4).wait_for(timeout=LOAD_TIMEOUT)
    cells = rows.evaluate_all("rows => rows.map(r => [...r.children].map(c => c.innerText.trim()))")
    assert [c[0] for c in cells] == ["Léa", "Marc", "Inès", "Théo", "Zoé"]
    for shown, player in zip(cells, expected["players"], strict=True):
        # Joueur, Soirées, Donnes, Preneur, Appelé, Total, Moyenne, Meilleure, Pire, Poignées, Petits, Chelems
        assert shown[1:5] == [str(player[k]) for k in ("evenings", "deals", "taker", "partner")]
        assert shown[5] == signed(player["total"]) and shown[6] == player["average_text"]
        assert shown[7].startswith(signed(player["best"]["score"]))
        assert shown[9:] == [str(player[k]) for k in ("poignees", "petits_au_bout", "chelems")]
    assert cells[0][5] == "−163" and cells[4][7].startswith("+1360")  # counted by hand above
    contracts = page.locator("table[data-season=contracts] tbody tr").evaluate_all(
        "rows => rows.map(r => [...r.children].slice(1).map(c => c.innerText.trim()))"
    )
    assert contracts[1] == ["0\u00a0/\u00a02", "—", "—", "—"]  # Marc: two prises, none made
    assert contracts[4] == ["—", "—", "1\u00a0/\u00a01", "1\u00a0/\u00a01"]
    series = [[0, *line] for line in expected["cumulative"]]
    wait_points(page, ".table-app", chart.polyline_points(series))
    page.locator(".table-chart-values summary").click()
    assert page.locator("#table-season-values tbody tr").count() == 3
    check_both_schemes(session, "/table/saison/")
    # the filters: four players at the table
    page.locator("select[name=players]").select_option("4")
    page.wait_for_function(
        "() => document.querySelectorAll('table[data-season=players] tbody tr').length === 4",
        timeout=LOAD_TIMEOUT,
    )
    four = stats.season_stats(SAVED_EVENINGS, players=4)
    totals = page.locator("table[data-season=players] tbody tr td:nth-of-type(4)").all_inner_texts()
    assert totals == [signed(p["total"]) for p in four["players"]]  # no « Appelé » column at 4
    page.locator("select[name=players]").select_option("")
    page.locator("input[name=since]").fill("2026-10-05")
    page.locator("input[name=until]").fill("2026-10-31")
    page.locator("input[name=until]").dispatch_event("change")
    page.wait_for_function(
        "() => document.querySelector('.table-season-summary').textContent.startsWith('1 soirée sur 3')",
        timeout=LOAD_TIMEOUT,
    )
    assert page.locator("table[data-season=players] tbody tr th").first.inner_text() == "léa"
    page.emulate_media(media="print")
    assert page.locator(".table-app svg.table-chart").is_visible()


def test_season_page_without_any_saved_evening(session: BrowserSession) -> None:
    session.goto("/table/saison/")
    summary = session.page.locator(".table-season-summary")
    summary.filter(has_text="Aucune soirée de Tarot enregistrée").wait_for(timeout=LOAD_TIMEOUT)
    assert session.page.locator(".table-app svg.table-chart, table[data-season]").count() == 0
