"""« S'entraîner » in a real Chromium: a reader plays a whole 4-player deal by clicking (a refused
card with the engine's French reason, a « Conseil », a « Reprendre »), sees the score breakdown,
downloads the record and opens it in « Revoir une donne ». The engine runs in Pyodide (the site's
wheel); the scores shown are compared with the engine here. Every request stays local."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page

from scripts.browser import BrowserSession
from tarot_rules.fft import loads, replay

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("live")]
LOAD_TIMEOUT = 90_000
APP = ".practice-app"


def settle(page: Page) -> None:
    """Wait until the page has the engine's answer to the last click."""
    page.wait_for_function(
        "() => document.querySelector('.practice-app').dataset.busy !== '1'", timeout=LOAD_TIMEOUT
    )


def click(page: Page, selector: str) -> None:
    page.locator(selector).first.click()
    settle(page)


def hand_size(page: Page) -> int:
    return page.locator(".practice-hand button").count()


def play_a_card(page: Page, seen: dict[str, str]) -> None:
    """Click the hand's cards in order until the engine accepts one; keep the first refusal."""
    before = hand_size(page)
    for card in page.locator(".practice-hand button").all():
        card.click()
        settle(page)
        if hand_size(page) != before or page.locator(".practice-result").count():
            return
        alert = page.locator(f"{APP} [role=alert]")
        seen.setdefault("refused", alert.inner_text())
        seen.setdefault("rule", alert.get_by_role("link", name="Voir la règle").get_attribute("href") or "")
    raise AssertionError("aucune carte acceptée")


def play_the_deal(page: Page) -> dict[str, str]:
    """Pass (or take when it is a Garde), follow the advice for the écart, play every trick."""
    seen: dict[str, str] = {}
    while not page.locator(".practice-result").count():
        options = page.locator(".practice-options button")
        if page.get_by_role("button", name="Garde", exact=True).count():
            click(page, ".practice-options button >> text='Garde'")
        elif page.get_by_role("button", name="Passe", exact=True).count():
            click(page, ".practice-options button >> text='Passe'")
        elif page.locator("text=Valider l’écart").count():
            page.get_by_role("button", name="Conseil").click()
            settle(page)
            advice = page.locator(f"{APP} [role=alert] strong").inner_text()
            for card in advice.split("Écartez", 1)[1].strip(" .").split():
                page.locator(f".practice-hand button[data-card='{card}']").click()
            click(page, "text=Valider l’écart")
        elif options.count():
            click(page, ".practice-options button >> text=/^(Appeler|Jouer sans)/")
        elif "conseil" not in seen:
            page.get_by_role("button", name="Conseil").click()
            settle(page)
            seen["conseil"] = page.locator(f"{APP} [role=alert]").inner_text()
        else:
            before = hand_size(page)
            play_a_card(page, seen)
            if "reprendre" not in seen and page.get_by_role("button", name="Reprendre").count():
                click(page, "text=Reprendre")
                seen["reprendre"] = page.locator(f"{APP} [role=alert]").inner_text()
                assert hand_size(page) == before
    return seen


def test_a_whole_deal_by_clicking_then_its_review(session: BrowserSession, tmp_path: Path) -> None:
    page = session.page
    session.goto("/s-entrainer/donne/#donne=21&joueurs=4&niveau=debutant")
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    seen = play_the_deal(page)
    while not page.locator(".practice-lines a").count():  # everybody passed: the next deal
        click(page, "text=Donne suivante")
        seen |= play_the_deal(page)
    assert seen["refused"].startswith(("Vous devez", "Vous n'avez plus", "L'atout")), seen
    assert seen["rule"].endswith("/tarot/jeu-de-la-carte/#ce-que-lon-doit-jouer")
    assert seen["conseil"].startswith("Conseil\u00a0: Jouez") and len(seen["conseil"]) > 30
    assert "reprise" in seen["reprendre"]
    lines = page.locator(".practice-lines a")
    assert "/tarot/score/#la-formule" in (lines.nth(1).get_attribute("href") or "")
    page.get_by_role("button", name="Voir les jeux").click()
    assert page.locator(".practice-hands h4").count() >= 5
    with page.expect_download() as download:
        page.get_by_role("button", name="Télécharger la donne").click()
    saved = tmp_path / "donne.json"
    download.value.save_as(saved)
    record = json.loads(saved.read_text("utf-8"))
    shown = page.locator(".practice-scores tbody td:first-of-type").all_inner_texts()
    scores = list(replay(loads(saved.read_text("utf-8"))).score().scores)
    assert [int(s.replace("−", "-").replace("+", "")) for s in shown] == scores == record["scores"]

    session.goto("/s-entrainer/revoir/")
    page.locator("input[type=file]").set_input_files(saved)
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    page.get_by_role("button", name="Suivant").click()
    page.get_by_role("button", name="Suivant").click()
    assert page.locator(".practice-step").inner_text().endswith("Pli 1")
    page.locator(".practice-reason summary").first.click()
    assert page.locator(".practice-why").first.inner_text()
    page.get_by_role("button", name="Précédent").click()
    assert page.locator(".practice-step").inner_text().endswith("Les enchères")
    while page.get_by_role("button", name="Suivant").is_enabled():
        page.get_by_role("button", name="Suivant").click()
    assert page.locator(".practice-lines a").count() >= 3
