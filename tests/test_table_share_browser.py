"""« Partager » in a real Chromium: a saved 5-player sheet shown as a QR code and a link, the link opened
in a fresh profile (read-only, then « Enregistrer une copie »), damaged and hostile links refused in
French with storage untouched, and a sheet too long for a QR code sent to the file export."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from helpers import LOAD_TIMEOUT, link, wait_for_cells, wait_points, wait_totals
from playwright.sync_api import Page, expect

from scripts.bench_share import evening
from scripts.browser import BrowserSession
from tarot_app.table import africain, chart, tarot

pytestmark = pytest.mark.browser

GAMES = "() => Object.keys(localStorage).filter(key => key.startsWith('tarot-table'))"
QR_NAME = "QR code du lien de la feuille"
STORED = (
    """() => JSON.stringify(Object.keys(localStorage).sort().map(key => [key, localStorage.getItem(key)]))"""
)


def saved_sheet(session: BrowserSession, sheet: dict[str, Any], folder: Path) -> Page:
    """The sheet page with ``sheet`` imported (a saved game) and drawn."""
    page = session.page
    session.goto("/table/feuille-tarot/")
    page.locator("form.table-setup").wait_for()
    path = folder / "feuille.json"
    path.write_text(json.dumps(sheet, ensure_ascii=False), "utf-8")
    page.locator("input.table-file").first.set_input_files(str(path))
    wait_totals(page, tarot.sheet(sheet)["totals"])
    return page


def share(page: Page) -> str:
    """Click « Partager »; the link shown once the QR code is drawn."""
    page.get_by_role("button", name="Partager", exact=True).click()
    expect(page.get_by_role("img", name=QR_NAME)).to_be_visible(timeout=LOAD_TIMEOUT)
    return page.locator("input.table-share-link").input_value()


def normal(text: str) -> str:
    return text.replace("\u202f", " ").replace("\xa0", " ")


def test_a_forty_deal_evening_goes_to_a_fresh_phone_and_is_saved_there(
    session: BrowserSession, tmp_path: Path
) -> None:
    sheet = evening(40)
    totals = tarot.sheet(sheet)["totals"]
    page = saved_sheet(session, sheet, tmp_path)
    shared = share(page)
    assert shared.startswith(f"{session.base_url}table/feuille-tarot/#partage=")
    status = re.search(
        r"QR code affiché \(version (\d+),", normal(page.locator(".table-share-status").inner_text())
    )
    assert status and int(status[1]) <= 25  # readable by a phone camera (tarot_app.table.share)
    assert page.locator("svg.table-share-qr path").get_attribute("d")

    # Another phone: a new profile, nothing stored.
    other = session.new_context().new_page()
    other.goto(shared)
    expect(other.get_by_role("heading", name="Feuille partagée, en lecture seule")).to_be_visible(
        timeout=LOAD_TIMEOUT
    )
    wait_totals(other, totals)
    assert other.locator(".table-sheet tbody tr.table-row").count() == 40
    # the chart of the running totals, as on the evening sheet: the engine's totals, deal after deal
    rows = tarot.sheet(sheet)["rows"]
    series = [[0, *(row["totals"][seat] for row in rows)] for seat in range(len(sheet["players"]))]
    wait_points(other, ".table-app", chart.polyline_points(series))
    assert other.locator("button.table-edit, button.table-delete, form.table-deal").count() == 0
    assert other.evaluate(GAMES) == []
    other.get_by_role("button", name="Enregistrer une copie").click()
    expect(other.locator(".table-message[role=alert]")).to_contain_text("Copie enregistrée")
    assert other.evaluate("() => location.hash") == ""
    labels = other.locator("select.table-game-select option").all_inner_texts()
    assert len(labels) == 1 and "40\u00a0donnes" in labels[0] and "reçue par lien" in labels[0]
    other.reload()
    wait_totals(other, totals)
    assert other.locator("form.table-deal").count() == 1  # its own game now: deals can be added
    other.context.close()


def test_damaged_and_hostile_links_are_refused_and_storage_is_untouched(
    session: BrowserSession, tmp_path: Path
) -> None:
    mine = evening(6, seed=7)
    page = saved_sheet(session, mine, tmp_path)
    before = page.evaluate(STORED)
    good = link(tarot.sheet(evening(40))["sheet"])
    altered = good[:300] + ("A" if good[300] != "A" else "B") + good[301:]
    cases = [
        (good[:-40], "Lien de partage abîmé"),
        (altered, "Lien de partage abîmé"),
        (link(b" " * 600_000), "il dépasse 64 Ko"),
        ("A" * 3_000, "3 000 caractères, plus que les 880"),
        (link({"hello": "world"}), "Ce lien ne contient pas une feuille de marque"),
        (
            link({**mine, "players": ["A", "B"]}),
            "Lien de partage refusé : Le tarot se joue à 3, 4 ou 5 joueurs",
        ),
    ]
    for given, reason in cases:
        page.goto("about:blank")  # the link below then loads the sheet page in full
        session.goto(f"/table/feuille-tarot/#partage={given}")
        message = page.locator(".table-message--error")
        expect(message).to_be_visible(timeout=LOAD_TIMEOUT)
        assert reason in normal(message.inner_text())
        wait_totals(page, tarot.sheet(mine)["totals"])  # the device's own sheet, as it was
        assert page.get_by_role("heading", name="Feuille partagée, en lecture seule").count() == 0
        assert page.evaluate(STORED) == before


def test_a_sheet_too_long_for_a_qr_code_offers_the_file(session: BrowserSession, tmp_path: Path) -> None:
    page = saved_sheet(session, evening(150), tmp_path)
    page.get_by_role("button", name="Partager", exact=True).click()
    message = page.locator(".table-message--error")
    expect(message).to_contain_text("Feuille trop longue pour un QR code", timeout=LOAD_TIMEOUT)
    assert "880 au plus" in normal(message.inner_text())
    assert page.get_by_role("img", name=QR_NAME).count() == 0
    with page.expect_download() as download:
        message.get_by_role("button", name="Exporter en JSON").click()
    assert len(json.loads(Path(download.value.path()).read_text("utf-8"))["deals"]) == 150


def test_an_africain_game_is_shared_too(session: BrowserSession, tmp_path: Path) -> None:
    view = africain.sheet(
        {"format": africain.FORMAT, "version": 1, "players": ["Léa", "Marc", "Inès"], "rounds": []}
    )
    for action in ({"bid": 3}, {"bid": 2}, {"bid": 0}, {"tricks": [1, 3, 3]}):
        view = africain.sheet({**view["sheet"], "action": action})
    page = session.page
    session.goto("/table/feuille-africain/")
    page.locator("form.table-setup").wait_for()
    path = tmp_path / "vies.json"
    path.write_text(json.dumps(view["sheet"], ensure_ascii=False), "utf-8")
    page.locator("input.table-file").first.set_input_files(str(path))
    lives = ".table-lives-sheet tfoot td[data-lives]"
    wait_for_cells(page, lives, "lives", view["lives"])
    shared = share(page)
    assert "/table/feuille-africain/#partage=" in shared

    other = session.new_context().new_page()
    other.goto(shared)
    expect(other.get_by_role("heading", name="Feuille partagée, en lecture seule")).to_be_visible(
        timeout=LOAD_TIMEOUT
    )
    wait_for_cells(other, lives, "lives", view["lives"])
    assert other.locator(".table-bid-buttons, form.table-tricks").count() == 0
    assert other.evaluate(GAMES) == []
    other.get_by_role("button", name="Enregistrer une copie").click()
    expect(other.locator(".table-message[role=alert]")).to_contain_text("Copie enregistrée")
    assert len(other.evaluate(GAMES)) == 2  # the copy, and which game the page shows
    other.context.close()
