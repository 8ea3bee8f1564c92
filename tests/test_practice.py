"""« S'entraîner » in a real Chromium: at 5 players a reader takes, calls a King and sees the
partner revealed; then plays a whole 4-player deal by clicking (a refused card with the engine's
French reason, a « Conseil », a « Reprendre »), sees the score breakdown, exports the evening to « À la
table » (the sheet opens there with the same totals), downloads the record and opens it in « Revoir
une donne », then plays a Tarot africain game to its winner with a « Conseil » and a « Reprendre »
(after Material's instant navigation: the same engine worker). The engine runs in Pyodide (the
site's wheel); the scores shown are compared with the engine here. On a phone, the first deal of
each page moves nothing on screen. Every request stays local."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import LAYOUT_SHIFTS, WATCH_LAYOUT_SHIFTS, axe_violations, describe
from playwright.sync_api import Page, expect

from scripts.browser import BrowserSession
from scripts.practice_driver import (
    APP,
    LOAD_TIMEOUT,
    advise,
    choose,
    click,
    feedback,
    play_deal,
    play_legal_card,
    settle,
)
from tarot_app.typography import typeset
from tarot_rules.fft import loads, replay

pytestmark = pytest.mark.browser


class Reader:
    """Plays the hand's cards in order until one is accepted (until a first refusal, then a card the page
    marks legal); asks one « Conseil », takes one card back."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}

    def hand(self, page: Page) -> int:
        return page.locator(".practice-hand button").count()

    def __call__(self, page: Page) -> None:
        if "conseil" not in self.seen:
            self.seen["conseil"] = advise(page)
        before = self.hand(page)
        if "refused" in self.seen:
            play_legal_card(page)
            return
        for card in page.locator(".practice-hand button").all():
            card.click()
            settle(page)
            if self.hand(page) != before or page.locator(".practice-result").count():
                break
            self.seen.setdefault("refused", feedback(page))
            link = page.locator(f"{APP} [role=alert]").get_by_role("link", name="Voir la règle")
            self.seen.setdefault("rule", link.get_attribute("href") or "")
        if "reprendre" not in self.seen and page.get_by_role("button", name="Reprendre").count():
            click(page, "text=Reprendre")
            self.seen["reprendre"] = feedback(page)
            assert self.hand(page) == before


def test_a_deal_its_review_and_a_tarot_africain_game(session: BrowserSession, tmp_path: Path) -> None:
    page = session.page
    call_a_king_at_five(session)
    page.get_by_label("Joueurs", exact=True).select_option("4")
    page.get_by_label("Donne n°").fill("21")
    click(page, "text=Distribuer")
    reader = Reader()
    play_deal(page, reader)
    deals = 1
    while not page.locator(".practice-lines a").count():  # everybody passed: the next deal
        click(page, "text=Donne suivante")
        play_deal(page, reader)
        deals += 1
    seen = reader.seen
    assert seen["refused"].startswith(("Vous devez", "Vous n’avez plus", "L’atout")), seen
    assert seen["rule"].endswith("/tarot/jeu-de-la-carte/#ce-que-lon-doit-jouer")
    assert seen["conseil"].startswith("Conseil\u00a0: Jouez ")
    assert "reprise" in seen["reprendre"]
    lines = page.locator(".practice-lines a")
    assert "/tarot/score/#la-formule" in (lines.nth(1).get_attribute("href") or "")
    page.get_by_role("button", name="Voir les jeux").click()
    assert page.locator(".practice-hands h4").count() >= 5
    violations = axe_violations(session)
    assert not violations, describe(violations)
    with page.expect_download() as download:
        page.get_by_role("button", name="Télécharger la donne").click()
    saved = tmp_path / "donne.json"
    download.value.save_as(saved)
    record = json.loads(saved.read_text("utf-8"))
    shown = page.locator(".practice-scores tbody td:first-of-type").all_inner_texts()
    scores = list(replay(loads(saved.read_text("utf-8"))).score().scores)
    assert [int(s.replace("−", "-").replace("+", "")) for s in shown] == scores == record["scores"]

    export_to_the_table(session, deals, scores)
    review(session, saved)
    play_africain(session)


HEADING_JUMPS = """() => {
    const levels = [...document.querySelectorAll("article :is(h1, h2, h3, h4, h5, h6)")]
        .filter(heading => heading.checkVisibility()).map(heading => Number(heading.tagName[1]));
    return levels.flatMap((level, i) => (i && level > levels[i - 1] + 1 ? [levels.slice(i - 1, i + 1)] : []));
}"""
"""Each heading shown that skips a level after the one before it, as ``[before, level]`` (the page's
sections under its title, the table's zones under the section: a screen reader lists them in order)."""


@pytest.mark.parametrize("path", ["s-entrainer/donne/", "s-entrainer/africain/"])
def test_nothing_moves_when_the_first_deal_appears(session: BrowserSession, path: str) -> None:
    """On a phone the reader reads the page's top while the engine loads and deals: the loading line
    going and the deal appearing move nothing shown (no layout shift) and do not scroll the page."""
    page = session.page
    page.add_init_script(WATCH_LAYOUT_SHIFTS)
    page.set_viewport_size({"width": 390, "height": 800})
    session.goto(path)
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    # A shift is reported with the frame that shows it: two frames after the deal.
    page.evaluate("() => new Promise(shown => requestAnimationFrame(() => requestAnimationFrame(shown)))")
    assert page.evaluate(LAYOUT_SHIFTS) == []
    assert page.evaluate("() => scrollY") == 0
    assert page.evaluate(HEADING_JUMPS) == []


def call_a_king_at_five(session: BrowserSession) -> None:
    """At 5 players, deal 20 (where the reader is offered a Garde): the reader takes, calls a King,
    makes the écart; the called King falls in the first trick and the table says who the partner is."""
    page = session.page
    session.goto("/s-entrainer/donne/#donne=20&joueurs=5&niveau=debutant")
    page.wait_for_selector(f"{APP}[data-ready='1']", timeout=LOAD_TIMEOUT)
    while not page.locator(".practice-partner").count():
        assert choose(page), "the partner is not revealed before the reader's first card"
    assert "Vous prenez une Garde, le Roi de pique appelé." in page.locator(".practice-table").inner_text()
    assert page.locator(".practice-partner").inner_text() == typeset(
        "Est a joué le Roi de pique : c’est le partenaire."
    )


def export_to_the_table(session: BrowserSession, deals: int, totals: list[int]) -> None:
    """« Exporter vers À la table » : the evening (its deals all passed but the last) opens in « La
    feuille de la soirée », the table's engine giving the totals the engine gave the practice deal."""
    page = session.page
    running = page.locator(".practice-scores tbody td:nth-of-type(2)").all_inner_texts()
    assert [int(s.replace("−", "-").replace("+", "")) for s in running] == totals
    export = page.get_by_role("button", name="Exporter vers À la table")
    export.click()
    said = page.locator(".practice-export")
    assert said.inner_text().startswith(typeset(f"Soirée enregistrée dans « À la table » ({deals} donne"))
    export.click()  # exported again: the same saved game, brought up to date
    assert said.inner_text().startswith(typeset(f"Partie mise à jour dans « À la table » ({deals} donne"))
    said.get_by_role("link", name="ouvrir la feuille de la soirée").click()
    page.wait_for_selector(".table-total td[data-total]", timeout=LOAD_TIMEOUT)
    shown = page.locator(".table-total td[data-total]").evaluate_all(
        "tds => tds.map(td => +td.dataset.total)"
    )
    assert shown == totals
    assert page.locator(".table-deals tbody tr").count() == deals
    assert page.locator(".table-games label").inner_text() == "Parties enregistrées (1)"


def review(session: BrowserSession, saved: Path) -> None:
    """Open the downloaded record in « Revoir une donne », step forward and back, the score at the end."""
    page = session.page
    session.follow("../../s-entrainer/revoir/")
    page.locator(f"{APP}[data-practice='revoir'] input[type=file]").set_input_files(saved)
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
    assert page.evaluate(HEADING_JUMPS) == []
    # The record open is kept for the tab: a reload finds the review at the same step.
    step = page.locator(".practice-step").inner_text()
    page.reload()
    expect(page.locator(".practice-step")).to_have_text(step, timeout=LOAD_TIMEOUT)
    assert page.get_by_role("button", name="Suivant").is_disabled()


def play_africain(session: BrowserSession) -> None:
    """A Tarot africain game to its winner: the lowest bid the engine accepts, the first card; one
    « Conseil » and one « Reprendre »."""
    page = session.page
    session.follow("../africain/#partie=3&joueurs=3&regle=référence&niveau=debutant")
    page.wait_for_selector(f"{APP}[data-practice='africain'][data-ready='1']", timeout=LOAD_TIMEOUT)
    refused = advised = taken_back = ""
    while page.locator(f"{APP}[data-over='1']").count() == 0:
        bids = page.locator(".practice-options button")
        if not bids.count():
            advised = advised or advise(page)
            before = page.locator(".practice-hand button").count()
            click(page, ".practice-hand button")
            if not taken_back and page.get_by_role("button", name="Reprendre").count():
                click(page, "text=Reprendre")
                taken_back = feedback(page)
                assert page.locator(".practice-hand button").count() == before
            continue
        for index in range(bids.count()):
            page.locator(".practice-options button").nth(index).click()
            settle(page)
            if page.locator(f"{APP} [role=alert]").is_visible():
                refused = feedback(page)
            else:
                break
    assert page.locator(".practice-winner").inner_text().startswith("Gagnant")
    assert advised.startswith("Conseil\u00a0: Jouez "), advised
    assert "reprise" in taken_back
    assert not refused or "Voir la règle" in refused
