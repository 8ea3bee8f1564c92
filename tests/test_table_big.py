"""The engine protocol in a real Chromium: a sheet far larger than the old stdout path could carry
(its answer alone is over the live runner's 200,000-character output cap) takes a deal and comes back
after a reload; a refused call and an unknown function come back as French errors, never a hang."""

from __future__ import annotations

import itertools
import json

import pytest
from helpers import EVENINGS, FFT_EXAMPLE, NAMES, add_deal, engine_totals, wait_totals

from scripts.browser import BrowserSession
from tarot_app.calls import call

pytestmark = pytest.mark.browser

OLD_OUTPUT_CAP = 200_000
DEALS = list(itertools.islice(itertools.cycle(EVENINGS[4]), 1_200))


def test_a_sheet_of_1200_deals_adds_a_deal_and_reloads(session: BrowserSession) -> None:
    page = session.page
    sheet = {
        "format": "tarot-table/feuille-tarot",
        "version": 1,
        "players": NAMES[:4],
        "first_dealer": 0,
        "deals": DEALS,
    }
    answer = call("tarot_sheet", sheet)
    assert len(json.dumps(answer, ensure_ascii=False)) > OLD_OUTPUT_CAP
    store = {
        "version": 2,
        "tarot": {
            "current": "big",
            "games": [
                {"id": "big", "created": "2026-12-01T20:00", "sheet": answer["result"]["sheet"], "undo": []}
            ],
        },
        "africain": {"current": None, "games": []},
    }
    session.goto("/table/")
    page.evaluate("data => localStorage.setItem('tarot-table', JSON.stringify(data))", store)
    session.goto("/table/feuille-tarot/")
    wait_totals(page, engine_totals(4, DEALS))
    add_deal(page, FFT_EXAMPLE, len(DEALS) + 1)
    after = engine_totals(4, [*DEALS, FFT_EXAMPLE])
    wait_totals(page, after)
    page.reload()
    wait_totals(page, after)
    # The last rows are drawn, the earlier ones on demand.
    assert (
        page.locator(".table-earlier")
        .inner_text()
        .startswith(f"{len(DEALS) + 1 - 100}\u00a0donnes plus anciennes")
    )


def test_refusals_and_unknown_functions_come_back_in_french(session: BrowserSession) -> None:
    page = session.page
    session.goto("/table/calculateur/")
    page.locator("form.table-deal").wait_for()
    errors = page.evaluate(
        """async () => {
            const { call } = await import(location.origin + "/assets/engine/client.js");
            const failed = (promise) => promise.then(() => null, (error) => [error.code, error.message]);
            return [
                await failed(call("score_deal", {players: 4, contract: "garde", bouts: 4, points: 60})),
                await failed(call("exec", "import os")),
            ];
        }"""
    )
    assert errors == [
        ["bad-bouts", "Il n’y a que 3\u00a0bouts (le Petit, le 21\u00a0et l’Excuse), pas 4."],
        ["unknown-function", "Fonction inconnue\u00a0: «\u00a0exec\u00a0»."],
    ]
