"""« Analyse », « Comparer la donne » and « Ce que l'ordinateur devine » in a real Chromium, the engine in
Pyodide: a Petit thrown under a trump is flagged first as an « erreur » with the cost the engine
measures here (at 4 and 5 players), the analysis stops and runs again; during a 4- and a 5-player deal the
guesses shown are the engine's, and at its end « Comparer la donne » shows the engine's gain."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import axe_violations, describe, record_with
from playwright.sync_api import Page

from scripts.browser import BrowserSession
from scripts.practice_driver import APP, LOAD_TIMEOUT, choose, play_deal, play_legal_card
from tarot_app.practice import analyse, compare, guess
from tarot_app.typography import typeset
from tarot_rules.cards import PETIT
from tarot_rules.fft import Play

pytestmark = pytest.mark.browser

PANEL = ".practice-analysis[aria-label='Analyse de la donne']"
SHARED = (".md-header", ".md-sidebar", ".md-footer")
"""The site's header, menu and footer: the every-page check runs axe on them."""


def open_record(session: BrowserSession, record: dict[str, object], path: Path) -> None:
    path.write_text(json.dumps(record), encoding="utf-8")
    session.goto("/s-entrainer/revoir/")
    session.page.locator(f"{APP} input[type=file]").set_input_files(path)
    session.page.wait_for_selector(PANEL, timeout=LOAD_TIMEOUT)


def analysed(page: Page, state: str) -> None:
    page.wait_for_selector(f"{PANEL}[data-state='{state}']", timeout=LOAD_TIMEOUT)


@pytest.mark.parametrize(("players", "seed", "move"), [(4, 21, 23), (5, 11, 33)])
def test_a_thrown_petit_is_flagged_first_with_the_engines_cost(
    session: BrowserSession, tmp_path: Path, players: int, seed: int, move: int
) -> None:
    record = record_with(players, seed, move, Play(PETIT))
    expected = analyse({"record": record, "seat": 0, "move": move})
    page = session.page
    open_record(session, record, tmp_path / "donne.json")
    panel = page.locator(PANEL)
    panel.get_by_role("button", name="Analyser").click()
    if players == 5:
        panel.locator(".practice-verdicts li, details li").first.wait_for(timeout=LOAD_TIMEOUT)
        panel.get_by_role("button", name="Arrêter").click()
        analysed(page, "stopped")
        assert "Analyse arrêtée" in panel.inner_text()
        panel.get_by_role("button", name="Analyser").click()
    analysed(page, "done")
    first = panel.locator(".practice-verdicts li").first
    assert first.get_attribute("data-grade") == "erreur"
    assert first.get_attribute("data-move") == str(move)
    assert typeset(expected["reason"]) in first.inner_text()
    plan = analyse({"record": record, "seat": 0})["moves"]
    assert panel.locator("details li").count() == len(plan)
    assert (violations := axe_violations(session, leave_out=SHARED)) == [], describe(violations)
    verdicts = panel.locator(".practice-verdicts").inner_text()
    first.get_by_role("link").click()
    page.wait_for_function("() => !location.pathname.includes('revoir')")
    page.go_back()
    analysed(page, "done")
    assert panel.locator(".practice-verdicts").inner_text() == verdicts


@pytest.mark.parametrize(("players", "donne"), [(4, 2), (5, 3)])
def test_guesses_during_a_deal_and_the_comparison_at_its_end(
    session: BrowserSession, players: int, donne: int
) -> None:
    page = session.page
    session.goto(f"/s-entrainer/donne/#donne={donne}&joueurs={players}&niveau=debutant")
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    ask = page.get_by_role("button", name="Ce que l’ordinateur devine")
    while not ask.count():
        if not choose(page):
            play_legal_card(page)
    game = page.evaluate("() => tarotPractice.game()")
    ask.click()
    tables = page.locator(".practice-guess")
    tables.first.wait_for(timeout=LOAD_TIMEOUT)
    seats = guess(game)["seats"]
    assert tables.locator("caption").all_inner_texts() == [seat["name"] for seat in seats]
    shown = tables.first.locator("tbody td").all_inner_texts()
    expected = [f"{round(c['chance'] * 100)} %" for c in seats[0]["cards"]]
    assert [text.replace("\u00a0", " ") for text in shown[: len(expected)]] == expected
    play_deal(page, play_legal_card)
    game = page.evaluate("() => tarotPractice.game()")
    page.get_by_role("button", name="Comparer la donne").click()
    gain = page.locator(".practice-gain")
    gain.wait_for(timeout=LOAD_TIMEOUT)
    assert gain.get_attribute("data-gain") == str(compare(game)["gain"])
    assert (violations := axe_violations(session, leave_out=SHARED)) == [], describe(violations)
    session.follow("../../tarot/score/")
    page.wait_for_function("() => document.title.startsWith('Le score')")
    page.go_back()
    gain.wait_for(timeout=LOAD_TIMEOUT)
    assert gain.get_attribute("data-gain") == str(compare(game)["gain"])
