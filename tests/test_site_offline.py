"""The site offline (docs/sw.js, registered on every page by assets/site/offline.js): a page read once
opens again with the server stopped and the browser offline; a drill read once is played offline (its
first question, then the next from its pool); a page never read gives the French offline page (what is
kept, a link home), whose links work; offline search marks the pages that cannot open."""

from __future__ import annotations

import pytest
from helpers import KEPT, forgive_offline_failures, go_offline

from scripts.browser import BrowserSession
from scripts.serve import SiteServer
from scripts.site_search import open_search
from tarot_app.calls import call
from tarot_app.render import number_text

pytestmark = pytest.mark.browser


def title(session: BrowserSession) -> str:
    return session.page.locator(".md-content__inner > h1").inner_text().rstrip("¶")


DRILL = "compter-un-tas"
DRILL_PAGE = f"/exercices/tarot/{DRILL}/"
POOL_KEPT = (
    "() => caches.match(new URL(document.querySelector('.exercise').dataset.pools"
    f" + '{DRILL}/debutant.json', location.href).href).then(Boolean)"
)


def answer_drill_offline(session: BrowserSession) -> None:
    """The drill page, reloaded offline: its first question answered right, then « Encore » gives the
    next from the pool kept at the first visit."""
    page = session.page
    session.goto(DRILL_PAGE)
    for seed in (1, 2):
        page.wait_for_selector(f".exercise[data-ready='1'][data-seed='{seed}']")
        question = call("drill_question", {"drill": DRILL, "level": "debutant", "seed": seed})["result"]
        assert page.locator(".exercise-prompt").inner_text() == question["prompt"]
        field = page.get_by_label(question["answer"]["label"], exact=True)
        field.fill(number_text(question["answer"]["accepted"][0]))
        field.press("Enter")
        assert page.locator(".exercise-verdict").inner_text() == question["answer"]["right"]
        page.get_by_role("button", name="Encore").click()


def test_pages_read_once_open_offline_and_the_others_say_so(chromium: object, own_server: SiteServer) -> None:
    server = own_server
    base_url = server.url
    with BrowserSession(chromium, base_url) as session:
        page = session.page
        for path in ("/", "/tarot/score/", DRILL_PAGE):
            session.goto(path)
            page.wait_for_function(KEPT)
        page.wait_for_function(POOL_KEPT)
        session.assert_clean()
        # Offline, the service worker still tries the network first: those attempts fail.
        failed = go_offline(session, server)

        session.goto("/tarot/score/")
        assert title(session) == "Le score"
        answer_drill_offline(session)
        session.goto("/tarot/encheres/")
        assert title(session) == "Hors ligne"
        assert "n’est donc pas disponible hors ligne" in page.locator("article").inner_text()
        kept = page.get_by_role("list", name="Pages disponibles hors ligne")
        assert kept.get_by_role("link", name="Le score").count() == 1
        session.click_link(page.get_by_role("link", name="Revenir à la page d’accueil"))
        page.get_by_role("heading", level=1, name="Le Tarot, la règle et l’école").wait_for()
        # Search works offline and tells which results cannot open.
        open_search(page)
        page.locator("input.md-search__input").press_sequentially("enchères")
        missing = page.locator(".md-search-result__list a.tarot-offline-missing:visible")
        missing.first.wait_for()
        assert "Pas encore disponible hors ligne" in missing.first.inner_text()
        page.locator("input.md-search__input").fill("")
        page.locator("input.md-search__input").press_sequentially("score")
        score = page.locator(".md-search-result__list > li > a[href*='/tarot/score/']:visible")
        score.first.wait_for()
        assert score.first.locator(".tarot-offline-note").count() == 0
        score.first.click()
        page.locator(".md-content__inner > h1", has_text="Le score").wait_for()
        forgive_offline_failures(session, failed)
        session.assert_clean()
