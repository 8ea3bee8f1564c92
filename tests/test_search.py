"""The site's search, in real Chromium: accents and apostrophes do not matter, and the page that
defines a term comes first (its front matter ``tags`` list the terms it defines), whatever stop words
surround it (« a trois ») and in the plural as in the singular (« enchères »)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from scripts.browser import BrowserSession
from scripts.site_search import FIRST_PAGE, WATCH_SEARCH, ask, open_search

pytestmark = [pytest.mark.browser, pytest.mark.fresh_profile]
"""Each test watches the search with an init script of its profile: a profile of its own."""


def test_the_defining_page_comes_first(session: BrowserSession) -> None:
    session.context.add_init_script(WATCH_SEARCH)
    session.goto("/")
    open_search(session.page)
    wrong = {}
    for query, expected in FIRST_PAGE.items():
        answer = ask(session.page, query)
        if not answer.pages or answer.pages[0] != expected:
            wrong[query] = (expected, answer.pages[:3])
    assert not wrong, f"requête : (page attendue, pages en tête) : {wrong}"


@pytest.mark.parametrize(("typed", "accented"), [("poignee", "poignée"), ("regle d or", "règle d’or")])
def test_results_keep_their_accents(session: BrowserSession, typed: str, accented: str) -> None:
    session.context.add_init_script(WATCH_SEARCH)
    session.goto("/")
    open_search(session.page)
    answer = ask(session.page, typed)
    assert any(accented in title.lower() for title in answer.titles), answer.titles


def test_a_result_opens_its_page_with_the_words_found_marked(session: BrowserSession) -> None:
    """A result leads to its page with the words searched (``?h=``) marked in the text, with the index's
    separators, read from the index."""
    session.context.add_init_script(WATCH_SEARCH)
    session.goto("/")
    open_search(session.page)
    ask(session.page, "surcouper")
    session.page.locator(".md-search-result__list > li > a").first.click()
    expect(session.page).to_have_url(re.compile(r"h=surcoup"))
    expect(session.page.locator(".md-content h1")).to_have_text(re.compile("Le jeu de la carte"))
    marks = session.page.locator("article mark[data-md-highlight]")
    expect(marks.first).to_be_visible()
    assert {text.lower() for text in marks.all_text_contents()} == {"surcouper"}


LUNR_FRENCH = "/assets/javascripts/lunr/min/lunr.fr.min.js"


def test_the_index_is_built_at_the_first_query_not_at_each_page_load(session: BrowserSession) -> None:
    """A page opens without building the search index (lunr and its French language are not even
    loaded once the search says it is ready); the first query builds it and is answered."""
    session.context.add_init_script(WATCH_SEARCH)
    session.goto("/")
    expect(session.page.locator(".md-search-result__meta")).to_have_text("Taper pour démarrer la recherche")
    assert not [url for url in session.requests if url.endswith(LUNR_FRENCH)]
    open_search(session.page)
    assert ask(session.page, "poignee").pages
    assert [url for url in session.requests if url.endswith(LUNR_FRENCH)]
