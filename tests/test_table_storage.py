"""Where the score sheets are kept (localStorage), in a real Chromium: a full storage gives up undo
history before a deal and says at once when a deal cannot be saved; two tabs follow each other and
never write over each other; damaged, foreign or newer data is kept as found; a file imported twice
is replaced or copied under its own label. Old records (version 2) are seeded as earlier pages wrote
them."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import pytest
from helpers import (
    EVENINGS,
    FFT_EXAMPLE,
    FILL_STORAGE,
    LOAD_TIMEOUT,
    STORED,
    add_deal,
    downloaded,
    engine_totals,
    fill_deal,
    game_labels,
    say,
    start_tarot_sheet,
    tarot_sheet,
    version_2_game,
    wait_engine,
    wait_totals,
)
from playwright.sync_api import Page

from scripts.browser import BrowserSession

pytestmark = pytest.mark.browser

EVENING = list(itertools.islice(itertools.cycle(EVENINGS[4]), 40))
ROWS = ".table-sheet tbody tr.table-row"


def seed(page: Page, entries: dict[str, Any]) -> None:
    """Write these localStorage entries (strings as they are, anything else as JSON) from a table page."""
    page.evaluate(
        "entries => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value))",
        {key: value if isinstance(value, str) else json.dumps(value) for key, value in entries.items()},
    )


@pytest.mark.own_browser
def test_full_storage_gives_up_undo_before_a_deal_and_says_so(session: BrowserSession) -> None:
    page = session.page
    session.goto("/table/")
    legacy = {
        "version": 2,
        "tarot": {
            "current": "tonight",
            "games": [
                version_2_game("last-week", "2026-11-24T20:00", EVENING),
                version_2_game("tonight", "2026-12-01T20:00", EVENING),
            ],
        },
        "africain": {"current": None, "games": []},
    }
    assert len(json.dumps(legacy)) > 150_000
    seed(page, {"tarot-table": legacy})
    session.goto("/table/feuille-tarot/")
    wait_totals(page, engine_totals(4, EVENING))
    usage = page.locator(".table-usage").inner_text()
    assert usage.startswith("Parties enregistrées\u00a0: "), usage
    assert "Ko sur environ 5\u202f120\u00a0Ko" in usage, usage

    # Storage full to the last character: the other game's undo history goes, the deal is saved.
    page.evaluate(FILL_STORAGE)
    add_deal(page, FFT_EXAMPLE, 41)
    say(page, "Donne 41 ajoutée.")
    assert page.get_by_role("button", name="Annuler la dernière modification").is_enabled()

    # Storage refusing every write: said at once, with an export that keeps the deal.
    page.evaluate(
        "() => { Storage.prototype.setItem = () => { throw new DOMException('', 'QuotaExceededError'); }; }"
    )
    add_deal(page, EVENINGS[4][1], 42)
    say(page, "Cette donne n’a pas pu être enregistrée")
    assert page.get_by_text("Donne 42 ajoutée.").count() == 0
    exported = json.loads(downloaded(page, "Exporter la feuille (JSON)"))
    assert len(exported["deals"]) == 42

    page.reload()
    wait_totals(page, engine_totals(4, [*EVENING, FFT_EXAMPLE]))
    stored = page.evaluate(STORED)
    assert "tarot-table" not in stored
    last_week = json.loads(stored["tarot-table:game:last-week"])
    assert (len(last_week["sheet"]["deals"]), last_week["undo"]) == (40, [])


def test_two_tabs_follow_each_other_and_never_overwrite(session: BrowserSession) -> None:
    first = session.page
    session.goto("/table/feuille-tarot/")
    wait_engine(first)
    start_tarot_sheet(first, 4)
    add_deal(first, EVENINGS[4][0], 1)
    second = session.context.new_page()
    # A switch to make this tab miss the other's changes, as a tab asleep or a change made while this tab
    # was computing (listening before the page, it can stop the page's own listener).
    second.add_init_script(
        "window.addEventListener('storage', (event) => window.deaf && event.stopImmediatePropagation())"
    )
    second.goto(session.base_url + "table/feuille-tarot/")
    second.locator(ROWS).first.wait_for(timeout=LOAD_TIMEOUT)

    # A deal added in one tab appears in the other, both ways, without reloading.
    add_deal(first, EVENINGS[4][1], 2)
    wait_totals(second, engine_totals(4, EVENINGS[4][:2]))
    add_deal(second, EVENINGS[4][2], 3)
    wait_totals(first, engine_totals(4, EVENINGS[4][:3]))

    # The second tab misses the first tab's next change: its save is refused, the newer sheet shown, the
    # typed deal kept in the form for a second try.
    second.evaluate("() => { window.deaf = true; }")
    add_deal(first, EVENINGS[4][3], 4)
    form = second.locator("form.table-deal")
    fill_deal(form, EVENINGS[4][4])
    form.locator("button[type=submit]").click()
    say(second, "modifiée dans un autre onglet\u00a0: votre modification n’a pas été enregistrée")
    wait_totals(second, engine_totals(4, EVENINGS[4][:4]))
    form.locator("button[type=submit]").click()
    wait_totals(second, engine_totals(4, EVENINGS[4][:5]))
    wait_totals(first, engine_totals(4, EVENINGS[4][:5]))
    first.reload()
    wait_totals(first, engine_totals(4, EVENINGS[4][:5]))


def test_damaged_foreign_and_newer_data_is_kept_as_found(session: BrowserSession) -> None:
    page = session.page
    session.goto("/table/")
    two = EVENINGS[4][:2]
    good = version_2_game("good", "2026-11-30T20:00", two)
    legacy = {
        "version": 2,
        "tarot": {
            "current": "bad",
            "games": [good, {"id": "bad", "created": "2026-12-01T21:00", "sheet": None}],
        },
        "africain": {"current": None, "games": []},
    }
    seed(page, {"tarot-table": legacy})
    session.goto("/table/feuille-tarot/")
    # One bad game never hides the others.
    say(page, "Des données enregistrées sont illisibles (1)")
    page.get_by_label("Parties enregistrées (1)").select_option("good")
    wait_totals(page, engine_totals(4, two))

    # Unreadable JSON and a record of a newer version of the site: kept aside, or not touched at all.
    newer = json.dumps({"version": 99, "games": "un format que cette page ne connaît pas"})
    broken = '{"version": 3, "kind": "tarot", "sheet": {"players": ['
    seed(page, {"tarot-table": newer, "tarot-table:game:broken": broken})
    page.reload()
    say(page, "Des données enregistrées sont illisibles (2)")
    say(page, "Des parties ont été enregistrées par une version plus récente du site (1)")
    wait_totals(page, engine_totals(4, two))
    assert broken in json.loads(downloaded(page, "Exporter les données illisibles")).values()
    assert json.loads(downloaded(page, "Exporter ces parties telles quelles")) == {"tarot-table": newer}

    # A new sheet is saved beside them: nothing found is overwritten.
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Nouvelle partie").click()
    start_tarot_sheet(page, 3)
    add_deal(page, EVENINGS[3][0], 1)
    stored = page.evaluate(STORED)
    assert stored["tarot-table"] == newer
    assert "tarot-table:game:broken" not in stored
    assert sorted(raw for key, raw in stored.items() if key.startswith("tarot-table:aside:")) == sorted(
        [broken, json.dumps(legacy["tarot"]["games"][1], separators=(",", ":"))]
    )


def test_importing_a_file_twice_replaces_or_copies(session: BrowserSession, tmp_path: Path) -> None:
    page = session.page
    exported = tmp_path / "soiree.json"
    exported.write_text(json.dumps(tarot_sheet(EVENINGS[4][:2])), "utf-8")
    session.goto("/table/feuille-tarot/")
    wait_engine(page)
    page.locator("input.table-file").set_input_files(str(exported))
    page.locator(ROWS).nth(1).wait_for(timeout=LOAD_TIMEOUT)
    assert len(game_labels(page)) == 1

    page.locator("input.table-file").set_input_files(str(exported))
    say(page, "Ce fichier est déjà importé")
    page.get_by_role("button", name="Importer une copie").click()
    say(page, "Feuille importée\u00a0: une nouvelle partie enregistrée.")
    labels = game_labels(page)
    assert len(labels) == 2 and len(set(labels)) == 2 and "(copie)" in labels[0], labels

    page.locator("input.table-file").set_input_files(str(exported))
    page.get_by_role("button", name="Remplacer").click()
    say(page, "Partie remplacée par le fichier importé")
    assert len(game_labels(page)) == 2
