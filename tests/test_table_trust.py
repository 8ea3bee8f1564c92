"""Score sheets a club can trust, in a real Chromium (issue « Trust », points 3, 6, 7, 8 and 9): a long
sheet (2,000 deals at 5 players with long names, and an imported file of 10,000) adds, undoes, exports,
imports and reloads; the CSV never hands a spreadsheet a formula; a name with a right-to-left override
does not reverse the line it is in; a refusal shows next to the button that caused it; the 5-player
sheet fits a 390 px phone."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest
from helpers import (
    EVENINGS,
    FFT_EXAMPLE,
    LOAD_TIMEOUT,
    NAMES,
    add_deal,
    fill_deal,
    start_africain,
    start_tarot_sheet,
    wait_engine,
    wait_totals,
)
from playwright.sync_api import Locator, Page

from scripts.bench_table import LONG_NAMES, long_sheet
from scripts.browser import BrowserSession
from tarot_app.table import tarot

pytestmark = pytest.mark.browser

FORMULA = '=HYPERLINK("http://evil.example/","x")'
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 720}


def import_file(page: Page, sheet: dict[str, Any], folder: Path, timeout: float = LOAD_TIMEOUT) -> None:
    """« Importer un JSON » with ``sheet`` as the chosen file; wait for its last row."""
    path = folder / "feuille.json"
    path.write_text(json.dumps(sheet, ensure_ascii=False), "utf-8")
    page.locator("input.table-file").first.set_input_files(str(path))
    last = len(sheet["deals"])
    page.locator(f".table-sheet tr.table-row[data-row='{last}']").wait_for(timeout=timeout)


def rows(page: Page) -> Locator:
    return page.locator(".table-sheet tbody tr.table-row")


def inside_viewport(page: Page, box: dict[str, float] | None) -> bool:
    """Whether ``box`` is on screen (its bottom may pass by a fraction of a pixel: scrolling is by whole
    pixels, boxes are not)."""
    size = page.viewport_size
    assert box is not None and size is not None
    return (
        box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= size["width"]
        and (box["y"] + box["height"] <= size["height"] + 1)
    )


def test_long_sheets_add_undo_export_import_and_reload(session: BrowserSession, tmp_path: Path) -> None:
    """A 2,000-deal sheet goes through every tool; then a 10,000-deal file imports and takes one more
    deal, in the same page (no second profile to start)."""
    page = session.page
    sheet = long_sheet(2_000)
    sheet["players"] = [*LONG_NAMES[:4], FORMULA]
    session.goto("/table/feuille-tarot/")
    import_file(page, sheet, tmp_path)
    totals = tarot.sheet(sheet)["totals"]
    wait_totals(page, totals)
    # One more deal: one more row, the totals as the engine says; undo takes it back.
    added = EVENINGS[5][0]
    form = page.locator("form.table-deal")
    fill_deal(form, added)
    form.get_by_role("button", name="Ajouter la donne").click()
    page.locator(".table-sheet tr.table-row[data-row='2001']").wait_for()
    longer = {**sheet, "deals": [*sheet["deals"], added]}
    wait_totals(page, tarot.sheet(longer)["totals"])
    page.get_by_text("Donne 2001 ajoutée.").wait_for()
    page.get_by_role("button", name="Annuler la dernière modification").click()
    wait_totals(page, totals)
    assert page.locator(".table-sheet tr.table-row[data-row='2001']").count() == 0
    # Earlier deals come on demand.
    assert rows(page).count() < 2_000
    page.get_by_role("button", name="Tout afficher").click()
    page.locator(".table-sheet tr.table-row[data-row='1']").wait_for()
    assert rows(page).count() == 2_000
    # The CSV: every deal, the totals as numbers, the formula-like name neutralised.
    with page.expect_download() as download:
        page.get_by_role("button", name="Exporter en CSV").click()
    lines = list(csv.reader(io.StringIO(Path(download.value.path()).read_text("utf-8")), delimiter=";"))
    assert len(lines) == 2_002
    assert lines[0][9] == f"'{FORMULA}"
    assert [int(value) for value in lines[-1][5:10]] == totals and min(totals) < 0
    # The JSON export is the file already imported: kept as a copy, a second saved game; a reload shows it.
    with page.expect_download() as download:
        page.get_by_role("button", name="Exporter en JSON").click()
    exported = json.loads(Path(download.value.path()).read_text("utf-8"))
    import_file(page, exported, tmp_path)
    page.get_by_role("button", name="Importer une copie").click()
    page.get_by_text("Feuille importée\u00a0: une nouvelle partie enregistrée.").wait_for()
    page.reload()
    page.locator(".table-sheet tr.table-row[data-row='2000']").wait_for(timeout=LOAD_TIMEOUT)
    wait_totals(page, totals)
    assert page.locator("select.table-game-select option").count() == 2

    # A file of 10,000 deals: a third saved game, and one more deal added at its end.
    sheet = long_sheet(10_000)
    import_file(page, sheet, tmp_path, timeout=4 * LOAD_TIMEOUT)
    form = page.locator("form.table-deal")
    fill_deal(form, EVENINGS[5][1])
    form.get_by_role("button", name="Ajouter la donne").click()
    page.locator(".table-sheet tr.table-row[data-row='10001']").wait_for()
    # The totals of all 10,001 deals: the import read every deal right, and the added one counts.
    wait_totals(page, tarot.sheet({**sheet, "deals": [*sheet["deals"], EVENINGS[5][1]]})["totals"])


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["390", "1280"])
def test_a_refusal_shows_next_to_its_button_and_is_announced(
    session: BrowserSession, viewport: dict[str, int]
) -> None:
    page = session.page
    page.set_viewport_size(viewport)
    session.goto("/table/feuille-tarot/")
    wait_engine(page)
    start_tarot_sheet(page, 4)
    form = page.locator("form.table-deal")
    fill_deal(form, {**FFT_EXAMPLE, "points": "95"})
    submit = form.get_by_role("button", name="Ajouter la donne")
    submit.click()
    alert = page.get_by_role("alert").filter(has_text="95 points est impossible")
    alert.wait_for(timeout=LOAD_TIMEOUT)
    assert inside_viewport(page, alert.bounding_box())
    assert inside_viewport(page, submit.bounding_box())
    assert rows(page).count() == 0
    # The forbidden bid of the Tarot Africain: the refusal under the bid buttons.
    session.goto("/table/feuille-africain/")
    start_africain(page, 3)
    page.get_by_role("button", name=f"{NAMES[1]} annonce 3").click()
    page.get_by_role("button", name=f"{NAMES[2]} annonce 2").click()
    page.get_by_role("button", name="2, interdit au donneur").click()
    refusal = page.get_by_role("alert").filter(has_text="Le donneur ne peut pas annoncer 2")
    refusal.wait_for(timeout=LOAD_TIMEOUT)
    assert inside_viewport(page, refusal.bounding_box())


LEFT_OF = """([selector, word]) => {
    const root = document.querySelector(selector);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
        const at = walker.currentNode.data.indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(walker.currentNode, at);
        range.setEnd(walker.currentNode, at + word.length);
        return range.getBoundingClientRect().left;
    }
    return null;
}"""


def test_names_are_isolated_and_the_5_player_sheet_fits_a_phone(session: BrowserSession) -> None:
    page = session.page
    page.set_viewport_size(DESKTOP)
    session.goto("/table/feuille-tarot/")
    setup = page.locator("form.table-setup")
    setup.get_by_label("Nombre de joueurs").select_option("5")
    names = ["\u202eZoé", *LONG_NAMES[1:]]
    for i, name in enumerate(names):
        setup.get_by_label(f"Joueur {i + 1}", exact=True).fill(name)
    setup.get_by_label("Premier donneur").select_option("0")
    setup.get_by_role("button", name="Commencer la feuille").click()
    # « Prochaine donne : (override)Zoé distribue. »: the override stays inside the name.
    page.locator(".table-next").wait_for(timeout=LOAD_TIMEOUT)
    name_left = page.evaluate(LEFT_OF, [".table-next", "Zoé"])
    after_left = page.evaluate(LEFT_OF, [".table-next", "distribue"])
    assert name_left < after_left, (name_left, after_left)
    assert page.locator(".table-sheet thead bdi").count() == 5

    page.set_viewport_size(PHONE)
    add_deal(page, EVENINGS[5][2], 1)
    row = rows(page).first
    row.scroll_into_view_if_needed()
    box = row.bounding_box()
    assert box is not None and box["height"] < 250, box
    for part in (row.locator("td.table-sum"), row.get_by_role("button", name="Supprimer la donne 1")):
        assert inside_viewport(page, part.bounding_box()), part
    scroll = page.locator(".table-scroll").evaluate("box => [box.scrollWidth, box.clientWidth]")
    assert scroll[0] <= scroll[1], scroll
    # Each score under its player's name, the long names cut to the card's width.
    for seat, name in enumerate(names):
        label = row.locator("td[data-score] .table-cell-name").nth(seat)
        assert label.is_visible() and label.inner_text() == name
