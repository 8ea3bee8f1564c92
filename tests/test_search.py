"""The site's search, in real Chromium: accents and apostrophes do not matter, and the page that
defines a term comes first (its front matter ``tags`` list the terms it defines), whatever stop words
surround it (« a trois ») and in the plural as in the singular (« enchères »)."""

from __future__ import annotations

import re

import pytest
from helpers import KEPT
from playwright.sync_api import expect

from scripts.browser import BrowserSession
from scripts.site_search import FIRST_PAGE, WATCH_SEARCH, ask, open_search

pytestmark = pytest.mark.browser


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


INDEX_HANDED_OVER = """window.indexHandedOver = [];
const postMessage = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message && message.type === 0) window.indexHandedOver.push(Object.keys(message.data).sort());
  return postMessage.call(this, message, ...rest);
};"""
"""An init script: the keys of each index message the page sends its search worker."""


FETCHED_INDEX = """() => performance.getEntriesByType("resource")
  .filter((entry) => entry.name.endsWith("/search_index.json")).length"""
"""How many times the page itself fetched the search index (the service worker's copy is not counted)."""


def test_the_page_hands_the_search_index_over_as_text_once_the_search_is_opened(
    session: BrowserSession,
) -> None:
    """The page fetches the index only when the reader opens the search, and sends its search worker
    the JSON text it fetched, once: the worker parses it and builds its index then, the page's thread
    neither parses it nor copies its objects (scripts/hooks/material_assets.py); the search answers
    from it. A page read without searching fetches, parses and indexes nothing."""
    session.context.add_init_script(WATCH_SEARCH)
    session.context.add_init_script(INDEX_HANDED_OVER)
    session.goto("tarot/score/")
    session.page.wait_for_function(KEPT)
    assert session.page.evaluate(FETCHED_INDEX) == 0
    assert session.page.evaluate("() => window.indexHandedOver") == []
    open_search(session.page)
    assert ask(session.page, "chelem").pages[0] == "tarot/annonces/"
    assert session.page.evaluate("() => window.indexHandedOver") == [["json", "options"]]
    assert session.page.evaluate(FETCHED_INDEX) == 1


def test_a_result_opens_its_page_with_the_words_found_marked(session: BrowserSession) -> None:
    """A result leads to its page with the words searched (``?h=``) marked in the text, with the index's
    separators: the index text is parsed for them."""
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
