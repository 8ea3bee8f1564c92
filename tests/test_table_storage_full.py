"""A device that kept its evenings in the older single record (``tarot-table``, version 1 or 2) and is
now full: a deal added is saved once undo history is freed, or refused with the full-storage message
and the export, never « modifiée dans un autre onglet » in a single tab; no saved game is lost on the
way. The storage modules' logic is also run without a browser (``tests/js/table-storage.test.mjs``)."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import Any

import pytest
from helpers import (
    EVENINGS,
    FFT_EXAMPLE,
    FILL_STORAGE,
    STORED,
    add_deal,
    downloaded,
    engine_totals,
    game_labels,
    node_test,
    say,
    version_2_game,
    wait_totals,
)
from playwright.sync_api import Page

from scripts.browser import BrowserSession

ROOT = Path(__file__).resolve().parent.parent
STALE = "modifiée dans un autre onglet"
SEASON = [list(itertools.islice(itertools.cycle(EVENINGS[4]), 25 + n % 16)) for n in range(48)]
"""48 evenings of 25 to 40 deals, the newest last."""


def season(history: bool) -> dict[str, Any]:
    """The version 2 record of the season: each game with (or without) its undo copies."""
    games = [
        version_2_game(f"soir-{n}", f"2026-{1 + n // 4:02}-{1 + n % 4 * 7:02}T20:00", deals)
        for n, deals in enumerate(SEASON)
    ]
    if not history:
        games = [{**game, "undo": []} for game in games]
    return {
        "version": 2,
        "tarot": {"current": "soir-47", "games": games},
        "africain": {"current": None, "games": []},
    }


def full_device(page: Page, record: dict[str, Any]) -> str:
    """Before the first page of this tab runs: the old record, then filler up to the quota (once per tab)."""
    raw = json.dumps(record)
    page.add_init_script(
        "(() => { if (sessionStorage.getItem('seeded')) return; sessionStorage.setItem('seeded', '1');"
        f" localStorage.clear(); localStorage.setItem('tarot-table', {json.dumps(raw)});"
        f" ({FILL_STORAGE})(); }})();"
    )
    return raw


def stored_deals(stored: dict[str, str]) -> dict[str, int]:
    """The deals of every game kept, by id, from its own key or from the old record."""
    deals: dict[str, int] = {}
    if "tarot-table" in stored:
        for game in json.loads(stored["tarot-table"])["tarot"]["games"]:
            deals[game["id"]] = len(game["sheet"]["deals"])
    for key, raw in stored.items():
        if key.startswith("tarot-table:game:"):
            game = json.loads(raw)
            deals[game["id"]] = len(game["sheet"]["deals"])
    return deals


def test_storage_logic_without_a_browser() -> None:
    report = node_test("table-storage.test.mjs")
    passed = re.search(r"^# pass (\d+)$", report, re.MULTILINE)
    assert passed and int(passed[1]) >= 5 and "# fail 0" in report, report


@pytest.mark.browser
@pytest.mark.own_browser
def test_a_full_device_of_48_old_evenings_saves_a_deal_after_freeing_undo(session: BrowserSession) -> None:
    page = session.page
    record = season(history=True)
    assert len(full_device(page, record)) > 2_500_000
    session.goto("/table/feuille-tarot/")
    wait_totals(page, engine_totals(4, SEASON[47]))
    assert len(game_labels(page)) == 48
    assert page.evaluate("() => localStorage.getItem('tarot-table') !== null"), "nothing could move yet"

    add_deal(page, FFT_EXAMPLE, 41)
    say(page, "Donne 41 ajoutée.")
    add_deal(page, EVENINGS[4][1], 42)
    say(page, "Donne 42 ajoutée.")
    assert page.get_by_text(STALE).count() == 0
    assert page.get_by_text("n’a pas pu être enregistrée").count() == 0

    page.reload()
    wait_totals(page, engine_totals(4, [*SEASON[47], FFT_EXAMPLE, EVENINGS[4][1]]))
    stored = page.evaluate(STORED)
    expected = {f"soir-{n}": len(deals) for n, deals in enumerate(SEASON)}
    assert stored_deals(stored) == {**expected, "soir-47": 42}
    assert "tarot-table" not in stored, "every game written under its own key, the old record removed"
    assert len(game_labels(page)) == 48


@pytest.mark.browser
@pytest.mark.own_browser
def test_a_full_device_with_nothing_to_free_refuses_the_deal_and_offers_the_export(
    session: BrowserSession,
) -> None:
    page = session.page
    raw = full_device(page, season(history=False))
    session.goto("/table/feuille-tarot/")
    wait_totals(page, engine_totals(4, SEASON[47]))

    for rows, facts in ((41, FFT_EXAMPLE), (42, EVENINGS[4][1])):
        add_deal(page, facts, rows)
        say(page, "Cette donne n’a pas pu être enregistrée")
        assert page.get_by_text(STALE).count() == 0
    exported = json.loads(downloaded(page, "Exporter la feuille (JSON)"))
    assert len(exported["deals"]) == 42
    stored = page.evaluate(STORED)
    assert stored["tarot-table"] == raw, "the old record stays as it was"
    assert stored_deals(stored) == {f"soir-{n}": len(deals) for n, deals in enumerate(SEASON)}
