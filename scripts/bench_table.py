"""Score-sheet figure as a JSON line ``{"name", "value", "unit"}`` (run by ``make bench`` via bench.py).

* ``table.add_deal_ms``: « Ajouter la donne » clicked on a 1,000-deal sheet at 5 players with long
  names → the new row in the sheet; median of several adds, in Chromium on the built site.
  Target < 100 ms.

Needs the built site (``make build``) and Debian's Chromium.
"""

from __future__ import annotations

import itertools
import json
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

from scripts.bench import emit_median
from scripts.browser import BrowserSession, served_site

SHEET_DEALS = 1_000
ADDS = 15
LOAD_TIMEOUT_MS = 180_000
LONG_NAMES = [
    "Marie-Christine de La Tour d'Auvergne",
    "Jean-Baptiste Poquelin-Dufresne",
    "Anne-Sophie Villeneuve-Loubet",
    "Pierre-Alexandre Montmorency",
    "Éléonore Saint-Exupéry-Lafleur",
]
FIVE_PLAYER_DEALS: list[dict[str, Any]] = [
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
    {
        "taker": 1,
        "partner": 0,
        "contract": "garde sans",
        "bouts": 3,
        "points": "30",
        "poignees": [{"size": "simple"}],
    },
    {"passe": True},
]
"""A 5-player evening's deals as a scorer notes them; long sheets repeat them."""


def long_sheet(deals: int) -> dict[str, Any]:
    """A ``tarot-table/feuille-tarot`` sheet of ``deals`` deals at 5 players with long names."""
    return {
        "format": "tarot-table/feuille-tarot",
        "version": 1,
        "players": LONG_NAMES,
        "first_dealer": 0,
        "deals": list(itertools.islice(itertools.cycle(FIVE_PLAYER_DEALS), deals)),
    }


ADD_AND_WAIT = """() => new Promise(resolve => {
    const rows = () => document.querySelectorAll('.table-sheet tbody tr.table-row').length;
    const before = rows();
    const start = performance.now();
    const observer = new MutationObserver(() => {
        if (rows() > before) { observer.disconnect(); resolve(performance.now() - start); }
    });
    observer.observe(document.querySelector('.table-app'), {childList: true, subtree: true});
    document.querySelector('form.table-deal button[type=submit]').click();
})"""


def import_sheet(page: Page, sheet: dict[str, Any], folder: Path) -> None:
    """Import ``sheet`` through « Importer un JSON » and wait for its last row."""
    path = folder / "feuille.json"
    path.write_text(json.dumps(sheet, ensure_ascii=False), "utf-8")
    page.locator("input.table-file").first.set_input_files(str(path))
    last = len(sheet["deals"])
    page.locator(f".table-sheet tr.table-row[data-row='{last}']").wait_for(timeout=LOAD_TIMEOUT_MS)


def add_deal_ms(browser: object, base: str) -> list[float]:
    """Import a 1,000-deal sheet, then time each « Ajouter la donne »."""
    values = []
    with BrowserSession(browser, base) as session:
        page = session.page
        session.goto("table/feuille-tarot/")
        page.locator("form.table-setup").wait_for()
        with tempfile.TemporaryDirectory() as folder:
            import_sheet(page, long_sheet(SHEET_DEALS), Path(folder))
        form = page.locator("form.table-deal")
        for _ in range(ADDS):
            form.locator("select[name=taker]").select_option("2")
            form.locator("select[name=bouts]").select_option("2")
            form.locator("input[name=points]").fill("51")
            values.append(page.evaluate(ADD_AND_WAIT))
        session.assert_clean()
    return values


def main() -> None:
    with served_site("table/feuille-tarot") as (browser, base):
        emit_median("table.add_deal_ms", add_deal_ms(browser, base), "ms")


if __name__ == "__main__":
    main()
